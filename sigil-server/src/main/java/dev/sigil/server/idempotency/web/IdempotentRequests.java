package dev.sigil.server.idempotency.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.idempotency.Idempotency;
import dev.sigil.server.idempotency.StoredAnswer;
import dev.sigil.server.web.BodyLimits;
import dev.sigil.server.web.ProblemWriter;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Set;

/** Reading a request that carries an {@code Idempotency-Key}, and the answers SPEC 8 gives. */
public final class IdempotentRequests {
  public static final String HEADER = "Idempotency-Key";

  /**
   * Reveals (SPEC 6 over SPEC 8): a retry with the same key and body is decided again, as of now,
   * instead of replaying a stored answer, which would outlive a withdrawn consent or a changed
   * policy and reach any caller with the scope. Their answers are stored without their body, so no
   * revealed value rests in the store. The key still refuses another body and a request in flight.
   */
  public static final Set<String> DECIDED_EACH_TIME = Set.of("/v1/detokenize", "/v1/data/reveal");

  /**
   * Answers that are the caller's own: a chat answer rehydrated for a caller with {@code
   * ai:rehydrate}, and a new credential's token (shown once). Their keys are bound to the
   * credential, so another caller's request with the same key and body is a reuse of the key
   * ({@code 422}), not a replay.
   */
  public static final Set<String> BOUND_TO_CALLER =
      Set.of("/v1/ai/chat/completions", "/v1/admin/credentials");

  private static final Set<String> BODY_METHODS = Set.of("POST", "PUT", "PATCH");

  private IdempotentRequests() {}

  /** A POST with a key, read: the key, its body, and the request to hand on (body replayable). */
  public sealed interface Read {
    record Keyed(String key, byte[] body, HttpServletRequest request) implements Read {}

    record Refused(ErrorCode code, String detail) implements Read {}

    record NotKeyed(HttpServletRequest request) implements Read {}
  }

  /**
   * Reads the request's body up front (bounded by the body limit), so that nothing waits on the
   * client inside the request's transaction, and its key, if it sends one with a POST.
   */
  public static Read read(HttpServletRequest request) {
    HttpServletRequest replayable = request;
    byte[] body = new byte[0];
    if (BODY_METHODS.contains(request.getMethod())) {
      try {
        body = readBody(request);
        replayable = new Replayable(request, body);
      } catch (IOException e) {
        return BodyLimits.isTooLarge(e)
            ? new Read.Refused(ErrorCode.PAYLOAD_TOO_LARGE, "The request body is too large.")
            : new Read.Refused(ErrorCode.INVALID_REQUEST, "The request body could not be read.");
      }
    }
    String key = request.getHeader(HEADER);
    if (!"POST".equals(request.getMethod()) || key == null) {
      return new Read.NotKeyed(replayable);
    }
    if (!Idempotency.isValidKey(key)) {
      return new Read.Refused(
          ErrorCode.INVALID_IDEMPOTENCY_KEY,
          "Idempotency-Key must be 1 to 255 printable ASCII characters.");
    }
    return new Read.Keyed(key, body, replayable);
  }

  /**
   * The whole body. A declared length is read into an array of that size (the body limit filter has
   * refused one over the limit already); {@code readAllBytes} would start with a 16 KiB buffer for
   * every request, however small its body.
   */
  private static byte[] readBody(HttpServletRequest request) throws IOException {
    int declared = request.getContentLength();
    var in = request.getInputStream();
    return declared >= 0 ? in.readNBytes(declared) : in.readAllBytes();
  }

  /** Writes the answer of a decision that does not run the request. */
  public static void answer(
      Idempotency.Decision decision,
      HttpServletRequest request,
      HttpServletResponse response,
      ProblemWriter problems)
      throws IOException {
    switch (decision) {
      case Idempotency.Decision.InFlight f ->
          problems.write(
              request,
              response,
              ErrorCode.IDEMPOTENCY_IN_FLIGHT,
              "A request with this key is still running.");
      case Idempotency.Decision.Reused r ->
          problems.write(
              request,
              response,
              ErrorCode.IDEMPOTENCY_KEY_REUSED,
              "This key was used with another request body.");
      case Idempotency.Decision.Replay replay -> replay(replay, response);
      case Idempotency.Decision.Proceed p ->
          throw new IllegalArgumentException("a proceeding request has no early answer");
    }
  }

  private static void replay(Idempotency.Decision.Replay replay, HttpServletResponse response)
      throws IOException {
    StoredAnswer answer = replay.answer();
    response.setStatus(answer.status());
    if (!answer.contentType().isEmpty()) {
      response.setContentType(answer.contentType());
    }
    response.setHeader("Idempotent-Replayed", "true");
    response.setHeader("X-Original-Request-Id", replay.originalRequestId());
    byte[] body = answer.body();
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  private static final class Replayable extends HttpServletRequestWrapper {
    private final byte[] body;

    Replayable(HttpServletRequest request, byte[] body) {
      super(request);
      this.body = body;
    }

    @Override
    public ServletInputStream getInputStream() {
      ByteArrayInputStream in = new ByteArrayInputStream(body);
      return new ServletInputStream() {
        @Override
        public int read() {
          return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) {
          return in.read(b, off, len);
        }

        @Override
        public boolean isFinished() {
          return in.available() == 0;
        }

        @Override
        public boolean isReady() {
          return true;
        }

        @Override
        public void setReadListener(ReadListener listener) {
          throw new UnsupportedOperationException("blocking reads only");
        }
      };
    }

    @Override
    public java.io.BufferedReader getReader() {
      String encoding = getCharacterEncoding();
      java.nio.charset.Charset charset =
          encoding == null
              ? java.nio.charset.StandardCharsets.UTF_8
              : java.nio.charset.Charset.forName(encoding);
      return new java.io.BufferedReader(
          new java.io.InputStreamReader(new ByteArrayInputStream(body), charset));
    }

    @Override
    public int getContentLength() {
      return body.length;
    }

    @Override
    public long getContentLengthLong() {
      return body.length;
    }
  }
}
