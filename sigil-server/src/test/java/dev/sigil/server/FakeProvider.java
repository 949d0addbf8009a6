package dev.sigil.server;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * A real OpenAI-compatible provider on loopback for relay tests: it records every request it
 * receives (headers and body) and answers what {@link #answer} makes of the request body.
 */
final class FakeProvider implements AutoCloseable {
  record Received(String path, Map<String, List<String>> headers, String body) {
    String header(String name) {
      return headers.entrySet().stream()
          .filter(e -> e.getKey().equalsIgnoreCase(name))
          .map(e -> String.join(",", e.getValue()))
          .findFirst()
          .orElse("");
    }
  }

  record Reply(int status, String body, long delayMillis) {}

  /**
   * A streamed answer: these events' data, then silence for {@code hangMillis}, then the end. An
   * event starting with ':' is written as a comment line (a keep-alive), one of the form "sleep:N"
   * pauses N ms. {@code contentType} is the answer's.
   */
  record Stream(List<String> events, long hangMillis, String contentType) {
    Stream(List<String> events, long hangMillis) {
      this(events, hangMillis, "text/event-stream");
    }
  }

  final List<Received> received = new CopyOnWriteArrayList<>();

  /**
   * The relay's port of each request's connection, in order: the same port, the same connection.
   */
  final List<Integer> ports = new CopyOnWriteArrayList<>();

  /** Counted down when the relay closes a stream's connection before the stream's end. */
  volatile java.util.concurrent.CountDownLatch streamAbandoned =
      new java.util.concurrent.CountDownLatch(1);

  /** When above 0, a plain answer's body is written 16 bytes at a time with this pause between. */
  volatile long trickleMillis;

  /** How a request with {@code "stream": true} is answered. */
  volatile Function<String, Stream> stream = body -> new Stream(echoChunks(body, 7), 0);

  volatile Function<String, Reply> answer = body -> new Reply(200, echoAnswer(body), 0);

  /** Back to the default answers, after a test that changed them. */
  void reset() {
    stream = body -> new Stream(echoChunks(body, 7), 0);
    answer = body -> new Reply(200, echoAnswer(body), 0);
    trickleMillis = 0;
    streamAbandoned = new java.util.concurrent.CountDownLatch(1);
  }

  private final HttpServer server;

  FakeProvider() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
    server.createContext(
        "/",
        exchange -> {
          String body =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          received.add(
              new Received(
                  exchange.getRequestURI().getPath(),
                  Map.copyOf(exchange.getRequestHeaders()),
                  body));
          ports.add(exchange.getRemoteAddress().getPort());
          if (Json.parse(body).path("stream").asBoolean(false)) {
            stream(exchange, stream.apply(body), streamAbandoned);
            return;
          }
          Reply reply = answer.apply(body);
          if (reply.delayMillis() > 0) {
            try {
              Thread.sleep(reply.delayMillis());
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
          byte[] out = reply.body().getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(reply.status(), out.length);
          try (OutputStream os = exchange.getResponseBody()) {
            long pause = trickleMillis;
            int step = pause > 0 ? 16 : Math.max(1, out.length);
            for (int i = 0; i < out.length; i += step) {
              os.write(out, i, Math.min(step, out.length - i));
              os.flush();
              Thread.sleep(pause);
            }
          } catch (IOException | InterruptedException e) {
            // the relay gave up waiting
          }
        });
    server.start();
  }

  private static void stream(
      com.sun.net.httpserver.HttpExchange exchange,
      Stream s,
      java.util.concurrent.CountDownLatch abandoned)
      throws IOException {
    exchange.getResponseHeaders().add("Content-Type", s.contentType());
    exchange.sendResponseHeaders(200, 0);
    try (OutputStream os = exchange.getResponseBody()) {
      for (String data : s.events()) {
        if (data.startsWith("sleep:")) {
          Thread.sleep(Long.parseLong(data.substring(6)));
          continue;
        }
        String line = data.startsWith(":") ? data + "\n" : "data: " + data + "\n\n";
        os.write(line.getBytes(StandardCharsets.UTF_8));
        os.flush();
      }
      if (s.hangMillis() > 0) {
        Thread.sleep(s.hangMillis());
      }
    } catch (IOException e) {
      abandoned.countDown(); // the relay stopped listening
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * The streamed form of {@link #echoAnswer}: for each of {@code n} choices, the last message's
   * content and a tool call whose arguments carry it, both cut into pieces of {@code size}
   * characters and interleaved; then each choice's finish chunk and {@code [DONE]}.
   */
  static List<String> echoChunks(String requestBody, int size) {
    var request = Json.parse(requestBody);
    var messages = request.get("messages");
    String last = messages.get(messages.size() - 1).get("content").asString();
    String arguments = "{\"note\":" + Json.quote(last) + "}";
    int n = request.path("n").asInt(1);
    List<String> out = new java.util.ArrayList<>();
    int longest = Math.max(last.length(), arguments.length());
    for (int i = 0; i < longest; i += size) {
      for (int c = 0; c < n; c++) {
        if (i < last.length()) {
          out.add(chunk(c, "{\"content\":" + Json.quote(piece(last, i, size)) + "}", null));
        }
        if (i < arguments.length()) {
          out.add(
              chunk(
                  c,
                  "{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":"
                      + Json.quote(piece(arguments, i, size))
                      + "}}]}",
                  null));
        }
      }
    }
    for (int c = 0; c < n; c++) {
      out.add(chunk(c, "{}", "stop"));
    }
    out.add("[DONE]");
    return out;
  }

  private static String piece(String s, int from, int size) {
    return s.substring(from, Math.min(s.length(), from + size));
  }

  private static String chunk(int choice, String delta, String finish) {
    return "{\"id\":\"chatcmpl-s\",\"object\":\"chat.completion.chunk\",\"created\":1,"
        + "\"model\":\"m\",\"choices\":[{\"index\":"
        + choice
        + ",\"delta\":"
        + delta
        + ",\"finish_reason\":"
        + (finish == null ? "null" : "\"" + finish + "\"")
        + "}]}";
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
  }

  /**
   * A connection document (PUT /v1/admin/connections/{id}) for an OpenAI connection to this
   * provider, default model "m", with these further JSON members.
   */
  String connection(String members) {
    return "{\"provider\":\"openai\",\"baseUrl\":\""
        + baseUrl()
        + "\",\"defaultModel\":\"m\","
        + members
        + "}";
  }

  Received last() {
    return received.getLast();
  }

  /**
   * An answer whose content is the last message's content, and whose one tool call carries the last
   * message's content inside its JSON arguments.
   */
  static String echoAnswer(String requestBody) {
    var messages = Json.parse(requestBody).get("messages");
    String last = messages.get(messages.size() - 1).get("content").asString();
    String arguments = "{\"note\":" + Json.quote(last) + "}";
    return "{\"id\":\"chatcmpl-1\",\"object\":\"chat.completion\",\"created\":1,"
        + "\"model\":"
        + Json.quote(Json.parse(requestBody).get("model").asString())
        + ",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":"
        + Json.quote(last)
        + ",\"tool_calls\":[{\"id\":\"call_1\",\"type\":\"function\",\"function\":"
        + "{\"name\":\"save\",\"arguments\":"
        + Json.quote(arguments)
        + "}}]},\"finish_reason\":\"stop\"}],"
        + "\"usage\":{\"prompt_tokens\":1,\"completion_tokens\":1,\"total_tokens\":2}}";
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
