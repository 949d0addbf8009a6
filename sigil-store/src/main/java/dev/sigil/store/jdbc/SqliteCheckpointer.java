package dev.sigil.store.jdbc;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * WAL checkpoints of the embedded SQLite store, off the writers' path. SQLite's automatic
 * checkpoint runs inside the commit that crosses its threshold, so a writer holding the one write
 * lock also copies a thousand pages into the database file and syncs it; the pooled connections
 * turn it off ({@code wal_autocheckpoint=0}) and this thread checkpoints instead, on its own
 * connection, concurrently with the writers ({@code PASSIVE}: it never blocks them). A log that
 * writers outgrow (a passive checkpoint never finishes while they keep appending) is truncated with
 * the writer lock held once it reaches a bound, after the passive passes have copied most of it, so
 * the pause is short and the log file stays bounded. Durability does not depend on this thread: a
 * commit is durable in the log, and the log is read back whatever its length.
 */
final class SqliteCheckpointer implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(SqliteCheckpointer.class);

  /** How often the log is checkpointed. */
  static final Duration PERIOD = Duration.ofMillis(200);

  /** Log frames (pages of 4 KiB) beyond which the log is truncated: 32 MiB. */
  static final int TRUNCATE_AT_FRAMES = 8192;

  private final DataSource source;
  private final SqliteGroupCommit writers;
  private final long periodNanos;
  private final int truncateAtFrames;
  private final Thread thread;
  private volatile boolean stopping;

  SqliteCheckpointer(
      DataSource source, SqliteGroupCommit writers, Duration period, int truncateAtFrames) {
    this.source = source;
    this.writers = writers;
    this.periodNanos = period.toNanos();
    this.truncateAtFrames = truncateAtFrames;
    // a platform thread: a checkpoint waits in SQLite's busy handler, in native code
    this.thread = Thread.ofPlatform().daemon().name("sigil-sqlite-checkpointer").start(this::run);
  }

  private void run() {
    @Nullable Connection connection = null;
    while (!stopping) {
      LockSupport.parkNanos(periodNanos);
      if (stopping) {
        break;
      }
      try {
        if (connection == null) {
          connection = source.getConnection();
        }
        Connection open = connection;
        if (checkpoint(open, "PASSIVE") >= truncateAtFrames) {
          writers.exclusive(() -> checkpoint(open, "TRUNCATE"));
        }
      } catch (SQLException | RuntimeException e) {
        log.warn("SQLite checkpoint failed ({}); retrying", e.getClass().getName());
        closeQuietly(connection);
        connection = null;
      }
    }
    closeQuietly(connection);
  }

  /** Runs a checkpoint; answers the frames in the log when it began. */
  private static int checkpoint(Connection connection, String mode) {
    try (Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery("PRAGMA wal_checkpoint(" + mode + ")")) {
      return result.next() ? result.getInt(2) : 0;
    } catch (SQLException e) {
      throw SqlErrors.translate("store.checkpoint", e);
    }
  }

  private static void closeQuietly(@Nullable Connection connection) {
    if (connection == null) {
      return;
    }
    try {
      connection.close();
    } catch (SQLException e) {
      log.debug("closing the checkpoint connection failed ({})", e.getClass().getName());
    }
  }

  /** Stops the thread and waits for it; the pool's last connection checkpoints on close. */
  @Override
  public void close() {
    stopping = true;
    LockSupport.unpark(thread);
    try {
      thread.join(Duration.ofSeconds(30));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
