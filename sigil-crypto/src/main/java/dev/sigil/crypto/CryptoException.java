package dev.sigil.crypto;

import org.jspecify.annotations.Nullable;

/**
 * The one failure of every cryptographic operation in this module: a wrong key, a wrong associated
 * data, a corrupt or tampered ciphertext or wrapped keyset, an unreachable KMS.
 *
 * <p>Security guarantees: the message names only the operation that failed (for example {@code
 * "decrypt failed"}); it never contains key material, plaintext, ciphertext or associated data.
 * Callers map it to the single opaque error code {@code crypto_failure} and must not try to tell
 * the causes apart for the client (that would be a decryption oracle). The cause, when present, is
 * the underlying Tink or KMS exception, kept for operators' logs; Tink's messages carry no secrets.
 */
public final class CryptoException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  CryptoException(String operation, @Nullable Throwable cause) {
    super(operation + " failed", cause);
  }

  CryptoException(String operation) {
    this(operation, null);
  }
}
