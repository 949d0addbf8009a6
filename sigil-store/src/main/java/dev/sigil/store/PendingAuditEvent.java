package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;

/**
 * An audit event committed with its request but not yet given its place in the chain ({@link
 * AuditStore#addPending}): its canonical JSON without the {@code seq}, which the sequencer adds.
 * Opaque bytes to the store.
 */
public record PendingAuditEvent(
    TenantId tenant, String requestId, Instant at, String operation, byte[] event) {
  public PendingAuditEvent {
    event = event.clone();
  }

  @Override
  public byte[] event() {
    return event.clone();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof PendingAuditEvent p
        && tenant.equals(p.tenant)
        && requestId.equals(p.requestId)
        && at.equals(p.at)
        && operation.equals(p.operation)
        && java.util.Arrays.equals(event, p.event);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(
        tenant, requestId, at, operation, java.util.Arrays.hashCode(event));
  }

  @Override
  public String toString() {
    return "PendingAuditEvent[tenant="
        + tenant
        + ", requestId="
        + requestId
        + ", operation="
        + operation
        + "]";
  }
}
