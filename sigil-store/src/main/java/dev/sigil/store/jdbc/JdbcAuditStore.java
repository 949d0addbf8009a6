package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.AuditHead;
import dev.sigil.store.AuditRecord;
import dev.sigil.store.AuditStore;
import dev.sigil.store.Database.Dialect;
import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.PendingAuditEvent;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The {@code audit_events} and {@code audit_heads} tables. Events are only inserted. The head row
 * is the per-tenant lock: on PostgreSQL {@code SELECT ... FOR UPDATE} holds it until the
 * transaction ends; on SQLite every write transaction holds the database lock already.
 */
final class JdbcAuditStore implements AuditStore {
  private static final String COLUMNS =
      "tenant_id, seq, request_id, occurred_at, operation, event, hash";
  private static final String SELECT =
      "SELECT " + COLUMNS + " FROM audit_events WHERE tenant_id = ?";
  private static final String CREATE_HEAD =
      "INSERT INTO audit_heads (tenant_id, size, hash) VALUES (?, 0, ?)"
          + " ON CONFLICT (tenant_id) DO NOTHING";
  private static final String HEAD = "SELECT size, hash FROM audit_heads WHERE tenant_id = ?";
  private static final String HEAD_SIZE = "SELECT size FROM audit_heads WHERE tenant_id = ?";
  // No conflict target: a clash on (tenant_id, seq) or on (tenant_id, request_id) inserts nothing.
  private static final String INSERT =
      "INSERT INTO audit_events ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING";
  private static final String MOVE_HEAD =
      "UPDATE audit_heads SET size = ?, hash = ? WHERE tenant_id = ? AND size = ?";
  private static final String ADD_PENDING =
      "INSERT INTO audit_pending (tenant_id, request_id, occurred_at, operation, event)"
          + " VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING";
  private static final String PENDING =
      "SELECT request_id, occurred_at, operation, event FROM audit_pending WHERE tenant_id = ?"
          + " ORDER BY pending_id LIMIT ?";
  // PostgreSQL: the same read through a function that keeps it on the tenant's range of
  // audit_pending_order_idx whatever the statistics and dead entries (postgresql/V8).
  private static final String PENDING_POSTGRESQL =
      "SELECT request_id, occurred_at, operation, event FROM audit_pending_round(?, ?)"
          + " ORDER BY pending_id";
  private static final String REMOVE_PENDING =
      "DELETE FROM audit_pending WHERE tenant_id = ? AND request_id = ?";
  private static final String TENANTS_WITH_PENDING =
      "SELECT DISTINCT tenant_id FROM audit_pending ORDER BY tenant_id";
  private static final String BY_REQUEST_ID = SELECT + " AND request_id = ?";
  private static final String RANGE = SELECT + " AND seq >= ? ORDER BY seq LIMIT ?";
  private static final String BY_TIME =
      SELECT + " AND occurred_at >= ? AND occurred_at < ? AND seq > ? ORDER BY seq LIMIT ?";
  private static final String BY_OPERATION =
      SELECT + " AND operation = ? AND seq > ? ORDER BY seq LIMIT ?";

  private final String lockHead;
  private final String tryLockHead;
  private final String pending;

  JdbcAuditStore(Dialect dialect) {
    boolean postgres = dialect == Dialect.POSTGRESQL;
    this.lockHead = postgres ? HEAD + " FOR UPDATE" : HEAD;
    this.tryLockHead = postgres ? HEAD + " FOR UPDATE SKIP LOCKED" : HEAD;
    this.pending = postgres ? PENDING_POSTGRESQL : PENDING;
  }

  /** Reads the head with its lock; only a tenant's first append creates the row first. */
  @Override
  public AuditHead lockHead(Tx tx, TenantId tenant) {
    Optional<AuditHead> existing = head(tx, "audit.lockHead", lockHead, tenant);
    if (existing.isPresent()) {
      return existing.get();
    }
    Sql.update(
        tx,
        "audit.lockHead",
        CREATE_HEAD,
        s -> {
          s.setString(1, tenant.value());
          s.setBytes(2, new byte[AuditHead.HASH_LENGTH]);
        });
    return head(tx, "audit.lockHead", lockHead, tenant)
        .orElseThrow(() -> new IllegalStateException("audit.lockHead failed: no head row"));
  }

  /** On SQLite the writer holds the database's lock already: only a missing row answers empty. */
  @Override
  public Optional<AuditHead> tryLockHead(Tx tx, TenantId tenant) {
    return head(tx, "audit.tryLockHead", tryLockHead, tenant);
  }

  @Override
  public AuditHead head(Tx tx, TenantId tenant) {
    return head(tx, "audit.head", HEAD, tenant).orElseGet(() -> AuditHead.empty(tenant));
  }

  private static Optional<AuditHead> head(Tx tx, String operation, String sql, TenantId tenant) {
    return Sql.one(
        tx,
        operation,
        sql,
        s -> s.setString(1, tenant.value()),
        row -> new AuditHead(tenant, row.getLong("size"), row.getBytes("hash")));
  }

  @Override
  public void append(Tx tx, AuditRecord event) {
    appendAll(tx, event.tenant(), List.of(event));
  }

  /**
   * Checks that the events are the tenant's and consecutive, inserts them, then moves the head only
   * from the first one's seq. Under the head lock that move misses only when the seqs do not
   * continue the head (or there is none); the head's size is read only then, to say which, and
   * events inserted by then make the transaction unable to commit. So a failed append changes
   * nothing, and one that succeeds reads nothing: one round trip fewer per chaining round.
   */
  @Override
  public void appendAll(Tx tx, TenantId tenant, List<AuditRecord> events) {
    if (events.isEmpty()) {
      return;
    }
    long first = events.getFirst().seq();
    for (int i = 0; i < events.size(); i++) {
      AuditRecord event = events.get(i);
      if (!event.tenant().equals(tenant)) {
        throw new IllegalArgumentException("audit.append failed: an event of another tenant");
      }
      if (event.seq() != first + i) {
        throw new IllegalStateException("audit.append failed: seq is not the head's size");
      }
    }
    int[] inserted = Sql.batch(tx, "audit.append", INSERT, events, JdbcAuditStore::bind);
    int added = java.util.Arrays.stream(inserted).sum();
    if (added != events.size()) {
      if (added > 0) {
        JdbcTx.open(tx).statementFailed(); // some events of the batch are in: the whole must go
      }
      checkContinues(tx, tenant, first);
      throw new DuplicateKeyException("audit.append failed: key exists");
    }
    AuditRecord last = events.getLast();
    int moved =
        Sql.update(
            tx,
            "audit.append",
            MOVE_HEAD,
            s -> {
              s.setLong(1, last.seq() + 1);
              s.setBytes(2, last.hash());
              s.setString(3, tenant.value());
              s.setLong(4, first);
            });
    if (moved != 1) {
      JdbcTx.open(tx).statementFailed(); // the events are in, the head did not move
      checkContinues(tx, tenant, first);
      throw new IllegalStateException("audit.append failed: head moved; lockHead was not held");
    }
  }

  /** Throws unless the tenant has a head of size {@code seq}. */
  private static void checkContinues(Tx tx, TenantId tenant, long seq) {
    long size =
        Sql.one(
                tx,
                "audit.append",
                HEAD_SIZE,
                s -> s.setString(1, tenant.value()),
                row -> row.getLong(1))
            .orElseThrow(() -> new IllegalStateException("audit.append failed: no locked head"));
    if (size != seq) {
      throw new IllegalStateException("audit.append failed: seq is not the head's size");
    }
  }

  @Override
  public void addPending(Tx tx, PendingAuditEvent event) {
    Sql.insert(
        tx,
        "audit.addPending",
        ADD_PENDING,
        s -> {
          s.setString(1, event.tenant().value());
          s.setString(2, event.requestId());
          Sql.setInstant(s, 3, event.at());
          s.setString(4, event.operation());
          s.setBytes(5, event.event());
        });
  }

  @Override
  public List<PendingAuditEvent> pending(Tx tx, TenantId tenant, int limit) {
    Sql.checkLimit(limit);
    return Sql.list(
        tx,
        "audit.pending",
        pending,
        s -> {
          s.setString(1, tenant.value());
          s.setInt(2, limit);
        },
        row ->
            new PendingAuditEvent(
                tenant,
                row.getString("request_id"),
                Sql.getRequiredInstant(row, "occurred_at"),
                row.getString("operation"),
                row.getBytes("event")));
  }

  @Override
  public void removePending(Tx tx, TenantId tenant, List<String> requestIds) {
    Sql.batch(
        tx,
        "audit.removePending",
        REMOVE_PENDING,
        requestIds,
        (s, requestId) -> {
          s.setString(1, tenant.value());
          s.setString(2, requestId);
        });
  }

  @Override
  public List<TenantId> tenantsWithPending(Tx tx) {
    return Sql.list(
        tx,
        "audit.tenantsWithPending",
        TENANTS_WITH_PENDING,
        s -> {},
        row -> new TenantId(row.getString(1)));
  }

  private static void bind(PreparedStatement s, AuditRecord event) throws SQLException {
    s.setString(1, event.tenant().value());
    s.setLong(2, event.seq());
    s.setString(3, event.requestId());
    Sql.setInstant(s, 4, event.at());
    s.setString(5, event.operation());
    s.setBytes(6, event.event());
    s.setBytes(7, event.hash());
  }

  @Override
  public Optional<AuditRecord> findByRequestId(Tx tx, TenantId tenant, String requestId) {
    return Sql.one(
        tx,
        "audit.findByRequestId",
        BY_REQUEST_ID,
        s -> {
          s.setString(1, tenant.value());
          s.setString(2, requestId);
        },
        JdbcAuditStore::row);
  }

  @Override
  public List<AuditRecord> range(Tx tx, TenantId tenant, long fromSeq, int limit) {
    Sql.checkLimit(limit);
    return Sql.list(
        tx,
        "audit.range",
        RANGE,
        s -> {
          s.setString(1, tenant.value());
          s.setLong(2, fromSeq);
          s.setInt(3, limit);
        },
        JdbcAuditStore::row);
  }

  @Override
  public List<AuditRecord> byTime(
      Tx tx, TenantId tenant, Instant from, Instant to, long afterSeq, int limit) {
    Sql.checkLimit(limit);
    return Sql.list(
        tx,
        "audit.byTime",
        BY_TIME,
        s -> {
          s.setString(1, tenant.value());
          Sql.setInstant(s, 2, from);
          Sql.setInstant(s, 3, to);
          s.setLong(4, afterSeq);
          s.setInt(5, limit);
        },
        JdbcAuditStore::row);
  }

  @Override
  public List<AuditRecord> byOperation(
      Tx tx, TenantId tenant, String operation, long afterSeq, int limit) {
    Sql.checkLimit(limit);
    return Sql.list(
        tx,
        "audit.byOperation",
        BY_OPERATION,
        s -> {
          s.setString(1, tenant.value());
          s.setString(2, operation);
          s.setLong(3, afterSeq);
          s.setInt(4, limit);
        },
        JdbcAuditStore::row);
  }

  private static AuditRecord row(ResultSet row) throws SQLException {
    return new AuditRecord(
        new TenantId(row.getString("tenant_id")),
        row.getLong("seq"),
        row.getString("request_id"),
        Sql.getRequiredInstant(row, "occurred_at"),
        row.getString("operation"),
        row.getBytes("event"),
        row.getBytes("hash"));
  }
}
