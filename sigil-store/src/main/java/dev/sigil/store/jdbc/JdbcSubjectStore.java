package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.SubjectRecord;
import dev.sigil.store.SubjectStore;
import dev.sigil.store.Tx;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The {@code subjects} table. */
final class JdbcSubjectStore implements SubjectStore {
  private static final String COLUMNS = "tenant_id, subject_ref, subject_id, keyset, created_at";
  private static final String INSERT =
      "INSERT INTO subjects ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?) ON CONFLICT (tenant_id, subject_ref) DO NOTHING";
  private static final String FIND_ALL =
      "SELECT " + COLUMNS + " FROM subjects WHERE tenant_id = ? AND subject_ref IN";
  private static final String PAGE =
      "SELECT " + COLUMNS + " FROM subjects WHERE tenant_id = ? ORDER BY subject_ref LIMIT ?";
  private static final String PAGE_AFTER =
      "SELECT "
          + COLUMNS
          + " FROM subjects WHERE tenant_id = ? AND subject_ref > ? ORDER BY subject_ref LIMIT ?";
  private static final String REPLACE_KEYSET =
      "UPDATE subjects SET keyset = ? WHERE tenant_id = ? AND subject_ref = ? AND keyset = ?";
  private static final String DELETE =
      "DELETE FROM subjects WHERE tenant_id = ? AND subject_ref = ?";

  @Override
  public boolean insert(Tx tx, SubjectRecord subject) {
    int rows =
        Sql.update(
            tx,
            "subjects.insert",
            INSERT,
            s -> {
              s.setString(1, subject.tenant().value());
              s.setBytes(2, subject.subjectRef());
              s.setBytes(3, subject.subjectId());
              s.setBytes(4, subject.keyset());
              Sql.setInstant(s, 5, subject.createdAt());
            });
    return rows == 1;
  }

  @Override
  public List<SubjectRecord> findAll(Tx tx, TenantId tenant, Collection<byte[]> subjectRefs) {
    return Sql.listIn(
        tx,
        "subjects.findAll",
        FIND_ALL,
        s -> s.setString(1, tenant.value()),
        1,
        subjectRefs,
        JdbcSubjectStore::row);
  }

  @Override
  public List<SubjectRecord> page(Tx tx, TenantId tenant, byte @Nullable [] after, int limit) {
    Sql.checkLimit(limit);
    return Sql.list(
        tx,
        "subjects.page",
        after == null ? PAGE : PAGE_AFTER,
        s -> {
          s.setString(1, tenant.value());
          if (after == null) {
            s.setInt(2, limit);
          } else {
            s.setBytes(2, after);
            s.setInt(3, limit);
          }
        },
        JdbcSubjectStore::row);
  }

  @Override
  public boolean replaceKeyset(
      Tx tx, TenantId tenant, byte[] subjectRef, byte[] expected, byte[] replacement) {
    int rows =
        Sql.update(
            tx,
            "subjects.replaceKeyset",
            REPLACE_KEYSET,
            s -> {
              s.setBytes(1, replacement);
              s.setString(2, tenant.value());
              s.setBytes(3, subjectRef);
              s.setBytes(4, expected);
            });
    return rows == 1;
  }

  @Override
  public boolean delete(Tx tx, TenantId tenant, byte[] subjectRef) {
    int rows =
        Sql.update(
            tx,
            "subjects.delete",
            DELETE,
            s -> {
              s.setString(1, tenant.value());
              s.setBytes(2, subjectRef);
            });
    return rows == 1;
  }

  private static SubjectRecord row(ResultSet row) throws SQLException {
    return new SubjectRecord(
        new TenantId(row.getString("tenant_id")),
        row.getBytes("subject_ref"),
        row.getBytes("subject_id"),
        row.getBytes("keyset"),
        Sql.getRequiredInstant(row, "created_at"));
  }
}
