package dev.sigil.store;

import static dev.sigil.store.TestBytes.bytes;
import static dev.sigil.store.TestBytes.hex;
import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.testing.BothDatabases;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;

class ConsentStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId BETA = new TenantId("beta");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");
  private static final byte[] S1 = {1, 1};
  private static final byte[] S2 = {2, 2};
  private static final byte[] S3 = {3, 3};

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
  void grantsAConsentOnce(Stores stores) {
    assertThat(grant(stores, ACME, S1, "marketing")).isTrue();
    assertThat(grant(stores, ACME, S1, "marketing")).isFalse();

    assertThat(purposes(stores, ACME, S1)).containsExactly("marketing");
    assertThat(grant(stores, BETA, S1, "marketing")).as("another tenant").isTrue();
    assertThat(grant(stores, ACME, S2, "marketing")).as("another subject").isTrue();
  }

  @BothDatabases
  void withdrawsOnlyTheNamedConsent(Stores stores) {
    grant(stores, ACME, S1, "marketing");
    grant(stores, ACME, S1, "analytics");
    grant(stores, BETA, S1, "marketing");

    assertThat(withdraw(stores, ACME, S1, "marketing")).isTrue();
    assertThat(withdraw(stores, ACME, S1, "marketing")).isFalse();
    assertThat(withdraw(stores, ACME, S2, "analytics")).isFalse();

    assertThat(purposes(stores, ACME, S1)).containsExactly("analytics");
    assertThat(purposes(stores, BETA, S1)).containsExactly("marketing");
    assertThat(grant(stores, ACME, S1, "marketing")).as("granted again").isTrue();
  }

  @BothDatabases
  void listsOneSubjectsPurposesSortedBytewise(Stores stores) {
    grant(stores, ACME, S1, "support");
    grant(stores, ACME, S1, "ai_training");
    grant(stores, ACME, S1, "ai-training");
    grant(stores, ACME, S1, "Zeta");
    grant(stores, ACME, S2, "billing");
    grant(stores, BETA, S1, "billing");

    assertThat(purposes(stores, ACME, S1))
        .containsExactly("Zeta", "ai-training", "ai_training", "support");
    assertThat(purposes(stores, ACME, S3)).isEmpty();
  }

  @BothDatabases
  void tellsWhichSubjectsOfTheTenantConsentedToOnePurpose(Stores stores) {
    grant(stores, ACME, S1, "marketing");
    grant(stores, ACME, S2, "analytics");
    grant(stores, BETA, S3, "marketing");

    List<byte[]> asked = List.of(S1, S2, S3, S1);
    assertThat(hex(consenting(stores, ACME, asked, "marketing"))).containsExactly(hex(S1));
    assertThat(hex(consenting(stores, ACME, asked, "analytics"))).containsExactly(hex(S2));
    assertThat(hex(consenting(stores, BETA, asked, "marketing"))).containsExactly(hex(S3));
    assertThat(consenting(stores, ACME, List.of(), "marketing")).isEmpty();
  }

  @BothDatabases
  void tellsConsentsOfCollectionsLargerThanOneInList(Stores stores) {
    List<byte[]> refs = new ArrayList<>();
    for (int i = 0; i < 1_001; i++) {
      refs.add(bytes(i >> 8, i));
    }
    write(
        stores,
        tx -> {
          for (int i = 0; i < refs.size(); i += 2) {
            stores.consents().grant(tx, ACME, refs.get(i), "marketing", T0);
          }
        });

    assertThat(consenting(stores, ACME, refs, "marketing")).hasSize(501);
  }

  @BothDatabases
  void deletesEveryConsentOfOneSubjectOfOneTenant(Stores stores) {
    grant(stores, ACME, S1, "marketing");
    grant(stores, ACME, S1, "analytics");
    grant(stores, ACME, S2, "marketing");
    grant(stores, BETA, S1, "marketing");

    assertThat(deleteBySubject(stores, ACME, S1)).isEqualTo(2);
    assertThat(deleteBySubject(stores, ACME, S1)).isZero();

    assertThat(purposes(stores, ACME, S1)).isEmpty();
    assertThat(purposes(stores, ACME, S2)).containsExactly("marketing");
    assertThat(purposes(stores, BETA, S1)).containsExactly("marketing");
  }

  @BothDatabases
  void refusesAConsentOfAnUnknownTenant(Stores stores) {
    assertThatThrownBy(() -> grant(stores, new TenantId("nobody"), S1, "marketing"))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("consents.grant failed");
  }

  private static boolean grant(Stores stores, TenantId tenant, byte[] subject, String purpose) {
    return stores
        .database()
        .inTransaction(tx -> stores.consents().grant(tx, tenant, subject, purpose, T0));
  }

  private static boolean withdraw(Stores stores, TenantId tenant, byte[] subject, String purpose) {
    return stores
        .database()
        .inTransaction(tx -> stores.consents().withdraw(tx, tenant, subject, purpose));
  }

  private static List<byte[]> consenting(
      Stores stores, TenantId tenant, Collection<byte[]> subjects, String purpose) {
    return stores
        .database()
        .inTransaction(tx -> stores.consents().consenting(tx, tenant, subjects, purpose));
  }

  private static List<String> purposes(Stores stores, TenantId tenant, byte[] subject) {
    return stores.database().inTransaction(tx -> stores.consents().purposes(tx, tenant, subject));
  }

  private static int deleteBySubject(Stores stores, TenantId tenant, byte[] subject) {
    return stores
        .database()
        .inTransaction(tx -> stores.consents().deleteBySubject(tx, tenant, subject));
  }
}
