package dev.sigil.store.jdbc;

import static dev.sigil.store.testing.Writes.write;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.AuditRecord;
import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.testing.BothDatabases;
import java.time.Instant;

class JdbcAuditStoreTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final Instant T0 = Instant.parse("2026-01-02T03:04:05.678Z");

  /** A head behind its events (a restored or tampered database) must not let append overwrite. */
  @BothDatabases
  void neverOverwritesAnEventBehindAStaleHead(Stores stores) {
    write(stores, tx -> stores.tenants().insert(tx, new TenantRecord(ACME, T0)));
    append(stores, event(0, "req-0", 1));
    write(
        stores,
        tx ->
            Sql.update(
                tx,
                "test.rewindHead",
                "UPDATE audit_heads SET size = 0 WHERE tenant_id = ?",
                s -> s.setString(1, ACME.value())));

    assertThatThrownBy(() -> append(stores, event(0, "req-other", 2)))
        .isInstanceOf(DuplicateKeyException.class)
        .hasMessage("audit.append failed: key exists");

    AuditRecord kept =
        stores.database().inTransaction(tx -> stores.audit().range(tx, ACME, 0, 10)).getFirst();
    assertThat(kept.requestId()).isEqualTo("req-0");
    assertThat(kept.event()).containsExactly(1);
    assertThat(stores.database().inTransaction(tx -> stores.audit().head(tx, ACME)).size())
        .isZero();
  }

  private static AuditRecord event(long seq, String requestId, int content) {
    return new AuditRecord(
        ACME, seq, requestId, T0, "op", new byte[] {(byte) content}, new byte[32]);
  }

  private static void append(Stores stores, AuditRecord event) {
    write(
        stores,
        tx -> {
          stores.audit().lockHead(tx, ACME);
          stores.audit().append(tx, event);
        });
  }
}
