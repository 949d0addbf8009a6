package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.SubjectRecord;
import dev.sigil.store.SubjectStore;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.List;

/** The {@code subjects} table. */
final class JdbcSubjectStore implements SubjectStore {
  private static final String COLUMNS = "tenant_id, subject_ref, subject_id, keyset, created_at";
  private static final String INSERT =
      "INSERT INTO subjects ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?) ON CONFLICT (tenant_id, subject_ref) DO NOTHING";
  private static final String FIND_ALL =
      "SELECT " + COLUMNS + " FROM subjects WHERE tenant_id = ? AND subject_ref IN";
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
        PreparedStatement::setBytes,
        JdbcSubjectStore::row);
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
