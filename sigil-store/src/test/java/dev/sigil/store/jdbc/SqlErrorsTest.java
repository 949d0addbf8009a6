package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.StoreException;
import dev.sigil.store.StoreUnavailableException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

class SqlErrorsTest {

  @Test
  void turnsSqliteKeyViolationsIntoDuplicateKeys() {
    for (SQLiteErrorCode code :
        new SQLiteErrorCode[] {
          SQLiteErrorCode.SQLITE_CONSTRAINT_PRIMARYKEY, SQLiteErrorCode.SQLITE_CONSTRAINT_UNIQUE
        }) {
      StoreException translated =
          SqlErrors.translate("tenants.insert", new SQLiteException("value acme", code));

      assertThat(translated)
          .isInstanceOf(DuplicateKeyException.class)
          .hasMessage("tenants.insert failed: key exists");
    }
  }

  @Test
  void turnsOtherSqliteConstraintsIntoStoreExceptions() {
    SQLiteException foreignKey =
        new SQLiteException("fk", SQLiteErrorCode.SQLITE_CONSTRAINT_FOREIGNKEY);

    assertThat(SqlErrors.translate("credentials.insert", foreignKey))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("credentials.insert failed")
        .hasCause(foreignKey);
  }

  @Test
  void turnsPostgresqlUniqueViolationsIntoDuplicateKeys() {
    assertThat(SqlErrors.translate("keysets.insert", new SQLException("dup", "23505")))
        .isInstanceOf(DuplicateKeyException.class)
        .hasMessage("keysets.insert failed: key exists");
    assertThat(SqlErrors.translate("keysets.insert", new SQLException("fk", "23503")))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("keysets.insert failed");
  }

  /**
   * Failures that say the database cannot serve now, not that the statement is wrong, are {@link
   * StoreUnavailableException}s, which the service answers with 503 and Retry-After.
   */
  @Test
  void turnsTimeoutsBusyAndLostConnectionsIntoUnavailable() {
    List<SQLException> unavailable =
        List.of(
            new SQLTransientConnectionException("pool timed out"), // HikariCP's wait
            new SQLiteException("busy", SQLiteErrorCode.SQLITE_BUSY),
            new SQLiteException("busy", SQLiteErrorCode.SQLITE_BUSY_SNAPSHOT),
            new SQLException("connection refused", "08001"),
            new SQLException("I/O error", "08006"),
            new SQLException("terminating connection", "57P01"),
            new SQLException("starting up", "57P03"),
            new SQLException("too many connections", "53300"));
    for (SQLException e : unavailable) {
      assertThat(SqlErrors.translate("transaction.connect", e))
          .as(e.getMessage())
          .isExactlyInstanceOf(StoreUnavailableException.class)
          .hasMessage("transaction.connect failed: the database is busy or unreachable")
          .hasCause(e);
    }
    for (SQLException e :
        List.of(
            new SQLException("fk", "23503"),
            new SQLException("syntax", "42601"),
            new SQLException("canceled", "57014"),
            new SQLException("disk full", "53100"),
            new SQLiteException("locked", SQLiteErrorCode.SQLITE_LOCKED))) {
      assertThat(SqlErrors.translate("tokens.findAll", e))
          .as(e.getMessage())
          .isExactlyInstanceOf(StoreException.class);
    }
  }
}
