package dev.sigil.client;

import java.time.Duration;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * When and how long to wait before retrying a call: at most {@code maxAttempts} attempts in all,
 * exponential backoff with full jitter (a uniform delay in {@code [0, min(maxDelay, baseDelay *
 * 2^(attempt-1))]}), and a server's {@code Retry-After} honoured (capped at {@code maxDelay}).
 * Retried: network errors, {@code 5xx}, {@code 409 idempotency_in_flight} and {@code 429}; never
 * any other {@code 4xx}.
 *
 * <pre>{@code
 * RetryPolicy policy = new RetryPolicy(5, Duration.ofMillis(100), Duration.ofSeconds(5));
 * }</pre>
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay) {

  public RetryPolicy {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1");
    }
    if (baseDelay.isNegative() || maxDelay.isNegative()) {
      throw new IllegalArgumentException("delays must not be negative");
    }
  }

  /** Four attempts, 200 ms base, 10 s cap. */
  public static RetryPolicy defaults() {
    return new RetryPolicy(4, Duration.ofMillis(200), Duration.ofSeconds(10));
  }

  /** One attempt only. */
  public static RetryPolicy none() {
    return new RetryPolicy(1, Duration.ZERO, Duration.ZERO);
  }

  /** Whether an answer with this status and problem code is worth another attempt. */
  static boolean retryable(int status, String code) {
    return status >= 500
        || status == 429
        || (status == 409 && "idempotency_in_flight".equals(code));
  }

  /**
   * The wait before attempt {@code failedAttempt + 1}: the server's {@code Retry-After} when it
   * sent one (capped at {@code maxDelay}), else full jitter over the exponential ceiling.
   */
  Duration delay(int failedAttempt, Optional<Duration> retryAfter, RandomGenerator random) {
    if (retryAfter.isPresent()) {
      Duration wanted = retryAfter.get();
      return wanted.compareTo(maxDelay) > 0 ? maxDelay : wanted;
    }
    long ceiling = ceilingMillis(failedAttempt);
    return Duration.ofMillis(ceiling == 0 ? 0 : random.nextLong(ceiling + 1));
  }

  /** {@code min(maxDelay, baseDelay * 2^(failedAttempt-1))} in milliseconds, without overflow. */
  long ceilingMillis(int failedAttempt) {
    long base = baseDelay.toMillis();
    long cap = maxDelay.toMillis();
    int shift = Math.min(Math.max(failedAttempt - 1, 0), 30);
    long grown = base > (Long.MAX_VALUE >> shift) ? Long.MAX_VALUE : base << shift;
    return Math.min(grown, cap);
  }
}
