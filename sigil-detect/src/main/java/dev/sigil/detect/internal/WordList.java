package dev.sigil.detect.internal;

import java.util.Set;

/**
 * A set of lower-case words that scan tokens are looked up in: a token is in it when its lower case
 * ({@link Scan#lower}) is. A token of ASCII chars is first checked against the words' lengths and
 * first and last letters, which rejects most tokens, and then compared in place with the words of
 * its length, without making its lower case. Immutable.
 */
final class WordList {
  private static final int LONGEST = 31; // longer lengths share one slot
  private static final int LETTERS = 27; // a-z and any other char

  private final Set<String> words;
  // one bit per (length, first letter, last letter): a small table, mostly in cache
  private final long[] shapes = new long[((LONGEST + 1) * LETTERS * LETTERS + 63) >>> 6];
  private final String[][] byLength = new String[LONGEST + 1][];

  WordList(Set<String> words) {
    this.words = Set.copyOf(words);
    for (String w : this.words) {
      if (!w.isEmpty()) {
        int i = index(w.length(), w.charAt(0), w.charAt(w.length() - 1));
        shapes[i >>> 6] |= 1L << i;
      }
    }
    for (int len = 0; len <= LONGEST; len++) {
      int length = len;
      byLength[len] = this.words.stream().filter(w -> w.length() == length).toArray(String[]::new);
    }
  }

  /** The words of a space-separated list. */
  static WordList of(String spaceSeparated) {
    return new WordList(Structured.words(spaceSeparated));
  }

  /**
   * False when token {@code t} is surely none of the words: an ASCII token whose length and first
   * and last letters no word has. The cheap first step of a look-up made another way.
   */
  boolean mayContain(Scan scan, int t) {
    if (!scan.isAscii(t)) {
      return true;
    }
    String s = scan.text();
    int start = scan.start(t);
    int end = scan.end(t);
    return shape(index(end - start, s.charAt(start), s.charAt(end - 1)));
  }

  private boolean shape(int index) {
    return (shapes[index >>> 6] & 1L << index) != 0;
  }

  /**
   * The slot of each token of {@code scan} in the tables of shapes: its length and first and last
   * letters, or -1 for a token with a char beyond ASCII. The same for every list, so made once per
   * text ({@link NameTokens#slot}).
   */
  static int[] slots(Scan scan) {
    int count = scan.tokenCount();
    String s = scan.text();
    int[] slots = new int[count];
    for (int t = 0; t < count; t++) {
      if (scan.isAscii(t)) {
        int start = scan.start(t);
        int end = scan.end(t);
        slots[t] = index(end - start, s.charAt(start), s.charAt(end - 1));
      } else {
        slots[t] = -1;
      }
    }
    return slots;
  }

  /** {@link #mayContain(Scan, int)} by the token's slot in {@code n}. */
  boolean mayContain(NameTokens n, int t) {
    int slot = n.slot(t);
    return slot < 0 || shape(slot);
  }

  /** {@link #contains(Scan, int)} by the token's slot in {@code n}. */
  boolean contains(NameTokens n, int t) {
    int slot = n.slot(t);
    Scan scan = n.scan;
    if (slot >= 0) {
      if (!shape(slot)) {
        return false;
      }
      int start = scan.start(t);
      int end = scan.end(t);
      if (end - start < LONGEST) {
        return containsAscii(scan.text(), start, end);
      }
    }
    return words.contains(scan.lower(t));
  }

  /** The words of all {@code lists}. */
  static WordList union(WordList... lists) {
    Set<String> all = new java.util.HashSet<>();
    for (WordList l : lists) {
      all.addAll(l.words);
    }
    return new WordList(all);
  }

  /** The words, in lower case. */
  Set<String> words() {
    return words;
  }

  /** {@link #letter} of each char below 128. */
  private static final byte[] ASCII_LETTERS = new byte[128];

  static {
    for (int c = 0; c < 128; c++) {
      char lower = (char) (c | 0x20);
      ASCII_LETTERS[c] = (byte) (lower >= 'a' && lower <= 'z' ? lower - 'a' : LETTERS - 1);
    }
  }

  private static int letter(char c) {
    return c < 128 ? ASCII_LETTERS[c] : LETTERS - 1;
  }

  private static int index(int length, char first, char last) {
    return (Math.min(length, LONGEST) * LETTERS + letter(first)) * LETTERS + letter(last);
  }

  /** Whether {@code lowerCase} is one of the words. */
  boolean contains(String lowerCase) {
    return words.contains(lowerCase);
  }

  /** Whether the lower case of token {@code t} is one of the words. */
  boolean contains(Scan scan, int t) {
    if (scan.isAscii(t)) {
      String s = scan.text();
      int start = scan.start(t);
      int end = scan.end(t);
      if (!shape(index(end - start, s.charAt(start), s.charAt(end - 1)))) {
        return false; // an ASCII token's lower case has its length and its letters in lower case
      }
      if (end - start < LONGEST) {
        return containsAscii(s, start, end);
      }
    }
    return words.contains(scan.lower(t));
  }

  /** Whether the lower case of ASCII {@code s[start, end)} is one of the words. */
  private boolean containsAscii(String s, int start, int end) {
    for (String w : byLength[end - start]) {
      if (equalsLowerCase(w, s, start)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code s} from {@code start}, its ASCII capitals in lower case, begins with {@code
   * word}.
   */
  static boolean equalsLowerCase(String word, String s, int start) {
    for (int i = 0; i < word.length(); i++) {
      char c = s.charAt(start + i);
      if (word.charAt(i) != (c >= 'A' && c <= 'Z' ? (char) (c + 32) : c)) {
        return false;
      }
    }
    return true;
  }
}
