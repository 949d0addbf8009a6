package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.StoreException;
import java.sql.SQLException;
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
}
