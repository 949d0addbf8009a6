package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;

/**
 * A data subject of a tenant with live data: {@code subjectRef} is the tenant's keyed hash of the
 * subject id, {@code subjectId} the id itself encrypted under the tenant's keys (to name the
 * subject in a consent remedy), {@code keyset} the subject's keyset wrapped under the tenant's
 * keys. All three are opaque to the store. Deleting the row is what erases the subject.
 */
public record SubjectRecord(
    TenantId tenant, byte[] subjectRef, byte[] subjectId, byte[] keyset, Instant createdAt) {
  public SubjectRecord {
    subjectRef = subjectRef.clone();
    subjectId = subjectId.clone();
    keyset = keyset.clone();
  }

  @Override
  public byte[] subjectRef() {
    return subjectRef.clone();
  }

  @Override
  public byte[] subjectId() {
    return subjectId.clone();
  }

  @Override
  public byte[] keyset() {
    return keyset.clone();
  }

  @Override
  public String toString() {
    return "SubjectRecord[tenant=" + tenant + "]";
  }
}
