package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** {@code POST /v1/ai/deidentify}, SPEC section 7: the preview of what a provider would see. */
class DeidentifyIT extends ServerTestBase {
  private String chat;

  @Override
  String[] serverArgs() {
    return new String[] {};
  }

  @BeforeAll
  void credentials() {
    chat = newCredential("default", "[\"ai:chat\"]", null);
  }

  private HttpResponse<String> deidentify(String token, String json) {
    return server.post("/v1/ai/deidentify", token, json);
  }

  private static String body(String text) {
    return "{\"text\":" + Json.quote(text) + "}";
  }

  @Test
  void valuesBecomePlaceholdersWithOffsetsIntoTheInput() {
    String text =
        "Mail ana.lima@example.org or call +1 650-253-0000; again: ana.lima@example.org,"
            + " not bob@example.net.";
    HttpResponse<String> r = deidentify(chat, body(text));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    JsonNode out = Json.parse(r.body());
    assertThat(out.get("text").stringValue())
        .isEqualTo("Mail <EMAIL_1> or call <PHONE_1>; again: <EMAIL_1>, not <EMAIL_2>.")
        .doesNotContain("ana.lima", "253-0000", "bob@");
    List<String> spans = new ArrayList<>();
    for (JsonNode e : out.get("entities")) {
      spans.add(
          e.get("class").stringValue()
              + ":"
              + text.substring(e.get("start").intValue(), e.get("end").intValue())
              + "="
              + e.get("placeholder").stringValue());
    }
    assertThat(spans)
        .containsExactly(
            "email:ana.lima@example.org=<EMAIL_1>",
            "phone:+1 650-253-0000=<PHONE_1>",
            "email:ana.lima@example.org=<EMAIL_1>",
            "email:bob@example.net=<EMAIL_2>");
  }

  @Test
  void placeholdersTheClientWroteKeepTheirNumbers() {
    HttpResponse<String> r = deidentify(chat, body("<EMAIL_1> is not ana@example.org"));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(Json.parse(r.body()).get("text").stringValue())
        .isEqualTo("<EMAIL_1> is not <EMAIL_2>");
  }

  @Test
  void classesNarrowWhatIsTakenOut() {
    HttpResponse<String> r =
        deidentify(
            chat,
            "{\"classes\":[\"phone\"],\"connection_id\":\"echo\",\"text\":"
                + Json.quote("ana@example.org, +1 650-253-0000")
                + "}");
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(Json.parse(r.body()).get("text").stringValue())
        .isEqualTo("ana@example.org, <PHONE_1>");
  }

  @Test
  void aConnectionsClassesApplyAndBoundTheClassesAsked() {
    HttpResponse<String> put =
        server.put(
            "/v1/admin/connections/mails-only",
            admin,
            "{\"provider\":\"echo\",\"purposes\":[\"*\"],\"deidentify\":[\"email\"]}");
    assertThat(put.statusCode()).as(put.body()).isEqualTo(200);
    String text = "ana@example.org, +1 650-253-0000";
    HttpResponse<String> r =
        deidentify(chat, "{\"connection_id\":\"mails-only\",\"text\":" + Json.quote(text) + "}");
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(Json.parse(r.body()).get("text").stringValue())
        .isEqualTo("<EMAIL_1>, +1 650-253-0000");
    HttpResponse<String> outside =
        deidentify(
            chat, "{\"connection_id\":\"mails-only\",\"classes\":[\"phone\"],\"text\":\"x\"}");
    assertProblem(outside, 422, "validation_failed");
    assertThat(TokensContract.pointers(outside)).containsExactly("/classes");
  }

  @Test
  void badInputIsRefusedWithPointers() {
    HttpResponse<String> r =
        deidentify(chat, "{\"classes\":[\"email\",\"shoe_size\"],\"txt\":\"ana@example.org\"}");
    assertProblem(r, 422, "validation_failed");
    assertThat(TokensContract.pointers(r)).containsExactlyInAnyOrder("/classes/1", "/text", "/txt");
    assertThat(r.body()).doesNotContain("ana@example.org");
    assertProblem(
        deidentify(chat, "{\"connection_id\":\"nope\",\"text\":\"x\"}"),
        404,
        "connection_not_found");
  }

  @Test
  void needsTheChatScopeAndLivesOnTheGatewayOnly() {
    String writer = newCredential("default", "[\"tokens:write\"]", null);
    assertProblem(deidentify(writer, body("x")), 403, "insufficient_scope");
    assertProblem(server.postVault("/v1/ai/deidentify", chat, body("x")), 404, "not_found");
  }

  @Test
  void theAuditEventCountsClassesAndHoldsNoValue() {
    HttpResponse<String> r = deidentify(chat, body("write to zoe.quintana@example.org today"));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
    HttpResponse<String> found = server.get("/v1/audit/events?requestId=" + requestId, admin);
    assertThat(found.body()).doesNotContain("zoe.quintana", "example.org");
    JsonNode event = Json.parse(found.body()).get("events").get(0).get("event");
    assertThat(event.toString()).contains("\"deidentified\":{\"email\":1}");
  }
}
