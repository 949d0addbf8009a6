package dev.sigil.server;

import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/** Sealed records on PostgreSQL (a fresh schema of {@code SIGIL_TEST_POSTGRES_URL}). */
class DataPostgresIT extends DataContract {
  private TestDatabase database;

  @Override
  String storeUrl() {
    database = TestDatabases.postgresql();
    return database.config().url();
  }

  @Override
  Connection openStore() throws SQLException {
    return DriverManager.getConnection(database.config().url());
  }

  @Override
  void afterStop() {
    if (database != null) {
      database.close();
    }
  }
}
