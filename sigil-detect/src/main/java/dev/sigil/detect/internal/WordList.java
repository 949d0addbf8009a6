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
  private final boolean[] shapes = new boolean[(LONGEST + 1) * LETTERS * LETTERS];
  private final String[][] byLength = new String[LONGEST + 1][];

  WordList(Set<String> words) {
    this.words = Set.copyOf(words);
    for (String w : this.words) {
      if (!w.isEmpty()) {
        shapes[index(w.length(), w.charAt(0), w.charAt(w.length() - 1))] = true;
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
    return shapes[index(end - start, s.charAt(start), s.charAt(end - 1))];
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

  private static int letter(char c) {
    char lower = (char) (c | 0x20);
    return c < 128 && lower >= 'a' && lower <= 'z' ? lower - 'a' : LETTERS - 1;
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
      if (!shapes[index(end - start, s.charAt(start), s.charAt(end - 1))]) {
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
