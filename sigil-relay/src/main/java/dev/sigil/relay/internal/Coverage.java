package dev.sigil.relay.internal;

import dev.sigil.core.FieldError;
import dev.sigil.core.UserError;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The text of a chat request that the provider would see (SPEC section 7 coverage): every message
 * of every role, string content and text parts, {@code name} fields, tool call arguments (parsed,
 * each string leaf; arguments that are not JSON count as one text), a custom tool call's input,
 * tool results and refusals, and the predicted output ({@code prediction}). Nothing in a message
 * reaches the provider uninspected (fail closed): a field of a shape or name this class does not
 * know (an object where arguments are a string, {@code reasoning_content}) has every string leaf
 * inspected; only ids, types, roles (one of Chat Completions' six, or refused) and function names
 * pass as they are. A content part the service cannot inspect (an image, audio, a file, an
 * assistant's {@code audio}) is refused unless the connection allows it.
 */
final class Coverage {
  static final JsonMapper JSON = JsonMapper.builder().build();

  /** One piece of text in the request, read and written in place. */
  interface Text {
    String get();

    void set(String value);
  }

  /** A text read and written in place through its container. */
  private record Slot(Supplier<String> getter, Consumer<String> setter) implements Text {
    @Override
    public String get() {
      return getter.get();
    }

    @Override
    public void set(String value) {
      setter.accept(value);
    }
  }

  /** The fields of a message that only identify or route: passed as they are when strings. */
  private static final Set<String> MESSAGE_IDS = Set.of("role", "tool_call_id");

  private static final Set<String> CALL_IDS = Set.of("id", "type");

  /**
   * The roles of Chat Completions. A role passes to the provider uninspected, so it must be one of
   * these: any other text there (an address, a name) would reach the provider as written.
   */
  private static final Set<String> ROLES =
      Set.of("system", "developer", "user", "assistant", "tool", "function");

  /** The message fields {@link #message} reads by name; every other one is inspected as found. */
  private static final Set<String> KNOWN =
      Set.of("name", "content", "tool_calls", "function_call", "refusal", "audio");

  private final List<Text> texts = new ArrayList<>();
  private final List<Runnable> writeBacks = new ArrayList<>();
  private final List<JsonNode> arguments = new ArrayList<>();
  private final List<FieldError> refused = new ArrayList<>();
  private final boolean allowNonText;

  private Coverage(boolean allowNonText) {
    this.allowNonText = allowNonText;
  }

  /** The texts of {@code body}'s messages, in order of appearance. */
  static Coverage of(ObjectNode body, boolean allowNonText) {
    Coverage c = new Coverage(allowNonText);
    JsonNode messages = body.get("messages");
    if (messages == null || !messages.isArray() || messages.isEmpty()) {
      throw UserError.validation(
          List.of(new FieldError("/messages", "required", "Must be a non-empty array.")));
    }
    for (int i = 0; i < messages.size(); i++) {
      if (!(messages.get(i) instanceof ObjectNode m)) {
        c.refused.add(new FieldError("/messages/" + i, "type", "Must be a JSON object."));
        continue;
      }
      c.message(m, "/messages/" + i);
    }
    if (body.get("prediction") instanceof ObjectNode prediction) {
      c.content(prediction, "content", "/prediction/content"); // text the model is shown
    }
    if (!c.refused.isEmpty()) {
      throw UserError.validation(c.refused);
    }
    return c;
  }

  List<Text> texts() {
    return texts;
  }

  /** Writes the parsed tool call arguments back as strings, after the texts were replaced. */
  void writeBack() {
    writeBacks.forEach(Runnable::run);
  }

  private void message(ObjectNode m, String at) {
    JsonNode role = m.get("role");
    if (role != null && !(role.isString() && ROLES.contains(role.asString()))) {
      refused.add(
          new FieldError(
              at + "/role",
              "unknown_role",
              "Must be system, developer, user, assistant, tool or function."));
    }
    // the known fields first, in the order their placeholders are numbered
    inspect(m, "name");
    content(m, "content", at + "/content");
    if (m.get("tool_calls") instanceof ArrayNode calls) {
      for (int i = 0; i < calls.size(); i++) {
        if (calls.get(i) instanceof ObjectNode o) {
          toolCall(o);
        } else {
          element(calls, i); // not a tool call, but text all the same
        }
      }
    } else {
      inspect(m, "tool_calls");
    }
    if (m.get("function_call") instanceof ObjectNode f) {
      function(f);
    } else {
      inspect(m, "function_call");
    }
    inspect(m, "refusal");
    if (m.has("audio") && !m.get("audio").isNull() && !allowNonText) {
      refused.add(uninspectable(at + "/audio"));
    }
    for (String name : List.copyOf(m.propertyNames())) {
      if (!KNOWN.contains(name) && !(MESSAGE_IDS.contains(name) && m.get(name).isString())) {
        inspect(m, name);
      }
    }
  }

  /** A tool call: a function's parsed arguments, a custom tool's input, and any other field. */
  private void toolCall(ObjectNode call) {
    for (String name : List.copyOf(call.propertyNames())) {
      JsonNode v = call.get(name);
      if (name.equals("function") && v instanceof ObjectNode f) {
        function(f);
      } else if (name.equals("custom") && v instanceof ObjectNode custom) {
        for (String n : List.copyOf(custom.propertyNames())) {
          if (!(n.equals("name") && custom.get(n).isString())) {
            inspect(custom, n);
          }
        }
      } else if (!(CALL_IDS.contains(name) && v.isString())) {
        inspect(call, name);
      }
    }
  }

  /** A function call: its name passes, its arguments are parsed, anything else is inspected. */
  private void function(ObjectNode f) {
    for (String name : List.copyOf(f.propertyNames())) {
      JsonNode v = f.get(name);
      if (name.equals("arguments") && v.isString()) {
        arguments(f);
      } else if (!(name.equals("name") && v.isString())) {
        inspect(f, name);
      }
    }
  }

  /**
   * Field {@code name} of {@code node}: a string is one text; in anything else, each string leaf.
   */
  private void inspect(ObjectNode node, String name) {
    JsonNode value = node.get(name);
    if (value == null) {
      return;
    }
    if (value.isString()) {
      field(node, name);
    } else {
      leaves(value);
    }
  }

  private static FieldError uninspectable(String at) {
    return new FieldError(
        at,
        "uninspectable_content",
        "This connection does not allow content the service cannot inspect.");
  }

  private void content(ObjectNode m, String name, String at) {
    JsonNode content = m.get(name);
    if (content == null || content.isNull()) {
      return;
    }
    if (content.isString()) {
      field(m, name);
      return;
    }
    if (!(content instanceof ArrayNode parts)) {
      refused.add(new FieldError(at, "type", "Must be a string or an array of parts."));
      return;
    }
    for (int j = 0; j < parts.size(); j++) {
      JsonNode part = parts.get(j);
      String type = part.path("type").asString("");
      if (part instanceof ObjectNode p && (type.equals("text") || type.equals("refusal"))) {
        for (String field : List.copyOf(p.propertyNames())) {
          if (!(field.equals("type") && p.get(field).isString())) {
            inspect(p, field); // the text, and whatever else the part carries
          }
        }
      } else if (!allowNonText) {
        refused.add(uninspectable(at + "/" + j));
      } else if (part.isString()) {
        element(parts, j); // a bare string is text, whatever the connection allows
      } else if (part instanceof ObjectNode p) {
        inspect(p, "text"); // a part of another type that carries text anyway
      }
    }
  }

  private void field(ObjectNode node, String name) {
    JsonNode value = node.get(name);
    if (value != null && value.isString()) {
      texts.add(new Slot(() -> node.get(name).asString(), s -> node.put(name, s)));
    }
  }

  private void arguments(ObjectNode function) {
    JsonNode raw = function.get("arguments");
    if (raw == null || !raw.isString()) {
      return;
    }
    JsonNode parsed;
    try {
      parsed = JSON.readTree(raw.asString());
    } catch (JacksonException e) {
      parsed = null;
    }
    if (parsed == null || !(parsed.isObject() || parsed.isArray())) {
      field(function, "arguments");
      return;
    }
    leaves(parsed);
    JsonNode tree = parsed;
    arguments.add(tree);
    writeBacks.add(() -> function.put("arguments", JSON.writeValueAsString(tree)));
  }

  /**
   * The tool call arguments as parsed, keys included: a placeholder written there with JSON escapes
   * ("\u003cEMAIL_1\u003e") shows only once parsed, and reaches the provider so.
   */
  List<JsonNode> parsedArguments() {
    return arguments;
  }

  private void leaves(JsonNode node) {
    if (node instanceof ObjectNode o) {
      for (Map.Entry<String, JsonNode> e : List.copyOf(o.properties())) {
        if (e.getValue().isString()) {
          field(o, e.getKey());
        } else {
          leaves(e.getValue());
        }
      }
    } else if (node instanceof ArrayNode a) {
      for (int i = 0; i < a.size(); i++) {
        element(a, i);
      }
    }
  }

  /** Element {@code i} of {@code a}: a string is one text; in anything else, each string leaf. */
  private void element(ArrayNode a, int i) {
    if (!a.get(i).isString()) {
      leaves(a.get(i));
      return;
    }
    texts.add(new Slot(() -> a.get(i).asString(), s -> a.set(i, a.stringNode(s))));
  }
}
