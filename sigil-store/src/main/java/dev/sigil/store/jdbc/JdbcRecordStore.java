package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.Database.Dialect;
import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.RecordRecord;
import dev.sigil.store.RecordStore;
import dev.sigil.store.StoreException;
import dev.sigil.store.Tx;
import java.util.Collection;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@code records} table: a row per record, its fields in one value ({@link
 * RecordFieldsFormat}). On PostgreSQL a batch of records is one statement over arrays ({@code
 * unnest}), as in {@link JdbcTokenStore}.
 */
final class JdbcRecordStore implements RecordStore {
  private static final String INSERT =
      "INSERT INTO records (tenant_id, vault_id, record_id, subject_ref, created_at, fields)"
          + " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, vault_id, record_id) DO NOTHING";
  private static final String INSERT_ARRAYS =
      "INSERT INTO records (tenant_id, vault_id, record_id, subject_ref, created_at, fields)"
          + " SELECT t.tenant_id, t.vault_id, t.record_id, t.subject_ref, t.created_at, t.fields"
          + " FROM unnest(?::text[], ?::text[], ?::text[], ?::bytea[], ?::bigint[], ?::bytea[])"
          + " WITH ORDINALITY AS t(tenant_id, vault_id, record_id, subject_ref, created_at, fields,"
          + " n) ORDER BY t.n ON CONFLICT (tenant_id, vault_id, record_id) DO NOTHING RETURNING 1";
  private static final String FIND_ALL =
      "SELECT record_id, subject_ref, created_at, fields FROM records"
          + " WHERE tenant_id = ? AND vault_id = ? AND record_id IN";
  private static final String DELETE =
      "DELETE FROM records WHERE tenant_id = ? AND vault_id = ? AND record_id = ?";
  private static final String LIST_BY_SUBJECT =
      "SELECT vault_id, record_id FROM records WHERE tenant_id = ? AND subject_ref = ?"
          + " ORDER BY created_at, vault_id, record_id";
  private static final String DELETE_BY_SUBJECT =
      "DELETE FROM records WHERE tenant_id = ? AND subject_ref = ?";

  private final Dialect dialect;

  JdbcRecordStore(Dialect dialect) {
    this.dialect = dialect;
  }

  @Override
  public void insertAll(Tx tx, List<RecordRecord> records) {
    if (dialect == Dialect.POSTGRESQL && !records.isEmpty()) {
      List<Integer> inserted =
          Sql.list(
              tx,
              "records.insert",
              INSERT_ARRAYS,
              s -> {
                Sql.setArray(s, 1, "text", records, r -> r.tenant().value());
                Sql.setArray(s, 2, "text", records, RecordRecord::vaultId);
                Sql.setArray(s, 3, "text", records, RecordRecord::recordId);
                Sql.setArray(s, 4, "bytea", records, RecordRecord::subjectRef);
                Sql.setArray(s, 5, "bigint", records, r -> r.createdAt().toEpochMilli());
                Sql.setArray(s, 6, "bytea", records, r -> RecordFieldsFormat.encode(r.fields()));
              },
              row -> row.getInt(1));
      if (inserted.size() != records.size()) {
        throw new DuplicateKeyException("records.insert failed: key exists");
      }
      return;
    }
    int[] inserted =
        Sql.batch(
            tx,
            "records.insert",
            INSERT,
            records,
            (s, r) -> {
              s.setString(1, r.tenant().value());
              s.setString(2, r.vaultId());
              s.setString(3, r.recordId());
              s.setBytes(4, r.subjectRef());
              Sql.setInstant(s, 5, r.createdAt());
              s.setBytes(6, RecordFieldsFormat.encode(r.fields()));
            });
    for (int count : inserted) {
      if (count != 1) {
        throw new DuplicateKeyException("records.insert failed: key exists");
      }
    }
  }

  @Override
  public List<RecordRecord> findAll(
      Tx tx, TenantId tenant, String vaultId, Collection<String> recordIds) {
    return Sql.listIn(
        tx,
        "records.findAll",
        FIND_ALL,
        s -> {
          s.setString(1, tenant.value());
          s.setString(2, vaultId);
        },
        2,
        recordIds,
        r ->
            new RecordRecord(
                tenant,
                vaultId,
                r.getString("record_id"),
                r.getBytes("subject_ref"),
                Sql.getRequiredInstant(r, "created_at"),
                fields(r.getBytes("fields"))));
  }

  private static List<RecordRecord.Field> fields(byte @Nullable [] encoded) {
    try {
      if (encoded == null) {
        throw new IllegalArgumentException("no record fields");
      }
      return RecordFieldsFormat.decode(encoded);
    } catch (IllegalArgumentException e) {
      throw new StoreException("records.findAll failed: a record's fields are unreadable", e);
    }
  }

  @Override
  public boolean delete(Tx tx, TenantId tenant, String vaultId, String recordId) {
    return Sql.update(
            tx,
            "records.delete",
            DELETE,
            s -> {
              s.setString(1, tenant.value());
              s.setString(2, vaultId);
              s.setString(3, recordId);
            })
        == 1;
  }

  @Override
  public List<String> listBySubject(Tx tx, TenantId tenant, byte[] subjectRef) {
    return Sql.list(
        tx,
        "records.listBySubject",
        LIST_BY_SUBJECT,
        s -> {
          s.setString(1, tenant.value());
          s.setBytes(2, subjectRef);
        },
        r -> r.getString("vault_id") + "/" + r.getString("record_id"));
  }

  @Override
  public int deleteBySubject(Tx tx, TenantId tenant, byte[] subjectRef) {
    return Sql.update(
        tx,
        "records.deleteBySubject",
        DELETE_BY_SUBJECT,
        s -> {
          s.setString(1, tenant.value());
          s.setBytes(2, subjectRef);
        });
  }
}
