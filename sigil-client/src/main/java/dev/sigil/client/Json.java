package dev.sigil.client;

import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The client's one JSON mapper and small helpers for building and reading bodies. */
final class Json {
  static final JsonMapper MAPPER = JsonMapper.builder().build();

  private Json() {}

  static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  static ArrayNode array(Iterable<String> values) {
    ArrayNode a = MAPPER.createArrayNode();
    values.forEach(a::add);
    return a;
  }

  /** A string field, or null when absent or JSON null. */
  static @Nullable String text(JsonNode n, String field) {
    JsonNode v = n.get(field);
    return v == null || v.isNull() ? null : v.asString();
  }

  static int integer(JsonNode n, String field) {
    return n.path(field).asInt(0);
  }
}
