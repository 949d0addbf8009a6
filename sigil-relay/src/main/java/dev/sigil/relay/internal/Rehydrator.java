package dev.sigil.relay.internal;

import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Placeholders;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import tools.jackson.databind.JsonNode;

/**
 * Puts originals back in place of the placeholders this request minted, for the allowed classes
 * only; any other placeholder-looking text stays as it is.
 */
final class Rehydrator {
  private final Placeholders placeholders;
  private final Set<PiiClass> classes;
  private final boolean jsonContent;

  /**
   * {@code jsonContent}: the answer's content is JSON text (the request asked for a {@code
   * json_object} or {@code json_schema} response format), so originals are restored in it
   * JSON-escaped, as in tool call arguments.
   */
  Rehydrator(Placeholders placeholders, Set<PiiClass> classes, boolean jsonContent) {
    this.placeholders = placeholders;
    this.classes = classes;
    this.jsonContent = jsonContent;
  }

  /** Whether a request's {@code response_format} makes the answer's content JSON text. */
  static boolean jsonContent(JsonNode responseFormat) {
    String type = responseFormat.path("type").asString("");
    return type.equals("json_object") || type.equals("json_schema");
  }

  /** A choice's content with its placeholders restored (JSON-escaped in JSON content). */
  String restoreContent(String text) {
    return replace(text, jsonContent);
  }

  /** {@code json} (JSON text) with placeholders restored as JSON string content, escaped. */
  String restoreInJson(String json) {
    return replace(json, true);
  }

  private String replace(String text, boolean jsonEscaped) {
    if (text.indexOf('<') < 0) {
      return text;
    }
    Matcher m = Placeholders.SHAPE.matcher(text);
    StringBuilder out = null;
    int copied = 0;
    while (m.find()) {
      Optional<String> original = original(m.group(), m.group(1));
      if (original.isEmpty()) {
        continue;
      }
      if (out == null) {
        out = new StringBuilder(text.length() + 32);
      }
      out.append(text, copied, m.start());
      out.append(jsonEscaped ? escape(original.get()) : original.get());
      copied = m.end();
    }
    return out == null ? text : out.append(text, copied, text.length()).toString();
  }

  private Optional<String> original(String placeholder, String className) {
    return PiiClass.fromPlaceholderName(className)
        .filter(classes::contains)
        .flatMap(c -> placeholders.original(placeholder));
  }

  /** The characters of {@code s} as they stand inside a JSON string literal, without quotes. */
  static String escape(String s) {
    String quoted = Coverage.JSON.writeValueAsString(s);
    return quoted.substring(1, quoted.length() - 1);
  }
}
