package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.core.JsonValue;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The official OpenAI Java SDK as a client of the relay (issue 7): only the base URL changes, and
 * the relay's fields travel as extra body properties.
 */
class OpenAiSdkIT extends ServerTestBase {
  private static final String EMAIL = "noor.haddad@example.org";
  private FakeProvider provider;
  private OpenAIClient client;

  @Override
  String[] serverArgs() {
    return new String[] {};
  }

  @BeforeAll
  void setUp() throws Exception {
    provider = new FakeProvider();
    var put =
        server.put(
            "/v1/admin/connections/sdk",
            admin,
            "{\"provider\":\"openai\",\"baseUrl\":\""
                + provider.baseUrl()
                + "\",\"apiKey\":\"sk-upstream\",\"models\":[\"gpt-4o-mini\"],"
                + "\"purposes\":[\"*\"],\"rehydration\":{\"allowed\":true}}");
    assertThat(put.statusCode()).as(put.body()).isEqualTo(200);
    String token = newCredential("default", "[\"ai:chat\",\"ai:rehydrate\"]", null);
    client =
        OpenAIOkHttpClient.builder()
            .baseUrl(server.gateway("/v1/ai").toString())
            .apiKey(token)
            .maxRetries(0)
            .build();
  }

  @AfterAll
  void tearDown() {
    client.close();
    provider.close();
  }

  private ChatCompletion ask(boolean rehydrate) {
    ChatCompletionCreateParams params =
        ChatCompletionCreateParams.builder()
            .model("gpt-4o-mini")
            .addSystemMessage("You answer briefly.")
            .addUserMessage("Please write to " + EMAIL + " today.")
            .putAdditionalBodyProperty("connection_id", JsonValue.from("sdk"))
            .putAdditionalBodyProperty("purpose", JsonValue.from("support"))
            .putAdditionalBodyProperty("rehydrate", JsonValue.from(rehydrate))
            .build();
    return client.chat().completions().create(params);
  }

  @Test
  void thePlainSdkCallIsDeidentifiedUpstreamAndRehydratedForTheClient() {
    ChatCompletion completion = ask(true);
    assertThat(provider.last().body()).doesNotContain(EMAIL).contains("<EMAIL_1>");
    assertThat(provider.last().header("Authorization")).isEqualTo("Bearer sk-upstream");
    assertThat(completion.choices().getFirst().message().content())
        .hasValue("Please write to " + EMAIL + " today.");
    Map<String, JsonValue> extra = completion._additionalProperties();
    assertThat(extra).containsKey("sigil");
    assertThat(extra.get("sigil").toString()).contains("applied");
  }

  @Test
  void theStreamingSdkCallIsRehydratedAcrossChunks() {
    ChatCompletionCreateParams params =
        ChatCompletionCreateParams.builder()
            .model("gpt-4o-mini")
            .addUserMessage("Please write to " + EMAIL + " today.")
            .putAdditionalBodyProperty("connection_id", JsonValue.from("sdk"))
            .putAdditionalBodyProperty("purpose", JsonValue.from("support"))
            .putAdditionalBodyProperty("rehydrate", JsonValue.from(true))
            .build();
    StringBuilder text = new StringBuilder();
    StringBuilder arguments = new StringBuilder();
    try (var stream = client.chat().completions().createStreaming(params)) {
      stream.stream()
          .forEach(
              chunk ->
                  chunk
                      .choices()
                      .forEach(
                          choice -> {
                            choice.delta().content().ifPresent(text::append);
                            choice
                                .delta()
                                .toolCalls()
                                .ifPresent(
                                    calls ->
                                        calls.forEach(
                                            call ->
                                                call.function()
                                                    .flatMap(f -> f.arguments())
                                                    .ifPresent(arguments::append)));
                          }));
    }
    assertThat(provider.last().body()).doesNotContain(EMAIL);
    assertThat(text.toString()).isEqualTo("Please write to " + EMAIL + " today.");
    assertThat(arguments.toString())
        .isEqualTo("{\"note\":" + Json.quote("Please write to " + EMAIL + " today.") + "}");
  }

  @Test
  void withoutRehydrationTheClientGetsPlaceholders() {
    ChatCompletion completion = ask(false);
    assertThat(completion.choices().getFirst().message().content())
        .hasValue("Please write to <EMAIL_1> today.");
  }
}
