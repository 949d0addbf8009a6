package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.TenantDocumentStore;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The {@code tenant_documents} table. */
final class JdbcTenantDocumentStore implements TenantDocumentStore {
  private static final String KEY = "tenant_id = ? AND kind = ? AND name = ?";
  private static final String PUT =
      "INSERT INTO tenant_documents (tenant_id, kind, name, document, updated_at)"
          + " VALUES (?, ?, ?, ?, ?) ON CONFLICT (tenant_id, kind, name)"
          + " DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at";
  private static final String FIND = "SELECT document FROM tenant_documents WHERE " + KEY;
  private static final String NAMES =
      "SELECT name FROM tenant_documents WHERE tenant_id = ? AND kind = ? ORDER BY name";
  private static final String DELETE = "DELETE FROM tenant_documents WHERE " + KEY;

  @Override
  public void put(
      Tx tx, TenantId tenant, String kind, String name, String json, Instant updatedAt) {
    Sql.update(
        tx,
        "documents.put",
        PUT,
        s -> {
          bindKey(s, tenant, kind, name);
          s.setString(4, json);
          Sql.setInstant(s, 5, updatedAt);
        });
  }

  @Override
  public Optional<String> find(Tx tx, TenantId tenant, String kind, String name) {
    return Sql.one(
        tx,
        "documents.find",
        FIND,
        s -> bindKey(s, tenant, kind, name),
        row -> row.getString("document"));
  }

  @Override
  public List<String> names(Tx tx, TenantId tenant, String kind) {
    return Sql.list(
        tx,
        "documents.names",
        NAMES,
        s -> {
          s.setString(1, tenant.value());
          s.setString(2, kind);
        },
        row -> row.getString("name"));
  }

  @Override
  public boolean delete(Tx tx, TenantId tenant, String kind, String name) {
    int rows = Sql.update(tx, "documents.delete", DELETE, s -> bindKey(s, tenant, kind, name));
    return rows == 1;
  }

  private static void bindKey(PreparedStatement s, TenantId tenant, String kind, String name)
      throws SQLException {
    s.setString(1, tenant.value());
    s.setString(2, kind);
    s.setString(3, name);
  }
}
