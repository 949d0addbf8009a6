package dev.sigil.detect.internal;

/**
 * A pre-check for small word lists that costs no hashing: a token can only be in the list if a
 * listed word has its length, first letter and last letter. Lets the recognizer skip the hash of
 * most lower-case tokens. Immutable after construction.
 */
final class WordFilter {
  private static final int LETTERS = 27;
  private final boolean[] seen = new boolean[16 * LETTERS * LETTERS];

  WordFilter(String[] words) {
    for (String w : words) {
      String last = w.substring(w.lastIndexOf(' ') + 1);
      if (!last.isEmpty()) {
        seen[index(last, 0, last.length())] = true;
      }
    }
  }

  /** {@link #letter} of the ASCII chars, read from a table. */
  private static final byte[] ASCII_LETTER = new byte[128];

  static {
    for (char c = 0; c < 128; c++) {
      ASCII_LETTER[c] = (byte) foldedLetter(c);
    }
  }

  private static int letter(char c) {
    return c < 128 ? ASCII_LETTER[c] : foldedLetter(c);
  }

  private static int foldedLetter(char c) {
    char f = TextHash.fold(c);
    return f >= 'a' && f <= 'z' ? f - 'a' : LETTERS - 1;
  }

  private static int index(CharSequence s, int start, int end) {
    int len = Math.min(end - start, 15);
    return (len * LETTERS + letter(s.charAt(start))) * LETTERS + letter(s.charAt(end - 1));
  }

  /** False when no listed word can equal {@code s[start, end)} (folded); true otherwise. */
  boolean mayContain(CharSequence s, int start, int end) {
    return end > start && seen[index(s, start, end)];
  }
}
