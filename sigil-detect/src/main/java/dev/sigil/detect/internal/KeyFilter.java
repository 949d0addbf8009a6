package dev.sigil.detect.internal;

/**
 * A pre-check of a word list by the words' keys ({@link TextHash#word}): one bit of a 64 Kibit
 * table per word, so that a word not in the list is told apart, most of the time, without a look-up
 * in the large tables, whose memory a look-up misses. Immutable after construction.
 */
final class KeyFilter {
  private final long[] bits = new long[1 << 10];

  /** Adds the word whose key is {@code key}. */
  void add(long key) {
    int i = index(key);
    bits[i >>> 6] |= 1L << i;
  }

  /** False when no added word has {@code key}; true otherwise. */
  boolean mayContain(long key) {
    int i = index(key);
    return (bits[i >>> 6] & (1L << i)) != 0;
  }

  static int index(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> 48); // the key's bits mixed into the top ones
  }
}
