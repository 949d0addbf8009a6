package dev.sigil.server.auth;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Scope;
import dev.sigil.core.TenantId;
import java.time.Instant;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** An authenticated caller: its credential, tenant and scopes. */
public record Caller(
    CredentialId credential,
    TenantId tenant,
    String name,
    Set<Scope> scopes,
    boolean platformAdmin,
    @Nullable Instant expiresAt) {
  public Caller {
    scopes = Set.copyOf(scopes);
  }

  public boolean has(Scope scope) {
    return scopes.contains(scope);
  }

  /** Whether this caller may administer {@code tenant}: its own, or any for a platform admin. */
  public boolean mayAdminister(TenantId other) {
    return has(Scope.ADMIN) && (platformAdmin || tenant.equals(other));
  }
}
