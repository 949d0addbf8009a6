package dev.sigil.detect.internal;

import java.util.Set;

/**
 * Character classes, boundaries and context scoring shared by the structured recognizers (email,
 * phone, card, IBAN, SSN, IP, MAC, URL, secret, wallet). Everything here is allocation-free.
 */
final class Structured {
  private Structured() {}

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  static boolean isAsciiAlnum(char c) {
    return isDigit(c) || isAsciiLetter(c);
  }

  static boolean isHex(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  /**
   * Whether the char at {@code i} is part of a word as the scan counts it: a letter or digit in any
   * script, a supplementary one written as a surrogate pair included; emoji and symbols are not
   * ("4111 1111 1111 1111😀"). False outside the text.
   */
  static boolean wordCharAt(String s, int i) {
    if (i < 0 || i >= s.length()) {
      return false;
    }
    char c = s.charAt(i);
    if (c < 128) {
      return isAsciiAlnum(c);
    }
    if (!Character.isSurrogate(c)) {
      return Character.isLetterOrDigit(c);
    }
    int cp = Character.isHighSurrogate(c) ? s.codePointAt(i) : s.codePointBefore(i + 1);
    return Character.isSupplementaryCodePoint(cp) && Character.isLetterOrDigit(cp);
  }

  /** The char at {@code i}, or a space outside the text. */
  static char at(String s, int i) {
    return i >= 0 && i < s.length() ? s.charAt(i) : ' ';
  }

  /**
   * Whether the span starting at {@code start} continues something on its left: a word character
   * right before it, or a joiner ({@code - . _ /}) glued to a word character ("a716-4466...",
   * "v1.2.3.4", "x/123").
   */
  static boolean gluedLeft(String s, int start) {
    if (wordCharAt(s, start - 1)) {
      return true;
    }
    return isJoiner(at(s, start - 1)) && wordCharAt(s, start - 2);
  }

  /** Whether the span ending at {@code end} continues on its right (mirror of gluedLeft). */
  static boolean gluedRight(String s, int end) {
    if (wordCharAt(s, end)) {
      return true;
    }
    return isJoiner(at(s, end)) && wordCharAt(s, end + 1);
  }

  private static boolean isJoiner(char c) {
    return c == '-' || c == '.' || c == '_' || c == '/';
  }

  /**
   * The score of a candidate after context: {@code raised} when the nearest cue word in the window
   * is positive, {@code lowered} when it is negative, else {@code base}. Nearest wins, so in "amex
   * 3782..., order number 4539..." the second number belongs to "order".
   */
  static double contextScore(
      Scan scan, int start, int end, double base, Cues cues, double raised, double lowered) {
    return byCue(nearestCue(scan, start, end, cues), base, raised, lowered);
  }

  /** {@code base} raised for a positive {@code cue}, lowered for a negative one. */
  static double byCue(int cue, double base, double raised, double lowered) {
    return cue > 0 ? Math.max(base, raised) : cue < 0 ? Math.min(base, lowered) : base;
  }

  /**
   * +1 if the cue word nearest to {@code [start, end)} (by tokens, within the cues' window, not
   * across a sentence end) is positive, -1 if negative, 0 if there is none.
   */
  static int nearestCue(Scan scan, int start, int end, Cues cues) {
    int first = scan.tokenAtOrAfter(start);
    int next = scan.tokenAtOrAfter(end);
    if (next < scan.tokenCount() && scan.start(next) < end) {
      next++;
    }
    boolean back = true;
    boolean ahead = true;
    for (int d = 1; d <= Math.max(cues.before(), cues.after()); d++) {
      int b = first - d;
      back &=
          d <= cues.before()
              && b >= 0
              && !breaks(scan, scan.end(b), d == 1 ? start : scan.start(b + 1));
      if (back && cueOf(scan, b, cues) != 0) {
        return cueOf(scan, b, cues);
      }
      int a = next + d - 1;
      ahead &=
          d <= cues.after()
              && a < scan.tokenCount()
              && !breaks(scan, d == 1 ? end : scan.end(a - 1), scan.start(a));
      int cue = ahead ? cueOf(scan, a, cues) : 0;
      if (cue > 0 || (cue < 0 && cues.negativesAhead())) {
        return cue;
      }
    }
    return 0;
  }

  private static int cueOf(Scan scan, int t, Cues cues) {
    if (!scan.hasLetter(t) || scan.end(t) - scan.start(t) > 24) {
      return 0;
    }
    if (cues.positive().contains(scan, t)) {
      return 1;
    }
    return cues.negative().contains(scan, t) && !insideName(scan, t) ? -1 : 0;
  }

  /**
   * Whether capitalised token {@code t} follows another capitalised word after one space: a
   * negative cue there is a name's word ("Jason Price, (646) 884-0151"), not a price.
   */
  private static boolean insideName(Scan scan, int t) {
    return t > 0
        && scan.isCapitalized(t)
        && scan.isCapitalized(t - 1)
        && scan.start(t) - scan.end(t - 1) == 1
        && scan.text().charAt(scan.end(t - 1)) == ' ';
  }

  /**
   * Whether the gap {@code [from, to)} ends a sentence: a line break, '!' or '?', or '.' before a
   * capital ("order no. 4539" stays one sentence).
   */
  private static boolean breaks(Scan scan, int from, int to) {
    String s = scan.text();
    boolean dot = false;
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c == '\n' || c == '!' || c == '?') {
        return true;
      }
      dot |= c == '.';
    }
    return dot && to < s.length() && Character.isUpperCase(s.charAt(to));
  }

  /** Context words of one class: lower-case tokens, looked for in a small window. */
  record Cues(WordList positive, WordList negative, int before, int after, boolean negativesAhead) {
    static Cues of(String positive, String negative) {
      return new Cues(WordList.of(positive), WordList.of(negative), 4, 2, true);
    }

    Cues window(int tokensBefore, int tokensAfter) {
      return new Cues(positive, negative, tokensBefore, tokensAfter, negativesAhead);
    }

    /**
     * Negative words count only before the span: "version 1.2.3.4" is a version, "10.0.0.1 (build
     * 7f3a)" is still an address.
     */
    Cues negativesBeforeOnly() {
      return new Cues(positive, negative, before, after, false);
    }
  }

  static Set<String> words(String spaceSeparated) {
    return spaceSeparated.isBlank() ? Set.of() : Set.of(spaceSeparated.trim().split("\\s+"));
  }

  /** Luhn check over the digits of {@code s[start, end)}, ignoring separators. */
  static boolean luhn(String s, int start, int end) {
    return Checksums.luhn(s, start, end, 0);
  }

  /** Shannon entropy of {@code s[start, end)} in bits per char (chars below 128 only counted). */
  static double entropy(String s, int start, int end) {
    int[] counts = new int[128];
    int n = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c < 128) {
        counts[c]++;
        n++;
      }
    }
    double h = 0;
    for (int k : counts) {
      if (k > 0) {
        double p = (double) k / n;
        h -= p * (Math.log(p) / Math.log(2));
      }
    }
    return h;
  }
}
