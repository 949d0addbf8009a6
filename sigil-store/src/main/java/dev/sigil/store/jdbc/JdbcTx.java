package dev.sigil.store.jdbc;

import dev.sigil.store.Tx;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The JDBC transaction handed to store calls: the borrowed connection, valid until it ends. A
 * joined transaction ({@link #joining}) gets its connection at its first statement.
 */
final class JdbcTx implements Tx {
  private @Nullable Connection connection;
  private @Nullable Joiner joiner;
  private final boolean cacheStatements;
  private volatile boolean open = true;
  private volatile boolean failedStatement;

  JdbcTx(Connection connection) {
    this.connection = connection;
    this.cacheStatements = isSqlite(connection);
  }

  private JdbcTx(Joiner joiner) {
    this.joiner = joiner;
    this.cacheStatements = true;
  }

  /** Where a joining transaction gets its connection: a SQLite writer joins the open batch. */
  @FunctionalInterface
  interface Joiner {
    Connection join();
  }

  /** A SQLite transaction that calls {@code joiner} at its first use of the connection. */
  static JdbcTx joining(Joiner joiner) {
    return new JdbcTx(joiner);
  }

  private static boolean isSqlite(Connection connection) {
    try {
      return connection.isWrapperFor(org.sqlite.SQLiteConnection.class);
    } catch (SQLException e) {
      return false;
    }
  }

  @FunctionalInterface
  interface StatementWork<T> {
    T run(PreparedStatement statement) throws SQLException;
  }

  /**
   * Runs {@code work} with a prepared statement for {@code sql}: on SQLite a cached one ({@link
   * StatementCache}), elsewhere a new one closed afterwards.
   */
  <T> T withStatement(String sql, StatementWork<T> work) throws SQLException {
    Connection connection = connection();
    if (!cacheStatements) {
      try (PreparedStatement statement = connection.prepareStatement(sql)) {
        return work.run(statement);
      }
    }
    PreparedStatement statement = StatementCache.prepare(connection, sql);
    boolean ok = false;
    try {
      T result = work.run(statement);
      ok = true;
      return result;
    } finally {
      StatementCache.release(connection, sql, statement, ok);
    }
  }

  /**
   * The JDBC transaction behind {@code tx}, which must still be open.
   *
   * @throws IllegalArgumentException when {@code tx} did not come from a JDBC database
   * @throws IllegalStateException when the transaction has already ended
   */
  static JdbcTx open(Tx tx) {
    if (!(tx instanceof JdbcTx jdbcTx)) {
      throw new IllegalArgumentException("not a JDBC transaction");
    }
    if (!jdbcTx.open) {
      throw new IllegalStateException("transaction has ended; a Tx must not outlive inTransaction");
    }
    return jdbcTx;
  }

  Connection connection() {
    Connection c = connection;
    if (c == null) {
      c = Objects.requireNonNull(joiner).join();
      connection = c;
      joiner = null;
    }
    return c;
  }

  /** Records that a statement failed: PostgreSQL has then aborted the whole transaction. */
  void statementFailed() {
    failedStatement = true;
  }

  /** After a rollback to a savepoint: the failures recorded since it are undone with it. */
  void restoreFailedStatement(boolean failed) {
    failedStatement = failed;
  }

  boolean hasFailedStatement() {
    return failedStatement;
  }

  void end() {
    open = false;
  }
}
