package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.RecordRecord;
import dev.sigil.store.jdbc.RecordFieldsFormat;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Sealed records over real HTTP on the gateway port (SPEC section 5, issue 5), run on SQLite and
 * PostgreSQL by its subclasses.
 */
abstract class DataContract extends ServerTestBase {
  String writer;
  String reader;
  String revealer;
  String eraser;

  @Override
  String[] serverArgs() {
    return new String[] {"--sigil.limits.max-body-bytes=262144", "--sigil.limits.max-items=50"};
  }

  @BeforeAll
  void setUp() {
    writer = newCredential("default", "[\"data:write\"]", null);
    reader = newCredential("default", "[\"data:read\"]", null);
    revealer = newCredential("default", "[\"data:reveal\",\"tokens:reveal\"]", null);
    eraser = newCredential("default", "[\"subjects:erase\",\"subjects:read\"]", null);
    schema(
        "crm",
        "{\"fields\":{\"email\":{\"dataType\":\"email\",\"tokenType\":\"deterministic\","
            + "\"required\":true},\"phone\":{\"dataType\":\"phone\"},"
            + "\"customer_id\":{\"dataType\":\"text\",\"tokenType\":\"random\"}},"
            + "\"subjectField\":\"customer_id\"}");
  }

  /** A plain JDBC connection to the service's store, for tests that tamper with its tables. */
  abstract Connection openStore() throws SQLException;

  static String unique() {
    return UUID.randomUUID().toString().substring(0, 8);
  }

  void schema(String vault, String json) {
    HttpResponse<String> r = server.put("/v1/vaults/" + vault, admin, json);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
  }

  HttpResponse<String> seal(String vault, String records) {
    return server.post(
        "/v1/data", writer, "{\"vault_id\":\"" + vault + "\",\"records\":" + records + "}");
  }

  JsonNode sealOk(String records) {
    HttpResponse<String> r = seal("crm", records);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
    JsonNode body = Json.parse(r.body());
    assertThat(body.get("vault_id").stringValue()).isEqualTo("crm");
    return body.get("records");
  }

  void revealPolicy(String scope) {
    HttpResponse<String> r =
        server.put(
            "/v1/admin/policies/reveal",
            admin,
            "{\"rules\":[{\"purposes\":[\"support\"],\"dataTypes\":[\"email\",\"phone\",\"text\"],"
                + "\"scopes\":[\""
                + scope
                + "\"],\"redaction\":\"plain\"}]}");
    assertThat(r.statusCode()).isEqualTo(200);
  }

  @Test
  void sealsRecordsIntoTokensAndReadsThemMasked() {
    String email = "seal." + unique() + "@example.org";
    JsonNode records =
        sealOk(
            "[{\"email\":\""
                + email
                + "\",\"phone\":\"+14155552671\",\"customer_id\":\"c-"
                + unique()
                + "\"},"
                + "{\"email\":\"other."
                + unique()
                + "@example.org\"}]");
    assertThat(records).hasSize(2);
    JsonNode first = records.get(0);
    assertThat(first.get("fields").get("email").stringValue())
        .startsWith("tok_")
        .doesNotContain(email);
    assertThat(first.get("fields").get("phone").stringValue()).startsWith("tok_");
    assertThat(records.get(1).get("fields").has("phone")).isFalse();

    HttpResponse<String> read =
        server.get("/v1/data/crm/records/" + first.get("id").stringValue(), reader);
    assertThat(read.statusCode()).as(read.body()).isEqualTo(200);
    JsonNode fields = Json.parse(read.body()).get("fields");
    assertThat(fields.get("email").stringValue()).isEqualTo("s***@e*****.org");
    assertThat(fields.get("phone").stringValue()).isEqualTo("+1 *** *** 2671");
    assertThat(read.body()).doesNotContain(email);

    // the field tokens are ordinary tokens: detokenize reveals them under the policy
    revealPolicy("tokens:reveal");
    HttpResponse<String> detokenized =
        server.postVault(
            "/v1/detokenize",
            revealer,
            "{\"tokens\":[\""
                + first.get("fields").get("email").stringValue()
                + "\"],\"purpose\":\"support\"}");
    assertThat(Json.parse(detokenized.body()).get("items").get(0).get("value").stringValue())
        .isEqualTo(email);
  }

  @Test
  void aFieldGetsTheTokenThatTokenizeGivesAnotherFormOfItsValue() {
    // SPEC section 5: field tokens are ordinary vault tokens, and a value is normalized once
    // (section 4), whichever form it came in
    String local = "Same." + unique();
    JsonNode fields =
        sealOk("[{\"email\":\"" + local + "@Example.ORG\",\"phone\":\"(415) 555-2671\"}]")
            .get(0)
            .get("fields");
    String tokenizer = newCredential("default", "[\"tokens:write\"]", null);
    HttpResponse<String> tokenized =
        server.postVault(
            "/v1/tokenize",
            tokenizer,
            "{\"items\":[{\"value\":\""
                + local
                + "@example.org\",\"dataType\":\"email\",\"tokenType\":\"deterministic\"},"
                + "{\"value\":\"+1 415 555 2671\",\"dataType\":\"phone\","
                + "\"tokenType\":\"deterministic\"}]}");
    assertThat(tokenized.statusCode()).as(tokenized.body()).isEqualTo(200);
    JsonNode items = Json.parse(tokenized.body()).get("items");
    assertThat(items.get(0).get("token").stringValue())
        .isEqualTo(fields.get("email").stringValue());
    assertThat(items.get(1).get("token").stringValue())
        .isEqualTo(fields.get("phone").stringValue());
  }

  @Test
  void badRecordsAreRefusedWithPointersAndNothingIsSealed() {
    String subject = "none-" + unique();
    HttpResponse<String> r =
        seal(
            "crm",
            "[{\"email\":\"fine@example.org\",\"customer_id\":\""
                + subject
                + "\"},"
                + "{\"email\":\"not-an-email\",\"colour\":\"red\"},{\"phone\":\"+14155552671\"}]");
    assertProblem(r, 422, "validation_failed");
    assertThat(TokensContract.pointers(r))
        .containsExactlyInAnyOrder("/records/1/email", "/records/1/colour", "/records/2/email");
    assertThat(r.body()).doesNotContain("not-an-email");
    JsonNode held =
        Json.parse(
            server
                .postVault("/v1/subjects/lookup", eraser, "{\"dataSubject\":\"" + subject + "\"}")
                .body());
    assertThat(held.get("records")).isEmpty();
    assertThat(held.get("tokens")).isEmpty();
    assertProblem(seal("nosuch", "[{\"email\":\"a@example.org\"}]"), 404, "vault_not_found");
  }

  @Test
  void revealsPerRecordAndFieldUnderThePolicy() {
    String email = "rv." + unique() + "@example.org";
    String id =
        sealOk("[{\"email\":\"" + email + "\",\"phone\":\"+14155552671\"}]")
            .get(0)
            .get("id")
            .stringValue();
    revealPolicy("data:reveal");
    HttpResponse<String> r =
        server.post(
            "/v1/data/reveal",
            revealer,
            "{\"vault_id\":\"crm\",\"ids\":[\""
                + id
                + "\",\"rec_missing\"],\"fields\":[\"email\"],\"purpose\":\"support\"}");
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    JsonNode records = Json.parse(r.body()).get("records");
    JsonNode fields = records.get(0).get("fields");
    assertThat(fields.get("email").get("status").stringValue()).isEqualTo("revealed");
    assertThat(fields.get("email").get("value").stringValue()).isEqualTo(email);
    assertThat(fields.has("phone")).isFalse();
    assertThat(records.get(1).get("status").stringValue()).isEqualTo("not_found");

    HttpResponse<String> denied =
        server.post(
            "/v1/data/reveal",
            revealer,
            "{\"vault_id\":\"crm\",\"ids\":[\"" + id + "\"],\"purpose\":\"billing\"}");
    JsonNode phone = Json.parse(denied.body()).get("records").get(0).get("fields").get("phone");
    assertThat(phone.get("status").stringValue()).isEqualTo("denied");
    assertThat(phone.get("fallback").stringValue()).isEqualTo("+1 *** *** 2671");
    assertThat(denied.body()).doesNotContain(email, "+14155552671");
  }

  @Test
  void deleteRemovesARecord() {
    String id =
        sealOk("[{\"email\":\"del." + unique() + "@example.org\"}]").get(0).get("id").stringValue();
    assertThat(server.delete("/v1/data/crm/records/" + id, writer).statusCode()).isEqualTo(204);
    assertProblem(server.get("/v1/data/crm/records/" + id, reader), 404, "record_not_found");
    assertProblem(server.delete("/v1/data/crm/records/" + id, writer), 404, "record_not_found");
  }

  @Test
  void erasingTheSubjectRemovesItsRecords() {
    String subject = "cust-" + unique();
    JsonNode sealed =
        sealOk(
            "[{\"email\":\"er."
                + unique()
                + "@example.org\",\"customer_id\":\""
                + subject
                + "\"},"
                + "{\"email\":\"keep."
                + unique()
                + "@example.org\"}]");
    String erasedId = sealed.get(0).get("id").stringValue();
    String keptId = sealed.get(1).get("id").stringValue();
    String body = "{\"dataSubject\":\"" + subject + "\"}";
    JsonNode held = Json.parse(server.postVault("/v1/subjects/lookup", eraser, body).body());
    assertThat(held.get("records").get(0).get("id").stringValue()).isEqualTo(erasedId);
    JsonNode counts = Json.parse(server.postVault("/v1/subjects/erase", eraser, body).body());
    assertThat(counts.get("records").intValue()).isEqualTo(1);
    assertThat(counts.get("tokens").intValue()).isEqualTo(2);
    assertProblem(server.get("/v1/data/crm/records/" + erasedId, reader), 404, "record_not_found");
    assertThat(server.get("/v1/data/crm/records/" + keptId, reader).statusCode()).isEqualTo(200);
  }

  @Test
  void recordsSealedBeforeAKeyRotationStillOpen() {
    String tenant = "v" + unique();
    assertThat(server.post("/v1/admin/tenants", admin, "{\"id\":\"" + tenant + "\"}").statusCode())
        .isEqualTo(201);
    String owner = newCredential(tenant, "[\"admin\",\"data:write\",\"data:read\"]", null);
    assertThat(
            server
                .put("/v1/vaults/crm", owner, "{\"fields\":{\"email\":{\"dataType\":\"email\"}}}")
                .statusCode())
        .isEqualTo(200);
    HttpResponse<String> sealed =
        server.post(
            "/v1/data",
            owner,
            "{\"vault_id\":\"crm\",\"records\":[{\"email\":\"rot@example.org\"}]}");
    String id = Json.parse(sealed.body()).get("records").get(0).get("id").stringValue();
    assertThat(server.post("/v1/admin/keys/rotate", owner, "{}").statusCode()).isEqualTo(200);
    HttpResponse<String> read = server.get("/v1/data/crm/records/" + id, owner);
    assertThat(read.statusCode()).as(read.body()).isEqualTo(200);
    assertThat(Json.parse(read.body()).get("fields").get("email").stringValue())
        .isEqualTo("r***@e*****.org");
    // another tenant's record is not found, like one that never existed
    assertProblem(server.get("/v1/data/crm/records/" + id, reader), 404, "record_not_found");
  }

  @Test
  void schemasAreValidated() {
    HttpResponse<String> r =
        server.put(
            "/v1/vaults/bad",
            admin,
            "{\"fields\":{\"email\":{\"dataType\":\"emale\"},\"phone\":{\"dataType\":\"phone\",\"colour\":1}},"
                + "\"subjectField\":\"nobody\"}");
    assertProblem(r, 422, "validation_failed");
    assertThat(TokensContract.pointers(r))
        .containsExactlyInAnyOrder(
            "/fields/email/dataType", "/fields/phone/colour", "/subjectField");
    assertProblem(
        server.put("/v1/vaults/bad", writer, "{\"fields\":{}}"), 403, "insufficient_scope");
  }

  @Test
  void dataEndpointsAnswerOnlyOnTheGatewayPort() {
    assertProblem(
        server.postTo(
            server.vault("/v1/data"), writer, "{\"vault_id\":\"crm\",\"records\":[]}", Map.of()),
        404,
        "not_found");
  }

  /**
   * Issue 5: a ciphertext copied to another record or another field does not open (the copy is made
   * in the store's own table, behind the service's back).
   */
  @Test
  void aCiphertextMovedToAnotherRecordOrFieldDoesNotOpen() throws Exception {
    JsonNode sealed =
        sealOk(
            "[{\"email\":\"a."
                + unique()
                + "@example.org\",\"phone\":\"+14155552671\"},"
                + "{\"email\":\"b."
                + unique()
                + "@example.org\",\"phone\":\"+14155552672\"}]");
    String a = sealed.get(0).get("id").stringValue();
    String b = sealed.get(1).get("id").stringValue();
    try (Connection c = openStore()) {
      copy(c, a, "email", b, "email"); // another record
      copy(c, a, "phone", a, "email"); // another field
    }
    for (String id : List.of(a, b)) {
      assertProblem(server.get("/v1/data/crm/records/" + id, reader), 500, "crypto_failure");
    }
  }

  /**
   * Puts the ciphertext of one record's field in place of another's (fields: one value per record).
   */
  private static void copy(
      Connection c, String fromId, String fromField, String toId, String toField) throws Exception {
    byte[] value =
        fields(c, fromId).stream()
            .filter(f -> f.name().equals(fromField))
            .findFirst()
            .orElseThrow()
            .value();
    List<RecordRecord.Field> to = new ArrayList<>(fields(c, toId));
    to.replaceAll(
        f ->
            f.name().equals(toField)
                ? new RecordRecord.Field(f.name(), f.dataType(), f.token(), value)
                : f);
    try (PreparedStatement s =
        c.prepareStatement("UPDATE records SET fields = ? WHERE record_id = ?")) {
      s.setBytes(1, RecordFieldsFormat.encode(to));
      s.setString(2, toId);
      assertThat(s.executeUpdate()).isEqualTo(1);
    }
  }

  private static List<RecordRecord.Field> fields(Connection c, String recordId) throws Exception {
    try (PreparedStatement s =
        c.prepareStatement("SELECT fields FROM records WHERE record_id = ?")) {
      s.setString(1, recordId);
      try (ResultSet r = s.executeQuery()) {
        assertThat(r.next()).isTrue();
        return RecordFieldsFormat.decode(r.getBytes(1));
      }
    }
  }
}
