package dev.sigil.relay.internal;

import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Provider;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.HexFormat;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** Answers a de-identified body: the built-in echo, or the connection's upstream. */
final class Providers {
  record Reply(int status, ObjectNode body, long millis) {}

  private final Upstream upstream;
  private final Clock clock;
  private final SecureRandom random = new SecureRandom();

  Providers(Upstream upstream, Clock clock) {
    this.upstream = upstream;
    this.clock = clock;
  }

  Reply complete(Connection c, ObjectNode body) {
    if (c.provider() == Provider.ECHO) {
      return new Reply(200, echo(body), 0);
    }
    Upstream.Answer<byte[]> a = upstream.post(c, body);
    return new Reply(a.status(), LocalChatRelay.parseAnswer(a.body()), a.millis());
  }

  /** SPEC section 7: the assistant message is the last user message as the provider got it. */
  ObjectNode echo(ObjectNode body) {
    String text = "";
    for (JsonNode m : body.path("messages")) {
      if ("user".equals(m.path("role").asString(""))) {
        text = text(m.get("content"));
      }
    }
    ObjectNode answer = body.objectNode();
    answer.put("id", "chatcmpl-echo-" + id());
    answer.put("object", "chat.completion");
    answer.put("created", clock.instant().getEpochSecond());
    answer.put("model", body.path("model").asString("echo"));
    ArrayNode choices = answer.putArray("choices");
    int n = Math.max(1, Math.min(body.path("n").asInt(1), 16));
    for (int i = 0; i < n; i++) {
      ObjectNode choice = choices.addObject();
      choice.put("index", i);
      ObjectNode message = choice.putObject("message");
      message.put("role", "assistant");
      message.put("content", text);
      choice.putNull("logprobs");
      choice.put("finish_reason", "stop");
    }
    ObjectNode usage = answer.putObject("usage");
    usage.put("prompt_tokens", 0);
    usage.put("completion_tokens", 0);
    usage.put("total_tokens", 0);
    return answer;
  }

  private String id() {
    byte[] b = new byte[12];
    random.nextBytes(b);
    return HexFormat.of().formatHex(b);
  }

  private static String text(@Nullable JsonNode content) {
    if (content == null || content.isNull()) {
      return "";
    }
    if (content.isString()) {
      return content.asString();
    }
    StringBuilder out = new StringBuilder();
    for (JsonNode part : content) {
      if ("text".equals(part.path("type").asString(""))) {
        out.append(out.isEmpty() ? "" : "\n").append(part.path("text").asString(""));
      }
    }
    return out.toString();
  }
}
