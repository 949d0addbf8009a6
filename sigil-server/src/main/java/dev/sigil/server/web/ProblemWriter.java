package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import tools.jackson.databind.ObjectMapper;

/** Renders catalogue errors as {@code application/problem+json}, from filters and controllers. */
public final class ProblemWriter {
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
    byte[] body =
        mapper.writeValueAsBytes(Problem.of(code, detail, CurrentRequestId.of(request), List.of()));
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  /** A problem as a response entity (for exception handlers). */
  public static ResponseEntity.BodyBuilder entity(ErrorCode code) {
    return ResponseEntity.status(code.status()).contentType(MediaType.APPLICATION_PROBLEM_JSON);
  }

  static Problem problem(
      HttpServletRequest request, ErrorCode code, String detail, List<FieldError> errors) {
    return Problem.of(code, detail, CurrentRequestId.of(request), errors);
  }
}
