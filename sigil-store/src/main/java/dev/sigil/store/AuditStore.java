package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The {@code audit_events} and {@code audit_heads} tables: a per-tenant, append-only, hash-chained
 * audit log. Events are never updated or deleted. Appending is {@link #lockHead} then {@link
 * #append} in one transaction, which serializes the appenders of a tenant, so the chain never
 * forks. Every {@code limit} must be at least 1 ({@link IllegalArgumentException} otherwise).
 */
public interface AuditStore {
  /**
   * The head, locked until the transaction ends so that concurrent appenders (also other processes
   * on one PostgreSQL) serialize per tenant: creates the head row (size 0, zero hash) when missing,
   * then reads it ({@code FOR UPDATE} on PostgreSQL; SQLite write transactions are serial already).
   *
   * @throws StoreException when the tenant does not exist
   */
  AuditHead lockHead(Tx tx, TenantId tenant);

  /**
   * The head with its lock, as {@link #lockHead}, when that needs no wait: empty when another
   * transaction holds the lock ({@code FOR UPDATE SKIP LOCKED} on PostgreSQL) or the tenant has no
   * head row yet. Never waits, never fails the transaction.
   */
  Optional<AuditHead> tryLockHead(Tx tx, TenantId tenant);

  /** The head without a lock; the empty head (size 0, zero hash) when the tenant has no events. */
  AuditHead head(Tx tx, TenantId tenant);

  /**
   * Inserts the event and moves the head to ({@code seq + 1}, {@code hash}). The caller holds
   * {@link #lockHead} in the same transaction; then a failed append changes nothing: either it
   * wrote nothing, or the transaction can no longer commit (it rolls back, even if the caller
   * caught the failure).
   *
   * @throws IllegalStateException when there is no head or {@code event.seq()} is not its size
   * @throws DuplicateKeyException when the tenant already has an event with this seq or request id
   */
  void append(Tx tx, AuditRecord event);

  /**
   * Inserts the events in order and moves the head once, to the last one's ({@code seq + 1}, {@code
   * hash}): {@link #append} for many events, with one head check and one head move. The caller
   * holds {@link #lockHead}; the first event's seq must be the head's size and the seqs
   * consecutive. Nothing for no events. A failed append changes nothing, as for {@link #append}.
   *
   * @throws IllegalStateException when there is no head or the seqs do not continue it
   * @throws DuplicateKeyException when the tenant already has an event with one of these seqs or
   *     request ids
   */
  void appendAll(Tx tx, TenantId tenant, List<AuditRecord> events);

  /**
   * Queues an event that commits with the request's transaction but takes no chain lock; a
   * sequencer later moves it into the chain ({@link #pending}, {@link #appendAll}, {@link
   * #removePending}, under {@link #lockHead}).
   *
   * @throws DuplicateKeyException when an event of this request id is already pending
   */
  void addPending(Tx tx, PendingAuditEvent event);

  /** The tenant's pending events, oldest first, at most {@code limit}. */
  List<PendingAuditEvent> pending(Tx tx, TenantId tenant, int limit);

  /** Deletes the tenant's pending events of these request ids (those in the chain now). */
  void removePending(Tx tx, TenantId tenant, List<String> requestIds);

  /** The tenants that have pending events. */
  List<TenantId> tenantsWithPending(Tx tx);

  Optional<AuditRecord> findByRequestId(Tx tx, TenantId tenant, String requestId);

  /** Events with {@code seq >= fromSeq} in seq order, at most {@code limit}. */
  List<AuditRecord> range(Tx tx, TenantId tenant, long fromSeq, int limit);

  /**
   * Events with {@code from <= at < to} and {@code seq > afterSeq} in seq order, at most {@code
   * limit}: pass -1 for the first page, then the last seq of the previous page.
   */
  List<AuditRecord> byTime(
      Tx tx, TenantId tenant, Instant from, Instant to, long afterSeq, int limit);

  /**
   * Events of one operation with {@code seq > afterSeq} in seq order, at most {@code limit}: pass
   * -1 for the first page, then the last seq of the previous page.
   */
  List<AuditRecord> byOperation(Tx tx, TenantId tenant, String operation, long afterSeq, int limit);
}
