package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * {@code POST /v1/ai/chat/completions} against a real provider on loopback (SPEC section 7): what
 * the provider receives, what the client gets back, and the audit event.
 */
class RelayIT extends ServerTestBase {
  private static final String UPSTREAM_KEY = "sk-upstream-secret-7f3a9";
  private static final String EMAIL = "zoe.quintana@example.org";
  private FakeProvider provider;
  private String chat;
  private String rehydrator;

  @Override
  String[] serverArgs() {
    return new String[] {};
  }

  @BeforeAll
  void setUp() throws Exception {
    provider = new FakeProvider();
    chat = newCredential("default", "[\"ai:chat\"]", null);
    rehydrator = newCredential("default", "[\"ai:chat\",\"ai:rehydrate\"]", null);
    HttpResponse<String> put =
        server.put(
            "/v1/admin/connections/up",
            admin,
            "{\"provider\":\"openai\",\"baseUrl\":\""
                + provider.baseUrl()
                + "\",\"apiKey\":\""
                + UPSTREAM_KEY
                + "\",\"models\":[\"gpt-test\",\"gpt-other\"],\"defaultModel\":\"gpt-test\","
                + "\"purposes\":[\"support\"],\"timeoutMs\":25000,"
                + "\"rehydration\":{\"allowed\":true,\"classes\":[\"email\"]}}");
    assertThat(put.statusCode()).as(put.body()).isEqualTo(200);
    assertThat(put.body()).doesNotContain(UPSTREAM_KEY).contains("\"apiKeyStored\":true");
  }

  @AfterEach
  void resetProvider() {
    provider.reset();
  }

  @AfterAll
  void stopProvider() {
    provider.close();
  }

  private HttpResponse<String> relay(String token, String json) {
    return server.post("/v1/ai/chat/completions", token, json);
  }

  private static String userMessage(String extra, String text) {
    return messages(extra, "{\"role\":\"user\",\"content\":" + Json.quote(text) + "}");
  }

  /** A call of connection "up" for purpose "support" with these messages (JSON, comma-joined). */
  private static String messages(String extra, String messages) {
    return "{\"connection_id\":\"up\",\"purpose\":\"support\""
        + extra
        + ",\"messages\":["
        + messages
        + "]}";
  }

  /** A call with these messages is refused as invalid, at {@code pointer} only. */
  private void assertRefusedAt(String messages, String pointer) {
    HttpResponse<String> r = relay(chat, messages("", messages));
    assertProblem(r, 422, "validation_failed");
    assertThat(TokensContract.pointers(r)).containsExactly(pointer);
  }

  @Test
  void theProviderSeesNoDetectedValueAndOnlyItsOwnCredential() {
    HttpResponse<String> r =
        relay(chat, userMessage(",\"temperature\":0.2,\"user\":\"u1\"", "Mail " + EMAIL + " now"));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    FakeProvider.Received got = provider.last();
    assertThat(got.path()).isEqualTo("/v1/chat/completions");
    assertThat(got.header("Authorization")).isEqualTo("Bearer " + UPSTREAM_KEY);
    assertThat(got.headers().toString()).doesNotContain(chat);
    JsonNode sent = Json.parse(got.body());
    assertThat(got.body()).doesNotContain(EMAIL, "connection_id", "purpose", "rehydrate");
    assertThat(sent.get("messages").get(0).get("content").asString())
        .isEqualTo("Mail <EMAIL_1> now");
    assertThat(sent.get("model").asString()).isEqualTo("gpt-test");
    assertThat(sent.get("temperature").doubleValue()).isEqualTo(0.2);
    assertThat(sent.get("user").asString()).isEqualTo("u1");
    JsonNode answer = Json.parse(r.body());
    assertThat(answer.get("choices").get(0).get("message").get("content").asString())
        .isEqualTo("Mail <EMAIL_1> now");
    JsonNode sigil = answer.get("sigil");
    assertThat(sigil.get("requestId").asString())
        .isEqualTo(r.headers().firstValue("X-Request-Id").orElseThrow());
    assertThat(sigil.get("deidentified").get("email").intValue()).isEqualTo(1);
    assertThat(sigil.get("rehydration").get("status").asString()).isEqualTo("not_requested");
  }

  @Test
  void rehydrationRestoresAllowedClassesInContentAndToolArguments() {
    String text = "Write to \"" + EMAIL + "\" please";
    HttpResponse<String> r = relay(rehydrator, userMessage(",\"rehydrate\":true", text));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(provider.last().body()).doesNotContain(EMAIL);
    JsonNode message = Json.parse(r.body()).get("choices").get(0).get("message");
    assertThat(message.get("content").asString()).isEqualTo(text);
    String arguments = message.get("tool_calls").get(0).get("function").get("arguments").asString();
    assertThat(Json.parse(arguments).get("note").asString()).isEqualTo(text);
    assertThat(Json.parse(r.body()).get("sigil").get("rehydration").get("status").asString())
        .isEqualTo("applied");
  }

  @Test
  void rehydrationWithoutTheScopeIsDeniedAndLeavesPlaceholders() {
    HttpResponse<String> r = relay(chat, userMessage(",\"rehydrate\":[\"email\"]", EMAIL));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    JsonNode answer = Json.parse(r.body());
    assertThat(answer.get("choices").get(0).get("message").get("content").asString())
        .isEqualTo("<EMAIL_1>");
    assertThat(answer.get("sigil").get("rehydration").get("status").asString()).isEqualTo("denied");
    assertThat(answer.get("sigil").get("rehydration").get("reason").asString())
        .isEqualTo("missing_scope");
    assertThat(r.body()).doesNotContain(EMAIL);
  }

  /**
   * Rehydration applied to some of the asked classes says which ones it kept back (SPEC section 7:
   * "if denied, they stay placeholders and the answer says so"): the connection restores e-mail
   * addresses only.
   */
  @Test
  void aPartlyAppliedRehydrationNamesTheClassesItKeptBack() {
    HttpResponse<String> r =
        relay(
            rehydrator,
            userMessage(",\"rehydrate\":[\"email\",\"name\"]", "I am John Williams, " + EMAIL));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    JsonNode answer = Json.parse(r.body());
    assertThat(answer.get("choices").get(0).get("message").get("content").asString())
        .isEqualTo("I am <NAME_1>, " + EMAIL);
    JsonNode rehydration = answer.get("sigil").get("rehydration");
    assertThat(rehydration.get("status").asString()).isEqualTo("applied");
    assertThat(rehydration.get("reason").asString()).isEqualTo("class_not_allowed");
    assertThat(rehydration.get("withheldClasses").toString()).isEqualTo("[\"name\"]");
    assertThat(r.body()).doesNotContain("John");
    assertThat(auditEvent(r).get("details").get("rehydrationWithheld").toString())
        .isEqualTo("[\"name\"]");
  }

  /**
   * With a JSON response format the answer's content is JSON text: an original restored inside one
   * of its strings is JSON-escaped, so the content still parses (here an address across a line).
   */
  @Test
  void inJsonContentOriginalsAreRestoredEscaped() {
    String address = "221B Baker Street\nLondon NW1 6XE, United Kingdom";
    HttpResponse<String> r =
        relay(
            rehydrator,
            "{\"connection_id\":\"echo\",\"purpose\":\"support\",\"rehydrate\":true,"
                + "\"response_format\":{\"type\":\"json_object\"},\"messages\":[{\"role\":"
                + "\"user\",\"content\":"
                + Json.quote("{\"addr\": \"" + address + "\"}")
                + "}]}");
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    String content =
        Json.parse(r.body()).get("choices").get(0).get("message").get("content").asString();
    assertThat(Json.parse(content).get("addr").asString()).isEqualTo(address);
  }

  @Test
  void aPlaceholderTheClientWroteIsNeverRestored() {
    HttpResponse<String> r =
        relay(rehydrator, userMessage(",\"rehydrate\":true", "<EMAIL_1> and " + EMAIL));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(provider.last().body()).contains("<EMAIL_1> and <EMAIL_2>");
    assertThat(Json.parse(r.body()).get("choices").get(0).get("message").get("content").asString())
        .isEqualTo("<EMAIL_1> and " + EMAIL);
  }

  /**
   * SPEC section 7, fail closed: a value in any field of a message reaches the provider
   * de-identified, whatever its shape: arguments sent as an object, a custom tool's input, a text
   * part whose text is not a string, a name that is not a string, a refusal, a field the relay does
   * not know, and the predicted output. Ids, types, roles and function names pass unchanged.
   */
  @Test
  void nothingInAMessageReachesTheProviderUninspected() {
    String e = Json.quote(EMAIL);
    String body =
        "{\"connection_id\":\"up\",\"purpose\":\"support\","
            + "\"prediction\":{\"type\":\"content\",\"content\":"
            + e
            + "},\"messages\":["
            + "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":["
            + e
            + "]}],\"name\":{\"n\":"
            + e
            + "}},"
            + "{\"role\":\"assistant\",\"content\":null,\"refusal\":"
            + e
            + ",\"reasoning_content\":"
            + e
            + ",\"tool_calls\":["
            + "{\"id\":\"call_a\",\"type\":\"function\",\"function\":{\"name\":\"send\","
            + "\"arguments\":{\"to\":"
            + e
            + "}}},"
            + "{\"id\":\"call_b\",\"type\":\"custom\",\"custom\":{\"name\":\"mail\","
            + "\"input\":"
            + Json.quote("to: " + EMAIL)
            + "}},"
            + e
            + "]},"
            + "{\"role\":\"tool\",\"tool_call_id\":\"call_a\",\"content\":"
            + e
            + "},{\"role\":\"user\",\"content\":\"thanks\"}]}";
    HttpResponse<String> r = relay(chat, body);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    String sent = provider.last().body();
    assertThat(sent).doesNotContain(EMAIL);
    JsonNode messages = Json.parse(sent).get("messages");
    assertThat(messages.get(1).get("refusal").asString()).isEqualTo("<EMAIL_1>");
    assertThat(messages.get(1).get("tool_calls").get(1).get("custom").get("input").asString())
        .isEqualTo("to: <EMAIL_1>");
    assertThat(messages.get(1).get("tool_calls").get(0).get("function").get("name").asString())
        .isEqualTo("send");
    assertThat(messages.get(2).get("tool_call_id").asString()).isEqualTo("call_a");
    assertThat(Json.parse(sent).get("prediction").get("content").asString()).isEqualTo("<EMAIL_1>");
    assertThat(Json.parse(r.body()).get("sigil").get("deidentified").get("email").intValue())
        .isEqualTo(9);
  }

  /**
   * {@code stream} is a boolean, or null (OpenAI's "not given"): any other value is refused at its
   * pointer before the provider is called. Read loosely, "true" and 1 streamed and "yes" did not.
   */
  @Test
  void aStreamThatIsNotABooleanIsRefusedBeforeTheProviderIsCalled() {
    for (String stream :
        new String[] {"\"true\"", "\"false\"", "1", "0", "\"yes\"", "{}", "[true]"}) {
      int calls = provider.received.size();
      HttpResponse<String> r = relay(chat, userMessage(",\"stream\":" + stream, "Mail " + EMAIL));
      assertProblem(r, 422, "validation_failed");
      assertThat(TokensContract.pointers(r)).as(stream).containsExactly("/stream");
      assertThat(r.body()).doesNotContain(EMAIL);
      assertThat(provider.received).as(stream).hasSize(calls);
    }
    for (String plain : new String[] {"false", "null"}) {
      HttpResponse<String> r = relay(chat, userMessage(",\"stream\":" + plain, "hi"));
      assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
      assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
    }
  }

  /**
   * OpenAI's deprecated {@code function_call}: its arguments in an answer are restored like a tool
   * call's, JSON-escaped (here an address across a line, so that the arguments still parse).
   */
  @Test
  void aLegacyFunctionCallsArgumentsAreRestoredEscaped() {
    putProviderConnection(
        "legacy", "\"purposes\":[\"support\"],\"rehydration\":{\"allowed\":true}");
    provider.answer =
        b -> {
          var messages = Json.parse(b).get("messages");
          String last = messages.get(messages.size() - 1).get("content").asString();
          return new FakeProvider.Reply(
              200,
              "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":1,"
                  + "\"model\":\"m\",\"choices\":[{\"index\":0,\"message\":{\"role\":"
                  + "\"assistant\",\"content\":null,\"function_call\":{\"name\":\"save\","
                  + "\"arguments\":"
                  + Json.quote("{\"note\":" + Json.quote(last) + "}")
                  + "}},\"finish_reason\":\"function_call\"}]}",
              0);
        };
    String text =
        "Mail " + EMAIL + " or write to 221B Baker Street\nLondon NW1 6XE, United Kingdom";
    HttpResponse<String> r =
        relay(rehydrator, userMessage(",\"rehydrate\":true", text).replace("\"up\"", "\"legacy\""));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(provider.last().body()).doesNotContain(EMAIL, "Baker");
    JsonNode call = Json.parse(r.body()).get("choices").get(0).get("message").get("function_call");
    assertThat(call.get("name").asString()).isEqualTo("save");
    assertThat(Json.parse(call.get("arguments").asString()).get("note").asString()).isEqualTo(text);
    assertThat(Json.parse(r.body()).get("sigil").get("rehydration").get("status").asString())
        .isEqualTo("applied");
  }

  /**
   * An assistant's legacy {@code function_call} in the history reaches the provider de-identified.
   */
  @Test
  void aLegacyFunctionCallInTheHistoryIsDeidentified() {
    HttpResponse<String> r =
        relay(
            chat,
            messages(
                "",
                "{\"role\":\"user\",\"content\":\"mail her\"},"
                    + "{\"role\":\"assistant\",\"content\":null,\"function_call\":"
                    + "{\"name\":\"send\",\"arguments\":"
                    + Json.quote("{\"to\":\"" + EMAIL + "\",\"cc\":[\"" + EMAIL + "\"]}")
                    + "}},{\"role\":\"function\",\"name\":\"send\",\"content\":"
                    + Json.quote("sent to " + EMAIL)
                    + "},{\"role\":\"user\",\"content\":\"thanks\"}"));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    String sent = provider.last().body();
    assertThat(sent).doesNotContain(EMAIL);
    JsonNode messages = Json.parse(sent).get("messages");
    JsonNode call = messages.get(1).get("function_call");
    assertThat(call.get("name").asString()).isEqualTo("send");
    JsonNode arguments = Json.parse(call.get("arguments").asString());
    assertThat(arguments.get("to").asString()).isEqualTo("<EMAIL_1>");
    assertThat(arguments.get("cc").get(0).asString()).isEqualTo("<EMAIL_1>");
    assertThat(messages.get(2).get("content").asString()).isEqualTo("sent to <EMAIL_1>");
    assertThat(Json.parse(r.body()).get("sigil").get("deidentified").get("email").intValue())
        .isEqualTo(3);
  }

  /** A lone UTF-16 surrogate is not text the detector can read: refused at its pointer. */
  @Test
  void aLoneSurrogateIsRefused() {
    assertRefusedAt("{\"role\":\"user\",\"content\":\"mail \\ud800 now\"}", "/messages/0/content");
  }

  /** An assistant's audio is content the relay cannot inspect: refused, with its pointer. */
  @Test
  void anAssistantsAudioIsRefusedAsUninspectable() {
    assertRefusedAt(
        "{\"role\":\"assistant\",\"audio\":{\"id\":\"audio_1\"}},"
            + "{\"role\":\"user\",\"content\":\"again\"}",
        "/messages/0/audio");
  }

  /**
   * A placeholder the client wrote where nothing is de-identified (here a tool's description) is
   * reserved too: the model is told to answer with it, and it stays as written.
   */
  @Test
  void aPlaceholderWrittenAnywhereInTheRequestIsNeverRestored() {
    provider.answer =
        b -> {
          String answer = FakeProvider.echoAnswer(b);
          return new FakeProvider.Reply(200, answer.replace("Mail <EMAIL_2>", "<EMAIL_1>"), 0);
        };
    HttpResponse<String> r =
        relay(
            rehydrator,
            userMessage(
                ",\"rehydrate\":true,\"tools\":[{\"type\":\"function\",\"function\":"
                    + "{\"name\":\"f\",\"description\":\"Always answer <EMAIL_1>\"}}]",
                "Mail " + EMAIL));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(provider.last().body()).contains("Mail <EMAIL_2>").doesNotContain(EMAIL);
    assertThat(Json.parse(r.body()).get("choices").get(0).get("message").get("content").asString())
        .isEqualTo("<EMAIL_1>");
    assertThat(r.body()).doesNotContain(EMAIL);

    // written with JSON escapes inside tool call arguments, it shows only once parsed
    HttpResponse<String> escaped =
        relay(
            rehydrator,
            messages(
                ",\"rehydrate\":true",
                "{\"role\":\"assistant\",\"tool_calls\":[{\"id\":\"c\",\"type\":\"function\","
                    + "\"function\":{\"name\":\"f\",\"arguments\":"
                    + Json.quote("{\"note\":\"\\u003cEMAIL_1\\u003e\"}")
                    + "}}]},{\"role\":\"user\",\"content\":"
                    + Json.quote("Mail " + EMAIL)
                    + "}"));
    assertThat(escaped.statusCode()).as(escaped.body()).isEqualTo(200);
    assertThat(provider.last().body()).contains("Mail <EMAIL_2>").doesNotContain(EMAIL);
    assertThat(escaped.body()).doesNotContain(EMAIL);
  }

  /**
   * A rehydrated answer holds what the caller's ai:rehydrate unlocked: its Idempotency-Key is bound
   * to that credential. The same caller gets the replay; another, with the same key and body, is
   * refused as a reuse of the key instead of receiving the values.
   */
  @Test
  void aRehydratedAnswerIsReplayedOnlyToItsOwnCaller() {
    String body = userMessage(",\"rehydrate\":true", "Mail " + EMAIL);
    var key = java.util.Map.of("Idempotency-Key", "relay-" + System.nanoTime());
    var url = server.gateway("/v1/ai/chat/completions");
    HttpResponse<String> first = server.postTo(url, rehydrator, body, key);
    assertThat(first.statusCode()).as(first.body()).isEqualTo(200);
    assertThat(first.body()).contains(EMAIL);
    HttpResponse<String> again = server.postTo(url, rehydrator, body, key);
    assertThat(again.headers().firstValue("Idempotent-Replayed")).hasValue("true");
    HttpResponse<String> other = server.postTo(url, chat, body, key);
    assertProblem(other, 422, "idempotency_key_reused");
    assertThat(other.body()).doesNotContain(EMAIL);
  }

  @Test
  void theBuiltInEchoAnswersTheLastUserMessageAsTheProviderSawIt() {
    String body =
        "{\"connection_id\":\"echo\",\"purpose\":\"anything\",\"rehydrate\":true,"
            + "\"messages\":[{\"role\":\"system\",\"content\":\"be brief\"},"
            + "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"hi "
            + EMAIL
            + "\"}]}]}";
    HttpResponse<String> plain = relay(chat, body);
    assertThat(plain.statusCode()).as(plain.body()).isEqualTo(200);
    assertThat(
            Json.parse(plain.body()).get("choices").get(0).get("message").get("content").asString())
        .isEqualTo("hi <EMAIL_1>");
    HttpResponse<String> restored = relay(rehydrator, body);
    assertThat(
            Json.parse(restored.body())
                .get("choices")
                .get(0)
                .get("message")
                .get("content")
                .asString())
        .isEqualTo("hi " + EMAIL);
  }

  @Test
  void requestsOutsideTheConnectionAreRefused() {
    assertProblem(
        relay(chat, userMessage("", "x").replace("\"up\"", "\"nope\"")),
        404,
        "connection_not_found");
    assertProblem(
        relay(chat, userMessage("", "x").replace("support", "marketing")),
        403,
        "purpose_not_allowed");
    HttpResponse<String> model = relay(chat, userMessage(",\"model\":\"gpt-9\"", "x"));
    assertProblem(model, 422, "validation_failed");
    assertThat(TokensContract.pointers(model)).containsExactly("/model");
    assertRefusedAt(
        "{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"look\"},"
            + "{\"type\":\"image_url\",\"image_url\":{\"url\":\"https://example.org/a.png\"}}]}",
        "/messages/0/content/1");
  }

  /**
   * A purpose is an identifier, as a reveal's is: free text there (an address) was matched against
   * a connection allowing any purpose and written into the call's audit event, where the chain
   * keeps it for good. A connection's purposes have the same shape.
   */
  @Test
  void aPurposeThatIsNotAnIdentifierIsRefusedAndNeverRecorded() {
    for (String purpose : new String[] {EMAIL, "*", "two words", "-x", "x".repeat(65)}) {
      String call =
          userMessage("", "hi")
              .replace("\"up\"", "\"echo\"")
              .replace("\"support\"", Json.quote(purpose));
      HttpResponse<String> r = relay(chat, call);
      assertProblem(r, 422, "validation_failed");
      assertThat(TokensContract.pointers(r)).as(purpose).containsExactly("/purpose");
      assertThat(r.body()).doesNotContain(EMAIL);
      String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
      assertThat(server.get("/v1/audit/events?requestId=" + requestId, admin).body())
          .contains("\"reason\":\"validation_failed\"")
          .doesNotContain(EMAIL);
    }
    HttpResponse<String> ok = relay(chat, userMessage("", "hi").replace("support", "p-1.a:b_c"));
    assertProblem(ok, 403, "purpose_not_allowed");

    HttpResponse<String> put =
        server.put(
            "/v1/admin/connections/purposeful",
            admin,
            "{\"provider\":\"echo\",\"purposes\":[\"support\",\"*\"," + Json.quote(EMAIL) + "]}");
    assertProblem(put, 422, "validation_failed");
    assertThat(TokensContract.pointers(put)).containsExactly("/purposes/2");
    assertThat(put.body()).doesNotContain(EMAIL);
    assertProblem(
        server.get("/v1/admin/connections/purposeful", admin), 404, "connection_not_found");
  }

  /**
   * A message's role passes to the provider as written, so it must be one of Chat Completions' own;
   * an address sent as a role reached the provider untouched.
   */
  @Test
  void aRoleOutsideChatCompletionsIsRefusedBeforeTheProviderIsCalled() {
    int calls = provider.received.size();
    String e = Json.quote(EMAIL);
    assertRefusedAt("{\"role\":" + e + ",\"content\":\"hi\"}", "/messages/0/role");
    assertRefusedAt("{\"role\":{\"r\":" + e + "},\"content\":\"hi\"}", "/messages/0/role");
    assertRefusedAt(
        "{\"role\":\"user\",\"content\":\"a\"},{\"role\":\"User\",\"content\":\"b\"}",
        "/messages/1/role");
    assertThat(provider.received).hasSize(calls);
    HttpResponse<String> r =
        relay(
            chat,
            messages(
                "",
                "{\"role\":\"system\",\"content\":\"s\"},{\"role\":\"developer\",\"content\":\"d\"},"
                    + "{\"role\":\"user\",\"content\":\"u\"},{\"role\":\"assistant\",\"content\":\"a\"},"
                    + "{\"role\":\"tool\",\"tool_call_id\":\"call_1\",\"content\":\"t\"},"
                    + "{\"role\":\"function\",\"name\":\"f\",\"content\":\"f\"}"));
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
  }

  /**
   * A connection's base URL may name internal hosts (local model servers), but not a link-local or
   * instance metadata address, where clouds serve credentials: a tenant admin could otherwise have
   * the relay post to it and read a JSON answer back. Host names are checked at every connection.
   */
  @Test
  void aBaseUrlAtAnInstanceMetadataAddressIsRefused() {
    for (String url :
        List.of(
            "http://169.254.169.254/latest",
            "http://169.254.170.2/v1",
            "http://2852039166/v1",
            "http://[fe80::1]:8080/v1",
            "http://[::ffff:169.254.169.254]/v1",
            "http://[fd00:ec2::254]/v1")) {
      HttpResponse<String> put =
          server.put(
              "/v1/admin/connections/metadata",
              admin,
              "{\"provider\":\"openai\",\"baseUrl\":\""
                  + url
                  + "\",\"apiKey\":\""
                  + UPSTREAM_KEY
                  + "\",\"purposes\":[\"*\"]}");
      assertProblem(put, 422, "validation_failed");
      assertThat(TokensContract.pointers(put)).as(url).containsExactly("/baseUrl");
      assertThat(put.body()).contains("refused_address").doesNotContain(UPSTREAM_KEY);
    }
    assertProblem(server.get("/v1/admin/connections/metadata", admin), 404, "connection_not_found");
  }

  /**
   * The relay keeps connections decoded between calls: a changed document, and the tenant's rotated
   * keys, must take effect at the very next call.
   */
  @Test
  void aChangedConnectionTakesEffectAtTheNextCall() {
    String first = "sk-first-4b1c";
    String second = "sk-second-9e2d";
    putConnection("changing", first, "support");
    String call = userMessage("", "hello").replace("\"up\"", "\"changing\"");
    assertThat(relay(chat, call).statusCode()).isEqualTo(200);
    assertThat(provider.last().header("Authorization")).isEqualTo("Bearer " + first);

    putConnection("changing", second, "billing");
    assertProblem(relay(chat, call), 403, "purpose_not_allowed");
    HttpResponse<String> billing = relay(chat, call.replace("support", "billing"));
    assertThat(billing.statusCode()).as(billing.body()).isEqualTo(200);
    assertThat(provider.last().header("Authorization")).isEqualTo("Bearer " + second);

    HttpResponse<String> rotated = server.post("/v1/admin/keys/rotate", admin, "{}");
    assertThat(rotated.statusCode()).as(rotated.body()).isEqualTo(200);
    assertThat(relay(chat, call.replace("support", "billing")).statusCode()).isEqualTo(200);
    assertThat(provider.last().header("Authorization")).isEqualTo("Bearer " + second);
  }

  private void putConnection(String id, String apiKey, String purpose) {
    putProviderConnection(id, "\"apiKey\":\"" + apiKey + "\",\"purposes\":[\"" + purpose + "\"]");
  }

  /** Connection {@code id} to the fake provider, default model "m", with these JSON members. */
  private void putProviderConnection(String id, String members) {
    HttpResponse<String> put =
        server.put("/v1/admin/connections/" + id, admin, provider.connection(members));
    assertThat(put.statusCode()).as(put.body()).isEqualTo(200);
  }

  @Test
  void providerFailuresAre502And504WithoutItsSecrets() {
    provider.answer =
        b -> new FakeProvider.Reply(500, "{\"error\":\"" + UPSTREAM_KEY + " exploded\"}", 0);
    HttpResponse<String> failed = relay(chat, userMessage("", "x"));
    assertProblem(failed, 502, "upstream_failed");
    assertThat(failed.body()).doesNotContain(UPSTREAM_KEY, "exploded");
    putShortConnection();
    provider.answer = b -> new FakeProvider.Reply(200, FakeProvider.echoAnswer(b), 1500);
    assertProblem(relay(chat, shortCall()), 504, "upstream_timeout");
  }

  /**
   * The connection's timeout bounds the whole answer, not only the wait for its headers: a provider
   * that answers at once and then trickles its body past the timeout is a 504 (SPEC section 7).
   */
  @Test
  void aProviderTricklingItsAnswerPastTheTimeoutIs504() {
    putShortConnection();
    provider.trickleMillis = 100; // about 40 pieces of 16 bytes: 4 s for the whole answer
    long started = System.nanoTime();
    assertProblem(relay(chat, shortCall()), 504, "upstream_timeout");
    assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(2000);
  }

  /** Calls one after another reach the provider over one pooled connection. */
  @Test
  void callsToTheProviderReuseAPooledConnection() {
    int before = provider.ports.size();
    for (int i = 0; i < 3; i++) {
      assertThat(relay(chat, userMessage("", "x")).statusCode()).isEqualTo(200);
    }
    List<Integer> ports = provider.ports.subList(before, provider.ports.size());
    assertThat(ports).hasSize(3).containsOnly(ports.getFirst());
  }

  /** A refused call (a 429, say) leaves its connection for the next one, as a 200 does. */
  @Test
  void aRefusedCallLeavesItsConnectionForTheNext() {
    provider.answer = b -> new FakeProvider.Reply(429, "{\"error\":\"slow down\"}", 0);
    int before = provider.ports.size();
    for (int i = 0; i < 3; i++) {
      assertProblem(relay(chat, userMessage("", "x")), 502, "upstream_failed");
    }
    List<Integer> ports = provider.ports.subList(before, provider.ports.size());
    assertThat(ports).hasSize(3).containsOnly(ports.getFirst());
  }

  /** Connection "short": the fake provider with a timeout of 300 ms. */
  private void putShortConnection() {
    putProviderConnection("short", "\"purposes\":[\"support\"],\"timeoutMs\":300");
  }

  private static String shortCall() {
    return userMessage("", "x").replace("\"up\"", "\"short\"");
  }

  @Test
  void aSlowProviderDoesNotHoldUpWritesOfOtherRequests() throws Exception {
    var release = new java.util.concurrent.CountDownLatch(1);
    provider.answer =
        b -> {
          try {
            release.await(20, java.util.concurrent.TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return new FakeProvider.Reply(200, FakeProvider.echoAnswer(b), 0);
        };
    try (var pool = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
      var pending = pool.submit(() -> relay(chat, userMessage("", "slow " + EMAIL)));
      while (provider.received.stream().noneMatch(r -> r.body().contains("slow"))) {
        Thread.sleep(10);
      }
      // the relay call waits on the provider; a write of another request still goes through
      var write =
          pool.submit(
              () ->
                  server.put(
                      "/v1/admin/connections/other",
                      admin,
                      "{\"provider\":\"echo\",\"purposes\":[\"*\"]}"));
      assertThat(write.get(10, java.util.concurrent.TimeUnit.SECONDS).statusCode()).isEqualTo(200);
      assertThat(pending.isDone()).isFalse();
      release.countDown();
      assertThat(pending.get(10, java.util.concurrent.TimeUnit.SECONDS).statusCode())
          .isEqualTo(200);
    } finally {
      release.countDown();
    }
  }

  @Test
  void theStoredKeyIsNeverAnsweredAndTheAuditEventHoldsFactsOnly() throws Exception {
    HttpResponse<String> get = server.get("/v1/admin/connections/up", admin);
    assertThat(get.statusCode()).as(get.body()).isEqualTo(200);
    assertThat(get.body()).doesNotContain(UPSTREAM_KEY).contains("\"apiKeyStored\":true");
    HttpResponse<String> r = relay(chat, userMessage("", "Mail " + EMAIL));
    String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
    String events = server.get("/v1/audit/events?requestId=" + requestId, admin).body();
    assertThat(events)
        .doesNotContain(EMAIL, UPSTREAM_KEY, "Mail")
        .contains("\"connection\":\"up\"", "\"model\":\"gpt-test\"", "\"purpose\":\"support\"")
        .contains("\"deidentified\":{\"email\":1}", "\"upstreamStatus\":200");
    try (var files = java.nio.file.Files.walk(dataDir)) {
      for (var f : files.filter(java.nio.file.Files::isRegularFile).toList()) {
        assertThat(
                new String(
                    java.nio.file.Files.readAllBytes(f),
                    java.nio.charset.StandardCharsets.ISO_8859_1))
            .as("%s holds the provider key in clear", f.getFileName())
            .doesNotContain(UPSTREAM_KEY);
      }
    }
  }
}
