package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The audit chain on the embedded store (SPEC section 9): one event per request that names a
 * tenant, allowed or denied, in the request's own transaction; verification names the first broken
 * link; a request whose event cannot be written fails with 503 and changes nothing.
 */
class AuditIT extends ServerTestBase {

  private JsonNode eventOf(HttpResponse<String> r) {
    String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
    HttpResponse<String> found = server.get("/v1/audit/events?requestId=" + requestId, admin);
    assertThat(found.statusCode()).as(found.body()).isEqualTo(200);
    JsonNode events = Json.parse(found.body()).get("events");
    assertThat(events.size()).as("exactly one event for " + requestId).isEqualTo(1);
    return events.get(0).get("event");
  }

  private Connection sqlite() throws Exception {
    return DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("sigil.db"));
  }

  @Test
  void everyRequestOfATenantLeavesOneEventWithoutProtectedValues() {
    HttpResponse<String> created =
        server.post(
            "/v1/admin/credentials", admin, "{\"name\":\"n\",\"scopes\":[\"tokens:write\"]}");
    assertThat(created.statusCode()).isEqualTo(201);
    String token = Json.parse(created.body()).get("token").stringValue();
    JsonNode event = eventOf(created);
    assertThat(event.get("operation").stringValue()).isEqualTo("POST /v1/admin/credentials");
    assertThat(event.get("outcome").stringValue()).isEqualTo("ok");
    assertThat(event.get("status").intValue()).isEqualTo(201);
    assertThat(event.get("tenant").stringValue()).isEqualTo("default");
    assertThat(event.get("details").get("credential").stringValue())
        .isEqualTo(Json.parse(created.body()).get("id").stringValue());
    assertThat(event.toString())
        .doesNotContain(token.substring(26))
        .doesNotContain(admin.substring(26));

    HttpResponse<String> denied = server.post("/v1/admin/tenants", token, "{\"id\":\"nope\"}");
    assertThat(denied.statusCode()).isEqualTo(403);
    JsonNode refusal = eventOf(denied);
    assertThat(refusal.get("outcome").stringValue()).isEqualTo("denied");
    assertThat(refusal.get("reason").stringValue()).isEqualTo("insufficient_scope");

    HttpResponse<String> invalid = server.post("/v1/admin/tenants", admin, "{\"id\":\"Bad Id\"}");
    assertThat(eventOf(invalid).get("outcome").stringValue()).isEqualTo("rejected");
    assertThat(eventOf(invalid).toString()).doesNotContain("Bad Id");
  }

  @Test
  void unauthenticatedRequestsNameNoTenantAndLeaveNoEvent() {
    HttpResponse<String> r = server.get("/v1/credentials/self", null);
    assertThat(r.statusCode()).isEqualTo(401);
    String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
    assertThat(
            Json.parse(server.get("/v1/audit/events?requestId=" + requestId, admin).body())
                .get("events")
                .size())
        .isZero();
  }

  @Test
  void verificationNamesTheFirstEditedRow() throws Exception {
    for (int i = 0; i < 5; i++) {
      server.get("/v1/credentials/self", admin);
    }
    JsonNode ok = Json.parse(server.get("/v1/audit/verify", admin).body());
    assertThat(ok.get("valid").booleanValue()).as(ok.toString()).isTrue();
    long events = ok.get("events").longValue();
    assertThat(events).isGreaterThanOrEqualTo(5);
    long victim = events - 3;
    String victimRequest;
    try (Connection c = sqlite();
        Statement s = c.createStatement()) {
      var rs =
          s.executeQuery(
              "SELECT request_id FROM audit_events WHERE tenant_id = 'default' AND seq = "
                  + victim);
      rs.next();
      victimRequest = rs.getString(1);
      s.executeUpdate(
          "UPDATE audit_events SET event = CAST(REPLACE(CAST(event AS TEXT), '\"status\":200', '\"status\":201') AS BLOB)"
              + " WHERE tenant_id = 'default' AND seq = "
              + victim);
    }
    JsonNode broken = Json.parse(server.get("/v1/audit/verify", admin).body());
    assertThat(broken.get("valid").booleanValue()).isFalse();
    assertThat(broken.get("firstBroken").get("seq").longValue()).isEqualTo(victim);
    assertThat(broken.get("firstBroken").get("requestId").stringValue()).isEqualTo(victimRequest);
  }

  @Test
  void whenTheEventCannotBeWrittenTheRequestFailsAndChangesNothing() throws Exception {
    HttpResponse<String> refused =
        withAuditReadOnly(() -> server.post("/v1/admin/tenants", admin, "{\"id\":\"unaudited\"}"));
    assertProblem(refused, 503, "unavailable");
    assertThat(refused.body()).doesNotContain("read-only");
    HttpResponse<String> again = server.post("/v1/admin/tenants", admin, "{\"id\":\"unaudited\"}");
    assertThat(again.statusCode()).as("the refused request created nothing").isEqualTo(201);
  }

  @Test
  void eventsPageByOperation() {
    for (int i = 0; i < 3; i++) {
      server.get("/v1/credentials/self", admin);
    }
    JsonNode page =
        Json.parse(
            server
                .get("/v1/audit/events?operation=GET%20/v1/credentials/self&limit=2", admin)
                .body());
    List<JsonNode> events = page.get("events").valueStream().toList();
    assertThat(events).hasSize(2);
    assertThat(events)
        .allMatch(
            e -> e.get("event").get("operation").stringValue().equals("GET /v1/credentials/self"));
    long next = page.get("next").longValue();
    JsonNode second =
        Json.parse(
            server
                .get(
                    "/v1/audit/events?operation=GET%20/v1/credentials/self&limit=2&after=" + next,
                    admin)
                .body());
    assertThat(second.get("events").get(0).get("seq").longValue()).isGreaterThan(next);
  }

  @Test
  void theExportBundleVerifiesOfflineAndItsTamperingIsLocated(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    // a tenant of its own: other tests of this class tamper with the default tenant's chain
    assertThat(server.post("/v1/admin/tenants", admin, "{\"id\":\"exported\"}").statusCode())
        .isEqualTo(201);
    String reader = newCredential("exported", "[\"audit:read\"]", null);
    for (int i = 0; i < 4; i++) {
      server.get("/v1/credentials/self", reader);
    }
    HttpResponse<String> export = server.get("/v1/audit/export", reader);
    assertThat(export.statusCode()).isEqualTo(200);
    assertThat(export.headers().firstValue("Content-Type").orElseThrow())
        .startsWith("application/x-ndjson");
    java.nio.file.Path bundle =
        java.nio.file.Files.writeString(dir.resolve("bundle.jsonl"), export.body());
    var out = new java.io.ByteArrayOutputStream();
    var print = new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8);
    assertThat(
            dev.sigil.audit.bundle.VerifyBundle.run(
                new String[] {bundle.toString()},
                print,
                print,
                dev.sigil.crypto.Ed25519NoteKeys::verifier))
        .as(out.toString())
        .isZero();

    List<String> lines = new java.util.ArrayList<>(java.nio.file.Files.readAllLines(bundle));
    String victim = lines.get(3);
    String requestId = Json.parse(victim).get("event").get("requestId").stringValue();
    lines.set(3, victim.replace("\"outcome\":\"ok\"", "\"outcome\":\"denied\""));
    java.nio.file.Files.write(bundle, lines);
    out.reset();
    assertThat(
            dev.sigil.audit.bundle.VerifyBundle.run(
                new String[] {bundle.toString()},
                print,
                print,
                dev.sigil.crypto.Ed25519NoteKeys::verifier))
        .isEqualTo(1);
    assertThat(out.toString()).contains("first broken: seq 2 (request " + requestId + ")");
  }

  /** A tenant of its own with a few events, and an audit:read token for it. */
  private String tenantWithEvents(String tenant, int events) {
    assertThat(server.post("/v1/admin/tenants", admin, "{\"id\":\"" + tenant + "\"}").statusCode())
        .isEqualTo(201);
    String reader = newCredential(tenant, "[\"audit:read\"]", null);
    for (int i = 0; i < events; i++) {
      server.get("/v1/credentials/self", reader);
    }
    return reader;
  }

  private JsonNode verify(String token) {
    return Json.parse(server.get("/v1/audit/verify", token).body());
  }

  @Test
  void verificationNamesADeletedRow() throws Exception {
    String reader = tenantWithEvents("deleted-row", 6);
    try (Connection c = sqlite();
        Statement s = c.createStatement()) {
      s.executeUpdate("DELETE FROM audit_events WHERE tenant_id = 'deleted-row' AND seq = 3");
    }
    JsonNode broken = verify(reader);
    assertThat(broken.get("valid").booleanValue()).isFalse();
    assertThat(broken.get("firstBroken").get("seq").longValue()).isEqualTo(4);
    assertThat(broken.get("firstBroken").get("reason").stringValue()).isEqualTo("missing");
  }

  @Test
  void verificationNamesAnInsertedRowAndARemovedTail() throws Exception {
    String reader = tenantWithEvents("inserted-row", 6);
    try (Connection c = sqlite();
        Statement s = c.createStatement()) {
      // move the tail up by one and forge an event into the gap
      for (int seq = 5; seq >= 3; seq--) {
        s.executeUpdate(
            "UPDATE audit_events SET seq = "
                + (seq + 1)
                + " WHERE tenant_id = 'inserted-row' AND seq = "
                + seq);
      }
      s.executeUpdate(
          "INSERT INTO audit_events (tenant_id, seq, request_id, occurred_at, operation, event, hash)"
              + " SELECT tenant_id, 3, 'forged', occurred_at, operation, event, hash"
              + " FROM audit_events WHERE tenant_id = 'inserted-row' AND seq = 2");
      // a careful forger moves the head too, so that the log keeps accepting appends
      s.executeUpdate("UPDATE audit_heads SET size = size + 1 WHERE tenant_id = 'inserted-row'");
    }
    JsonNode inserted = verify(reader);
    assertThat(inserted.get("valid").booleanValue()).isFalse();
    assertThat(inserted.get("firstBroken").get("seq").longValue()).isEqualTo(3);

    String other = tenantWithEvents("removed-tail", 6);
    try (Connection c = sqlite();
        Statement s = c.createStatement()) {
      s.executeUpdate("DELETE FROM audit_events WHERE tenant_id = 'removed-tail' AND seq >= 4");
    }
    JsonNode truncated = verify(other);
    assertThat(truncated.get("valid").booleanValue())
        .as("the head still says more events")
        .isFalse();
    assertThat(truncated.get("firstBroken").get("seq").longValue()).isEqualTo(4);
  }
}
