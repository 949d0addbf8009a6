package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.RequestIds;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;
import org.springframework.http.HttpHeaders;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Outermost filter: gives every request a server-generated, time-ordered {@code X-Request-Id} (a
 * client's own value is never adopted; a well-formed one is kept aside as its correlation id), puts
 * it in the logging context, and turns any escaped fault into an opaque {@code 500} problem.
 */
final class RequestIdFilter extends OncePerRequestFilter {
  private static final Logger log = LoggerFactory.getLogger(RequestIdFilter.class);
  private static final Pattern CLIENT_ID = Pattern.compile("[\\x21-\\x7e]{1,128}");

  private final RequestIds ids;
  private final ProblemWriter problems;

  RequestIdFilter(RequestIds ids, ProblemWriter problems) {
    this.ids = ids;
    this.problems = problems;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String id = ids.next();
    request.setAttribute(CurrentRequestId.ATTRIBUTE, id);
    String clientId = request.getHeader(CurrentRequestId.HEADER);
    if (clientId != null && CLIENT_ID.matcher(clientId).matches()) {
      request.setAttribute(CurrentRequestId.CLIENT_ATTRIBUTE, clientId);
    }
    response.setHeader(CurrentRequestId.HEADER, id);
    MDC.put("requestId", id);
    try {
      chain.doFilter(request, response);
    } catch (IOException | ServletException | RuntimeException e) {
      if (ProblemWriter.storeUnavailable(e)) {
        // the bearer check's read, say, found no pooled connection in time
        log.warn("database unavailable, answered 503: {}", SafeThrowables.classes(e));
        if (!response.isCommitted()) {
          response.setHeader(HttpHeaders.RETRY_AFTER, ProblemWriter.RETRY_AFTER_SECONDS);
        }
        problems.write(request, response, ErrorCode.UNAVAILABLE, ProblemAdvice.UNAVAILABLE_DETAIL);
        return;
      }
      log.error("request failed: {}", SafeThrowables.describe(e));
      problems.write(request, response, ErrorCode.INTERNAL_ERROR, "An internal error occurred.");
    } finally {
      MDC.remove("requestId");
    }
  }
}
