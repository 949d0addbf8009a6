package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.Database.Dialect;
import dev.sigil.store.StoreException;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.Tx;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteConnection;

/** What the embedded SQLite store promises beyond the shared contract: durability and locking. */
class SqliteDatabaseTest {
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");

  @Test
  void configuresEveryPooledConnectionForDurableQueuedWrites() throws SQLException {
    try (TestDatabase database = TestDatabases.sqlite()) {
      JdbcDatabase db = (JdbcDatabase) database.stores().database();
      List<Connection> borrowed = new ArrayList<>();
      Set<SQLiteConnection> physical = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
      try {
        for (int i = 0; i < database.config().maxPoolSize(); i++) {
          Connection connection = db.dataSource().getConnection();
          borrowed.add(connection);
          physical.add(connection.unwrap(SQLiteConnection.class));
          assertThat(pragma(connection, "journal_mode")).isEqualTo("wal");
          assertThat(pragma(connection, "synchronous")).isEqualTo("2");
          assertThat(pragma(connection, "foreign_keys")).isEqualTo("1");
          assertThat(pragma(connection, "busy_timeout")).isEqualTo("10000");
        }
      } finally {
        for (Connection connection : borrowed) {
          connection.close();
        }
      }
      assertThat(physical).hasSize(database.config().maxPoolSize());
    }
  }

  /**
   * A second writer waits for the first to commit and then sees its row. With a deferred {@code
   * BEGIN}, it would read the old snapshot and then fail with {@code SQLITE_BUSY} on its write.
   */
  @Test
  void queuesAConcurrentWriterBehindTheOpenTransaction() throws Exception {
    try (TestDatabase database = TestDatabases.sqlite()) {
      Stores stores = database.stores();
      CountDownLatch firstHoldsTheLock = new CountDownLatch(1);
      CompletableFuture<Boolean> first =
          firstWriter(stores, firstHoldsTheLock, () -> sleep(300), ForkJoinPool.commonPool());
      assertThat(firstHoldsTheLock.await(5, TimeUnit.SECONDS)).isTrue();

      Optional<TenantRecord> seenBySecond =
          stores
              .database()
              .inTransaction(
                  tx -> {
                    Optional<TenantRecord> seen = stores.tenants().find(tx, new TenantId("first"));
                    stores.tenants().insert(tx, tenant("second"));
                    return seen;
                  });

      assertThat(first.get(5, TimeUnit.SECONDS)).isTrue();
      assertThat(seenBySecond).isPresent();
      List<TenantRecord> all = stores.database().inTransaction(tx -> stores.tenants().list(tx));
      assertThat(all).hasSize(2);
    }
  }

  /**
   * A writer joins the shared transaction at its first statement: while another writer holds the
   * write lock, a second one runs its work up to its first statement, and a unit of work without a
   * statement finishes without waiting at all. Until its first statement the second writer reads as
   * outside a transaction: without waiting, seeing only what is committed (what READ COMMITTED
   * gives on PostgreSQL). Its statements still wait, read the first writer's committed row, and
   * commit.
   */
  @Test
  void aWriterTakesTheWriteLockAtItsFirstStatement() throws Exception {
    try (TestDatabase database = TestDatabases.sqlite();
        ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      Stores stores = database.stores();
      CountDownLatch firstHoldsTheLock = new CountDownLatch(1);
      CountDownLatch releaseFirst = new CountDownLatch(1);
      CompletableFuture<Boolean> first =
          firstWriter(stores, firstHoldsTheLock, () -> await(releaseFirst), threads);
      assertThat(firstHoldsTheLock.await(5, TimeUnit.SECONDS)).isTrue();

      // no statement: no lock to wait for
      assertThat(
              CompletableFuture.supplyAsync(
                      () -> stores.database().inTransaction(tx -> "none"), threads)
                  .get(2, TimeUnit.SECONDS))
          .isEqualTo("none");

      CompletableFuture<Optional<TenantRecord>> readBeforeItsFirstStatement =
          new CompletableFuture<>();
      CompletableFuture<Optional<TenantRecord>> second =
          CompletableFuture.supplyAsync(
              () ->
                  stores
                      .database()
                      .inTransaction(
                          tx -> {
                            readBeforeItsFirstStatement.complete(
                                stores
                                    .database()
                                    .inReadTransaction(
                                        r -> stores.tenants().find(r, new TenantId("first"))));
                            Optional<TenantRecord> seen =
                                stores.tenants().find(tx, new TenantId("first"));
                            stores.tenants().insert(tx, tenant("second"));
                            return seen;
                          }),
              threads);
      // read without waiting, and only what is committed: first has not committed yet
      assertThat(readBeforeItsFirstStatement.get(2, TimeUnit.SECONDS)).isEmpty();
      sleep(100);
      assertThat(second).isNotDone(); // its statements wait for the lock
      releaseFirst.countDown();

      assertThat(first.get(5, TimeUnit.SECONDS)).isTrue();
      assertThat(second.get(5, TimeUnit.SECONDS)).isPresent();
      List<TenantRecord> all = stores.database().inReadTransaction(tx -> stores.tenants().list(tx));
      assertThat(all).hasSize(2);
    }
  }

  /**
   * A batch's first writer has no savepoint of its own: when its work throws, the whole transaction
   * is rolled back, which holds nothing else; the writer that waited for the lock meanwhile commits
   * in a new batch, and later batches keep working. (A later member of a batch has a savepoint, and
   * its failure is undone alone: {@link #groupCommitKeepsEachWritersOutcomeItsOwn}.)
   */
  @Test
  void aFailedFirstWriterTakesNothingElseWithIt() throws Exception {
    try (TestDatabase database = TestDatabases.sqlite();
        ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      Stores stores = database.stores();
      CountDownLatch firstHoldsTheLock = new CountDownLatch(1);
      CountDownLatch releaseFirst = new CountDownLatch(1);
      CompletableFuture<Boolean> first =
          firstWriter(
              stores,
              firstHoldsTheLock,
              () -> {
                await(releaseFirst);
                throw new IllegalStateException("planned failure");
              },
              threads);
      assertThat(firstHoldsTheLock.await(5, TimeUnit.SECONDS)).isTrue();
      CompletableFuture<Boolean> second =
          CompletableFuture.supplyAsync(
              () -> stores.database().inTransaction(tx -> insert(stores, tx, tenant("second"))),
              threads);
      sleep(100);
      assertThat(second).isNotDone(); // waiting for the lock
      releaseFirst.countDown();

      assertThat(second.get(5, TimeUnit.SECONDS)).isTrue();
      assertThatThrownBy(() -> first.get(5, TimeUnit.SECONDS))
          .hasRootCauseMessage("planned failure");
      failing(
          stores.database(),
          () -> stores.database().inTransaction(tx -> insert(stores, tx, tenant("undone"))));
      stores.database().inTransaction(tx -> insert(stores, tx, tenant("third")));

      List<TenantRecord> all = stores.database().inReadTransaction(tx -> stores.tenants().list(tx));
      assertThat(all).extracting(t -> t.id().value()).containsExactlyInAnyOrder("second", "third");
    }
  }

  /**
   * A unit of work nested in a writer that has not run a statement yet gets its savepoint at the
   * first statement: when it throws, only its own writes are undone, at any depth, and what the
   * enclosing work writes afterwards commits.
   */
  @Test
  void aNestedUnitBegunBeforeTheFirstStatementIsUndoneAlone() {
    try (TestDatabase database = TestDatabases.sqlite()) {
      Stores stores = database.stores();
      var db = stores.database();
      db.inTransaction(
          outer -> {
            failing(db, () -> db.inTransaction(inner -> insert(stores, inner, tenant("undone-1"))));
            db.inTransaction(
                middle -> {
                  failing(
                      db,
                      () -> db.inTransaction(inner -> insert(stores, inner, tenant("undone-2"))));
                  return insert(stores, middle, tenant("kept-1"));
                });
            failing(db, () -> db.inTransaction(inner -> "no statement"));
            return insert(stores, outer, tenant("kept-2"));
          });
      db.inTransaction(
          outer ->
              db.inTransaction(
                  middle -> {
                    insert(stores, middle, tenant("kept-3"));
                    failing(
                        db,
                        () -> db.inTransaction(inner -> insert(stores, inner, tenant("undone-3"))));
                    return true;
                  }));

      List<TenantRecord> all = db.inReadTransaction(tx -> stores.tenants().list(tx));
      assertThat(all)
          .extracting(t -> t.id().value())
          .containsExactlyInAnyOrder("kept-1", "kept-2", "kept-3");
    }
  }

  /** Runs {@code unit} and then throws from inside it; the enclosing work catches the failure. */
  private static void failing(dev.sigil.store.Database db, java.util.function.Supplier<?> unit) {
    try {
      db.inTransaction(
          tx -> {
            unit.get();
            throw new IllegalStateException("planned failure");
          });
    } catch (IllegalStateException expected) {
      assertThat(expected).hasMessage("planned failure");
    }
  }

  /**
   * Writers keep one connection of their own across commits, with a larger page cache than the
   * pooled ones (SQLite empties a connection's cache whenever another connection wrote), and
   * temporary files in memory.
   */
  @Test
  void writersKeepOneConnectionWithALargerPageCache() throws SQLException {
    try (TestDatabase database = TestDatabases.sqlite()) {
      Stores stores = database.stores();
      List<SQLiteConnection> used = new ArrayList<>();
      List<String> caches = new ArrayList<>();
      List<String> tempStores = new ArrayList<>();
      for (String id : List.of("a", "b")) {
        stores
            .database()
            .inTransaction(
                tx -> {
                  insert(stores, tx, tenant(id));
                  try {
                    Connection c = JdbcTx.open(tx).connection();
                    used.add(c.unwrap(SQLiteConnection.class));
                    caches.add(pragma(c, "cache_size"));
                    tempStores.add(pragma(c, "temp_store"));
                  } catch (SQLException e) {
                    throw new IllegalStateException(e);
                  }
                  return true;
                });
      }
      assertThat(used.get(0)).isSameAs(used.get(1));
      assertThat(caches).containsOnly("-" + SqliteGroupCommit.WRITER_CACHE_KIB);
      assertThat(tempStores).containsOnly("2"); // MEMORY: statement journals stay off the disk
      try (Connection pooled = ((JdbcDatabase) stores.database()).dataSource().getConnection()) {
        assertThat(pooled.unwrap(SQLiteConnection.class)).isNotSameAs(used.get(0));
        assertThat(pragma(pooled, "cache_size")).isEqualTo("-2000");
      }
    }
  }

  /**
   * A batch's log is synced after the write lock is released: the next batch commits while the
   * first one's sync is still running, and the first batch's writer is answered only once its own
   * sync has finished. The writer connection leaves the sync to the group commit ({@code
   * synchronous=NORMAL}), and what it syncs is the database's log.
   */
  @Test
  void aBatchIsAnsweredAfterItsLogIsSyncedWhileTheNextOneRuns(@TempDir Path dir) throws Exception {
    AtomicBoolean holdNextSync = new AtomicBoolean();
    CountDownLatch held = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    List<Path> synced = Collections.synchronizedList(new ArrayList<>());
    Path file = dir.resolve("sync.db");
    JdbcDatabase db =
        database(
            file,
            wal -> {
              synced.add(wal);
              if (holdNextSync.getAndSet(false)) {
                held.countDown();
                await(release);
              }
              SqliteGroupCommit.WalSync.FDATASYNC.sync(wal);
            });
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      String synchronous =
          db.inTransaction(
              tx -> {
                execute(tx, "CREATE TABLE t (x INTEGER)");
                try {
                  return pragma(JdbcTx.open(tx).connection(), "synchronous");
                } catch (SQLException e) {
                  throw new IllegalStateException(e);
                }
              });
      assertThat(synchronous).isEqualTo("1"); // NORMAL: no sync inside the commit

      holdNextSync.set(true);
      CompletableFuture<Boolean> first =
          CompletableFuture.supplyAsync(
              () -> db.inTransaction(tx -> execute(tx, "INSERT INTO t VALUES (1)")), threads);
      assertThat(held.await(5, TimeUnit.SECONDS)).isTrue(); // committed, its sync running
      CompletableFuture<Boolean> second =
          CompletableFuture.supplyAsync(
              () -> db.inTransaction(tx -> execute(tx, "INSERT INTO t VALUES (2)")), threads);
      assertThat(second.get(2, TimeUnit.SECONDS)).isTrue(); // the lock was free meanwhile
      assertThat(first).isNotDone(); // not answered before its own sync
      release.countDown();
      assertThat(first.get(5, TimeUnit.SECONDS)).isTrue();
    } finally {
      db.close();
    }
    assertThat(synced).hasSize(3).containsOnly(Path.of(file + "-wal"));
  }

  /**
   * A failed sync fails its batch, and every later writer is refused: the log's state on disk is
   * unknown after a failed fsync. Reads go on.
   */
  @Test
  void aFailedLogSyncFailsItsBatchAndRefusesLaterWriters(@TempDir Path dir) {
    AtomicBoolean failing = new AtomicBoolean();
    JdbcDatabase db =
        database(
            dir.resolve("failing.db"),
            wal -> {
              if (failing.get()) {
                throw new IOException("injected");
              }
            });
    try {
      db.inTransaction(tx -> execute(tx, "CREATE TABLE t (x INTEGER)"));
      failing.set(true);
      assertThatThrownBy(() -> db.inTransaction(tx -> execute(tx, "INSERT INTO t VALUES (1)")))
          .isExactlyInstanceOf(StoreException.class)
          .hasMessage("transaction.commit failed");
      failing.set(false);
      assertThatThrownBy(() -> db.inTransaction(tx -> execute(tx, "INSERT INTO t VALUES (2)")))
          .isExactlyInstanceOf(StoreException.class)
          .hasMessageContaining("syncing the write-ahead log failed");
      boolean read = db.inReadTransaction(tx -> execute(tx, "SELECT count(*) FROM t"));
      assertThat(read).isTrue();
    } finally {
      db.close();
    }
  }

  /**
   * The commit leaves the checkpoint to a thread of its own: the writer connection's automatic
   * checkpoint is off, and what a writer committed still reaches the database file itself, without
   * its log, while the database stays open.
   */
  @Test
  void committedWritesAreCheckpointedBesideTheWriters(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("checkpointed.db");
    JdbcDatabase db = database(file, SqliteGroupCommit.WalSync.FDATASYNC);
    try {
      String autocheckpoint =
          db.inTransaction(
              tx -> {
                execute(tx, "CREATE TABLE t (x INTEGER)");
                execute(tx, "INSERT INTO t VALUES (7)");
                try {
                  return pragma(JdbcTx.open(tx).connection(), "wal_autocheckpoint");
                } catch (SQLException e) {
                  throw new IllegalStateException(e);
                }
              });
      assertThat(autocheckpoint).isEqualTo("0");

      Path copy = dir.resolve("copy.db"); // the database file alone, as if the log were lost
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      Optional<Long> committed = Optional.of(1L);
      Optional<Long> rows;
      // a copy taken while the checkpoint writes may be torn: look again until it holds the row
      while (true) {
        Files.copy(file, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        rows = rowsOf(copy);
        if (rows.equals(committed) || System.nanoTime() >= deadline) {
          break;
        }
        sleep(20);
      }
      assertThat(rows).contains(1L);
    } finally {
      db.close();
    }
  }

  /**
   * Writers that never pause leave no moment at which a checkpoint beside them has copied the whole
   * log, and SQLite starts the log again only after such a moment; so once the log outgrows its
   * checkpoints, a committer catches up under the lock. Without that, the log here would hold every
   * page the writers wrote.
   */
  @Test
  void aLogThatOutgrowsItsCheckpointsStaysBounded(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bounded.db");
    JdbcDatabase db =
        new JdbcDatabase(
            DataSources.open(Dialect.SQLITE, "jdbc:sqlite:" + file, 4),
            Dialect.SQLITE,
            SqliteGroupCommit.WalSync.FDATASYNC,
            64);
    int blob = 32_768; // nine pages of log per write
    // written in all: a bounded log holds what comes in between two catch-ups (here 0.2 to 0.3 s
    // of these writes, 15 to 25 % of 64 MiB), one that is not holds all of it
    long enough = 128L << 20;
    java.util.concurrent.atomic.AtomicLong writes = new java.util.concurrent.atomic.AtomicLong();
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      db.inTransaction(tx -> execute(tx, "CREATE TABLE t (x BLOB)"));
      List<java.util.concurrent.Future<?>> writers = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        writers.add(
            threads.submit(
                () -> {
                  while (writes.get() * blob < enough) {
                    db.inTransaction(
                        tx -> execute(tx, "INSERT INTO t VALUES (randomblob(" + blob + "))"));
                    writes.incrementAndGet();
                  }
                  return null;
                }));
      }
      for (java.util.concurrent.Future<?> writer : writers) {
        writer.get(120, TimeUnit.SECONDS);
      }
      long logged = Files.size(Path.of(file + "-wal"));
      assertThat(logged).as("log of %s writes", writes.get()).isLessThan(writes.get() * blob / 3);
    } finally {
      db.close();
    }
  }

  /** The rows of table t in a copy of a database file, if it is readable and has the table. */
  private static Optional<Long> rowsOf(Path copy) {
    try (Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + copy);
        Statement statement = c.createStatement();
        ResultSet result = statement.executeQuery("SELECT count(*) FROM t")) {
      return result.next() ? Optional.of(result.getLong(1)) : Optional.empty();
    } catch (SQLException e) {
      return Optional.empty(); // not there yet
    }
  }

  private static JdbcDatabase database(Path file, SqliteGroupCommit.WalSync walSync) {
    return new JdbcDatabase(
        DataSources.open(Dialect.SQLITE, "jdbc:sqlite:" + file, 4),
        Dialect.SQLITE,
        walSync,
        SqliteCheckpointer.CATCH_UP_FRAMES);
  }

  private static boolean execute(Tx tx, String sql) {
    try {
      return JdbcTx.open(tx).withStatement(sql, s -> s.execute() || true);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * A writer that inserts tenant {@code first}, counts {@code holding} down (it holds the write
   * lock then) and runs {@code whileHolding} before it commits.
   */
  private static CompletableFuture<Boolean> firstWriter(
      Stores stores, CountDownLatch holding, Runnable whileHolding, Executor executor) {
    return CompletableFuture.supplyAsync(
        () ->
            stores
                .database()
                .inTransaction(
                    tx -> {
                      stores.tenants().insert(tx, tenant("first"));
                      holding.countDown();
                      whileHolding.run();
                      return true;
                    }),
        executor);
  }

  private static void await(CountDownLatch latch) {
    try {
      if (!latch.await(10, TimeUnit.SECONDS)) {
        throw new IllegalStateException("not released");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Test
  void keepsTheEmbeddedDatabaseOwnerOnly() throws Exception {
    try (TestDatabase database = TestDatabases.sqlite()) {
      database.stores();
      Path file = database.config().dataDir().resolve(JdbcDatabases.EMBEDDED_FILE_NAME);

      assertThat(file).isRegularFile();
      if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
            .isEqualTo("rw-------");
      }
    }
  }

  @Test
  void createsAMissingDataDirectoryOwnerOnly() throws Exception {
    try (TestDatabase database = TestDatabases.sqlite()) {
      Path nested = database.config().dataDir().resolve("a/b");
      Stores stores = JdbcDatabases.open(new dev.sigil.store.StoreConfig(null, nested, 1));
      stores.database().close();

      assertThat(nested.resolve(JdbcDatabases.EMBEDDED_FILE_NAME)).isRegularFile();
      if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(nested)))
            .isEqualTo("rwx------");
      }
    }
  }

  private static String pragma(Connection connection, String name) throws SQLException {
    try (Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery("PRAGMA " + name)) {
      assertThat(result.next()).isTrue();
      return result.getString(1);
    }
  }

  private static TenantRecord tenant(String id) {
    return new TenantRecord(new TenantId(id), T0);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /**
   * Many virtual-thread writers at once, more than there are carrier threads, with a production
   * size pool, each parking inside its transaction (as a request does on a contended lock or on
   * I/O): every transaction commits. Writers waiting in SQLite's native busy handler would pin the
   * carriers, so the parked lock holder could not resume to commit, and the waiters would fail with
   * SQLITE_BUSY after the busy timeout.
   */
  @Test
  void manyVirtualThreadWritersAllCommit(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Stores stores = JdbcDatabases.open(new dev.sigil.store.StoreConfig(null, dir, 16));
    try {
      List<Thread> writers = new ArrayList<>();
      List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
      for (int w = 0; w < 64; w++) {
        TenantRecord tenant = new TenantRecord(new TenantId("writer-" + w), T0);
        writers.add(
            Thread.ofVirtual()
                .start(
                    () -> {
                      try {
                        stores.database().inTransaction(tx -> insert(stores, tx, tenant));
                      } catch (Throwable t) {
                        failures.add(t);
                      }
                    }));
      }
      for (Thread writer : writers) {
        writer.join();
      }
      assertThat(failures).isEmpty();
      assertThat(stores.database().inReadTransaction(tx -> stores.tenants().list(tx)).size())
          .isEqualTo(64);
    } finally {
      stores.database().close();
    }
  }

  /**
   * Group commit: concurrent writers share commits, yet each one's outcome is its own. A writer
   * whose work throws leaves nothing behind and does not affect the others; a writer that returned
   * is committed, visible to a fresh reader at once.
   */
  @Test
  void groupCommitKeepsEachWritersOutcomeItsOwn(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    Stores stores = JdbcDatabases.open(new dev.sigil.store.StoreConfig(null, dir, 16));
    try {
      List<Thread> writers = new ArrayList<>();
      List<String> unexpected = java.util.Collections.synchronizedList(new ArrayList<>());
      for (int w = 0; w < 48; w++) {
        TenantRecord tenant = new TenantRecord(new TenantId("w-" + w), T0);
        boolean fails = w % 4 == 0;
        writers.add(
            Thread.ofVirtual().start(() -> writeAndCheck(stores, tenant, fails, unexpected)));
      }
      for (Thread writer : writers) {
        writer.join();
      }
      assertThat(unexpected).isEmpty();
      List<TenantRecord> all = stores.database().inReadTransaction(tx -> stores.tenants().list(tx));
      assertThat(all).hasSize(36);
      assertThat(all).noneMatch(t -> Integer.parseInt(t.id().value().substring(2)) % 4 == 0);
    } finally {
      stores.database().close();
    }
  }

  private static void writeAndCheck(
      Stores stores, TenantRecord tenant, boolean fails, List<String> unexpected) {
    try {
      stores
          .database()
          .inTransaction(
              tx -> {
                insert(stores, tx, tenant);
                if (fails) {
                  throw new IllegalStateException("planned failure");
                }
                return true;
              });
      if (fails) {
        unexpected.add(tenant.id() + " returned although its work threw");
      }
      boolean visible =
          stores
              .database()
              .inReadTransaction(tx -> stores.tenants().find(tx, tenant.id()).isPresent());
      if (!visible) {
        unexpected.add(tenant.id() + " returned before its commit");
      }
    } catch (IllegalStateException planned) {
      if (!fails) {
        unexpected.add(tenant.id() + " failed: " + planned.getMessage());
      }
    } catch (RuntimeException e) {
      unexpected.add(tenant.id() + " " + e);
    }
  }

  private static boolean insert(Stores stores, dev.sigil.store.Tx tx, TenantRecord tenant) {
    stores.tenants().insert(tx, tenant);
    try {
      Thread.sleep(2);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return true;
  }
}
