package dev.sigil.store;

import org.jspecify.annotations.Nullable;

/** Defensive copies of the byte arrays that records hold. */
final class Bytes {
  private Bytes() {}

  static byte @Nullable [] copy(byte @Nullable [] bytes) {
    return bytes == null ? null : bytes.clone();
  }
}
