package dev.sigil.store;

import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.testing.BothDatabases;
import dev.sigil.store.testing.HeldHead;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeEach;

class AuditStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId BETA = new TenantId("beta");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");
  private static final byte[] ZERO_HASH = new byte[32];

  @BeforeEach
  void createTenants(Stores stores) {
    write(
        stores,
        tx -> {
          stores.tenants().insert(tx, new TenantRecord(ACME, T0));
          stores.tenants().insert(tx, new TenantRecord(BETA, T0));
        });
  }

  @BothDatabases
  void roundTripsEveryField(Stores stores) {
    byte[] json = new byte[16 * 1024];
    new Random(7).nextBytes(json);
    byte[] hash = new byte[32];
    new Random(8).nextBytes(hash);
    AuditRecord event = new AuditRecord(ACME, 0, "req-0", T0, "tokens.create", json, hash);

    append(stores, event);

    AuditRecord found = read(stores, tx -> stores.audit().range(tx, ACME, 0, 10)).getFirst();
    assertSameEvent(found, event);
    assertSameEvent(
        read(stores, tx -> stores.audit().findByRequestId(tx, ACME, "req-0")).orElseThrow(), event);
  }

  @BothDatabases
  void headIsEmptyUntilTheFirstAppendThenMovesWithEachEvent(Stores stores) {
    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 0, ZERO_HASH);
    assertHead(read(stores, tx -> stores.audit().lockHead(tx, ACME)), 0, ZERO_HASH);

    append(stores, event(ACME, 0));
    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 1, hashOf(0));
    append(stores, event(ACME, 1));

    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 2, hashOf(1));
    assertHead(read(stores, tx -> stores.audit().lockHead(tx, ACME)), 2, hashOf(1));
    assertHead(read(stores, tx -> stores.audit().head(tx, BETA)), 0, ZERO_HASH);
  }

  /**
   * A try-lock never waits and never fails the transaction: empty without a head row, and on
   * PostgreSQL empty while another transaction holds the lock (SQLite's writers are serial).
   */
  @BothDatabases
  void tryLockHeadAnswersEmptyWithoutARowOrWhileAnotherTransactionHoldsTheLock(Stores stores)
      throws Exception {
    Optional<AuditHead> noRow = read(stores, tx -> stores.audit().tryLockHead(tx, ACME));
    assertThat(noRow).isEmpty();
    append(stores, event(ACME, 0));
    assertHead(
        read(stores, tx -> stores.audit().tryLockHead(tx, ACME)).orElseThrow(), 1, hashOf(0));
    if (stores.database().dialect() != Database.Dialect.POSTGRESQL) {
      return;
    }
    try (HeldHead held = HeldHead.hold(stores, ACME)) {
      Optional<AuditHead> whileHeld =
          stores
              .database()
              .inTransaction(
                  tx -> {
                    Optional<AuditHead> head = stores.audit().tryLockHead(tx, ACME);
                    stores
                        .audit()
                        .findByRequestId(tx, ACME, "req-0"); // the transaction still works
                    return head;
                  });
      assertThat(whileHeld).isEmpty();
    }
    Optional<AuditHead> released = read(stores, tx -> stores.audit().tryLockHead(tx, ACME));
    assertThat(released).isPresent();
  }

  @BothDatabases
  void refusesAnAppendWhoseSeqIsNotTheHeadsSizeAndChangesNothing(Stores stores) {
    append(stores, event(ACME, 0));

    for (long wrong : new long[] {0, 2, 5}) {
      assertThatThrownBy(() -> append(stores, event(ACME, wrong)))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage("audit.append failed: seq is not the head's size");
    }
    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 1, hashOf(0));
    assertThat(events(stores, tx -> stores.audit().range(tx, ACME, 0, 10))).hasSize(1);
  }

  /**
   * An append whose seqs do not continue the head has its events inserted before the head refuses
   * to move; the transaction then cannot commit, even when its caller caught the failure.
   */
  @BothDatabases
  void aRefusedAppendLeavesNothingEvenWhenItsFailureIsCaught(Stores stores) {
    append(stores, event(ACME, 0));

    assertThatThrownBy(
            () ->
                write(
                    stores,
                    tx -> {
                      stores.audit().lockHead(tx, ACME);
                      assertThatThrownBy(() -> stores.audit().append(tx, event(ACME, 5)))
                          .isInstanceOf(IllegalStateException.class)
                          .hasMessage("audit.append failed: seq is not the head's size");
                    }))
        .isInstanceOf(StoreException.class)
        .hasMessageContaining("transaction.commit failed");
    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 1, hashOf(0));
    assertThat(events(stores, tx -> stores.audit().range(tx, ACME, 0, 10))).hasSize(1);
  }

  @BothDatabases
  void refusesAnAppendWithoutAHead(Stores stores) {
    assertThatThrownBy(() -> write(stores, tx -> stores.audit().append(tx, event(ACME, 0))))
        .isInstanceOf(IllegalStateException.class);
    assertThat(events(stores, tx -> stores.audit().range(tx, ACME, 0, 10))).isEmpty();
  }

  @BothDatabases
  void refusesADuplicateRequestIdInATenantAndKeepsTheHead(Stores stores) {
    append(stores, event(ACME, 0));
    AuditRecord again = new AuditRecord(ACME, 1, "req-0", T0, "other", new byte[] {1}, hashOf(9));

    assertThatThrownBy(
            () ->
                write(
                    stores,
                    tx -> {
                      stores.audit().lockHead(tx, ACME);
                      try {
                        stores.audit().append(tx, again);
                      } finally {
                        // The failed append left the head as it was, within the transaction too.
                        assertHead(stores.audit().head(tx, ACME), 1, hashOf(0));
                      }
                    }))
        .isInstanceOf(DuplicateKeyException.class)
        .hasMessage("audit.append failed: key exists");
    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 1, hashOf(0));
    append(stores, new AuditRecord(BETA, 0, "req-0", T0, "op", new byte[] {1}, hashOf(0)));
  }

  @BothDatabases
  void refusesAnEventOfAnUnknownTenant(Stores stores) {
    assertThatThrownBy(
            () -> write(stores, tx -> stores.audit().lockHead(tx, new TenantId("nobody"))))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("audit.lockHead failed");
  }

  @BothDatabases
  void findsEventsByRequestIdWithinTheTenantOnly(Stores stores) {
    appendAll(stores, ACME, 3);

    assertThat(found(stores, tx -> stores.audit().findByRequestId(tx, ACME, "req-2")))
        .get()
        .extracting(AuditRecord::seq)
        .isEqualTo(2L);
    assertThat(found(stores, tx -> stores.audit().findByRequestId(tx, BETA, "req-2"))).isEmpty();
    assertThat(found(stores, tx -> stores.audit().findByRequestId(tx, ACME, "req-9"))).isEmpty();
  }

  @BothDatabases
  void pagesThroughARangeFromAnInclusiveSeq(Stores stores) {
    appendAll(stores, ACME, 5);
    appendAll(stores, BETA, 2);

    assertThat(seqs(read(stores, tx -> stores.audit().range(tx, ACME, 0, 2))))
        .containsExactly(0L, 1L);
    assertThat(seqs(read(stores, tx -> stores.audit().range(tx, ACME, 2, 2))))
        .containsExactly(2L, 3L);
    assertThat(seqs(read(stores, tx -> stores.audit().range(tx, ACME, 4, 2)))).containsExactly(4L);
    assertThat(events(stores, tx -> stores.audit().range(tx, ACME, 5, 2))).isEmpty();
    assertThatThrownBy(() -> read(stores, tx -> stores.audit().range(tx, ACME, 0, 0)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @BothDatabases
  void pagesByTimeWithAnInclusiveStartAndExclusiveEnd(Stores stores) {
    appendAll(stores, ACME, 6); // event i happens at T0 + i seconds
    Instant from = T0.plusSeconds(1);
    Instant to = T0.plusSeconds(5);

    assertThat(seqs(read(stores, tx -> stores.audit().byTime(tx, ACME, from, to, -1, 2))))
        .containsExactly(1L, 2L);
    assertThat(seqs(read(stores, tx -> stores.audit().byTime(tx, ACME, from, to, 2, 2))))
        .containsExactly(3L, 4L);
    assertThat(events(stores, tx -> stores.audit().byTime(tx, ACME, from, to, 4, 2))).isEmpty();
    assertThat(events(stores, tx -> stores.audit().byTime(tx, BETA, from, to, -1, 2))).isEmpty();
    assertThat(
            seqs(
                read(
                    stores,
                    tx -> stores.audit().byTime(tx, ACME, from, from.plusMillis(1), -1, 9))))
        .containsExactly(1L);
  }

  @BothDatabases
  void pagesByOperationAfterAnExclusiveSeq(Stores stores) {
    appendAll(stores, ACME, 7); // even seqs are "op.even", odd ones "op.odd"

    assertThat(seqs(read(stores, tx -> stores.audit().byOperation(tx, ACME, "op.even", -1, 2))))
        .containsExactly(0L, 2L);
    assertThat(seqs(read(stores, tx -> stores.audit().byOperation(tx, ACME, "op.even", 2, 2))))
        .containsExactly(4L, 6L);
    assertThat(events(stores, tx -> stores.audit().byOperation(tx, ACME, "op.even", 6, 2)))
        .isEmpty();
    assertThat(seqs(read(stores, tx -> stores.audit().byOperation(tx, ACME, "op.odd", 0, 9))))
        .containsExactly(1L, 3L, 5L);
    assertThat(events(stores, tx -> stores.audit().byOperation(tx, BETA, "op.odd", -1, 9)))
        .isEmpty();
  }

  /** No fork in the chain: appenders in their own transactions each get the next seq. */
  @BothDatabases
  void concurrentAppendersSerializeWithoutGapsOrDuplicates(Stores stores) throws Exception {
    int appenders = 8;
    Queue<Throwable> failures = new ConcurrentLinkedQueue<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < appenders; i++) {
      String requestId = "req-" + i;
      threads.add(
          Thread.ofVirtual()
              .start(
                  () -> {
                    try {
                      write(
                          stores,
                          tx -> {
                            AuditHead head = stores.audit().lockHead(tx, ACME);
                            byte[] next = head.hash();
                            next[0]++;
                            stores
                                .audit()
                                .append(
                                    tx,
                                    new AuditRecord(
                                        ACME, head.size(), requestId, T0, "op", head.hash(), next));
                          });
                    } catch (Throwable t) {
                      failures.add(t);
                    }
                  }));
    }
    for (Thread t : threads) {
      t.join();
    }

    assertThat(failures).isEmpty();
    List<AuditRecord> events = read(stores, tx -> stores.audit().range(tx, ACME, 0, 100));
    assertThat(seqs(events)).containsExactly(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
    for (AuditRecord event : events) {
      // Each event saw the hash its predecessor wrote: the chain is linear.
      assertThat(event.event()[0]).isEqualTo((byte) event.seq());
      assertThat(event.hash()[0]).isEqualTo((byte) (event.seq() + 1));
    }
    assertHead(
        read(stores, tx -> stores.audit().head(tx, ACME)), appenders, events.getLast().hash());
  }

  @BothDatabases
  void appendsManyEventsWithOneHeadMove(Stores stores) {
    append(stores, event(ACME, 0));

    write(
        stores,
        tx -> {
          stores.audit().lockHead(tx, ACME);
          stores
              .audit()
              .appendAll(tx, ACME, List.of(event(ACME, 1), event(ACME, 2), event(ACME, 3)));
          stores.audit().appendAll(tx, ACME, List.of());
        });

    assertThat(seqs(read(stores, tx -> stores.audit().range(tx, ACME, 0, 10))))
        .containsExactly(0L, 1L, 2L, 3L);
    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 4, hashOf(3));
  }

  @BothDatabases
  void refusesABatchWithAGapOrAnotherTenantsEventAndChangesNothing(Stores stores) {
    append(stores, event(ACME, 0));

    assertThatThrownBy(
            () ->
                write(
                    stores,
                    tx -> {
                      stores.audit().lockHead(tx, ACME);
                      stores.audit().appendAll(tx, ACME, List.of(event(ACME, 1), event(ACME, 3)));
                    }))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("audit.append failed: seq is not the head's size");
    assertThatThrownBy(
            () ->
                write(
                    stores,
                    tx -> {
                      stores.audit().lockHead(tx, ACME);
                      stores.audit().appendAll(tx, ACME, List.of(event(BETA, 1)));
                    }))
        .isInstanceOf(IllegalArgumentException.class);
    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 1, hashOf(0));
    assertThat(events(stores, tx -> stores.audit().range(tx, ACME, 0, 10))).hasSize(1);
  }

  /** A batch whose last event clashes must not leave its first events in the chain. */
  @BothDatabases
  void aBatchWithADuplicateRequestIdFailsAsAWhole(Stores stores) {
    append(stores, event(ACME, 0));
    AuditRecord clash = new AuditRecord(ACME, 2, "req-0", T0, "op", new byte[] {1}, hashOf(2));

    assertThatThrownBy(
            () ->
                write(
                    stores,
                    tx -> {
                      stores.audit().lockHead(tx, ACME);
                      stores.audit().appendAll(tx, ACME, List.of(event(ACME, 1), clash));
                    }))
        .isInstanceOf(StoreException.class);

    assertHead(read(stores, tx -> stores.audit().head(tx, ACME)), 1, hashOf(0));
    assertThat(seqs(read(stores, tx -> stores.audit().range(tx, ACME, 0, 10)))).containsExactly(0L);
  }

  @BothDatabases
  void queuesPendingEventsPerTenantOldestFirstUntilRemoved(Stores stores) {
    assertThat(withPending(stores)).isEmpty();
    PendingAuditEvent first = pending(ACME, "req-b", 1);
    PendingAuditEvent second = pending(ACME, "req-a", 2);
    PendingAuditEvent third = pending(ACME, "req-c", 3);
    for (PendingAuditEvent event : List.of(first, second, third, pending(BETA, "req-b", 4))) {
      write(stores, tx -> stores.audit().addPending(tx, event));
    }

    assertThat(pendingOf(stores, ACME, 10)).containsExactly(first, second, third);
    assertThat(pendingOf(stores, ACME, 2)).containsExactly(first, second);
    assertThat(withPending(stores)).containsExactly(ACME, BETA);

    write(stores, tx -> stores.audit().removePending(tx, ACME, List.of("req-b", "req-c")));

    assertThat(pendingOf(stores, ACME, 10)).containsExactly(second);
    assertThat(pendingOf(stores, BETA, 10))
        .extracting(PendingAuditEvent::requestId)
        .containsExactly("req-b");
    assertThatThrownBy(() -> pendingOf(stores, ACME, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @BothDatabases
  void refusesASecondPendingEventOfOneRequestAndKeepsTheFirst(Stores stores) {
    PendingAuditEvent first = pending(ACME, "req-1", 1);
    write(stores, tx -> stores.audit().addPending(tx, first));

    assertThatThrownBy(
            () -> write(stores, tx -> stores.audit().addPending(tx, pending(ACME, "req-1", 2))))
        .isInstanceOf(DuplicateKeyException.class);

    assertThat(pendingOf(stores, ACME, 10)).containsExactly(first);
  }

  @BothDatabases
  void aPendingEventRollsBackWithItsTransaction(Stores stores) {
    assertThatThrownBy(
            () ->
                write(
                    stores,
                    tx -> {
                      stores.audit().addPending(tx, pending(ACME, "req-1", 1));
                      throw new IllegalStateException("the request failed");
                    }))
        .isInstanceOf(IllegalStateException.class);

    assertThat(pendingOf(stores, ACME, 10)).isEmpty();
  }

  private static List<PendingAuditEvent> pendingOf(Stores stores, TenantId tenant, int limit) {
    return read(stores, tx -> stores.audit().pending(tx, tenant, limit));
  }

  private static List<TenantId> withPending(Stores stores) {
    return read(stores, tx -> stores.audit().tenantsWithPending(tx));
  }

  private static PendingAuditEvent pending(TenantId tenant, String requestId, int n) {
    return new PendingAuditEvent(
        tenant,
        requestId,
        T0.plusSeconds(n),
        "op." + n,
        ("{\"n\":" + n + "}").getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  private static AuditRecord event(TenantId tenant, long seq) {
    return new AuditRecord(
        tenant,
        seq,
        "req-" + seq,
        T0.plusSeconds(seq),
        seq % 2 == 0 ? "op.even" : "op.odd",
        ("{\"seq\":" + seq + "}").getBytes(java.nio.charset.StandardCharsets.UTF_8),
        hashOf(seq));
  }

  private static byte[] hashOf(long seq) {
    byte[] hash = new byte[32];
    Arrays.fill(hash, (byte) (seq + 1));
    return hash;
  }

  private static void appendAll(Stores stores, TenantId tenant, int count) {
    for (int seq = 0; seq < count; seq++) {
      append(stores, event(tenant, seq));
    }
  }

  private static void append(Stores stores, AuditRecord event) {
    write(
        stores,
        tx -> {
          stores.audit().lockHead(tx, event.tenant());
          stores.audit().append(tx, event);
        });
  }

  private static <T> T read(Stores stores, Function<Tx, T> query) {
    return stores.database().inTransaction(query::apply);
  }

  private static List<AuditRecord> events(Stores stores, Function<Tx, List<AuditRecord>> query) {
    return read(stores, query);
  }

  private static Optional<AuditRecord> found(
      Stores stores, Function<Tx, Optional<AuditRecord>> query) {
    return read(stores, query);
  }

  private static List<Long> seqs(List<AuditRecord> events) {
    return events.stream().map(AuditRecord::seq).toList();
  }

  private static void assertHead(AuditHead head, long size, byte[] hash) {
    assertThat(head.size()).isEqualTo(size);
    assertThat(head.hash()).containsExactly(hash);
  }

  private static void assertSameEvent(AuditRecord actual, AuditRecord expected) {
    assertThat(actual.tenant()).isEqualTo(expected.tenant());
    assertThat(actual.seq()).isEqualTo(expected.seq());
    assertThat(actual.requestId()).isEqualTo(expected.requestId());
    assertThat(actual.at()).isEqualTo(expected.at());
    assertThat(actual.operation()).isEqualTo(expected.operation());
    assertThat(actual.event()).containsExactly(expected.event());
    assertThat(actual.hash()).containsExactly(expected.hash());
  }
}
