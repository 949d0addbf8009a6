package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.UserError;
import dev.sigil.store.StoreUnavailableException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpMediaTypeNotSupportedException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.MissingRequestHeaderException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;
import org.springframework.web.servlet.NoHandlerFoundException;
import org.springframework.web.servlet.resource.NoResourceFoundException;

/**
 * The one translator from exceptions to problem details. User errors carry their catalogue code;
 * framework errors map to theirs; anything else is an opaque {@code 500}, logged without messages.
 */
@RestControllerAdvice
final class ProblemAdvice {
  private static final Logger log = LoggerFactory.getLogger(ProblemAdvice.class);
  static final String UNAVAILABLE_DETAIL =
      "The database is busy or unreachable; nothing was done. Retry later.";

  @ExceptionHandler(UserError.class)
  ResponseEntity<Problem> user(UserError e, HttpServletRequest request) {
    return respond(request, e.code(), e.getMessage(), e.fieldErrors());
  }

  @ExceptionHandler(HttpMessageNotReadableException.class)
  ResponseEntity<Problem> unreadable(HttpMessageNotReadableException e, HttpServletRequest r) {
    if (BodyLimits.isTooLarge(e)) {
      return respond(r, ErrorCode.PAYLOAD_TOO_LARGE, "The request body is too large.", List.of());
    }
    return respond(r, ErrorCode.MALFORMED_JSON, "The request body is not valid JSON.", List.of());
  }

  @ExceptionHandler(HttpMediaTypeNotSupportedException.class)
  ResponseEntity<Problem> mediaType(HttpServletRequest r) {
    return respond(
        r, ErrorCode.UNSUPPORTED_MEDIA_TYPE, "Send the body as application/json.", List.of());
  }

  @ExceptionHandler(HttpMediaTypeNotAcceptableException.class)
  ResponseEntity<Problem> notAcceptable(HttpServletRequest r) {
    return respond(
        r, ErrorCode.NOT_ACCEPTABLE, "This endpoint answers application/json.", List.of());
  }

  @ExceptionHandler(HttpRequestMethodNotSupportedException.class)
  ResponseEntity<Problem> method(HttpRequestMethodNotSupportedException e, HttpServletRequest r) {
    Set<HttpMethod> allowed = e.getSupportedHttpMethods();
    String allow =
        allowed == null
            ? ""
            : allowed.stream().map(HttpMethod::name).sorted().collect(Collectors.joining(", "));
    Problem body =
        ProblemWriter.problem(
            r,
            ErrorCode.METHOD_NOT_ALLOWED,
            "This path does not accept that method; see Allow.",
            List.of());
    return ProblemWriter.entity(ErrorCode.METHOD_NOT_ALLOWED)
        .header(HttpHeaders.ALLOW, allow)
        .body(body);
  }

  @ExceptionHandler({NoHandlerFoundException.class, NoResourceFoundException.class})
  ResponseEntity<Problem> notFound(HttpServletRequest r) {
    return respond(r, ErrorCode.NOT_FOUND, "No such resource.", List.of());
  }

  @ExceptionHandler(MissingRequestHeaderException.class)
  ResponseEntity<Problem> missingHeader(MissingRequestHeaderException e, HttpServletRequest r) {
    return respond(
        r, ErrorCode.INVALID_REQUEST, "Header " + e.getHeaderName() + " is required.", List.of());
  }

  @ExceptionHandler(MethodArgumentTypeMismatchException.class)
  ResponseEntity<Problem> typeMismatch(
      MethodArgumentTypeMismatchException e, HttpServletRequest r) {
    return respond(r, ErrorCode.NOT_FOUND, "No such resource.", List.of());
  }

  /** Every cryptographic failure is one opaque code (a tampered or misplaced ciphertext, say). */
  @ExceptionHandler(dev.sigil.crypto.CryptoException.class)
  ResponseEntity<Problem> crypto(dev.sigil.crypto.CryptoException e, HttpServletRequest r) {
    log.error("cryptographic failure: {}", SafeThrowables.describe(e));
    return respond(
        r, ErrorCode.CRYPTO_FAILURE, "A protected value could not be opened.", List.of());
  }

  /**
   * The database could not serve the request now (no pooled connection came free in time, the
   * connection failed, the database is shutting down): nothing was committed, and the same request
   * may succeed a moment later, so {@code 503} with {@code Retry-After} rather than an internal
   * error.
   */
  @ExceptionHandler(StoreUnavailableException.class)
  ResponseEntity<Problem> unavailable(StoreUnavailableException e, HttpServletRequest r) {
    log.warn("database unavailable, answered 503: {}", SafeThrowables.classes(e));
    return ProblemWriter.entity(ErrorCode.UNAVAILABLE)
        .header(HttpHeaders.RETRY_AFTER, ProblemWriter.RETRY_AFTER_SECONDS)
        .body(ProblemWriter.problem(r, ErrorCode.UNAVAILABLE, UNAVAILABLE_DETAIL, List.of()));
  }

  @ExceptionHandler(Exception.class)
  ResponseEntity<Problem> internal(Exception e, HttpServletRequest r) {
    log.error("internal error: {}", SafeThrowables.describe(e));
    return respond(r, ErrorCode.INTERNAL_ERROR, "An internal error occurred.", List.of());
  }

  private static ResponseEntity<Problem> respond(
      HttpServletRequest r, ErrorCode code, String detail, List<FieldError> errors) {
    return ProblemWriter.entity(code).body(ProblemWriter.problem(r, code, detail, errors));
  }
}
