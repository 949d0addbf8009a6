package dev.sigil.client;

import dev.sigil.client.SigilException.FieldError;
import dev.sigil.client.SigilException.Problem;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/** Problem details (RFC 9457) to typed exceptions; tolerant of bodies that are not problems. */
final class Problems {
  private Problems() {}

  /** The problem of a non-2xx answer; fields missing from the body fall back to the headers. */
  static Problem parse(
      int status,
      @Nullable JsonNode body,
      @Nullable String headerRequestId,
      @Nullable Duration retryAfter) {
    JsonNode b = body == null ? Json.MAPPER.createObjectNode() : body;
    List<FieldError> errors = new ArrayList<>();
    for (JsonNode e : b.path("errors")) {
      errors.add(new FieldError(text(e, "pointer"), text(e, "code"), text(e, "detail")));
    }
    String requestId = text(b, "requestId");
    return new Problem(
        status,
        orElse(text(b, "code"), "http_" + status),
        orElse(text(b, "title"), "HTTP " + status),
        orElse(text(b, "detail"), "The service answered " + status + "."),
        errors,
        requestId != null ? requestId : headerRequestId,
        retryAfter);
  }

  /** The exception type for a problem's status. */
  static SigilException toException(Problem p) {
    return switch (p.status()) {
      case 400, 422 -> new ValidationException(p);
      case 401 -> new AuthenticationException(p);
      case 403 -> new ForbiddenException(p);
      case 404 -> new NotFoundException(p);
      case 409 -> new ConflictException(p);
      case 429 -> new RateLimitedException(p);
      case 502, 504 -> new UpstreamException(p);
      default -> p.status() >= 500 ? new ServerException(p) : new SigilException(p);
    };
  }

  /** {@code Retry-After}, delta-seconds or an HTTP date; null when absent or unreadable. */
  static @Nullable Duration retryAfter(@Nullable String header) {
    return retryAfter(header, Instant.now());
  }

  /** As {@link #retryAfter(String)}, an HTTP date counted from {@code now} (past: no wait). */
  static @Nullable Duration retryAfter(@Nullable String header, Instant now) {
    if (header == null) {
      return null;
    }
    String h = header.trim();
    try {
      long seconds = Long.parseLong(h);
      return seconds < 0 ? null : Duration.ofSeconds(seconds);
    } catch (NumberFormatException notSeconds) {
      try {
        Instant at = ZonedDateTime.parse(h, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
        return at.isAfter(now) ? Duration.between(now, at) : Duration.ZERO;
      } catch (DateTimeParseException notADate) {
        return null;
      }
    }
  }

  private static @Nullable String text(JsonNode n, String field) {
    JsonNode v = n.get(field);
    return v == null || v.isNull() ? null : v.asString();
  }

  private static String orElse(@Nullable String v, String fallback) {
    return v == null || v.isBlank() ? fallback : v;
  }
}
