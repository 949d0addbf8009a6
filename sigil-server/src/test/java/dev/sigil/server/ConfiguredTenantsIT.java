package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Tenants declared in the configuration file (SPEC section 12): the tenant is created, its vaults
 * reveal policy and AI connections are applied at start-up, and the admin API sees the same shapes.
 */
class ConfiguredTenantsIT {
  @TempDir Path dataDir;

  private static final String YAML =
      """
      sigil:
        tenants:
          acme:
            vaults:
              crm:
                subject-field: customer_id
                fields:
                  email: {data-type: email, token-type: deterministic, required: true}
                  customer_id: {data-type: text, token-type: random}
            reveal-policy:
              rules:
                - purposes: [support]
                  data-types: [email]
                  scopes: [data:reveal, tokens:reveal]
                  redaction: masked
                  require-consent: false
            connections:
              support-bot:
                provider: openai
                base-url: http://127.0.0.1:9/v1
                api-key-file: KEY_FILE
                models: [gpt-test]
                default-model: gpt-test
                purposes: [support]
                deidentify: [email, name]
                timeout: 5s
                stream-timeout: 2m
                rehydration: {allowed: true, classes: [email]}
        relay:
          builtin-echo: false
      """;

  @Test
  void theFilesTenantsVaultsAndPolicyApplyAtStartUp() throws Exception {
    Path file = dataDir.resolve("sigil.yaml");
    Path keyFile = dataDir.resolve("provider-key");
    Files.writeString(keyFile, "sk-from-file-0a1b2c\n");
    Files.writeString(file, YAML.replace("KEY_FILE", keyFile.toString()));
    try (TestServer server =
        TestServer.start(
            dataDir.resolve("data"), null, "--spring.config.additional-location=file:" + file)) {
      String admin = server.bootstrapToken();
      HttpResponse<String> created =
          server.post(
              "/v1/admin/credentials",
              admin,
              "{\"tenant\":\"acme\",\"name\":\"app\",\"scopes\":[\"admin\",\"data:write\",\"data:reveal\"]}");
      assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
      String app = Json.parse(created.body()).get("token").stringValue();

      HttpResponse<String> connection = server.get("/v1/admin/connections/support-bot", app);
      assertThat(connection.statusCode()).as(connection.body()).isEqualTo(200);
      JsonNode c = Json.parse(connection.body());
      assertThat(c.get("deidentify").toString()).isEqualTo("[\"email\",\"name\"]");
      assertThat(c.get("timeoutMs").longValue()).isEqualTo(5000);
      assertThat(c.get("streamTimeoutMs").longValue()).isEqualTo(120_000);
      assertThat(c.get("apiKeyStored").booleanValue()).isTrue();
      assertThat(connection.body()).doesNotContain("sk-from-file");
      assertThat(server.get("/v1/admin/connections/echo", app).statusCode())
          .as("the built-in echo is switched off")
          .isEqualTo(404);

      HttpResponse<String> policy = server.get("/v1/admin/policies/reveal", app);
      assertThat(Json.parse(policy.body()).get("rules").get(0).get("redaction").stringValue())
          .isEqualTo("masked");
      HttpResponse<String> sealed =
          server.post(
              "/v1/data",
              app,
              "{\"vault_id\":\"crm\",\"records\":[{\"email\":\"cfg@example.org\",\"customer_id\":\"c-1\"}]}");
      assertThat(sealed.statusCode()).as(sealed.body()).isEqualTo(201);
      String id = Json.parse(sealed.body()).get("records").get(0).get("id").stringValue();
      HttpResponse<String> revealed =
          server.post(
              "/v1/data/reveal",
              app,
              "{\"vault_id\":\"crm\",\"ids\":[\""
                  + id
                  + "\"],\"fields\":[\"email\"],"
                  + "\"purpose\":\"support\",\"redaction\":\"masked\"}");
      assertThat(
              Json.parse(revealed.body())
                  .get("records")
                  .get(0)
                  .get("fields")
                  .get("email")
                  .get("value")
                  .stringValue())
          .isEqualTo("c***@e*****.org");
    }
  }
}
