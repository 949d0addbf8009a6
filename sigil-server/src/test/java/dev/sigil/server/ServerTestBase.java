package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A real service on a real socket for a class of tests, on the store {@link #storeUrl()} names,
 * with the helpers its tests share.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ServerTestBase {
  Path dataDir;
  TestServer server;
  String admin;

  /** The store URL for this run; null (the default) for the embedded SQLite store. */
  @Nullable String storeUrl() {
    return null;
  }

  /** The arguments the server starts with. */
  String[] serverArgs() {
    return new String[] {"--sigil.limits.max-body-bytes=4096"};
  }

  @BeforeAll
  void start(@TempDir Path dir) {
    dataDir = dir;
    server = TestServer.start(dataDir, storeUrl(), serverArgs());
    admin = server.bootstrapToken();
  }

  @AfterAll
  void stop() {
    if (server != null) {
      server.close();
    }
    afterStop();
  }

  /** Releases what {@link #storeUrl()} set up, after the server has stopped. */
  void afterStop() {}

  String newCredential(String tenant, String scopesJson, @Nullable String expiresAt) {
    String body =
        "{\"tenant\":\""
            + tenant
            + "\",\"name\":\"t\",\"scopes\":"
            + scopesJson
            + (expiresAt == null ? "" : ",\"expiresAt\":\"" + expiresAt + "\"")
            + "}";
    HttpResponse<String> r = server.post("/v1/admin/credentials", admin, body);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
    return Json.parse(r.body()).get("token").stringValue();
  }

  static void assertProblem(HttpResponse<String> r, int status, String code) {
    assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
    assertThat(r.headers().firstValue("Content-Type"))
        .hasValueSatisfying(ct -> assertThat(ct).startsWith("application/problem+json"));
    JsonNode p = Json.parse(r.body());
    assertThat(p.get("code").stringValue()).isEqualTo(code);
    assertThat(p.get("status").intValue()).isEqualTo(status);
    assertThat(p.get("type").stringValue()).isEqualTo("urn:sigil:problem:" + code);
    assertThat(p.get("title").stringValue()).isNotBlank();
    assertThat(p.get("detail").stringValue()).isNotBlank();
    String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
    assertThat(p.get("requestId").stringValue()).isEqualTo(requestId);
    assertThat(r.body()).doesNotContain("Exception", "\tat ", "java.", "org.springframework");
  }

  /** The audit event of the request that answered {@code r}, read with the admin credential. */
  JsonNode auditEvent(HttpResponse<String> r) {
    String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
    return Json.parse(server.get("/v1/audit/events?requestId=" + requestId, admin).body())
        .get("events")
        .get(0)
        .get("event");
  }

  /** Runs {@code request} while the embedded store refuses audit events (SQLite only). */
  <T> T withAuditReadOnly(java.util.function.Supplier<T> request) throws Exception {
    String url = "jdbc:sqlite:" + dataDir.resolve("sigil.db");
    try (var c = java.sql.DriverManager.getConnection(url);
        var s = c.createStatement()) {
      s.execute(
          "CREATE TRIGGER audit_read_only BEFORE INSERT ON audit_events"
              + " BEGIN SELECT RAISE(ABORT, 'audit is read-only'); END");
    }
    try {
      return request.get();
    } finally {
      try (var c = java.sql.DriverManager.getConnection(url);
          var s = c.createStatement()) {
        s.execute("DROP TRIGGER audit_read_only");
      }
    }
  }
}
