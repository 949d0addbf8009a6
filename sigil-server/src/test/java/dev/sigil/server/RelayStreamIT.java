package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Streamed relay calls over real sockets (SPEC section 7, issue 7): events relayed as they come,
 * placeholders restored whatever the chunking, the sigil object last, failures as error events.
 */
class RelayStreamIT extends ServerTestBase {
  private static final String TEXT =
      "Ask \"Zoe\" at zoe.quintana@example.org or amir.haddad@example.net, thanks";

  /** TEXT as the provider receives it. */
  private static final String DEIDENTIFIED = "Ask \"<NAME_1>\" at <EMAIL_1> or <EMAIL_2>, thanks";

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
    for (String[] c : new String[][] {{"up", "25000"}, {"quick", "400"}}) {
      HttpResponse<String> put =
          server.put(
              "/v1/admin/connections/" + c[0],
              admin,
              "{\"provider\":\"openai\",\"baseUrl\":\""
                  + provider.baseUrl()
                  + "\",\"purposes\":[\"*\"],\"defaultModel\":\"m\",\"timeoutMs\":"
                  + c[1]
                  + ",\"rehydration\":{\"allowed\":true}}");
      assertThat(put.statusCode()).as(put.body()).isEqualTo(200);
    }
  }

  @AfterEach
  void resetProvider() {
    provider.reset();
  }

  @AfterAll
  void stopProvider() {
    provider.close();
  }

  /**
   * What a client reassembles from the events: per choice, content, tool arguments and the legacy
   * function call's arguments.
   */
  record Streamed(
      Map<Integer, String> content,
      Map<Integer, String> arguments,
      Map<Integer, String> functionArguments,
      List<JsonNode> chunks,
      boolean done,
      String raw,
      String requestId) {}

  private Streamed stream(String token, String connection, boolean rehydrate, int n) {
    String body =
        "{\"connection_id\":\""
            + connection
            + "\",\"purpose\":\"support\",\"stream\":true,\"n\":"
            + n
            + ",\"rehydrate\":"
            + rehydrate
            + ",\"messages\":[{\"role\":\"user\",\"content\":"
            + Json.quote(TEXT)
            + "}]}";
    HttpResponse<String> r =
        server.send(
            TestServer.authorized(
                    HttpRequest.newBuilder(server.gateway("/v1/ai/chat/completions")), token)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build());
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
    Map<Integer, StringBuilder> content = new TreeMap<>();
    Map<Integer, StringBuilder> arguments = new TreeMap<>();
    Map<Integer, StringBuilder> function = new TreeMap<>();
    List<JsonNode> chunks = new ArrayList<>();
    boolean done = false;
    for (String line : r.body().split("\n")) {
      if (!line.startsWith("data: ")) {
        continue;
      }
      String data = line.substring(6);
      if (data.equals("[DONE]")) {
        done = true;
        continue;
      }
      JsonNode chunk = Json.parse(data);
      chunks.add(chunk);
      for (JsonNode choice : chunk.path("choices")) {
        int c = choice.path("index").asInt();
        JsonNode delta = choice.path("delta");
        content
            .computeIfAbsent(c, k -> new StringBuilder())
            .append(delta.path("content").asString(""));
        for (JsonNode call : delta.path("tool_calls")) {
          arguments
              .computeIfAbsent(c, k -> new StringBuilder())
              .append(call.path("function").path("arguments").asString(""));
        }
        if (delta.has("function_call")) {
          function
              .computeIfAbsent(c, k -> new StringBuilder())
              .append(delta.path("function_call").path("arguments").asString(""));
        }
      }
    }
    Map<Integer, String> c = new TreeMap<>();
    content.forEach((k, v) -> c.put(k, v.toString()));
    Map<Integer, String> a = new TreeMap<>();
    arguments.forEach((k, v) -> a.put(k, v.toString()));
    Map<Integer, String> f = new TreeMap<>();
    function.forEach((k, v) -> f.put(k, v.toString()));
    return new Streamed(
        c, a, f, chunks, done, r.body(), r.headers().firstValue("X-Request-Id").orElseThrow());
  }

  @Test
  void everyChunkingYieldsTheOriginalTextForEveryChoiceAndToolCall() {
    String arguments = "{\"note\":" + Json.quote(TEXT) + "}";
    int longest = arguments.length();
    for (int size : new int[] {1, 2, 3, 4, 5, 7, 11, 16, 23, 40, longest}) {
      provider.stream = b -> new FakeProvider.Stream(FakeProvider.echoChunks(b, size), 0);
      Streamed s = stream(rehydrator, "up", true, 2);
      assertThat(provider.last().body()).doesNotContain("zoe.quintana", "amir.haddad", "Zoe");
      for (int c = 0; c < 2; c++) {
        assertThat(s.content().get(c)).as("content, size %d", size).isEqualTo(TEXT);
        assertThat(s.arguments().get(c)).as("arguments, size %d", size).isEqualTo(arguments);
      }
      assertThat(s.done()).isTrue();
      JsonNode sigil = s.chunks().getLast().get("sigil");
      assertThat(sigil.get("rehydration").get("status").asString()).isEqualTo("applied");
      assertThat(sigil.get("deidentified").get("email").intValue()).isEqualTo(2);
      assertThat(sigil.get("deidentified").get("name").intValue()).isEqualTo(1);
    }
  }

  @Test
  void withoutRehydrationThePlaceholdersStay() {
    Streamed s = stream(chat, "up", true, 1);
    assertThat(s.content().get(0)).isEqualTo(DEIDENTIFIED).doesNotContain("zoe.quintana");
    assertThat(s.raw()).doesNotContain("zoe.quintana", "amir.haddad");
    assertThat(s.chunks().getLast().get("sigil").get("rehydration").get("reason").asString())
        .isEqualTo("missing_scope");
  }

  @Test
  void theEchoStreamsToo() {
    Streamed s = stream(rehydrator, "echo", true, 1);
    assertThat(s.content().get(0)).isEqualTo(TEXT);
    assertThat(s.done()).isTrue();
  }

  @Test
  void aProviderThatGoesSilentEndsTheStreamWithWhatWasHeldAndAnError() {
    provider.stream =
        b -> {
          List<String> events = FakeProvider.echoChunks(b, 5);
          // cut inside the first placeholder, then hang past the connection's timeout
          return new FakeProvider.Stream(events.subList(0, 4), 3000);
        };
    long started = System.nanoTime();
    Streamed s = stream(rehydrator, "quick", true, 1);
    assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(2900);
    assertThat(s.done()).isFalse();
    assertThat(s.raw()).contains("\"error\"", "went silent");
    // the cut fell inside "<NAME_1>": what was held back comes out as it was, unrestored
    assertThat(s.content().get(0)).isEqualTo("Ask \"<NAME");
    assertThat(DEIDENTIFIED).startsWith(s.content().get(0));
  }

  /** Streams one after another reach the provider over one pooled connection, as plain calls do. */
  @Test
  void aFinishedStreamsConnectionIsUsedAgain() {
    int before = provider.ports.size();
    for (int i = 0; i < 3; i++) {
      assertThat(stream(rehydrator, "up", true, 1).done()).isTrue();
    }
    List<Integer> ports = provider.ports.subList(before, provider.ports.size());
    assertThat(ports).hasSize(3).containsOnly(ports.getFirst());
  }

  /**
   * A provider that keeps its body open after [DONE] (2 s here) does not hold the client's answer:
   * it ends within 1 s, the sigil chunk and [DONE] last, and the call is audited as any other. That
   * the answer ends before the relay's brief read of the provider's last bytes (5 ms at most), not
   * after it, is StreamsTest's to check: this test passes either way.
   */
  @Test
  void aProviderHoldingItsBodyOpenAfterDoneDoesNotHoldTheAnswer() {
    provider.stream = b -> new FakeProvider.Stream(FakeProvider.echoChunks(b, 7), 2000);
    long started = System.nanoTime();
    Streamed s = stream(rehydrator, "up", true, 1);
    assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(1000);
    assertThat(s.done()).isTrue();
    assertThat(s.content().get(0)).isEqualTo(TEXT);
    JsonNode sigil = s.chunks().getLast().get("sigil");
    assertThat(sigil.get("requestId").asString()).isEqualTo(s.requestId());
    assertThat(sigil.get("rehydration").get("status").asString()).isEqualTo("applied");
    String events = server.get("/v1/audit/events?requestId=" + s.requestId(), admin).body();
    assertThat(Json.parse(events).get("events").size()).isEqualTo(1);
    assertThat(events)
        .doesNotContain("zoe.quintana", "Zoe")
        .contains("\"deidentified\":{\"email\":2,\"name\":1}", "\"upstreamStatus\":200");
  }

  /**
   * A client that goes away mid-stream stops the call (issue 7): the relay closes the provider's
   * connection instead of reading the rest of its stream.
   */
  @Test
  void aClientThatGoesAwayEndsTheCallToTheProvider() throws Exception {
    provider.stream =
        b -> {
          List<String> events = new ArrayList<>();
          for (String chunk : FakeProvider.echoChunks(b, 1)) { // hundreds: 50 ms apart, many s
            events.add(chunk);
            events.add("sleep:50");
          }
          return new FakeProvider.Stream(events, 0);
        };
    String body =
        "{\"connection_id\":\"up\",\"purpose\":\"support\",\"stream\":true,"
            + "\"messages\":[{\"role\":\"user\",\"content\":"
            + Json.quote(TEXT)
            + "}]}";
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    try (Socket socket = new Socket("127.0.0.1", server.gateway("/").getPort())) {
      socket
          .getOutputStream()
          .write(
              ("POST /v1/ai/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                      + "Authorization: Bearer "
                      + rehydrator
                      + "\r\nContent-Type: application/json\r\nContent-Length: "
                      + bytes.length
                      + "\r\n\r\n")
                  .getBytes(StandardCharsets.UTF_8));
      socket.getOutputStream().write(bytes);
      BufferedReader in =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
      String line;
      do {
        line = in.readLine();
      } while (line != null && !line.startsWith("data: "));
      assertThat(line).as("the first event").isNotNull();
    }
    assertThat(provider.streamAbandoned.await(3, TimeUnit.SECONDS))
        .as("the provider's connection closed early")
        .isTrue();
  }

  /**
   * A provider that sends only keep-alives is never silent, yet cannot hold the call forever: the
   * connection's streamTimeoutMs bounds the whole stream, which then ends as a silent one does.
   */
  @Test
  void aStreamLongerThanItsStreamTimeoutEndsWithWhatWasHeldAndAnError() {
    putConnection("bounded", ",\"timeoutMs\":400,\"streamTimeoutMs\":1000");
    provider.stream =
        b -> {
          // cut inside the first placeholder, then keep-alives for 6 s, never silent for 400 ms
          List<String> events = new ArrayList<>(FakeProvider.echoChunks(b, 5).subList(0, 4));
          for (int i = 0; i < 60; i++) {
            events.add("sleep:100");
            events.add(": ping");
          }
          events.add("[DONE]");
          return new FakeProvider.Stream(events, 0);
        };
    long started = System.nanoTime();
    Streamed s = stream(rehydrator, "bounded", true, 1);
    assertThat((System.nanoTime() - started) / 1_000_000).isLessThan(4000);
    assertThat(s.done()).isFalse();
    assertThat(s.raw()).contains("\"error\"", "lasted longer than the connection allows");
    assertThat(s.raw()).doesNotContain("went silent", "zoe.quintana", "Zoe");
    assertThat(s.content().get(0)).isEqualTo("Ask \"<NAME");
    // the sigil chunk, then the error event
    assertThat(s.chunks().getLast().get("error").get("type").asString())
        .isEqualTo("upstream_failed");
    JsonNode sigil = s.chunks().get(s.chunks().size() - 2).get("sigil");
    assertThat(sigil.get("rehydration").get("status").asString()).isEqualTo("applied");
  }

  /**
   * streamTimeoutMs is optional (default 10 min), at most an hour, and not below timeoutMs (which
   * the wait for the answer's first byte may take); each refusal names its pointer.
   */
  @Test
  void theStreamTimeoutIsValidatedAndAnswered() {
    String base =
        "{\"provider\":\"openai\",\"baseUrl\":\""
            + provider.baseUrl()
            + "\",\"purposes\":[\"*\"],\"defaultModel\":\"m\",\"timeoutMs\":5000";
    for (String bad : new String[] {"0", "3600001", "\"60000\"", "1.5", "4999"}) {
      HttpResponse<String> r =
          server.put("/v1/admin/connections/st", admin, base + ",\"streamTimeoutMs\":" + bad + "}");
      assertProblem(r, 422, "validation_failed");
      assertThat(TokensContract.pointers(r)).as(bad).containsExactly("/streamTimeoutMs");
    }
    HttpResponse<String> put =
        server.put("/v1/admin/connections/st", admin, base + ",\"streamTimeoutMs\":3600000}");
    assertThat(put.statusCode()).as(put.body()).isEqualTo(200);
    assertThat(Json.parse(put.body()).get("streamTimeoutMs").longValue()).isEqualTo(3_600_000);
    HttpResponse<String> defaulted = server.put("/v1/admin/connections/st", admin, base + "}");
    assertThat(defaulted.statusCode()).as(defaulted.body()).isEqualTo(200);
    HttpResponse<String> get = server.get("/v1/admin/connections/st", admin);
    assertThat(Json.parse(get.body()).get("streamTimeoutMs").longValue()).isEqualTo(600_000);
  }

  /**
   * OpenAI's deprecated {@code function_call} deltas: their arguments are restored like a tool
   * call's, whatever the chunking, a placeholder split across chunks included.
   */
  @Test
  void aLegacyFunctionCallsArgumentsAreRestoredWhateverTheChunking() {
    String arguments = "{\"note\":" + Json.quote(TEXT) + "}";
    for (int size : new int[] {1, 2, 3, 5, 7, 11, 23, arguments.length()}) {
      provider.stream = b -> new FakeProvider.Stream(functionCallChunks(b, size), 0);
      Streamed s = stream(rehydrator, "up", true, 1);
      assertThat(provider.last().body()).doesNotContain("zoe.quintana", "amir.haddad", "Zoe");
      assertThat(s.functionArguments().get(0)).as("size %d", size).isEqualTo(arguments);
      assertThat(s.done()).isTrue();
    }
    provider.stream = b -> new FakeProvider.Stream(functionCallChunks(b, 4), 0);
    Streamed denied = stream(chat, "up", true, 1);
    assertThat(denied.functionArguments().get(0))
        .isEqualTo("{\"note\":" + Json.quote(DEIDENTIFIED) + "}");
  }

  /** A legacy function call's stream: its name, then its arguments in pieces of {@code size}. */
  private static List<String> functionCallChunks(String requestBody, int size) {
    var messages = Json.parse(requestBody).get("messages");
    String last = messages.get(messages.size() - 1).get("content").asString();
    String arguments = "{\"note\":" + Json.quote(last) + "}";
    List<String> out = new ArrayList<>();
    out.add(
        legacyChunk(
            "{\"role\":\"assistant\",\"content\":null,\"function_call\":"
                + "{\"name\":\"save\",\"arguments\":\"\"}}",
            null));
    for (int i = 0; i < arguments.length(); i += size) {
      String piece = arguments.substring(i, Math.min(arguments.length(), i + size));
      out.add(legacyChunk("{\"function_call\":{\"arguments\":" + Json.quote(piece) + "}}", null));
    }
    out.add(legacyChunk("{}", "\"function_call\""));
    out.add("[DONE]");
    return out;
  }

  private static String legacyChunk(String delta, String finish) {
    return "{\"id\":\"chatcmpl-f\",\"object\":\"chat.completion.chunk\",\"created\":1,"
        + "\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":"
        + delta
        + ",\"finish_reason\":"
        + finish
        + "}]}";
  }

  private void putConnection(String id, String extra) {
    HttpResponse<String> put =
        server.put(
            "/v1/admin/connections/" + id,
            admin,
            provider.connection("\"purposes\":[\"*\"],\"rehydration\":{\"allowed\":true}" + extra));
    assertThat(put.statusCode()).as(put.body()).isEqualTo(200);
  }

  /** Keep-alive comments are not silence: the stream outlives the connection's 400 ms timeout. */
  @Test
  void keepAliveCommentsAreNotSilence() {
    provider.stream =
        b -> {
          List<String> events = new ArrayList<>(FakeProvider.echoChunks(b, 5));
          List<String> pings = new ArrayList<>();
          for (int i = 0; i < 8; i++) {
            pings.add("sleep:150");
            pings.add(": ping");
          }
          events.addAll(3, pings);
          return new FakeProvider.Stream(events, 0);
        };
    Streamed s = stream(rehydrator, "quick", true, 1);
    assertThat(s.raw()).doesNotContain("went silent");
    assertThat(s.done()).isTrue();
    assertThat(s.content().get(0)).isEqualTo(TEXT);
  }

  /**
   * A 2xx answer that is not an event stream is the provider's failure, answered 502 before the
   * relay starts its own stream (SPEC section 7).
   */
  @Test
  void anAnswerThatIsNotAnEventStreamIs502() {
    provider.stream =
        b -> new FakeProvider.Stream(List.of("<html>maintenance</html>"), 0, "text/html");
    HttpResponse<String> r =
        server.post(
            "/v1/ai/chat/completions",
            chat,
            "{\"connection_id\":\"up\",\"purpose\":\"support\",\"stream\":true,"
                + "\"messages\":[{\"role\":\"user\",\"content\":\"hi\"}]}");
    assertProblem(r, 502, "upstream_failed");
    assertThat(r.body()).doesNotContain("maintenance");
  }

  @Test
  void theStreamedCallIsAuditedWithoutContent() {
    HttpResponse<String> r =
        server.send(
            TestServer.authorized(
                    HttpRequest.newBuilder(server.gateway("/v1/ai/chat/completions")), chat)
                .header("Content-Type", "application/json")
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        "{\"connection_id\":\"up\",\"purpose\":\"support\",\"stream\":true,"
                            + "\"messages\":[{\"role\":\"user\",\"content\":"
                            + Json.quote(TEXT)
                            + "}]}"))
                .build());
    assertThat(r.statusCode()).isEqualTo(200);
    String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
    String events = server.get("/v1/audit/events?requestId=" + requestId, admin).body();
    assertThat(Json.parse(events).get("events").size()).isEqualTo(1);
    assertThat(events)
        .doesNotContain("zoe.quintana", "Zoe", "thanks")
        .contains("\"deidentified\":{\"email\":2,\"name\":1}", "\"upstreamStatus\":200");
  }
}
