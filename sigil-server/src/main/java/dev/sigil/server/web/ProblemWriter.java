package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.store.StoreUnavailableException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import tools.jackson.databind.ObjectMapper;

/** Renders catalogue errors as {@code application/problem+json}, from filters and controllers. */
public final class ProblemWriter {
  private static final String CODE_ATTRIBUTE = ProblemWriter.class.getName() + ".code";

  /** The {@code Retry-After} of a {@code 503} for a database that cannot serve now. */
  public static final String RETRY_AFTER_SECONDS = "1";

  private final ObjectMapper mapper;

  public ProblemWriter(ObjectMapper mapper) {
    this.mapper = mapper;
  }

  /** Writes a problem straight to the servlet response (for filters, before any controller). */
  public void write(
      HttpServletRequest request, HttpServletResponse response, ErrorCode code, String detail)
      throws IOException {
    if (response.isCommitted()) {
      return;
    }
    response.resetBuffer();
    response.setStatus(code.status());
    response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
    response.setHeader(CurrentRequestId.HEADER, CurrentRequestId.of(request));
    byte[] body = mapper.writeValueAsBytes(problem(request, code, detail, List.of()));
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  /**
   * Whether {@code t} or one of its causes says the database cannot serve now ({@link
   * StoreUnavailableException}): such a failure is answered {@code 503} with {@code Retry-After}.
   */
  public static boolean storeUnavailable(Throwable t) {
    Throwable cause = t;
    for (int depth = 0; cause != null && depth < 5; depth++, cause = cause.getCause()) {
      if (cause instanceof StoreUnavailableException) {
        return true;
      }
    }
    return false;
  }

  /** A problem as a response entity (for exception handlers). */
  public static ResponseEntity.BodyBuilder entity(ErrorCode code) {
    return ResponseEntity.status(code.status()).contentType(MediaType.APPLICATION_PROBLEM_JSON);
  }

  /** The problem body; remembers its code on the request for the audit event. */
  static Problem problem(
      HttpServletRequest request, ErrorCode code, String detail, List<FieldError> errors) {
    request.setAttribute(CODE_ATTRIBUTE, code.code());
    return Problem.of(code, detail, CurrentRequestId.of(request), errors);
  }

  /** The catalogue code of the problem this request answered, if it answered one. */
  public static @Nullable String errorCodeOf(HttpServletRequest request) {
    return request.getAttribute(CODE_ATTRIBUTE) instanceof String s ? s : null;
  }
}
