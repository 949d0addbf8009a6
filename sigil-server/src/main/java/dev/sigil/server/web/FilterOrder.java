package dev.sigil.server.web;

import org.springframework.core.Ordered;

/**
 * The order of the servlet filters, in one place: request id, shutdown gate, body limit,
 * authentication, then the audited unit of work (which applies the rate limit, so that a refused
 * request of a known tenant is audited too).
 */
public final class FilterOrder {
  public static final int REQUEST_ID = Ordered.HIGHEST_PRECEDENCE;
  public static final int SHUTDOWN_GATE = REQUEST_ID + 1;
  public static final int BODY_LIMIT = REQUEST_ID + 10;
  public static final int AUTHENTICATION = REQUEST_ID + 20;
  public static final int AUDIT = REQUEST_ID + 30;
  public static final int ROLE_ROUTES = REQUEST_ID + 31;

  private FilterOrder() {}
}
