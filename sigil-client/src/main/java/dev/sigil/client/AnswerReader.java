package dev.sigil.client;

import dev.sigil.client.Transport.Answer;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * Reads one JSON answer, or an object inside it, into the client's records. Fields the client does
 * not know are ignored, so the service may add fields. A required field that is missing, null or of
 * another JSON type is a {@link MalformedAnswerException} naming the field's JSON Pointer and the
 * kind of value expected, never the value found. An optional field may be absent or null (the
 * service omits nulls); present with another type, it is malformed too.
 */
final class AnswerReader {
  private final Answer answer;
  private final JsonNode node;
  private final String pointer;

  private AnswerReader(Answer answer, JsonNode node, String pointer) {
    this.answer = answer;
    this.node = node;
    this.pointer = pointer;
  }

  /** The answer's body, which must be a JSON object. */
  static AnswerReader of(Answer answer) {
    JsonNode body = answer.body();
    if (body == null || !body.isObject()) {
      throw malformed(answer, "", "a JSON object");
    }
    return new AnswerReader(answer, body, "");
  }

  /** {@code node}, an object found at {@code pointer} of the answer (a stream's chunk, say). */
  static AnswerReader of(Answer answer, JsonNode node, String pointer) {
    if (!node.isObject()) {
      throw malformed(answer, pointer, "an object");
    }
    return new AnswerReader(answer, node, pointer);
  }

  /** The answer's request id, for the result record; every answer of the service has one. */
  String requestId() {
    String id = answer.requestId();
    if (id == null) {
      throw new MalformedAnswerException(
          answer.operation(), answer.status(), null, "", "its X-Request-Id header");
    }
    return id;
  }

  /** Whether the service replayed a stored answer ({@code Idempotent-Replayed}). */
  boolean replayed() {
    return answer.replayed();
  }

  String string(String field) {
    return required(field, JsonNode::isString, "a string").stringValue();
  }

  @Nullable String optString(String field) {
    JsonNode v = optional(field, JsonNode::isString, "a string");
    return v == null ? null : v.stringValue();
  }

  long number(String field) {
    return required(field, n -> n.isIntegralNumber() && n.canConvertToLong(), "an integer")
        .longValue();
  }

  @Nullable Long optNumber(String field) {
    JsonNode v = optional(field, n -> n.isIntegralNumber() && n.canConvertToLong(), "an integer");
    return v == null ? null : v.longValue();
  }

  int integer(String field) {
    return required(field, n -> n.isIntegralNumber() && n.canConvertToInt(), "an integer")
        .intValue();
  }

  boolean bool(String field) {
    return required(field, JsonNode::isBoolean, "a boolean").booleanValue();
  }

  Instant instant(String field) {
    return parseInstant(field, string(field));
  }

  @Nullable Instant optInstant(String field) {
    String s = optString(field);
    return s == null ? null : parseInstant(field, s);
  }

  /** A required array of strings. */
  List<String> strings(String field) {
    JsonNode array = required(field, JsonNode::isArray, "an array of strings");
    List<String> out = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) {
      JsonNode item = array.get(i);
      if (!item.isString()) {
        throw malformed(answer, at(field) + "/" + i, "a string");
      }
      out.add(item.stringValue());
    }
    return List.copyOf(out);
  }

  AnswerReader object(String field) {
    return new AnswerReader(answer, required(field, JsonNode::isObject, "an object"), at(field));
  }

  @Nullable AnswerReader optObject(String field) {
    JsonNode v = optional(field, JsonNode::isObject, "an object");
    return v == null ? null : new AnswerReader(answer, v, at(field));
  }

  /** A required array of objects, each read by {@code read}. */
  <T> List<T> objects(String field, Function<AnswerReader, T> read) {
    JsonNode array = required(field, JsonNode::isArray, "an array of objects");
    List<T> out = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) {
      String itemPointer = at(field) + "/" + i;
      JsonNode item = array.get(i);
      if (!item.isObject()) {
        throw malformed(answer, itemPointer, "an object");
      }
      out.add(read.apply(new AnswerReader(answer, item, itemPointer)));
    }
    return List.copyOf(out);
  }

  /** A required object whose members are objects, each read by {@code read}, in answer order. */
  <T> Map<String, T> members(String field, Function<AnswerReader, T> read) {
    AnswerReader object = object(field);
    Map<String, T> out = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> e : object.node.properties()) {
      out.put(e.getKey(), read.apply(object.object(e.getKey())));
    }
    return Collections.unmodifiableMap(out);
  }

  /** A required object whose members are integers (counts per class), in answer order. */
  Map<String, Integer> counts(String field) {
    AnswerReader object = object(field);
    Map<String, Integer> out = new LinkedHashMap<>();
    for (String name : object.node.propertyNames()) {
      out.put(name, object.integer(name));
    }
    return Collections.unmodifiableMap(out);
  }

  private JsonNode required(String field, Predicate<JsonNode> shape, String expected) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull() || !shape.test(v)) {
      throw malformed(answer, at(field), expected);
    }
    return v;
  }

  private @Nullable JsonNode optional(String field, Predicate<JsonNode> shape, String expected) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return null;
    }
    if (!shape.test(v)) {
      throw malformed(answer, at(field), expected);
    }
    return v;
  }

  private Instant parseInstant(String field, String s) {
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      throw malformed(answer, at(field), "an RFC 3339 timestamp");
    }
  }

  private String at(String field) {
    return pointer + "/" + field.replace("~", "~0").replace("/", "~1");
  }

  private static MalformedAnswerException malformed(
      Answer answer, String pointer, String expected) {
    String where = pointer.isEmpty() ? " as its body" : " at " + pointer;
    return new MalformedAnswerException(
        answer.operation(), answer.status(), answer.requestId(), pointer, expected + where);
  }
}
