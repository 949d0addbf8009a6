package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.TokenRecord;
import dev.sigil.store.TokenStore;
import dev.sigil.store.Tx;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.tokens.api.TokenizeItem;
import dev.sigil.tokens.api.Tokenized;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The token walk of {@link TokenChoice} against a real store: a value whose first candidate is
 * another value's token walks on, and finds its own token again the same way.
 */
class TokenWalkTest {
  private static final TenantId ACME = new TenantId("acme");

  @TempDir Path dir;
  private TestDatabase database;
  private Stores stores;
  private TenantKeys keys;
  private KeyHierarchy hierarchy;
  private Map<KeyPurpose, byte[]> wrapped;
  private LocalTokenVault vault;

  @BeforeEach
  void open() {
    database = TestDatabases.sqlite();
    stores = database.stores();
    hierarchy = new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    wrapped = TestTenants.create(stores, hierarchy, ACME);
    keys = hierarchy.open(ACME, wrapped);
    vault = new LocalTokenVault(stores, t -> keys, Clock.systemUTC());
  }

  @AfterEach
  void close() {
    database.close();
  }

  private Tokenized tokenize(String value) {
    return tokenize(vault, value);
  }

  @Test
  void aValueWhoseFirstCandidateIsTakenWalksOnAndFindsItsTokenAgain() {
    String value = "walk@example.org";
    String first = TokenFormats.deterministic(keys::deterministic, DataType.EMAIL, value, 0);
    String second = TokenFormats.deterministic(keys::deterministic, DataType.EMAIL, value, 1);
    // another value's token sits where this value's first candidate would go
    occupy(first, TokenType.DETERMINISTIC, new byte[32]);

    Tokenized created = tokenize(value);
    assertThat(created.token()).isEqualTo(second);
    assertThat(created.created()).isTrue();
    Tokenized again = tokenize(value);
    assertThat(again.token()).isEqualTo(second);
    assertThat(again.created()).isFalse();
  }

  /**
   * A random token is claimed without a probe; a draw that is taken already (an insert that does
   * nothing) is drawn again.
   */
  @Test
  void aRandomDrawThatIsTakenIsDrawnAgain() {
    SecureRandom fixed =
        new SecureRandom() {
          private byte draws;

          @Override
          public void nextBytes(byte[] bytes) {
            Arrays.fill(bytes, ++draws);
          }
        };
    byte[] firstDraw = new byte[16];
    Arrays.fill(firstDraw, (byte) 1);
    byte[] secondDraw = new byte[16];
    Arrays.fill(secondDraw, (byte) 2);
    String taken = TokenFormats.opaque(firstDraw);
    occupy(taken, TokenType.RANDOM, null);
    LocalTokenVault drawing = new LocalTokenVault(stores, t -> keys, Clock.systemUTC(), fixed);

    Tokenized drawn =
        drawing
            .tokenize(
                ACME,
                List.of(
                    new TokenizeItem(
                        Sensitive.of("drawn@example.org"),
                        DataType.EMAIL,
                        TokenType.RANDOM,
                        null,
                        null)))
            .getFirst();

    assertThat(drawn.token()).isEqualTo(TokenFormats.opaque(secondDraw));
    assertThat(drawn.created()).isTrue();
  }

  /**
   * The probes are reads: a value tokenized before is found again, and answered, while another
   * writer holds SQLite's write lock; a new value waits for the lock to insert its token.
   */
  @Test
  void probesRunBesideTheWriterThatHoldsTheLock() throws Exception {
    Tokenized known = tokenize("known@example.org");
    CountDownLatch holding = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
      Future<?> writer =
          threads.submit(
              () ->
                  stores
                      .database()
                      .inTransaction(
                          tx -> {
                            stores
                                .tenants()
                                .insert(tx, new TenantRecord(new TenantId("other"), Instant.now()));
                            holding.countDown();
                            return await(release);
                          }));
      assertThat(holding.await(5, TimeUnit.SECONDS)).isTrue();

      Future<Tokenized> again = threads.submit(() -> tokenize("known@example.org"));
      Future<Tokenized> fresh = threads.submit(() -> tokenize("fresh@example.org"));
      assertThat(again.get(2, TimeUnit.SECONDS).token()).isEqualTo(known.token());
      assertThat(again.get().created()).isFalse();
      Thread.sleep(100);
      assertThat(fresh).isNotDone(); // its insert waits for the lock

      release.countDown();
      writer.get(5, TimeUnit.SECONDS);
      assertThat(fresh.get(5, TimeUnit.SECONDS).created()).isTrue();
    }
  }

  /**
   * Once the filter of known tokens holds the tenant's tokens, a new deterministic value is claimed
   * without a probe; a value tokenized before is still probed and found.
   */
  @Test
  void aSurelyNewValueIsClaimedWithoutAProbe() throws Exception {
    AtomicInteger probes = new AtomicInteger();
    LocalTokenVault counted = probeCounting(probes, t -> keys);
    Tokenized first = tokenize(counted, "first@example.org");
    fill(counted, probes); // until the filter is filled, every value is probed
    int before = probes.get();

    Tokenized again = tokenize(counted, "first@example.org");
    assertThat(probes.get()).isEqualTo(before + 1);
    assertThat(again.token()).isEqualTo(first.token());
    assertThat(again.created()).isFalse();
  }

  /**
   * A token the filter cannot know (inserted by another process on the same database, here another
   * vault) is answered "surely new" and claimed at once; the insert does nothing, and the next
   * round's probe finds the value's token.
   */
  @Test
  void aTokenTheFilterDoesNotKnowIsStillFound() throws Exception {
    AtomicInteger probes = new AtomicInteger();
    LocalTokenVault filtered = probeCounting(probes, t -> keys);
    fill(filtered, probes);
    int before = probes.get();

    Tokenized elsewhere = tokenize("elsewhere@example.org"); // the other vault, its own filter
    Tokenized found = tokenize(filtered, "elsewhere@example.org");

    assertThat(found.token()).isEqualTo(elsewhere.token());
    assertThat(found.created()).isFalse();
    assertThat(probes.get()).as("probed after the insert did nothing").isEqualTo(before + 1);
  }

  /**
   * After a rotation a value may hold its token under an older key; the filter is not asked then,
   * since a wrong "no" for the old key's candidate would place a second token under the new key.
   */
  @Test
  void aValueOfSeveralKeysIsProbedWhateverTheFilterSays() throws Exception {
    AtomicReference<TenantKeys> current = new AtomicReference<>(keys);
    AtomicInteger probes = new AtomicInteger();
    LocalTokenVault filtered = probeCounting(probes, t -> current.get());
    fill(filtered, probes);
    Map<KeyPurpose, byte[]> rotatedSets = new EnumMap<>(wrapped);
    rotatedSets.put(
        KeyPurpose.DETERMINISTIC,
        hierarchy.rotate(ACME, KeyPurpose.DETERMINISTIC, wrapped.get(KeyPurpose.DETERMINISTIC)));
    current.set(hierarchy.open(ACME, rotatedSets));

    // tokenized under the old key by a process whose tokens this filter cannot know
    Tokenized old = tokenize("before-rotation@example.org");
    Tokenized again = tokenize(filtered, "before-rotation@example.org");

    assertThat(again.token()).isEqualTo(old.token());
    assertThat(again.created()).isFalse();
  }

  /**
   * Two values of one batch whose first candidates are the same token, which the second value holds
   * already (inserted by another process, unknown to the filter): the first value's claim must not
   * move the second one on to its next candidate unprobed. SSN tokens have 10^8 candidates, so such
   * a pair is found quickly.
   */
  @Test
  void aBatchCollisionOnATokenTheFilterDoesNotKnowGivesNoSecondToken() throws Exception {
    Map<String, String> byCandidate = new HashMap<>();
    String v1 = null;
    String v2 = null;
    for (int i = 0; v1 == null; i++) {
      String ssn =
          String.format("%03d-%02d-%04d", 100 + i % 500, 10 + (i / 500) % 80, 1000 + i / 40_000);
      String c = TokenFormats.formatPreserving(keys::deterministic, DataType.SSN, ssn, 0);
      String other = byCandidate.putIfAbsent(c, ssn);
      if (other != null) {
        v1 = ssn;
        v2 = other;
      }
    }
    AtomicInteger probes = new AtomicInteger();
    LocalTokenVault filtered = probeCounting(probes, t -> keys);
    fill(filtered, probes);
    Tokenized existing = ssns(vault, v2).getFirst(); // the other process

    List<Tokenized> batch = ssns(filtered, v1, v2);

    assertThat(batch.get(1).token()).isEqualTo(existing.token());
    assertThat(batch.get(1).created()).isFalse();
    assertThat(batch.get(0).token()).isNotEqualTo(existing.token());
  }

  private static List<Tokenized> ssns(LocalTokenVault v, String... values) {
    return v.tokenize(
        ACME,
        Arrays.stream(values)
            .map(
                x ->
                    new TokenizeItem(
                        Sensitive.of(x), DataType.SSN, TokenType.FORMAT_PRESERVING, null, null))
            .toList());
  }

  /**
   * Tokenizes new values until one needs no probe: the vault's filter holds the tenant's tokens.
   */
  private static void fill(LocalTokenVault v, AtomicInteger probes) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    int n = 0;
    int before;
    do {
      before = probes.get();
      tokenize(v, "fill-" + n++ + "@example.org");
    } while (probes.get() > before && System.nanoTime() < deadline);
    assertThat(probes.get()).as("a new value after the filter was filled").isEqualTo(before);
  }

  private static Tokenized tokenize(LocalTokenVault v, String value) {
    return v.tokenize(
            ACME,
            List.of(
                new TokenizeItem(
                    Sensitive.of(value), DataType.EMAIL, TokenType.DETERMINISTIC, null, null)))
        .getFirst();
  }

  private Stores withTokens(TokenStore tokens) {
    Stores s = stores;
    return new Stores(
        s.database(),
        s.tenants(),
        s.credentials(),
        s.keysets(),
        s.audit(),
        s.idempotency(),
        s.checkpoints(),
        tokens,
        s.subjects(),
        s.clientRefs(),
        s.consents(),
        s.documents(),
        s.records());
  }

  /** A vault of its own (its own filter) whose store counts the probes. */
  private LocalTokenVault probeCounting(
      AtomicInteger probes, Function<TenantId, TenantKeys> keyring) {
    return new LocalTokenVault(
        withTokens(probeCounting(stores.tokens(), probes)), keyring, Clock.systemUTC());
  }

  /** {@code tokens}, counting the probes ({@link TokenStore#findAll}). */
  private static TokenStore probeCounting(TokenStore tokens, AtomicInteger probes) {
    return new TokenStore() {
      @Override
      public boolean[] insertAll(Tx tx, List<TokenRecord> records) {
        return tokens.insertAll(tx, records);
      }

      @Override
      public List<TokenRecord> findAll(Tx tx, TenantId tenant, Collection<String> wanted) {
        probes.incrementAndGet();
        return tokens.findAll(tx, tenant, wanted);
      }

      @Override
      public List<String> tokensAfter(Tx tx, TenantId tenant, String after, int limit) {
        return tokens.tokensAfter(tx, tenant, after, limit);
      }

      @Override
      public List<byte[]> findValueIndexes(Tx tx, TenantId tenant, Collection<byte[]> indexes) {
        return tokens.findValueIndexes(tx, tenant, indexes);
      }

      @Override
      public List<TokenRecord> listBySubject(Tx tx, TenantId tenant, byte[] subjectRef) {
        return tokens.listBySubject(tx, tenant, subjectRef);
      }

      @Override
      public int eraseSubject(Tx tx, TenantId tenant, byte[] subjectRef, Instant erasedAt) {
        return tokens.eraseSubject(tx, tenant, subjectRef, erasedAt);
      }
    };
  }

  /** Stores another value's live e-mail token at {@code token}. */
  private void occupy(String token, TokenType tokenType, byte @Nullable [] fingerprint) {
    stores
        .database()
        .inTransaction(
            tx ->
                stores
                    .tokens()
                    .insertAll(
                        tx,
                        List.of(
                            TokenRecord.live(
                                ACME,
                                token,
                                "email",
                                tokenType.wireName(),
                                null,
                                fingerprint,
                                null,
                                new byte[] {1},
                                Instant.now()))));
  }

  private static boolean await(CountDownLatch latch) {
    try {
      return latch.await(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
