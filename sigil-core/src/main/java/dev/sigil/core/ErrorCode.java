package dev.sigil.core;

/**
 * The one catalogue of error codes. Each code has a stable snake_case name, an HTTP status and a
 * title; the server maps them to RFC 9457 problem details in one place.
 */
public enum ErrorCode {
  MALFORMED_JSON(400, "Malformed JSON"),
  INVALID_REQUEST(400, "Invalid request"),
  INVALID_IDEMPOTENCY_KEY(400, "Invalid Idempotency-Key"),
  UNAUTHENTICATED(401, "Authentication required"),
  INVALID_TOKEN(401, "Invalid bearer token"),
  FORBIDDEN(403, "Forbidden"),
  INSUFFICIENT_SCOPE(403, "Insufficient scope"),
  TENANT_FORBIDDEN(403, "Tenant not accessible"),
  PURPOSE_NOT_ALLOWED(403, "Purpose not allowed"),
  NOT_FOUND(404, "Not found"),
  TENANT_NOT_FOUND(404, "Tenant not found"),
  CREDENTIAL_NOT_FOUND(404, "Credential not found"),
  VAULT_NOT_FOUND(404, "Vault not found"),
  RECORD_NOT_FOUND(404, "Record not found"),
  CONNECTION_NOT_FOUND(404, "Connection not found"),
  METHOD_NOT_ALLOWED(405, "Method not allowed"),
  NOT_ACCEPTABLE(406, "Not acceptable"),
  REQUEST_TIMEOUT(408, "Request timeout"),
  TENANT_EXISTS(409, "Tenant already exists"),
  IDEMPOTENCY_IN_FLIGHT(409, "Request with this key in flight"),
  CLIENT_REF_CONFLICT(409, "Client reference conflict"),
  LAST_PLATFORM_ADMIN(409, "Last platform admin"),
  PAYLOAD_TOO_LARGE(413, "Payload too large"),
  URI_TOO_LONG(414, "URI too long"),
  UNSUPPORTED_MEDIA_TYPE(415, "Unsupported media type"),
  VALIDATION_FAILED(422, "Validation failed"),
  IDEMPOTENCY_KEY_REUSED(422, "Idempotency key reused"),
  RATE_LIMITED(429, "Too many requests"),
  HEADERS_TOO_LARGE(431, "Request header fields too large"),
  INTERNAL_ERROR(500, "Internal error"),
  CRYPTO_FAILURE(500, "Cryptographic operation failed"),
  UPSTREAM_FAILED(502, "Upstream failed"),
  UNAVAILABLE(503, "Service unavailable"),
  UPSTREAM_TIMEOUT(504, "Upstream timed out");

  private final int status;
  private final String title;

  ErrorCode(int status, String title) {
    this.status = status;
    this.title = title;
  }

  /**
   * The generic code for an HTTP status raised outside Sigil's own code (by the servlet container);
   * statuses without one map to {@code invalid_request} or {@code internal_error}.
   */
  public static ErrorCode forStatus(int status) {
    return switch (status) {
      case 400 -> INVALID_REQUEST;
      case 401 -> UNAUTHENTICATED;
      case 403 -> FORBIDDEN;
      case 404 -> NOT_FOUND;
      case 405 -> METHOD_NOT_ALLOWED;
      case 406 -> NOT_ACCEPTABLE;
      case 408 -> REQUEST_TIMEOUT;
      case 413 -> PAYLOAD_TOO_LARGE;
      case 414 -> URI_TOO_LONG;
      case 415 -> UNSUPPORTED_MEDIA_TYPE;
      case 429 -> RATE_LIMITED;
      case 431 -> HEADERS_TOO_LARGE;
      case 503 -> UNAVAILABLE;
      default -> status >= 500 ? INTERNAL_ERROR : INVALID_REQUEST;
    };
  }

  /** The stable wire name, e.g. {@code insufficient_scope}. */
  public String code() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  public int status() {
    return status;
  }

  public String title() {
    return title;
  }
}
