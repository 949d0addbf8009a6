package dev.sigil.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.WeakHashMap;
import org.sqlite.SQLiteConnection;

/**
 * Prepared statements of SQLite connections, kept for reuse. The SQLite driver compiles every
 * {@code prepareStatement} anew (PostgreSQL's driver caches on its own), and for a request of a few
 * short statements the compiling was a large share of the time spent under the single writer lock.
 * Statements are prepared on the driver's own connection, not the pool's proxy (which would close
 * them when the connection is returned), and live as long as that connection; each connection keeps
 * its {@link #PER_CONNECTION} most recently used. A connection is used by one thread at a time, so
 * a connection's statements are never shared concurrently.
 */
final class StatementCache {
  static final int PER_CONNECTION = 64;

  private static final Map<SQLiteConnection, Map<String, PreparedStatement>> CACHES =
      Collections.synchronizedMap(new WeakHashMap<>());

  private StatementCache() {}

  /** A statement for {@code sql} on {@code connection}; give it back with {@link #release}. */
  static PreparedStatement prepare(Connection connection, String sql) throws SQLException {
    SQLiteConnection raw = connection.unwrap(SQLiteConnection.class);
    Map<String, PreparedStatement> cache = CACHES.computeIfAbsent(raw, c -> lru());
    PreparedStatement cached = cache.remove(sql);
    if (cached != null && !cached.isClosed()) {
      return cached;
    }
    return raw.prepareStatement(sql);
  }

  /**
   * Returns a statement for reuse, cleared of parameters and batch; after a failure ({@code ok}
   * false) it is closed instead, since its state is unknown.
   */
  static void release(Connection connection, String sql, PreparedStatement statement, boolean ok)
      throws SQLException {
    if (!ok) {
      statement.close();
      return;
    }
    statement.clearParameters();
    statement.clearBatch();
    SQLiteConnection raw = connection.unwrap(SQLiteConnection.class);
    PreparedStatement previous = CACHES.computeIfAbsent(raw, c -> lru()).put(sql, statement);
    if (previous != null && previous != statement) {
      previous.close();
    }
  }

  private static Map<String, PreparedStatement> lru() {
    return new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<String, PreparedStatement> eldest) {
        if (size() <= PER_CONNECTION) {
          return false;
        }
        try {
          eldest.getValue().close();
        } catch (SQLException e) {
          // a statement that cannot close is gone with its connection anyway
        }
        return true;
      }
    };
  }
}
