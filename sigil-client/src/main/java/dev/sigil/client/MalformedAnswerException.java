package dev.sigil.client;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The service answered with success, but not in the shape this client reads: a required field is
 * missing, null or of another JSON type, the answer has no JSON body at all (a proxy's page, say),
 * or it lacks its {@code X-Request-Id}. Code {@code malformed_answer}, the answer's HTTP status and
 * request id; {@link #pointer()} names the field as a JSON Pointer into the answer. Neither the
 * message nor the exception holds a value of the answer. Fields the client does not know are never
 * a reason: they are ignored. Not retried (the operation took place); usually a client and a
 * service of different versions.
 *
 * <pre>{@code
 * try {
 *   client.audit().checkpoint();
 * } catch (MalformedAnswerException e) {
 *   log.error("unexpected answer at {} (request {})", e.pointer(), e.requestId());
 * }
 * }</pre>
 */
public class MalformedAnswerException extends SigilException {
  private static final long serialVersionUID = 1L;

  private final String pointer;

  /**
   * {@code missing} says what was expected where, e.g. {@code "an integer at /size"}; it never
   * holds a value of the answer.
   */
  MalformedAnswerException(
      String operation, int status, @Nullable String requestId, String pointer, String missing) {
    super(
        new Problem(
            status,
            "malformed_answer",
            "Malformed answer",
            operation + " answered without " + missing + ".",
            List.of(),
            requestId,
            null));
    this.pointer = pointer;
  }

  /** Where in the answer (RFC 6901 JSON Pointer; empty for the whole answer). */
  public String pointer() {
    return pointer;
  }
}
