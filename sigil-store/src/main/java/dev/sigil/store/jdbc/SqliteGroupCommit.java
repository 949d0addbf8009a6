package dev.sigil.store.jdbc;

import dev.sigil.store.Database.TxWork;
import dev.sigil.store.StoreException;
import dev.sigil.store.StoreUnavailableException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * SQLite write transactions with group commit. SQLite admits one writer, and a durable commit costs
 * an fsync; so writers take turns running their work inside one shared transaction, each under its
 * own savepoint, and the last writer of a turn (when nobody else is waiting, or the batch is full)
 * commits for all with one fsync. A writer returns only after the commit that made its work
 * durable; if that commit fails, every writer of the batch fails and nothing of the batch happened.
 * A writer whose own work throws has its savepoint rolled back and is told at once. A writer joins
 * at its first statement, not before: what its work does until then (parse and validate a request,
 * normalize its values) runs beside the other writers instead of under the lock, and a unit of work
 * that runs no statement takes no lock and commits nothing.
 *
 * <p>A batch's first member runs without a savepoint: if its work throws, the whole transaction is
 * rolled back, which holds nothing else. Each later member's savepoint makes SQLite copy every page
 * it changes into a statement journal first (about one page per token written), which the writer
 * connection keeps in memory ({@code temp_store=MEMORY}) instead of a temporary file.
 *
 * <p>The writers share one connection of their own, outside the pool, kept from batch to batch with
 * a page cache of {@link #WRITER_CACHE_KIB}. SQLite empties a connection's cache whenever another
 * connection has written; a writer connection taken from the pool per batch started each one cold,
 * and the default 2 MB cache is smaller than one batch of sealed records, so SQLite wrote pages to
 * the WAL in the middle of the transaction and read them back.
 *
 * <p>A commit's fsync runs after the lock is released. The writer connection commits with {@code
 * synchronous=NORMAL}, which writes the batch to the write-ahead log without syncing it, and the
 * committing writer then syncs the log itself ({@link WalSync}) before any member of the batch
 * returns: what {@code synchronous=FULL} does at each commit, except that the next batch runs while
 * the disk flushes. A member is answered only after a sync that began after its batch was written,
 * so nothing acknowledged can be lost; a batch written after an unacknowledged one is synced with
 * it (the log is one file, written in order). Only with a file database in WAL mode; otherwise the
 * connection keeps {@code synchronous=FULL} and SQLite syncs at commit. If a sync fails, the batch
 * fails and every later writer is refused: after a failed fsync the log's state on disk is unknown.
 * Checkpoints, which copy the log into the database and sync both, run beside the writers too
 * ({@link SqliteCheckpointer}).
 *
 * <p>Writers queue on a Java lock, parked, not in SQLite's busy handler: that handler sleeps in
 * native code, which pins a virtual thread's carrier, and with as many waiting writers as carriers
 * the lock holder could not be scheduled to commit. The busy timeout still covers other processes
 * on the same file.
 */
final class SqliteGroupCommit {
  private static final Logger log = LoggerFactory.getLogger(SqliteGroupCommit.class);
  private static final int WRITER_WAIT_SECONDS = 30;
  private static final int MAX_BATCH = 256;
  private static final long FOLLOWER_PATIENCE_MILLIS = 20;

  /** The writer connection's page cache, in KiB (SQLite allocates it as pages are used). */
  static final int WRITER_CACHE_KIB = 64 * 1024;

  private final Connections connections;
  private final ThreadLocal<JdbcTx> current;
  private final WalSync walSync;
  private final int catchUpFrames;
  private final ReentrantLock writer = new ReentrantLock(true);
  private @Nullable Batch open; // guarded by writer
  private @Nullable Connection connection; // guarded by writer; opened at the first batch
  private @Nullable Path wal; // guarded by writer; the connection's log when this class syncs it
  private @Nullable SqliteCheckpointer checkpointer; // guarded by writer; with wal
  private boolean closed; // guarded by writer
  private volatile boolean syncFailed;

  /** Syncs a write-ahead log file to disk. */
  @FunctionalInterface
  interface WalSync {
    void sync(Path wal) throws IOException;

    /**
     * {@code fdatasync} of the file, as SQLite syncs its log. A log that is gone has nothing to
     * sync: SQLite deletes it only when its last connection closes, after checkpointing it into the
     * database and syncing that.
     */
    WalSync FDATASYNC =
        wal -> {
          try (FileChannel channel = FileChannel.open(wal, StandardOpenOption.WRITE)) {
            channel.force(false);
          } catch (NoSuchFileException gone) {
            // checkpointed and synced on close
          }
        };
  }

  /**
   * With {@code walSync} syncing the log after each commit and a writer catching up with the
   * checkpoints when the log reaches {@code catchUpFrames} pages ({@link SqliteCheckpointer}).
   */
  SqliteGroupCommit(
      Connections connections, ThreadLocal<JdbcTx> current, WalSync walSync, int catchUpFrames) {
    this.connections = connections;
    this.current = current;
    this.walSync = walSync;
    this.catchUpFrames = catchUpFrames;
  }

  private static final class Batch {
    final Connection connection;
    final @Nullable Path wal; // to sync after the commit, or null when SQLite syncs at commit
    final CountDownLatch committed = new CountDownLatch(1);
    int members;
    volatile boolean poisoned; // a member's work could not be undone
    volatile @Nullable RuntimeException failure;

    Batch(Connection connection, @Nullable Path wal) {
      this.connection = connection;
      this.wal = wal;
    }
  }

  <T> T run(TxWork<T> work) {
    Member member = new Member();
    JdbcTx tx = JdbcTx.joining(member::join);
    current.set(tx);
    T result;
    try {
      result = Connections.runToCompletion(tx, work);
    } catch (Throwable failure) {
      member.leave(failure);
      throw failure;
    } finally {
      tx.end();
      current.remove();
    }
    Batch batch = member.batch;
    if (batch == null) {
      return result; // no statement ran: nothing to commit, and the write lock was never taken
    }
    member.leave(null);
    awaitCommit(batch);
    return result;
  }

  /**
   * One writer's turn. Its work starts outside the write lock (parsing a request, say) and joins
   * the open batch at its first statement: it takes the lock then and holds it to the end of its
   * work, so from that statement on it is as serial as a whole turn used to be.
   */
  private final class Member {
    @Nullable Batch batch;
    @Nullable Savepoint savepoint;

    Connection join() {
      lock();
      try {
        Batch joined = open != null ? open : begin();
        open = joined;
        // the batch's first member can undo its work by rolling the whole transaction back
        savepoint = joined.members == 0 ? null : Savepoints.set(joined.connection);
        batch = joined;
        return joined.connection;
      } catch (RuntimeException e) {
        endTurn(); // nothing of this writer is in the batch
        throw e;
      }
    }

    /**
     * Ends the turn, if it began: keeps this writer's work ({@code failure} null) or undoes it,
     * then commits the batch or leaves it open for the next writer.
     */
    void leave(@Nullable Throwable failure) {
      Batch joined = batch;
      if (joined == null) {
        return;
      }
      try {
        if (failure == null) {
          try {
            if (savepoint != null) {
              Savepoints.release(joined.connection, savepoint);
            }
            joined.members++;
            return;
          } catch (RuntimeException released) {
            undo(joined, released);
            throw released;
          }
        }
        undo(joined, failure);
      } finally {
        endTurn();
      }
    }

    private void undo(Batch joined, Throwable failure) {
      if (savepoint == null) {
        // nothing but this writer's work is in the batch: it ends with it, unwritten
        open = null;
        if (!Connections.rollBack(joined.connection, failure)) {
          discardConnection();
        }
        return;
      }
      try {
        joined.connection.rollback(savepoint);
      } catch (SQLException e) {
        joined.poisoned = true; // its writes may still be in the batch: it must not commit
        failure.addSuppressed(SqlErrors.translate("transaction.rollbackToSavepoint", e));
      }
    }
  }

  /**
   * With the write lock held: commits the open batch unless a waiting writer will join it; releases
   * the lock, then syncs what it committed.
   */
  private void endTurn() {
    @Nullable Batch written = null;
    try {
      Batch batch = open;
      if (batch == null
          || !(writer.hasQueuedThreads() && batch.members > 0 && batch.members < MAX_BATCH)) {
        written = commitOpen(); // otherwise a waiting writer joins this batch; the last one commits
      }
    } finally {
      writer.unlock();
    }
    sync(written);
  }

  private Batch begin() {
    Connection c = writerConnection();
    try {
      Connections.begin(c);
    } catch (RuntimeException e) {
      discardConnection();
      throw e;
    }
    return new Batch(c, wal);
  }

  private Connection writerConnection() {
    if (closed) {
      throw new StoreException("transaction.begin refused: the database is closed");
    }
    if (syncFailed) {
      throw new StoreException(
          "transaction.begin refused: syncing the write-ahead log failed; restart the service");
    }
    Connection c = connection;
    if (c == null) {
      c = connections.openUnpooled();
      try (Statement statement = c.createStatement()) {
        statement.execute("PRAGMA cache_size = -" + WRITER_CACHE_KIB);
        statement.execute("PRAGMA temp_store = MEMORY"); // the savepoints' statement journals
        wal = walToSync(statement);
        if (wal != null) {
          statement.execute("PRAGMA synchronous = NORMAL"); // the log is synced after the commit
          statement.execute("PRAGMA wal_autocheckpoint = 0"); // checkpoints run beside writers
        }
      } catch (SQLException e) {
        closeQuietly(c);
        throw SqlErrors.translate("transaction.connect", e);
      }
      connection = c;
    }
    if (wal != null && checkpointer == null) {
      checkpointer = new SqliteCheckpointer(connections.openUnpooled(), catchUpFrames);
    }
    return c;
  }

  /** The connection's log file, if it is a file database in WAL mode; else null. */
  private static @Nullable Path walToSync(Statement statement) throws SQLException {
    try (ResultSet mode = statement.executeQuery("PRAGMA journal_mode")) {
      if (!mode.next() || !"wal".equalsIgnoreCase(mode.getString(1))) {
        return null;
      }
    }
    try (ResultSet databases = statement.executeQuery("PRAGMA database_list")) {
      while (databases.next()) {
        String file = databases.getString("file");
        if ("main".equals(databases.getString("name")) && file != null && !file.isEmpty()) {
          return Path.of(file + "-wal");
        }
      }
    }
    return null;
  }

  /** After a failure that may have left it inside a transaction: the next batch opens a new one. */
  private void discardConnection() {
    Connection c = connection;
    connection = null;
    if (c != null) {
      closeQuietly(c);
    }
  }

  private static void closeQuietly(Connection c) {
    try {
      c.close();
    } catch (SQLException e) {
      log.warn("closing the SQLite writer connection failed ({})", e.getClass().getName());
    }
  }

  /** Closes the writer connection; a writer that comes later is refused. */
  void close() {
    lock();
    try {
      closed = true;
      sync(commitOpen());
      SqliteCheckpointer k = checkpointer;
      checkpointer = null;
      if (k != null) {
        k.close();
      }
      Connection c = connection;
      connection = null;
      if (c != null) {
        c.close();
      }
    } catch (SQLException e) {
      throw SqlErrors.translate("transaction.close", e);
    } finally {
      writer.unlock();
    }
  }

  /**
   * Commits the open batch (the writer lock is held). Answers the batch if its log is still to be
   * synced ({@link #sync}, after the lock is released); otherwise it has woken the batch's members.
   */
  private @Nullable Batch commitOpen() {
    Batch batch = open;
    if (batch == null) {
      return null;
    }
    open = null;
    boolean reusable = false;
    try {
      if (batch.poisoned) {
        throw new StoreException("transaction.commit refused: a member's work could not be undone");
      }
      Connections.commit(batch.connection);
      reusable = true;
    } catch (RuntimeException e) {
      batch.failure = e;
      reusable = Connections.rollBack(batch.connection, e);
    } finally {
      if (!reusable) {
        discardConnection();
      }
    }
    if (batch.failure == null) {
      checkpointAfter(batch);
    }
    if (batch.failure != null || batch.wal == null) {
      batch.committed.countDown();
      return null;
    }
    return batch;
  }

  /**
   * Tells the checkpointer that the batch committed, and catches up with its checkpoints under the
   * lock if it asks for that ({@link SqliteCheckpointer}). The batch stands whatever happens here.
   */
  private void checkpointAfter(Batch batch) {
    SqliteCheckpointer c = checkpointer;
    if (c == null || batch.wal == null) {
      return;
    }
    c.committed();
    if (c.takeCatchUp()) {
      try {
        SqliteCheckpointer.checkpoint(batch.connection, catchUpFrames);
      } catch (SQLException | RuntimeException e) {
        log.warn(
            "catching up with the SQLite checkpoints failed ({})", SqliteCheckpointer.describe(e));
      }
    }
  }

  /** Syncs a committed batch's log, then wakes its members. */
  private void sync(@Nullable Batch batch) {
    if (batch == null) {
      return;
    }
    try {
      walSync.sync(Objects.requireNonNull(batch.wal));
    } catch (IOException | RuntimeException e) {
      syncFailed = true;
      log.error("syncing the SQLite write-ahead log failed ({})", e.getClass().getName());
      batch.failure = new StoreException("transaction.commit failed: the log was not synced", e);
    } finally {
      batch.committed.countDown();
    }
  }

  /**
   * Waits for the batch's commit. A writer expected to commit may have given up waiting for the
   * lock; so a member that waits too long commits the batch itself.
   */
  private void awaitCommit(Batch batch) {
    // A member's work is in the batch: it must learn the batch's fate, however long that takes,
    // so it neither gives up (its work may still commit) nor leaves the batch open forever.
    boolean interrupted = false;
    while (batch.committed.getCount() > 0) {
      try {
        if (batch.committed.await(FOLLOWER_PATIENCE_MILLIS, TimeUnit.MILLISECONDS)) {
          break;
        }
        if (writer.tryLock(FOLLOWER_PATIENCE_MILLIS, TimeUnit.MILLISECONDS)) {
          @Nullable Batch written = null;
          try {
            if (open == batch) {
              written = commitOpen();
            }
          } finally {
            writer.unlock();
          }
          sync(written);
        }
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    RuntimeException failure = batch.failure;
    if (failure != null) {
      throw new StoreException("transaction.commit failed", failure);
    }
  }

  private void lock() {
    try {
      if (!writer.tryLock(WRITER_WAIT_SECONDS, TimeUnit.SECONDS)) {
        throw new StoreUnavailableException(
            "transaction.begin timed out waiting for the write lock");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StoreException("transaction.begin interrupted", e);
    }
  }
}
