package dev.sigil.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The packaged service ({@code target/sigil.jar}) as a child process, for what only a real process
 * shows: {@code kill -9}, SIGTERM, start-up failures and their messages.
 */
final class ServiceProcess implements AutoCloseable {
  static final Path JAR = Path.of("target", "sigil.jar");
  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  final Process process;
  final Path output;
  final int gatewayPort;
  final int vaultPort;

  private ServiceProcess(Process process, Path output, int gatewayPort, int vaultPort) {
    this.process = process;
    this.output = output;
    this.gatewayPort = gatewayPort;
    this.vaultPort = vaultPort;
  }

  static int freePort() {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Starts the jar; does not wait for it to become ready. */
  static ServiceProcess launch(Path dataDir, Map<String, String> env, String... flags)
      throws IOException {
    int gateway = freePort();
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(List.of("-jar", JAR.toString(), "serve", "--data-dir", dataDir.toString()));
    cmd.addAll(List.of("--gateway-port", Integer.toString(gateway)));
    int vault = freePort();
    cmd.addAll(List.of("--vault-port", Integer.toString(vault)));
    cmd.addAll(List.of(flags));
    Path output = Files.createTempFile("sigil-process", ".log");
    ProcessBuilder pb =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(output.toFile());
    pb.environment().keySet().removeIf(k -> k.startsWith("SIGIL_"));
    pb.environment().putAll(env);
    return new ServiceProcess(pb.start(), output, gateway, vault);
  }

  static ServiceProcess start(Path dataDir, Map<String, String> env, String... flags)
      throws Exception {
    ServiceProcess p = launch(dataDir, env, flags);
    p.awaitReady();
    return p;
  }

  void awaitReady() throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IllegalStateException("service exited " + process.exitValue() + ":\n" + output());
      }
      try {
        if (send(HttpRequest.newBuilder(uri("/readyz")).GET().build()).statusCode() == 200) {
          return;
        }
      } catch (IOException notYet) {
        // not listening yet
      }
      Thread.sleep(100);
    }
    throw new IllegalStateException("service not ready:\n" + output());
  }

  URI vaultUri(String path) {
    return URI.create("http://127.0.0.1:" + vaultPort + path);
  }

  URI uri(String path) {
    return URI.create("http://127.0.0.1:" + gatewayPort + path);
  }

  static HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  String output() {
    try {
      return Files.readString(output);
    } catch (IOException e) {
      return "<no output: " + e + ">";
    }
  }

  @Override
  public void close() throws Exception {
    process.destroyForcibly();
    process.waitFor(30, TimeUnit.SECONDS);
    Files.deleteIfExists(output);
  }
}
