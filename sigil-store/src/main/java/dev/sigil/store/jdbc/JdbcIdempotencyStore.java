package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.IdempotencyRecord;
import dev.sigil.store.IdempotencyRecord.State;
import dev.sigil.store.IdempotencyStore;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The {@code idempotency_keys} table and its subject links, {@code idempotency_subjects}. Every
 * change of a record is one statement whose {@code WHERE} carries its precondition, so it is a
 * compare-and-set on both databases: a PostgreSQL {@code UPDATE} or {@code DELETE} re-checks the
 * condition on the row it waited for, and SQLite writers are serial.
 *
 * <p>Links reference their record with {@code ON DELETE CASCADE}, so every delete of a record
 * (release, purge, erasure) removes its links. A take-over replaces the record in place, so a
 * successful one deletes the links in a second statement of the same transaction. Linking a record
 * that does not exist (released, purged) links nothing.
 */
final class JdbcIdempotencyStore implements IdempotencyStore {
  private static final String KEY = "tenant_id = ? AND path = ? AND key_hash = ?";
  private static final String COLUMNS =
      "tenant_id, path, key_hash, fingerprint, state, request_id, status, answer, created_at,"
          + " lease_until, expires_at";
  private static final String CLAIM =
      "INSERT INTO idempotency_keys ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?)"
          + " ON CONFLICT (tenant_id, path, key_hash) DO NOTHING";
  private static final String FIND = "SELECT " + COLUMNS + " FROM idempotency_keys WHERE " + KEY;
  private static final String TAKE_OVER =
      "UPDATE idempotency_keys SET fingerprint = ?, state = 'IN_FLIGHT', request_id = ?,"
          + " status = NULL, answer = NULL, created_at = ?, lease_until = ?, expires_at = ?"
          + " WHERE "
          + KEY
          + " AND request_id = ? AND ((state = 'IN_FLIGHT' AND lease_until <= ?)"
          + " OR (state = 'DONE' AND expires_at <= ?))";
  private static final String COMPLETE =
      "UPDATE idempotency_keys SET state = 'DONE', status = ?, answer = ? WHERE "
          + KEY
          + " AND request_id = ? AND state = 'IN_FLIGHT'";
  private static final String RELEASE =
      "DELETE FROM idempotency_keys WHERE " + KEY + " AND request_id = ? AND state = 'IN_FLIGHT'";
  // Row-value IN: PostgreSQL, SQLite 3.15+, CockroachDB; no dialect's DELETE ... LIMIT is needed.
  private static final String PURGE =
      "DELETE FROM idempotency_keys WHERE (tenant_id, path, key_hash) IN"
          + " (SELECT tenant_id, path, key_hash FROM idempotency_keys WHERE expires_at <= ?"
          + " ORDER BY expires_at LIMIT ?)";
  private static final String LINK =
      "INSERT INTO idempotency_subjects (tenant_id, path, key_hash, subject_ref)"
          + " SELECT tenant_id, path, key_hash, ? FROM idempotency_keys WHERE "
          + KEY
          + " ON CONFLICT DO NOTHING";
  private static final String UNLINK_ALL = "DELETE FROM idempotency_subjects WHERE " + KEY;
  private static final String DELETE_BY_SUBJECT =
      "DELETE FROM idempotency_keys WHERE tenant_id = ? AND (path, key_hash) IN"
          + " (SELECT path, key_hash FROM idempotency_subjects"
          + " WHERE tenant_id = ? AND subject_ref = ?)";

  @Override
  public boolean claim(Tx tx, IdempotencyRecord inFlight) {
    checkInFlight(inFlight);
    int rows =
        Sql.update(
            tx,
            "idempotency.claim",
            CLAIM,
            s -> {
              bindKey(s, 1, inFlight.tenant(), inFlight.path(), inFlight.keyHash());
              s.setBytes(4, inFlight.fingerprint());
              s.setString(5, State.IN_FLIGHT.name());
              s.setString(6, inFlight.requestId());
              Sql.setInstant(s, 7, inFlight.createdAt());
              Sql.setInstant(s, 8, inFlight.leaseUntil());
              Sql.setInstant(s, 9, inFlight.expiresAt());
            });
    return rows == 1;
  }

  @Override
  public Optional<IdempotencyRecord> find(Tx tx, TenantId tenant, String path, byte[] keyHash) {
    return Sql.one(
        tx,
        "idempotency.find",
        FIND,
        s -> bindKey(s, 1, tenant, path, keyHash),
        JdbcIdempotencyStore::row);
  }

  @Override
  public boolean takeOver(Tx tx, IdempotencyRecord inFlight, String previousRequestId) {
    checkInFlight(inFlight);
    int rows =
        Sql.update(
            tx,
            "idempotency.takeOver",
            TAKE_OVER,
            s -> {
              s.setBytes(1, inFlight.fingerprint());
              s.setString(2, inFlight.requestId());
              Sql.setInstant(s, 3, inFlight.createdAt());
              Sql.setInstant(s, 4, inFlight.leaseUntil());
              Sql.setInstant(s, 5, inFlight.expiresAt());
              bindKey(s, 6, inFlight.tenant(), inFlight.path(), inFlight.keyHash());
              s.setString(9, previousRequestId);
              Sql.setInstant(s, 10, inFlight.createdAt());
              Sql.setInstant(s, 11, inFlight.createdAt());
            });
    if (rows != 1) {
      return false;
    }
    Sql.update(
        tx,
        "idempotency.takeOver",
        UNLINK_ALL,
        s -> bindKey(s, 1, inFlight.tenant(), inFlight.path(), inFlight.keyHash()));
    return true;
  }

  @Override
  public boolean complete(
      Tx tx,
      TenantId tenant,
      String path,
      byte[] keyHash,
      String requestId,
      int status,
      byte[] answer) {
    int rows =
        Sql.update(
            tx,
            "idempotency.complete",
            COMPLETE,
            s -> {
              s.setInt(1, status);
              s.setBytes(2, answer);
              bindKey(s, 3, tenant, path, keyHash);
              s.setString(6, requestId);
            });
    return rows == 1;
  }

  @Override
  public boolean release(Tx tx, TenantId tenant, String path, byte[] keyHash, String requestId) {
    int rows =
        Sql.update(
            tx,
            "idempotency.release",
            RELEASE,
            s -> {
              bindKey(s, 1, tenant, path, keyHash);
              s.setString(4, requestId);
            });
    return rows == 1;
  }

  @Override
  public int purgeExpired(Tx tx, Instant now, int limit) {
    Sql.checkLimit(limit);
    return Sql.update(
        tx,
        "idempotency.purgeExpired",
        PURGE,
        s -> {
          Sql.setInstant(s, 1, now);
          s.setInt(2, limit);
        });
  }

  @Override
  public void linkSubjects(
      Tx tx, TenantId tenant, String path, byte[] keyHash, Collection<byte[]> subjectRefs) {
    Sql.batch(
        tx,
        "idempotency.linkSubjects",
        LINK,
        List.copyOf(subjectRefs),
        (s, subjectRef) -> {
          s.setBytes(1, subjectRef);
          bindKey(s, 2, tenant, path, keyHash);
        });
  }

  @Override
  public int deleteBySubject(Tx tx, TenantId tenant, byte[] subjectRef) {
    return Sql.update(
        tx,
        "idempotency.deleteBySubject",
        DELETE_BY_SUBJECT,
        s -> {
          s.setString(1, tenant.value());
          s.setString(2, tenant.value());
          s.setBytes(3, subjectRef);
        });
  }

  private static void checkInFlight(IdempotencyRecord record) {
    if (record.state() != State.IN_FLIGHT) {
      throw new IllegalArgumentException("expected an IN_FLIGHT record");
    }
  }

  private static void bindKey(
      PreparedStatement s, int first, TenantId tenant, String path, byte[] keyHash)
      throws SQLException {
    s.setString(first, tenant.value());
    s.setString(first + 1, path);
    s.setBytes(first + 2, keyHash);
  }

  private static IdempotencyRecord row(ResultSet row) throws SQLException {
    int status = row.getInt("status");
    Integer nullableStatus = row.wasNull() ? null : status;
    return new IdempotencyRecord(
        new TenantId(row.getString("tenant_id")),
        row.getString("path"),
        row.getBytes("key_hash"),
        row.getBytes("fingerprint"),
        State.valueOf(row.getString("state")),
        row.getString("request_id"),
        nullableStatus,
        row.getBytes("answer"),
        Sql.getRequiredInstant(row, "created_at"),
        Sql.getRequiredInstant(row, "lease_until"),
        Sql.getRequiredInstant(row, "expires_at"));
  }
}
