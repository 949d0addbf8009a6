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
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeEach;

class ClientRefStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final TenantId BETA = new TenantId("beta");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");
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
  void roundTripsEveryFieldWithAndWithoutASubject(Stores stores) {
    ClientRefRecord withSubject = binding(ACME, 1, "tok_1", S1);
    ClientRefRecord withoutSubject = binding(ACME, 2, "tok_2", null);

    assertThat(insert(stores, withSubject)).isTrue();
    assertThat(insert(stores, withoutSubject)).isTrue();

    List<ClientRefRecord> found = findAll(stores, ACME, List.of(bytes(1), bytes(2)));
    assertThat(found).hasSize(2);
    assertSameBinding(byRef(found, bytes(1)), withSubject);
    assertSameBinding(byRef(found, bytes(2)), withoutSubject);
  }

  @BothDatabases
  void refusesASecondBindingOfTheSameReferenceAndKeepsTheFirst(Stores stores) {
    insert(stores, binding(ACME, 1, "tok_1", S1));

    assertThat(insert(stores, binding(ACME, 1, "tok_2", S2))).isFalse();
    assertThat(findAll(stores, ACME, List.of(bytes(1))).getFirst().token()).isEqualTo("tok_1");
    assertThat(insert(stores, binding(BETA, 1, "tok_3", S1))).as("another tenant").isTrue();
  }

  @BothDatabases
  void findsOnlyTheTenantsBindings(Stores stores) {
    insert(stores, binding(ACME, 1, "tok_1", S1));
    insert(stores, binding(BETA, 2, "tok_2", S1));

    assertThat(findAll(stores, ACME, List.of(bytes(1), bytes(2), bytes(3), bytes(1))))
        .extracting(ClientRefRecord::token)
        .containsExactly("tok_1");
    assertThat(findAll(stores, BETA, List.of(bytes(1)))).isEmpty();
    assertThat(findAll(stores, ACME, List.of())).isEmpty();
  }

  @BothDatabases
  void findsCollectionsLargerThanOneInList(Stores stores) {
    List<byte[]> refs = new ArrayList<>();
    for (int i = 0; i < 1_001; i++) {
      refs.add(bytes(i >> 8, i));
    }
    write(
        stores,
        tx -> {
          for (int i = 0; i < refs.size(); i++) {
            byte[] ref = refs.get(i);
            stores
                .clientRefs()
                .insert(tx, new ClientRefRecord(ACME, ref, bytes(i), "tok_" + i, null, T0));
          }
        });

    assertThat(findAll(stores, ACME, refs)).hasSize(1_001);
  }

  @BothDatabases
  void deletesTheBindingsOfOneSubjectOfOneTenant(Stores stores) {
    insert(stores, binding(ACME, 1, "tok_1", S1));
    insert(stores, binding(ACME, 2, "tok_2", S1));
    insert(stores, binding(ACME, 3, "tok_3", S2));
    insert(stores, binding(ACME, 4, "tok_4", null));
    insert(stores, binding(BETA, 1, "tok_5", S1));

    assertThat(deleteBySubject(stores, ACME, S1)).isEqualTo(2);
    assertThat(deleteBySubject(stores, ACME, S1)).isZero();

    assertThat(findAll(stores, ACME, List.of(bytes(1), bytes(2), bytes(3), bytes(4))))
        .extracting(ClientRefRecord::token)
        .containsExactlyInAnyOrder("tok_3", "tok_4");
    assertThat(findAll(stores, BETA, List.of(bytes(1)))).hasSize(1);
  }

  @BothDatabases
  void refusesABindingOfAnUnknownTenant(Stores stores) {
    assertThatThrownBy(() -> insert(stores, binding(new TenantId("nobody"), 1, "tok_1", null)))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("clientRefs.insert failed");
  }

  private static ClientRefRecord binding(
      TenantId tenant, int ref, String token, byte @Nullable [] subjectRef) {
    return new ClientRefRecord(tenant, bytes(ref), bytes(ref, 7, 7), token, subjectRef, T0);
  }

  private static boolean insert(Stores stores, ClientRefRecord binding) {
    return stores.database().inTransaction(tx -> stores.clientRefs().insert(tx, binding));
  }

  private static List<ClientRefRecord> findAll(
      Stores stores, TenantId tenant, Collection<byte[]> refs) {
    return stores.database().inTransaction(tx -> stores.clientRefs().findAll(tx, tenant, refs));
  }

  private static int deleteBySubject(Stores stores, TenantId tenant, byte[] subjectRef) {
    return stores
        .database()
        .inTransaction(tx -> stores.clientRefs().deleteBySubject(tx, tenant, subjectRef));
  }

  private static ClientRefRecord byRef(List<ClientRefRecord> bindings, byte[] ref) {
    return bindings.stream()
        .filter(b -> hex(b.refHash()).equals(hex(ref)))
        .findFirst()
        .orElseThrow();
  }

  private static void assertSameBinding(ClientRefRecord actual, ClientRefRecord expected) {
    assertThat(actual.toString()).isEqualTo(expected.toString());
    assertThat(hex(actual.refHash())).isEqualTo(hex(expected.refHash()));
    assertThat(hex(actual.itemFingerprint())).isEqualTo(hex(expected.itemFingerprint()));
    assertThat(hex(actual.subjectRef())).isEqualTo(hex(expected.subjectRef()));
    assertThat(actual.createdAt()).isEqualTo(expected.createdAt());
  }
}
