package dev.sigil.store.jdbc;

import dev.sigil.store.Tx;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The JDBC transaction handed to store calls: the borrowed connection, valid until it ends. A
 * joined transaction ({@link #joining}) gets its connection at its first statement; a nested unit
 * of work begun before then ({@link Savepoints}) gets its savepoint at that statement too.
 */
final class JdbcTx implements Tx {
  private @Nullable Connection connection;
  private @Nullable Joiner joiner;
  private final List<Deferred> deferred = new ArrayList<>(0); // innermost last
  private final boolean sqlite;
  private volatile boolean open = true;
  private volatile boolean failedStatement;

  JdbcTx(Connection connection) {
    this.connection = connection;
    this.sqlite = isSqlite(connection);
  }

  private JdbcTx(Joiner joiner) {
    this.joiner = joiner;
    this.sqlite = true;
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

  /** Whether the transaction is on SQLite (a joining one always is); else PostgreSQL. */
  boolean sqlite() {
    return sqlite;
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
    if (!sqlite) {
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

  /** Whether the transaction has its connection: false for a joining one before its first use. */
  boolean joined() {
    return connection != null;
  }

  /**
   * A nested unit of work begun before the transaction's first statement: its savepoint, set at
   * that statement (after those of the units around it), or null while none has run.
   */
  static final class Deferred {
    @Nullable Savepoint savepoint;
  }

  /** Begins a nested unit of work on a transaction that has no connection yet. */
  Deferred defer() {
    Deferred unit = new Deferred();
    deferred.add(unit);
    return unit;
  }

  /** Ends the innermost unit begun with {@link #defer}. */
  void endDeferred(Deferred unit) {
    if (deferred.isEmpty() || deferred.removeLast() != unit) {
      throw new IllegalStateException("nested units of work must end innermost first");
    }
  }

  Connection connection() {
    Connection c = connection;
    if (c == null) {
      c = Objects.requireNonNull(joiner).join();
      connection = c;
      joiner = null;
      for (Deferred unit : deferred) {
        unit.savepoint = Savepoints.set(c);
      }
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
