package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.ClientRefRecord;
import dev.sigil.store.ClientRefStore;
import dev.sigil.store.Tx;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;

/** The {@code client_refs} table. */
final class JdbcClientRefStore implements ClientRefStore {
  private static final String COLUMNS =
      "tenant_id, ref_hash, item_fingerprint, token, subject_ref, created_at";
  private static final String INSERT =
      "INSERT INTO client_refs ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, ref_hash) DO NOTHING";
  private static final String FIND_ALL =
      "SELECT " + COLUMNS + " FROM client_refs WHERE tenant_id = ? AND ref_hash IN";
  private static final String DELETE_BY_SUBJECT =
      "DELETE FROM client_refs WHERE tenant_id = ? AND subject_ref = ?";

  @Override
  public boolean insert(Tx tx, ClientRefRecord binding) {
    int rows =
        Sql.update(
            tx,
            "clientRefs.insert",
            INSERT,
            s -> {
              s.setString(1, binding.tenant().value());
              s.setBytes(2, binding.refHash());
              s.setBytes(3, binding.itemFingerprint());
              s.setString(4, binding.token());
              s.setBytes(5, binding.subjectRef());
              Sql.setInstant(s, 6, binding.createdAt());
            });
    return rows == 1;
  }

  @Override
  public List<ClientRefRecord> findAll(Tx tx, TenantId tenant, Collection<byte[]> refHashes) {
    return Sql.listIn(
        tx,
        "clientRefs.findAll",
        FIND_ALL,
        s -> s.setString(1, tenant.value()),
        1,
        refHashes,
        JdbcClientRefStore::row);
  }

  @Override
  public int deleteBySubject(Tx tx, TenantId tenant, byte[] subjectRef) {
    return Sql.update(
        tx,
        "clientRefs.deleteBySubject",
        DELETE_BY_SUBJECT,
        s -> {
          s.setString(1, tenant.value());
          s.setBytes(2, subjectRef);
        });
  }

  private static ClientRefRecord row(ResultSet row) throws SQLException {
    return new ClientRefRecord(
        new TenantId(row.getString("tenant_id")),
        row.getBytes("ref_hash"),
        row.getBytes("item_fingerprint"),
        row.getString("token"),
        row.getBytes("subject_ref"),
        Sql.getRequiredInstant(row, "created_at"));
  }
}
