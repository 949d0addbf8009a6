package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.TokenRecord;
import dev.sigil.store.TokenRecord.State;
import dev.sigil.store.TokenStore;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

/**
 * The {@code tokens} table. Inserts are {@code ON CONFLICT DO NOTHING} with no conflict target, so
 * both the primary key and the partial unique index on live fingerprints turn a conflict into an
 * insert of no row; concurrent inserts of one fingerprint wait for each other and one wins.
 */
final class JdbcTokenStore implements TokenStore {
  private static final String COLUMNS =
      "tenant_id, token, data_type, token_type, subject_ref, fingerprint, value_index, value,"
          + " state, created_at, erased_at";
  private static final String INSERT =
      "INSERT INTO tokens ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'LIVE', ?, NULL) ON CONFLICT DO NOTHING";
  private static final String SELECT = "SELECT " + COLUMNS + " FROM tokens WHERE tenant_id = ?";
  private static final String FIND_ALL = SELECT + " AND token IN";
  private static final String FIND_VALUE_INDEXES =
      "SELECT DISTINCT value_index FROM tokens WHERE tenant_id = ? AND state = 'LIVE'"
          + " AND value_index IN";
  private static final String LIST_BY_SUBJECT =
      SELECT + " AND subject_ref = ? AND state = 'LIVE' ORDER BY created_at, token";
  private static final String ERASE_SUBJECT =
      "UPDATE tokens SET state = 'ERASED', value = NULL, subject_ref = NULL, fingerprint = NULL,"
          + " value_index = NULL, erased_at = ?"
          + " WHERE tenant_id = ? AND subject_ref = ? AND state = 'LIVE'";

  @Override
  public boolean[] insertAll(Tx tx, List<TokenRecord> tokens) {
    for (TokenRecord token : tokens) {
      if (token.state() != State.LIVE) {
        throw new IllegalArgumentException("expected LIVE tokens");
      }
    }
    int[] counts = Sql.batch(tx, "tokens.insertAll", INSERT, tokens, JdbcTokenStore::bindInsert);
    boolean[] inserted = new boolean[counts.length];
    for (int i = 0; i < counts.length; i++) {
      inserted[i] = counts[i] == 1;
    }
    return inserted;
  }

  private static void bindInsert(PreparedStatement s, TokenRecord token) throws SQLException {
    s.setString(1, token.tenant().value());
    s.setString(2, token.token());
    s.setString(3, token.dataType());
    s.setString(4, token.tokenType());
    s.setBytes(5, token.subjectRef());
    s.setBytes(6, token.fingerprint());
    s.setBytes(7, token.valueIndex());
    s.setBytes(8, token.value());
    Sql.setInstant(s, 9, token.createdAt());
  }

  @Override
  public List<TokenRecord> findAll(Tx tx, TenantId tenant, Collection<String> tokens) {
    return Sql.listIn(
        tx,
        "tokens.findAll",
        FIND_ALL,
        s -> s.setString(1, tenant.value()),
        1,
        tokens,
        PreparedStatement::setString,
        JdbcTokenStore::row);
  }

  @Override
  public List<byte[]> findValueIndexes(Tx tx, TenantId tenant, Collection<byte[]> valueIndexes) {
    return Sql.listIn(
        tx,
        "tokens.findValueIndexes",
        FIND_VALUE_INDEXES,
        s -> s.setString(1, tenant.value()),
        1,
        valueIndexes,
        PreparedStatement::setBytes,
        row -> row.getBytes("value_index"));
  }

  @Override
  public List<TokenRecord> listBySubject(Tx tx, TenantId tenant, byte[] subjectRef) {
    return Sql.list(
        tx,
        "tokens.listBySubject",
        LIST_BY_SUBJECT,
        s -> {
          s.setString(1, tenant.value());
          s.setBytes(2, subjectRef);
        },
        JdbcTokenStore::row);
  }

  @Override
  public int eraseSubject(Tx tx, TenantId tenant, byte[] subjectRef, Instant erasedAt) {
    return Sql.update(
        tx,
        "tokens.eraseSubject",
        ERASE_SUBJECT,
        s -> {
          Sql.setInstant(s, 1, erasedAt);
          s.setString(2, tenant.value());
          s.setBytes(3, subjectRef);
        });
  }

  private static TokenRecord row(ResultSet row) throws SQLException {
    return new TokenRecord(
        new TenantId(row.getString("tenant_id")),
        row.getString("token"),
        row.getString("data_type"),
        row.getString("token_type"),
        row.getBytes("subject_ref"),
        row.getBytes("fingerprint"),
        row.getBytes("value_index"),
        row.getBytes("value"),
        State.valueOf(row.getString("state")),
        Sql.getRequiredInstant(row, "created_at"),
        Sql.getInstant(row, "erased_at"));
  }
}
