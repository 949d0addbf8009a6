package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A {@code clientRef} binding: the tenant's keyed hash of the reference, the keyed hash of the item
 * it was first used for (value, data type, token type, subject), the token it answered, and the
 * item's subject reference (so that erasure removes the binding).
 */
public record ClientRefRecord(
    TenantId tenant,
    byte[] refHash,
    byte[] itemFingerprint,
    String token,
    byte @Nullable [] subjectRef,
    Instant createdAt) {
  public ClientRefRecord {
    refHash = refHash.clone();
    itemFingerprint = itemFingerprint.clone();
    subjectRef = Bytes.copy(subjectRef);
  }

  @Override
  public byte[] refHash() {
    return refHash.clone();
  }

  @Override
  public byte[] itemFingerprint() {
    return itemFingerprint.clone();
  }

  @Override
  public byte @Nullable [] subjectRef() {
    return Bytes.copy(subjectRef);
  }

  @Override
  public String toString() {
    return "ClientRefRecord[tenant=" + tenant + ", token=" + token + "]";
  }
}
