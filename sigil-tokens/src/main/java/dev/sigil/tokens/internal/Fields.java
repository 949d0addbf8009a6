package dev.sigil.tokens.internal;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * An unambiguous byte encoding of a sequence of fields, for PRF contexts and FF1 tweaks: a text is
 * its big-endian 32-bit UTF-8 length followed by its UTF-8 bytes, a number is four big-endian
 * bytes. Every encoding starts with a label naming its use and version, and each label has one
 * fixed sequence of fields, so distinct field values always give distinct bytes. A stored format:
 * tokens depend on it, so it never changes in place.
 */
final class Fields {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  private Fields() {}

  /** A new encoding starting with {@code label}. */
  static Fields label(String label) {
    return new Fields().text(label);
  }

  Fields text(String text) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    number(bytes.length);
    out.writeBytes(bytes);
    return this;
  }

  Fields number(int number) {
    out.write(number >>> 24);
    out.write(number >>> 16);
    out.write(number >>> 8);
    out.write(number);
    return this;
  }

  byte[] bytes() {
    return out.toByteArray();
  }
}
