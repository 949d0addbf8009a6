package dev.sigil.client;

import dev.sigil.client.SigilException.Problem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
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

  /**
   * An answer: status, raw text, JSON body (null when empty or not JSON), request id, replay flag,
   * and the operation it answers ({@code "GET /v1/audit/checkpoint"}), for messages.
   */
  record Answer(
      int status,
      @Nullable String text,
      @Nullable JsonNode body,
      @Nullable String requestId,
      boolean replayed,
      String operation) {}

  /** Waits between attempts; replaceable in tests. */
  interface Sleeper {
    void sleep(Duration d) throws InterruptedException;
  }

  private static final String JSON = "application/json, application/problem+json";
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

  /** A GET of a document that is not JSON (JSON Lines, YAML): read its {@link Answer#text()}. */
  Answer getText(Role role, String path) {
    return call(role, "GET", path, null, CallOptions.defaults(), "*/*");
  }

  /**
   * Sends {@code body} (null: none) with {@code method}; a non-GET call carries an {@code
   * Idempotency-Key}, the application's or a fresh one, the same on every attempt (the request is
   * built once). Returns the first 2xx answer; throws the typed problem of a non-retryable answer,
   * or of the last attempt, or a {@link TransportException} when the last attempt got no answer.
   */
  Answer call(Role role, String method, String path, @Nullable JsonNode body, CallOptions options) {
    return call(role, method, path, body, options, JSON);
  }

  private Answer call(
      Role role,
      String method,
      String path,
      @Nullable JsonNode body,
      CallOptions options,
      String accept) {
    String key = "GET".equals(method) ? null : options.keyOrFresh();
    HttpRequest request = build(role, method, path, body, key, options.correlationId(), accept);
    String operation = method + " " + path;
    Success<String> s =
        exchange(request, operation, key, HttpResponse.BodyHandlers.ofString(), t -> t);
    Answer answer =
        read(operation, s.response().statusCode(), s.response().headers(), s.response().body());
    report(operation, answer, key, s.attempts());
    return answer;
  }

  /**
   * POSTs {@code body} for a {@code text/event-stream} answer and hands each {@code data:} line's
   * payload to {@code onData} as it arrives. Retried like {@link #call} until the stream starts;
   * never after (a started stream cannot be resumed). Returns the answer's request id and status.
   */
  Answer stream(
      Role role, String path, JsonNode body, CallOptions options, Consumer<String> onData) {
    String key = options.keyOrFresh();
    HttpRequest request =
        build(role, "POST", path, body, key, options.correlationId(), "text/event-stream, " + JSON);
    String operation = "POST " + path;
    Success<Stream<String>> s =
        exchange(
            request,
            operation,
            key,
            HttpResponse.BodyHandlers.ofLines(),
            lines -> lines.collect(Collectors.joining("\n")));
    Answer answer = read(operation, s.response().statusCode(), s.response().headers(), null);
    report(operation, answer, key, s.attempts());
    try (Stream<String> lines = s.response().body()) {
      lines.filter(l -> l.startsWith("data:")).map(l -> l.substring(5).strip()).forEach(onData);
    } catch (UncheckedIOException e) {
      throw new TransportException(operation + " stream broke off", e);
    }
    return answer;
  }

  /** The first 2xx response of a call and the attempts it took. */
  private record Success<T>(HttpResponse<T> response, int attempts) {}

  /**
   * Sends {@code request} until a 2xx answer, retrying network errors and retryable problems per
   * the policy; throws the typed problem otherwise. {@code text} reads an error answer's body.
   */
  private <T> Success<T> exchange(
      HttpRequest request,
      String operation,
      @Nullable String key,
      HttpResponse.BodyHandler<T> handler,
      Function<T, String> text) {
    int max = config.retryPolicy().maxAttempts();
    for (int attempt = 1; ; attempt++) {
      HttpResponse<T> response = send(request, handler, operation, attempt == max);
      if (response == null) {
        pause(config.retryPolicy().delay(attempt, Optional.empty(), random));
        continue;
      }
      if (response.statusCode() < 300) {
        return new Success<>(response, attempt);
      }
      Answer answer =
          read(operation, response.statusCode(), response.headers(), text.apply(response.body()));
      Problem p = problem(answer, response.headers());
      if (attempt < max && RetryPolicy.retryable(p.status(), p.code())) {
        pause(config.retryPolicy().delay(attempt, Optional.ofNullable(p.retryAfter()), random));
        continue;
      }
      report(operation, answer, key, attempt);
      throw Problems.toException(p);
    }
  }

  /** One attempt: the response, or null after a network error that may be retried. */
  private <T> @Nullable HttpResponse<T> send(
      HttpRequest request, HttpResponse.BodyHandler<T> handler, String operation, boolean last) {
    try {
      return http.send(request, handler);
    } catch (IOException e) {
      if (last) {
        throw new TransportException(operation + " got no answer", e);
      }
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TransportException(operation + " was interrupted", e);
    }
  }

  private static Problem problem(Answer answer, HttpHeaders headers) {
    String retryAfter = headers.firstValue("Retry-After").orElse(null);
    return Problems.parse(
        answer.status(), answer.body(), answer.requestId(), Problems.retryAfter(retryAfter));
  }

  private HttpRequest build(
      Role role,
      String method,
      String path,
      @Nullable JsonNode body,
      @Nullable String key,
      @Nullable String correlationId,
      String accept) {
    String base = (role == Role.VAULT ? config.vaultUrl() : config.gatewayUrl()).toString();
    String root = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(root + path))
            .timeout(config.requestTimeout())
            .header("Authorization", "Bearer " + config.token())
            .header("Accept", accept);
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

  private static Answer read(
      String operation, int status, HttpHeaders headers, @Nullable String text) {
    JsonNode body = null;
    String type = headers.firstValue("Content-Type").orElse("");
    if (text != null && !text.isBlank() && type.contains("json") && !type.contains("ndjson")) {
      try {
        body = Json.MAPPER.readTree(text);
      } catch (JacksonException e) {
        body = null; // not JSON (e.g. a proxy's error page): the status speaks for itself
      }
    }
    return new Answer(
        status,
        text,
        body,
        headers.firstValue("X-Request-Id").orElse(null),
        headers.firstValue("Idempotent-Replayed").map("true"::equalsIgnoreCase).orElse(false),
        operation);
  }

  private void report(String operation, Answer a, @Nullable String key, int attempts) {
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
