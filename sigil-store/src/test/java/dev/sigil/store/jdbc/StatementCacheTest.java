package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatementCacheTest {
  @TempDir Path dir;

  private Connection open() throws Exception {
    return DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("cache.db"));
  }

  @Test
  void aReleasedStatementIsReusedClearedOfItsParameters() throws Exception {
    try (Connection c = open()) {
      PreparedStatement first = StatementCache.prepare(c, "SELECT ?");
      first.setInt(1, 7);
      StatementCache.release(c, "SELECT ?", first, true);
      PreparedStatement again = StatementCache.prepare(c, "SELECT ?");
      assertThat(again).isSameAs(first);
      again.setInt(1, 8);
      try (ResultSet r = again.executeQuery()) {
        assertThat(r.next()).isTrue();
        assertThat(r.getInt(1)).isEqualTo(8);
      }
      StatementCache.release(c, "SELECT ?", again, true);
    }
  }

  @Test
  void aStatementThatFailedIsClosedNotReused() throws Exception {
    try (Connection c = open()) {
      PreparedStatement failed = StatementCache.prepare(c, "SELECT 1");
      StatementCache.release(c, "SELECT 1", failed, false);
      assertThat(failed.isClosed()).isTrue();
      PreparedStatement next = StatementCache.prepare(c, "SELECT 1");
      assertThat(next).isNotSameAs(failed);
      assertThat(next.isClosed()).isFalse();
    }
  }

  @Test
  void eachConnectionKeepsItsMostRecentlyUsedStatementsAndClosesTheRest() throws Exception {
    try (Connection c = open();
        Connection other = open()) {
      PreparedStatement oldest = StatementCache.prepare(c, "SELECT 0");
      StatementCache.release(c, "SELECT 0", oldest, true);
      for (int i = 1; i <= StatementCache.PER_CONNECTION; i++) {
        StatementCache.release(c, "SELECT " + i, StatementCache.prepare(c, "SELECT " + i), true);
      }
      assertThat(oldest.isClosed()).isTrue();
      assertThat(StatementCache.prepare(other, "SELECT 1"))
          .as("another connection has statements of its own")
          .isNotSameAs(StatementCache.prepare(c, "SELECT 1"));
    }
  }
}
