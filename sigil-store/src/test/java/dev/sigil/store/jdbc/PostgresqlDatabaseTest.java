package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.Stores;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the PostgreSQL schema promises beyond the shared contract. */
class PostgresqlDatabaseTest {

  /**
   * Listing orders by id. The "C" collation makes that bytewise, as on SQLite, whatever locale the
   * database was created with (the test database's own locale may hide the difference).
   */
  @Test
  void ordersKeyColumnsBytewise() {
    try (TestDatabase database = TestDatabases.postgresql()) {
      Stores stores = database.stores();
      List<String> collations =
          stores
              .database()
              .inTransaction(
                  tx ->
                      Sql.list(
                          tx,
                          "test.collations",
                          "SELECT table_name || '.' || column_name || '=' || collation_name"
                              + " FROM information_schema.columns"
                              + " WHERE table_schema = current_schema()"
                              + " AND column_name IN ('id', 'tenant_id', 'purpose', 'request_id', 'operation',"
                              + " 'path', 'state')"
                              + " ORDER BY 1",
                          s -> {},
                          row -> row.getString(1)));

      assertThat(collations)
          .containsExactly(
              "audit_checkpoints.tenant_id=C",
              "audit_events.operation=C",
              "audit_events.request_id=C",
              "audit_events.tenant_id=C",
              "audit_heads.tenant_id=C",
              "audit_trees.tenant_id=C",
              "credentials.id=C",
              "credentials.tenant_id=C",
              "idempotency_keys.path=C",
              "idempotency_keys.request_id=C",
              "idempotency_keys.state=C",
              "idempotency_keys.tenant_id=C",
              "tenant_keysets.purpose=C",
              "tenant_keysets.tenant_id=C",
              "tenants.id=C");
    }
  }
}
