package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Two service instances on one PostgreSQL (SPEC section 11): the audit chain never forks and has no
 * duplicate sequence numbers, and concurrent duplicates of one idempotency key, spread over both
 * instances, do the work once.
 */
class ClusterIT {
  @TempDir Path first;
  @TempDir Path second;

  @Test
  void twoInstancesShareOneChainAndOneIdempotencyRecord() throws Exception {
    try (TestDatabase db = TestDatabases.postgresql()) {
      String url = db.config().url();
      String rootKey = "--sigil.keys.root-keyset-file=" + first.resolve("root-keyset.json");
      try (TestServer a = TestServer.start(first, url, rootKey);
          TestServer b = TestServer.start(second, url, rootKey)) {
        String admin = a.bootstrapToken();
        var pool = Executors.newFixedThreadPool(16);
        List<Future<HttpResponse<String>>> answers = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
          TestServer target = i % 2 == 0 ? a : b;
          boolean keyed = i < 16;
          answers.add(pool.submit(() -> create(target, admin, keyed)));
        }
        int fresh = 0;
        for (var f : answers) {
          HttpResponse<String> r = f.get();
          assertThat(r.statusCode()).as(r.body()).isIn(201, 409);
          boolean keyed = r.request().headers().firstValue("Idempotency-Key").isPresent();
          if (keyed
              && r.statusCode() == 201
              && r.headers().firstValue("Idempotent-Replayed").isEmpty()) {
            fresh++;
          }
        }
        pool.shutdown();
        assertThat(fresh).as("one key, one effect, across instances").isEqualTo(1);
        for (TestServer s : List.of(a, b)) {
          JsonNode verify = Json.parse(s.get("/v1/audit/verify", admin).body());
          assertThat(verify.get("valid").booleanValue()).as(verify.toString()).isTrue();
          assertThat(verify.get("events").longValue()).isGreaterThanOrEqualTo(32);
        }
      }
    }
  }

  private static HttpResponse<String> create(TestServer server, String admin, boolean keyed) {
    HttpRequest.Builder b =
        TestServer.authorized(
                HttpRequest.newBuilder(server.gateway("/v1/admin/credentials")), admin)
            .header("Content-Type", "application/json")
            .POST(
                HttpRequest.BodyPublishers.ofString(
                    "{\"name\":\"cluster\",\"scopes\":[\"audit:read\"]}"));
    if (keyed) {
      b.header("Idempotency-Key", "cluster-key");
    }
    return server.send(b.build());
  }
}
