package dev.sigil.server.audit.web;

import dev.sigil.server.audit.AuditEvent;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.web.CurrentRequestId;
import dev.sigil.server.web.ProblemWriter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.web.servlet.HandlerMapping;

/**
 * The audit event of one answered request: its ids, its route pattern (never the raw path), its
 * outcome and problem code, and what its handler noted ({@link AuditNotes}).
 */
final class RequestEvents {
  private RequestEvents() {}

  static AuditEvent of(HttpServletRequest request, HttpServletResponse response, Caller caller) {
    Object pattern = request.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE);
    String operation =
        request.getMethod() + " " + (pattern instanceof String p ? p : "(no such endpoint)");
    int status = response.getStatus();
    return new AuditEvent(
        CurrentRequestId.of(request),
        CurrentRequestId.clientOf(request),
        caller.credential().value(),
        operation,
        AuditEvent.Outcome.of(status),
        status,
        ProblemWriter.errorCodeOf(request),
        AuditNotes.of(request).details());
  }
}
