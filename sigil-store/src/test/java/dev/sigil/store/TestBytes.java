package dev.sigil.store;

import java.util.Collection;
import java.util.HexFormat;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Byte arrays for store tests: short literals, and hex so that assertions compare contents. */
final class TestBytes {
  private TestBytes() {}

  /** The low byte of each value. */
  static byte[] bytes(int... values) {
    byte[] bytes = new byte[values.length];
    for (int i = 0; i < values.length; i++) {
      bytes[i] = (byte) values[i];
    }
    return bytes;
  }

  static String hex(byte @Nullable [] bytes) {
    return bytes == null ? "null" : HexFormat.of().formatHex(bytes);
  }

  static List<String> hex(Collection<byte[]> bytes) {
    return bytes.stream().map(TestBytes::hex).toList();
  }
}
