package dev.sigil.server.web;

import jakarta.servlet.http.HttpServletRequest;

/** Where a request's id is kept while it is served. */
public final class CurrentRequestId {
  public static final String HEADER = "X-Request-Id";
  static final String ATTRIBUTE = CurrentRequestId.class.getName() + ".id";
  static final String CLIENT_ATTRIBUTE = CurrentRequestId.class.getName() + ".client";

  private CurrentRequestId() {}

  /** The server-generated id of the request, or {@code "unknown"} outside the filter chain. */
  public static String of(HttpServletRequest request) {
    Object id = request.getAttribute(ATTRIBUTE);
    return id instanceof String s ? s : "unknown";
  }
}
