package dev.sigil.server.auth.web;

import dev.sigil.core.ErrorCode;
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

/** The per-credential rate limit: over it, {@code 429} with {@code Retry-After} in seconds. */
final class RateLimitFilter extends OncePerRequestFilter {
  private final RateLimiter rateLimiter;
  private final ProblemWriter problems;

  RateLimitFilter(RateLimiter rateLimiter, ProblemWriter problems) {
    this.rateLimiter = rateLimiter;
    this.problems = problems;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    var caller = Callers.of(request);
    long retryAfter = caller.isEmpty() ? 0 : rateLimiter.acquire(caller.get().credential());
    if (retryAfter > 0) {
      response.setHeader(HttpHeaders.RETRY_AFTER, Long.toString(retryAfter));
      problems.write(
          request,
          response,
          ErrorCode.RATE_LIMITED,
          String.format(Locale.ROOT, "Rate limit exceeded; retry after %d s.", retryAfter));
      return;
    }
    chain.doFilter(request, response);
  }
}
