package dev.sigil.store;

import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.testing.BothDatabases;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;

class TenantDocumentStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId BETA = new TenantId("beta");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");
  private static final String POLICY = "reveal-policy";
  private static final String VAULT = "vault";

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
  void roundTripsTheDocumentExactly(Stores stores) {
    String json =
        "{\"rules\":[{\"role\":\"agent\",\"note\":\"ünïcödé ✓ 𝄞\"}],\"x\":\""
            + "a".repeat(100_000)
            + "\"}";
    put(stores, ACME, POLICY, "default", json);

    assertThat(find(stores, ACME, POLICY, "default")).contains(json);
  }

  @BothDatabases
  void replacesTheDocumentOnASecondPut(Stores stores) {
    put(stores, ACME, POLICY, "default", "{\"v\":1}");
    put(stores, ACME, POLICY, "default", "{\"v\":2}");

    assertThat(find(stores, ACME, POLICY, "default")).contains("{\"v\":2}");
    assertThat(names(stores, ACME, POLICY)).containsExactly("default");
  }

  @BothDatabases
  void scopesDocumentsByTenantKindAndName(Stores stores) {
    put(stores, ACME, POLICY, "default", "{\"tenant\":\"acme\"}");
    put(stores, BETA, POLICY, "default", "{\"tenant\":\"beta\"}");
    put(stores, ACME, VAULT, "default", "{\"kind\":\"vault\"}");

    assertThat(find(stores, ACME, POLICY, "default")).contains("{\"tenant\":\"acme\"}");
    assertThat(find(stores, BETA, POLICY, "default")).contains("{\"tenant\":\"beta\"}");
    assertThat(find(stores, ACME, VAULT, "default")).contains("{\"kind\":\"vault\"}");
    assertThat(find(stores, ACME, POLICY, "other")).isEmpty();
    assertThat(find(stores, BETA, VAULT, "default")).isEmpty();
  }

  @BothDatabases
  void listsTheNamesOfOneKindOfOneTenantSortedBytewise(Stores stores) {
    put(stores, ACME, VAULT, "payments", "{}");
    put(stores, ACME, VAULT, "hr_data", "{}");
    put(stores, ACME, VAULT, "hr-data", "{}");
    put(stores, ACME, VAULT, "Zeta", "{}");
    put(stores, ACME, POLICY, "default", "{}");
    put(stores, BETA, VAULT, "beta-only", "{}");

    assertThat(names(stores, ACME, VAULT))
        .containsExactly("Zeta", "hr-data", "hr_data", "payments");
    assertThat(names(stores, BETA, POLICY)).isEmpty();
  }

  @BothDatabases
  void deletesOnlyTheNamedDocument(Stores stores) {
    put(stores, ACME, VAULT, "a", "{}");
    put(stores, ACME, VAULT, "b", "{}");
    put(stores, BETA, VAULT, "a", "{}");

    assertThat(delete(stores, ACME, VAULT, "a")).isTrue();
    assertThat(delete(stores, ACME, VAULT, "a")).isFalse();
    assertThat(delete(stores, ACME, POLICY, "b")).isFalse();

    assertThat(names(stores, ACME, VAULT)).containsExactly("b");
    assertThat(names(stores, BETA, VAULT)).containsExactly("a");
  }

  @BothDatabases
  void refusesADocumentOfAnUnknownTenant(Stores stores) {
    assertThatThrownBy(() -> put(stores, new TenantId("nobody"), POLICY, "default", "{}"))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("documents.put failed");
  }

  private static void put(Stores stores, TenantId tenant, String kind, String name, String json) {
    write(stores, tx -> stores.documents().put(tx, tenant, kind, name, json, T0));
  }

  private static Optional<String> find(Stores stores, TenantId tenant, String kind, String name) {
    return stores.database().inTransaction(tx -> stores.documents().find(tx, tenant, kind, name));
  }

  private static List<String> names(Stores stores, TenantId tenant, String kind) {
    return stores.database().inTransaction(tx -> stores.documents().names(tx, tenant, kind));
  }

  private static boolean delete(Stores stores, TenantId tenant, String kind, String name) {
    return stores.database().inTransaction(tx -> stores.documents().delete(tx, tenant, kind, name));
  }
}
