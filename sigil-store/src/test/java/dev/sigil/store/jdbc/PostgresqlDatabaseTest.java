package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.store.StoreConfig;
import dev.sigil.store.StoreException;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.TokenRecord;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import dev.sigil.store.testing.Writes;
import java.sql.Array;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
                              + " 'path', 'state', 'token', 'data_type', 'token_type', 'kind')"
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
              "audit_pending.operation=C",
              "audit_pending.request_id=C",
              "audit_pending.tenant_id=C",
              "audit_trees.tenant_id=C",
              "client_refs.tenant_id=C",
              "client_refs.token=C",
              "consents.purpose=C",
              "consents.tenant_id=C",
              "credentials.id=C",
              "credentials.tenant_id=C",
              "idempotency_keys.path=C",
              "idempotency_keys.request_id=C",
              "idempotency_keys.state=C",
              "idempotency_keys.tenant_id=C",
              "idempotency_subjects.path=C",
              "idempotency_subjects.tenant_id=C",
              "records.tenant_id=C",
              "subjects.tenant_id=C",
              "tenant_documents.kind=C",
              "tenant_documents.tenant_id=C",
              "tenant_keysets.purpose=C",
              "tenant_keysets.tenant_id=C",
              "tenants.id=C",
              "tokens.data_type=C",
              "tokens.state=C",
              "tokens.tenant_id=C",
              "tokens.token=C",
              "tokens.token_type=C");
    }
  }

  /**
   * With {@code reWriteBatchedInserts=true} in the URL the driver reports no per-row counts, so a
   * batch of {@code ON CONFLICT DO NOTHING} inserts ({@link Sql#batch}) cannot tell which rows
   * conflicted: it fails rather than guess, and the transaction does not commit.
   */
  @Test
  void refusesToGuessBatchRowCounts() {
    try (TestDatabase database = TestDatabases.postgresql()) {
      StoreConfig config = database.config();
      String url = config.url() + "&reWriteBatchedInserts=true";
      Stores stores =
          JdbcDatabases.open(new StoreConfig(url, config.dataDir(), TestDatabases.POOL_SIZE));
      try {
        String insert = "INSERT INTO tenants (id, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING";
        assertThatThrownBy(
                () ->
                    stores
                        .database()
                        .inTransaction(
                            tx ->
                                Sql.batch(
                                    tx,
                                    "tenants.insertAll",
                                    insert,
                                    List.of("acme", "globex"),
                                    (s, id) -> {
                                      s.setString(1, id);
                                      s.setLong(2, 1L);
                                    })))
            .isExactlyInstanceOf(StoreException.class)
            .hasMessage("tenants.insertAll failed: the driver reported no row counts");
        Optional<TenantRecord> acme =
            stores
                .database()
                .inReadTransaction(tx -> stores.tenants().find(tx, new TenantId("acme")));
        assertThat(acme).isEmpty();
      } finally {
        stores.database().close();
      }
    }
  }

  /**
   * On PostgreSQL a batch of tokens is one statement over arrays: a token that exists, or that the
   * batch gives twice, is not inserted (again), and every other one is, in one round trip.
   */
  @Test
  void aTokenBatchInsertsEachNewTokenOnce() {
    try (TestDatabase database = TestDatabases.postgresql()) {
      Stores stores = JdbcDatabases.open(database.config());
      try {
        TenantId acme = new TenantId("acme");
        Instant t0 = Instant.parse("2026-01-02T03:04:05.678Z");
        Writes.write(stores, tx -> stores.tenants().insert(tx, new TenantRecord(acme, t0)));
        Writes.write(
            stores, tx -> stores.tokens().insertAll(tx, List.of(token(acme, "tok_1", t0))));

        boolean[] inserted =
            stores
                .database()
                .inTransaction(
                    tx ->
                        stores
                            .tokens()
                            .insertAll(
                                tx,
                                List.of(
                                    token(acme, "tok_0", t0),
                                    token(acme, "tok_1", t0),
                                    token(acme, "tok_2", t0),
                                    token(acme, "tok_2", t0))));

        assertThat(inserted).containsExactly(true, false, true, false);
        List<TokenRecord> found =
            stores
                .database()
                .inReadTransaction(
                    tx -> stores.tokens().findAll(tx, acme, List.of("tok_0", "tok_1", "tok_2")));
        assertThat(found)
            .extracting(TokenRecord::token)
            .containsExactlyInAnyOrder("tok_0", "tok_1", "tok_2");
      } finally {
        stores.database().close();
      }
    }
  }

  /**
   * A look-up by a list of keys ({@link Sql#listIn}) is planned for the values of each call and
   * never kept as a server-side prepared statement: after five executions of one statement the
   * driver would prepare it on the server, whose generic plan estimates the rows of {@code
   * tenant_id = ?} from the average tenant and, when that looks small, reads every token of the
   * tenant and compares each with the whole list (seconds per call at 200,000 tokens, seen in
   * {@code ./sigil bench data}). One call also takes more keys than SQLite's chunk.
   */
  @Test
  void aLookUpByManyKeysIsPlannedForItsValuesEachTime() {
    try (TestDatabase database = TestDatabases.postgresql()) {
      Stores stores = database.stores();
      TenantId acme = new TenantId("acme");
      Instant t0 = Instant.parse("2026-01-02T03:04:05.678Z");
      List<String> keys = new ArrayList<>();
      for (int i = 0; i < Sql.MAX_IN + 100; i++) {
        keys.add("tok_" + i);
      }
      Writes.write(stores, tx -> stores.tenants().insert(tx, new TenantRecord(acme, t0)));
      Writes.write(
          stores,
          tx -> stores.tokens().insertAll(tx, keys.stream().map(k -> token(acme, k, t0)).toList()));

      long prepared =
          stores
              .database()
              .inReadTransaction(
                  tx -> {
                    for (int call = 0; call < 8; call++) {
                      assertThat(stores.tokens().findAll(tx, acme, keys)).hasSize(keys.size());
                    }
                    return Sql.one(
                            tx,
                            "test.prepared",
                            "SELECT count(*) FROM pg_prepared_statements"
                                + " WHERE statement LIKE '%FROM tokens%'",
                            s -> {},
                            row -> row.getLong(1))
                        .orElseThrow();
                  });

      assertThat(prepared).isZero();
    }
  }

  /**
   * The audit sequencer's round reads a tenant's queued events oldest first, as many times a second
   * as requests arrive, from a queue that holds thousands of dead entries the planner does not see.
   * Its plan must be an index scan of the tenant's range in order, on a young table and with
   * statistics that know another tenant's backlog alike. Before migration 8 the first was a bitmap
   * over the tenant's whole {@code (tenant_id, request_id)} range and a sort, the second a walk of
   * the primary key filtering out the backlog (figures in docs/benchmarks.md, tokens, stop 34). The
   * plan is the one {@code audit_pending_round} runs: its query under its own settings.
   */
  @Test
  void theAuditRoundReadsItsTenantsQueueThroughAnIndexWhateverTheStatistics() {
    try (TestDatabase database = TestDatabases.postgresql()) {
      Stores stores = database.stores();
      assertThat(roundPlan(stores, "young"))
          .satisfies(PostgresqlDatabaseTest::readsTheTenantsRange);

      Writes.write(
          stores,
          tx -> {
            Sql.insert(
                tx,
                "test.tenant",
                "INSERT INTO tenants (id, created_at) VALUES ('backlog', 0)",
                s -> {});
            Sql.insert(
                tx,
                "test.backlog",
                "INSERT INTO audit_pending (tenant_id, request_id, occurred_at, operation, event)"
                    + " SELECT 'backlog', 'r' || g, 0, 'tokenize', '\\x00'::bytea"
                    + " FROM generate_series(1, 20000) g",
                s -> {});
            Sql.update(tx, "test.analyze", "ANALYZE audit_pending", s -> {});
          });
      assertThat(roundPlan(stores, "analyzed"))
          .satisfies(PostgresqlDatabaseTest::readsTheTenantsRange);
    }
  }

  /**
   * The generic plan of {@code audit_pending_round}'s query under the function's own settings,
   * prepared as {@code name} in one transaction.
   */
  private static String roundPlan(Stores stores, String name) {
    List<String> plan =
        stores
            .database()
            .inTransaction(
                tx -> {
                  Map.Entry<String, List<String>> function =
                      Sql.one(
                              tx,
                              "test.function",
                              "SELECT prosrc, proconfig FROM pg_proc"
                                  + " WHERE proname = 'audit_pending_round'"
                                  + " AND pronamespace = to_regnamespace(current_schema())",
                              s -> {},
                              row -> {
                                Array config = row.getArray(2);
                                return Map.entry(
                                    row.getString(1),
                                    config == null
                                        ? List.<String>of()
                                        : List.of((String[]) config.getArray()));
                              })
                          .orElseThrow();
                  String source = function.getKey();
                  List<String> settings = function.getValue();
                  assertThat(settings).contains("plan_cache_mode=force_generic_plan");
                  for (String setting : settings) {
                    Sql.update(
                        tx,
                        "test.setting",
                        "SET LOCAL " + setting.replaceFirst("=", " = "),
                        s -> {});
                  }
                  String query =
                      source.substring(
                          source.indexOf("RETURN QUERY") + "RETURN QUERY".length(),
                          source.indexOf(';', source.indexOf("RETURN QUERY")));
                  String body =
                      query.replaceAll("\\btenant\\b", "\\$1").replaceAll("\\bmax_rows\\b", "\\$2");
                  Sql.update(
                      tx, "test.prepare", "PREPARE " + name + "(text, int) AS " + body, s -> {});
                  return Sql.list(
                      tx,
                      "test.explain",
                      "EXPLAIN (COSTS OFF) EXECUTE " + name + "('acme', 500)",
                      s -> {},
                      row -> row.getString(1));
                });
    return String.join("\n", plan);
  }

  private static void readsTheTenantsRange(String plan) {
    assertThat(plan)
        .contains("Index Scan using audit_pending_order_idx")
        .contains("Index Cond: (tenant_id = $1)")
        .doesNotContain("Filter")
        .doesNotContain("Sort")
        .doesNotContain("Bitmap");
  }

  private static TokenRecord token(TenantId tenant, String token, Instant at) {
    return TokenRecord.live(tenant, token, "email", "random", null, null, null, new byte[] {1}, at);
  }
}
