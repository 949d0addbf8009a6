package dev.sigil.server.audit;

import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * What one request did, as recorded (SPEC section 9): never a protected value. {@code operation} is
 * the method and route pattern ({@code POST /v1/admin/credentials}), never the raw path; {@code
 * details} holds ids of what the request touched and keyed hashes only.
 */
public record AuditEvent(
    String requestId,
    @Nullable String clientRequestId,
    @Nullable String credential,
    String operation,
    Outcome outcome,
    int status,
    @Nullable String reason,
    Map<String, Object> details) {

  public AuditEvent {
    details = new TreeMap<>(details);
  }

  /** How the request ended. */
  public enum Outcome {
    /** Done (2xx, 3xx). */
    OK,
    /** Refused for who the caller is or what it may do (401, 403, 429). */
    DENIED,
    /** Refused for what it asked (other 4xx): nothing was done. */
    REJECTED,
    /** The service failed (5xx): nothing was done. */
    FAILED;

    public static Outcome of(int status) {
      if (status < 400) {
        return OK;
      }
      if (status == 401 || status == 403 || status == 429) {
        return DENIED;
      }
      return status < 500 ? REJECTED : FAILED;
    }

    public String wireName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }
}
