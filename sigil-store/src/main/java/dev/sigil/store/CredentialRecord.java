package dev.sigil.store;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Scope;
import dev.sigil.core.TenantId;
import java.time.Instant;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A service credential. Only the hash of its secret is stored; {@code platformAdmin} marks the
 * bootstrap credential, which may administer every tenant.
 */
public record CredentialRecord(
    CredentialId id,
    TenantId tenant,
    String name,
    Set<Scope> scopes,
    byte[] secretHash,
    boolean platformAdmin,
    Instant createdAt,
    @Nullable Instant expiresAt,
    @Nullable Instant revokedAt) {
  public CredentialRecord {
    scopes = Set.copyOf(scopes);
    secretHash = secretHash.clone();
  }

  @Override
  public byte[] secretHash() {
    return secretHash.clone();
  }

  @Override
  public String toString() {
    return "CredentialRecord[id=" + id + ", tenant=" + tenant + ", scopes=" + scopes + "]";
  }
}
