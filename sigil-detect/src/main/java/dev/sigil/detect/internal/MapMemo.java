package dev.sigil.detect.internal;

/**
 * The last values read from a {@link CompactMap} with missing value 0, by key, for the lookups that
 * repeat from text to text (chat repeats its words): a small direct-mapped table that stays in the
 * processor's cache, in front of a map of megabytes whose probes mostly miss it. The value of a key
 * is the map's, so a hit answers exactly as the map would; a new key replaces the one in its slot.
 * 48 KB. Not thread-safe; one per thread and map.
 */
final class MapMemo {
  static final int SLOTS = 4096;

  private static final int MASK = SLOTS - 1;

  private final CompactMap map;
  private final long[] keys = new long[SLOTS]; // 0: empty; key 0 is not kept
  private final int[] values = new int[SLOTS];

  MapMemo(CompactMap map) {
    this.map = map;
  }

  CompactMap map() {
    return map;
  }

  /** {@code map.get(key, 0)}. */
  int get(long key) {
    int i = (int) ((key * 0x9E3779B97F4A7C15L) >>> 51) & MASK;
    if (keys[i] == key && key != 0) {
      return values[i];
    }
    int v = map.get(key, 0);
    keys[i] = key;
    values[i] = v;
    return v;
  }
}
