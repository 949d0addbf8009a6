package dev.sigil.crypto;

import com.google.crypto.tink.Aead;

/**
 * The keys of one data subject within one tenant: an AES-256-GCM key for the subject's values and
 * an HMAC-SHA256 PRF key for the subject's deterministic tokens. Obtained from {@link
 * TenantKeys#openSubject}; the wrapped form is created by {@link TenantKeys#newSubjectKeyset}.
 *
 * <p>Security guarantees: as {@link DataKeys}. Erasing a subject means deleting its wrapped keyset
 * (and any cached {@code SubjectKeys}); from then on nobody, the service included, can decrypt the
 * subject's ciphertexts or recompute its deterministic tokens. Subject keysets are never rotated;
 * their wrapping is, through {@link TenantKeys#rewrapSubject}.
 *
 * <p>Immutable and thread-safe. {@link #toString()} reveals nothing.
 */
public final class SubjectKeys implements DataKeys {
  private final Aead aead;
  private final ContextPrf prf;

  SubjectKeys(Aead aead, ContextPrf prf) {
    this.aead = aead;
    this.prf = prf;
  }

  @Override
  public byte[] encrypt(byte[] plaintext, byte[] associatedData) {
    return Tink.guard("subject encrypt", () -> aead.encrypt(plaintext, associatedData));
  }

  @Override
  public byte[] decrypt(byte[] ciphertext, byte[] associatedData) {
    return Tink.guard("subject decrypt", () -> aead.decrypt(ciphertext, associatedData));
  }

  @Override
  public byte[] deterministic(byte[] input, byte[] context) {
    return prf.compute(input, context);
  }

  @Override
  public String toString() {
    return "SubjectKeys[REDACTED]";
  }
}
