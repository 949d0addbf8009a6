package dev.sigil.store;

import static dev.sigil.store.TestBytes.bytes;
import static dev.sigil.store.TestBytes.hex;
import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import dev.sigil.core.TenantId;
import dev.sigil.store.TokenRecord.State;
import dev.sigil.store.testing.BothDatabases;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeEach;

class TokenStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId BETA = new TenantId("beta");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");
  private static final Instant T1 = T0.plusSeconds(60);
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
  void roundTripsEveryFieldOfLiveTokens(Stores stores) {
    TokenRecord full =
        TokenRecord.live(
            ACME, "tok_1", "email", "deterministic", S1, bytes(7), bytes(8), bytes(0, -1), T0);
    TokenRecord bare = live(ACME, "tok_2", null, null, null, T1);

    assertThat(insertAll(stores, full, bare)).containsExactly(true, true);

    List<TokenRecord> found = findAll(stores, ACME, List.of("tok_1", "tok_2"));
    assertThat(found).hasSize(2);
    assertSameToken(byToken(found, "tok_1"), full);
    assertSameToken(byToken(found, "tok_2"), bare);
  }

  @BothDatabases
  void skipsConflictsOnTokenAndKeepsTheTransactionUsable(Stores stores) {
    insertAll(stores, live(ACME, "tok_1", S1, bytes(1), null, T0));

    List<TokenRecord> batch =
        List.of(
            live(ACME, "tok_2", S1, bytes(2), null, T1),
            live(ACME, "tok_1", S2, bytes(9), null, T1),
            live(ACME, "tok_3", S2, bytes(1), null, T1),
            live(ACME, "tok_4", S2, bytes(2), null, T1),
            live(ACME, "tok_5", S2, null, null, T1));
    TokenRecord later = live(ACME, "tok_6", null, null, null, T1);

    boolean[] inserted =
        call(
            stores,
            tx -> {
              boolean[] result = stores.tokens().insertAll(tx, batch);
              // A conflict failed no statement: the transaction goes on and commits.
              stores.tokens().insertAll(tx, List.of(later));
              return result;
            });

    // only the token is unique: equal fingerprints are the vault's to tell apart
    assertThat(inserted).containsExactly(true, false, true, true, true);
    List<TokenRecord> found = findAll(stores, ACME, tokens(1, 6));
    assertThat(found)
        .extracting(TokenRecord::token)
        .containsExactlyInAnyOrder("tok_1", "tok_2", "tok_3", "tok_4", "tok_5", "tok_6");
    assertThat(byToken(found, "tok_1").subjectRef()).containsExactly(S1);
    assertThat(byToken(found, "tok_1").createdAt()).isEqualTo(T0);
  }

  @BothDatabases
  void scopesTokensAndFingerprintsByTenant(Stores stores) {
    insertAll(stores, live(ACME, "tok_1", S1, bytes(1), bytes(5), T0));

    assertThat(insertAll(stores, live(BETA, "tok_1", S1, bytes(1), bytes(5), T1)))
        .containsExactly(true);
    assertThat(findAll(stores, BETA, List.of("tok_1")).getFirst().createdAt()).isEqualTo(T1);
    assertThat(findAll(stores, ACME, List.of("tok_1")).getFirst().createdAt()).isEqualTo(T0);
  }

  @BothDatabases
  void refusesTombstonesBeforeInsertingAnything(Stores stores) {
    TokenRecord tombstone =
        new TokenRecord(
            ACME, "tok_2", "email", "random", null, null, null, null, State.ERASED, T0, T1);
    List<TokenRecord> batch = List.of(live(ACME, "tok_1", null, null, null, T0), tombstone);

    assertThatThrownBy(() -> call(stores, tx -> stores.tokens().insertAll(tx, batch)))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(findAll(stores, ACME, List.of("tok_1"))).isEmpty();
  }

  @BothDatabases
  void insertsNothingForNoTokensAndRefusesAnUnknownTenant(Stores stores) {
    assertThat(insertAll(stores)).isEmpty();

    TokenRecord orphan = live(new TenantId("nobody"), "tok_1", null, null, null, T0);
    assertThatThrownBy(() -> insertAll(stores, orphan))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("tokens.insertAll failed");
  }

  @BothDatabases
  void erasesOnlyTheLiveTokensOfOneSubjectOfOneTenant(Stores stores) {
    insertAll(
        stores,
        live(ACME, "tok_1", S1, bytes(1), bytes(11), T0),
        live(ACME, "tok_2", S1, null, null, T0),
        live(ACME, "tok_3", S2, bytes(3), bytes(13), T0),
        live(ACME, "tok_4", null, bytes(4), null, T0),
        live(BETA, "tok_1", S1, bytes(1), bytes(11), T0));

    assertThat(erase(stores, ACME, S1, T1)).isEqualTo(2);
    assertThat(erase(stores, ACME, S1, T1.plusSeconds(1)))
        .as("tombstones are not erased again")
        .isZero();

    List<TokenRecord> acme = findAll(stores, ACME, tokens(1, 4));
    TokenRecord erased = byToken(acme, "tok_1");
    assertSameToken(
        erased,
        new TokenRecord(
            ACME, "tok_1", "email", "random", null, null, null, null, State.ERASED, T0, T1));
    assertThat(byToken(acme, "tok_2").state()).isEqualTo(State.ERASED);
    assertSameToken(byToken(acme, "tok_3"), live(ACME, "tok_3", S2, bytes(3), bytes(13), T0));
    assertSameToken(byToken(acme, "tok_4"), live(ACME, "tok_4", null, bytes(4), null, T0));
    assertSameToken(
        findAll(stores, BETA, List.of("tok_1")).getFirst(),
        live(BETA, "tok_1", S1, bytes(1), bytes(11), T0));
  }

  @BothDatabases
  void aTombstoneKeepsItsTokenButNotItsFingerprint(Stores stores) {
    insertAll(stores, live(ACME, "tok_1", S1, bytes(1), bytes(11), T0));
    erase(stores, ACME, S1, T1);

    assertThat(insertAll(stores, live(ACME, "tok_1", S2, bytes(2), null, T1)))
        .containsExactly(false);
    assertThat(findAll(stores, ACME, List.of("tok_1")).getFirst().fingerprint()).isNull();
  }

  @BothDatabases
  void findsOnlyLiveValueIndexesOfTheTenant(Stores stores) {
    insertAll(
        stores,
        live(ACME, "tok_1", S1, bytes(1), bytes(11), T0),
        live(ACME, "tok_2", S2, bytes(2), bytes(12), T0),
        live(ACME, "tok_3", S2, null, bytes(12), T0),
        live(BETA, "tok_1", S1, bytes(3), bytes(13), T0));
    erase(stores, ACME, S1, T1);

    List<byte[]> indexes = List.of(bytes(11), bytes(12), bytes(13), bytes(12));
    assertThat(hex(findValueIndexes(stores, ACME, indexes))).containsExactly(hex(bytes(12)));
    assertThat(findValueIndexes(stores, ACME, List.of())).isEmpty();
  }

  @BothDatabases
  void findsTokensOfTheTenantWhateverTheirState(Stores stores) {
    insertAll(
        stores,
        live(ACME, "tok_1", S1, null, null, T0),
        live(ACME, "tok_2", null, null, null, T0),
        live(BETA, "tok_3", null, null, null, T0));
    erase(stores, ACME, S1, T1);

    List<String> asked = List.of("tok_1", "tok_2", "tok_3", "tok_9", "tok_2");
    assertThat(findAll(stores, ACME, asked))
        .extracting(TokenRecord::token, TokenRecord::state)
        .containsExactlyInAnyOrder(tuple("tok_1", State.ERASED), tuple("tok_2", State.LIVE));
    assertThat(findAll(stores, ACME, List.of())).isEmpty();
  }

  /** Pages of every token of a tenant, tombstones included, in token order (KnownTokens). */
  @BothDatabases
  void pagesThroughTheTokensOfOneTenantInTokenOrder(Stores stores) {
    insertAll(
        stores,
        live(ACME, "tok_c", S1, null, null, T0),
        live(ACME, "tok_a", null, null, null, T0),
        live(ACME, "tok_b", null, null, null, T0),
        live(BETA, "tok_ab", null, null, null, T0));
    erase(stores, ACME, S1, T1);

    assertThat(after(stores, "")).containsExactly("tok_a", "tok_b");
    assertThat(after(stores, "tok_b")).containsExactly("tok_c");
    assertThat(after(stores, "tok_c")).isEmpty();
  }

  private static List<String> after(Stores stores, String after) {
    return call(stores, tx -> stores.tokens().tokensAfter(tx, ACME, after, 2));
  }

  @BothDatabases
  void listsTheLiveTokensOfOneSubjectOldestFirst(Stores stores) {
    insertAll(
        stores,
        live(ACME, "tok_a", S1, null, null, T1),
        live(ACME, "tok_b", S1, null, null, T0),
        live(ACME, "tok_c", S2, null, null, T0),
        live(BETA, "tok_d", S1, null, null, T0));

    assertThat(listBySubject(stores, ACME, S1))
        .extracting(TokenRecord::token)
        .containsExactly("tok_b", "tok_a");
    erase(stores, ACME, S1, T1);
    assertThat(listBySubject(stores, ACME, S1)).isEmpty();
    assertThat(listBySubject(stores, BETA, S1)).hasSize(1);
  }

  @BothDatabases
  void findsCollectionsLargerThanOneInList(Stores stores) {
    int count = 1_203;
    List<TokenRecord> batch = new ArrayList<>();
    List<byte[]> indexes = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      batch.add(live(ACME, "tok_" + i, S1, bytes(i >> 8, i, 1), bytes(i >> 8, i, 2), T0));
      indexes.add(bytes(i >> 8, i, 2));
    }
    List<String> tokens = new ArrayList<>(tokens(0, count - 1));
    tokens.addAll(tokens(0, 600)); // duplicates across chunks are found once

    assertThat(insertAll(stores, batch.toArray(TokenRecord[]::new))).hasSize(count);
    assertThat(findAll(stores, ACME, tokens)).hasSize(count);
    assertThat(findValueIndexes(stores, ACME, indexes)).hasSize(count);
  }

  private static TokenRecord live(
      TenantId tenant,
      String token,
      byte @Nullable [] subjectRef,
      byte @Nullable [] fingerprint,
      byte @Nullable [] valueIndex,
      Instant createdAt) {
    byte[] value = (tenant.value() + token).getBytes(StandardCharsets.UTF_8);
    return TokenRecord.live(
        tenant, token, "email", "random", subjectRef, fingerprint, valueIndex, value, createdAt);
  }

  private static boolean[] insertAll(Stores stores, TokenRecord... tokens) {
    return call(stores, tx -> stores.tokens().insertAll(tx, List.of(tokens)));
  }

  private static List<TokenRecord> findAll(Stores stores, TenantId tenant, List<String> tokens) {
    return call(stores, tx -> stores.tokens().findAll(tx, tenant, tokens));
  }

  private static int erase(Stores stores, TenantId tenant, byte[] subjectRef, Instant at) {
    return call(stores, tx -> stores.tokens().eraseSubject(tx, tenant, subjectRef, at));
  }

  private static List<byte[]> findValueIndexes(
      Stores stores, TenantId tenant, List<byte[]> indexes) {
    return call(stores, tx -> stores.tokens().findValueIndexes(tx, tenant, indexes));
  }

  private static List<TokenRecord> listBySubject(
      Stores stores, TenantId tenant, byte[] subjectRef) {
    return call(stores, tx -> stores.tokens().listBySubject(tx, tenant, subjectRef));
  }

  private static <T> T call(Stores stores, Function<Tx, T> work) {
    return stores.database().inTransaction(work::apply);
  }

  private static TokenRecord byToken(List<TokenRecord> tokens, String token) {
    return tokens.stream().filter(t -> t.token().equals(token)).findFirst().orElseThrow();
  }

  private static List<String> tokens(int first, int last) {
    return IntStream.rangeClosed(first, last).mapToObj(i -> "tok_" + i).toList();
  }

  private static void assertSameToken(TokenRecord actual, TokenRecord expected) {
    assertThat(actual.toString()).isEqualTo(expected.toString());
    assertThat(hex(actual.subjectRef())).isEqualTo(hex(expected.subjectRef()));
    assertThat(hex(actual.fingerprint())).isEqualTo(hex(expected.fingerprint()));
    assertThat(hex(actual.valueIndex())).isEqualTo(hex(expected.valueIndex()));
    assertThat(hex(actual.value())).isEqualTo(hex(expected.value()));
    assertThat(actual.createdAt()).isEqualTo(expected.createdAt());
    assertThat(actual.erasedAt()).isEqualTo(expected.erasedAt());
  }
}
