package dev.sigil.client;

import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * {@code 429}: the credential's rate was exceeded and retries ran out; see {@link #retryAfter()}.
 */
public class RateLimitedException extends SigilException {
  private static final long serialVersionUID = 1L;
  private final @Nullable Duration retryAfter;

  RateLimitedException(Problem p) {
    super(p);
    this.retryAfter = p.retryAfter();
  }

  /** The server's {@code Retry-After}, when it sent one. */
  public Optional<Duration> retryAfter() {
    return Optional.ofNullable(retryAfter);
  }
}
