package dev.sigil.store.testing;

import dev.sigil.store.Database.Dialect;
import dev.sigil.store.StoreConfig;
import dev.sigil.store.Stores;
import dev.sigil.store.jdbc.JdbcDatabases;
import org.jspecify.annotations.Nullable;

/**
 * One fresh, empty database for one test: a SQLite file in its own temporary directory, or a
 * PostgreSQL schema with a random name. {@link #close()} closes the stores opened through it and
 * deletes the database.
 */
public final class TestDatabase implements AutoCloseable {
  private final Dialect dialect;
  private final StoreConfig config;
  private final Runnable delete;
  private @Nullable Stores stores;
  private boolean closed;

  TestDatabase(Dialect dialect, StoreConfig config, Runnable delete) {
    this.dialect = dialect;
    this.config = config;
    this.delete = delete;
  }

  public Dialect dialect() {
    return dialect;
  }

  /**
   * Where the database lives, e.g. to open it a second time or to hand it to a server under test.
   * Stores opened from it by the caller must be closed before this database is.
   */
  public StoreConfig config() {
    return config;
  }

  /** The migrated stores of this database, opened on first use and closed by {@link #close()}. */
  public synchronized Stores stores() {
    if (closed) {
      throw new IllegalStateException("test database is closed");
    }
    if (stores == null) {
      stores = JdbcDatabases.open(config);
    }
    return stores;
  }

  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      if (stores != null) {
        stores.database().close();
      }
    } finally {
      delete.run();
    }
  }

  @Override
  public String toString() {
    return "TestDatabase[" + dialect + "]";
  }
}
