package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * HTTP conventions of every endpoint (SPEC section 2): request ids, problem details and their
 * status codes, strict bodies, role listeners. They do not depend on the store, so they run on the
 * embedded one.
 */
class HttpConventionsIT extends ServerTestBase {
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
    assertProblem(server.get("/nothing-here", admin), 404, "not_found");
    // deny by default: without a token, only the public paths answer anything but 401
    assertProblem(server.get("/nothing-here", null), 401, "unauthenticated");
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

  // ---- roles ------------------------------------------------------------------------------

  @Test
  void bothRolePortsServe() {
    HttpResponse<String> vault =
        server.send(HttpRequest.newBuilder(server.vault("/healthz")).GET().build());
    assertThat(vault.statusCode()).isEqualTo(200);
    assertThat(vault.body()).isEqualTo("{\"status\":\"ok\"}");
    assertThat(server.get("/readyz", null).body()).isEqualTo("{\"status\":\"ready\"}");
  }

  @Test
  void noSpellingOfAPathSlipsPastAuthentication() {
    for (String path :
        List.of(
            "/v1;x=1/credentials/self",
            "/%761/credentials/self",
            "/v1/credentials/self;a=b",
            "/v1/credentials/self/",
            "//v1/credentials/self",
            "/V1/credentials/self",
            "/healthz;x=1",
            "/error")) {
      HttpResponse<String> r =
          server.send(HttpRequest.newBuilder(server.gateway(path)).GET().build());
      assertThat(r.statusCode()).as(path).isIn(400, 401, 404);
      assertThat(r.body()).as(path).doesNotContain("\"credential\"");
      assertThat(r.headers().firstValue("X-Request-Id")).as(path).isPresent();
    }
    HttpResponse<String> preflight =
        server.send(
            HttpRequest.newBuilder(server.gateway("/v1;x/admin/tenants"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", "https://evil.example")
                .header("Access-Control-Request-Method", "POST")
                .build());
    assertProblem(preflight, 401, "unauthenticated");
  }

  @Test
  void traceIsAProblemWithARequestId() {
    HttpResponse<String> r =
        server.send(
            HttpRequest.newBuilder(server.gateway("/healthz"))
                .method("TRACE", HttpRequest.BodyPublishers.noBody())
                .build());
    assertProblem(r, 405, "method_not_allowed");
    assertThat(Json.parse(r.body()).get("requestId").stringValue()).isNotEqualTo("unknown");
  }

  @Test
  void duplicateMemberNamesAreMalformed() {
    assertProblem(
        server.post("/v1/admin/tenants", admin, "{\"id\":\"dup-a\",\"id\":\"dup-b\"}"),
        400,
        "malformed_json");
    assertProblem(
        server.post(
            "/v1/admin/credentials",
            admin,
            "{\"name\":\"n\",\"scopes\":[\"admin\"],\"expiresAt\":\"+1000000000-12-31T23:59:59Z\"}"),
        422,
        "validation_failed");
  }

  @Test
  void unacceptableAcceptIsRefusedBeforeAnythingHappens() {
    HttpResponse<String> r =
        server.send(
            TestServer.authorized(
                    HttpRequest.newBuilder(server.gateway("/v1/admin/tenants")), admin)
                .header("Content-Type", "application/json")
                .header("Accept", "text/html")
                .POST(HttpRequest.BodyPublishers.ofString("{\"id\":\"accept-test\"}"))
                .build());
    assertThat(r.statusCode()).isEqualTo(406);
    assertThat(server.post("/v1/admin/tenants", admin, "{\"id\":\"accept-test\"}").statusCode())
        .as("the refused request created nothing")
        .isEqualTo(201);
  }
}
