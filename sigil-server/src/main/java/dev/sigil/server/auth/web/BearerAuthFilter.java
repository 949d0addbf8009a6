package dev.sigil.server.auth.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.auth.AuthResult;
import dev.sigil.server.auth.Authenticator;
import dev.sigil.server.auth.RateLimiter;
import dev.sigil.server.web.ProblemWriter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.springframework.http.HttpHeaders;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Authenticates every {@code /v1} request by its bearer token (RFC 6750) and applies the
 * per-credential rate limit. Missing credentials: {@code 401} with a bare {@code Bearer} challenge;
 * a bad token: {@code 401} with {@code error="invalid_token"}; over the rate: {@code 429} with
 * {@code Retry-After}.
 */
final class BearerAuthFilter extends OncePerRequestFilter {
  static final String REALM = "Bearer realm=\"sigil\"";

  private final Authenticator authenticator;
  private final RateLimiter rateLimiter;
  private final ProblemWriter problems;

  BearerAuthFilter(Authenticator authenticator, RateLimiter rateLimiter, ProblemWriter problems) {
    this.authenticator = authenticator;
    this.rateLimiter = rateLimiter;
    this.problems = problems;
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    String path = request.getRequestURI().substring(request.getContextPath().length());
    return !(path.equals("/v1") || path.startsWith("/v1/"));
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    String header = request.getHeader(HttpHeaders.AUTHORIZATION);
    if (header == null || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
      response.setHeader(HttpHeaders.WWW_AUTHENTICATE, REALM);
      problems.write(request, response, ErrorCode.UNAUTHENTICATED, "Send Authorization: Bearer.");
      return;
    }
    AuthResult result = authenticator.authenticate(header.substring(7).trim());
    if (result instanceof AuthResult.Rejected rejected) {
      response.setHeader(
          HttpHeaders.WWW_AUTHENTICATE,
          REALM
              + ", error=\"invalid_token\", error_description=\""
              + rejected.description()
              + "\"");
      problems.write(request, response, ErrorCode.INVALID_TOKEN, rejected.description());
      return;
    }
    var caller = ((AuthResult.Authenticated) result).caller();
    long retryAfter = rateLimiter.acquire(caller.credential());
    if (retryAfter > 0) {
      response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(retryAfter));
      problems.write(
          request,
          response,
          ErrorCode.RATE_LIMITED,
          String.format(Locale.ROOT, "Rate limit exceeded; retry after %d s.", retryAfter));
      return;
    }
    request.setAttribute(Callers.ATTRIBUTE, caller);
    chain.doFilter(request, response);
  }
}
