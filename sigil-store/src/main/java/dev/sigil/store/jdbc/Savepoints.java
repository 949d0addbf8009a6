package dev.sigil.store.jdbc;

import dev.sigil.store.Database.TxWork;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;

/**
 * A unit of work inside an open transaction: it joins the transaction under a savepoint, so when it
 * throws, only its own writes are undone (and a failed PostgreSQL statement no longer aborts the
 * enclosing transaction) while the enclosing work decides about the rest.
 */
final class Savepoints {
  private Savepoints() {}

  static <T> T run(JdbcTx tx, TxWork<T> work) {
    if (!tx.joined()) {
      return runDeferred(tx, work);
    }
    Connection connection = tx.connection();
    boolean failedBefore = tx.hasFailedStatement();
    Savepoint savepoint = set(connection);
    try {
      T result = Connections.runToCompletion(tx, work);
      release(connection, savepoint);
      return result;
    } catch (Throwable failure) {
      undo(tx, savepoint, failedBefore, failure);
      throw failure;
    }
  }

  /**
   * A unit begun before its transaction's first statement (a SQLite writer that has not joined its
   * batch yet): its savepoint is set at that statement, so what the unit does before (reading,
   * computing) does not take the write lock. A unit that ran no statement has nothing to undo.
   */
  private static <T> T runDeferred(JdbcTx tx, TxWork<T> work) {
    boolean failedBefore = tx.hasFailedStatement();
    JdbcTx.Deferred unit = tx.defer();
    T result;
    try {
      result = Connections.runToCompletion(tx, work);
    } catch (Throwable failure) {
      tx.endDeferred(unit);
      if (unit.savepoint != null) {
        undo(tx, unit.savepoint, failedBefore, failure);
      }
      throw failure;
    }
    tx.endDeferred(unit);
    if (unit.savepoint != null) {
      release(tx.connection(), unit.savepoint);
    }
    return result;
  }

  private static void undo(
      JdbcTx tx, Savepoint savepoint, boolean failedBefore, Throwable failure) {
    try {
      tx.connection().rollback(savepoint);
      tx.restoreFailedStatement(failedBefore);
    } catch (SQLException e) {
      // its writes may still be in the transaction: it must not commit
      tx.statementFailed();
      failure.addSuppressed(SqlErrors.translate("transaction.rollbackToSavepoint", e));
    }
  }

  static Savepoint set(Connection connection) {
    try {
      return connection.setSavepoint();
    } catch (SQLException e) {
      throw SqlErrors.translate("transaction.savepoint", e);
    }
  }

  static void release(Connection connection, Savepoint savepoint) {
    try {
      connection.releaseSavepoint(savepoint);
    } catch (SQLException e) {
      throw SqlErrors.translate("transaction.releaseSavepoint", e);
    }
  }
}
