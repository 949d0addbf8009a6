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

  /** The head without a lock; the empty head (size 0, zero hash) when the tenant has no events. */
  AuditHead head(Tx tx, TenantId tenant);

  /**
   * Inserts the event and moves the head to ({@code seq + 1}, {@code hash}). The caller holds
   * {@link #lockHead} in the same transaction; then a failed append changes nothing.
   *
   * @throws IllegalStateException when there is no head or {@code event.seq()} is not its size
   * @throws DuplicateKeyException when the tenant already has an event with this seq or request id
   */
  void append(Tx tx, AuditRecord event);

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
