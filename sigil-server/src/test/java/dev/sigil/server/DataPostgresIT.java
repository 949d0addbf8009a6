package dev.sigil.server;

import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;

/** Sealed records on PostgreSQL (a fresh schema of {@code SIGIL_TEST_POSTGRES_URL}). */
class DataPostgresIT extends DataContract {
  private TestDatabase database;

  @Override
  String storeUrl() {
    database = TestDatabases.postgresql();
    return database.config().url();
  }

  @Override
  void afterStop() {
    if (database != null) {
      database.close();
    }
  }
}
