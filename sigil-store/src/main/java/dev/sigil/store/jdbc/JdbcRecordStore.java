package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.RecordRecord;
import dev.sigil.store.RecordStore;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The {@code records} and {@code record_fields} tables. */
final class JdbcRecordStore implements RecordStore {
  private static final String INSERT_RECORD =
      "INSERT INTO records (tenant_id, vault_id, record_id, subject_ref, created_at)"
          + " VALUES (?, ?, ?, ?, ?) ON CONFLICT (tenant_id, vault_id, record_id) DO NOTHING";
  private static final String INSERT_FIELD =
      "INSERT INTO record_fields (tenant_id, vault_id, record_id, field, data_type, token, value)"
          + " VALUES (?, ?, ?, ?, ?, ?, ?)";
  private static final String FIND_ALL =
      "SELECT r.record_id, r.subject_ref, r.created_at, f.field, f.data_type, f.token, f.value"
          + " FROM records r LEFT JOIN record_fields f ON f.tenant_id = r.tenant_id"
          + " AND f.vault_id = r.vault_id AND f.record_id = r.record_id"
          + " WHERE r.tenant_id = ? AND r.vault_id = ? AND r.record_id IN";
  private static final String DELETE =
      "DELETE FROM records WHERE tenant_id = ? AND vault_id = ? AND record_id = ?";
  private static final String LIST_BY_SUBJECT =
      "SELECT vault_id, record_id FROM records WHERE tenant_id = ? AND subject_ref = ?"
          + " ORDER BY created_at, vault_id, record_id";
  private static final String DELETE_BY_SUBJECT =
      "DELETE FROM records WHERE tenant_id = ? AND subject_ref = ?";

  @Override
  public void insertAll(Tx tx, List<RecordRecord> records) {
    int[] inserted =
        Sql.batch(
            tx,
            "records.insert",
            INSERT_RECORD,
            records,
            (s, r) -> {
              s.setString(1, r.tenant().value());
              s.setString(2, r.vaultId());
              s.setString(3, r.recordId());
              s.setBytes(4, r.subjectRef());
              Sql.setInstant(s, 5, r.createdAt());
            });
    for (int count : inserted) {
      if (count != 1) {
        throw new DuplicateKeyException("records.insert failed: key exists");
      }
    }
    List<Object[]> fields = new ArrayList<>();
    for (RecordRecord r : records) {
      for (RecordRecord.Field f : r.fields()) {
        fields.add(new Object[] {r, f});
      }
    }
    Sql.batch(
        tx,
        "records.insertFields",
        INSERT_FIELD,
        fields,
        (s, pair) -> {
          RecordRecord r = (RecordRecord) pair[0];
          RecordRecord.Field f = (RecordRecord.Field) pair[1];
          s.setString(1, r.tenant().value());
          s.setString(2, r.vaultId());
          s.setString(3, r.recordId());
          s.setString(4, f.name());
          s.setString(5, f.dataType());
          s.setString(6, f.token());
          s.setBytes(7, f.value());
        });
  }

  @Override
  public List<RecordRecord> findAll(
      Tx tx, TenantId tenant, String vaultId, Collection<String> recordIds) {
    List<Row> rows =
        Sql.listIn(
            tx,
            "records.findAll",
            FIND_ALL,
            s -> {
              s.setString(1, tenant.value());
              s.setString(2, vaultId);
            },
            2,
            recordIds,
            PreparedStatement::setString,
            JdbcRecordStore::row);
    Map<String, List<Row>> byRecord = new LinkedHashMap<>();
    for (Row row : rows) {
      byRecord.computeIfAbsent(row.recordId(), k -> new ArrayList<>()).add(row);
    }
    List<RecordRecord> out = new ArrayList<>();
    for (List<Row> group : byRecord.values()) {
      Row first = group.getFirst();
      List<RecordRecord.Field> fields =
          group.stream().map(Row::field).filter(f -> f != null).toList();
      out.add(
          new RecordRecord(
              tenant, vaultId, first.recordId(), first.subjectRef(), first.createdAt(), fields));
    }
    return out;
  }

  private record Row(
      String recordId,
      byte @Nullable [] subjectRef,
      Instant createdAt,
      RecordRecord.@Nullable Field field) {}

  private static Row row(ResultSet r) throws SQLException {
    String name = r.getString("field");
    RecordRecord.@Nullable Field field =
        name == null
            ? null
            : new RecordRecord.Field(
                name, r.getString("data_type"), r.getString("token"), r.getBytes("value"));
    return new Row(
        r.getString("record_id"),
        r.getBytes("subject_ref"),
        Sql.getRequiredInstant(r, "created_at"),
        field);
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
