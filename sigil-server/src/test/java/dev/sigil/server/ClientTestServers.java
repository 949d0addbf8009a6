package dev.sigil.server;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** Small JDK HTTP servers that misbehave on purpose, for the client's retry tests. */
final class ClientTestServers {
  private ClientTestServers() {}

  /** One scripted answer: status, extra header (name, value or nulls), body. */
  record Scripted(int status, String header, String value, String body) {}

  /** A server answering from a script, one entry per request, repeating the last; records keys. */
  static final class Flaky implements AutoCloseable {
    final HttpServer http;
    final List<String> keys = new CopyOnWriteArrayList<>();
    private final List<Scripted> script;
    private final AtomicInteger next = new AtomicInteger();

    Flaky(List<Scripted> script) throws IOException {
      this.script = script;
      http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
      http.createContext("/", this::answer);
      http.start();
    }

    String url() {
      return "http://127.0.0.1:" + http.getAddress().getPort();
    }

    private void answer(HttpExchange ex) throws IOException {
      ex.getRequestBody().readAllBytes();
      keys.add(String.valueOf(ex.getRequestHeaders().getFirst("Idempotency-Key")));
      Scripted s = script.get(Math.min(next.getAndIncrement(), script.size() - 1));
      boolean problem = s.status() >= 400;
      ex.getResponseHeaders()
          .add("Content-Type", problem ? "application/problem+json" : "application/json");
      ex.getResponseHeaders().add("X-Request-Id", "req-" + next.get());
      if (s.header() != null) {
        ex.getResponseHeaders().add(s.header(), s.value());
      }
      byte[] body = s.body().getBytes(StandardCharsets.UTF_8);
      ex.sendResponseHeaders(s.status(), body.length);
      ex.getResponseBody().write(body);
      ex.close();
    }

    @Override
    public void close() {
      http.stop(0);
    }
  }

  /**
   * A proxy in front of the real service that forwards every request, but drops the answer of the
   * first one (the connection closes without a response): a lost response.
   */
  static final class LosingProxy implements AutoCloseable {
    final HttpServer http;
    final List<String> keys = new CopyOnWriteArrayList<>();
    private final URI target;
    private final AtomicInteger seen = new AtomicInteger();
    private final HttpClient forward = HttpClient.newHttpClient();

    LosingProxy(URI target) throws IOException {
      this.target = target;
      http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
      http.createContext("/", this::relay);
      http.start();
    }

    String url() {
      return "http://127.0.0.1:" + http.getAddress().getPort();
    }

    private void relay(HttpExchange ex) throws IOException {
      byte[] in = ex.getRequestBody().readAllBytes();
      String key = ex.getRequestHeaders().getFirst("Idempotency-Key");
      keys.add(String.valueOf(key));
      HttpRequest.Builder b =
          HttpRequest.newBuilder(target.resolve(ex.getRequestURI().toString()))
              .method(ex.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(in));
      for (String h : List.of("Authorization", "Content-Type", "Idempotency-Key")) {
        String v = ex.getRequestHeaders().getFirst(h);
        if (v != null) {
          b.header(h, v);
        }
      }
      HttpResponse<byte[]> r;
      try {
        r = forward.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException(e);
      }
      if (seen.getAndIncrement() == 0) {
        // the service did the work; its answer never reaches the client
        throw new IllegalStateException("response lost on purpose");
      }
      for (String h : List.of("Content-Type", "X-Request-Id", "Idempotent-Replayed")) {
        r.headers().firstValue(h).ifPresent(v -> ex.getResponseHeaders().add(h, v));
      }
      ex.sendResponseHeaders(r.statusCode(), r.body().length == 0 ? -1 : r.body().length);
      ex.getResponseBody().write(r.body());
      ex.close();
    }

    @Override
    public void close() {
      http.stop(0);
    }
  }
}
