package dev.sigil.core;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * An unambiguous encoding of several strings as one byte string, for keyed-hash contexts and the
 * associated data of ciphertexts: each part as its big-endian 32-bit length, then its UTF-8 bytes.
 * Different part lists never encode alike, whatever the parts contain. A stored format: what was
 * hashed or bound with it must be encoded the same way forever.
 */
public final class Framing {
  private Framing() {}

  public static byte[] encode(String... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (String part : parts) {
      byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
      out.write(bytes.length >>> 24);
      out.write(bytes.length >>> 16);
      out.write(bytes.length >>> 8);
      out.write(bytes.length);
      out.writeBytes(bytes);
    }
    return out.toByteArray();
  }
}
