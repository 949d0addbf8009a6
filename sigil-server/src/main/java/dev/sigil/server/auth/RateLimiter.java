package dev.sigil.server.auth;

import dev.sigil.core.CredentialId;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * A token bucket per credential, in this process: {@code ratePerSecond} sustained, bursts up to
 * {@code burst}. Replicas each keep their own buckets, so a cluster allows N times the rate.
 */
public final class RateLimiter {
  private final double ratePerNano;
  private final double burst;
  private final LongSupplier nanoTime;
  private final ConcurrentHashMap<CredentialId, Bucket> buckets = new ConcurrentHashMap<>();

  public RateLimiter(int ratePerSecond, int burst, LongSupplier nanoTime) {
    this.ratePerNano = ratePerSecond / 1e9;
    this.burst = burst;
    this.nanoTime = nanoTime;
  }

  /**
   * Takes one request from the credential's bucket. Returns 0 when allowed, otherwise the whole
   * number of seconds (at least 1) after which a request will be allowed again.
   */
  public long acquire(CredentialId credential) {
    Bucket bucket =
        buckets.computeIfAbsent(credential, c -> new Bucket(burst, nanoTime.getAsLong()));
    synchronized (bucket) {
      long now = nanoTime.getAsLong();
      bucket.tokens = Math.min(burst, bucket.tokens + (now - bucket.updated) * ratePerNano);
      bucket.updated = now;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      double waitNanos = (1 - bucket.tokens) / ratePerNano;
      return Math.max(1, (long) Math.ceil(waitNanos / 1e9));
    }
  }

  private static final class Bucket {
    double tokens;
    long updated;

    Bucket(double tokens, long updated) {
      this.tokens = tokens;
      this.updated = updated;
    }
  }
}
