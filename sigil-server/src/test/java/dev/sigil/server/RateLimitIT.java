package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The per-credential rate limit answers 429 with Retry-After (SPEC section 2). */
class RateLimitIT {
  @TempDir Path dataDir;

  @Test
  void overTheRateIs429WithRetryAfterPerCredential() {
    try (TestServer server =
        TestServer.start(
            dataDir, null, "--sigil.limits.rate-per-second=1", "--sigil.limits.rate-burst=3")) {
      String admin = server.bootstrapToken();
      HttpResponse<String> other =
          server.post(
              "/v1/admin/credentials", admin, "{\"name\":\"o\",\"scopes\":[\"audit:read\"]}");
      assertThat(other.statusCode()).isEqualTo(201);
      int ok = 1;
      HttpResponse<String> limited = null;
      for (int i = 0; i < 6 && limited == null; i++) {
        HttpResponse<String> r = server.get("/v1/credentials/self", admin);
        if (r.statusCode() == 429) {
          limited = r;
        } else {
          assertThat(r.statusCode()).isEqualTo(200);
          ok++;
        }
      }
      assertThat(ok).isBetween(3, 4);
      assertThat(limited).isNotNull();
      ServerTestBase.assertProblem(limited, 429, "rate_limited");
      assertThat(Long.parseLong(limited.headers().firstValue("Retry-After").orElseThrow()))
          .isBetween(1L, 2L);
      // each credential has its own bucket
      String otherToken = Json.parse(other.body()).get("token").stringValue();
      assertThat(server.get("/v1/credentials/self", otherToken).statusCode()).isEqualTo(200);
    }
  }

  @Test
  void aRateLimitedRequestIsAuditedAndItsKeyStaysFree(@TempDir Path dir) throws Exception {
    try (TestServer server =
        TestServer.start(
            dir, null, "--sigil.limits.rate-per-second=1", "--sigil.limits.rate-burst=1")) {
      String admin = server.bootstrapToken();
      var request =
          TestServer.authorized(HttpRequest.newBuilder(server.gateway("/v1/admin/tenants")), admin)
              .header("Content-Type", "application/json")
              .header("Idempotency-Key", "limited-key")
              .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"limited\"}"))
              .build();
      HttpResponse<String> first = server.send(request);
      HttpResponse<String> limited = server.send(request);
      assertThat(first.statusCode()).isEqualTo(201);
      ServerTestBase.assertProblem(limited, 429, "rate_limited");
      Thread.sleep(2100);
      String requestId = limited.headers().firstValue("X-Request-Id").orElseThrow();
      var event =
          Json.parse(server.get("/v1/audit/events?requestId=" + requestId, admin).body())
              .get("events")
              .get(0)
              .get("event");
      assertThat(event.get("outcome").stringValue()).isEqualTo("denied");
      assertThat(event.get("operation").stringValue()).isEqualTo("POST /v1/admin/tenants");
      Thread.sleep(2100);
      HttpResponse<String> retry = server.send(request);
      assertThat(retry.headers().firstValue("Idempotent-Replayed"))
          .as("the first answer, not the 429, is what the key replays")
          .hasValue("true");
      assertThat(retry.statusCode()).isEqualTo(201);
    }
  }
}
