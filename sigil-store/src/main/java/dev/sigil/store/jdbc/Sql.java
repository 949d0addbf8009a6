package dev.sigil.store.jdbc;

import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Runs one prepared statement on the connection of a {@link Tx} and translates failures. Every call
 * names its operation (e.g. {@code credentials.insert}) for the exception message. A statement that
 * fails marks its transaction, which then cannot commit.
 */
final class Sql {
  private Sql() {}

  @FunctionalInterface
  interface Binder {
    void bind(PreparedStatement statement) throws SQLException;
  }

  @FunctionalInterface
  interface RowMapper<T> {
    T map(ResultSet row) throws SQLException;
  }

  /** Runs an update and returns the number of rows it changed. */
  static int update(Tx tx, String operation, String sql, Binder binder) {
    JdbcTx jdbcTx = JdbcTx.open(tx);
    try (PreparedStatement statement = jdbcTx.connection().prepareStatement(sql)) {
      binder.bind(statement);
      return statement.executeUpdate();
    } catch (SQLException e) {
      jdbcTx.statementFailed();
      throw SqlErrors.translate(operation, e);
    }
  }

  /**
   * Runs an {@code INSERT ... ON CONFLICT DO NOTHING}. A conflict inserts no row and becomes a
   * {@link DuplicateKeyException} without failing the statement, so the transaction stays usable on
   * PostgreSQL too (a failed statement would abort it).
   */
  static void insert(Tx tx, String operation, String sql, Binder binder) {
    if (update(tx, operation, sql, binder) == 0) {
      throw new DuplicateKeyException(operation + " failed: key exists");
    }
  }

  static <T> Optional<T> one(
      Tx tx, String operation, String sql, Binder binder, RowMapper<T> mapper) {
    List<T> rows = list(tx, operation, sql, binder, mapper);
    return rows.isEmpty() ? Optional.empty() : Optional.of(rows.getFirst());
  }

  static <T> List<T> list(Tx tx, String operation, String sql, Binder binder, RowMapper<T> mapper) {
    JdbcTx jdbcTx = JdbcTx.open(tx);
    try (PreparedStatement statement = jdbcTx.connection().prepareStatement(sql)) {
      binder.bind(statement);
      try (ResultSet rows = statement.executeQuery()) {
        List<T> result = new ArrayList<>();
        while (rows.next()) {
          result.add(mapper.map(rows));
        }
        return result;
      }
    } catch (SQLException e) {
      jdbcTx.statementFailed();
      throw SqlErrors.translate(operation, e);
    }
  }

  /**
   * Checks a row limit before it is bound to {@code LIMIT ?}: SQLite reads a negative limit as no
   * limit at all.
   *
   * @throws IllegalArgumentException when {@code limit} is less than 1
   */
  static void checkLimit(int limit) {
    if (limit < 1) {
      throw new IllegalArgumentException("limit must be at least 1");
    }
  }

  /** Binds a time as epoch milliseconds (sub-millisecond precision is dropped), or NULL. */
  static void setInstant(PreparedStatement statement, int index, @Nullable Instant at)
      throws SQLException {
    if (at == null) {
      statement.setNull(index, Types.BIGINT);
    } else {
      statement.setLong(index, at.toEpochMilli());
    }
  }

  static @Nullable Instant getInstant(ResultSet row, String column) throws SQLException {
    long millis = row.getLong(column);
    return row.wasNull() ? null : Instant.ofEpochMilli(millis);
  }

  static Instant getRequiredInstant(ResultSet row, String column) throws SQLException {
    return Instant.ofEpochMilli(row.getLong(column));
  }
}
