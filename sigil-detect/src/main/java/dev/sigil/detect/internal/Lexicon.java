package dev.sigil.detect.internal;

/**
 * A small set of ASCII words matched against text in place, ignoring case, without allocating. A
 * (length, first letter) bitmap rejects almost every token in a few operations, which matters in
 * loops over every token of a text.
 */
final class Lexicon {
  private final String[] words;
  private final long[] firstLettersByLength;

  /** {@code words}: lower-case ASCII words starting with a letter. */
  Lexicon(String... words) {
    this.words = words.clone();
    int longest = 0;
    for (String w : words) {
      longest = Math.max(longest, w.length());
    }
    firstLettersByLength = new long[longest + 1];
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

  /** Whether {@code s[start, end)} is one of the words, ignoring case. */
  boolean matches(String s, int start, int end) {
    int len = end - start;
    if (len <= 0 || len >= firstLettersByLength.length) {
      return false;
    }
    int c = (s.charAt(start) | 0x20) - 'a';
    if (c < 0 || c >= 26 || (firstLettersByLength[len] & (1L << c)) == 0) {
      return false;
    }
    for (String w : words) {
      if (w.length() == len && s.regionMatches(true, start, w, 0, len)) {
        return true;
      }
    }
    return false;
  }

  boolean matches(Scan scan, int token) {
    return matches(scan.text(), scan.start(token), scan.end(token));
  }
}
