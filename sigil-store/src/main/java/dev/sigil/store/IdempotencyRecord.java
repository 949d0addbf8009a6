package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One idempotency key of a tenant and path, stored only as the caller's keyed hash. {@code
 * fingerprint} identifies the request body. The state is {@link State#IN_FLIGHT} while the first
 * request ({@code requestId}) runs, until {@code leaseUntil}; then {@link State#DONE} with its
 * stored {@code status} and {@code answer} (ciphertext, opaque to the store) until {@code
 * expiresAt}.
 */
public record IdempotencyRecord(
    TenantId tenant,
    String path,
    byte[] keyHash,
    byte[] fingerprint,
    State state,
    String requestId,
    @Nullable Integer status,
    byte @Nullable [] answer,
    Instant createdAt,
    Instant leaseUntil,
    Instant expiresAt) {

  public enum State {
    IN_FLIGHT,
    DONE
  }

  /**
   * @throws IllegalArgumentException when an {@code IN_FLIGHT} record has a status or answer, or a
   *     {@code DONE} record lacks one
   */
  public IdempotencyRecord {
    boolean done = state == State.DONE;
    if (done != (status != null) || done != (answer != null)) {
      throw new IllegalArgumentException(
          "a DONE record has a status and an answer, an IN_FLIGHT record has neither");
    }
    keyHash = keyHash.clone();
    fingerprint = fingerprint.clone();
    answer = answer == null ? null : answer.clone();
  }

  /** A new claim: {@code IN_FLIGHT}, no status, no answer. */
  public static IdempotencyRecord inFlight(
      TenantId tenant,
      String path,
      byte[] keyHash,
      byte[] fingerprint,
      String requestId,
      Instant createdAt,
      Instant leaseUntil,
      Instant expiresAt) {
    return new IdempotencyRecord(
        tenant,
        path,
        keyHash,
        fingerprint,
        State.IN_FLIGHT,
        requestId,
        null,
        null,
        createdAt,
        leaseUntil,
        expiresAt);
  }

  @Override
  public byte[] keyHash() {
    return keyHash.clone();
  }

  @Override
  public byte[] fingerprint() {
    return fingerprint.clone();
  }

  @Override
  public byte @Nullable [] answer() {
    return answer == null ? null : answer.clone();
  }

  @Override
  public String toString() {
    return "IdempotencyRecord[tenant="
        + tenant
        + ", path="
        + path
        + ", state="
        + state
        + ", requestId="
        + requestId
        + ", status="
        + status
        + "]";
  }
}
