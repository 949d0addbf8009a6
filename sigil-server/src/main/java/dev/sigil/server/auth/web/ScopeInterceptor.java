package dev.sigil.server.auth.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.web.ProblemWriter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;
import org.springframework.http.HttpHeaders;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Checks the matched {@code /v1} handler's {@link RequiresScope} against the caller. A handler
 * without a scope declaration, or a request that reached it unauthenticated, is refused.
 */
final class ScopeInterceptor implements HandlerInterceptor {
  private final ProblemWriter problems;

  ScopeInterceptor(ProblemWriter problems) {
    this.problems = problems;
  }

  @Override
  public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
      throws Exception {
    if (!(handler instanceof HandlerMethod method)) {
      return true;
    }
    Optional<Caller> caller = Callers.of(request);
    if (caller.isEmpty()) {
      response.setHeader(HttpHeaders.WWW_AUTHENTICATE, BearerAuthFilter.REALM);
      problems.write(request, response, ErrorCode.UNAUTHENTICATED, "Send Authorization: Bearer.");
      return false;
    }
    if (method.hasMethodAnnotation(AnyScope.class)) {
      return true;
    }
    RequiresScope required = method.getMethodAnnotation(RequiresScope.class);
    if (required == null || !caller.get().has(required.value())) {
      String scope = required == null ? "" : required.value().wireName();
      response.setHeader(
          HttpHeaders.WWW_AUTHENTICATE,
          BearerAuthFilter.REALM + ", error=\"insufficient_scope\", scope=\"" + scope + "\"");
      problems.write(
          request,
          response,
          ErrorCode.INSUFFICIENT_SCOPE,
          required == null
              ? "This endpoint is not available."
              : "This endpoint needs the scope " + scope + ".");
      return false;
    }
    return true;
  }
}
