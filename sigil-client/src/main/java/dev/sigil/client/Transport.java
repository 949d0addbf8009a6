package dev.sigil.client;

import dev.sigil.client.SigilException.Problem;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.random.RandomGenerator;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The HTTP core: one logical call is one request built once (so every retry carries the same {@code
 * Idempotency-Key}), sent until it succeeds, fails with a non-retryable answer, or the retry policy
 * runs out. Nothing is cached between calls.
 */
final class Transport {
  /** The two roles, each at its own base URL. */
  enum Role {
    GATEWAY,
    VAULT
  }

  /** A successful answer: status, body (null when empty), request id, replay flag. */
  record Answer(int status, JsonNode body, String requestId, boolean replayed) {}

  /** Waits between attempts; replaceable in tests. */
  interface Sleeper {
    void sleep(Duration d) throws InterruptedException;
  }

  private final SigilConfig config;
  private final HttpClient http;
  private final RandomGenerator random;
  private final Sleeper sleeper;

  Transport(SigilConfig config, HttpClient http, RandomGenerator random, Sleeper sleeper) {
    this.config = config;
    this.http = http;
    this.random = random;
    this.sleeper = sleeper;
  }

  Answer get(Role role, String path) {
    return call(role, "GET", path, null, CallOptions.defaults());
  }

  /**
   * Sends {@code body} (null: none) with {@code method}; a non-GET call carries an {@code
   * Idempotency-Key}, the application's or a fresh one, the same on every attempt.
   */
  Answer call(Role role, String method, String path, JsonNode body, CallOptions options) {
    String key = "GET".equals(method) ? null : options.keyOrFresh();
    HttpRequest request = build(role, method, path, body, key, options.correlationId());
    String operation = method + " " + path;
    RetryPolicy policy = config.retryPolicy();
    for (int attempt = 1; ; attempt++) {
      HttpResponse<String> response;
      try {
        response = http.send(request, HttpResponse.BodyHandlers.ofString());
      } catch (IOException e) {
        if (attempt >= policy.maxAttempts()) {
          throw new TransportException(operation + " got no answer", e);
        }
        pause(policy.delay(attempt, Optional.empty(), random));
        continue;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new TransportException(operation + " was interrupted", e);
      }
      Answer answer = read(response);
      if (answer.status() < 300) {
        report(operation, answer, key, attempt);
        return answer;
      }
      Problem p =
          Problems.parse(
              answer.status(),
              answer.body(),
              answer.requestId(),
              Problems.retryAfter(response.headers().firstValue("Retry-After").orElse(null)));
      if (attempt < policy.maxAttempts() && RetryPolicy.retryable(p.status(), p.code())) {
        pause(policy.delay(attempt, Optional.ofNullable(p.retryAfter()), random));
        continue;
      }
      report(operation, answer, key, attempt);
      throw Problems.toException(p);
    }
  }

  private HttpRequest build(
      Role role, String method, String path, JsonNode body, String key, String correlationId) {
    String base = (role == Role.VAULT ? config.vaultUrl() : config.gatewayUrl()).toString();
    String root = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(root + path))
            .timeout(config.requestTimeout())
            .header("Authorization", "Bearer " + config.token())
            .header("Accept", "application/json, application/problem+json");
    if (key != null) {
      b.header("Idempotency-Key", key);
    }
    if (correlationId != null) {
      b.header("X-Request-Id", correlationId);
    }
    if (body == null) {
      return b.method(method, HttpRequest.BodyPublishers.noBody()).build();
    }
    return b.header("Content-Type", "application/json")
        .method(method, HttpRequest.BodyPublishers.ofString(Json.MAPPER.writeValueAsString(body)))
        .build();
  }

  private static Answer read(HttpResponse<String> r) {
    JsonNode body = null;
    String text = r.body();
    if (text != null && !text.isBlank()) {
      try {
        body = Json.MAPPER.readTree(text);
      } catch (JacksonException e) {
        body = null; // not JSON (e.g. a proxy's error page): the status speaks for itself
      }
    }
    return new Answer(
        r.statusCode(),
        body,
        r.headers().firstValue("X-Request-Id").orElse(null),
        r.headers().firstValue("Idempotent-Replayed").map("true"::equalsIgnoreCase).orElse(false));
  }

  private void report(String operation, Answer a, String key, int attempts) {
    if (a.requestId() == null) {
      return;
    }
    try {
      config
          .requestIdListener()
          .onAnswer(
              new ResponseInfo(operation, a.status(), a.requestId(), key, a.replayed(), attempts));
    } catch (RuntimeException e) {
      // the hook must not break the call; its failure is the application's to log
    }
  }

  private void pause(Duration d) {
    try {
      sleeper.sleep(d);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TransportException("interrupted while waiting to retry", e);
    }
  }

  /** A path segment, percent-encoded. */
  static String segment(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
  }
}
