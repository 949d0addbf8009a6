package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;

/** A signed checkpoint of a tenant's audit log: its size, root and C2SP signed note. */
public record AuditCheckpoint(TenantId tenant, long size, byte[] root, String note, Instant at) {
  public AuditCheckpoint {
    root = root.clone();
  }

  @Override
  public byte[] root() {
    return root.clone();
  }
}
