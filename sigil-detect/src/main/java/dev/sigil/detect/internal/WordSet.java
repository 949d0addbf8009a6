package dev.sigil.detect.internal;

import java.util.Arrays;
import java.util.Locale;

/**
 * A small set of lower-case words tested against a span of text ignoring case, without allocating:
 * a span whose length and first and last letters no word has is refused at once (most spans);
 * otherwise a hash of the span is looked up among the words' hashes and a hit is confirmed
 * character by character.
 */
final class WordSet {
  private static final int LETTERS = 27; // a-z and any other char

  private final int[] hashes;
  private final String[] words;
  private final int maxLength;
  private final boolean[] shapes; // [(length * LETTERS + first) * LETTERS + last]

  WordSet(String... words) {
    String[] sorted = words.clone();
    for (int i = 0; i < sorted.length; i++) {
      sorted[i] = sorted[i].toLowerCase(Locale.ROOT);
    }
    Arrays.sort(sorted, (a, b) -> Integer.compare(hash(a, 0, a.length()), hash(b, 0, b.length())));
    this.words = sorted;
    this.hashes = new int[sorted.length];
    int max = 0;
    for (int i = 0; i < sorted.length; i++) {
      hashes[i] = hash(sorted[i], 0, sorted[i].length());
      max = Math.max(max, sorted[i].length());
    }
    this.maxLength = max;
    this.shapes = new boolean[(max + 1) * LETTERS * LETTERS];
    for (String w : sorted) {
      if (!w.isEmpty()) {
        shapes[index(w.length(), w.charAt(0), w.charAt(w.length() - 1))] = true;
      }
    }
  }

  private static int index(int length, char first, char last) {
    return (length * LETTERS + letter(first)) * LETTERS + letter(last);
  }

  /**
   * The letter a-z (0-25) that {@code c} equals ignoring case as {@link
   * String#regionMatches(boolean, int, String, int, int)} compares chars (their upper case, or the
   * lower case of that, equal), or 26 for any other char: two chars that compare equal so have the
   * same letter.
   */
  private static int letter(char c) {
    if (c < 128) {
      int lower = c | 0x20;
      return lower >= 'a' && lower <= 'z' ? lower - 'a' : LETTERS - 1;
    }
    char folded = Character.toLowerCase(Character.toUpperCase(c)); // "ſ" and "K" (Kelvin) too
    return folded >= 'a' && folded <= 'z' ? folded - 'a' : LETTERS - 1;
  }

  boolean contains(String text, int start, int end) {
    int len = end - start;
    if (len == 0
        || len > maxLength
        || !shapes[index(len, text.charAt(start), text.charAt(end - 1))]) {
      return false;
    }
    int h = hash(text, start, end);
    int i = Arrays.binarySearch(hashes, h);
    if (i < 0) {
      return false;
    }
    while (i > 0 && hashes[i - 1] == h) {
      i--;
    }
    for (; i < hashes.length && hashes[i] == h; i++) {
      String w = words[i];
      if (w.length() == len && text.regionMatches(true, start, w, 0, len)) {
        return true;
      }
    }
    return false;
  }

  private static int hash(String s, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + Character.toLowerCase(s.charAt(i));
    }
    return h;
  }
}
