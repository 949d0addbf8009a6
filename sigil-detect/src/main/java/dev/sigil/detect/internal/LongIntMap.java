package dev.sigil.detect.internal;

import java.util.Arrays;

/**
 * An open-addressing map from 64-bit keys to ints; {@link #get} answers {@code missing} for absent
 * keys. Filled once while loading, read-only (and therefore thread-safe) after publication.
 */
final class LongIntMap {
  private long[] keys;
  private int[] values;
  private int size;
  private int mask;

  LongIntMap(int expected) {
    int cap = Integer.highestOneBit(Math.max(4, expected * 2 - 1)) << 1;
    keys = new long[cap];
    values = new int[cap];
    mask = cap - 1;
  }

  private static long nonZero(long key) {
    return key == 0 ? 1 : key;
  }

  private static int spread(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }

  int get(long key, int missing) {
    long k = nonZero(key);
    int i = spread(k) & mask;
    while (true) {
      long found = keys[i];
      if (found == k) {
        return values[i];
      }
      if (found == 0) {
        return missing;
      }
      i = (i + 1) & mask;
    }
  }

  /** Sets the value of {@code key}; keeps the larger value when the key exists. */
  void putMax(long key, int value) {
    long k = nonZero(key);
    int i = spread(k) & mask;
    while (keys[i] != 0 && keys[i] != k) {
      i = (i + 1) & mask;
    }
    if (keys[i] == k) {
      values[i] = Math.max(values[i], value);
      return;
    }
    keys[i] = k;
    values[i] = value;
    if (++size * 2 > keys.length) {
      grow();
    }
  }

  /** Sets the value of {@code key}; keeps the smaller value when the key exists. */
  void putMin(long key, int value) {
    int old = get(key, Integer.MAX_VALUE);
    if (value < old) {
      putOverwrite(key, value);
    }
  }

  void putOverwrite(long key, int value) {
    long k = nonZero(key);
    int i = spread(k) & mask;
    while (keys[i] != 0 && keys[i] != k) {
      i = (i + 1) & mask;
    }
    if (keys[i] == k) {
      values[i] = value;
      return;
    }
    keys[i] = k;
    values[i] = value;
    if (++size * 2 > keys.length) {
      grow();
    }
  }

  int size() {
    return size;
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    mask = keys.length - 1;
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != 0) {
        putOverwrite(oldKeys[i], oldValues[i]);
      }
    }
  }

  /** Visits every entry (for the model writer). */
  void forEach(Visitor v) {
    for (int i = 0; i < keys.length; i++) {
      if (keys[i] != 0) {
        v.visit(keys[i], values[i]);
      }
    }
  }

  interface Visitor {
    void visit(long key, int value);
  }

  @Override
  public String toString() {
    return "LongIntMap[" + size + "/" + Arrays.stream(keys).count() + "]";
  }
}
