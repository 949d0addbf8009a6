package dev.sigil.crypto;

/**
 * The operations on protected values that a tenant's keys and a subject's keys both offer, so a
 * caller can use a subject's keys when a value has a data subject and the tenant's otherwise.
 *
 * <p>Security guarantees: {@link #encrypt} is authenticated encryption (AES-256-GCM); a ciphertext
 * opens only with the same keys and the same associated data, and any change to either is detected.
 * {@link #deterministic} is a pseudorandom function: without the key its output reveals nothing
 * about the input and cannot be recomputed or reversed. Implementations are immutable and
 * thread-safe.
 */
public sealed interface DataKeys permits TenantKeys, SubjectKeys {

  /**
   * Encrypts {@code plaintext}, binding {@code associatedData} (the context, e.g. tenant, vault,
   * record and field) to the ciphertext. The associated data is authenticated, not encrypted or
   * stored; the same bytes must be passed to {@link #decrypt}. Each call gives a different
   * ciphertext.
   */
  byte[] encrypt(byte[] plaintext, byte[] associatedData);

  /**
   * Decrypts a ciphertext of {@link #encrypt} made with any key of these keys, current or rotated
   * out.
   *
   * @throws CryptoException if the ciphertext was not made by these keys with this associated data,
   *     or was altered
   */
  byte[] decrypt(byte[] ciphertext, byte[] associatedData);

  /**
   * A 32-byte pseudorandom value of {@code input}, the same for the same input and context under
   * the same key: the basis of deterministic tokens. {@code context} separates uses (e.g. the data
   * type), so equal inputs in different contexts give unrelated outputs.
   */
  byte[] deterministic(byte[] input, byte[] context);
}
