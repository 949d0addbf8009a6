package dev.sigil.store.jdbc;

import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.StoreException;
import java.sql.SQLException;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Turns driver exceptions into store exceptions. Messages name the operation only: driver messages
 * may quote values, so they stay in the cause.
 */
final class SqlErrors {
  private static final String PG_UNIQUE_VIOLATION = "23505";

  private SqlErrors() {}

  static StoreException translate(String operation, SQLException e) {
    String message = operation + " failed";
    return isUniqueViolation(e)
        ? new DuplicateKeyException(message + ": key exists", e)
        : new StoreException(message, e);
  }

  static boolean isUniqueViolation(SQLException e) {
    if (e instanceof SQLiteException sqlite) {
      SQLiteErrorCode code = sqlite.getResultCode();
      return code == SQLiteErrorCode.SQLITE_CONSTRAINT_PRIMARYKEY
          || code == SQLiteErrorCode.SQLITE_CONSTRAINT_UNIQUE;
    }
    return PG_UNIQUE_VIOLATION.equals(e.getSQLState());
  }
}
