package dev.sigil.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The transport against a scripted local server, with the waits recorded instead of slept. */
class ClientTransportTest {
  final List<String> keys = new CopyOnWriteArrayList<>();
  final List<Duration> waits = new ArrayList<>();
  final AtomicInteger calls = new AtomicInteger();
  @org.jspecify.annotations.Nullable HttpServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.stop(0);
    }
  }

  /** Answers {@code statuses} in order (the last repeats); 2xx with an empty item list. */
  Transport transport(int maxAttempts, String retryAfter, int... statuses) throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/",
        ex -> {
          ex.getRequestBody().readAllBytes();
          keys.add(String.valueOf(ex.getRequestHeaders().getFirst("Idempotency-Key")));
          int status = statuses[Math.min(calls.getAndIncrement(), statuses.length - 1)];
          String code = status == 409 ? "idempotency_in_flight" : "c" + status;
          String body =
              status < 300
                  ? "{\"items\":[]}"
                  : "{\"status\":" + status + ",\"code\":\"" + code + "\",\"detail\":\"d\"}";
          ex.getResponseHeaders().add("Content-Type", "application/json");
          ex.getResponseHeaders().add("X-Request-Id", "r" + calls.get());
          if (retryAfter != null) {
            ex.getResponseHeaders().add("Retry-After", retryAfter);
          }
          byte[] b = body.getBytes(StandardCharsets.UTF_8);
          ex.sendResponseHeaders(status, b.length);
          ex.getResponseBody().write(b);
          ex.close();
        });
    server.start();
    String url = "http://127.0.0.1:" + server.getAddress().getPort();
    SigilConfig config =
        SigilConfig.builder()
            .gatewayUrl(url)
            .vaultUrl(url + "/")
            .token("sgl_x_y")
            .retryPolicy(
                new RetryPolicy(maxAttempts, Duration.ofMillis(100), Duration.ofSeconds(3)))
            .build();
    return new Transport(config, HttpClient.newHttpClient(), new Random(1), waits::add);
  }

  @Test
  void retriesKeepTheKeyAndWaitWithinTheJitterCeilings() throws IOException {
    Transport t = transport(4, null, 503, 409, 502, 200);
    var a = t.call(Transport.Role.VAULT, "POST", "/v1/x", Json.object(), CallOptions.defaults());
    assertThat(a.requestId()).isEqualTo("r4");
    assertThat(keys).hasSize(4).doesNotContain("null");
    assertThat(keys.stream().distinct()).hasSize(1);
    assertThat(waits).hasSize(3);
    for (int i = 0; i < 3; i++) {
      assertThat(waits.get(i).toMillis()).isBetween(0L, 100L << i);
    }
  }

  @Test
  void retryAfterIsWaitedAndTheLastProblemThrown() throws IOException {
    Transport t = transport(3, "2", 429);
    assertThatThrownBy(
            () ->
                t.call(
                    Transport.Role.GATEWAY,
                    "POST",
                    "/v1/x",
                    Json.object(),
                    CallOptions.idempotencyKey("k1")))
        .isInstanceOfSatisfying(
            RateLimitedException.class,
            e -> assertThat(e.retryAfter()).contains(Duration.ofSeconds(2)));
    assertThat(waits).containsExactly(Duration.ofSeconds(2), Duration.ofSeconds(2));
    assertThat(keys).containsExactly("k1", "k1", "k1");
  }

  @Test
  void otherClientErrorsAndReadsWithoutKeys() throws IOException {
    Transport t = transport(4, null, 404);
    assertThatThrownBy(() -> t.get(Transport.Role.GATEWAY, "/v1/x"))
        .isInstanceOf(NotFoundException.class);
    assertThat(keys).containsExactly("null");
    assertThat(waits).isEmpty();
  }

  @Test
  void revealItemsParseToEveryCase() {
    String[] bodies = {
      "{\"token\":\"t\",\"status\":\"revealed\",\"value\":\"v\"}",
      "{\"token\":\"t\",\"status\":\"masked\",\"value\":\"v***\"}",
      "{\"token\":\"t\",\"status\":\"denied\",\"reason\":\"consent_required\",\"fallback\":\"f\","
          + "\"remedy\":{\"type\":\"consent_required\",\"purpose\":\"p\",\"dataSubject\":\"s\"}}",
      "{\"token\":\"t\",\"status\":\"erased\"}",
      "{\"status\":\"not_found\"}"
    };
    List<Reveal> parsed = new ArrayList<>();
    for (String b : bodies) {
      parsed.add(Reveal.parse(Json.MAPPER.readTree(b), "given"));
    }
    assertThat(parsed.get(0)).isEqualTo(new Reveal.Revealed("t", null, "v", null));
    assertThat(parsed.get(1)).isInstanceOf(Reveal.Masked.class);
    Reveal.Denied d = (Reveal.Denied) parsed.get(2);
    assertThat(d.fallback()).isEqualTo("f");
    assertThat(d.remedy()).isEqualTo(new Reveal.Remedy("consent_required", "p", "s"));
    assertThat(d.remedy().isConsent()).isTrue();
    assertThat(parsed.get(3)).isEqualTo(new Reveal.Erased("t"));
    assertThat(parsed.get(4)).isEqualTo(new Reveal.NotFound("given"));
  }
}
