package dev.sigil.detect.internal;

import java.util.Arrays;
import java.util.Locale;

/**
 * A small set of lower-case words tested against a span of text ignoring case, without allocating:
 * a hash of the span is looked up among the words' hashes and a hit is confirmed character by
 * character.
 */
final class WordSet {
  private final int[] hashes;
  private final String[] words;
  private final int maxLength;

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
  }

  boolean contains(String text, int start, int end) {
    int len = end - start;
    if (len == 0 || len > maxLength) {
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
