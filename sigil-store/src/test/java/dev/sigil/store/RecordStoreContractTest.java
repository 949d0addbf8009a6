package dev.sigil.store;

import static dev.sigil.store.TestBytes.bytes;
import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.testing.BothDatabases;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;

class RecordStoreContractTest {
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

  private static RecordRecord record(TenantId tenant, String vault, String id, byte[] subject) {
    return new RecordRecord(
        tenant,
        vault,
        id,
        subject,
        T0,
        List.of(
            new RecordRecord.Field("email", "email", "tok_e" + id, bytes(1, 2)),
            new RecordRecord.Field("phone", "phone", "tok_p" + id, bytes(3))));
  }

  private static void insert(Stores stores, RecordRecord... records) {
    write(stores, tx -> stores.records().insertAll(tx, List.of(records)));
  }

  private static List<RecordRecord> find(
      Stores stores, TenantId tenant, String vault, Collection<String> ids) {
    return stores.database().inTransaction(tx -> stores.records().findAll(tx, tenant, vault, ids));
  }

  private static boolean delete(Stores stores, String id) {
    return stores.database().inTransaction(tx -> stores.records().delete(tx, ACME, "crm", id));
  }

  @BothDatabases
  void storesRecordsWithTheirFields(Stores stores) {
    insert(stores, record(ACME, "crm", "r1", bytes(9)), record(ACME, "crm", "r2", null));

    List<RecordRecord> found = find(stores, ACME, "crm", List.of("r1", "r2", "r3"));
    assertThat(found).extracting(RecordRecord::recordId).containsExactlyInAnyOrder("r1", "r2");
    RecordRecord r1 = found.stream().filter(r -> r.recordId().equals("r1")).findFirst().get();
    assertThat(r1.subjectRef()).containsExactly(bytes(9));
    assertThat(r1.createdAt()).isEqualTo(T0);
    assertThat(r1.fields())
        .extracting(RecordRecord.Field::name)
        .containsExactlyInAnyOrder("email", "phone");
    RecordRecord.Field email =
        r1.fields().stream().filter(f -> f.name().equals("email")).findFirst().get();
    assertThat(email.token()).isEqualTo("tok_er1");
    assertThat(email.dataType()).isEqualTo("email");
    assertThat(email.value()).containsExactly(bytes(1, 2));
  }

  @BothDatabases
  void isolatesTenantsAndVaults(Stores stores) {
    insert(stores, record(ACME, "crm", "r1", null));
    assertThat(find(stores, BETA, "crm", List.of("r1"))).isEmpty();
    assertThat(find(stores, ACME, "other", List.of("r1"))).isEmpty();
    insert(stores, record(BETA, "crm", "r1", null));
    assertThat(find(stores, BETA, "crm", List.of("r1"))).hasSize(1);
  }

  @BothDatabases
  void refusesADuplicateRecordId(Stores stores) {
    insert(stores, record(ACME, "crm", "r1", null));
    assertThatThrownBy(() -> insert(stores, record(ACME, "crm", "r1", null)))
        .isInstanceOf(DuplicateKeyException.class);
    assertThat(find(stores, ACME, "crm", List.of("r1")).getFirst().fields()).hasSize(2);
  }

  @BothDatabases
  void deletesARecordWithItsFields(Stores stores) {
    insert(stores, record(ACME, "crm", "r1", null), record(ACME, "crm", "r2", null));
    assertThat(delete(stores, "r1")).isTrue();
    assertThat(delete(stores, "r1")).isFalse();
    assertThat(find(stores, ACME, "crm", List.of("r1", "r2")))
        .extracting(RecordRecord::recordId)
        .containsExactly("r2");
    insert(stores, record(ACME, "crm", "r1", null)); // its fields went with it
    assertThat(find(stores, ACME, "crm", List.of("r1")).getFirst().fields()).hasSize(2);
  }

  @BothDatabases
  void listsAndDeletesOneSubjectsRecordsOnly(Stores stores) {
    insert(
        stores,
        record(ACME, "crm", "r1", bytes(7)),
        record(ACME, "billing", "r2", bytes(7)),
        record(ACME, "crm", "r3", bytes(8)),
        record(BETA, "crm", "r4", bytes(7)));

    List<String> listed =
        stores.database().inTransaction(tx -> stores.records().listBySubject(tx, ACME, bytes(7)));
    assertThat(listed).containsExactlyInAnyOrder("crm/r1", "billing/r2");
    int deleted =
        stores.database().inTransaction(tx -> stores.records().deleteBySubject(tx, ACME, bytes(7)));
    assertThat(deleted).isEqualTo(2);
    assertThat(find(stores, ACME, "crm", List.of("r1", "r3")))
        .extracting(RecordRecord::recordId)
        .containsExactly("r3");
    assertThat(find(stores, BETA, "crm", List.of("r4"))).hasSize(1);
  }
}
