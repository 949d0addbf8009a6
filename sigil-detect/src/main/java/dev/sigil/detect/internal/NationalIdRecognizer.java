package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * National identifiers ({@link NationalIds}). Works off the scan's tokens: a chain is a run of at
 * most 8 tokens, each holding a digit or being one or two capitals, joined by single separators
 * (space, hyphen, dot, plus). Every sub-run of a chain whose length without separators is some
 * format's length is matched against that format's layouts and validated; only then are context
 * words looked up. Text without digits costs one pass over the token shapes.
 */
final class NationalIdRecognizer implements Recognizer, Gated {
  private static final int MAX_TOKENS = 8;
  private static final int MAX_LENGTH = 17;

  /** Taken off a candidate that is part of a longer chain (a phone number, a card number). */
  private static final double PARTIAL_PENALTY = 0.2;

  private static final double NEGATIVE_PENALTY = 0.3;
  private static final long NEGATIVE_BIT = 1L << 63;
  private static final long UNKNOWN = 1L << 62;
  static final Set<String> NEGATIVE =
      NationalIds.words(
          "order invoice tracking ref reference version ticket phone tel call fax mobile cell sku"
              + " serial isbn transaction confirmation booking case timestamp epoch build job batch"
              + " lot part model item product po");

  /**
   * The formats with a layout of each length and number of tokens, {@code [length][tokens]}: a run
   * is matched only against the formats one of whose layouts it may have.
   */
  private final IdFormat[][][] byShape;

  private final int minLength;
  private final Set<PiiClass> classes;

  /** Context word to the bits of the classes it names (and {@link #NEGATIVE_BIT}). */
  private final Map<String, Long> contextWords;

  private final int longestWord;

  NationalIdRecognizer() {
    EnumSet<PiiClass> all = EnumSet.noneOf(PiiClass.class);
    int min = MAX_LENGTH;
    for (IdFormat f : NationalIds.ALL) {
      all.add(f.piiClass);
      for (int len : f.lengths()) {
        min = Math.min(min, len);
      }
    }
    this.byShape = new IdFormat[MAX_LENGTH + 1][MAX_TOKENS + 1][];
    for (int len = 0; len <= MAX_LENGTH; len++) {
      for (int count = 0; count <= MAX_TOKENS; count++) {
        List<IdFormat> formats = new ArrayList<>();
        for (IdFormat f : NationalIds.ALL) {
          if (f.hasLayout(len, count) && !formats.contains(f)) {
            formats.add(f);
          }
        }
        byShape[len][count] = formats.toArray(IdFormat[]::new);
      }
    }
    this.minLength = min;
    Map<String, Long> words = new HashMap<>();
    for (IdFormat f : NationalIds.ALL) {
      f.context.forEach(w -> words.merge(w, 1L << f.piiClass.ordinal(), (a, b) -> a | b));
    }
    NEGATIVE.forEach(w -> words.merge(w, NEGATIVE_BIT, (a, b) -> a | b));
    this.contextWords = Map.copyOf(words);
    this.longestWord = words.keySet().stream().mapToInt(String::length).max().orElse(0);
    this.classes = Set.copyOf(all);
  }

  @Override
  public int needs() {
    return Triggers.ID_PART;
  }

  @Override
  public Set<PiiClass> classes() {
    return classes;
  }

  @Override
  public void find(Scan scan, Candidates out) {
    int n = scan.tokenCount();
    int[] lengths = null; // made for the first chain long enough
    char[] seps = null;
    for (int t = scan.nextWith(Triggers.ID_PART, 0); t < n; ) {
      int last = chainEnd(scan, t);
      int total = scan.end(last) - scan.start(t) - (last - t);
      if (total >= minLength) {
        if (lengths == null || seps == null) {
          lengths = new int[MAX_TOKENS];
          seps = new char[MAX_TOKENS];
        }
        String text = scan.text();
        for (int k = t; k <= last; k++) {
          lengths[k - t] = scan.end(k) - scan.start(k);
          seps[k - t] = k < last ? text.charAt(scan.end(k)) : ' ';
        }
        for (int i = t; i <= last; i++) {
          subRuns(scan, t, i, last, lengths, seps, out);
        }
      }
      t = scan.nextWith(Triggers.ID_PART, last + 1);
    }
  }

  /**
   * Whether token {@code t} may be part of an identifier: at most {@link #MAX_LENGTH} chars, with a
   * digit or one or two capitals (its {@link Triggers#ID_PART} bit).
   */
  private static boolean eligible(Scan scan, int t) {
    return scan.has(t, Triggers.ID_PART);
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
      Scan scan, int first, int i, int last, int[] lengths, char[] seps, Candidates out) {
    int length = 0;
    for (int j = i; j <= last; j++) {
      length += lengths[j - first];
      if (length > MAX_LENGTH) {
        return;
      }
      IdFormat[] formats = byShape[length][j - i + 1];
      if (formats.length > 0 && !badNeighbour(scan.text(), scan.start(i), scan.end(j))) {
        boolean partial = i > first || j < last;
        matchAll(scan, formats, i, j, lengths, seps, i - first, partial, out);
      }
    }
  }

  /** Validates run {@code [i, j]} against the formats of its shape; looks up context once. */
  private void matchAll(
      Scan scan,
      IdFormat[] formats,
      int i,
      int j,
      int[] lengths,
      char[] seps,
      int from,
      boolean partial,
      Candidates out) {
    int start = scan.start(i);
    int end = scan.end(j);
    String value = null;
    long context = UNKNOWN;
    for (IdFormat format : formats) {
      double score = format.layoutScore(lengths, seps, from, j - i + 1);
      if (score < 0) {
        continue;
      }
      if (value == null) {
        value = compact(scan, i, j);
      }
      if (format.valid.test(format.raw ? scan.text().substring(start, end) : value)) {
        if (context == UNKNOWN) {
          context = contextBits(scan, start, end);
        }
        out.add(format.piiClass, start, end, score(format, score, context, partial));
      }
    }
  }

  private static double score(IdFormat f, double layoutScore, long context, boolean partial) {
    double score = layoutScore;
    if ((context & (1L << f.piiClass.ordinal())) != 0) {
      score = Math.max(score, f.contextScore);
    } else if ((context & NEGATIVE_BIT) != 0) {
      score -= NEGATIVE_PENALTY;
    }
    return partial ? score - PARTIAL_PENALTY : score;
  }

  /**
   * The context words in a window of 6 tokens before and 3 after the span, as bits: the ordinals of
   * the classes they name, and {@link #NEGATIVE_BIT}. One map lookup per word token.
   */
  private long contextBits(Scan scan, int start, int end) {
    int first = scan.tokenAtOrAfter(start);
    long bits = 0;
    for (int t = Math.max(0, first - 6); t < first; t++) {
      bits |= contextBits(scan, t);
    }
    int next = scan.tokenAtOrAfter(end);
    if (next < scan.tokenCount() && scan.start(next) < end) {
      next++;
    }
    for (int t = next; t < scan.tokenCount() && t < next + 3; t++) {
      bits |= contextBits(scan, t);
    }
    return bits;
  }

  private long contextBits(Scan scan, int t) {
    if (!scan.hasLetter(t) || scan.end(t) - scan.start(t) > longestWord) {
      return 0;
    }
    Long bits = contextWords.get(scan.lower(t));
    return bits == null ? 0 : bits;
  }

  private static String compact(Scan scan, int i, int j) {
    if (i == j) {
      return scan.token(i);
    }
    StringBuilder b = new StringBuilder(MAX_LENGTH);
    for (int k = i; k <= j; k++) {
      b.append(scan.text(), scan.start(k), scan.end(k));
    }
    return b.toString();
  }

  /**
   * Whether the span sits inside something else: a phone number's {@code +}, an amount, an e-mail
   * address, a path or an identifier joined by underscores.
   */
  private static boolean badNeighbour(String text, int start, int end) {
    char before = start > 0 ? text.charAt(start - 1) : ' ';
    char after = end < text.length() ? text.charAt(end) : ' ';
    return switch (before) {
      case '+', '$', '€', '£', '/', '_', '@', '\\', '=' -> true;
      default -> after == '@' || after == '/' || after == '_' || after == '\\' || after == '=';
    };
  }
}
