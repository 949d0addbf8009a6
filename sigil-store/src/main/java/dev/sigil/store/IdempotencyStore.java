package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import java.util.Collection;
import java.util.Optional;

/**
 * The {@code idempotency_keys} table, keyed by tenant, path and the keyed hash of the {@code
 * Idempotency-Key}. Every change but {@link #claim} is a compare-and-set on the request id that
 * holds the row, so a request that lost its row (taken over, purged) cannot change it.
 */
public interface IdempotencyStore {
  /**
   * Inserts an {@code IN_FLIGHT} record. Of concurrent claims of one key exactly one wins.
   *
   * @return false, changing nothing, when a record exists for (tenant, path, keyHash)
   * @throws IllegalArgumentException when {@code inFlight} is not {@code IN_FLIGHT}
   */
  boolean claim(Tx tx, IdempotencyRecord inFlight);

  Optional<IdempotencyRecord> find(Tx tx, TenantId tenant, String path, byte[] keyHash);

  /**
   * Replaces the record of the same key with {@code inFlight} when the stored one still belongs to
   * {@code previousRequestId} and is either {@code IN_FLIGHT} with {@code leaseUntil} passed, or
   * {@code DONE} with {@code expiresAt} passed. "Now" is {@code inFlight.createdAt()}; a time has
   * passed when it is at or before now.
   *
   * @return true when replaced
   * @throws IllegalArgumentException when {@code inFlight} is not {@code IN_FLIGHT}
   */
  boolean takeOver(Tx tx, IdempotencyRecord inFlight, String previousRequestId);

  /**
   * Moves the record from {@code IN_FLIGHT} to {@code DONE} with the status and answer
   * (ciphertext), only when it is {@code IN_FLIGHT} and was claimed by {@code requestId}.
   *
   * @return true when completed
   */
  boolean complete(
      Tx tx,
      TenantId tenant,
      String path,
      byte[] keyHash,
      String requestId,
      int status,
      byte[] answer);

  /**
   * Deletes the record when it is {@code IN_FLIGHT} and was claimed by {@code requestId} (a 5xx
   * answer is not stored, so a retry can succeed). A {@code DONE} record is kept.
   *
   * @return true when deleted
   */
  boolean release(Tx tx, TenantId tenant, String path, byte[] keyHash, String requestId);

  /**
   * Deletes records with {@code expiresAt <= now}, whatever their state, at most {@code limit} (at
   * least 1), earliest expiry first.
   *
   * @return how many were deleted
   */
  int purgeExpired(Tx tx, Instant now, int limit);

  /**
   * Records that the stored answer of (tenant, path, keyHash) holds values of these data subjects,
   * so that their erasure removes it ({@link #deleteBySubject}). Links go with their record when it
   * is deleted, purged or taken over.
   */
  void linkSubjects(
      Tx tx, TenantId tenant, String path, byte[] keyHash, Collection<byte[]> subjectRefs);

  /**
   * Deletes every record of the tenant linked to the subject, whatever its state, with its links.
   *
   * @return how many records were deleted
   */
  int deleteBySubject(Tx tx, TenantId tenant, byte[] subjectRef);
}
