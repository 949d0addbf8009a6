package dev.sigil.client;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * A local HTTP server answering scripted bodies by path (query ignored), with {@code X-Request-Id:
 * req-1} unless told otherwise, and recording each request body by path.
 */
final class StubService implements AutoCloseable {
  /** One scripted answer. */
  record Reply(int status, String contentType, String body, @Nullable String requestId) {}

  private final HttpServer server;
  private final Map<String, Reply> replies = new ConcurrentHashMap<>();
  final Map<String, String> received = new ConcurrentHashMap<>();

  StubService() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/",
        ex -> {
          String path = ex.getRequestURI().getPath();
          received.put(
              path, new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
          Reply r = replies.getOrDefault(path, new Reply(404, "text/plain", "none", "req-404"));
          ex.getResponseHeaders().add("Content-Type", r.contentType());
          if (r.requestId() != null) {
            ex.getResponseHeaders().add("X-Request-Id", r.requestId());
          }
          byte[] b = r.body().getBytes(StandardCharsets.UTF_8);
          ex.sendResponseHeaders(r.status(), b.length);
          ex.getResponseBody().write(b);
          ex.close();
        });
    server.start();
  }

  /** Answers {@code json} (single quotes become double quotes) with 200 at {@code path}. */
  StubService json(String path, String json) {
    return reply(path, new Reply(200, "application/json", json.replace('\'', '"'), "req-1"));
  }

  StubService reply(String path, Reply reply) {
    replies.put(path, reply);
    return this;
  }

  SigilClient client() {
    String url = "http://127.0.0.1:" + server.getAddress().getPort();
    return SigilClient.create(
        SigilConfig.builder()
            .gatewayUrl(url)
            .vaultUrl(url)
            .token("sgl_x_y")
            .retryPolicy(new RetryPolicy(1, Duration.ofMillis(1), Duration.ofMillis(1)))
            .build());
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
