package dev.sigil.tokens.internal;

import dev.sigil.core.Framing;
import dev.sigil.core.TenantId;
import java.nio.charset.StandardCharsets;

/**
 * The contexts of every keyed hash and the associated data of every ciphertext the vault makes.
 * These are stored formats: changing one orphans what was stored under it.
 */
final class Contexts {
  private Contexts() {}

  static final byte[] SUBJECT = utf8("subject");
  static final byte[] SUBJECT_ID = utf8("subject-id");
  static final byte[] CLIENT_REF = utf8("client-ref");
  static final byte[] CLIENT_REF_ITEM = utf8("client-ref-item");
  static final byte[] CARD_VALUE = utf8("card-value");
  static final byte[] UNKNOWN_TOKEN = utf8("unknown-token");

  /** The fingerprint context of a value: "the same value" is per data type and token type. */
  static byte[] fingerprint(String dataType, String tokenType) {
    return encode("fingerprint", dataType, tokenType);
  }

  /** Binds a token's value ciphertext to its tenant, token and data type. */
  static byte[] tokenValue(TenantId tenant, String token, String dataType) {
    return encode("token-value", tenant.value(), token, dataType);
  }

  /** Binds a subject id's ciphertext to its tenant. */
  static byte[] subjectId(TenantId tenant) {
    return encode("subject-id", tenant.value());
  }

  /** The parts, framed unambiguously ({@link Framing}). */
  static byte[] encode(String... parts) {
    return Framing.encode(parts);
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }
}
