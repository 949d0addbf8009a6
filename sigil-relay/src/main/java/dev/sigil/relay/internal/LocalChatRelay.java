package dev.sigil.relay.internal;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.UserError;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.ChatAnswer;
import dev.sigil.relay.api.ChatCall;
import dev.sigil.relay.api.ChatFacts;
import dev.sigil.relay.api.ChatRelay;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Connections;
import dev.sigil.relay.api.Deidentified;
import dev.sigil.relay.api.Deidentifier;
import dev.sigil.relay.api.Placeholders;
import dev.sigil.relay.api.Replacement;
import dev.sigil.relay.api.StreamTarget;
import java.io.IOException;
import java.time.Clock;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The relay in this process: one call from request body to rehydrated answer. */
public final class LocalChatRelay implements ChatRelay {
  private final Connections connections;
  private final Deidentifier deidentifier;
  private final Providers providers;
  private final Streams streams;

  public LocalChatRelay(Connections connections, Deidentifier deidentifier, Clock clock) {
    this.connections = connections;
    this.deidentifier = deidentifier;
    Upstream upstream = new Upstream();
    this.providers = new Providers(upstream, clock);
    this.streams = new Streams(upstream, providers);
  }

  /** A call ready for its provider: de-identified body and everything known before the answer. */
  private record Prepared(
      Connection connection,
      String model,
      ChatRequest request,
      ObjectNode body,
      Placeholders placeholders,
      Map<PiiClass, Integer> counts,
      Decision decision) {
    ChatFacts facts(int status, long millis) {
      return new ChatFacts(
          connection.id(),
          model,
          request.purpose(),
          Map.copyOf(counts),
          decision.status(),
          decision.reason(),
          Set.copyOf(decision.withheld()),
          status,
          millis);
    }

    Rehydrator rehydrator() {
      return new Rehydrator(
          placeholders, decision.classes(), Rehydrator.jsonContent(body.path("response_format")));
    }

    @Nullable StreamRehydrator streamRehydrator() {
      return decision.applied() ? new StreamRehydrator(rehydrator()) : null;
    }
  }

  private Prepared prepare(ChatCall call) {
    ObjectNode body = call.body().deepCopy();
    ChatRequest request = ChatRequest.take(body);
    Connection c =
        connections
            .find(call.tenant(), request.connectionId())
            .orElseThrow(
                () -> new UserError(ErrorCode.CONNECTION_NOT_FOUND, "No such connection."));
    if (!c.allowsPurpose(request.purpose())) {
      throw new UserError(
          ErrorCode.PURPOSE_NOT_ALLOWED, "The connection does not allow this purpose.");
    }
    String model = request.model(body, c);
    Placeholders placeholders = new Placeholders();
    Map<PiiClass, Integer> counts = deidentify(body, c, placeholders);
    Decision decision =
        Decision.of(request.rehydrate(), c, call.callerMayRehydrate(), counts.keySet());
    return new Prepared(c, model, request, body, placeholders, counts, decision);
  }

  @Override
  public ChatAnswer complete(ChatCall call, Consumer<ChatFacts> audit) {
    if (call.streamed()) {
      throw invalid("/stream", "use_stream", "A streaming call is relayed as a stream.");
    }
    Prepared p = prepare(call);
    Providers.Reply reply;
    try {
      reply = providers.complete(p.connection(), p.body());
    } catch (UserError e) {
      audit.accept(p.facts(0, 0));
      throw e;
    }
    ChatFacts facts = p.facts(reply.status(), reply.millis());
    audit.accept(facts);
    ObjectNode answer = reply.body();
    if (p.decision().applied()) {
      rehydrate(answer, p.rehydrator());
    }
    answer.set("sigil", sigil(answer, call.requestId(), p.counts(), p.decision()));
    return new ChatAnswer(answer, facts);
  }

  @Override
  public void stream(ChatCall call, Consumer<ChatFacts> audit, StreamTarget target) {
    Prepared p = prepare(call);
    ObjectNode sigil = sigil(p.body(), call.requestId(), p.counts(), p.decision());
    Streams.Source source;
    try {
      source = streams.open(p.connection(), p.body());
    } catch (UserError e) {
      audit.accept(p.facts(0, 0));
      throw e;
    }
    try {
      audit.accept(p.facts(source.status(), source.millis()));
    } catch (RuntimeException e) {
      try {
        source.events().close(); // the provider's stream, and its connection, are let go
      } catch (IOException closing) {
        e.addSuppressed(closing);
      }
      throw e;
    }
    streams.relay(source, p.streamRehydrator(), sigil, target);
  }

  private Map<PiiClass, Integer> deidentify(
      ObjectNode body, Connection c, Placeholders placeholders) {
    Coverage coverage = Coverage.of(body, c.allowNonText());
    reserveWritten(body, placeholders);
    for (JsonNode parsed : coverage.parsedArguments()) {
      reserveWritten(parsed, placeholders);
    }
    Map<PiiClass, Integer> counts = new EnumMap<>(PiiClass.class);
    for (Coverage.Text t : coverage.texts()) {
      Deidentified d = deidentifier.apply(t.get(), c.deidentify(), placeholders);
      for (Replacement r : d.replacements()) {
        counts.merge(r.piiClass(), 1, Integer::sum);
      }
      t.set(d.text());
    }
    coverage.writeBack();
    return counts;
  }

  /**
   * Reserves every placeholder the client wrote anywhere in the body, not only in the texts that
   * are de-identified: one in a tool's description or a JSON key reaches the model as well, which
   * could be told to answer with it.
   */
  private static void reserveWritten(JsonNode node, Placeholders placeholders) {
    if (node.isString()) {
      placeholders.reserveWritten(node.asString());
    } else if (node instanceof ObjectNode o) {
      for (var e : o.properties()) {
        placeholders.reserveWritten(e.getKey());
        reserveWritten(e.getValue(), placeholders);
      }
    } else if (node.isArray()) {
      for (JsonNode item : node) {
        reserveWritten(item, placeholders);
      }
    }
  }

  /**
   * Restores placeholders in each choice's content, tool call arguments and legacy {@code
   * function_call} arguments (OpenAI's deprecated form of one tool call).
   */
  private static void rehydrate(ObjectNode answer, Rehydrator rehydrator) {
    for (JsonNode choice : answer.path("choices")) {
      if (choice.get("message") instanceof ObjectNode message) {
        if (message.path("content").isString()) {
          message.put("content", rehydrator.restoreContent(message.get("content").asString()));
        }
        for (JsonNode call : message.path("tool_calls")) {
          restoreArguments(call.get("function"), rehydrator);
        }
        restoreArguments(message.get("function_call"), rehydrator);
      }
    }
  }

  /** A function call's {@code arguments}, JSON text: originals restored JSON-escaped. */
  private static void restoreArguments(@Nullable JsonNode function, Rehydrator rehydrator) {
    if (function instanceof ObjectNode f && f.path("arguments").isString()) {
      f.put("arguments", rehydrator.restoreInJson(f.get("arguments").asString()));
    }
  }

  static ObjectNode sigil(
      ObjectNode answer, String requestId, Map<PiiClass, Integer> counts, Decision decision) {
    ObjectNode sigil = answer.objectNode();
    sigil.put("requestId", requestId);
    ObjectNode deidentified = sigil.putObject("deidentified");
    counts.forEach((k, n) -> deidentified.put(k.wireName(), n));
    ObjectNode rehydration = sigil.putObject("rehydration");
    rehydration.put("status", decision.status());
    if (decision.reason() != null) {
      rehydration.put("reason", decision.reason());
    }
    if (!decision.withheld().isEmpty()) {
      var withheld = rehydration.putArray("withheldClasses");
      decision.withheld().forEach(k -> withheld.add(k.wireName()));
    }
    return sigil;
  }

  /** Parses JSON text of a provider; anything else is the provider's failure. */
  static ObjectNode parseAnswer(byte[] body) {
    try {
      if (Coverage.JSON.readTree(body) instanceof ObjectNode o) {
        return o;
      }
    } catch (JacksonException e) {
      // fall through
    }
    throw new UserError(ErrorCode.UPSTREAM_FAILED, "The provider's answer is not a JSON object.");
  }

  static UserError invalid(String pointer, String code, String detail) {
    return UserError.validation(List.of(new FieldError(pointer, code, detail)));
  }

  static @Nullable String string(JsonNode node) {
    return node != null && node.isString() ? node.asString() : null;
  }
}
