package dev.sigil.tokens.internal;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.WrappedKeyset;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;

/** Tenants written to a real store as the service creates them, for the vault's store tests. */
final class TestTenants {
  private TestTenants() {}

  /** Inserts {@code tenant} with a new keyset of every purpose; answers the wrapped keysets. */
  static Map<KeyPurpose, byte[]> create(Stores stores, KeyHierarchy hierarchy, TenantId tenant) {
    Map<KeyPurpose, byte[]> wrapped = new EnumMap<>(KeyPurpose.class);
    stores
        .database()
        .inTransaction(
            tx -> {
              stores.tenants().insert(tx, new TenantRecord(tenant, Instant.now()));
              for (KeyPurpose p : KeyPurpose.values()) {
                wrapped.put(p, hierarchy.newTenantKeyset(tenant, p));
                stores
                    .keysets()
                    .insert(
                        tx, new WrappedKeyset(tenant, p.wireName(), wrapped.get(p), Instant.now()));
              }
              return null;
            });
    return wrapped;
  }
}
