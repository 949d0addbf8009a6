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

  /** A letter or digit in any script (what the scan counts as part of a word). */
  static boolean isWordChar(char c) {
    return c < 128 ? isAsciiAlnum(c) : Character.isLetterOrDigit(c) || Character.isSurrogate(c);
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
    char p = at(s, start - 1);
    if (isWordChar(p)) {
      return true;
    }
    return isJoiner(p) && isWordChar(at(s, start - 2));
  }

  /** Whether the span ending at {@code end} continues on its right (mirror of gluedLeft). */
  static boolean gluedRight(String s, int end) {
    char n = at(s, end);
    if (isWordChar(n)) {
      return true;
    }
    return isJoiner(n) && isWordChar(at(s, end + 1));
  }

  private static boolean isJoiner(char c) {
    return c == '-' || c == '.' || c == '_' || c == '/';
  }

  /**
   * The score of a candidate after context: {@code raised} when a positive word is near, else
   * {@code lowered} when a negative word is near, else {@code base}. Positive wins because "pay
   * order 12 with card 4111..." names the card.
   */
  static double contextScore(
      Scan scan, int start, int end, double base, Cues cues, double raised, double lowered) {
    if (scan.hasContext(start, end, cues.positive(), cues.before(), cues.after())) {
      return Math.max(base, raised);
    }
    if (scan.hasContext(start, end, cues.negative(), cues.before(), cues.after())) {
      return Math.min(base, lowered);
    }
    return base;
  }

  /** Context words of one class: lower-case tokens, looked for in a small window. */
  record Cues(Set<String> positive, Set<String> negative, int before, int after) {
    static Cues of(String positive, String negative) {
      return new Cues(words(positive), words(negative), 4, 2);
    }

    Cues window(int tokensBefore, int tokensAfter) {
      return new Cues(positive, negative, tokensBefore, tokensAfter);
    }
  }

  static Set<String> words(String spaceSeparated) {
    return spaceSeparated.isBlank() ? Set.of() : Set.of(spaceSeparated.trim().split("\\s+"));
  }

  /** Luhn check over the digits of {@code s[start, end)}, ignoring separators. */
  static boolean luhn(String s, int start, int end) {
    int sum = 0;
    boolean twice = false;
    for (int i = end - 1; i >= start; i--) {
      char c = s.charAt(i);
      if (!isDigit(c)) {
        continue;
      }
      int d = c - '0';
      if (twice) {
        d *= 2;
        if (d > 9) {
          d -= 9;
        }
      }
      sum += d;
      twice = !twice;
    }
    return sum % 10 == 0;
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
