package dev.sigil.tokens.internal;

/** RFC 4648 base32 in lower case, without padding. */
final class Base32 {
  static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

  private Base32() {}

  /**
   * The first {@code count} bytes of {@code bytes} as {@code ceil(8 * count / 5)} characters; the
   * unused low bits of the last character are zero.
   */
  static String encode(byte[] bytes, int count) {
    StringBuilder text = new StringBuilder((count * 8 + 4) / 5);
    int buffer = 0;
    int bits = 0;
    for (int i = 0; i < count; i++) {
      buffer = (buffer << 8) | (bytes[i] & 0xff);
      bits += 8;
      while (bits >= 5) {
        bits -= 5;
        text.append(ALPHABET.charAt((buffer >>> bits) & 0x1f));
      }
    }
    if (bits > 0) {
      text.append(ALPHABET.charAt((buffer << (5 - bits)) & 0x1f));
    }
    return text.toString();
  }
}
