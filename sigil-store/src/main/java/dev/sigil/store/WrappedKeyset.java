package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;

/**
 * A tenant keyset encrypted under the root key: opaque bytes to the store. {@code purpose} names
 * the keyset within the tenant (e.g. {@code data-aead}).
 */
public record WrappedKeyset(TenantId tenant, String purpose, byte[] wrapped, Instant updatedAt) {
  public WrappedKeyset {
    wrapped = wrapped.clone();
  }

  @Override
  public byte[] wrapped() {
    return wrapped.clone();
  }

  @Override
  public String toString() {
    return "WrappedKeyset[tenant=" + tenant + ", purpose=" + purpose + "]";
  }
}
