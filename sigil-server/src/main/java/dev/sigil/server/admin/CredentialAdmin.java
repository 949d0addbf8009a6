package dev.sigil.server.admin;

import dev.sigil.core.CredentialId;
import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.Scope;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import dev.sigil.crypto.credential.CredentialSecrets;
import dev.sigil.crypto.credential.IssuedCredential;
import dev.sigil.server.auth.Caller;
import dev.sigil.store.CredentialRecord;
import dev.sigil.store.Stores;
import dev.sigil.store.Tx;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Issues and revokes service credentials. A token is shown once, at creation; only its hash is
 * stored. An admin acts within its own tenant; the platform admin in any.
 */
public final class CredentialAdmin {
  private final Stores stores;
  private final Clock clock;
  private final CredentialSecrets secrets = new CredentialSecrets();

  public CredentialAdmin(Stores stores, Clock clock) {
    this.stores = stores;
    this.clock = clock;
  }

  /** A created credential with its token, which exists only in this answer. */
  public record Issued(CredentialRecord credential, dev.sigil.core.Sensitive<String> token) {}

  /**
   * Issues a credential in {@code tenant}. Only a platform admin may issue another platform admin
   * (in tenant {@code default}), e.g. to replace the bootstrap credential before revoking it.
   */
  public Issued create(
      Caller caller,
      TenantId tenant,
      String name,
      Set<Scope> scopes,
      boolean platformAdmin,
      @Nullable Instant expiresAt) {
    if (!caller.mayAdminister(tenant)) {
      throw new UserError(ErrorCode.TENANT_FORBIDDEN, "You may not administer that tenant.");
    }
    if (platformAdmin && !(caller.platformAdmin() && tenant.equals(TenantId.DEFAULT))) {
      throw new UserError(
          ErrorCode.FORBIDDEN,
          "Only a platform admin issues platform admin credentials, in tenant default.");
    }
    Instant now = clock.instant();
    if (expiresAt != null && !expiresAt.isAfter(now)) {
      throw UserError.validation(
          List.of(new FieldError("/expiresAt", "past", "Must lie in the future.")));
    }
    return stores
        .database()
        .inTransaction(
            tx -> {
              if (stores.tenants().find(tx, tenant).isEmpty()) {
                throw UserError.validation(
                    List.of(new FieldError("/tenant", "not_found", "No such tenant.")));
              }
              return issue(tx, tenant, name, scopes, platformAdmin, expiresAt, now);
            });
  }

  /** Issues a credential within {@code tx}; the bootstrap uses this for the platform admin. */
  Issued issue(
      Tx tx,
      TenantId tenant,
      String name,
      Set<Scope> scopes,
      boolean platformAdmin,
      @Nullable Instant expiresAt,
      Instant now) {
    IssuedCredential token = secrets.issue();
    CredentialRecord record =
        new CredentialRecord(
            token.id(),
            tenant,
            name,
            scopes,
            token.secretHash(),
            platformAdmin,
            now,
            expiresAt,
            null);
    stores.credentials().insert(tx, record);
    return new Issued(record, token.bearerToken());
  }

  /**
   * Revokes a credential; repeating it is harmless. Another tenant's credential is {@code
   * credential_not_found}, exactly like one that never existed. A platform admin credential is
   * revoked only by a platform admin, and never the last active one: nobody could administer the
   * platform again.
   */
  public void revoke(Caller caller, CredentialId id) {
    stores
        .database()
        .inTransaction(
            tx -> {
              CredentialRecord found =
                  stores
                      .credentials()
                      .find(tx, id)
                      .filter(c -> caller.mayAdminister(c.tenant()))
                      .orElseThrow(
                          () ->
                              new UserError(ErrorCode.CREDENTIAL_NOT_FOUND, "No such credential."));
              Instant now = clock.instant();
              if (found.platformAdmin() && found.revokedAt() == null) {
                guardPlatformAdmin(tx, caller, now);
              }
              stores.credentials().revoke(tx, found.id(), now);
              return null;
            });
  }

  private void guardPlatformAdmin(Tx tx, Caller caller, Instant now) {
    if (!caller.platformAdmin()) {
      throw new UserError(
          ErrorCode.FORBIDDEN, "Only a platform admin revokes a platform admin credential.");
    }
    if (stores.credentials().countActivePlatformAdmins(tx, now) <= 1) {
      throw new UserError(
          ErrorCode.LAST_PLATFORM_ADMIN,
          "Issue another platform admin credential before revoking the last one.");
    }
  }
}
