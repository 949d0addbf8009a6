package dev.sigil.relay.internal;

import com.sun.net.httpserver.HttpExchange;
import dev.sigil.core.Sensitive;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Provider;
import dev.sigil.relay.api.Rehydration;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/** What the provider-call tests share: a connection, a chat request and a provider's answer. */
final class TestCalls {
  private TestCalls() {}

  /**
   * An OpenAI connection to {@code baseUrl} with {@code timeout}, any purpose, e-mail addresses
   * taken out, no rehydration; its stream timeout is the timeout or 10 s, whichever is longer.
   */
  static Connection connection(URI baseUrl, @Nullable Sensitive<String> apiKey, Duration timeout) {
    return new Connection(
        "test",
        Provider.OPENAI,
        baseUrl,
        null,
        apiKey,
        List.of(),
        null,
        Set.of(Connection.ANY_PURPOSE),
        Set.of(PiiClass.EMAIL),
        false,
        timeout,
        timeout.compareTo(Duration.ofSeconds(10)) > 0 ? timeout : Duration.ofSeconds(10),
        new Rehydration(false, Set.of()));
  }

  /** A chat request of one user message, streamed or not. */
  static ObjectNode chat(boolean stream) {
    ObjectNode body = Coverage.JSON.createObjectNode();
    body.put("model", "m");
    if (stream) {
      body.put("stream", true);
    }
    body.putArray("messages").addObject().put("role", "user").put("content", "hi");
    return body;
  }

  /** Reads the request and answers an empty chat completion, as a provider would. */
  static void answerCompletion(HttpExchange exchange) throws IOException {
    exchange.getRequestBody().readAllBytes();
    byte[] out =
        "{\"id\":\"c\",\"object\":\"chat.completion\",\"choices\":[]}"
            .getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    exchange.sendResponseHeaders(200, out.length);
    try (OutputStream os = exchange.getResponseBody()) {
      os.write(out);
    }
  }
}
