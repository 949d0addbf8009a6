package dev.sigil.server.web;

import jakarta.servlet.http.HttpServletRequest;
import org.jspecify.annotations.Nullable;

/** Where a request's id is kept while it is served. */
public final class CurrentRequestId {
  public static final String HEADER = "X-Request-Id";
  static final String ATTRIBUTE = CurrentRequestId.class.getName() + ".id";
  static final String CLIENT_ATTRIBUTE = CurrentRequestId.class.getName() + ".client";

  private CurrentRequestId() {}

  /** The client's own correlation id (its X-Request-Id), when it sent a well-formed one. */
  public static @Nullable String clientOf(HttpServletRequest request) {
    return request.getAttribute(CLIENT_ATTRIBUTE) instanceof String s ? s : null;
  }

  /** The server-generated id of the request, or {@code "unknown"} outside the filter chain. */
  public static String of(HttpServletRequest request) {
    Object id = request.getAttribute(ATTRIBUTE);
    return id instanceof String s ? s : "unknown";
  }
}
