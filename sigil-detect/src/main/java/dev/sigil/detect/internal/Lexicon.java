package dev.sigil.detect.internal;

import java.util.Arrays;

/**
 * A small set of ASCII words matched against text in place, ignoring case, without allocating. A
 * (length, first letter) bitmap rejects almost every token in a few operations, which matters in
 * loops over every token of a text.
 */
final class Lexicon {
  private final String[] words;
  private final long[] firstLettersByLength;
  private final String[][] byLength;

  /** {@code words}: lower-case ASCII words starting with a letter. */
  Lexicon(String... words) {
    this.words = words.clone();
    int longest = 0;
    for (String w : words) {
      longest = Math.max(longest, w.length());
    }
    firstLettersByLength = new long[longest + 1];
    byLength = new String[longest + 1][];
    for (int len = 0; len <= longest; len++) {
      int length = len;
      byLength[len] = Arrays.stream(words).filter(w -> w.length() == length).toArray(String[]::new);
    }
    for (String w : words) {
      firstLettersByLength[w.length()] |= 1L << (w.charAt(0) - 'a');
    }
  }

  /** The words of all of {@code parts}. */
  static Lexicon union(Lexicon... parts) {
    java.util.List<String> all = new java.util.ArrayList<>();
    for (Lexicon p : parts) {
      all.addAll(java.util.List.of(p.words));
    }
    return new Lexicon(all.toArray(String[]::new));
  }

  /**
   * Whether a word of {@code len} chars starting with {@code firstChar} may be one of the words
   * (the cheap reject of {@link #matches(String, int, int)}; false means it is not).
   */
  boolean mayMatch(char firstChar, int len) {
    if (len <= 0 || len >= firstLettersByLength.length) {
      return false;
    }
    int c = (char) (firstChar | 0x20) - 'a';
    return c >= 0 && c < 26 && (firstLettersByLength[len] & (1L << c)) != 0;
  }

  /** Whether {@code s[start, end)} is one of the words, ignoring case. */
  boolean matches(String s, int start, int end) {
    int len = end - start;
    if (len <= 0 || !mayMatch(s.charAt(start), len)) {
      return false;
    }
    char first = (char) (s.charAt(start) | 0x20);
    for (String w : byLength[len]) {
      // the first char is an ASCII letter here, so comparing it in lower case is exact
      if (w.charAt(0) == first && regionMatchesIgnoreCase(s, start + 1, w, 1, len - 1)) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code s.regionMatches(true, from, w, wFrom, len)}, comparing ASCII chars in place: only a
   * region with another char is left to {@code regionMatches}, from that char on (the chars before
   * it are single ASCII chars, compared alike either way).
   */
  static boolean regionMatchesIgnoreCase(String s, int from, String w, int wFrom, int len) {
    for (int i = 0; i < len; i++) {
      char c = s.charAt(from + i);
      char x = w.charAt(wFrom + i);
      if (c >= 128 || x >= 128) {
        return s.regionMatches(true, from + i, w, wFrom + i, len - i);
      }
      if (c != x
          && !(Structured.isAsciiLetter(c)
              && Structured.isAsciiLetter(x)
              && (c | 0x20) == (x | 0x20))) {
        return false;
      }
    }
    return true;
  }

  boolean matches(Scan scan, int token) {
    return matches(scan.text(), scan.start(token), scan.end(token));
  }
}
