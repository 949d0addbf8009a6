package dev.sigil.store.jdbc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Copies SQLite's write-ahead log into the database file on a thread and connection of its own, so
 * that no writer waits for it. SQLite's automatic checkpoint runs inside the commit that crosses
 * 1,000 pages of log, and so under the group commit's write lock: it syncs the log, copies its
 * pages and syncs the database, two fsyncs during which no writer could run. The writer connection
 * turns it off ({@code wal_autocheckpoint=0}), and this thread runs a {@code PASSIVE} checkpoint
 * after commits instead, at most every {@link #INTERVAL_MILLIS}: it copies what is committed while
 * writers go on appending, and syncs both files as SQLite's own checkpoint does.
 *
 * <p>SQLite starts the log again from its beginning only when a write transaction begins after a
 * checkpoint has copied all of it, and writers that never pause leave no such moment. So when the
 * log has grown to {@code catchUpFrames} pages, the group commit's next committer catches up under
 * the lock ({@link #takeCatchUp}): only what was committed since this thread's last checkpoint is
 * left to copy, and the next batch restarts the log. A failed checkpoint loses nothing (the log
 * still holds every commit) and is logged; the next commit tries again.
 */
final class SqliteCheckpointer implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(SqliteCheckpointer.class);

  /** The least time between two checkpoints of this thread. */
  static final long INTERVAL_MILLIS = 100;

  /** The log's length, in pages, at which the committer catches up (64 MiB of 4 KiB pages). */
  static final int CATCH_UP_FRAMES = 16_384;

  private final Connection connection;
  private final int catchUpFrames;
  private final AtomicBoolean pending = new AtomicBoolean(); // a commit since the last checkpoint
  private final Thread thread;
  private volatile boolean catchUp;
  private volatile boolean closed;

  /** Starts checkpointing through {@code connection}, which it owns and closes. */
  SqliteCheckpointer(Connection connection, int catchUpFrames) {
    this.connection = connection;
    this.catchUpFrames = catchUpFrames;
    this.thread = Thread.ofPlatform().daemon().name("sigil-sqlite-checkpoint").start(this::loop);
  }

  /** Tells the thread that a commit has added to the log. */
  void committed() {
    if (!pending.getAndSet(true)) {
      LockSupport.unpark(thread);
    }
  }

  /**
   * Whether the committer, holding the write lock, should checkpoint now; answers true once per
   * request.
   */
  boolean takeCatchUp() {
    if (!catchUp) {
      return false;
    }
    catchUp = false;
    return true;
  }

  /**
   * Runs a {@code PASSIVE} checkpoint through {@code c}; answers whether the log is at least {@code
   * frames} pages long. A long log has not been started again since the last catch-up, even if this
   * checkpoint copied all of it: writers went on committing during the copy. SQLite answers busy
   * when another checkpoint runs; that one copies instead.
   */
  static boolean checkpoint(Connection c, int frames) throws SQLException {
    try (Statement statement = c.createStatement();
        ResultSet result = statement.executeQuery("PRAGMA wal_checkpoint(PASSIVE)")) {
      if (!result.next() || result.getInt(1) != 0) {
        return false;
      }
      int logged = result.getInt(2);
      return logged >= frames;
    }
  }

  /** A checkpoint's failure for a log line: SQLite's error code, or the exception's class. */
  static String describe(Exception e) {
    return e instanceof SQLException sql ? "error " + sql.getErrorCode() : e.getClass().getName();
  }

  private void loop() {
    while (!closed) {
      if (!pending.getAndSet(false)) {
        LockSupport.park(this);
        continue;
      }
      try {
        catchUp = checkpoint(connection, catchUpFrames);
      } catch (SQLException | RuntimeException e) {
        log.warn(
            "checkpointing the SQLite write-ahead log failed ({}); the next commit retries",
            describe(e));
      }
      long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(INTERVAL_MILLIS);
      for (long left; !closed && (left = until - System.nanoTime()) > 0; ) {
        LockSupport.parkNanos(this, left);
      }
    }
  }

  /** Stops the thread after its current checkpoint and closes its connection. */
  @Override
  public void close() throws SQLException {
    closed = true;
    LockSupport.unpark(thread);
    boolean interrupted = false;
    while (thread.isAlive()) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    connection.close();
  }
}
