package dev.sigil.server;

import dev.sigil.server.config.SigilProperties.Role;
import dev.sigil.server.web.ServerPorts;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A real Sigil service in this JVM on ephemeral loopback ports, over a given data directory and
 * store URL (null: embedded SQLite). Requests go over real sockets with the JDK HTTP client.
 */
public final class TestServer implements AutoCloseable {
  private final ConfigurableApplicationContext context;
  private final Path dataDir;
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private TestServer(ConfigurableApplicationContext context, Path dataDir) {
    this.context = context;
    this.dataDir = dataDir;
  }

  public static TestServer start(Path dataDir, @Nullable String storeUrl, String... extraArgs) {
    List<String> args = new ArrayList<>();
    args.add("--sigil.data-dir=" + dataDir);
    args.add("--sigil.gateway-port=0");
    args.add("--sigil.vault-port=0");
    if (storeUrl != null) {
      args.add("--sigil.store.url=" + storeUrl);
    }
    args.addAll(List.of(extraArgs));
    SpringApplication app = new SpringApplication(SigilApplication.class);
    return new TestServer(app.run(args.toArray(String[]::new)), dataDir);
  }

  public ConfigurableApplicationContext context() {
    return context;
  }

  public Path dataDir() {
    return dataDir;
  }

  public URI gateway(String path) {
    return URI.create("http://127.0.0.1:" + port(Role.GATEWAY) + path);
  }

  public URI vault(String path) {
    return URI.create("http://127.0.0.1:" + port(Role.VAULT) + path);
  }

  public int port(Role role) {
    return context.getBean(ServerPorts.class).port(role);
  }

  public String bootstrapToken() {
    try {
      return Files.readString(dataDir.resolve("bootstrap-token")).trim();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public HttpResponse<String> send(HttpRequest request) {
    try {
      return http.send(request, HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  public HttpResponse<String> get(String path, @Nullable String token) {
    return send(authorized(HttpRequest.newBuilder(gateway(path)), token).GET().build());
  }

  public HttpResponse<String> post(String path, @Nullable String token, String json) {
    return send(
        authorized(HttpRequest.newBuilder(gateway(path)), token)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build());
  }

  /** A JSON POST to the vault port. */
  public HttpResponse<String> postVault(String path, @Nullable String token, String json) {
    return postTo(vault(path), token, json, java.util.Map.of());
  }

  /** A JSON POST with extra headers. */
  public HttpResponse<String> postTo(
      URI uri, @Nullable String token, String json, java.util.Map<String, String> headers) {
    HttpRequest.Builder b =
        authorized(HttpRequest.newBuilder(uri), token).header("Content-Type", "application/json");
    headers.forEach(b::header);
    return send(b.POST(HttpRequest.BodyPublishers.ofString(json)).build());
  }

  public HttpResponse<String> put(String path, @Nullable String token, String json) {
    return send(
        authorized(HttpRequest.newBuilder(gateway(path)), token)
            .header("Content-Type", "application/json")
            .PUT(HttpRequest.BodyPublishers.ofString(json))
            .build());
  }

  public HttpResponse<String> delete(String path, @Nullable String token) {
    return send(authorized(HttpRequest.newBuilder(gateway(path)), token).DELETE().build());
  }

  public static HttpRequest.Builder authorized(HttpRequest.Builder b, @Nullable String token) {
    return token == null ? b : b.header("Authorization", "Bearer " + token);
  }

  @Override
  public void close() {
    context.close();
  }
}
