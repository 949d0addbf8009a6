package dev.sigil.store;

import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Scope;
import dev.sigil.core.TenantId;
import dev.sigil.store.testing.BothDatabases;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;

class CredentialStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");
  private static final byte[] HASH = {0, 1, (byte) 0x7f, (byte) 0x80, (byte) 0xff, 42};

  @BeforeEach
  void createTenant(Stores stores) {
    write(stores, tx -> stores.tenants().insert(tx, new TenantRecord(ACME, T0)));
  }

  @BothDatabases
  void roundTripsEveryField(Stores stores) {
    CredentialRecord admin =
        new CredentialRecord(
            id("a"),
            ACME,
            "bootstrap admin",
            EnumSet.allOf(Scope.class),
            HASH,
            true,
            T0,
            T0.plusSeconds(3600),
            T0.plusSeconds(60));
    write(stores, tx -> stores.credentials().insert(tx, admin));

    assertSameCredential(find(stores, admin.id()), admin);
  }

  @BothDatabases
  void roundTripsEmptyAndNullFields(Stores stores) {
    CredentialRecord plain =
        new CredentialRecord(id("b"), ACME, "", Set.of(), new byte[0], false, T0, null, null);
    write(stores, tx -> stores.credentials().insert(tx, plain));

    assertSameCredential(find(stores, plain.id()), plain);
  }

  @BothDatabases
  void countsOnlyActivePlatformAdmins(Stores stores) {
    Instant now = T0.plusSeconds(100);
    write(
        stores,
        tx -> {
          var c = stores.credentials();
          c.insert(
              tx, new CredentialRecord(id("a"), ACME, "a", Set.of(), HASH, true, T0, null, null));
          c.insert(
              tx,
              new CredentialRecord(
                  id("b"), ACME, "b", Set.of(), HASH, true, T0, now.plusSeconds(1), null));
          c.insert(
              tx, new CredentialRecord(id("c"), ACME, "c", Set.of(), HASH, true, T0, now, null));
          c.insert(
              tx, new CredentialRecord(id("d"), ACME, "d", Set.of(), HASH, true, T0, null, T0));
          c.insert(
              tx, new CredentialRecord(id("e"), ACME, "e", Set.of(), HASH, false, T0, null, null));
        });

    int active =
        stores
            .database()
            .inTransaction(tx -> stores.credentials().countActivePlatformAdmins(tx, now));
    assertThat(active).as("a and b; c expired at now, d revoked, e no platform admin").isEqualTo(2);
  }

  @BothDatabases
  void findsNothingForAnUnknownId(Stores stores) {
    write(stores, tx -> stores.credentials().insert(tx, credential("a")));

    Optional<CredentialRecord> found =
        stores.database().inTransaction(tx -> stores.credentials().find(tx, id("z")));
    assertThat(found).isEmpty();
  }

  @BothDatabases
  void refusesADuplicateIdAndKeepsTheFirst(Stores stores) {
    write(stores, tx -> stores.credentials().insert(tx, credential("a")));
    CredentialRecord other =
        new CredentialRecord(
            id("a"), ACME, "other", Set.of(Scope.ADMIN), HASH, true, T0, null, null);

    assertThatThrownBy(() -> write(stores, tx -> stores.credentials().insert(tx, other)))
        .isInstanceOf(DuplicateKeyException.class)
        .hasMessage("credentials.insert failed: key exists");
    assertSameCredential(find(stores, id("a")), credential("a"));
  }

  @BothDatabases
  void refusesACredentialOfAnUnknownTenant(Stores stores) {
    CredentialRecord orphan =
        new CredentialRecord(
            id("o"), new TenantId("nobody"), "orphan", Set.of(), HASH, false, T0, null, null);

    assertThatThrownBy(() -> write(stores, tx -> stores.credentials().insert(tx, orphan)))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("credentials.insert failed");
    assertThat(any(stores)).isFalse();
  }

  @BothDatabases
  void revokesOnceAndKeepsTheFirstRevocationTime(Stores stores) {
    write(stores, tx -> stores.credentials().insert(tx, credential("a")));
    Instant first = T0.plusSeconds(10);

    assertThat(revoke(stores, id("a"), first)).isTrue();
    assertThat(revoke(stores, id("a"), first.plusSeconds(10))).isFalse();
    assertThat(find(stores, id("a")).revokedAt()).isEqualTo(first);
  }

  @BothDatabases
  void doesNotRevokeACredentialStoredAsRevoked(Stores stores) {
    CredentialRecord revoked =
        new CredentialRecord(id("r"), ACME, "r", Set.of(), HASH, false, T0, null, T0);
    write(stores, tx -> stores.credentials().insert(tx, revoked));

    assertThat(revoke(stores, id("r"), T0.plusSeconds(5))).isFalse();
    assertThat(find(stores, id("r")).revokedAt()).isEqualTo(T0);
  }

  @BothDatabases
  void revokesOnlyTheNamedCredential(Stores stores) {
    write(
        stores,
        tx -> {
          stores.credentials().insert(tx, credential("a"));
          stores.credentials().insert(tx, credential("b"));
        });

    assertThat(revoke(stores, id("a"), T0)).isTrue();
    assertThat(find(stores, id("b")).revokedAt()).isNull();
  }

  @BothDatabases
  void doesNotRevokeAnUnknownCredential(Stores stores) {
    assertThat(revoke(stores, id("z"), T0)).isFalse();
  }

  @BothDatabases
  void knowsWhetherAnyCredentialExists(Stores stores) {
    assertThat(any(stores)).isFalse();

    write(stores, tx -> stores.credentials().insert(tx, credential("a")));
    write(stores, tx -> stores.credentials().insert(tx, credential("b")));

    assertThat(any(stores)).isTrue();
  }

  /** A credential id: the letter repeated to the 20 base32 characters ids have. */
  private static CredentialId id(String letter) {
    return new CredentialId(letter.repeat(20));
  }

  private static CredentialRecord credential(String letter) {
    return new CredentialRecord(
        id(letter),
        ACME,
        "service " + letter,
        Set.of(Scope.TOKENS_WRITE, Scope.DATA_READ),
        HASH,
        false,
        T0,
        null,
        null);
  }

  private static CredentialRecord find(Stores stores, CredentialId id) {
    Optional<CredentialRecord> found =
        stores.database().inTransaction(tx -> stores.credentials().find(tx, id));
    assertThat(found).isPresent();
    return found.orElseThrow();
  }

  private static boolean any(Stores stores) {
    return stores.database().inTransaction(tx -> stores.credentials().any(tx));
  }

  private static boolean revoke(Stores stores, CredentialId id, Instant at) {
    return stores.database().inTransaction(tx -> stores.credentials().revoke(tx, id, at));
  }

  private static void assertSameCredential(CredentialRecord actual, CredentialRecord expected) {
    assertThat(actual.id()).isEqualTo(expected.id());
    assertThat(actual.tenant()).isEqualTo(expected.tenant());
    assertThat(actual.name()).isEqualTo(expected.name());
    assertThat(actual.scopes()).isEqualTo(expected.scopes());
    assertThat(actual.secretHash()).containsExactly(expected.secretHash());
    assertThat(actual.platformAdmin()).isEqualTo(expected.platformAdmin());
    assertThat(actual.createdAt()).isEqualTo(expected.createdAt());
    assertThat(actual.expiresAt()).isEqualTo(expected.expiresAt());
    assertThat(actual.revokedAt()).isEqualTo(expected.revokedAt());
  }
}
