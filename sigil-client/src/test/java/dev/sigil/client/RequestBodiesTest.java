package dev.sigil.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.client.AiConnectionSpec.Rehydration;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Typed inputs to request bodies: exactly the field names the service reads, optional settings left
 * out (so the service's defaults apply), the write-only key sent but never printed.
 */
class RequestBodiesTest {
  final StubService stub;

  RequestBodiesTest() throws IOException {
    stub = new StubService();
  }

  @AfterEach
  void stop() {
    stub.close();
  }

  JsonNode sent(String path) {
    return Json.MAPPER.readTree(stub.received.get(path));
  }

  static JsonNode json(String s) {
    return Json.MAPPER.readTree(s.replace('\'', '"'));
  }

  @Test
  void aFullConnectionSpecSendsEverySettingAndNeverPrintsItsKey() {
    String path = "/v1/admin/connections/llm";
    stub.json(path, "{}");
    AiConnectionSpec spec =
        AiConnectionSpec.openai("https://llm.example.org/v1")
            .apiKey("sk-live-secret")
            .models("m1", "m2")
            .defaultModel("m2")
            .purposes("support", "billing")
            .deidentify("email", "phone")
            .allowNonText(true)
            .timeout(Duration.ofMillis(1500))
            .streamTimeout(Duration.ofMinutes(20))
            .rehydration(Rehydration.allow("email"))
            .build();
    assertThat(spec.toString()).contains("apiKey=[REDACTED]").doesNotContain("sk-live-secret");
    // the stub's empty answer is malformed; the request went out as written
    assertThatThrownBy(() -> stub.client().admin().putConnection("llm", spec))
        .isInstanceOf(MalformedAnswerException.class);
    assertThat(sent(path))
        .isEqualTo(
            json(
                "{'provider':'openai','baseUrl':'https://llm.example.org/v1',"
                    + "'apiKey':'sk-live-secret','models':['m1','m2'],'defaultModel':'m2',"
                    + "'purposes':['support','billing'],'deidentify':['email','phone'],"
                    + "'allowNonText':true,'timeoutMs':1500,'streamTimeoutMs':1200000,"
                    + "'rehydration':{'allowed':true,'classes':['email']}}"));
  }

  @Test
  void aMinimalConnectionSpecLeavesTheDefaultsToTheService() {
    String path = "/v1/admin/connections/echo-2";
    stub.json(path, "{}");
    AiConnectionSpec spec =
        AiConnectionSpec.echo().purposes("*").rehydration(Rehydration.allow()).build();
    assertThatThrownBy(() -> stub.client().admin().putConnection("echo-2", spec))
        .isInstanceOf(MalformedAnswerException.class);
    assertThat(sent(path))
        .isEqualTo(
            json(
                "{'provider':'echo','purposes':['*'],'allowNonText':false,"
                    + "'rehydration':{'allowed':true}}"));
    assertThat(spec.toString()).contains("apiKey=null");
  }

  @Test
  void aRevealPolicySendsItsRulesAndTheBuilderNamesWhatIsMissing() {
    String path = "/v1/admin/policies/reveal";
    stub.json(path, "{'rules':[]}");
    RevealPolicy policy =
        RevealPolicy.of(
            RevealPolicy.Rule.builder()
                .purposes("marketing")
                .dataTypes("phone")
                .scopes("tokens:reveal", "data:reveal")
                .masked()
                .requireConsent(true)
                .build());
    assertThat(stub.client().admin().putRevealPolicy(policy).rules()).isEmpty();
    assertThat(sent(path))
        .isEqualTo(
            json(
                "{'rules':[{'purposes':['marketing'],'dataTypes':['phone'],"
                    + "'scopes':['tokens:reveal','data:reveal'],'redaction':'masked',"
                    + "'requireConsent':true}]}"));
    stub.client().admin().putRevealPolicy(RevealPolicy.denyAll());
    assertThat(sent(path)).isEqualTo(json("{'rules':[]}"));
    assertThatThrownBy(() -> RevealPolicy.Rule.builder().purposes("p").plain().build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("a reveal rule needs dataTypes, scopes");
  }

  @Test
  void aVaultSchemaSendsItsFieldsInOrderAndAnswersTheStoredSchema() {
    String path = "/v1/vaults/crm";
    stub.json(
        path,
        "{'vault_id':'crm','fields':{'email':{'dataType':'email','tokenType':'deterministic',"
            + "'required':true},'phone':{'dataType':'phone','tokenType':'format_preserving',"
            + "'required':false,'hint':'x'}},'subjectField':'email','etag':'1'}");
    VaultSchema schema =
        VaultSchema.builder()
            .field("email", VaultSchema.Field.of("email").required(true))
            .field("phone", VaultSchema.Field.of("phone").tokenType("format_preserving"))
            .subjectField("email")
            .build();
    var stored = stub.client().gateway().putVault("crm", schema);
    assertThat(sent(path))
        .isEqualTo(
            json(
                "{'fields':{'email':{'dataType':'email','required':true},"
                    + "'phone':{'dataType':'phone','tokenType':'format_preserving',"
                    + "'required':false}},'subjectField':'email'}"));
    assertThat(stored.vaultId()).isEqualTo("crm");
    assertThat(stored.requestId()).isEqualTo("req-1");
    assertThat(stored.fields().keySet()).containsExactly("email", "phone");
    assertThat(stored.schema())
        .isEqualTo(
            new VaultSchema(
                java.util.Map.of(
                    "email", new VaultSchema.Field("email", "deterministic", true),
                    "phone", new VaultSchema.Field("phone", "format_preserving", false)),
                "email"));
    assertThat(List.copyOf(stored.fields().values()))
        .extracting(VaultSchema.Field::tokenType)
        .containsExactly("deterministic", "format_preserving");
  }
}
