package dev.sigil.store;

import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.IdempotencyRecord.State;
import dev.sigil.store.testing.BothDatabases;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;

class IdempotencyStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId BETA = new TenantId("beta");
  private static final String PATH = "/v1/tokens";
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");
  private static final Duration LEASE = Duration.ofSeconds(30);
  private static final Duration RETENTION = Duration.ofHours(24);
  private static final byte[] KEY = {1, 2, 3};
  private static final byte[] BODY = {7, 7};
  private static final byte[] S1 = {1, 1};
  private static final byte[] S2 = {2, 2};

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
  void roundTripsEveryFieldOfAClaimAndItsCompletion(Stores stores) {
    byte[] keyHash = randomBytes(1, 32);
    byte[] fingerprint = randomBytes(2, 32);
    byte[] answer = randomBytes(3, 8 * 1024);
    IdempotencyRecord claimed =
        IdempotencyRecord.inFlight(
            ACME, PATH, keyHash, fingerprint, "req-1", T0, T0.plus(LEASE), T0.plus(RETENTION));

    assertThat(test(stores, tx -> stores.idempotency().claim(tx, claimed))).isTrue();
    assertSameRecord(find(stores, ACME, PATH, keyHash).orElseThrow(), claimed);

    assertThat(
            test(
                stores,
                tx -> stores.idempotency().complete(tx, ACME, PATH, keyHash, "req-1", 201, answer)))
        .isTrue();
    assertSameRecord(
        find(stores, ACME, PATH, keyHash).orElseThrow(),
        new IdempotencyRecord(
            ACME,
            PATH,
            keyHash,
            fingerprint,
            State.DONE,
            "req-1",
            201,
            answer,
            T0,
            T0.plus(LEASE),
            T0.plus(RETENTION)));
  }

  @BothDatabases
  void scopesKeysByTenantPathAndKeyHash(Stores stores) {
    assertThat(claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0))).isTrue();

    assertThat(claim(stores, inFlight(ACME, PATH, KEY, "req-2", T0))).isFalse();
    assertThat(claim(stores, inFlight(BETA, PATH, KEY, "req-3", T0))).isTrue();
    assertThat(claim(stores, inFlight(ACME, "/v1/seal", KEY, "req-4", T0))).isTrue();
    assertThat(claim(stores, inFlight(ACME, PATH, new byte[] {1, 2}, "req-5", T0))).isTrue();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().requestId()).isEqualTo("req-1");
    assertThat(find(stores, ACME, PATH, new byte[] {9})).isEmpty();
  }

  @BothDatabases
  void refusesToClaimWithADoneRecord(Stores stores) {
    IdempotencyRecord done =
        new IdempotencyRecord(
            ACME, PATH, KEY, BODY, State.DONE, "req-1", 200, new byte[] {1}, T0, T0, T0);

    assertThatThrownBy(() -> claim(stores, done)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> call(stores, tx -> stores.idempotency().takeOver(tx, done, "req-0")))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @BothDatabases
  void exactlyOneOfConcurrentClaimsOfOneKeyWins(Stores stores) throws Exception {
    int claimants = 8;
    AtomicInteger wins = new AtomicInteger();
    Queue<Throwable> failures = new ConcurrentLinkedQueue<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < claimants; i++) {
      IdempotencyRecord record = inFlight(ACME, PATH, KEY, "req-" + i, T0);
      threads.add(
          Thread.ofVirtual()
              .start(
                  () -> {
                    try {
                      if (claim(stores, record)) {
                        wins.incrementAndGet();
                      }
                    } catch (Throwable t) {
                      failures.add(t);
                    }
                  }));
    }
    for (Thread t : threads) {
      t.join();
    }

    assertThat(failures).isEmpty();
    assertThat(wins).hasValue(1);
  }

  @BothDatabases
  void takesOverAnInFlightRecordOnlyOnceItsLeaseHasPassed(Stores stores) {
    claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0));
    Instant leaseEnd = T0.plus(LEASE);

    assertThat(
            takeOver(stores, inFlight(ACME, PATH, KEY, "req-2", leaseEnd.minusMillis(1)), "req-1"))
        .isFalse();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().requestId()).isEqualTo("req-1");

    IdempotencyRecord successor =
        IdempotencyRecord.inFlight(
            ACME,
            PATH,
            KEY,
            new byte[] {8},
            "req-2",
            leaseEnd,
            leaseEnd.plus(LEASE),
            leaseEnd.plus(RETENTION));
    assertThat(takeOver(stores, successor, "req-1")).isTrue();
    assertSameRecord(find(stores, ACME, PATH, KEY).orElseThrow(), successor);

    // The first request lost its row: it can neither complete nor release it any more.
    assertThat(complete(stores, "req-1")).isFalse();
    assertThat(release(stores, "req-1")).isFalse();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().state()).isEqualTo(State.IN_FLIGHT);
  }

  @BothDatabases
  void takesOverOnlyFromTheNamedPreviousRequest(Stores stores) {
    claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0));
    Instant later = T0.plus(LEASE).plusSeconds(1);

    assertThat(takeOver(stores, inFlight(ACME, PATH, KEY, "req-3", later), "req-2")).isFalse();
    assertThat(takeOver(stores, inFlight(ACME, PATH, KEY, "req-2", later), "req-1")).isTrue();
    // A second retry that also saw req-1 loses the compare-and-set.
    assertThat(takeOver(stores, inFlight(ACME, PATH, KEY, "req-3", later), "req-1")).isFalse();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().requestId()).isEqualTo("req-2");
    assertThat(takeOver(stores, inFlight(BETA, PATH, KEY, "req-4", later), "req-1")).isFalse();
    assertThat(find(stores, BETA, PATH, KEY)).isEmpty();
  }

  @BothDatabases
  void takesOverADoneRecordOnlyOnceItHasExpired(Stores stores) {
    claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0));
    complete(stores, "req-1");
    Instant expiry = T0.plus(RETENTION);

    assertThat(takeOver(stores, inFlight(ACME, PATH, KEY, "req-2", T0.plus(LEASE)), "req-1"))
        .as("a DONE record within retention is replayed, not taken over")
        .isFalse();
    assertThat(takeOver(stores, inFlight(ACME, PATH, KEY, "req-2", expiry.minusMillis(1)), "req-1"))
        .isFalse();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().state()).isEqualTo(State.DONE);

    IdempotencyRecord fresh = inFlight(ACME, PATH, KEY, "req-2", expiry);
    assertThat(takeOver(stores, fresh, "req-1")).isTrue();
    assertSameRecord(find(stores, ACME, PATH, KEY).orElseThrow(), fresh);
  }

  @BothDatabases
  void completesOnlyTheInFlightRecordOfItsRequestAndOnlyOnce(Stores stores) {
    claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0));

    assertThat(complete(stores, "req-2")).isFalse();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().state()).isEqualTo(State.IN_FLIGHT);
    assertThat(complete(stores, "req-1")).isTrue();
    assertThat(
            test(
                stores,
                tx ->
                    stores
                        .idempotency()
                        .complete(tx, ACME, PATH, KEY, "req-1", 500, new byte[] {9})))
        .isFalse();
    IdempotencyRecord done = find(stores, ACME, PATH, KEY).orElseThrow();
    assertThat(done.status()).isEqualTo(200);
    assertThat(done.answer()).containsExactly(42);
    assertThat(
            test(
                stores,
                tx -> stores.idempotency().complete(tx, BETA, PATH, KEY, "req-1", 200, BODY)))
        .isFalse();
  }

  @BothDatabases
  void releasesOnlyTheInFlightRecordOfItsRequest(Stores stores) {
    claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0));

    assertThat(release(stores, "req-2")).isFalse();
    assertThat(find(stores, ACME, PATH, KEY)).isPresent();
    assertThat(release(stores, "req-1")).isTrue();
    assertThat(find(stores, ACME, PATH, KEY)).isEmpty();
    assertThat(release(stores, "req-1")).isFalse();

    // After a release the key can be claimed again; a stored answer is never released.
    assertThat(claim(stores, inFlight(ACME, PATH, KEY, "req-3", T0))).isTrue();
    complete(stores, "req-3");
    assertThat(release(stores, "req-3")).isFalse();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().state()).isEqualTo(State.DONE);
  }

  @BothDatabases
  void purgesExpiredRecordsUpToTheLimitIncludingTheBoundary(Stores stores) {
    for (int i = 0; i < 5; i++) {
      // Record i expires at T0 + i seconds; record 2 is DONE, the others IN_FLIGHT.
      Instant expires = T0.plusSeconds(i);
      claim(
          stores,
          IdempotencyRecord.inFlight(
              ACME, PATH, new byte[] {(byte) i}, BODY, "req-" + i, T0, T0, expires));
    }
    call(
        stores,
        tx -> stores.idempotency().complete(tx, ACME, PATH, new byte[] {2}, "req-2", 200, BODY));
    Instant now = T0.plusSeconds(3);

    assertThat(purge(stores, now, 2)).isEqualTo(2);
    assertThat(find(stores, ACME, PATH, new byte[] {0})).isEmpty();
    assertThat(find(stores, ACME, PATH, new byte[] {1})).isEmpty();
    assertThat(purge(stores, now, 10)).isEqualTo(2);
    assertThat(find(stores, ACME, PATH, new byte[] {2})).isEmpty();
    assertThat(find(stores, ACME, PATH, new byte[] {3})).as("expiresAt == now").isEmpty();
    assertThat(find(stores, ACME, PATH, new byte[] {4})).as("expiresAt > now").isPresent();
    assertThat(purge(stores, now, 10)).isZero();
    assertThatThrownBy(() -> purge(stores, now, 0)).isInstanceOf(IllegalArgumentException.class);
  }

  @BothDatabases
  void refusesAKeyOfAnUnknownTenant(Stores stores) {
    assertThatThrownBy(() -> claim(stores, inFlight(new TenantId("nobody"), PATH, KEY, "r", T0)))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("idempotency.claim failed");
  }

  @BothDatabases
  void deletesEveryRecordOfTheTenantLinkedToTheSubject(Stores stores) {
    byte[] k1 = {1};
    byte[] k2 = {2};
    byte[] k3 = {3};
    claim(stores, inFlight(ACME, PATH, k1, "req-1", T0));
    call(stores, tx -> stores.idempotency().complete(tx, ACME, PATH, k1, "req-1", 200, BODY));
    claim(stores, inFlight(ACME, PATH, k2, "req-2", T0));
    claim(stores, inFlight(ACME, PATH, k3, "req-3", T0));
    claim(stores, inFlight(BETA, PATH, k1, "req-4", T0));
    link(stores, ACME, k1, S1, S2);
    link(stores, ACME, k2, S1, S1);
    link(stores, ACME, k3, S2);
    link(stores, BETA, k1, S1);

    assertThat(deleteBySubject(stores, ACME, S1)).isEqualTo(2);
    assertThat(find(stores, ACME, PATH, k1)).isEmpty();
    assertThat(find(stores, ACME, PATH, k2)).isEmpty();
    assertThat(find(stores, ACME, PATH, k3)).isPresent();
    assertThat(find(stores, BETA, PATH, k1)).isPresent();
    assertThat(deleteBySubject(stores, ACME, S1)).isZero();
    // k1's link to S2 went with k1: only k3 is left to delete.
    assertThat(deleteBySubject(stores, ACME, S2)).isEqualTo(1);
    assertThat(deleteBySubject(stores, BETA, S1)).isEqualTo(1);
  }

  @BothDatabases
  void linksGoWithAReleasedOrPurgedRecord(Stores stores) {
    claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0));
    link(stores, ACME, KEY, S1);
    assertThat(release(stores, "req-1")).isTrue();
    claim(stores, inFlight(ACME, PATH, KEY, "req-2", T0));
    assertThat(deleteBySubject(stores, ACME, S1)).as("released").isZero();

    link(stores, ACME, KEY, S2);
    assertThat(purge(stores, T0.plus(RETENTION), 10)).isEqualTo(1);
    claim(stores, inFlight(ACME, PATH, KEY, "req-3", T0));
    assertThat(deleteBySubject(stores, ACME, S2)).as("purged").isZero();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().requestId()).isEqualTo("req-3");
  }

  @BothDatabases
  void linksGoWithATakenOverRecord(Stores stores) {
    claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0));
    link(stores, ACME, KEY, S1);
    Instant later = T0.plus(LEASE);

    assertThat(takeOver(stores, inFlight(ACME, PATH, KEY, "req-2", later), "req-9")).isFalse();
    assertThat(takeOver(stores, inFlight(ACME, PATH, KEY, "req-2", later), "req-1")).isTrue();
    assertThat(deleteBySubject(stores, ACME, S1)).isZero();
    assertThat(find(stores, ACME, PATH, KEY).orElseThrow().requestId()).isEqualTo("req-2");

    link(stores, ACME, KEY, S2);
    assertThat(deleteBySubject(stores, ACME, S2)).as("the new holder's links").isEqualTo(1);
  }

  @BothDatabases
  void linksNothingForAMissingRecordOrNoSubjects(Stores stores) {
    link(stores, ACME, KEY, S1);
    link(stores, ACME, KEY);
    claim(stores, inFlight(ACME, PATH, KEY, "req-1", T0));

    assertThat(deleteBySubject(stores, ACME, S1)).isZero();
    assertThat(find(stores, ACME, PATH, KEY)).isPresent();
  }

  private static IdempotencyRecord inFlight(
      TenantId tenant, String path, byte[] keyHash, String requestId, Instant now) {
    return IdempotencyRecord.inFlight(
        tenant, path, keyHash, BODY, requestId, now, now.plus(LEASE), now.plus(RETENTION));
  }

  private static boolean claim(Stores stores, IdempotencyRecord record) {
    return test(stores, tx -> stores.idempotency().claim(tx, record));
  }

  private static boolean takeOver(Stores stores, IdempotencyRecord record, String previous) {
    return call(stores, tx -> stores.idempotency().takeOver(tx, record, previous));
  }

  private static boolean complete(Stores stores, String requestId) {
    return call(
        stores,
        tx -> stores.idempotency().complete(tx, ACME, PATH, KEY, requestId, 200, new byte[] {42}));
  }

  private static boolean release(Stores stores, String requestId) {
    return call(stores, tx -> stores.idempotency().release(tx, ACME, PATH, KEY, requestId));
  }

  private static int purge(Stores stores, Instant now, int limit) {
    return call(stores, tx -> stores.idempotency().purgeExpired(tx, now, limit));
  }

  private static void link(Stores stores, TenantId tenant, byte[] keyHash, byte[]... subjects) {
    call(
        stores,
        tx -> {
          stores.idempotency().linkSubjects(tx, tenant, PATH, keyHash, List.of(subjects));
          return true;
        });
  }

  private static int deleteBySubject(Stores stores, TenantId tenant, byte[] subject) {
    return call(stores, tx -> stores.idempotency().deleteBySubject(tx, tenant, subject));
  }

  private static Optional<IdempotencyRecord> find(
      Stores stores, TenantId tenant, String path, byte[] keyHash) {
    return call(stores, tx -> stores.idempotency().find(tx, tenant, path, keyHash));
  }

  private static <T> T call(Stores stores, Function<Tx, T> work) {
    return stores.database().inTransaction(work::apply);
  }

  private static boolean test(Stores stores, Predicate<Tx> work) {
    return stores.database().inTransaction(work::test);
  }

  private static byte[] randomBytes(long seed, int length) {
    byte[] bytes = new byte[length];
    new Random(seed).nextBytes(bytes);
    return bytes;
  }

  private static void assertSameRecord(IdempotencyRecord actual, IdempotencyRecord expected) {
    assertThat(actual.tenant()).isEqualTo(expected.tenant());
    assertThat(actual.path()).isEqualTo(expected.path());
    assertThat(actual.keyHash()).containsExactly(expected.keyHash());
    assertThat(actual.fingerprint()).containsExactly(expected.fingerprint());
    assertThat(actual.state()).isEqualTo(expected.state());
    assertThat(actual.requestId()).isEqualTo(expected.requestId());
    assertThat(actual.status()).isEqualTo(expected.status());
    assertThat(actual.answer()).isEqualTo(expected.answer());
    assertThat(actual.createdAt()).isEqualTo(expected.createdAt());
    assertThat(actual.leaseUntil()).isEqualTo(expected.leaseUntil());
    assertThat(actual.expiresAt()).isEqualTo(expected.expiresAt());
  }
}
