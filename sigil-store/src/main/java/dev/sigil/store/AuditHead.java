package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.util.HexFormat;

/**
 * A tenant's chain head: {@code size} is the number of events (the next seq), {@code hash} the hash
 * of the last event, or {@value #HASH_LENGTH} zero bytes when there is none.
 */
public record AuditHead(TenantId tenant, long size, byte[] hash) {
  /** The length of a chain hash (SHA-256). */
  public static final int HASH_LENGTH = 32;

  public AuditHead {
    if (size < 0) {
      throw new IllegalArgumentException("size must not be negative");
    }
    hash = hash.clone();
  }

  /** The head of a tenant without events: size 0, zero hash. */
  public static AuditHead empty(TenantId tenant) {
    return new AuditHead(tenant, 0, new byte[HASH_LENGTH]);
  }

  @Override
  public byte[] hash() {
    return hash.clone();
  }

  /** The hash is public chain data (it goes into checkpoints), so it is printed. */
  @Override
  public String toString() {
    return "AuditHead[tenant="
        + tenant
        + ", size="
        + size
        + ", hash="
        + HexFormat.of().formatHex(hash)
        + "]";
  }
}
