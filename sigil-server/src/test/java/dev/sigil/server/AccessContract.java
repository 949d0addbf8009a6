package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Tenants, credentials, scopes and keys (SPEC sections 3, 10 and 12) over a real socket, run once
 * per store by its subclasses.
 */
abstract class AccessContract extends ServerTestBase {
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

  @Test
  void platformAdminCredentialsAreProtected() {
    String tenantAdmin = newCredential("default", "[\"admin\"]", null);
    String bootstrapId = selfId(admin);
    assertProblem(
        server.delete("/v1/admin/credentials/" + bootstrapId, tenantAdmin), 403, "forbidden");
    assertProblem(
        server.post(
            "/v1/admin/credentials",
            tenantAdmin,
            "{\"name\":\"p\",\"scopes\":[\"admin\"],\"platformAdmin\":true}"),
        403,
        "forbidden");
    assertProblem(
        server.delete("/v1/admin/credentials/" + bootstrapId, admin), 409, "last_platform_admin");
    assertThat(server.get("/v1/credentials/self", admin).statusCode()).isEqualTo(200);

    // replace the bootstrap credential: issue a second platform admin, then revoke the first
    HttpResponse<String> second =
        server.post(
            "/v1/admin/credentials",
            admin,
            "{\"name\":\"ops\",\"scopes\":[\"admin\"],\"platformAdmin\":true}");
    assertThat(second.statusCode()).as(second.body()).isEqualTo(201);
    String replacement = Json.parse(second.body()).get("token").stringValue();
    assertThat(server.delete("/v1/admin/credentials/" + bootstrapId, replacement).statusCode())
        .isEqualTo(204);
    assertThat(server.get("/v1/credentials/self", admin).statusCode()).isEqualTo(401);
    admin = replacement;
    assertThat(
            Json.parse(server.get("/v1/credentials/self", admin).body())
                .get("platformAdmin")
                .booleanValue())
        .isTrue();
  }

  private String selfId(String token) {
    return Json.parse(server.get("/v1/credentials/self", token).body())
        .get("credential")
        .stringValue();
  }
}
