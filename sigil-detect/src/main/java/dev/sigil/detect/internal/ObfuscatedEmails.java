package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;

/**
 * Emails spelled out to dodge scrapers: "john [at] example [dot] com", "john at example dot com".
 * Only shapes that ordinary prose rarely has: a bracketed "at", or a plain "at" followed by a host
 * spelled with "dot" ending in a common top-level domain. "at example.com" alone needs a context
 * word ("I work at example.com" is not an address).
 */
final class ObfuscatedEmails {
  private ObfuscatedEmails() {}

  private static final WordList TLDS =
      new WordList(
          Structured.words(
              "com org net edu gov io co uk de fr es it nl be ch at se no dk fi pl pt ie ca au nz us"
                  + " info biz me tv ru jp cn in br mx"));

  /** "look at the dot com boom": words that are not the name part of an address. */
  private static final WordList FUNCTION_WORDS =
      new WordList(
          Structured.words(
              "the a an my your his her our their this that these those it me us them i"));

  private static final Structured.Cues CUES = Structured.Cues.of("email mail e contact write", "");

  static void find(Scan scan, Candidates out) {
    String s = scan.text();
    int n = scan.tokenCount();
    // Triggers.AT_WORD: the token is "at" in any case
    for (int t = scan.nextWith(Triggers.AT_WORD, 1);
        t + 2 < n;
        t = scan.nextWith(Triggers.AT_WORD, t + 1)) {
      boolean bracketed = isBracketed(s, scan.start(t), scan.end(t));
      if (!bracketed && !isSpaced(s, scan.start(t), scan.end(t))) {
        continue;
      }
      int local = localStart(scan, t - 1);
      int[] host = host(scan, t + 1);
      if (host == null
          || FUNCTION_WORDS.contains(scan, t - 1)
          || FUNCTION_WORDS.contains(scan, t + 1)) {
        continue;
      }
      int start = scan.start(local);
      int end = scan.end(host[0]);
      double base = bracketed ? 0.85 : host[1] > 0 ? 0.65 : 0.45;
      out.add(
          PiiClass.EMAIL,
          start,
          end,
          Structured.contextScore(scan, start, end, base, CUES, 0.85, base));
      t = host[0];
    }
  }

  private static boolean isBracketed(String s, int start, int end) {
    char o = Structured.at(s, start - 1);
    char c = Structured.at(s, end);
    return (o == '[' && c == ']') || (o == '(' && c == ')') || (o == '{' && c == '}');
  }

  private static boolean isSpaced(String s, int start, int end) {
    return Structured.at(s, start - 1) == ' ' && Structured.at(s, end) == ' ';
  }

  /** The first token of the local part ending at token {@code t}: tokens joined by . _ - */
  private static int localStart(Scan scan, int t) {
    String s = scan.text();
    int first = t;
    while (first > 0
        && t - first < 8
        && scan.start(first) == scan.end(first - 1) + 1
        && ".-_".indexOf(s.charAt(scan.start(first) - 1)) >= 0) {
      first--;
    }
    return first;
  }

  /**
   * The host after "at": labels joined by '.' or a (bracketed) "dot" word, the last one a common
   * TLD. Returns {last token, 1 if "dot" was spelled}, or null.
   */
  private static int[] host(Scan scan, int t) {
    String s = scan.text();
    int spelled = 0;
    int labels = 1;
    int u = t;
    while (u + 1 < scan.tokenCount() && labels < 6) {
      int gapEnd = scan.start(u + 1);
      String gap = s.substring(scan.end(u), gapEnd);
      if (gap.equals(".")) {
        u++;
      } else if (u + 2 < scan.tokenCount() && isDotWord(scan, u + 1, gap)) {
        spelled = 1;
        u += 2;
      } else {
        break;
      }
      labels++;
    }
    if (labels < 2 || !TLDS.contains(scan, u)) {
      return null;
    }
    return new int[] {u, spelled};
  }

  private static boolean isDotWord(Scan scan, int t, String gapBefore) {
    String s = scan.text();
    return scan.end(t) - scan.start(t) == 3
        && s.regionMatches(true, scan.start(t), "dot", 0, 3)
        && gapBefore.length() <= 2
        && s.substring(scan.end(t), scan.start(t + 1)).length() <= 2;
  }
}
