package dev.sigil.store.jdbc;

import dev.sigil.core.TenantId;
import dev.sigil.store.ConsentStore;
import dev.sigil.store.Tx;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

/** The {@code consents} table. */
final class JdbcConsentStore implements ConsentStore {
  private static final String KEY = "tenant_id = ? AND subject_ref = ? AND purpose = ?";
  private static final String GRANT =
      "INSERT INTO consents (tenant_id, subject_ref, purpose, granted_at) VALUES (?, ?, ?, ?)"
          + " ON CONFLICT (tenant_id, subject_ref, purpose) DO NOTHING";
  private static final String WITHDRAW = "DELETE FROM consents WHERE " + KEY;
  private static final String CONSENTING =
      "SELECT subject_ref FROM consents WHERE tenant_id = ? AND purpose = ? AND subject_ref IN";
  private static final String PURPOSES =
      "SELECT purpose FROM consents WHERE tenant_id = ? AND subject_ref = ? ORDER BY purpose";
  private static final String DELETE_BY_SUBJECT =
      "DELETE FROM consents WHERE tenant_id = ? AND subject_ref = ?";

  @Override
  public boolean grant(
      Tx tx, TenantId tenant, byte[] subjectRef, String purpose, Instant grantedAt) {
    int rows =
        Sql.update(
            tx,
            "consents.grant",
            GRANT,
            s -> {
              bindSubject(s, tenant, subjectRef);
              s.setString(3, purpose);
              Sql.setInstant(s, 4, grantedAt);
            });
    return rows == 1;
  }

  @Override
  public boolean withdraw(Tx tx, TenantId tenant, byte[] subjectRef, String purpose) {
    int rows =
        Sql.update(
            tx,
            "consents.withdraw",
            WITHDRAW,
            s -> {
              bindSubject(s, tenant, subjectRef);
              s.setString(3, purpose);
            });
    return rows == 1;
  }

  @Override
  public List<byte[]> consenting(
      Tx tx, TenantId tenant, Collection<byte[]> subjectRefs, String purpose) {
    return Sql.listIn(
        tx,
        "consents.consenting",
        CONSENTING,
        s -> {
          s.setString(1, tenant.value());
          s.setString(2, purpose);
        },
        2,
        subjectRefs,
        row -> row.getBytes("subject_ref"));
  }

  @Override
  public List<String> purposes(Tx tx, TenantId tenant, byte[] subjectRef) {
    return Sql.list(
        tx,
        "consents.purposes",
        PURPOSES,
        s -> bindSubject(s, tenant, subjectRef),
        row -> row.getString("purpose"));
  }

  @Override
  public int deleteBySubject(Tx tx, TenantId tenant, byte[] subjectRef) {
    return Sql.update(
        tx, "consents.deleteBySubject", DELETE_BY_SUBJECT, s -> bindSubject(s, tenant, subjectRef));
  }

  private static void bindSubject(PreparedStatement s, TenantId tenant, byte[] subjectRef)
      throws SQLException {
    s.setString(1, tenant.value());
    s.setBytes(2, subjectRef);
  }
}
