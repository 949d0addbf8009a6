package dev.sigil.relay.internal;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.UserError;
import dev.sigil.relay.api.Connection;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * Calls a connection's OpenAI-compatible provider with the JDK HTTP client (one pooled client for
 * the process). Only the connection decides the URL and the credential; no header of the client's
 * request is forwarded.
 */
final class Upstream {
  record Answer(int status, byte[] body, long millis) {}

  private final HttpClient client =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(10))
          .followRedirects(HttpClient.Redirect.NEVER)
          .build();

  Answer post(Connection c, @Nullable String apiKey, byte[] body) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(chatCompletions(c.baseUrl()))
            .timeout(c.timeout())
            .header("Content-Type", "application/json")
            .header("Accept", "application/json")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    if (apiKey != null) {
      request.header("Authorization", "Bearer " + apiKey);
    }
    long started = System.nanoTime();
    try {
      HttpResponse<byte[]> r =
          client.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
      return new Answer(r.statusCode(), r.body(), (System.nanoTime() - started) / 1_000_000);
    } catch (HttpTimeoutException e) {
      throw new UserError(ErrorCode.UPSTREAM_TIMEOUT, "The provider did not answer in time.");
    } catch (IOException e) {
      throw new UserError(ErrorCode.UPSTREAM_FAILED, "The provider could not be reached.");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UserError(ErrorCode.UPSTREAM_FAILED, "The call to the provider was interrupted.");
    }
  }

  /** An accepted streaming call: the provider's event stream, open. */
  record Opened(int status, InputStream events, long millis) {}

  /** Starts a streaming call; anything but a 2xx answer is the provider's failure. */
  Opened open(Connection c, @Nullable String apiKey, byte[] body) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(chatCompletions(c.baseUrl()))
            .timeout(c.timeout())
            .header("Content-Type", "application/json")
            .header("Accept", "text/event-stream")
            .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    if (apiKey != null) {
      request.header("Authorization", "Bearer " + apiKey);
    }
    long started = System.nanoTime();
    try {
      HttpResponse<InputStream> r =
          client.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
      if (r.statusCode() < 200 || r.statusCode() > 299) {
        r.body().close();
        throw new UserError(
            ErrorCode.UPSTREAM_FAILED,
            "The provider refused the request (status " + r.statusCode() + ").");
      }
      return new Opened(r.statusCode(), r.body(), (System.nanoTime() - started) / 1_000_000);
    } catch (HttpTimeoutException e) {
      throw new UserError(ErrorCode.UPSTREAM_TIMEOUT, "The provider did not answer in time.");
    } catch (IOException e) {
      throw new UserError(ErrorCode.UPSTREAM_FAILED, "The provider could not be reached.");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UserError(ErrorCode.UPSTREAM_FAILED, "The call to the provider was interrupted.");
    }
  }

  static URI chatCompletions(@Nullable URI baseUrl) {
    if (baseUrl == null) {
      throw new IllegalStateException("not an openai connection");
    }
    String base = baseUrl.toString();
    return URI.create((base.endsWith("/") ? base : base + "/") + "chat/completions");
  }
}
