package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The platform's HTTP contract (SPEC sections 2, 3 and 12) over a real socket, run once per store
 * by its subclasses.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlatformContract {
  Path dataDir;
  TestServer server;
  String admin;

  /** The store URL for this run; null for the embedded SQLite store. */
  abstract @Nullable String storeUrl();

  @BeforeAll
  void start(@TempDir Path dir) {
    dataDir = dir;
    server = TestServer.start(dataDir, storeUrl(), "--sigil.limits.max-body-bytes=4096");
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

  // ---- bootstrap --------------------------------------------------------------------------

  @Test
  void bootstrapTokenIsWrittenOwnerOnlyAndIsAPlatformAdmin() throws Exception {
    Path file = dataDir.resolve("bootstrap-token");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
        .isEqualTo("rw-------");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dataDir)))
        .isEqualTo("rwx------");
    HttpResponse<String> self = server.get("/v1/credentials/self", admin);
    assertThat(self.statusCode()).isEqualTo(200);
    JsonNode me = Json.parse(self.body());
    assertThat(me.get("tenant").stringValue()).isEqualTo("default");
    assertThat(me.get("platformAdmin").booleanValue()).isTrue();
    assertThat(me.get("scopes").size()).isEqualTo(11);
  }

  // ---- request ids ------------------------------------------------------------------------

  @Test
  void everyResponseCarriesAFreshTimeOrderedRequestIdAndIgnoresTheClients() {
    Set<String> seen = new HashSet<>();
    String previous = "";
    for (String path : List.of("/healthz", "/readyz", "/nope", "/v1/credentials/self")) {
      HttpResponse<String> r =
          server.send(
              HttpRequest.newBuilder(server.gateway(path))
                  .header("X-Request-Id", "client-1")
                  .GET()
                  .build());
      String id = r.headers().firstValue("X-Request-Id").orElseThrow();
      assertThat(id).isNotEqualTo("client-1").matches("[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-.*");
      assertThat(seen.add(id)).isTrue();
      assertThat(id.compareTo(previous)).isPositive();
      previous = id;
    }
  }

  // ---- errors -----------------------------------------------------------------------------

  @Test
  void unknownPathIs404Problem() {
    assertProblem(server.get("/v1/no/such/thing", admin), 404, "not_found");
    assertProblem(server.get("/nothing-here", null), 404, "not_found");
  }

  @Test
  void requestsTheContainerRefusesAreProblemsWithRequestIds() {
    HttpResponse<String> r =
        server.send(
            HttpRequest.newBuilder(server.gateway("/%2e%2e/v1/admin/tenants")).GET().build());
    assertProblem(r, 400, "invalid_request");
    assertThat(r.body()).doesNotContain("Tomcat", "<html");
  }

  @Test
  void wrongMethodIs405WithAllow() {
    HttpResponse<String> r = server.get("/v1/admin/tenants", admin);
    assertProblem(r, 405, "method_not_allowed");
    assertThat(r.headers().firstValue("Allow")).hasValue("POST");
  }

  @Test
  void malformedJsonIs400() {
    assertProblem(server.post("/v1/admin/tenants", admin, "{\"id\": "), 400, "malformed_json");
  }

  @Test
  void wrongContentTypeIs415() {
    HttpResponse<String> r =
        server.send(
            TestServer.authorized(
                    HttpRequest.newBuilder(server.gateway("/v1/admin/tenants")), admin)
                .header("Content-Type", "text/plain")
                .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"x\"}"))
                .build());
    assertProblem(r, 415, "unsupported_media_type");
    HttpResponse<String> none =
        server.send(
            TestServer.authorized(
                    HttpRequest.newBuilder(server.gateway("/v1/admin/tenants")), admin)
                .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"x\"}"))
                .build());
    assertProblem(none, 415, "unsupported_media_type");
  }

  @Test
  void oversizedBodyIs413WithContentLengthAndChunked() {
    String big = "{\"id\":\"" + "a".repeat(5000) + "\"}";
    assertProblem(server.post("/v1/admin/tenants", admin, big), 413, "payload_too_large");
    HttpResponse<String> chunked =
        server.send(
            TestServer.authorized(
                    HttpRequest.newBuilder(server.gateway("/v1/admin/tenants")), admin)
                .header("Content-Type", "application/json")
                .POST(
                    HttpRequest.BodyPublishers.ofInputStream(
                        () -> new java.io.ByteArrayInputStream(big.getBytes())))
                .build());
    assertProblem(chunked, 413, "payload_too_large");
  }

  @Test
  void validationNamesEveryBadFieldByPointerWithoutEchoingValues() {
    HttpResponse<String> r =
        server.post(
            "/v1/admin/credentials",
            admin,
            "{\"tenant\":\"Bad Tenant!\",\"scopes\":[\"admin\",\"secret-sauce\",\"admin\"],"
                + "\"expiresAt\":\"tomorrow\",\"colour\":\"blue\"}");
    assertProblem(r, 422, "validation_failed");
    JsonNode errors = Json.parse(r.body()).get("errors");
    List<String> pointers = errors.valueStream().map(e -> e.get("pointer").stringValue()).toList();
    assertThat(pointers)
        .containsExactlyInAnyOrder(
            "/tenant", "/name", "/scopes/1", "/scopes/2", "/expiresAt", "/colour");
    assertThat(errors.valueStream().map(e -> e.get("code").stringValue()))
        .contains("unknown_field", "required", "unknown_scope", "duplicate", "format");
    assertThat(r.body()).doesNotContain("Bad Tenant!", "secret-sauce", "tomorrow", "blue");
  }

  @Test
  void failedValidationChangesNothing() {
    assertProblem(
        server.post("/v1/admin/tenants", admin, "{\"id\":\"acme-ok\",\"extra\":1}"),
        422,
        "validation_failed");
    HttpResponse<String> r =
        server.post(
            "/v1/admin/credentials",
            admin,
            "{\"tenant\":\"acme-ok\",\"name\":\"n\",\"scopes\":[\"admin\"]}");
    assertProblem(r, 422, "validation_failed");
    assertThat(Json.parse(r.body()).get("errors").get(0).get("pointer").stringValue())
        .isEqualTo("/tenant");
  }

  // ---- authentication ---------------------------------------------------------------------

  @Test
  void missingCredentialsAre401WithBareChallenge() {
    HttpResponse<String> r = server.get("/v1/credentials/self", null);
    assertProblem(r, 401, "unauthenticated");
    assertThat(r.headers().firstValue("WWW-Authenticate")).hasValue("Bearer realm=\"sigil\"");
    HttpResponse<String> basic =
        server.send(
            HttpRequest.newBuilder(server.gateway("/v1/credentials/self"))
                .header("Authorization", "Basic YTpi")
                .GET()
                .build());
    assertProblem(basic, 401, "unauthenticated");
  }

  @Test
  void badTokensAre401InvalidToken() {
    String valid = admin;
    String wrongSecret =
        valid.substring(0, valid.length() - 2) + (valid.endsWith("AA") ? "BB" : "AA");
    for (String token :
        List.of("nonsense", "sgl_aaaaaaaaaaaaaaaaaaaa_" + "A".repeat(43), wrongSecret)) {
      HttpResponse<String> r = server.get("/v1/credentials/self", token);
      assertProblem(r, 401, "invalid_token");
      assertThat(r.headers().firstValue("WWW-Authenticate").orElseThrow())
          .startsWith("Bearer realm=\"sigil\", error=\"invalid_token\"");
      assertThat(r.body()).doesNotContain(token);
    }
  }

  @Test
  void missingScopeIs403InsufficientScope() {
    String reader = newCredential("default", "[\"audit:read\"]", null);
    HttpResponse<String> r = server.post("/v1/admin/tenants", reader, "{\"id\":\"nope\"}");
    assertProblem(r, 403, "insufficient_scope");
    assertThat(r.headers().firstValue("WWW-Authenticate").orElseThrow())
        .contains("error=\"insufficient_scope\"", "scope=\"admin\"");
    assertThat(server.get("/v1/credentials/self", reader).statusCode()).isEqualTo(200);
  }

  @Test
  void revokedCredentialStopsWorkingAtOnce() {
    String token = newCredential("default", "[\"audit:read\"]", null);
    String id =
        Json.parse(server.get("/v1/credentials/self", token).body())
            .get("credential")
            .stringValue();
    assertThat(server.delete("/v1/admin/credentials/" + id, admin).statusCode()).isEqualTo(204);
    HttpResponse<String> r = server.get("/v1/credentials/self", token);
    assertProblem(r, 401, "invalid_token");
    assertThat(r.headers().firstValue("WWW-Authenticate").orElseThrow()).contains("revoked");
    assertThat(server.delete("/v1/admin/credentials/" + id, admin).statusCode()).isEqualTo(204);
    assertProblem(
        server.delete("/v1/admin/credentials/aaaaaaaaaaaaaaaaaaaa", admin),
        404,
        "credential_not_found");
  }

  @Test
  void expiredCredentialIsRefused() throws Exception {
    String token =
        newCredential("default", "[\"audit:read\"]", Instant.now().plusSeconds(2).toString());
    assertThat(server.get("/v1/credentials/self", token).statusCode()).isEqualTo(200);
    Thread.sleep(2200);
    HttpResponse<String> r = server.get("/v1/credentials/self", token);
    assertProblem(r, 401, "invalid_token");
    assertThat(r.headers().firstValue("WWW-Authenticate").orElseThrow()).contains("expired");
    HttpResponse<String> past =
        server.post(
            "/v1/admin/credentials",
            admin,
            "{\"name\":\"p\",\"scopes\":[\"admin\"],\"expiresAt\":\"2001-01-01T00:00:00Z\"}");
    assertProblem(past, 422, "validation_failed");
  }

  // ---- tenants ----------------------------------------------------------------------------

  @Test
  void tenantsAreIsolated() {
    assertThat(server.post("/v1/admin/tenants", admin, "{\"id\":\"acme\"}").statusCode())
        .isEqualTo(201);
    assertProblem(
        server.post("/v1/admin/tenants", admin, "{\"id\":\"acme\"}"), 409, "tenant_exists");
    assertThat(server.post("/v1/admin/tenants", admin, "{\"id\":\"globex\"}").statusCode())
        .isEqualTo(201);
    String acmeAdmin = newCredential("acme", "[\"admin\"]", null);
    String globexUser = newCredential("globex", "[\"audit:read\"]", null);
    String globexId =
        Json.parse(server.get("/v1/credentials/self", globexUser).body())
            .get("credential")
            .stringValue();

    // acme's admin cannot reach into globex, and cannot tell its credentials exist
    assertProblem(
        server.delete("/v1/admin/credentials/" + globexId, acmeAdmin), 404, "credential_not_found");
    assertThat(server.get("/v1/credentials/self", globexUser).statusCode()).isEqualTo(200);
    assertProblem(
        server.post(
            "/v1/admin/credentials",
            acmeAdmin,
            "{\"tenant\":\"globex\",\"name\":\"x\",\"scopes\":[\"admin\"]}"),
        403,
        "tenant_forbidden");
    assertProblem(
        server.post("/v1/admin/tenants", acmeAdmin, "{\"id\":\"initech\"}"),
        403,
        "tenant_forbidden");

    // within its own tenant it administers normally; the tenant defaults to its own
    HttpResponse<String> own =
        server.post(
            "/v1/admin/credentials", acmeAdmin, "{\"name\":\"svc\",\"scopes\":[\"tokens:write\"]}");
    assertThat(own.statusCode()).isEqualTo(201);
    JsonNode created = Json.parse(own.body());
    assertThat(created.get("tenant").stringValue()).isEqualTo("acme");
    assertThat(created.get("token").stringValue()).startsWith("sgl_");
    assertThat(created.get("scopes").get(0).stringValue()).isEqualTo("tokens:write");
  }

  // ---- keys -------------------------------------------------------------------------------

  @Test
  void tenantKeyRotationAndRootRewrap() {
    HttpResponse<String> rotated = server.post("/v1/admin/keys/rotate", admin, "{}");
    assertThat(rotated.statusCode()).as(rotated.body()).isEqualTo(200);
    assertThat(Json.parse(rotated.body()).get("rotated").size()).isPositive();
    assertThat(server.post("/v1/admin/keys/root/rotate", admin, "{}").statusCode()).isEqualTo(200);
    HttpResponse<String> rewrapped = server.post("/v1/admin/keys/rewrap", admin, "{}");
    assertThat(rewrapped.statusCode()).as(rewrapped.body()).isEqualTo(200);
    assertThat(Json.parse(rewrapped.body()).get("rewrapped").intValue()).isPositive();

    String tenantAdmin = newCredential("default", "[\"admin\"]", null);
    assertProblem(server.post("/v1/admin/keys/rewrap", tenantAdmin, "{}"), 403, "tenant_forbidden");
    assertThat(server.post("/v1/admin/keys/rotate", tenantAdmin, "{}").statusCode()).isEqualTo(200);
  }

  // ---- roles ------------------------------------------------------------------------------

  @Test
  void bothRolePortsServe() {
    HttpResponse<String> vault =
        server.send(HttpRequest.newBuilder(server.vault("/healthz")).GET().build());
    assertThat(vault.statusCode()).isEqualTo(200);
    assertThat(vault.body()).isEqualTo("{\"status\":\"ok\"}");
    assertThat(server.get("/readyz", null).body()).isEqualTo("{\"status\":\"ready\"}");
  }
}
