package dev.sigil.store.jdbc;

import com.zaxxer.hikari.HikariDataSource;
import dev.sigil.store.StoreException;
import java.sql.Connection;
import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The life of a pooled connection in a transaction: borrow, begin, commit or roll back, return. A
 * connection whose transaction did not end cleanly is evicted from the pool, never reused.
 */
final class Connections {
  private static final Logger log = LoggerFactory.getLogger(Connections.class);
  private final HikariDataSource dataSource;

  Connections(HikariDataSource dataSource) {
    this.dataSource = dataSource;
  }

  Connection borrow() {
    try {
      return dataSource.getConnection();
    } catch (SQLException e) {
      throw SqlErrors.translate("transaction.connect", e);
    }
  }

  /**
   * A connection outside the pool, for the caller to keep and close: the one SQLite writer
   * connection ({@link SqliteGroupCommit}).
   */
  Connection openUnpooled() {
    try {
      return dataSource.getDataSource().getConnection();
    } catch (SQLException e) {
      throw SqlErrors.translate("transaction.connect", e);
    }
  }

  /** On SQLite this runs {@code BEGIN IMMEDIATE}: it waits up to the busy timeout for the lock. */
  static void begin(Connection connection) {
    try {
      connection.setAutoCommit(false);
    } catch (SQLException e) {
      throw SqlErrors.translate("transaction.begin", e);
    }
  }

  /**
   * Commits by leaving manual-commit mode, which JDBC defines as a commit. Not {@link
   * Connection#commit()}: the SQLite driver's commit immediately opens the next {@code BEGIN
   * IMMEDIATE}, which would take the write lock again for a connection about to go idle.
   */
  static void commit(Connection connection) {
    try {
      connection.setAutoCommit(true);
    } catch (SQLException e) {
      // never a StoreUnavailableException: a connection lost during the commit leaves its outcome
      // unknown, so the caller must not be told that nothing was done
      throw new StoreException("transaction.commit failed", e);
    }
  }

  /** Returns whether the connection is clean again; a rollback failure is added to failure. */
  static boolean rollBack(Connection connection, Throwable failure) {
    try {
      connection.rollback();
      connection.setAutoCommit(true);
      return true;
    } catch (SQLException | RuntimeException e) {
      failure.addSuppressed(e);
      log.warn(
          "transaction rollback failed ({}); discarding the connection", e.getClass().getName());
      return false;
    }
  }

  void release(Connection connection, boolean reusable) {
    if (!reusable) {
      dataSource.evictConnection(connection);
    }
    try {
      connection.close();
    } catch (SQLException e) {
      log.warn("returning a connection to the pool failed ({})", e.getClass().getName());
    }
  }

  /** Runs work; a statement that failed inside it (even if work caught that) fails the unit. */
  static <T> T runToCompletion(JdbcTx tx, dev.sigil.store.Database.TxWork<T> work) {
    T result = work.run(tx);
    if (tx.hasFailedStatement()) {
      throw new StoreException(
          "transaction.commit failed: a statement of the transaction had failed");
    }
    return result;
  }
}
