package dev.sigil.server.auth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.CredentialId;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RateLimiterTest {
  private final AtomicLong now = new AtomicLong();
  private final RateLimiter limiter = new RateLimiter(2, 3, now::get);
  private final CredentialId a = new CredentialId("aaaaaaaaaaaaaaaaaaaa");
  private final CredentialId b = new CredentialId("bbbbbbbbbbbbbbbbbbbb");

  @Test
  void burstThenSustainedRate() {
    for (int i = 0; i < 3; i++) {
      assertThat(limiter.acquire(a)).isZero();
    }
    assertThat(limiter.acquire(a)).isEqualTo(1);
    assertThat(limiter.acquire(b)).as("buckets are per credential").isZero();
    now.addAndGet(500_000_000L); // half a second: one token at 2/s
    assertThat(limiter.acquire(a)).isZero();
    assertThat(limiter.acquire(a)).isEqualTo(1);
    now.addAndGet(60_000_000_000L);
    for (int i = 0; i < 3; i++) {
      assertThat(limiter.acquire(a)).as("refills up to the burst only").isZero();
    }
    assertThat(limiter.acquire(a)).isPositive();
  }
}
