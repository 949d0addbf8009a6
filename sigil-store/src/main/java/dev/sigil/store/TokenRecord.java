package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One token of a tenant. A {@link State#LIVE} token maps to its value: {@code value} is the value's
 * ciphertext (opaque to the store), {@code subjectRef} the keyed hash of its data subject (none for
 * a token under the tenant's keys), {@code fingerprint} the keyed hash that finds "the same value"
 * again (deterministic and format-preserving tokens; none for random ones), and {@code valueIndex}
 * a tenant-keyed hash of the value where the tenant must recognise the value itself later (card
 * numbers, so that no card token ever equals a card given to us). An {@link State#ERASED} token is
 * a tombstone: its token, types and times only, so that it answers {@code erased}.
 */
public record TokenRecord(
    TenantId tenant,
    String token,
    String dataType,
    String tokenType,
    byte @Nullable [] subjectRef,
    byte @Nullable [] fingerprint,
    byte @Nullable [] valueIndex,
    byte @Nullable [] value,
    State state,
    Instant createdAt,
    @Nullable Instant erasedAt) {

  public enum State {
    LIVE,
    ERASED
  }

  /**
   * @throws IllegalArgumentException when a live token lacks its value or has an erasure time, or a
   *     tombstone keeps a value, subject, fingerprint or index, or lacks its erasure time
   */
  public TokenRecord {
    if (state == State.LIVE && (value == null || erasedAt != null)) {
      throw new IllegalArgumentException("a live token has a value and no erasure time");
    }
    if (state == State.ERASED
        && (value != null
            || subjectRef != null
            || fingerprint != null
            || valueIndex != null
            || erasedAt == null)) {
      throw new IllegalArgumentException("a tombstone keeps only its token, types and times");
    }
    subjectRef = Bytes.copy(subjectRef);
    fingerprint = Bytes.copy(fingerprint);
    valueIndex = Bytes.copy(valueIndex);
    value = Bytes.copy(value);
  }

  /** A new live token. */
  public static TokenRecord live(
      TenantId tenant,
      String token,
      String dataType,
      String tokenType,
      byte @Nullable [] subjectRef,
      byte @Nullable [] fingerprint,
      byte @Nullable [] valueIndex,
      byte[] value,
      Instant createdAt) {
    return new TokenRecord(
        tenant,
        token,
        dataType,
        tokenType,
        subjectRef,
        fingerprint,
        valueIndex,
        value,
        State.LIVE,
        createdAt,
        null);
  }

  @Override
  public byte @Nullable [] subjectRef() {
    return Bytes.copy(subjectRef);
  }

  @Override
  public byte @Nullable [] fingerprint() {
    return Bytes.copy(fingerprint);
  }

  @Override
  public byte @Nullable [] valueIndex() {
    return Bytes.copy(valueIndex);
  }

  @Override
  public byte @Nullable [] value() {
    return Bytes.copy(value);
  }

  @Override
  public String toString() {
    return "TokenRecord[tenant="
        + tenant
        + ", token="
        + token
        + ", dataType="
        + dataType
        + ", tokenType="
        + tokenType
        + ", state="
        + state
        + "]";
  }
}
