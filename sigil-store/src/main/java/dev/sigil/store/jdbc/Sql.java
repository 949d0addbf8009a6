package dev.sigil.store.jdbc;

import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.StoreException;
import dev.sigil.store.Tx;
import java.nio.ByteBuffer;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.postgresql.PGStatement;

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

  /** Binds one item of a batch: its parameters from 1. */
  @FunctionalInterface
  interface ItemBinder<E> {
    void bind(PreparedStatement statement, E item) throws SQLException;
  }

  /** The most elements bound into one {@code IN (...)} list; longer collections are chunked. */
  static final int MAX_IN = 500;

  /** Runs an update and returns the number of rows it changed. */
  static int update(Tx tx, String operation, String sql, Binder binder) {
    JdbcTx jdbcTx = JdbcTx.open(tx);
    try {
      return jdbcTx.withStatement(
          sql,
          statement -> {
            binder.bind(statement);
            return statement.executeUpdate();
          });
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
    try {
      return jdbcTx.withStatement(
          sql,
          statement -> {
            binder.bind(statement);
            try (ResultSet rows = statement.executeQuery()) {
              List<T> result = new ArrayList<>();
              while (rows.next()) {
                result.add(mapper.map(rows));
              }
              return result;
            }
          });
    } catch (SQLException e) {
      jdbcTx.statementFailed();
      throw SqlErrors.translate(operation, e);
    }
  }

  /**
   * Runs one statement per item as a single JDBC batch. With {@code INSERT ... ON CONFLICT DO
   * NOTHING} a conflicting item changes no row (count 0) without failing the statement, so the
   * transaction stays usable on PostgreSQL.
   *
   * @return per item, in order, the number of rows it changed; empty, without a statement, for no
   *     items
   * @throws StoreException when the driver reports no per-item counts (PostgreSQL's {@code
   *     reWriteBatchedInserts=true}); the transaction then cannot commit
   */
  static <E> int[] batch(
      Tx tx, String operation, String sql, List<E> items, ItemBinder<? super E> binder) {
    if (items.isEmpty()) {
      return new int[0];
    }
    JdbcTx jdbcTx = JdbcTx.open(tx);
    int[] counts;
    try {
      counts =
          jdbcTx.withStatement(
              sql,
              statement -> {
                for (E item : items) {
                  binder.bind(statement, item);
                  statement.addBatch();
                }
                return statement.executeBatch();
              });
    } catch (SQLException e) {
      jdbcTx.statementFailed();
      throw SqlErrors.translate(operation, e);
    }
    if (counts.length != items.size() || anyUnknown(counts)) {
      jdbcTx.statementFailed();
      throw new StoreException(operation + " failed: the driver reported no row counts");
    }
    return counts;
  }

  private static boolean anyUnknown(int[] counts) {
    for (int count : counts) {
      if (count < 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Runs a query whose SQL ends in {@code column IN} for the distinct {@code values} (strings or
   * byte arrays, which compare by content). {@code head} binds the parameters before the list,
   * {@code headCount} of them.
   *
   * <p>On SQLite the query runs once per chunk of at most {@link #MAX_IN} values, appending {@code
   * (?, ?, ...)}. On PostgreSQL it runs once, as {@code column = ANY(?)} over one array, planned
   * for the values of each call (an unnamed statement, never a cached generic plan): a generic plan
   * estimates the rows of {@code tenant_id = ?} from the average tenant, and when that looks small
   * it reads every row of the tenant and tests each against the list, which took seconds per call
   * for a tenant of 200,000 tokens.
   *
   * @return the rows of all chunks; empty, without a query, for no values
   */
  static <T> List<T> listIn(
      Tx tx,
      String operation,
      String sqlEndingInIn,
      Binder head,
      int headCount,
      Collection<?> values,
      RowMapper<T> mapper) {
    if (!sqlEndingInIn.endsWith(" IN") || sqlEndingInIn.endsWith(" NOT IN")) {
      throw new IllegalArgumentException("the query must end in 'column IN'");
    }
    List<Object> distinct = distinct(values);
    if (distinct.isEmpty()) {
      return List.of();
    }
    Class<?> type = distinct.getFirst() instanceof byte[] ? byte[].class : String.class;
    if (distinct.stream().anyMatch(v -> !type.isInstance(v))) {
      throw new IllegalArgumentException("the values must be all strings or all byte arrays");
    }
    if (!JdbcTx.open(tx).sqlite()) {
      String arrayType = type == byte[].class ? "bytea" : "text";
      String sql =
          sqlEndingInIn.substring(0, sqlEndingInIn.length() - " IN".length())
              + " = ANY(?::"
              + arrayType
              + "[])";
      return list(
          tx,
          operation,
          sql,
          s -> {
            s.unwrap(PGStatement.class).setPrepareThreshold(0);
            head.bind(s);
            setArray(s, headCount + 1, arrayType, distinct, v -> v);
          },
          mapper);
    }
    List<T> result = new ArrayList<>();
    for (int from = 0; from < distinct.size(); from += MAX_IN) {
      List<Object> chunk = distinct.subList(from, Math.min(distinct.size(), from + MAX_IN));
      String sql = sqlEndingInIn + " (" + "?, ".repeat(chunk.size() - 1) + "?)";
      Binder binder =
          s -> {
            head.bind(s);
            for (int i = 0; i < chunk.size(); i++) {
              s.setObject(headCount + 1 + i, chunk.get(i));
            }
          };
      result.addAll(list(tx, operation, sql, binder, mapper));
    }
    return result;
  }

  private static List<Object> distinct(Collection<?> values) {
    Map<Object, Object> byKey = new LinkedHashMap<>();
    for (Object value : values) {
      byKey.putIfAbsent(value instanceof byte[] bytes ? ByteBuffer.wrap(bytes) : value, value);
    }
    return new ArrayList<>(byKey.values());
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

  /**
   * PostgreSQL: binds, as one array of SQL type {@code type} ({@code text}, {@code bytea}, {@code
   * bigint}), {@code column} of every item in order; a null becomes a NULL element.
   */
  static <E> void setArray(
      PreparedStatement statement,
      int index,
      String type,
      List<E> items,
      Function<? super E, ? extends @Nullable Object> column)
      throws SQLException {
    Object[] elements =
        switch (type) {
          case "bytea" -> new byte[items.size()][];
          case "bigint" -> new Long[items.size()];
          default -> new String[items.size()];
        };
    for (int i = 0; i < elements.length; i++) {
      elements[i] = column.apply(items.get(i));
    }
    statement.setArray(index, statement.getConnection().createArrayOf(type, elements));
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
