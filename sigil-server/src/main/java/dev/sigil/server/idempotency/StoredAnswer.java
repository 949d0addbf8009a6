package dev.sigil.server.idempotency;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/** An answer as stored for replay: status, content type and body, in a small binary encoding. */
public record StoredAnswer(int status, String contentType, byte[] body) {
  private static final byte VERSION = 1;

  public StoredAnswer {
    body = body.clone();
  }

  @Override
  public byte[] body() {
    return body.clone();
  }

  byte[] encode() {
    byte[] type = contentType.getBytes(StandardCharsets.US_ASCII);
    return ByteBuffer.allocate(1 + 4 + 2 + type.length + body.length)
        .put(VERSION)
        .putInt(status)
        .putShort((short) type.length)
        .put(type)
        .put(body)
        .array();
  }

  static StoredAnswer decode(byte[] encoded) {
    ByteBuffer in = ByteBuffer.wrap(encoded);
    if (in.get() != VERSION) {
      throw new IllegalStateException("unknown stored answer version");
    }
    int status = in.getInt();
    byte[] type = new byte[in.getShort()];
    in.get(type);
    byte[] body = new byte[in.remaining()];
    in.get(body);
    return new StoredAnswer(status, new String(type, StandardCharsets.US_ASCII), body);
  }

  @Override
  public String toString() {
    return "StoredAnswer[status=" + status + ", contentType=" + contentType + "]";
  }
}
