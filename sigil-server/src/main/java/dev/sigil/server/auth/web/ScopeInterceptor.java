package dev.sigil.server.auth.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.web.ProblemWriter;
import dev.sigil.server.web.Public;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;
import org.springframework.http.HttpHeaders;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Checks the matched handler's declaration against the caller: {@link Public}, {@link AnyScope} or
 * {@link RequiresScope}. A handler without a declaration, one that is not a controller method, and
 * an unauthenticated request to a non-public handler are refused (fail closed).
 */
final class ScopeInterceptor implements HandlerInterceptor {
  private final ProblemWriter problems;

  ScopeInterceptor(ProblemWriter problems) {
    this.problems = problems;
  }

  @Override
  public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
      throws Exception {
    if (handler instanceof HandlerMethod m && m.hasMethodAnnotation(Public.class)) {
      return true;
    }
    Optional<Caller> caller = Callers.of(request);
    if (caller.isEmpty()) {
      response.setHeader(HttpHeaders.WWW_AUTHENTICATE, BearerAuthFilter.REALM);
      problems.write(request, response, ErrorCode.UNAUTHENTICATED, "Send Authorization: Bearer.");
      return false;
    }
    if (!(handler instanceof HandlerMethod method)) {
      problems.write(request, response, ErrorCode.NOT_FOUND, "No such resource.");
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
