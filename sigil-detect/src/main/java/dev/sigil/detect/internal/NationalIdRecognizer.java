package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * National identifiers ({@link NationalIds}). Works off the scan's tokens: a chain is a run of at
 * most 8 tokens, each holding a digit or being one or two capitals, joined by single separators
 * (space, hyphen, dot, plus). Every sub-run of a chain whose length without separators is some
 * format's length is matched against that format's layouts and validated; only then are context
 * words looked up. Text without digits costs one pass over the token shapes.
 */
final class NationalIdRecognizer implements Recognizer {
  private static final int MAX_TOKENS = 8;
  private static final int MAX_LENGTH = 16;

  /** Taken off a candidate that is part of a longer chain (a phone number, a card number). */
  private static final double PARTIAL_PENALTY = 0.2;

  private static final double NEGATIVE_PENALTY = 0.3;
  static final Set<String> NEGATIVE =
      NationalIds.words(
          "order invoice tracking ref reference version ticket phone tel call fax mobile cell sku"
              + " serial isbn transaction confirmation booking");

  private final List<List<IdFormat>> byLength;
  private final Set<PiiClass> classes;

  NationalIdRecognizer() {
    List<List<IdFormat>> index = new ArrayList<>();
    for (int i = 0; i <= MAX_LENGTH; i++) {
      index.add(new ArrayList<>());
    }
    EnumSet<PiiClass> all = EnumSet.noneOf(PiiClass.class);
    for (IdFormat f : NationalIds.ALL) {
      all.add(f.piiClass());
      for (int len : f.lengths()) {
        if (!index.get(len).contains(f)) {
          index.get(len).add(f);
        }
      }
    }
    index.replaceAll(List::copyOf);
    this.byLength = List.copyOf(index);
    this.classes = Set.copyOf(all);
  }

  @Override
  public Set<PiiClass> classes() {
    return classes;
  }

  @Override
  public void find(Scan scan, Candidates out) {
    int n = scan.tokenCount();
    StringBuilder compact = new StringBuilder(MAX_LENGTH + 8);
    StringBuilder layout = new StringBuilder(32);
    int t = 0;
    while (t < n) {
      if (!eligible(scan, t)) {
        t++;
        continue;
      }
      int last = chainEnd(scan, t);
      for (int i = t; i <= last; i++) {
        if (scan.hasDigit(i) || i < last) {
          subRuns(scan, t, i, last, compact, layout, out);
        }
      }
      t = last + 1;
    }
  }

  private static boolean eligible(Scan scan, int t) {
    int len = scan.end(t) - scan.start(t);
    return len <= MAX_LENGTH && (scan.hasDigit(t) || (len <= 2 && scan.isAllUpper(t)));
  }

  private static int chainEnd(Scan scan, int t) {
    String text = scan.text();
    int k = t;
    while (k + 1 < scan.tokenCount()
        && k - t + 1 < MAX_TOKENS
        && scan.start(k + 1) == scan.end(k) + 1
        && isSeparator(text.charAt(scan.end(k)))
        && eligible(scan, k + 1)) {
      k++;
    }
    return k;
  }

  private static boolean isSeparator(char c) {
    return c == ' ' || c == '-' || c == '.' || c == '+';
  }

  /** Matches every run starting at token {@code i} of the chain {@code [first, last]}. */
  private void subRuns(
      Scan scan,
      int first,
      int i,
      int last,
      StringBuilder compact,
      StringBuilder layout,
      Candidates out) {
    String text = scan.text();
    compact.setLength(0);
    layout.setLength(0);
    for (int j = i; j <= last; j++) {
      if (j > i) {
        layout.append(text.charAt(scan.end(j - 1)));
      }
      compact.append(text, scan.start(j), scan.end(j));
      layout.append(scan.end(j) - scan.start(j));
      if (compact.length() > MAX_LENGTH) {
        return;
      }
      boolean partial = i > first || j < last;
      for (IdFormat f : byLength.get(compact.length())) {
        match(scan, f, scan.start(i), scan.end(j), compact, layout, partial, out);
      }
    }
  }

  private static void match(
      Scan scan,
      IdFormat f,
      int start,
      int end,
      CharSequence compact,
      CharSequence layout,
      boolean partial,
      Candidates out) {
    double score = f.layoutScore(layout);
    if (score < 0 || badNeighbour(scan.text(), start, end)) {
      return;
    }
    String value = f.raw() ? scan.text().substring(start, end) : compact.toString();
    if (!f.valid().test(value)) {
      return;
    }
    if (scan.hasContext(start, end, f.context(), 6, 3)) {
      score = Math.max(score, f.contextScore());
    } else if (scan.hasContext(start, end, NEGATIVE, 4, 2)) {
      score -= NEGATIVE_PENALTY;
    }
    out.add(f.piiClass(), start, end, partial ? score - PARTIAL_PENALTY : score);
  }

  /**
   * Whether the span sits inside something else: a phone number's {@code +}, an amount, an e-mail
   * address, a path or an identifier joined by underscores.
   */
  private static boolean badNeighbour(String text, int start, int end) {
    char before = start > 0 ? text.charAt(start - 1) : ' ';
    char after = end < text.length() ? text.charAt(end) : ' ';
    return "+$€£/_@\\=".indexOf(before) >= 0 || "@/_\\=".indexOf(after) >= 0;
  }
}
