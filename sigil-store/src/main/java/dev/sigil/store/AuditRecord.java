package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;

/**
 * One audit event: its canonical JSON bytes and its chain hash. {@code seq} counts from 0 per
 * tenant; {@code requestId} is unique per tenant. Opaque bytes to the store.
 */
public record AuditRecord(
    TenantId tenant,
    long seq,
    String requestId,
    Instant at,
    String operation,
    byte[] event,
    byte[] hash) {
  public AuditRecord {
    if (seq < 0) {
      throw new IllegalArgumentException("seq must not be negative");
    }
    event = event.clone();
    hash = hash.clone();
  }

  @Override
  public byte[] event() {
    return event.clone();
  }

  @Override
  public byte[] hash() {
    return hash.clone();
  }

  @Override
  public String toString() {
    return "AuditRecord[tenant="
        + tenant
        + ", seq="
        + seq
        + ", requestId="
        + requestId
        + ", operation="
        + operation
        + "]";
  }
}
