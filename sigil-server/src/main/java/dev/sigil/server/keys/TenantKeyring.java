package dev.sigil.server.keys;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Stores;
import dev.sigil.store.WrappedKeyset;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Opened tenant keys, cached: opening unwraps every keyset with the root key, which with a KMS is a
 * network call per keyset. Outside a transaction an entry lives {@link #TTL} at most, so a rotation
 * made by another replica reaches this one within that time (data made under the old primary keeps
 * opening anyway); a rotation made here drops the entry at once. Inside a transaction (every
 * request's unit of work) the keysets are read in it and an entry is used only while it was opened
 * from exactly those wrapped bytes, so keys read uncommitted (a tenant created in the same
 * transaction, then rolled back) can never outlive their keysets.
 */
public final class TenantKeyring {
  static final Duration TTL = Duration.ofSeconds(60);

  private final Stores stores;
  private final KeyHierarchy keys;
  private final Clock clock;
  private final Map<TenantId, Entry> cache = new ConcurrentHashMap<>();

  private record Entry(TenantKeys keys, Map<KeyPurpose, byte[]> wrapped, Instant until) {
    boolean openedFrom(Map<KeyPurpose, byte[]> other) {
      return wrapped.keySet().equals(other.keySet())
          && wrapped.entrySet().stream()
              .allMatch(e -> MessageDigest.isEqual(e.getValue(), other.get(e.getKey())));
    }
  }

  public TenantKeyring(Stores stores, KeyHierarchy keys, Clock clock) {
    this.stores = stores;
    this.keys = keys;
    this.clock = clock;
  }

  /** The tenant's opened keys. */
  public TenantKeys keys(TenantId tenant) {
    Instant now = clock.instant();
    Entry entry = cache.get(tenant);
    boolean inTransaction = stores.database().inTransactionOnThisThread();
    if (!inTransaction && entry != null && now.isBefore(entry.until())) {
      return entry.keys();
    }
    Map<KeyPurpose, byte[]> wrapped = wrapped(tenant);
    if (entry != null && entry.openedFrom(wrapped)) {
      if (!inTransaction) {
        cache.put(tenant, new Entry(entry.keys(), wrapped, now.plus(TTL)));
      }
      return entry.keys();
    }
    TenantKeys opened = keys.open(tenant, wrapped);
    cache.put(tenant, new Entry(opened, wrapped, inTransaction ? now : now.plus(TTL)));
    return opened;
  }

  /** Forgets the tenant's keys (after a rotation or rewrap). */
  public void forget(TenantId tenant) {
    cache.remove(tenant);
  }

  /** Forgets every tenant's keys (after a root rotation). */
  public void forgetAll() {
    cache.clear();
  }

  private Map<KeyPurpose, byte[]> wrapped(TenantId tenant) {
    Map<KeyPurpose, byte[]> wrapped = new EnumMap<>(KeyPurpose.class);
    for (WrappedKeyset ks :
        stores.database().inReadTransaction(tx -> stores.keysets().listForTenant(tx, tenant))) {
      KeyPurpose.fromWire(ks.purpose()).ifPresent(p -> wrapped.put(p, ks.wrapped()));
    }
    return wrapped;
  }
}
