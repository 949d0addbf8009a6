package dev.sigil.store.jdbc;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.sigil.store.Database.Dialect;
import dev.sigil.store.StoreException;
import java.util.Locale;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/** Builds the connection pool of each dialect. */
final class DataSources {
  /** How long a SQLite write transaction waits for the lock before failing. */
  static final int SQLITE_BUSY_TIMEOUT_MILLIS = 10_000;

  /** How long a caller waits for a pooled connection before failing. */
  static final long CONNECTION_TIMEOUT_MILLIS = 10_000;

  private DataSources() {}

  /**
   * Opens the pool and one connection, so an unreachable database fails here.
   *
   * @throws StoreException when the first connection cannot be opened
   */
  static HikariDataSource open(Dialect dialect, String url, int maxPoolSize) {
    HikariConfig config = new HikariConfig();
    config.setPoolName("sigil-store-" + dialect.name().toLowerCase(Locale.ROOT));
    config.setMaximumPoolSize(maxPoolSize);
    config.setConnectionTimeout(CONNECTION_TIMEOUT_MILLIS);
    switch (dialect) {
      case SQLITE -> config.setDataSource(sqlite(url));
      case POSTGRESQL -> {
        config.setDriverClassName("org.postgresql.Driver");
        config.setJdbcUrl(url);
        // Keeps row values (e.g. "Key (id)=(...) already exists") out of exception messages.
        config.addDataSourceProperty("logServerErrorDetail", "false");
      }
    }
    try {
      return new HikariDataSource(config);
    } catch (RuntimeException e) {
      throw new StoreException("database connection failed", e);
    }
  }

  /**
   * SQLite as the embedded store needs it. The data source applies these settings to every
   * connection it opens, so every pooled connection has them: WAL with {@code synchronous=FULL} (a
   * returned commit survives power loss), foreign keys enforced, and {@code BEGIN IMMEDIATE}
   * transactions, so writers queue for the lock for up to the busy timeout instead of failing with
   * {@code SQLITE_BUSY} when a read transaction tries to upgrade.
   */
  static SQLiteDataSource sqlite(String url) {
    SQLiteConfig config = new SQLiteConfig();
    config.setJournalMode(SQLiteConfig.JournalMode.WAL);
    config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
    config.setBusyTimeout(SQLITE_BUSY_TIMEOUT_MILLIS);
    config.enforceForeignKeys(true);
    config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
    SQLiteDataSource dataSource = new SQLiteDataSource(config);
    dataSource.setUrl(url);
    return dataSource;
  }
}
