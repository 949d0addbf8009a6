package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.AuditCheckpoint;
import dev.sigil.store.AuditCheckpointStore;
import dev.sigil.store.Tx;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/** The {@code audit_trees} and {@code audit_checkpoints} tables. */
final class JdbcAuditCheckpointStore implements AuditCheckpointStore {
  private static final String TREE =
      "SELECT size, compact_range FROM audit_trees WHERE tenant_id = ?";
  private static final String INSERT_TREE =
      "INSERT INTO audit_trees (tenant_id, size, compact_range) VALUES (?, ?, ?)"
          + " ON CONFLICT (tenant_id) DO NOTHING";
  private static final String UPDATE_TREE =
      "UPDATE audit_trees SET size = ?, compact_range = ? WHERE tenant_id = ?";
  private static final String COLUMNS = "tenant_id, size, root, note, created_at";
  private static final String INSERT =
      "INSERT INTO audit_checkpoints ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?)"
          + " ON CONFLICT (tenant_id, size) DO NOTHING";
  private static final String LATEST =
      "SELECT "
          + COLUMNS
          + " FROM audit_checkpoints WHERE tenant_id = ? ORDER BY size DESC LIMIT 1";
  private static final String UP_TO =
      "SELECT "
          + COLUMNS
          + " FROM audit_checkpoints WHERE tenant_id = ? AND size <= ? ORDER BY size";

  @Override
  public Tree tree(Tx tx, TenantId tenant) {
    return Sql.one(
            tx,
            "auditTrees.find",
            TREE,
            s -> s.setString(1, tenant.value()),
            row -> new Tree(row.getLong("size"), row.getBytes("compact_range")))
        .orElseGet(() -> new Tree(0, new byte[0]));
  }

  @Override
  public void saveTree(Tx tx, TenantId tenant, Tree tree) {
    int updated =
        Sql.update(
            tx,
            "auditTrees.update",
            UPDATE_TREE,
            s -> {
              s.setLong(1, tree.size());
              s.setBytes(2, tree.compactRange());
              s.setString(3, tenant.value());
            });
    if (updated == 0) {
      Sql.insert(
          tx,
          "auditTrees.insert",
          INSERT_TREE,
          s -> {
            s.setString(1, tenant.value());
            s.setLong(2, tree.size());
            s.setBytes(3, tree.compactRange());
          });
    }
  }

  @Override
  public void add(Tx tx, AuditCheckpoint c) {
    Sql.insert(
        tx,
        "auditCheckpoints.insert",
        INSERT,
        s -> {
          s.setString(1, c.tenant().value());
          s.setLong(2, c.size());
          s.setBytes(3, c.root());
          s.setString(4, c.note());
          Sql.setInstant(s, 5, c.at());
        });
  }

  @Override
  public Optional<AuditCheckpoint> latest(Tx tx, TenantId tenant) {
    return Sql.one(
        tx,
        "auditCheckpoints.latest",
        LATEST,
        s -> s.setString(1, tenant.value()),
        JdbcAuditCheckpointStore::row);
  }

  @Override
  public List<AuditCheckpoint> upTo(Tx tx, TenantId tenant, long maxSize) {
    return Sql.list(
        tx,
        "auditCheckpoints.upTo",
        UP_TO,
        s -> {
          s.setString(1, tenant.value());
          s.setLong(2, maxSize);
        },
        JdbcAuditCheckpointStore::row);
  }

  private static AuditCheckpoint row(ResultSet row) throws SQLException {
    return new AuditCheckpoint(
        new TenantId(row.getString("tenant_id")),
        row.getLong("size"),
        row.getBytes("root"),
        row.getString("note"),
        Sql.getRequiredInstant(row, "created_at"));
  }
}
