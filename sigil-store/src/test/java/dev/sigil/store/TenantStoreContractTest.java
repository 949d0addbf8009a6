package dev.sigil.store;

import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.testing.BothDatabases;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

class TenantStoreContractTest {
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");

  @BothDatabases
  void findsWhatWasInserted(Stores stores) {
    TenantRecord acme = new TenantRecord(new TenantId("acme"), T0);
    write(stores, tx -> stores.tenants().insert(tx, acme));

    assertThat(find(stores, acme.id())).contains(acme);
  }

  @BothDatabases
  void findsNothingForAnUnknownTenant(Stores stores) {
    write(stores, tx -> stores.tenants().insert(tx, tenant("acme")));

    assertThat(find(stores, id("other"))).isEmpty();
  }

  @BothDatabases
  void keepsTimesToTheMillisecond(Stores stores) {
    Instant precise = Instant.parse("2026-01-02T03:04:05.678912345Z");
    write(stores, tx -> stores.tenants().insert(tx, new TenantRecord(id("acme"), precise)));

    assertThat(find(stores, id("acme")))
        .get()
        .extracting(TenantRecord::createdAt)
        .isEqualTo(Instant.parse("2026-01-02T03:04:05.678Z"));
  }

  @BothDatabases
  void refusesADuplicateAndKeepsTheFirst(Stores stores) {
    write(stores, tx -> stores.tenants().insert(tx, tenant("acme")));
    TenantRecord later = new TenantRecord(id("acme"), T0.plusSeconds(60));

    assertThatThrownBy(() -> write(stores, tx -> stores.tenants().insert(tx, later)))
        .isInstanceOf(DuplicateKeyException.class)
        .hasMessage("tenants.insert failed: key exists");
    assertThat(find(stores, id("acme"))).contains(tenant("acme"));
  }

  /** On PostgreSQL a failed statement aborts the whole transaction; a duplicate must not. */
  @BothDatabases
  void leavesTheTransactionUsableAfterADuplicate(Stores stores) {
    write(
        stores,
        tx -> {
          stores.tenants().insert(tx, tenant("acme"));
          assertThatThrownBy(() -> stores.tenants().insert(tx, tenant("acme")))
              .isInstanceOf(DuplicateKeyException.class);
          stores.tenants().insert(tx, tenant("beta"));
        });

    assertThat(list(stores)).containsExactly(tenant("acme"), tenant("beta"));
  }

  @BothDatabases
  void listsEveryTenantInBytewiseIdOrder(Stores stores) {
    List<String> ids = List.of("b", "ab", "a_b", "a-c", "a0", "default");
    write(stores, tx -> ids.forEach(name -> stores.tenants().insert(tx, tenant(name))));

    assertThat(list(stores))
        .extracting(tenant -> tenant.id().value())
        .containsExactly("a-c", "a0", "a_b", "ab", "b", "default");
  }

  @BothDatabases
  void listsNothingWhenEmpty(Stores stores) {
    assertThat(list(stores)).isEmpty();
  }

  private static TenantId id(String value) {
    return new TenantId(value);
  }

  private static TenantRecord tenant(String id) {
    return new TenantRecord(id(id), T0);
  }

  private static Optional<TenantRecord> find(Stores stores, TenantId id) {
    return stores.database().inTransaction(tx -> stores.tenants().find(tx, id));
  }

  private static List<TenantRecord> list(Stores stores) {
    return stores.database().inTransaction(tx -> stores.tenants().list(tx));
  }
}
