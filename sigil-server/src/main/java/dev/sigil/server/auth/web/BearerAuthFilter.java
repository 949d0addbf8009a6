package dev.sigil.server.auth.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.server.auth.AuthResult;
import dev.sigil.server.auth.Authenticator;
import dev.sigil.server.web.ProblemWriter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;
import org.springframework.http.HttpHeaders;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Authenticates every request by its bearer token (RFC 6750). Deny by default: only the exact paths
 * of {@link dev.sigil.server.web.Public} endpoints pass without a token, so no spelling of a path
 * ({@code ;params}, percent-encoding) can slip past. Missing credentials: {@code 401} with a bare
 * {@code Bearer} challenge; a bad token: {@code 401} with {@code error="invalid_token"}. The rate
 * limit is applied later ({@link RateLimitFilter}), after the audit filter, so that a refused
 * request of a known tenant is audited.
 */
final class BearerAuthFilter extends OncePerRequestFilter {
  static final String REALM = "Bearer realm=\"sigil\"";

  private final Authenticator authenticator;
  private final ProblemWriter problems;
  private final Set<String> publicPaths;

  BearerAuthFilter(Authenticator authenticator, ProblemWriter problems, Set<String> publicPaths) {
    this.authenticator = authenticator;
    this.problems = problems;
    this.publicPaths = Set.copyOf(publicPaths);
  }

  @Override
  protected boolean shouldNotFilter(HttpServletRequest request) {
    return publicPaths.contains(request.getRequestURI());
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
    request.setAttribute(Callers.ATTRIBUTE, caller);
    chain.doFilter(request, response);
  }
}
