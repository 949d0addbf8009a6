package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sigil.core.TenantId;
import dev.sigil.store.Database;
import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.StoreException;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.Tx;
import dev.sigil.store.testing.BothDatabases;
import dev.sigil.store.testing.TestDatabase;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/** The transaction boundary of {@link Database}, run against both dialects. */
class DatabaseContractTest {
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");

  @BothDatabases
  void reportsItsDialect(TestDatabase database) {
    assertThat(database.stores().database().dialect()).isEqualTo(database.dialect());
  }

  @BothDatabases
  void returnsWhatTheWorkReturns(Stores stores) {
    String result = stores.database().inTransaction(tx -> "result");

    assertThat(result).isEqualTo("result");
  }

  @BothDatabases
  void commitsWhenTheWorkReturns(Stores stores) {
    stores.database().inTransaction(tx -> insert(stores, tx, "acme"));

    assertThat(exists(stores, "acme")).isTrue();
  }

  @BothDatabases
  void rollsBackAndRethrowsTheSameRuntimeException(Stores stores) {
    IllegalStateException failure = new IllegalStateException("work failed");

    assertThatThrownBy(
            () ->
                stores
                    .database()
                    .inTransaction(
                        tx -> {
                          insert(stores, tx, "acme");
                          throw failure;
                        }))
        .isSameAs(failure);
    assertThat(exists(stores, "acme")).isFalse();
  }

  @BothDatabases
  void rollsBackAndRethrowsTheSameError(Stores stores) {
    AssertionError failure = new AssertionError("work failed");

    assertThatThrownBy(
            () ->
                stores
                    .database()
                    .inTransaction(
                        tx -> {
                          insert(stores, tx, "acme");
                          throw failure;
                        }))
        .isSameAs(failure);
    assertThat(exists(stores, "acme")).isFalse();
  }

  @BothDatabases
  void readTransactionSeesCommittedDataAndDoesNotWaitForAWriter(Stores stores) throws Exception {
    stores.database().inTransaction(tx -> insert(stores, tx, "acme"));
    var writerHolds = new java.util.concurrent.CountDownLatch(1);
    var release = new java.util.concurrent.CountDownLatch(1);
    Thread writer =
        Thread.ofVirtual()
            .start(
                () ->
                    stores
                        .database()
                        .inTransaction(
                            tx -> {
                              insert(stores, tx, "globex");
                              writerHolds.countDown();
                              await(release);
                              return null;
                            }));
    writerHolds.await();
    try {
      long start = System.nanoTime();
      boolean acme = stores.database().inReadTransaction(tx -> lookup(stores, tx, "acme"));
      boolean globex = stores.database().inReadTransaction(tx -> lookup(stores, tx, "globex"));
      assertThat(acme).isTrue();
      assertThat(globex).as("uncommitted write is invisible").isFalse();
      assertThat(System.nanoTime() - start).isLessThan(5_000_000_000L);
    } finally {
      release.countDown();
      writer.join();
    }
    assertThat(exists(stores, "globex")).isTrue();
  }

  private static boolean lookup(Stores stores, Tx tx, String id) {
    return stores.tenants().find(tx, new TenantId(id)).isPresent();
  }

  private static void await(java.util.concurrent.CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @BothDatabases
  void nestedWorkJoinsUnderASavepoint(Stores stores) {
    boolean seenInside =
        stores
            .database()
            .inTransaction(
                tx -> {
                  insert(stores, tx, "outer");
                  stores.database().inTransaction(inner -> insert(stores, inner, "inner-ok"));
                  catchThrowable(
                      () ->
                          stores
                              .database()
                              .inTransaction(
                                  inner -> {
                                    insert(stores, inner, "inner-failed");
                                    throw new IllegalStateException("inner work failed");
                                  }));
                  // a failed statement inside the savepoint does not poison the outer transaction
                  Throwable fk =
                      catchThrowable(
                          () ->
                              stores
                                  .database()
                                  .inTransaction(
                                      inner -> {
                                        stores.credentials().insert(inner, orphanCredential());
                                        return true;
                                      }));
                  assertThat(fk).isInstanceOf(StoreException.class);
                  return stores
                      .database()
                      .inReadTransaction(inner -> lookup(stores, inner, "inner-ok"));
                });
    assertThat(seenInside).as("joined reads see the transaction's own writes").isTrue();
    assertThat(exists(stores, "outer")).isTrue();
    assertThat(exists(stores, "inner-ok")).isTrue();
    assertThat(exists(stores, "inner-failed")).isFalse();
  }

  /** Work in the enclosing transaction (no savepoint) commits with it. */
  @BothDatabases
  void enclosedWorkCommitsWithTheEnclosingTransaction(Stores stores) {
    stores
        .database()
        .inTransaction(
            tx -> {
              insert(stores, tx, "outer");
              return stores
                  .database()
                  .inEnclosingTransaction(inner -> insert(stores, inner, "inner"));
            });

    assertThat(exists(stores, "outer")).isTrue();
    assertThat(exists(stores, "inner")).isTrue();
  }

  /**
   * Work in the enclosing transaction that throws cannot be undone alone: the enclosing transaction
   * does not commit, even when its work caught the failure and returned.
   */
  @BothDatabases
  void aFailureOfEnclosedWorkKeepsTheTransactionFromCommitting(Stores stores) {
    Throwable failure =
        catchThrowable(
            () ->
                stores
                    .database()
                    .inTransaction(
                        tx -> {
                          insert(stores, tx, "outer");
                          catchThrowable(
                              () ->
                                  stores
                                      .database()
                                      .inEnclosingTransaction(
                                          inner -> {
                                            insert(stores, inner, "inner");
                                            throw new IllegalStateException("inner work failed");
                                          }));
                          return true;
                        }));

    assertThat(failure).isInstanceOf(StoreException.class);
    assertThat(exists(stores, "outer")).isFalse();
    assertThat(exists(stores, "inner")).isFalse();
  }

  /** Without a transaction open, enclosed work has one of its own. */
  @BothDatabases
  void enclosedWorkWithoutATransactionHasItsOwn(Stores stores) {
    IllegalStateException thrown = new IllegalStateException("work failed");
    assertThatThrownBy(
            () ->
                stores
                    .database()
                    .inEnclosingTransaction(
                        tx -> {
                          insert(stores, tx, "alone");
                          throw thrown;
                        }))
        .isSameAs(thrown);
    assertThat(exists(stores, "alone")).isFalse();

    stores.database().inEnclosingTransaction(tx -> insert(stores, tx, "alone"));
    assertThat(exists(stores, "alone")).isTrue();
  }

  /** A joined read takes no savepoint: a statement of it that fails fails the whole unit. */
  @BothDatabases
  void aFailedReadJoiningATransactionKeepsItFromCommitting(Stores stores) {
    Throwable failure =
        catchThrowable(
            () ->
                stores
                    .database()
                    .inTransaction(
                        tx -> {
                          insert(stores, tx, "before-read");
                          catchThrowable(
                              () ->
                                  stores
                                      .database()
                                      .inReadTransaction(
                                          inner ->
                                              Sql.list(
                                                  inner,
                                                  "test.badRead",
                                                  "SELECT nothing FROM no_such_table",
                                                  s -> {},
                                                  row -> 1)));
                          return true;
                        }));
    assertThat(failure).isInstanceOf(StoreException.class);
    assertThat(exists(stores, "before-read")).isFalse();
  }

  @BothDatabases
  void nestedWorkRollsBackWithTheEnclosingTransaction(Stores stores) {
    catchThrowable(
        () ->
            stores
                .database()
                .inTransaction(
                    tx -> {
                      stores.database().inTransaction(inner -> insert(stores, inner, "inner"));
                      throw new IllegalStateException("outer work failed");
                    }));
    assertThat(exists(stores, "inner")).isFalse();
  }

  /** Every failed transaction must give its connection back: more failures than connections. */
  @BothDatabases
  void staysUsableAfterManyFailedTransactions(TestDatabase database) {
    Stores stores = database.stores();
    Database db = stores.database();
    db.inTransaction(tx -> insert(stores, tx, "acme"));

    for (int i = 0; i < 3 * database.config().maxPoolSize(); i++) {
      assertThatThrownBy(() -> db.inTransaction(tx -> insert(stores, tx, "acme")))
          .isInstanceOf(DuplicateKeyException.class);
      assertThatThrownBy(
              () ->
                  db.inTransaction(
                      tx ->
                          db.inTransaction(
                              inner -> {
                                throw new IllegalStateException("nested failure");
                              })))
          .isInstanceOf(IllegalStateException.class);
      assertThatThrownBy(() -> db.inTransaction(tx -> plainInsert(tx, "acme")))
          .isInstanceOf(DuplicateKeyException.class);
    }

    boolean inserted = db.inTransaction(tx -> insert(stores, tx, "beta"));
    assertThat(inserted).isTrue();
    assertThat(db.ping()).isTrue();
  }

  @BothDatabases
  void refusesATxUsedAfterItsTransaction(Stores stores) {
    AtomicReference<Tx> kept = new AtomicReference<>();
    stores.database().inTransaction(tx -> kept.getAndSet(tx) == null);

    assertThatThrownBy(() -> stores.tenants().list(kept.get()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("transaction has ended");
  }

  /** Translation of a unique violation the statement itself raised (no ON CONFLICT clause). */
  @BothDatabases
  void turnsAUniqueViolationIntoADuplicateKeyThatNamesNoValue(Stores stores) {
    String secretId = "secret-tenant-id";
    stores.database().inTransaction(tx -> plainInsert(tx, secretId));

    Throwable thrown =
        catchThrowable(() -> stores.database().inTransaction(tx -> plainInsert(tx, secretId)));

    assertThat(thrown)
        .isInstanceOf(DuplicateKeyException.class)
        .hasMessage("test.insert failed: key exists");
    assertNoMessageContains(thrown, secretId);
  }

  /**
   * PostgreSQL aborts a transaction when one of its statements fails, and answers its COMMIT with a
   * silent rollback. Both dialects therefore refuse to commit work that caught such a failure.
   */
  @BothDatabases
  void refusesToCommitWorkThatSwallowedAFailedStatement(Stores stores) {
    Throwable thrown =
        catchThrowable(
            () ->
                stores
                    .database()
                    .inTransaction(
                        tx -> {
                          insert(stores, tx, "secret-tenant-id");
                          assertThatThrownBy(() -> plainInsert(tx, "secret-tenant-id"))
                              .isInstanceOf(DuplicateKeyException.class);
                          return true;
                        }));

    assertThat(thrown)
        .isExactlyInstanceOf(StoreException.class)
        .hasMessageStartingWith("transaction.commit failed");
    assertNoMessageContains(thrown, "secret-tenant-id");
    assertThat(exists(stores, "secret-tenant-id")).isFalse();
  }

  @BothDatabases
  void migratesOnlyOnceWhenOpenedAgain(TestDatabase database) {
    Stores first = database.stores();
    first.database().inTransaction(tx -> insert(first, tx, "acme"));

    List<Stores> reopened = new ArrayList<>();
    try {
      reopened.add(JdbcDatabases.open(database.config()));
      reopened.add(JdbcDatabases.open(database.config()));
      Stores again = reopened.getLast();
      assertThat(exists(again, "acme")).isTrue();
      int applied = again.database().inTransaction(DatabaseContractTest::migrationCount);
      assertThat(applied).isEqualTo(8); // V1-V6 and V8 in SQL, V7 in Java (RecordFieldsMigration)
    } finally {
      reopened.forEach(stores -> stores.database().close());
    }
  }

  /**
   * A database migrated by a newer version is refused at start-up: an older build does not know its
   * schema (migration 7 dropped a table that earlier builds write to).
   */
  @BothDatabases
  void refusesADatabaseMigratedByANewerVersion(TestDatabase database) {
    Stores first = database.stores();
    first
        .database()
        .inTransaction(
            tx ->
                Sql.update(
                    tx,
                    "test.futureMigration",
                    "INSERT INTO flyway_schema_history (installed_rank, version, description, type,"
                        + " script, checksum, installed_by, execution_time, success)"
                        + " VALUES (99, '99', 'future', 'SQL', 'V99__future.sql', 0, 'test', 0,"
                        + " true)",
                    s -> {}));

    assertThatThrownBy(() -> JdbcDatabases.open(database.config()))
        .isInstanceOf(StoreException.class)
        .hasMessage("database migration failed");
  }

  @BothDatabases
  void answersPingUntilClosed(TestDatabase database) {
    Stores stores = JdbcDatabases.open(database.config());
    assertThat(stores.database().ping()).isTrue();

    stores.database().close();

    assertThat(stores.database().ping()).isFalse();
  }

  private static dev.sigil.store.CredentialRecord orphanCredential() {
    return new dev.sigil.store.CredentialRecord(
        new dev.sigil.core.CredentialId("aaaaaaaaaaaaaaaaaaaa"),
        new TenantId("nobody"),
        "orphan",
        java.util.Set.of(),
        new byte[] {1},
        false,
        T0,
        null,
        null);
  }

  private static boolean insert(Stores stores, Tx tx, String id) {
    stores.tenants().insert(tx, new TenantRecord(new TenantId(id), T0));
    return true;
  }

  private static void assertNoMessageContains(Throwable thrown, String value) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      assertThat(String.valueOf(t.getMessage())).doesNotContain(value);
    }
  }

  private static boolean exists(Stores stores, String id) {
    return stores
        .database()
        .inTransaction(tx -> stores.tenants().find(tx, new TenantId(id)))
        .isPresent();
  }

  private static int plainInsert(Tx tx, String id) {
    return Sql.update(
        tx,
        "test.insert",
        "INSERT INTO tenants (id, created_at) VALUES (?, ?)",
        s -> {
          s.setString(1, id);
          s.setLong(2, 0);
        });
  }

  private static int migrationCount(Tx tx) {
    return Sql.one(
            tx,
            "test.migrations",
            "SELECT COUNT(*) FROM flyway_schema_history WHERE success",
            s -> {},
            row -> row.getInt(1))
        .orElseThrow();
  }
}
