package dev.sigil.server.audit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.audit.CompactRange;
import dev.sigil.audit.LeafHashes;
import dev.sigil.audit.MerkleTree;
import dev.sigil.core.TenantId;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.server.audit.AuditLog.Sequencing;
import dev.sigil.store.AuditCheckpoint;
import dev.sigil.store.AuditRecord;
import dev.sigil.store.Database;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.testing.BothDatabases;
import dev.sigil.store.testing.HeldHead;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two ways of appending to the chain (SPEC section 9): in the request's transaction, and queued
 * then chained after the commit, as on PostgreSQL. Both give the same chain, byte for byte.
 */
class AuditLogTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final Instant T0 = Instant.parse("2026-11-26T06:00:00Z");

  @TempDir Path dir;
  private KeyHierarchy keys;

  @BeforeEach
  void createTenant(Stores stores) {
    keys = new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    addTenant(stores);
  }

  private static void addTenant(Stores stores) {
    dev.sigil.store.testing.Writes.write(
        stores, tx -> stores.tenants().insert(tx, new TenantRecord(ACME, T0)));
  }

  @BothDatabases
  void queuedEventsAreChainedExactlyAsEventsAppendedInTheTransaction(Stores stores) {
    try (TestDatabase other = TestDatabases.sqlite()) {
      Stores inline = other.stores();
      addTenant(inline);
      AuditLog direct = log(inline, Sequencing.IN_TRANSACTION, 1000);
      AuditLog queued = log(stores, Sequencing.AFTER_COMMIT, 1000);

      for (int i = 0; i < 5; i++) {
        record(inline, direct, event("req-" + i));
        record(stores, queued, event("req-" + i));
      }

      List<AuditRecord> actual = assertSameChain(inline, stores, 5);
      assertThat(new String(actual.get(3).event(), java.nio.charset.StandardCharsets.UTF_8))
          .contains("\"seq\":3")
          .contains("\"requestId\":\"req-3\"");
      assertThat(queued.verify(ACME).valid()).isTrue();
    }
  }

  /** Two logs stand for two processes on one database: one chain, every event in it once. */
  @BothDatabases
  void concurrentRequestsOfTwoProcessesFormOneChainWithEveryEventOnce(Stores stores)
      throws Exception {
    twoProcesses(stores, Sequencing.AFTER_COMMIT);
  }

  /**
   * The same when each request chains its event in its own transaction while the head is free and
   * queues it otherwise (PostgreSQL's way), so that some requests do each.
   */
  @BothDatabases
  void concurrentRequestsChainingWhenTheHeadIsFreeFormOneChainWithEveryEventOnce(Stores stores)
      throws Exception {
    twoProcesses(stores, Sequencing.IN_TRANSACTION_WHEN_FREE);
  }

  private void twoProcesses(Stores stores, Sequencing sequencing) throws Exception {
    AuditLog first = log(stores, sequencing, 7);
    AuditLog second = log(stores, sequencing, 7);
    int requests = 40;
    Queue<Throwable> failures = new ConcurrentLinkedQueue<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < requests; i++) {
      AuditLog log = i % 2 == 0 ? first : second;
      AuditEvent event = event("req-" + i);
      threads.add(
          Thread.ofVirtual()
              .start(
                  () -> {
                    try {
                      record(stores, log, event);
                      assertThat(findable(stores, event.requestId()))
                          .as("chained before settle returns")
                          .isTrue();
                    } catch (Throwable t) {
                      failures.add(t);
                    }
                  }));
    }
    for (Thread t : threads) {
      t.join();
    }

    assertThat(failures).isEmpty();
    AuditLog.Verification verification = first.verify(ACME);
    assertThat(verification.valid()).isTrue();
    assertThat(verification.events()).isEqualTo(requests);
    assertThat(chain(stores, requests).stream().map(AuditRecord::requestId).distinct())
        .hasSize(requests);
    assertThat(pendingCount(stores)).isZero();
    assertCheckpointsMatchTheChain(stores, 7, requests);
  }

  /**
   * With the head free, the event is in the chain inside the request's own transaction (one commit,
   * nothing queued), byte for byte as when appended in the transaction; a tenant's first event,
   * which has no head row to lock yet, is queued and chained by its round.
   */
  @BothDatabases
  void aFreeHeadChainsTheEventInTheRequestsOwnTransaction(Stores stores) {
    try (TestDatabase other = TestDatabases.sqlite()) {
      Stores inline = other.stores();
      addTenant(inline);
      AuditLog direct = log(inline, Sequencing.IN_TRANSACTION, 3);
      AuditLog whenFree = log(stores, Sequencing.IN_TRANSACTION_WHEN_FREE, 3);

      boolean firstChained =
          stores.database().inTransaction(tx -> whenFree.append(tx, ACME, event("req-0")));
      assertThat(firstChained).as("no head row yet: queued").isFalse();
      assertThat(pendingCount(stores)).isEqualTo(1);
      whenFree.settle(ACME, "req-0");
      record(inline, direct, event("req-0"));
      for (int i = 1; i < 7; i++) {
        AuditEvent event = event("req-" + i);
        boolean inChain =
            stores
                .database()
                .inTransaction(
                    tx ->
                        whenFree.append(tx, ACME, event)
                            && stores
                                .audit()
                                .findByRequestId(tx, ACME, event.requestId())
                                .isPresent());
        assertThat(inChain).as("chained before its transaction commits").isTrue();
        assertThat(pendingCount(stores)).isZero();
        record(inline, direct, event);
      }

      assertSameChain(inline, stores, 7);
      assertThat(whenFree.verify(ACME).valid()).isTrue();
      assertCheckpointsMatchTheChain(stores, 3, 7);
    }
  }

  /**
   * While another transaction holds the head (PostgreSQL; SQLite's writers are serial), the request
   * does not wait for it: its event is queued, and its round chains it once the head is free again.
   */
  @BothDatabases
  void aHeldHeadQueuesTheEventWithoutWaitingForIt(Stores stores) throws Exception {
    Assumptions.assumeTrue(stores.database().dialect() == Database.Dialect.POSTGRESQL);
    AuditLog log = log(stores, Sequencing.IN_TRANSACTION_WHEN_FREE, 1000);
    record(stores, log, event("req-0")); // creates the head row
    boolean chained;
    try (HeldHead held = HeldHead.hold(stores, ACME)) {
      chained = stores.database().inTransaction(tx -> log.append(tx, ACME, event("req-1")));
    }

    assertThat(chained).isFalse();
    assertThat(pendingCount(stores)).isEqualTo(1);
    log.settle(ACME, "req-1");
    assertThat(findable(stores, "req-1")).isTrue();
    assertThat(pendingCount(stores)).isZero();
    assertThat(log.verify(ACME).events()).isEqualTo(2);
    assertThat(log.verify(ACME).valid()).isTrue();
  }

  /**
   * Two processes chaining when the head is free, a third of the requests rolling back after a
   * successful append, the sequencer and the checkpoint task running alongside (PostgreSQL, where
   * the mode is used): the chain has every committed event once and no rolled-back one, every
   * answered event was chained before its answer, and the checkpoints and the tree match the chain.
   */
  @BothDatabases
  void rollbacksAfterAppendsRoundsAndTasksLeaveOneMatchingChain(Stores stores) throws Exception {
    Assumptions.assumeTrue(stores.database().dialect() == Database.Dialect.POSTGRESQL);
    AuditLog first = log(stores, Sequencing.IN_TRANSACTION_WHEN_FREE, 5);
    AuditLog second = log(stores, Sequencing.IN_TRANSACTION_WHEN_FREE, 5);
    AuditCheckpoints tasks = new AuditCheckpoints(stores, keys, Clock.fixed(T0, ZoneOffset.UTC), 5);
    int requests = 300;
    Queue<Throwable> failures = new ConcurrentLinkedQueue<>();
    Queue<String> committed = new ConcurrentLinkedQueue<>();
    Queue<String> rolledBack = new ConcurrentLinkedQueue<>();
    AtomicBoolean running = new AtomicBoolean(true);
    Thread sequencer =
        Thread.ofPlatform()
            .start(
                () -> {
                  while (running.get()) {
                    try {
                      first.sequencePending();
                      second.sequencePending();
                    } catch (Throwable t) {
                      failures.add(t);
                    }
                  }
                });
    List<Thread> threads = new ArrayList<>();
    AtomicInteger next = new AtomicInteger();
    for (int w = 0; w < 8; w++) {
      threads.add(
          Thread.ofPlatform()
              .start(
                  () -> {
                    int i;
                    while ((i = next.getAndIncrement()) < requests) {
                      AuditLog log = i % 2 == 0 ? first : second;
                      AuditEvent event = event("req-" + i);
                      boolean rollBack = i % 3 == 0;
                      try {
                        if (rollBack) {
                          try {
                            stores
                                .database()
                                .inTransaction(
                                    tx -> {
                                      log.append(tx, ACME, event);
                                      throw new IllegalArgumentException("rolled back");
                                    });
                          } catch (IllegalArgumentException expected) {
                            rolledBack.add(event.requestId());
                          }
                        } else {
                          record(stores, log, event);
                          committed.add(event.requestId());
                          if (!findable(stores, event.requestId())) {
                            failures.add(new AssertionError("answered unchained " + i));
                          }
                        }
                        if (i % 50 == 0) {
                          tasks.checkpointMovedLogs();
                        }
                      } catch (Throwable t) {
                        failures.add(t);
                      }
                    }
                  }));
    }
    for (Thread t : threads) {
      t.join();
    }
    running.set(false);
    sequencer.join();

    assertThat(failures).isEmpty();
    AuditLog.Verification verification = first.verify(ACME);
    assertThat(verification.valid()).isTrue();
    assertThat(verification.events()).isEqualTo(committed.size());
    List<String> ids = chain(stores, 10_000).stream().map(AuditRecord::requestId).toList();
    assertThat(ids).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(committed);
    assertThat(ids).doesNotContainAnyElementsOf(rolledBack);
    assertThat(pendingCount(stores)).isZero();
    LeafHashes leaves = assertCheckpointRootsMatchTheChain(stores, ids.size());
    var tree = stores.database().inReadTransaction(tx -> stores.checkpoints().tree(tx, ACME));
    assertThat(tree.size()).isEqualTo(ids.size());
    assertThat(CompactRange.root(tree.compactRange()))
        .isEqualTo(MerkleTree.root(leaves, ids.size()));
  }

  /** A crash between a request's commit and its round leaves the event queued, not lost. */
  @BothDatabases
  void anEventLeftQueuedIsChainedByTheNextRound(Stores stores) {
    AuditLog log = log(stores, Sequencing.AFTER_COMMIT, 3);
    for (int i = 0; i < 7; i++) {
      AuditEvent event = event("crashed-" + i);
      stores.database().inTransaction(tx -> appendIn(log, tx, event)); // no settle: "crash"
    }
    assertThat(findable(stores, "crashed-0")).isFalse();
    assertThat(pendingCount(stores)).isEqualTo(7);

    assertThat(log.sequencePending()).isEqualTo(7);

    assertThat(pendingCount(stores)).isZero();
    assertThat(log.sequencePending()).isZero();
    assertThat(log.verify(ACME).events()).isEqualTo(7);
    assertThat(log.verify(ACME).valid()).isTrue();
    assertCheckpointsMatchTheChain(stores, 3, 7);

    // a request's own round takes whatever else is queued along
    stores.database().inTransaction(tx -> appendIn(log, tx, event("crashed-7")));
    record(stores, log, event("next"));
    assertThat(findable(stores, "crashed-7")).isTrue();
    assertThat(log.verify(ACME).events()).isEqualTo(9);
  }

  /**
   * A tenant whose queued events cannot be chained (here one that is no JSON) does not hold up
   * another tenant's: the sequencer logs the failure and goes on (SPEC section 9: every call leaves
   * its event; tenants are isolated).
   */
  @BothDatabases
  void oneTenantsFailingRoundDoesNotHoldUpAnothers(Stores stores) {
    TenantId zeta = new TenantId("zeta");
    dev.sigil.store.testing.Writes.write(
        stores, tx -> stores.tenants().insert(tx, new TenantRecord(zeta, T0)));
    AuditLog log = log(stores, Sequencing.AFTER_COMMIT, 1000);
    stores
        .database()
        .inTransaction(
            tx -> {
              stores
                  .audit()
                  .addPending(
                      tx,
                      new dev.sigil.store.PendingAuditEvent(
                          ACME, "broken", T0, "POST /v1/tokenize", new byte[] {'[', '1'}));
              log.append(tx, zeta, event("zeta-1"));
              return null;
            });

    assertThat(log.sequencePending()).isEqualTo(1); // acme's round fails first, zeta's runs

    assertThat(log.verify(zeta).events()).isEqualTo(1);
    assertThat(log.verify(zeta).valid()).isTrue();
    assertThat(pendingCount(stores)).isEqualTo(1); // acme's event stays queued, not lost
    assertThat(log.verify(ACME).events()).isZero();
  }

  @BothDatabases
  void aRolledBackRequestLeavesNothingToChain(Stores stores) {
    AuditLog log = log(stores, Sequencing.AFTER_COMMIT, 1000);
    try {
      stores
          .database()
          .inTransaction(
              tx -> {
                appendIn(log, tx, event("rolled-back"));
                throw new IllegalStateException("the request failed");
              });
    } catch (IllegalStateException expected) {
      // its effects and its event are undone together
    }
    log.settle(ACME, "rolled-back");

    assertThat(findable(stores, "rolled-back")).isFalse();
    assertThat(log.verify(ACME).events()).isZero();
  }

  private AuditLog log(Stores stores, Sequencing sequencing, long checkpointEvery) {
    Clock clock = Clock.fixed(T0, ZoneOffset.UTC);
    return new AuditLog(
        stores, new AuditCheckpoints(stores, keys, clock, checkpointEvery), clock, sequencing);
  }

  private static Void appendIn(AuditLog log, dev.sigil.store.Tx tx, AuditEvent event) {
    log.append(tx, ACME, event);
    return null;
  }

  /** As a request does: append in a transaction, then settle unless the event is chained. */
  private static void record(Stores stores, AuditLog log, AuditEvent event) {
    boolean chained = stores.database().inTransaction(tx -> log.append(tx, ACME, event));
    if (!chained) {
      log.settle(ACME, event.requestId());
    }
  }

  /**
   * Asserts that {@code actual}'s chain of ACME is {@code size} events long and, seq by seq, the
   * same events and hashes as {@code expected}'s; answers it.
   */
  private static List<AuditRecord> assertSameChain(Stores expected, Stores actual, int size) {
    List<AuditRecord> want = chain(expected, size);
    List<AuditRecord> got = chain(actual, size);
    assertThat(got).hasSize(size);
    for (int i = 0; i < size; i++) {
      assertThat(got.get(i).seq()).isEqualTo(i);
      assertThat(got.get(i).event()).isEqualTo(want.get(i).event());
      assertThat(got.get(i).hash()).isEqualTo(want.get(i).hash());
    }
    return got;
  }

  private static AuditEvent event(String requestId) {
    return new AuditEvent(
        requestId,
        null,
        "cred-1",
        "POST /v1/tokenize",
        AuditEvent.Outcome.OK,
        200,
        null,
        Map.of("items", 3, "dataTypes", List.of("email", "phone")));
  }

  private static List<AuditRecord> chain(Stores stores, int limit) {
    return stores.database().inReadTransaction(tx -> stores.audit().range(tx, ACME, 0, limit));
  }

  private static boolean findable(Stores stores, String requestId) {
    return stores
        .database()
        .inReadTransaction(tx -> stores.audit().findByRequestId(tx, ACME, requestId))
        .isPresent();
  }

  private static int pendingCount(Stores stores) {
    return stores
        .database()
        .inReadTransaction(tx -> stores.audit().pending(tx, ACME, 10_000))
        .size();
  }

  /** A checkpoint at every multiple of {@code every}, each with the root of that prefix. */
  private static void assertCheckpointsMatchTheChain(Stores stores, long every, int size) {
    List<AuditCheckpoint> signed =
        stores.database().inReadTransaction(tx -> stores.checkpoints().upTo(tx, ACME, size));
    assertThat(signed.stream().map(AuditCheckpoint::size).toList())
        .isEqualTo(
            java.util.stream.LongStream.rangeClosed(1, size / every)
                .map(n -> n * every)
                .boxed()
                .toList());
    assertCheckpointRootsMatchTheChain(stores, size);
  }

  /** Each checkpoint up to {@code size} has the root of its prefix; answers the chain's leaves. */
  private static LeafHashes assertCheckpointRootsMatchTheChain(Stores stores, int size) {
    List<AuditCheckpoint> signed =
        stores.database().inReadTransaction(tx -> stores.checkpoints().upTo(tx, ACME, size));
    LeafHashes leaves =
        LeafHashes.of(
            chain(stores, size).stream().map(r -> MerkleTree.leafHash(r.event())).toList());
    for (AuditCheckpoint checkpoint : signed) {
      assertThat(checkpoint.root()).isEqualTo(MerkleTree.root(leaves, checkpoint.size()));
    }
    return leaves;
  }
}
