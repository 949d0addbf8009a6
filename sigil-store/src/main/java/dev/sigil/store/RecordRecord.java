package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A sealed record of a vault: its data subject's reference (none when the vault names no subject
 * field) and its fields. Opaque to the store: values are ciphertext.
 */
public record RecordRecord(
    TenantId tenant,
    String vaultId,
    String recordId,
    byte @Nullable [] subjectRef,
    Instant createdAt,
    List<Field> fields) {

  public RecordRecord {
    subjectRef = Bytes.copy(subjectRef);
    fields = List.copyOf(fields);
  }

  @Override
  public byte @Nullable [] subjectRef() {
    return Bytes.copy(subjectRef);
  }

  /** One field: its data type, its token and its value's ciphertext. */
  public record Field(String name, String dataType, String token, byte[] value) {
    public Field {
      value = value.clone();
    }

    @Override
    public byte[] value() {
      return value.clone();
    }

    @Override
    public String toString() {
      return "Field[" + name + ", " + dataType + "]";
    }
  }

  @Override
  public String toString() {
    return "RecordRecord[tenant=" + tenant + ", vault=" + vaultId + ", id=" + recordId + "]";
  }
}
