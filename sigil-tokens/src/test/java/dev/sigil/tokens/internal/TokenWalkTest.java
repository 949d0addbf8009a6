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
import dev.sigil.store.WrappedKeyset;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
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
  private LocalTokenVault vault;

  @BeforeEach
  void open() {
    database = TestDatabases.sqlite();
    stores = database.stores();
    KeyHierarchy hierarchy =
        new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    Map<KeyPurpose, byte[]> wrapped = new EnumMap<>(KeyPurpose.class);
    stores
        .database()
        .inTransaction(
            tx -> {
              stores.tenants().insert(tx, new TenantRecord(ACME, Instant.now()));
              for (KeyPurpose p : KeyPurpose.values()) {
                wrapped.put(p, hierarchy.newTenantKeyset(ACME, p));
                stores
                    .keysets()
                    .insert(
                        tx, new WrappedKeyset(ACME, p.wireName(), wrapped.get(p), Instant.now()));
              }
              return null;
            });
    keys = hierarchy.open(ACME, wrapped);
    vault = new LocalTokenVault(stores, t -> keys, Clock.systemUTC());
  }

  @AfterEach
  void close() {
    database.close();
  }

  private Tokenized tokenize(String value) {
    return vault
        .tokenize(
            ACME,
            List.of(
                new TokenizeItem(
                    Sensitive.of(value), DataType.EMAIL, TokenType.DETERMINISTIC, null, null)))
        .getFirst();
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
    LocalTokenVault counted =
        new LocalTokenVault(
            withTokens(probeCounting(stores.tokens(), probes)), t -> keys, Clock.systemUTC());
    Tokenized first = tokenize(counted, "first@example.org");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    int n = 0;
    int before;
    do { // the filter is filled on a thread of its own: until then every value is probed
      before = probes.get();
      tokenize(counted, "new-" + n++ + "@example.org");
    } while (probes.get() > before && System.nanoTime() < deadline);
    assertThat(probes.get()).as("a new value after the filter was filled").isEqualTo(before);

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
    LocalTokenVault filtered =
        new LocalTokenVault(
            withTokens(probeCounting(stores.tokens(), probes)), t -> keys, Clock.systemUTC());
    tokenize(filtered, "warm@example.org");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    int n = 0;
    int before;
    do {
      before = probes.get();
      tokenize(filtered, "fill-" + n++ + "@example.org");
    } while (probes.get() > before && System.nanoTime() < deadline);

    Tokenized elsewhere = tokenize("elsewhere@example.org"); // the other vault, its own filter
    Tokenized found = tokenize(filtered, "elsewhere@example.org");

    assertThat(found.token()).isEqualTo(elsewhere.token());
    assertThat(found.created()).isFalse();
    assertThat(probes.get()).as("probed after the insert did nothing").isEqualTo(before + 1);
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
