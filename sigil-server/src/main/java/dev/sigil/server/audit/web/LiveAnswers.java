package dev.sigil.server.audit.web;

import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.io.OutputStream;

/**
 * A live answer (a stream) for a store-free endpoint: the request's audit event is committed first,
 * then the answer leaves as it is written instead of after the commit. Only the AI relay's
 * endpoints have one; a streamed answer is not kept for an idempotent replay (its key is released).
 */
public final class LiveAnswers {
  static final String ATTRIBUTE = LiveAnswers.class.getName();

  private LiveAnswers() {}

  interface Starter {
    OutputStream begin(String contentType) throws IOException;
  }

  /**
   * Commits the request's audit event as a {@code 200}, then starts the real answer with {@code
   * contentType} and answers its body stream.
   *
   * @throws IllegalStateException when the request cannot answer live
   */
  public static OutputStream begin(HttpServletRequest request, String contentType)
      throws IOException {
    if (!(request.getAttribute(ATTRIBUTE) instanceof Starter starter)) {
      throw new IllegalStateException("this request cannot answer live");
    }
    return starter.begin(contentType);
  }
}
