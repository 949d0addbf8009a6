package dev.sigil.server.admin;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.server.auth.Caller;
import dev.sigil.store.DuplicateKeyException;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.Tx;
import dev.sigil.store.WrappedKeyset;
import java.time.Clock;
import java.time.Instant;

/** Creates tenants with a fresh keyset per key purpose, wrapped under the root key. */
public final class TenantAdmin {
  private final Stores stores;
  private final KeyHierarchy keys;
  private final Clock clock;

  public TenantAdmin(Stores stores, KeyHierarchy keys, Clock clock) {
    this.stores = stores;
    this.keys = keys;
    this.clock = clock;
  }

  /** Creates a tenant; only a platform admin may. */
  public TenantRecord create(Caller caller, TenantId id) {
    if (!caller.platformAdmin()) {
      throw new UserError(ErrorCode.TENANT_FORBIDDEN, "Only a platform admin creates tenants.");
    }
    try {
      return stores.database().inTransaction(tx -> insert(tx, id));
    } catch (DuplicateKeyException e) {
      throw new UserError(ErrorCode.TENANT_EXISTS, "The tenant already exists.");
    }
  }

  /** Creates the tenant when it does not exist (configuration at start-up); true when created. */
  public boolean ensure(TenantId id) {
    try {
      return stores
          .database()
          .inTransaction(
              tx -> {
                if (stores.tenants().find(tx, id).isPresent()) {
                  return false;
                }
                insert(tx, id);
                return true;
              });
    } catch (DuplicateKeyException e) {
      return false; // created meanwhile by another replica
    }
  }

  /** Inserts the tenant and its keysets within {@code tx}. */
  TenantRecord insert(Tx tx, TenantId id) {
    Instant now = clock.instant();
    TenantRecord tenant = new TenantRecord(id, now);
    stores.tenants().insert(tx, tenant);
    for (KeyPurpose purpose : KeyPurpose.values()) {
      byte[] wrapped = keys.newTenantKeyset(id, purpose);
      stores.keysets().insert(tx, new WrappedKeyset(id, purpose.wireName(), wrapped, now));
    }
    return tenant;
  }
}
