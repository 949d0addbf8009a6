package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.Database.Dialect;
import dev.sigil.store.TokenRecord;
import dev.sigil.store.TokenRecord.State;
import dev.sigil.store.TokenStore;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code tokens} table. Inserts are {@code ON CONFLICT DO NOTHING}, so a token that exists (its
 * key, tenant and token, is the table's only unique one) is an insert of no row; concurrent inserts
 * of one token wait for each other and one wins. On PostgreSQL a batch of tokens is one statement
 * over arrays ({@code unnest}), rows inserted in the batch's order, instead of one execution per
 * token.
 */
final class JdbcTokenStore implements TokenStore {
  private static final String COLUMNS =
      "tenant_id, token, data_type, token_type, subject_ref, fingerprint, value_index, value,"
          + " state, created_at, erased_at";
  private static final String INSERT =
      "INSERT INTO tokens ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'LIVE', ?, NULL) ON CONFLICT DO NOTHING";
  private static final String INSERT_ARRAYS =
      "INSERT INTO tokens ("
          + COLUMNS
          + ") SELECT t.tenant_id, t.token, t.data_type, t.token_type, t.subject_ref,"
          + " t.fingerprint, t.value_index, t.value, 'LIVE', t.created_at, NULL"
          + " FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::bytea[], ?::bytea[],"
          + " ?::bytea[], ?::bytea[], ?::bigint[]) WITH ORDINALITY AS t(tenant_id, token, data_type,"
          + " token_type, subject_ref, fingerprint, value_index, value, created_at, n)"
          + " ORDER BY t.n ON CONFLICT DO NOTHING RETURNING tenant_id, token";
  private static final String SELECT = "SELECT " + COLUMNS + " FROM tokens WHERE tenant_id = ?";
  private static final String FIND_ALL = SELECT + " AND token IN";
  private static final String TOKENS_AFTER =
      "SELECT token FROM tokens WHERE tenant_id = ? AND token > ? ORDER BY token LIMIT ?";
  private static final String FIND_VALUE_INDEXES =
      "SELECT DISTINCT value_index FROM tokens WHERE tenant_id = ? AND state = 'LIVE'"
          + " AND value_index IN";
  private static final String LIST_BY_SUBJECT =
      SELECT + " AND subject_ref = ? AND state = 'LIVE' ORDER BY created_at, token";
  private static final String ERASE_SUBJECT =
      "UPDATE tokens SET state = 'ERASED', value = NULL, subject_ref = NULL, fingerprint = NULL,"
          + " value_index = NULL, erased_at = ?"
          + " WHERE tenant_id = ? AND subject_ref = ? AND state = 'LIVE'";

  private final Dialect dialect;

  JdbcTokenStore(Dialect dialect) {
    this.dialect = dialect;
  }

  @Override
  public boolean[] insertAll(Tx tx, List<TokenRecord> tokens) {
    for (TokenRecord token : tokens) {
      if (token.state() != State.LIVE) {
        throw new IllegalArgumentException("expected LIVE tokens");
      }
    }
    if (dialect == Dialect.POSTGRESQL && !tokens.isEmpty()) {
      return insertArrays(tx, tokens);
    }
    int[] counts = Sql.batch(tx, "tokens.insertAll", INSERT, tokens, JdbcTokenStore::bindInsert);
    boolean[] inserted = new boolean[counts.length];
    for (int i = 0; i < counts.length; i++) {
      inserted[i] = counts[i] == 1;
    }
    return inserted;
  }

  /** One statement for the batch; a token is inserted if the statement returned its key. */
  private static boolean[] insertArrays(Tx tx, List<TokenRecord> tokens) {
    Set<String> returned =
        new HashSet<>(
            Sql.list(
                tx,
                "tokens.insertAll",
                INSERT_ARRAYS,
                s -> {
                  Sql.setArray(s, 1, "text", tokens, t -> t.tenant().value());
                  Sql.setArray(s, 2, "text", tokens, TokenRecord::token);
                  Sql.setArray(s, 3, "text", tokens, TokenRecord::dataType);
                  Sql.setArray(s, 4, "text", tokens, TokenRecord::tokenType);
                  Sql.setArray(s, 5, "bytea", tokens, TokenRecord::subjectRef);
                  Sql.setArray(s, 6, "bytea", tokens, TokenRecord::fingerprint);
                  Sql.setArray(s, 7, "bytea", tokens, TokenRecord::valueIndex);
                  Sql.setArray(s, 8, "bytea", tokens, TokenRecord::value);
                  Sql.setArray(s, 9, "bigint", tokens, t -> t.createdAt().toEpochMilli());
                },
                row -> key(row.getString(1), row.getString(2))));
    boolean[] inserted = new boolean[tokens.size()];
    for (int i = 0; i < inserted.length; i++) {
      // a key given twice was inserted for its first item only, as in a batch of single inserts
      inserted[i] = returned.remove(key(tokens.get(i).tenant().value(), tokens.get(i).token()));
    }
    return inserted;
  }

  private static String key(String tenant, String token) {
    return tenant + '\n' + token;
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
        JdbcTokenStore::row);
  }

  @Override
  public List<String> tokensAfter(Tx tx, TenantId tenant, String after, int limit) {
    return Sql.list(
        tx,
        "tokens.tokensAfter",
        TOKENS_AFTER,
        s -> {
          s.setString(1, tenant.value());
          s.setString(2, after);
          s.setInt(3, limit);
        },
        row -> row.getString(1));
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
