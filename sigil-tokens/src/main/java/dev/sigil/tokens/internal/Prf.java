package dev.sigil.tokens.internal;

/**
 * A keyed pseudorandom function, the only secret {@link TokenFormats} uses. Production passes
 * {@code DataKeys::deterministic} (HMAC-SHA256 under a tenant's or a subject's key).
 */
@FunctionalInterface
public interface Prf {

  /**
   * At least 32 pseudorandom bytes of {@code input} in {@code context}: equal for equal arguments
   * under the same key, unrelated otherwise, and unpredictable without the key.
   */
  byte[] derive(byte[] input, byte[] context);
}
