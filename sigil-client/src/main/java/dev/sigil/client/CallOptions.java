package dev.sigil.client;

import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * Per-call options of a mutating call: the {@code Idempotency-Key} (default: a fresh random key per
 * logical call, reused by every retry of that call) and a correlation id sent as the request's
 * {@code X-Request-Id} (the server keeps it as {@code clientRequestId} in the audit event; the
 * answer's request id is always the server's own).
 *
 * <pre>{@code
 * // the application's own operation id makes its own retries (e.g. after a restart) safe too
 * client.vault().tokenize(items, CallOptions.idempotencyKey("order-4711-tokenize"));
 * }</pre>
 */
public record CallOptions(@Nullable String idempotencyKey, @Nullable String correlationId) {
  private static final CallOptions DEFAULTS = new CallOptions(null, null);

  /** No key of the application's own: the client generates one per call. */
  public static CallOptions defaults() {
    return DEFAULTS;
  }

  /** The application's own key, 1 to 255 printable ASCII characters. */
  public static CallOptions idempotencyKey(String key) {
    return new CallOptions(key, null);
  }

  /** The same options with a correlation id. */
  public CallOptions withCorrelationId(String id) {
    return new CallOptions(idempotencyKey, id);
  }

  /** The key to send: the application's, else a fresh one. */
  String keyOrFresh() {
    return idempotencyKey != null ? idempotencyKey : UUID.randomUUID().toString();
  }
}
