package dev.sigil.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ClientCoreTest {
  @Test
  void fullJitterStaysWithinTheExponentialCeiling() {
    RetryPolicy p = new RetryPolicy(10, Duration.ofMillis(100), Duration.ofMillis(1000));
    Random random = new Random(7);
    for (int attempt = 1; attempt <= 8; attempt++) {
      long ceiling = Math.min(1000, 100L << (attempt - 1));
      assertThat(p.ceilingMillis(attempt)).isEqualTo(ceiling);
      for (int i = 0; i < 200; i++) {
        assertThat(p.delay(attempt, Optional.empty(), random).toMillis()).isBetween(0L, ceiling);
      }
    }
    assertThat(p.ceilingMillis(500)).isEqualTo(1000);
  }

  @Test
  void retryAfterIsHonouredUpToTheCap() {
    RetryPolicy p = new RetryPolicy(3, Duration.ofMillis(100), Duration.ofSeconds(2));
    assertThat(p.delay(1, Optional.of(Duration.ofSeconds(1)), new Random()))
        .isEqualTo(Duration.ofSeconds(1));
    assertThat(p.delay(1, Optional.of(Duration.ofSeconds(30)), new Random()))
        .isEqualTo(Duration.ofSeconds(2));
    assertThat(Problems.retryAfter("3")).isEqualTo(Duration.ofSeconds(3));
    java.time.Instant date = java.time.Instant.parse("2015-10-21T07:28:00Z");
    assertThat(Problems.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT", date.minusSeconds(5)))
        .isEqualTo(Duration.ofSeconds(5));
    assertThat(Problems.retryAfter("Wed, 21 Oct 2015 07:28:00 GMT", date.plusSeconds(5)))
        .isEqualTo(Duration.ZERO);
    assertThat(Problems.retryAfter("soon")).isNull();
  }

  @Test
  void onlyFaultsInFlightAndRateLimitsAreRetryable() {
    assertThat(RetryPolicy.retryable(503, "x")).isTrue();
    assertThat(RetryPolicy.retryable(429, "rate_limited")).isTrue();
    assertThat(RetryPolicy.retryable(409, "idempotency_in_flight")).isTrue();
    assertThat(RetryPolicy.retryable(409, "client_ref_conflict")).isFalse();
    assertThat(RetryPolicy.retryable(422, "validation_failed")).isFalse();
    assertThat(RetryPolicy.retryable(404, "record_not_found")).isFalse();
  }

  @Test
  void problemsBecomeTypedExceptionsWithPointersAndRequestId() {
    JsonNode body =
        Json.MAPPER.readTree(
            "{\"type\":\"urn:sigil:problem:validation_failed\",\"title\":\"Invalid\",\"status\":422,"
                + "\"detail\":\"bad\",\"code\":\"validation_failed\",\"requestId\":\"r1\","
                + "\"errors\":[{\"pointer\":\"/items/0/value\",\"code\":\"invalid_email\","
                + "\"detail\":\"no\"}]}");
    SigilException e = Problems.toException(Problems.parse(422, body, "hdr", null));
    assertThat(e).isInstanceOf(ValidationException.class);
    assertThat(e.code()).isEqualTo("validation_failed");
    assertThat(e.status()).isEqualTo(422);
    assertThat(e.requestId()).isEqualTo("r1");
    assertThat(e.pointers()).containsExactly("/items/0/value");
    assertThat(e.errors().get(0).code()).isEqualTo("invalid_email");

    SigilException bare = Problems.toException(Problems.parse(502, null, "hdr", null));
    assertThat(bare).isInstanceOf(UpstreamException.class);
    assertThat(bare.requestId()).isEqualTo("hdr");
    assertThat(bare.code()).isEqualTo("http_502");
    assertThat(Problems.toException(Problems.parse(429, null, "h", Duration.ofSeconds(1))))
        .isInstanceOfSatisfying(
            RateLimitedException.class,
            r -> assertThat(r.retryAfter()).contains(Duration.ofSeconds(1)));
  }

  @Test
  void secretsNeverPrint() {
    SigilConfig c =
        SigilConfig.builder()
            .gatewayUrl("http://g")
            .vaultUrl("http://v")
            .token("sgl_abc_secret")
            .build();
    assertThat(c.toString()).contains("[REDACTED]").doesNotContain("secret");
    assertThat(new Reveal.Revealed("tok", "email", "ada@example.org", "r").toString())
        .doesNotContain("ada@example.org");
    assertThat(VaultClient.TokenizeItem.of("ada@example.org", "email").toString())
        .doesNotContain("ada@example.org");
    assertThat(
            new AdminClient.IssuedCredential(
                    "id",
                    "sgl_x_secret",
                    "t",
                    "n",
                    java.util.List.of(),
                    java.time.Instant.EPOCH,
                    null,
                    "r")
                .toString())
        .doesNotContain("secret");
  }
}
