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

class AuditCheckpointStoreContractTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");

  @BeforeEach
  void createTenant(Stores stores) {
    write(stores, tx -> stores.tenants().insert(tx, new TenantRecord(ACME, T0)));
  }

  @BothDatabases
  void treeStateRoundTripsAndIsReplaced(Stores stores) {
    assertThat(tree(stores).size()).isZero();
    assertThat(tree(stores).compactRange()).isEmpty();
    write(
        stores,
        tx ->
            stores
                .checkpoints()
                .saveTree(tx, ACME, new AuditCheckpointStore.Tree(1, new byte[] {1, 2})));
    write(
        stores,
        tx ->
            stores
                .checkpoints()
                .saveTree(tx, ACME, new AuditCheckpointStore.Tree(3, new byte[] {3, 4, 5})));
    assertThat(tree(stores).size()).isEqualTo(3);
    assertThat(tree(stores).compactRange()).containsExactly(3, 4, 5);
  }

  @BothDatabases
  void checkpointsAreKeptBySizeAndNeverReplaced(Stores stores) {
    write(
        stores,
        tx ->
            stores
                .checkpoints()
                .add(tx, new AuditCheckpoint(ACME, 10, new byte[] {1}, "note 10", T0)));
    write(
        stores,
        tx ->
            stores
                .checkpoints()
                .add(tx, new AuditCheckpoint(ACME, 20, new byte[] {2}, "note 20", T0)));
    assertThatThrownBy(
            () ->
                write(
                    stores,
                    tx ->
                        stores
                            .checkpoints()
                            .add(tx, new AuditCheckpoint(ACME, 10, new byte[] {9}, "other", T0))))
        .isInstanceOf(DuplicateKeyException.class);
    Optional<AuditCheckpoint> latest =
        stores.database().inTransaction(tx -> stores.checkpoints().latest(tx, ACME));
    assertThat(latest).hasValueSatisfying(c -> assertThat(c.note()).isEqualTo("note 20"));
    List<AuditCheckpoint> upTo15 =
        stores.database().inTransaction(tx -> stores.checkpoints().upTo(tx, ACME, 15));
    assertThat(upTo15).extracting(AuditCheckpoint::size).containsExactly(10L);
    assertThat(upTo15.getFirst().root()).containsExactly(1);
    assertThat(upTo15.getFirst().at()).isEqualTo(T0);
  }

  private static AuditCheckpointStore.Tree tree(Stores stores) {
    return stores.database().inTransaction(tx -> stores.checkpoints().tree(tx, ACME));
  }
}
