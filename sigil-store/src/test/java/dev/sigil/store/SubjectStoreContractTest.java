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
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;

class SubjectStoreContractTest {
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
  void roundTripsEveryField(Stores stores) {
    byte[] keyset = new byte[16 * 1024];
    new Random(3).nextBytes(keyset);
    SubjectRecord subject = new SubjectRecord(ACME, bytes(1, 0, -1), bytes(9, 9), keyset, T0);

    assertThat(insert(stores, subject)).isTrue();

    assertSameSubject(findAll(stores, ACME, List.of(bytes(1, 0, -1))).getFirst(), subject);
  }

  @BothDatabases
  void refusesASecondSubjectWithTheSameReferenceAndKeepsTheFirst(Stores stores) {
    insert(stores, subject(ACME, 1, 10));

    assertThat(insert(stores, subject(ACME, 1, 20))).isFalse();
    assertSameSubject(findAll(stores, ACME, List.of(bytes(1))).getFirst(), subject(ACME, 1, 10));
    assertThat(insert(stores, subject(BETA, 1, 30))).as("another tenant").isTrue();
  }

  @BothDatabases
  void findsOnlyTheTenantsSubjects(Stores stores) {
    insert(stores, subject(ACME, 1, 10));
    insert(stores, subject(ACME, 2, 20));
    insert(stores, subject(BETA, 3, 30));

    List<SubjectRecord> found =
        findAll(stores, ACME, List.of(bytes(1), bytes(2), bytes(3), bytes(4), bytes(1)));

    assertThat(found).extracting(SubjectRecord::tenant).containsOnly(ACME);
    assertThat(found)
        .extracting(s -> hex(s.subjectRef()))
        .containsExactlyInAnyOrder(hex(bytes(1)), hex(bytes(2)));
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
            stores.subjects().insert(tx, new SubjectRecord(ACME, ref, bytes(i), bytes(i), T0));
          }
        });

    assertThat(findAll(stores, ACME, refs)).hasSize(1_001);
  }

  @BothDatabases
  void deletesOnlyTheTenantsSubject(Stores stores) {
    insert(stores, subject(ACME, 1, 10));
    insert(stores, subject(ACME, 2, 20));
    insert(stores, subject(BETA, 1, 30));

    assertThat(delete(stores, ACME, bytes(1))).isTrue();
    assertThat(delete(stores, ACME, bytes(1))).isFalse();
    assertThat(findAll(stores, ACME, List.of(bytes(1), bytes(2))))
        .extracting(s -> hex(s.subjectRef()))
        .containsExactly(hex(bytes(2)));
    assertThat(findAll(stores, BETA, List.of(bytes(1)))).hasSize(1);
    assertThat(insert(stores, subject(ACME, 1, 40))).as("a new subject after erasure").isTrue();
  }

  @BothDatabases
  void refusesASubjectOfAnUnknownTenant(Stores stores) {
    assertThatThrownBy(() -> insert(stores, subject(new TenantId("nobody"), 1, 1)))
        .isExactlyInstanceOf(StoreException.class)
        .hasMessage("subjects.insert failed");
  }

  @BothDatabases
  void pagesThroughTheTenantsSubjectsInUnsignedReferenceOrder(Stores stores) {
    for (int ref : new int[] {0x80, 0x01, 0xff, 0x7f}) {
      insert(stores, subject(ACME, ref, 1));
    }
    insert(stores, subject(BETA, 0x02, 1));

    List<SubjectRecord> first =
        stores.database().inTransaction(tx -> stores.subjects().page(tx, ACME, null, 3));
    assertThat(first.stream().map(r -> hex(r.subjectRef())).toList())
        .containsExactly("01", "7f", "80");
    List<SubjectRecord> rest =
        stores.database().inTransaction(tx -> stores.subjects().page(tx, ACME, bytes(0x80), 3));
    assertThat(rest.stream().map(r -> hex(r.subjectRef())).toList()).containsExactly("ff");
    assertThatThrownBy(
            () -> stores.database().inTransaction(tx -> stores.subjects().page(tx, ACME, null, 0)))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @BothDatabases
  void replacesAKeysetOnlyWhileItIsTheExpectedOne(Stores stores) {
    SubjectRecord s = subject(ACME, 1, 10);
    insert(stores, s);

    assertThat(replace(stores, ACME, s.keyset(), bytes(42))).isTrue();
    assertThat(replace(stores, ACME, s.keyset(), bytes(43))).as("stale expectation").isFalse();
    assertThat(findAll(stores, ACME, List.of(bytes(1))).getFirst().keyset())
        .containsExactly(bytes(42));
    assertThat(replace(stores, BETA, bytes(42), bytes(44))).as("another tenant").isFalse();
    delete(stores, ACME, bytes(1));
    assertThat(replace(stores, ACME, bytes(42), bytes(45))).as("erased").isFalse();
    assertThat(findAll(stores, ACME, List.of(bytes(1)))).isEmpty();
  }

  private static boolean replace(Stores stores, TenantId tenant, byte[] expected, byte[] next) {
    return stores
        .database()
        .inTransaction(tx -> stores.subjects().replaceKeyset(tx, tenant, bytes(1), expected, next));
  }

  private static SubjectRecord subject(TenantId tenant, int ref, int content) {
    return new SubjectRecord(tenant, bytes(ref), bytes(content, 1), bytes(content, 2), T0);
  }

  private static boolean insert(Stores stores, SubjectRecord subject) {
    return stores.database().inTransaction(tx -> stores.subjects().insert(tx, subject));
  }

  private static List<SubjectRecord> findAll(
      Stores stores, TenantId tenant, Collection<byte[]> refs) {
    return stores.database().inTransaction(tx -> stores.subjects().findAll(tx, tenant, refs));
  }

  private static boolean delete(Stores stores, TenantId tenant, byte[] ref) {
    return stores.database().inTransaction(tx -> stores.subjects().delete(tx, tenant, ref));
  }

  private static void assertSameSubject(SubjectRecord actual, SubjectRecord expected) {
    assertThat(actual.tenant()).isEqualTo(expected.tenant());
    assertThat(actual.subjectRef()).containsExactly(expected.subjectRef());
    assertThat(actual.subjectId()).containsExactly(expected.subjectId());
    assertThat(actual.keyset()).containsExactly(expected.keyset());
    assertThat(actual.createdAt()).isEqualTo(expected.createdAt());
  }
}
