package dev.sigil.server;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Parses response bodies in tests. */
public final class Json {
  private static final JsonMapper MAPPER = JsonMapper.builder().build();

  private Json() {}

  public static JsonNode parse(String body) {
    return MAPPER.readTree(body);
  }

  /** {@code s} as a JSON string literal, quotes included. */
  public static String quote(String s) {
    return MAPPER.writeValueAsString(s);
  }
}
