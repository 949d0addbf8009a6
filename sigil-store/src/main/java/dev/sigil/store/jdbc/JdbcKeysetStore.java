package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.Database.Dialect;
import dev.sigil.store.KeysetStore;
import dev.sigil.store.Tx;
import dev.sigil.store.WrappedKeyset;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** The {@code tenant_keysets} table. */
final class JdbcKeysetStore implements KeysetStore {
  private final String findForUpdate;

  JdbcKeysetStore(Dialect dialect) {
    this.findForUpdate = dialect == Dialect.POSTGRESQL ? FIND + " FOR UPDATE" : FIND;
  }

  private static final String COLUMNS = "tenant_id, purpose, wrapped, updated_at";
  private static final String INSERT =
      "INSERT INTO tenant_keysets ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?) ON CONFLICT (tenant_id, purpose) DO NOTHING";
  private static final String FIND =
      "SELECT " + COLUMNS + " FROM tenant_keysets WHERE tenant_id = ? AND purpose = ?";
  private static final String LIST =
      "SELECT " + COLUMNS + " FROM tenant_keysets WHERE tenant_id = ? ORDER BY purpose";
  private static final String UPDATE =
      "UPDATE tenant_keysets SET wrapped = ?, updated_at = ? WHERE tenant_id = ? AND purpose = ?";

  @Override
  public void insert(Tx tx, WrappedKeyset keyset) {
    Sql.insert(
        tx,
        "keysets.insert",
        INSERT,
        s -> {
          s.setString(1, keyset.tenant().value());
          s.setString(2, keyset.purpose());
          s.setBytes(3, keyset.wrapped());
          Sql.setInstant(s, 4, keyset.updatedAt());
        });
  }

  @Override
  public Optional<WrappedKeyset> find(Tx tx, TenantId tenant, String purpose) {
    return one(tx, "keysets.find", FIND, tenant, purpose);
  }

  @Override
  public Optional<WrappedKeyset> findForUpdate(Tx tx, TenantId tenant, String purpose) {
    return one(tx, "keysets.findForUpdate", findForUpdate, tenant, purpose);
  }

  private static Optional<WrappedKeyset> one(
      Tx tx, String operation, String sql, TenantId tenant, String purpose) {
    return Sql.one(
        tx,
        operation,
        sql,
        s -> {
          s.setString(1, tenant.value());
          s.setString(2, purpose);
        },
        JdbcKeysetStore::row);
  }

  @Override
  public List<WrappedKeyset> listForTenant(Tx tx, TenantId tenant) {
    return Sql.list(
        tx,
        "keysets.listForTenant",
        LIST,
        s -> s.setString(1, tenant.value()),
        JdbcKeysetStore::row);
  }

  @Override
  public boolean update(Tx tx, WrappedKeyset keyset) {
    int rows =
        Sql.update(
            tx,
            "keysets.update",
            UPDATE,
            s -> {
              s.setBytes(1, keyset.wrapped());
              Sql.setInstant(s, 2, keyset.updatedAt());
              s.setString(3, keyset.tenant().value());
              s.setString(4, keyset.purpose());
            });
    return rows == 1;
  }

  private static WrappedKeyset row(ResultSet row) throws SQLException {
    return new WrappedKeyset(
        new TenantId(row.getString("tenant_id")),
        row.getString("purpose"),
        row.getBytes("wrapped"),
        Sql.getRequiredInstant(row, "updated_at"));
  }
}
