package dev.sigil.store.jdbc;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Scope;
import dev.sigil.core.TenantId;
import dev.sigil.store.CredentialRecord;
import dev.sigil.store.CredentialStore;
import dev.sigil.store.StoreException;
import dev.sigil.store.Tx;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** The {@code credentials} table. Scopes are stored as space-separated wire names. */
final class JdbcCredentialStore implements CredentialStore {
  private static final String COLUMNS =
      "id, tenant_id, name, scopes, secret_hash, platform_admin, created_at, expires_at,"
          + " revoked_at";
  private static final String INSERT =
      "INSERT INTO credentials ("
          + COLUMNS
          + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING";
  private static final String FIND = "SELECT " + COLUMNS + " FROM credentials WHERE id = ?";
  private static final String REVOKE =
      "UPDATE credentials SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL";
  private static final String ANY = "SELECT 1 FROM credentials LIMIT 1";
  private static final String ACTIVE_PLATFORM_ADMINS =
      "SELECT COUNT(*) FROM credentials WHERE platform_admin = ? AND revoked_at IS NULL"
          + " AND (expires_at IS NULL OR expires_at > ?)";

  @Override
  public void insert(Tx tx, CredentialRecord credential) {
    Sql.insert(
        tx,
        "credentials.insert",
        INSERT,
        s -> {
          s.setString(1, credential.id().value());
          s.setString(2, credential.tenant().value());
          s.setString(3, credential.name());
          s.setString(4, encodeScopes(credential.scopes()));
          s.setBytes(5, credential.secretHash());
          s.setBoolean(6, credential.platformAdmin());
          Sql.setInstant(s, 7, credential.createdAt());
          Sql.setInstant(s, 8, credential.expiresAt());
          Sql.setInstant(s, 9, credential.revokedAt());
        });
  }

  @Override
  public Optional<CredentialRecord> find(Tx tx, CredentialId id) {
    return Sql.one(
        tx, "credentials.find", FIND, s -> s.setString(1, id.value()), JdbcCredentialStore::row);
  }

  @Override
  public boolean revoke(Tx tx, CredentialId id, Instant at) {
    int rows =
        Sql.update(
            tx,
            "credentials.revoke",
            REVOKE,
            s -> {
              Sql.setInstant(s, 1, at);
              s.setString(2, id.value());
            });
    return rows == 1;
  }

  @Override
  public int countActivePlatformAdmins(Tx tx, Instant now) {
    return Sql.one(
            tx,
            "credentials.countActivePlatformAdmins",
            ACTIVE_PLATFORM_ADMINS,
            s -> {
              s.setBoolean(1, true);
              Sql.setInstant(s, 2, now);
            },
            row -> row.getInt(1))
        .orElse(0);
  }

  @Override
  public boolean any(Tx tx) {
    return Sql.one(tx, "credentials.any", ANY, s -> {}, row -> row.getInt(1)).isPresent();
  }

  private static CredentialRecord row(ResultSet row) throws SQLException {
    return new CredentialRecord(
        new CredentialId(row.getString("id")),
        new TenantId(row.getString("tenant_id")),
        row.getString("name"),
        decodeScopes(row.getString("scopes")),
        row.getBytes("secret_hash"),
        row.getBoolean("platform_admin"),
        Sql.getRequiredInstant(row, "created_at"),
        Sql.getInstant(row, "expires_at"),
        Sql.getInstant(row, "revoked_at"));
  }

  static String encodeScopes(Set<Scope> scopes) {
    return scopes.stream().map(Scope::wireName).sorted().collect(Collectors.joining(" "));
  }

  /** Fails on a name this version does not know rather than silently dropping a scope. */
  static Set<Scope> decodeScopes(String encoded) {
    return Arrays.stream(encoded.split(" "))
        .filter(name -> !name.isEmpty())
        .map(
            name ->
                Scope.fromWire(name)
                    .orElseThrow(
                        () -> new StoreException("credentials.find failed: unknown scope stored")))
        .collect(Collectors.toUnmodifiableSet());
  }
}
