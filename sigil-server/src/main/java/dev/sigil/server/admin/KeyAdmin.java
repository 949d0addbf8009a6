package dev.sigil.server.admin;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.crypto.RootKeySource;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.keys.TenantKeyring;
import dev.sigil.store.Stores;
import dev.sigil.store.SubjectRecord;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.Tx;
import dev.sigil.store.WrappedKeyset;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Key rotation without downtime (SPEC section 10). Rotating a tenant adds a new primary key to each
 * of its keysets: new data uses it, old data still opens. Rotating the local root key adds a new
 * root primary; rewrapping re-encrypts every tenant keyset under it, and every subject keyset under
 * its tenant's current subject-wrap key.
 */
public final class KeyAdmin {
  private final Stores stores;
  private final KeyHierarchy keys;
  private final RootKeySource root;
  private final TenantKeyring keyring;
  private final Clock clock;

  public KeyAdmin(
      Stores stores, KeyHierarchy keys, RootKeySource root, TenantKeyring keyring, Clock clock) {
    this.stores = stores;
    this.keys = keys;
    this.root = root;
    this.keyring = keyring;
    this.clock = clock;
  }

  /** Rotates every keyset of the caller's tenant; answers the rotated purposes. */
  public List<String> rotateTenant(Caller caller) {
    TenantId tenant = caller.tenant();
    List<String> rotated =
        stores
            .database()
            .inTransaction(
                tx -> {
                  List<String> names = new ArrayList<>();
                  for (KeyPurpose purpose : KeyPurpose.values()) {
                    replace(tx, tenant, purpose, wrapped -> keys.rotate(tenant, purpose, wrapped));
                    names.add(purpose.wireName());
                  }
                  return names;
                });
    keyring.forget(tenant);
    return rotated;
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

  /**
   * Re-encrypts every tenant keyset under the current root primary, one transaction per tenant;
   * answers how many keysets.
   */
  public int rewrapAll(Caller caller) {
    requirePlatformAdmin(caller);
    List<TenantRecord> tenants =
        stores.database().inReadTransaction(tx -> stores.tenants().list(tx));
    int count = 0;
    for (TenantRecord tenant : tenants) {
      TenantId id = tenant.id();
      count +=
          stores
              .database()
              .inTransaction(
                  tx -> {
                    for (KeyPurpose purpose : KeyPurpose.values()) {
                      replace(tx, id, purpose, wrapped -> keys.rewrap(id, purpose, wrapped));
                    }
                    return KeyPurpose.values().length;
                  });
    }
    keyring.forgetAll();
    for (TenantRecord tenant : tenants) {
      count += rewrapSubjects(tenant.id());
    }
    return count;
  }

  /**
   * Re-wraps every subject keyset of a tenant under the current primary of its subject-wrap keyset,
   * a page per transaction; a subject erased meanwhile stays erased.
   */
  private int rewrapSubjects(TenantId tenant) {
    TenantKeys tenantKeys = keyring.keys(tenant);
    int count = 0;
    byte[] after = null;
    while (true) {
      byte[] from = after;
      List<SubjectRecord> page =
          stores.database().inReadTransaction(tx -> stores.subjects().page(tx, tenant, from, 500));
      if (page.isEmpty()) {
        return count;
      }
      count +=
          stores
              .database()
              .inTransaction(
                  tx -> {
                    int n = 0;
                    for (SubjectRecord s : page) {
                      byte[] next = tenantKeys.rewrapSubject(s.subjectRef(), s.keyset());
                      n +=
                          stores
                                  .subjects()
                                  .replaceKeyset(tx, tenant, s.subjectRef(), s.keyset(), next)
                              ? 1
                              : 0;
                    }
                    return n;
                  });
      after = page.getLast().subjectRef();
    }
  }

  /**
   * Replaces one keyset with {@code change} of it under a row lock, so concurrent rotations and
   * rewraps of the same keyset never lose one another; a missing keyset is created.
   */
  private void replace(Tx tx, TenantId tenant, KeyPurpose purpose, UnaryOperator<byte[]> change) {
    Optional<WrappedKeyset> current =
        stores.keysets().findForUpdate(tx, tenant, purpose.wireName());
    if (current.isEmpty()) {
      byte[] fresh = keys.newTenantKeyset(tenant, purpose);
      stores
          .keysets()
          .insert(tx, new WrappedKeyset(tenant, purpose.wireName(), fresh, clock.instant()));
      return;
    }
    byte[] next = change.apply(current.get().wrapped());
    stores
        .keysets()
        .update(tx, new WrappedKeyset(tenant, purpose.wireName(), next, clock.instant()));
  }

  private static void requirePlatformAdmin(Caller caller) {
    if (!caller.platformAdmin()) {
      throw new UserError(ErrorCode.TENANT_FORBIDDEN, "Only a platform admin manages root keys.");
    }
  }
}
