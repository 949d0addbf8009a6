package dev.sigil.crypto;

import com.google.crypto.tink.Parameters;
import com.google.crypto.tink.aead.PredefinedAeadParameters;
import com.google.crypto.tink.prf.PredefinedPrfParameters;
import java.util.Arrays;
import java.util.Optional;

/**
 * What a tenant keyset is for. Each purpose is its own Tink keyset, so keys are never shared
 * between uses. The wire names are stable: they are stored (the key store's {@code purpose} column)
 * and bound into the associated data of every wrapped tenant keyset.
 */
public enum KeyPurpose {
  /** AES-256-GCM: encrypting field values and stored answers ({@link TenantKeys#encrypt}). */
  DATA_AEAD("data-aead", PredefinedAeadParameters.AES256_GCM),
  /**
   * HMAC-SHA256 PRF: deterministic tokens of values without a data subject ({@link
   * TenantKeys#deterministic}). A PRF rather than deterministic encryption: a token must not be
   * reversible without the stored mapping, and it must be computable under every key of the keyset,
   * so "same value, same token" survives a rotation.
   */
  DETERMINISTIC("deterministic", PredefinedPrfParameters.HMAC_SHA256_PRF),
  /**
   * HMAC-SHA256 PRF: keyed hashes of subject ids and idempotency keys ({@link
   * TenantKeys#keyedHash}).
   */
  KEYED_HASH("keyed-hash", PredefinedPrfParameters.HMAC_SHA256_PRF),
  /** AES-256-GCM: wraps per-subject keysets ({@link TenantKeys#newSubjectKeyset}). */
  SUBJECT_WRAP("subject-wrap", PredefinedAeadParameters.AES256_GCM);

  private final String wireName;
  private final Parameters parameters;

  KeyPurpose(String wireName, Parameters parameters) {
    this.wireName = wireName;
    this.parameters = parameters;
  }

  /** The stable name stored with the wrapped keyset, e.g. {@code data-aead}. */
  public String wireName() {
    return wireName;
  }

  /** The purpose with this wire name, if any. */
  public static Optional<KeyPurpose> fromWire(String name) {
    return Arrays.stream(values()).filter(p -> p.wireName.equals(name)).findFirst();
  }

  /** The parameters of new keys of this purpose, at creation and at rotation. */
  Parameters parameters() {
    return parameters;
  }

  @Override
  public String toString() {
    return wireName;
  }
}
