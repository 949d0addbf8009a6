package dev.sigil.server.admin;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.crypto.RootKeySource;
import dev.sigil.server.auth.Caller;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.WrappedKeyset;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Key rotation without downtime (SPEC section 10). Rotating a tenant adds a new primary key to each
 * of its keysets: new data uses it, old data still opens. Rotating the local root key adds a new
 * root primary; rewrapping re-encrypts every tenant keyset under it.
 */
public final class KeyAdmin {
  private final Stores stores;
  private final KeyHierarchy keys;
  private final RootKeySource root;
  private final Clock clock;

  public KeyAdmin(Stores stores, KeyHierarchy keys, RootKeySource root, Clock clock) {
    this.stores = stores;
    this.keys = keys;
    this.root = root;
    this.clock = clock;
  }

  /** Rotates every keyset of the caller's tenant; answers the rotated purposes. */
  public List<String> rotateTenant(Caller caller) {
    TenantId tenant = caller.tenant();
    return stores
        .database()
        .inTransaction(
            tx -> {
              List<String> rotated = new ArrayList<>();
              for (KeyPurpose purpose : KeyPurpose.values()) {
                Optional<WrappedKeyset> current =
                    stores.keysets().find(tx, tenant, purpose.wireName());
                byte[] next =
                    current.isPresent()
                        ? keys.rotate(tenant, purpose, current.get().wrapped())
                        : keys.newTenantKeyset(tenant, purpose);
                var keyset = new WrappedKeyset(tenant, purpose.wireName(), next, clock.instant());
                if (current.isPresent()) {
                  stores.keysets().update(tx, keyset);
                } else {
                  stores.keysets().insert(tx, keyset);
                }
                rotated.add(purpose.wireName());
              }
              return rotated;
            });
  }

  /** Adds a new primary to the local root keyset; a KMS rotates its keys itself. */
  public void rotateRoot(Caller caller) {
    requirePlatformAdmin(caller);
    if (!(root instanceof LocalRootKeySource local)) {
      throw new UserError(
          ErrorCode.INVALID_REQUEST, "The root key is held by a KMS; rotate it there.");
    }
    local.rotate();
  }

  /** Re-encrypts every tenant keyset under the current root primary; answers how many. */
  public int rewrapAll(Caller caller) {
    requirePlatformAdmin(caller);
    List<TenantRecord> tenants =
        stores.database().inReadTransaction(tx -> stores.tenants().list(tx));
    int count = 0;
    for (TenantRecord tenant : tenants) {
      count +=
          stores
              .database()
              .inTransaction(
                  tx -> {
                    int n = 0;
                    for (WrappedKeyset ks : stores.keysets().listForTenant(tx, tenant.id())) {
                      KeyPurpose purpose =
                          KeyPurpose.fromWire(ks.purpose())
                              .orElseThrow(() -> new IllegalStateException("unknown purpose"));
                      byte[] rewrapped = keys.rewrap(tenant.id(), purpose, ks.wrapped());
                      stores
                          .keysets()
                          .update(
                              tx,
                              new WrappedKeyset(
                                  tenant.id(), ks.purpose(), rewrapped, clock.instant()));
                      n++;
                    }
                    return n;
                  });
    }
    return count;
  }

  private static void requirePlatformAdmin(Caller caller) {
    if (!caller.platformAdmin()) {
      throw new UserError(ErrorCode.TENANT_FORBIDDEN, "Only a platform admin manages root keys.");
    }
  }
}
