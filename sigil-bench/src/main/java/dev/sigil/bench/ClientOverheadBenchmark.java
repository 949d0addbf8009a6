package dev.sigil.bench;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.sigil.client.Reveal;
import dev.sigil.client.SigilClient;
import dev.sigil.client.SigilConfig;
import dev.sigil.client.VaultClient.TokenizeItem;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What {@code sigil-client} adds per call (issue 8: at most 0.1 ms): the same tokenize and
 * detokenize calls to an in-process HTTP server answering canned bodies, once as a raw {@code
 * java.net.http} call (a JSON string out, the body string back, with the headers the client sends)
 * and once through the client (body built and parsed, idempotency key, problem check, hook). The
 * difference of the averages is the client's overhead; the server's work is the same for both.
 */
@BenchmarkMode(Mode.AverageTime)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms512m", "-Xmx512m"})
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
public class ClientOverheadBenchmark {
  static final String TOKENIZED =
      "{\"items\":[{\"token\":\"tok_abcdefghijklmnopqrstuvwx\",\"dataType\":\"email\","
          + "\"tokenType\":\"deterministic\",\"dataSubject\":\"customer-42\",\"created\":false}]}";
  static final String REVEALED =
      "{\"items\":[{\"token\":\"tok_abcdefghijklmnopqrstuvwx\",\"status\":\"revealed\","
          + "\"dataType\":\"email\",\"value\":\"jane.doe@example.org\","
          + "\"reason\":\"allowed_by_rule\"}]}";
  static final String TOKENIZE_BODY =
      "{\"items\":[{\"value\":\"jane.doe@example.org\",\"dataType\":\"email\","
          + "\"dataSubject\":\"customer-42\"}]}";

  private HttpServer server;
  private ExecutorService executor;
  private HttpClient http;
  private SigilClient client;
  private URI tokenize;
  private final List<TokenizeItem> items =
      List.of(TokenizeItem.of("jane.doe@example.org", "email").dataSubject("customer-42"));
  private final List<String> tokens = List.of("tok_abcdefghijklmnopqrstuvwx");

  @Setup(Level.Trial)
  public void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 128);
    executor = Executors.newFixedThreadPool(2);
    server.setExecutor(executor);
    server.createContext("/v1/tokenize", ex -> answer(ex, TOKENIZED));
    server.createContext("/v1/detokenize", ex -> answer(ex, REVEALED));
    server.start();
    String url = "http://127.0.0.1:" + server.getAddress().getPort();
    tokenize = URI.create(url + "/v1/tokenize");
    http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    client =
        SigilClient.create(
            SigilConfig.builder().gatewayUrl(url).vaultUrl(url).token("sgl_bench_x").build(), http);
  }

  private static void answer(HttpExchange ex, String body) throws IOException {
    ex.getRequestBody().readAllBytes();
    byte[] b = body.getBytes(StandardCharsets.UTF_8);
    ex.getResponseHeaders().add("Content-Type", "application/json");
    ex.getResponseHeaders().add("X-Request-Id", "01a21624-4206-720b-ab87-b262344a06fd");
    ex.sendResponseHeaders(200, b.length);
    ex.getResponseBody().write(b);
    ex.close();
  }

  @TearDown(Level.Trial)
  public void stop() {
    server.stop(0);
    executor.shutdownNow();
  }

  /** The baseline: the same POST with {@code java.net.http} alone, body string back. */
  @Benchmark
  public String rawTokenize() throws Exception {
    HttpRequest r =
        HttpRequest.newBuilder(tokenize)
            .header("Authorization", "Bearer sgl_bench_x")
            .header("Content-Type", "application/json")
            .header("Idempotency-Key", UUID.randomUUID().toString())
            .POST(HttpRequest.BodyPublishers.ofString(TOKENIZE_BODY))
            .build();
    return http.send(r, HttpResponse.BodyHandlers.ofString()).body();
  }

  @Benchmark
  public String clientTokenize() {
    return client.vault().tokenize(items).items().get(0).token();
  }

  @Benchmark
  public Reveal clientDetokenize() {
    return client.vault().detokenize(tokens, "support").items().get(0);
  }
}
