package dev.sigil.detect.internal;

/**
 * The {@link KeyFilter}s of several word lists in one table: a byte per slot, one bit per list, so
 * that one read of a token's slot tells which lists may hold it. A bit answers exactly what the
 * list's own {@link KeyFilter} would. Immutable after construction.
 */
final class KeyGates {
  private final byte[] bits = new byte[1 << 16];

  /** Adds the word whose key is {@code key} to the lists of the bits {@code gates}. */
  void add(long key, int gates) {
    bits[KeyFilter.index(key)] |= (byte) gates;
  }

  /** The bits of the lists that may hold the word whose key is {@code key}. */
  int of(long key) {
    return bits[KeyFilter.index(key)];
  }
}
