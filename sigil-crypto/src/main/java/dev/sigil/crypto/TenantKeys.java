package dev.sigil.crypto;

import com.google.crypto.tink.Aead;
import dev.sigil.core.TenantId;
import java.util.List;

/**
 * The opened keysets of one tenant, one per {@link KeyPurpose}, as operations: encryption of values
 * ({@link KeyPurpose#DATA_AEAD}), deterministic tokens ({@link KeyPurpose#DETERMINISTIC}), keyed
 * hashes ({@link KeyPurpose#KEYED_HASH}) and the wrapping of per-subject keysets ({@link
 * KeyPurpose#SUBJECT_WRAP}). Obtained from {@link KeyHierarchy#open}.
 *
 * <p>Rotation: encryption always uses the primary key and decryption accepts every key of the
 * keyset. The PRF-based outputs ({@link #deterministic}, {@link #keyedHash}) use the primary key,
 * so they change when that keyset is rotated; lookups of values stored before a rotation use the
 * {@code ...Candidates} methods, which compute the output under every key.
 *
 * <p>Security guarantees: as {@link DataKeys}; in addition, keys of different purposes are
 * independent, and a subject keyset opens only for the tenant and subject reference it was made
 * for.
 *
 * <p>Immutable and thread-safe; opening is the expensive step (see {@link KeyHierarchy}), so cache
 * instances per tenant and drop them when a keyset of the tenant is rotated. {@link #toString()}
 * names only the tenant.
 */
public final class TenantKeys implements DataKeys {
  private final TenantId tenant;
  private final Aead data;
  private final ContextPrf deterministic;
  private final ContextPrf keyedHash;
  private final Aead subjectWrap;

  TenantKeys(
      TenantId tenant,
      Aead data,
      ContextPrf deterministic,
      ContextPrf keyedHash,
      Aead subjectWrap) {
    this.tenant = tenant;
    this.data = data;
    this.deterministic = deterministic;
    this.keyedHash = keyedHash;
    this.subjectWrap = subjectWrap;
  }

  public TenantId tenant() {
    return tenant;
  }

  @Override
  public byte[] encrypt(byte[] plaintext, byte[] associatedData) {
    return Tink.guard("encrypt", () -> data.encrypt(plaintext, associatedData));
  }

  @Override
  public byte[] decrypt(byte[] ciphertext, byte[] associatedData) {
    return Tink.guard("decrypt", () -> data.decrypt(ciphertext, associatedData));
  }

  /** {@inheritDoc} Uses the tenant's {@link KeyPurpose#DETERMINISTIC} keyset. */
  @Override
  public byte[] deterministic(byte[] input, byte[] context) {
    return deterministic.compute(input, context);
  }

  /** {@link #deterministic} under every key of the keyset, the current primary first. */
  public List<byte[]> deterministicCandidates(byte[] input, byte[] context) {
    return deterministic.computeAll(input, context);
  }

  /**
   * A 32-byte keyed hash (HMAC-SHA256 PRF) of {@code input}, for storing and looking up values that
   * must not be stored in clear: subject ids, idempotency keys. {@code context} separates uses
   * (e.g. {@code "subject"}, {@code "idempotency-key"}). Independent of {@link #deterministic}: the
   * two use different keys.
   */
  public byte[] keyedHash(byte[] input, byte[] context) {
    return keyedHash.compute(input, context);
  }

  /** {@link #keyedHash} under every key of the keyset, the current primary first. */
  public List<byte[]> keyedHashCandidates(byte[] input, byte[] context) {
    return keyedHash.computeAll(input, context);
  }

  /**
   * Creates the keys of a new data subject and returns them wrapped under this tenant's {@link
   * KeyPurpose#SUBJECT_WRAP} keyset, bound to {@code subjectRef}. {@code subjectRef} is how the
   * store names the subject, typically its {@link #keyedHash}; it is authenticated, not stored in
   * the wrapped bytes, and the same reference must be given to {@link #openSubject}.
   */
  public byte[] newSubjectKeyset(byte[] subjectRef) {
    byte[] ad = AssociatedData.subjectKeyset(tenant, subjectRef);
    return Tink.guard("create subject keyset", () -> SubjectKeysets.create(subjectWrap, ad));
  }

  /**
   * Opens a subject keyset made by {@link #newSubjectKeyset} for this tenant and {@code
   * subjectRef}.
   *
   * @throws CryptoException if it was made for another tenant or subject, or was altered
   */
  public SubjectKeys openSubject(byte[] subjectRef, byte[] wrapped) {
    byte[] ad = AssociatedData.subjectKeyset(tenant, subjectRef);
    return Tink.guard("open subject keyset", () -> SubjectKeysets.open(subjectWrap, wrapped, ad));
  }

  /**
   * Re-wraps a subject keyset under the current primary key of {@link KeyPurpose#SUBJECT_WRAP},
   * after that keyset was rotated; the subject's keys stay the same.
   */
  public byte[] rewrapSubject(byte[] subjectRef, byte[] wrapped) {
    byte[] ad = AssociatedData.subjectKeyset(tenant, subjectRef);
    return Tink.guard(
        "rewrap subject keyset", () -> SubjectKeysets.rewrap(subjectWrap, wrapped, ad));
  }

  @Override
  public String toString() {
    return "TenantKeys[" + tenant + "]";
  }
}
