package dev.sigil.store.jdbc;

import com.zaxxer.hikari.HikariDataSource;
import dev.sigil.store.Database;
import dev.sigil.store.StoreException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A pooled JDBC database. A transaction holds one pooled connection in manual-commit mode; work
 * started inside a transaction on the same thread joins it under a savepoint. On SQLite, write
 * transactions of concurrent writers are committed in groups ({@link SqliteGroupCommit}). Isolation
 * is each database's default: READ COMMITTED on PostgreSQL; serial writers on SQLite.
 */
final class JdbcDatabase implements Database {
  private static final Logger log = LoggerFactory.getLogger(JdbcDatabase.class);
  private static final int PING_TIMEOUT_SECONDS = 2;

  private final HikariDataSource dataSource;
  private final Dialect dialect;
  private final Connections connections;
  private final ThreadLocal<JdbcTx> current = new ThreadLocal<>();
  private final SqliteGroupCommit sqliteWriters;

  JdbcDatabase(HikariDataSource dataSource, Dialect dialect) {
    this(
        dataSource,
        dialect,
        SqliteGroupCommit.WalSync.FDATASYNC,
        SqliteCheckpointer.CATCH_UP_FRAMES);
  }

  /**
   * With {@code walSync} syncing SQLite's write-ahead log after each commit, and writers catching
   * up with its checkpoints at {@code catchUpFrames} pages of log (tests).
   */
  JdbcDatabase(
      HikariDataSource dataSource,
      Dialect dialect,
      SqliteGroupCommit.WalSync walSync,
      int catchUpFrames) {
    this.dataSource = dataSource;
    this.dialect = dialect;
    this.connections = new Connections(dataSource);
    this.sqliteWriters = new SqliteGroupCommit(connections, current, walSync, catchUpFrames);
  }

  /**
   * {@inheritDoc}
   *
   * <p>Inside a transaction on the same thread, {@code work} joins it under a savepoint: when it
   * throws, its own writes are undone and the enclosing work decides about the rest; its writes
   * commit with the enclosing transaction.
   *
   * @throws StoreException when no connection is available, the transaction cannot begin or commit,
   *     or a statement failed inside {@code work} even though {@code work} then returned normally:
   *     PostgreSQL would silently roll such a transaction back, so both dialects refuse to commit
   *     it
   */
  @Override
  public <T> T inTransaction(TxWork<T> work) {
    JdbcTx enclosing = current.get();
    if (enclosing != null) {
      return Savepoints.run(enclosing, work);
    }
    return dialect == Dialect.SQLITE ? sqliteWriters.run(work) : onOwnConnection(work, true);
  }

  @Override
  public <T> T inEnclosingTransaction(TxWork<T> work) {
    JdbcTx enclosing = current.get();
    if (enclosing == null) {
      return inTransaction(work);
    }
    try {
      return work.run(enclosing);
    } catch (Throwable failure) {
      enclosing.statementFailed(); // its writes are in the transaction: it must not commit
      throw failure;
    }
  }

  /**
   * {@inheritDoc} Inside a transaction on the same thread, {@code work} reads through it (and so
   * sees its uncommitted writes), without a savepoint: it writes nothing to undo, and a statement
   * that fails still fails the enclosing transaction. The exception is a SQLite writer that has not
   * run a statement yet ({@link SqliteGroupCommit}): it has no writes to see, so it reads as
   * outside a transaction instead of queueing for the write lock to read; from its first write on,
   * the writers are serial. Its reads are then as fresh as READ COMMITTED on PostgreSQL makes them.
   * Outside, both dialects read in autocommit mode, each statement its own committed snapshot: what
   * PostgreSQL's READ COMMITTED gives within a transaction too, without the round trips of {@code
   * BEGIN} and {@code COMMIT}; and SQLite takes no writer lock.
   */
  @Override
  public <T> T inReadTransaction(TxWork<T> work) {
    JdbcTx enclosing = current.get();
    // a writer that has not written yet reads as outside
    return enclosing != null && enclosing.joined()
        ? work.run(enclosing)
        : onOwnConnection(work, false);
  }

  /**
   * Runs {@code work} on a pooled connection: in one transaction, or statement by statement. The
   * thread's enclosing transaction, if any (a SQLite writer before its first statement), is its
   * current one again afterwards.
   */
  private <T> T onOwnConnection(TxWork<T> work, boolean transactional) {
    Connection connection = connections.borrow();
    JdbcTx tx = new JdbcTx(connection);
    JdbcTx enclosing = current.get();
    current.set(tx);
    boolean reusable = false;
    try {
      if (transactional) {
        Connections.begin(connection);
      }
      T result;
      try {
        result = Connections.runToCompletion(tx, work);
      } catch (Throwable failure) {
        reusable = transactional && Connections.rollBack(connection, failure);
        throw failure;
      }
      if (transactional) {
        Connections.commit(connection);
      }
      reusable = true;
      return result;
    } finally {
      tx.end();
      if (enclosing == null) {
        current.remove();
      } else {
        current.set(enclosing);
      }
      connections.release(connection, reusable);
    }
  }

  @Override
  public boolean inTransactionOnThisThread() {
    return current.get() != null;
  }

  @Override
  public Dialect dialect() {
    return dialect;
  }

  /** Waits at most the pool's connection timeout for a connection, then two seconds for a reply. */
  @Override
  public boolean ping() {
    try (Connection connection = dataSource.getConnection();
        Statement statement = connection.createStatement()) {
      statement.setQueryTimeout(PING_TIMEOUT_SECONDS);
      try (ResultSet result = statement.executeQuery("SELECT 1")) {
        return result.next() && result.getInt(1) == 1;
      }
    } catch (SQLException | RuntimeException e) {
      log.debug("database ping failed ({})", e.getClass().getName());
      return false;
    }
  }

  @Override
  public void close() {
    try {
      if (dialect == Dialect.SQLITE) {
        sqliteWriters.close();
      }
    } finally {
      dataSource.close();
    }
  }

  /** The pool, for tests that inspect pooled connections. */
  HikariDataSource dataSource() {
    return dataSource;
  }
}
