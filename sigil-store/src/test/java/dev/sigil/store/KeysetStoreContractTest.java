package dev.sigil.store;

import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.testing.BothDatabases;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;

class KeysetStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId BETA = new TenantId("beta");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");

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
  void roundTripsTheWrappedBytesExactly(Stores stores) {
    byte[] wrapped = new byte[64 * 1024];
    new Random(7).nextBytes(wrapped);
    WrappedKeyset keyset = new WrappedKeyset(ACME, "data-aead", wrapped, T0);
    write(stores, tx -> stores.keysets().insert(tx, keyset));

    WrappedKeyset found = find(stores, ACME, "data-aead").orElseThrow();
    assertSameKeyset(found, keyset);
  }

  @BothDatabases
  void findsNothingForAnotherPurposeOrTenant(Stores stores) {
    write(stores, tx -> stores.keysets().insert(tx, keyset(ACME, "data-aead", 1)));

    assertThat(find(stores, ACME, "token-prf")).isEmpty();
    assertThat(find(stores, BETA, "data-aead")).isEmpty();
  }

  @BothDatabases
  void refusesASecondKeysetForTheSamePurposeAndKeepsTheFirst(Stores stores) {
    write(stores, tx -> stores.keysets().insert(tx, keyset(ACME, "data-aead", 1)));

    assertThatThrownBy(
            () -> write(stores, tx -> stores.keysets().insert(tx, keyset(ACME, "data-aead", 2))))
        .isInstanceOf(DuplicateKeyException.class)
        .hasMessage("keysets.insert failed: key exists");
    assertSameKeyset(find(stores, ACME, "data-aead").orElseThrow(), keyset(ACME, "data-aead", 1));
  }

  @BothDatabases
  void allowsTheSamePurposeInAnotherTenant(Stores stores) {
    write(
        stores,
        tx -> {
          stores.keysets().insert(tx, keyset(ACME, "data-aead", 1));
          stores.keysets().insert(tx, keyset(BETA, "data-aead", 2));
        });

    assertSameKeyset(find(stores, BETA, "data-aead").orElseThrow(), keyset(BETA, "data-aead", 2));
  }

  @BothDatabases
  void refusesAKeysetOfAnUnknownTenant(Stores stores) {
    WrappedKeyset orphan = keyset(new TenantId("nobody"), "data-aead", 1);

    assertThatThrownBy(() -> write(stores, tx -> stores.keysets().insert(tx, orphan)))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("keysets.insert failed");
  }

  @BothDatabases
  void listsOneTenantsKeysetsByPurpose(Stores stores) {
    write(
        stores,
        tx -> {
          stores.keysets().insert(tx, keyset(ACME, "token-prf", 1));
          stores.keysets().insert(tx, keyset(BETA, "beta-only", 2));
          stores.keysets().insert(tx, keyset(ACME, "data-aead", 3));
          stores.keysets().insert(tx, keyset(ACME, "data_aead", 4));
        });

    List<WrappedKeyset> listed =
        stores.database().inTransaction(tx -> stores.keysets().listForTenant(tx, ACME));

    assertThat(listed)
        .extracting(WrappedKeyset::purpose)
        .containsExactly("data-aead", "data_aead", "token-prf");
    assertThat(listed.getFirst().wrapped()).containsExactly(3);
  }

  @BothDatabases
  void replacesTheBytesAndTimeOnUpdate(Stores stores) {
    write(stores, tx -> stores.keysets().insert(tx, keyset(ACME, "data-aead", 1)));
    WrappedKeyset rotated =
        new WrappedKeyset(ACME, "data-aead", new byte[] {9, 8}, T0.plusSeconds(5));

    assertThat(update(stores, rotated)).isTrue();
    assertSameKeyset(find(stores, ACME, "data-aead").orElseThrow(), rotated);
  }

  @BothDatabases
  void updatesNothingWhenNoSuchKeysetExists(Stores stores) {
    write(stores, tx -> stores.keysets().insert(tx, keyset(ACME, "data-aead", 1)));

    WrappedKeyset missing = keyset(BETA, "data-aead", 2);
    assertThat(update(stores, missing)).isFalse();
    assertThat(find(stores, BETA, "data-aead")).isEmpty();
  }

  @BothDatabases
  void findForUpdateSerialisesReadModifyWrite(Stores stores) throws Exception {
    write(stores, tx -> stores.keysets().insert(tx, keyset(ACME, "data-aead", 0)));
    int writers = 8;
    java.util.List<Thread> threads = new java.util.ArrayList<>();
    for (int i = 0; i < writers; i++) {
      threads.add(
          Thread.ofVirtual()
              .start(
                  () ->
                      write(
                          stores,
                          tx -> {
                            WrappedKeyset current =
                                stores.keysets().findForUpdate(tx, ACME, "data-aead").orElseThrow();
                            byte[] next = current.wrapped();
                            next[0]++;
                            stores
                                .keysets()
                                .update(tx, new WrappedKeyset(ACME, "data-aead", next, T0));
                          })));
    }
    for (Thread t : threads) {
      t.join();
    }
    assertThat(find(stores, ACME, "data-aead").orElseThrow().wrapped()[0])
        .as("no increment lost")
        .isEqualTo((byte) writers);
  }

  private static WrappedKeyset keyset(TenantId tenant, String purpose, int content) {
    return new WrappedKeyset(tenant, purpose, new byte[] {(byte) content}, T0);
  }

  private static Optional<WrappedKeyset> find(Stores stores, TenantId tenant, String purpose) {
    return stores.database().inTransaction(tx -> stores.keysets().find(tx, tenant, purpose));
  }

  private static boolean update(Stores stores, WrappedKeyset keyset) {
    return stores.database().inTransaction(tx -> stores.keysets().update(tx, keyset));
  }

  private static void assertSameKeyset(WrappedKeyset actual, WrappedKeyset expected) {
    assertThat(actual.tenant()).isEqualTo(expected.tenant());
    assertThat(actual.purpose()).isEqualTo(expected.purpose());
    assertThat(actual.wrapped()).containsExactly(expected.wrapped());
    assertThat(actual.updatedAt()).isEqualTo(expected.updatedAt());
  }
}
