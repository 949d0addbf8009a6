package dev.sigil.store.jdbc;

import com.zaxxer.hikari.HikariDataSource;
import dev.sigil.store.Database;
import dev.sigil.store.StoreException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A pooled JDBC database. A transaction holds one pooled connection in manual-commit mode; a
 * connection whose transaction could not be started, committed or rolled back cleanly is evicted
 * from the pool instead of being reused. Isolation is each database's default: READ COMMITTED on
 * PostgreSQL; on SQLite transactions are serializable, as writers take the lock in turn.
 */
final class JdbcDatabase implements Database {
  private static final Logger log = LoggerFactory.getLogger(JdbcDatabase.class);
  private static final int PING_TIMEOUT_SECONDS = 2;
  private static final int WRITER_WAIT_SECONDS = 30;

  private final HikariDataSource dataSource;
  private final Dialect dialect;
  private final ThreadLocal<JdbcTx> current = new ThreadLocal<>();

  /**
   * SQLite admits one writer at a time. Writers of this process queue here, parked in Java, rather
   * than in SQLite's busy handler: that handler sleeps inside native code, which pins a virtual
   * thread's carrier, and with as many waiting writers as carriers the lock holder could not be
   * scheduled to commit. The busy timeout still covers other processes on the same file.
   */
  private final ReentrantLock sqliteWriter = new ReentrantLock(true);

  JdbcDatabase(HikariDataSource dataSource, Dialect dialect) {
    this.dataSource = dataSource;
    this.dialect = dialect;
  }

  /**
   * {@inheritDoc}
   *
   * @throws IllegalStateException when called inside a transaction of this database on the same
   *     thread: a second connection would not see the outer transaction's writes, and on SQLite it
   *     would wait forever for the write lock the outer transaction holds
   * @throws StoreException when no connection is available, the transaction cannot begin or commit,
   *     or a statement failed inside {@code work} even though {@code work} then returned normally:
   *     PostgreSQL would silently roll such a transaction back, so both dialects refuse to commit
   *     it
   */
  @Override
  public <T> T inTransaction(TxWork<T> work) {
    if (current.get() != null) {
      throw new IllegalStateException(
          "nested transaction: inTransaction called inside a transaction on the same thread");
    }
    lockWriter();
    try {
      return inWriteTransaction(work);
    } finally {
      if (dialect == Dialect.SQLITE) {
        sqliteWriter.unlock();
      }
    }
  }

  private void lockWriter() {
    if (dialect != Dialect.SQLITE) {
      return;
    }
    try {
      if (!sqliteWriter.tryLock(WRITER_WAIT_SECONDS, TimeUnit.SECONDS)) {
        throw new StoreException("transaction.begin timed out waiting for the write lock");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StoreException("transaction.begin interrupted", e);
    }
  }

  private <T> T inWriteTransaction(TxWork<T> work) {
    Connection connection = borrow();
    JdbcTx tx = new JdbcTx(connection);
    current.set(tx);
    boolean reusable = false;
    try {
      begin(connection);
      T result;
      try {
        result = runToCompletion(tx, work);
      } catch (Throwable failure) {
        reusable = rollBack(connection, failure);
        throw failure;
      }
      commit(connection);
      reusable = true;
      return result;
    } finally {
      tx.end();
      current.remove();
      release(connection, reusable);
    }
  }

  @Override
  public <T> T inReadTransaction(TxWork<T> work) {
    if (dialect != Dialect.SQLITE) {
      return inTransaction(work);
    }
    if (current.get() != null) {
      throw new IllegalStateException(
          "nested transaction: inReadTransaction called inside a transaction on the same thread");
    }
    Connection connection = borrow();
    JdbcTx tx = new JdbcTx(connection);
    current.set(tx);
    boolean reusable = false;
    try {
      T result = runToCompletion(tx, work);
      reusable = true;
      return result;
    } finally {
      tx.end();
      current.remove();
      release(connection, reusable);
    }
  }

  private static <T> T runToCompletion(JdbcTx tx, TxWork<T> work) {
    T result = work.run(tx);
    if (tx.hasFailedStatement()) {
      throw new StoreException(
          "transaction.commit failed: a statement of the transaction had failed");
    }
    return result;
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
      log.debug("database ping failed", e);
      return false;
    }
  }

  @Override
  public void close() {
    dataSource.close();
  }

  /** The pool, for tests that inspect pooled connections. */
  HikariDataSource dataSource() {
    return dataSource;
  }

  private Connection borrow() {
    try {
      return dataSource.getConnection();
    } catch (SQLException e) {
      throw SqlErrors.translate("transaction.connect", e);
    }
  }

  /** On SQLite this runs {@code BEGIN IMMEDIATE}: it waits up to the busy timeout for the lock. */
  private static void begin(Connection connection) {
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
  private static void commit(Connection connection) {
    try {
      connection.setAutoCommit(true);
    } catch (SQLException e) {
      throw SqlErrors.translate("transaction.commit", e);
    }
  }

  /**
   * Returns whether the connection is clean again; a rollback failure is added to {@code failure}.
   */
  private static boolean rollBack(Connection connection, Throwable failure) {
    try {
      connection.rollback();
      connection.setAutoCommit(true);
      return true;
    } catch (SQLException | RuntimeException e) {
      failure.addSuppressed(e);
      log.warn("transaction rollback failed; discarding the connection", e);
      return false;
    }
  }

  private void release(Connection connection, boolean reusable) {
    if (!reusable) {
      dataSource.evictConnection(connection);
    }
    try {
      connection.close();
    } catch (SQLException e) {
      log.warn("returning a connection to the pool failed", e);
    }
  }
}
