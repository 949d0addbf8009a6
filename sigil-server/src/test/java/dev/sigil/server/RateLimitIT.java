package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

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
}
