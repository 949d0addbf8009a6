package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.TenantId;
import dev.sigil.server.idempotency.Idempotency;
import dev.sigil.server.idempotency.IdempotencyPurger;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/** Every case of SPEC section 8 over a real socket, on the embedded store. */
class IdempotencyIT extends ServerTestBase {

  HttpResponse<String> post(String path, @Nullable String key, String body) {
    HttpRequest.Builder b =
        TestServer.authorized(HttpRequest.newBuilder(server.gateway(path)), admin)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (key != null) {
      b.header("Idempotency-Key", key);
    }
    return server.send(b.build());
  }

  /**
   * A replay answers what the handler answered, so only to a caller the handler would serve: a
   * credential of the same tenant without the endpoint's scope gets 403, not the stored answer.
   */
  @Test
  void aReplayNeedsTheScopeOfTheEndpoint() {
    HttpResponse<String> first =
        post("/v1/admin/tenants", "k-scoped", "{\"id\":\"scoped-replay\"}");
    assertThat(first.statusCode()).isEqualTo(201);
    String reader = newCredential("default", "[\"audit:read\"]", null);
    HttpResponse<String> replay =
        server.send(
            TestServer.authorized(
                    HttpRequest.newBuilder(server.gateway("/v1/admin/tenants")), reader)
                .header("Content-Type", "application/json")
                .header("Idempotency-Key", "k-scoped")
                .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"scoped-replay\"}"))
                .build());
    assertProblem(replay, 403, "insufficient_scope");
    assertThat(replay.headers().firstValue("Idempotent-Replayed")).isEmpty();
    assertThat(replay.body()).doesNotContain("scoped-replay");
  }

  @Test
  void sameKeySameBodyReplaysTheStoredAnswerWithoutDoingItTwice() {
    HttpResponse<String> first = post("/v1/admin/tenants", "k-replay", "{\"id\":\"replayed\"}");
    assertThat(first.statusCode()).isEqualTo(201);
    HttpResponse<String> again = post("/v1/admin/tenants", "k-replay", "{\"id\":\"replayed\"}");
    assertThat(again.statusCode()).as("replayed, not a second create (409)").isEqualTo(201);
    assertThat(again.body()).isEqualTo(first.body());
    assertThat(again.headers().firstValue("Idempotent-Replayed")).hasValue("true");
    String firstId = first.headers().firstValue("X-Request-Id").orElseThrow();
    assertThat(again.headers().firstValue("X-Original-Request-Id")).hasValue(firstId);
    String replayId = again.headers().firstValue("X-Request-Id").orElseThrow();
    assertThat(replayId).isNotEqualTo(firstId);
    JsonNode event =
        Json.parse(server.get("/v1/audit/events?requestId=" + replayId, admin).body())
            .get("events")
            .get(0)
            .get("event");
    assertThat(event.get("details").get("replayOf").stringValue()).isEqualTo(firstId);
    assertThat(event.get("operation").stringValue()).isEqualTo("POST /v1/admin/tenants");
    assertThat(event.get("details").get("idempotencyKey").stringValue())
        .matches("[0-9a-f]{64}")
        .doesNotContain("k-replay");
    assertThat(event.toString()).doesNotContain("k-replay");
  }

  @Test
  void sameKeyOtherBodyIs422() {
    assertThat(post("/v1/admin/tenants", "k-reuse", "{\"id\":\"reuse-a\"}").statusCode())
        .isEqualTo(201);
    assertProblem(
        post("/v1/admin/tenants", "k-reuse", "{\"id\":\"reuse-b\"}"),
        422,
        "idempotency_key_reused");
  }

  @Test
  void sameKeyWhileTheFirstRunsIs409() {
    Idempotency idempotency = server.context().getBean(Idempotency.class);
    byte[] body = "{\"id\":\"inflight\"}".getBytes();
    var running =
        idempotency.begin(
            TenantId.DEFAULT,
            "POST",
            "/v1/admin/tenants",
            "application/json",
            "k-flight",
            body,
            "",
            "req-first");
    assertThat(running).isInstanceOf(Idempotency.Decision.Proceed.class);
    assertProblem(
        post("/v1/admin/tenants", "k-flight", "{\"id\":\"inflight\"}"),
        409,
        "idempotency_in_flight");
    idempotency.abandon(((Idempotency.Decision.Proceed) running).claim());
    assertThat(post("/v1/admin/tenants", "k-flight", "{\"id\":\"inflight\"}").statusCode())
        .as("a released key runs the request")
        .isEqualTo(201);
  }

  @Test
  void malformedKeysAre400() {
    // (the JDK client cannot send non-ASCII header bytes; curl shows those are refused too)
    for (String key : List.of("x".repeat(256), "", "tab\there")) {
      assertProblem(
          post("/v1/admin/tenants", key, "{\"id\":\"bad-key\"}"), 400, "invalid_idempotency_key");
    }
    assertThat(post("/v1/admin/tenants", "x".repeat(255), "{\"id\":\"bad-key\"}").statusCode())
        .as("255 printable characters are fine, and nothing was done before")
        .isEqualTo(201);
  }

  @Test
  void serverErrorsAreNotStoredSoARetryCanSucceed() throws Exception {
    HttpResponse<String> failed =
        withAuditReadOnly(() -> post("/v1/admin/tenants", "k-fault", "{\"id\":\"after-fault\"}"));
    assertProblem(failed, 503, "unavailable");
    HttpResponse<String> retry = post("/v1/admin/tenants", "k-fault", "{\"id\":\"after-fault\"}");
    assertThat(retry.statusCode()).isEqualTo(201);
    assertThat(retry.headers().firstValue("Idempotent-Replayed")).isEmpty();
  }

  @Test
  void keysAreScopedByPathAndStoredAnswersAreEncrypted() throws Exception {
    HttpResponse<String> credential =
        post(
            "/v1/admin/credentials",
            "k-scope",
            "{\"name\":\"scoped\",\"scopes\":[\"audit:read\"]}");
    assertThat(credential.statusCode()).isEqualTo(201);
    assertThat(post("/v1/admin/tenants", "k-scope", "{\"id\":\"scoped\"}").statusCode())
        .as("the same key on another path is another key")
        .isEqualTo(201);
    HttpResponse<String> spelled = post("/v1/admin/%74enants", "k-scope", "{\"id\":\"scoped\"}");
    assertThat(spelled.headers().firstValue("Idempotent-Replayed"))
        .as("another spelling of the same path is the same scope")
        .hasValue("true");
    String token = Json.parse(credential.body()).get("token").stringValue();
    byte[] database = Files.readAllBytes(dataDir.resolve("sigil.db"));
    Path wal = dataDir.resolve("sigil.db-wal");
    String files =
        new String(database, java.nio.charset.StandardCharsets.ISO_8859_1)
            + (Files.exists(wal)
                ? new String(Files.readAllBytes(wal), java.nio.charset.StandardCharsets.ISO_8859_1)
                : "");
    assertThat(files).doesNotContain(token.substring(26)).doesNotContain("k-scope");
  }

  @Test
  void concurrentDuplicatesDoTheWorkOnce() throws Exception {
    var pool = Executors.newFixedThreadPool(16);
    List<Future<HttpResponse<String>>> answers = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      Callable<HttpResponse<String>> call =
          () ->
              post(
                  "/v1/admin/credentials",
                  "k-race",
                  "{\"name\":\"race\",\"scopes\":[\"audit:read\"]}");
      answers.add(pool.submit(call));
    }
    List<String> tokens = new ArrayList<>();
    int fresh = 0;
    for (var f : answers) {
      HttpResponse<String> r = f.get();
      assertThat(r.statusCode()).as(r.body()).isIn(201, 409);
      if (r.statusCode() == 201) {
        tokens.add(Json.parse(r.body()).get("token").stringValue());
        if (r.headers().firstValue("Idempotent-Replayed").isEmpty()) {
          fresh++;
        }
      }
    }
    pool.shutdown();
    assertThat(fresh).as("exactly one request did the work").isEqualTo(1);
    assertThat(tokens)
        .as("every success is the same answer")
        .allMatch(t -> t.equals(tokens.getFirst()));
  }

  /** Retention and purge, on a server whose answers expire after a second. */
  @Test
  void expiredAnswersAreForgottenAndPurged(@TempDir Path otherDir) throws Exception {
    try (TestServer short_ = TestServer.start(otherDir, null, "--sigil.idempotency.retention=1s")) {
      String token = short_.bootstrapToken();
      HttpRequest.Builder first =
          TestServer.authorized(HttpRequest.newBuilder(short_.gateway("/v1/admin/tenants")), token)
              .header("Content-Type", "application/json")
              .header("Idempotency-Key", "k-expire");
      assertThat(
              short_
                  .send(
                      first.POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"exp-a\"}")).build())
                  .statusCode())
          .isEqualTo(201);
      Thread.sleep(1100);
      assertThat(
              short_
                  .send(
                      first.POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"exp-b\"}")).build())
                  .statusCode())
          .as("after retention the key is free again")
          .isEqualTo(201);
      Thread.sleep(1100);
      assertThat(short_.context().getBean(IdempotencyPurger.class).purgeNow()).isPositive();
    }
  }
}
