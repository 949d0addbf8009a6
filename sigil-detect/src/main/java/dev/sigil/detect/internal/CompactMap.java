package dev.sigil.detect.internal;

/**
 * A read-only map from 64-bit keys to ints in one {@code long[]}: each slot holds a 32-bit
 * fingerprint of the key and the value, so a lookup touches one cache line. Fingerprints can
 * collide (about one unknown word in 30,000 would read another word's value), which a gazetteer
 * feature tolerates. Built from a {@link LongIntMap}; immutable and thread-safe.
 */
final class CompactMap {
  private final long[] slots;
  private final int mask;

  CompactMap(LongIntMap source) {
    int cap = Integer.highestOneBit(Math.max(4, source.size() * 3 / 2)) << 1;
    slots = new long[cap];
    mask = cap - 1;
    source.forEach(this::put);
  }

  private static int fingerprint(long key) {
    int f = (int) (key ^ (key >>> 32));
    return f == 0 ? 1 : f;
  }

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 40) & mask;
  }

  private void put(long key, int value) {
    long fp = fingerprint(key);
    int i = slot(key);
    while (slots[i] != 0 && (slots[i] >>> 32) != (fp & 0xffffffffL)) {
      i = (i + 1) & mask;
    }
    slots[i] = (fp << 32) | (value & 0xffffffffL);
  }

  int get(long key, int missing) {
    long fp = fingerprint(key) & 0xffffffffL;
    for (int i = slot(key); ; i = (i + 1) & mask) {
      long s = slots[i];
      if (s == 0) {
        return missing;
      }
      if ((s >>> 32) == fp) {
        return (int) s;
      }
    }
  }
}
