package dev.sigil.store.jdbc;

import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.StoreException;
import dev.sigil.store.StoreUnavailableException;
import java.sql.SQLException;
import java.sql.SQLTransientException;
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
    if (isUniqueViolation(e)) {
      return new DuplicateKeyException(message + ": key exists", e);
    }
    if (isUnavailable(e)) {
      return new StoreUnavailableException(message + ": the database is busy or unreachable", e);
    }
    return new StoreException(message, e);
  }

  /**
   * Whether the failure says the database cannot serve now rather than that the statement is wrong:
   * the pool's wait for a connection timed out, or a statement did ({@link SQLTransientException}:
   * HikariCP's {@code SQLTransientConnectionException}); SQLite's busy timeout ran out;
   * PostgreSQL's connection failed (SQLSTATE class 08), it is shutting down or starting ({@code
   * 57P01} to {@code 57P03}), or it has too many connections (53300; not the rest of class 53, such
   * as a full disk, which a retry a second later does not mend).
   */
  static boolean isUnavailable(SQLException e) {
    if (e instanceof SQLTransientException) {
      return true;
    }
    if (e instanceof SQLiteException sqlite) {
      // the primary code of SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, ...)
      return (sqlite.getResultCode().code & 0xff) == SQLiteErrorCode.SQLITE_BUSY.code;
    }
    String state = e.getSQLState();
    return state != null
        && (state.startsWith("08")
            || state.equals("53300")
            || state.equals("57P01")
            || state.equals("57P02")
            || state.equals("57P03"));
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
