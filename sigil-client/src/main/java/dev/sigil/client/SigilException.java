package dev.sigil.client;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A call that did not succeed: the service's problem details (RFC 9457) as a typed exception, or a
 * transport failure after the last retry ({@link TransportException}). Carries the problem {@code
 * code}, HTTP {@code status}, {@code title}, {@code detail}, the per-field {@code errors} (JSON
 * Pointers into the request) and the {@code requestId} to record. The message never holds a token
 * or a protected value: only the code, status, detail and request id the service sent.
 *
 * <pre>{@code
 * try {
 *   client.vault().tokenize(items);
 * } catch (ValidationException e) {
 *   e.errors().forEach(err -> form.markInvalid(err.pointer(), err.code()));
 *   log.warn("rejected, request {}", e.requestId());
 * }
 * }</pre>
 */
public class SigilException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** One field-level error: where in the request (RFC 6901 pointer), its code and detail. */
  public record FieldError(
      @Nullable String pointer, @Nullable String code, @Nullable String detail) {}

  private final int status;
  private final String code;
  private final String title;
  private final String detail;
  private final transient List<FieldError> errors;
  private final @Nullable String requestId;

  SigilException(Problem p) {
    super(message(p));
    this.status = p.status();
    this.code = p.code();
    this.title = p.title();
    this.detail = p.detail();
    this.errors = List.copyOf(p.errors());
    this.requestId = p.requestId();
  }

  SigilException(Problem p, Throwable cause) {
    this(p);
    initCause(cause);
  }

  private static String message(Problem p) {
    return p.status() + " " + p.code() + ": " + p.detail() + " (request " + p.requestId() + ")";
  }

  /** The HTTP status; 0 for a transport failure. */
  public int status() {
    return status;
  }

  /** The stable problem code, e.g. {@code validation_failed}. */
  public String code() {
    return code;
  }

  public String title() {
    return title;
  }

  public String detail() {
    return detail;
  }

  /** Per-field errors, each naming its field by JSON Pointer; empty when the problem has none. */
  public List<FieldError> errors() {
    return errors;
  }

  /** The JSON Pointers of {@link #errors()}. */
  public List<String> pointers() {
    return errors.stream().map(FieldError::pointer).toList();
  }

  /** The server's {@code X-Request-Id} of the failed request; null when no answer arrived. */
  public @Nullable String requestId() {
    return requestId;
  }

  /** The parsed problem details; package-private carrier. */
  record Problem(
      int status,
      String code,
      String title,
      String detail,
      List<FieldError> errors,
      @Nullable String requestId,
      java.time.@Nullable Duration retryAfter) {}
}
