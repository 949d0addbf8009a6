package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.TenantStore;
import dev.sigil.store.Tx;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** The {@code tenants} table. */
final class JdbcTenantStore implements TenantStore {
  private static final String INSERT =
      "INSERT INTO tenants (id, created_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING";
  private static final String FIND = "SELECT id, created_at FROM tenants WHERE id = ?";
  private static final String LIST = "SELECT id, created_at FROM tenants ORDER BY id";

  @Override
  public void insert(Tx tx, TenantRecord tenant) {
    Sql.insert(
        tx,
        "tenants.insert",
        INSERT,
        s -> {
          s.setString(1, tenant.id().value());
          Sql.setInstant(s, 2, tenant.createdAt());
        });
  }

  @Override
  public Optional<TenantRecord> find(Tx tx, TenantId id) {
    return Sql.one(tx, "tenants.find", FIND, s -> s.setString(1, id.value()), JdbcTenantStore::row);
  }

  @Override
  public List<TenantRecord> list(Tx tx) {
    return Sql.list(tx, "tenants.list", LIST, s -> {}, JdbcTenantStore::row);
  }

  private static TenantRecord row(ResultSet row) throws SQLException {
    return new TenantRecord(
        new TenantId(row.getString("id")), Sql.getRequiredInstant(row, "created_at"));
  }
}
