package dev.sigil.relay.internal;

import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Rehydrates a streamed answer chunk by chunk (SPEC section 7): a {@link HoldBack} per choice's
 * content, per choice and tool call's arguments, and per choice's legacy {@code function_call}
 * arguments (OpenAI's deprecated form of one tool call), flushed when the choice finishes and, for
 * whatever is left, by {@link #drain()} at {@code [DONE]}, at the end of the stream or on an error.
 * Arguments are restored JSON-escaped. The concatenated output is the same however the provider cut
 * its chunks.
 */
final class StreamRehydrator {
  private record ToolKey(int choice, int tool) {}

  private static final Comparator<ToolKey> ORDER =
      Comparator.comparingInt(ToolKey::choice).thenComparingInt(ToolKey::tool);

  private final Rehydrator rehydrator;
  private final Map<Integer, HoldBack> contents = new TreeMap<>();
  private final Map<ToolKey, HoldBack> arguments = new TreeMap<>(ORDER);
  private final Map<Integer, HoldBack> functions = new TreeMap<>();
  private @Nullable ObjectNode last;

  StreamRehydrator(Rehydrator rehydrator) {
    this.rehydrator = rehydrator;
  }

  /** Rewrites one chunk in place. */
  void apply(ObjectNode chunk) {
    last = chunk;
    for (JsonNode c : chunk.path("choices")) {
      if (!(c instanceof ObjectNode choice)) {
        continue;
      }
      int index = choice.path("index").asInt(0);
      if (choice.get("delta") instanceof ObjectNode delta) {
        push(index, delta);
      }
      JsonNode finish = choice.get("finish_reason");
      if (finish != null && !finish.isNull()) {
        flush(index, delta(choice));
      }
    }
  }

  /** A chunk with everything still held, or null when nothing is. */
  @Nullable ObjectNode drain() {
    if (last == null) {
      return null;
    }
    ObjectNode chunk = last.objectNode();
    for (String field : new String[] {"id", "object", "created", "model"}) {
      if (last.has(field)) {
        chunk.set(field, last.get(field));
      }
    }
    ArrayNode choices = chunk.putArray("choices");
    java.util.Set<Integer> indexes = new java.util.TreeSet<>(contents.keySet());
    arguments.keySet().forEach(k -> indexes.add(k.choice()));
    indexes.addAll(functions.keySet());
    for (int index : indexes) {
      ObjectNode choice = choices.addObject();
      choice.put("index", index);
      flush(index, choice.putObject("delta"));
      choice.putNull("finish_reason");
    }
    contents.clear();
    arguments.clear();
    functions.clear();
    return choices.isEmpty() ? null : chunk;
  }

  private void push(int index, ObjectNode delta) {
    if (delta.path("content").isString()) {
      String out =
          contents
              .computeIfAbsent(index, k -> new HoldBack())
              .push(delta.get("content").asString());
      delta.put("content", rehydrator.restoreContent(out));
    }
    for (JsonNode call : delta.path("tool_calls")) {
      if (call.get("function") instanceof ObjectNode f && f.path("arguments").isString()) {
        ToolKey key = new ToolKey(index, call.path("index").asInt(0));
        String out =
            arguments.computeIfAbsent(key, k -> new HoldBack()).push(f.get("arguments").asString());
        f.put("arguments", rehydrator.restoreInJson(out));
      }
    }
    if (delta.get("function_call") instanceof ObjectNode f && f.path("arguments").isString()) {
      String out =
          functions.computeIfAbsent(index, k -> new HoldBack()).push(f.get("arguments").asString());
      f.put("arguments", rehydrator.restoreInJson(out));
    }
  }

  /** Appends what the choice still holds to {@code delta}. */
  private void flush(int index, ObjectNode delta) {
    HoldBack content = contents.remove(index);
    if (content != null && !content.isEmpty()) {
      String rest = rehydrator.restoreContent(content.flush());
      delta.put("content", delta.path("content").asString("") + rest);
    }
    var it = arguments.entrySet().iterator();
    while (it.hasNext()) {
      var e = it.next();
      if (e.getKey().choice() != index) {
        continue;
      }
      it.remove();
      if (!e.getValue().isEmpty()) {
        appendArguments(delta, e.getKey().tool(), rehydrator.restoreInJson(e.getValue().flush()));
      }
    }
    HoldBack function = functions.remove(index);
    if (function != null && !function.isEmpty()) {
      ObjectNode f =
          delta.get("function_call") instanceof ObjectNode o ? o : delta.putObject("function_call");
      f.put(
          "arguments",
          f.path("arguments").asString("") + rehydrator.restoreInJson(function.flush()));
    }
  }

  private static void appendArguments(ObjectNode delta, int tool, String rest) {
    ArrayNode calls =
        delta.get("tool_calls") instanceof ArrayNode a ? a : delta.putArray("tool_calls");
    for (JsonNode call : calls) {
      if (call.path("index").asInt(0) == tool && call.get("function") instanceof ObjectNode f) {
        f.put("arguments", f.path("arguments").asString("") + rest);
        return;
      }
    }
    ObjectNode call = calls.addObject();
    call.put("index", tool);
    call.putObject("function").put("arguments", rest);
  }

  private static ObjectNode delta(ObjectNode choice) {
    return choice.get("delta") instanceof ObjectNode d ? d : choice.putObject("delta");
  }
}
