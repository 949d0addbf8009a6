package dev.sigil.server.web;

import dev.sigil.core.FieldError;
import dev.sigil.core.UserError;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * A strict reader over one JSON object of a request body. Each read records problems with the JSON
 * Pointer of the field instead of failing at the first; {@link #finish()} adds every field the
 * reader was not asked for as {@code unknown_field} and throws one {@code 422} with all of them.
 * Details never repeat the offending value.
 */
public final class JsonBody {
  private final @Nullable JsonNode node;
  private final String pointer;
  private final List<FieldError> errors;
  private final Set<String> read = new HashSet<>();
  private final List<JsonBody> children = new ArrayList<>();

  private JsonBody(@Nullable JsonNode node, String pointer, List<FieldError> errors) {
    this.node = node;
    this.pointer = pointer;
    this.errors = errors;
  }

  /**
   * Reads a request body that must be a JSON object. A string anywhere in it that holds a lone
   * UTF-16 surrogate (JSON's {@code "\ud800"} escape without its pair) is refused with code {@code
   * invalid_text} at its pointer: it is not Unicode text, and encoded to UTF-8 it would turn into
   * "?" and equal another value.
   */
  public static JsonBody of(JsonNode body) {
    JsonBody reader = new JsonBody(body, "", new ArrayList<>());
    if (!body.isObject()) {
      reader.error("", "type", "The body must be a JSON object.");
    }
    loneSurrogates(body, "", reader.errors);
    return reader;
  }

  /** The errors of the strings in {@code body} that hold a lone surrogate (see {@link #of}). */
  public static List<FieldError> loneSurrogates(JsonNode body) {
    List<FieldError> errors = new ArrayList<>();
    loneSurrogates(body, "", errors);
    return errors;
  }

  private static void loneSurrogates(JsonNode node, String at, List<FieldError> errors) {
    if (node.isString()) {
      if (hasLoneSurrogate(node.stringValue())) {
        errors.add(
            new FieldError(
                at, "invalid_text", "Holds a lone UTF-16 surrogate, which is not Unicode text."));
      }
    } else if (node.isObject()) {
      for (var e : node.properties()) {
        String here = at + "/" + e.getKey().replace("~", "~0").replace("/", "~1");
        if (hasLoneSurrogate(e.getKey())) {
          errors.add(
              new FieldError(
                  here, "invalid_text", "Its name holds a lone UTF-16 surrogate, not Unicode."));
        }
        loneSurrogates(e.getValue(), here, errors);
      }
    } else if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        loneSurrogates(node.get(i), at + "/" + i, errors);
      }
    }
  }

  static boolean hasLoneSurrogate(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++; // a pair
      } else if (Character.isSurrogate(c)) {
        return true;
      }
    }
    return false;
  }

  public Optional<String> optionalString(String name, int maxLength) {
    JsonNode value = field(name);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isString()) {
      error(at(name), "type", "Must be a string.");
      return Optional.empty();
    }
    String s = value.stringValue();
    if (s.isEmpty() || s.length() > maxLength) {
      error(at(name), "length", "Must be 1 to " + maxLength + " characters.");
      return Optional.empty();
    }
    return Optional.of(s);
  }

  public Optional<String> requiredString(String name, int maxLength) {
    if (isMissing(name)) {
      error(at(name), "required", "Is required.");
      return Optional.empty();
    }
    return optionalString(name, maxLength);
  }

  /** A required string that {@code parse} turns into a value, or an error with {@code code}. */
  public <T> Optional<T> required(
      String name, int maxLength, Function<String, Optional<T>> parse, String code, String detail) {
    return requiredString(name, maxLength).flatMap(s -> parsed(name, s, parse, code, detail));
  }

  public <T> Optional<T> optional(
      String name, int maxLength, Function<String, Optional<T>> parse, String code, String detail) {
    return optionalString(name, maxLength).flatMap(s -> parsed(name, s, parse, code, detail));
  }

  /** An RFC 3339 timestamp between the years 1970 and 9999. */
  public Optional<Instant> optionalInstant(String name) {
    return optional(
        name,
        64,
        JsonBody::instant,
        "format",
        "Must be an RFC 3339 UTC timestamp between 1970 and 9999.");
  }

  public Optional<Boolean> optionalBoolean(String name) {
    JsonNode value = field(name);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isBoolean()) {
      error(at(name), "type", "Must be true or false.");
      return Optional.empty();
    }
    return Optional.of(value.booleanValue());
  }

  /**
   * A required, non-empty array of strings, each parsed by {@code parse}; duplicates are refused.
   */
  public <T> Optional<Set<T>> requiredSet(
      String name, Function<String, Optional<T>> parse, String code, String detail) {
    if (isMissing(name)) {
      error(at(name), "required", "Is required.");
      return Optional.empty();
    }
    return optionalSet(name, parse, code, detail);
  }

  /** As {@link #requiredSet}, but absent or null is no error and answers empty. */
  public <T> Optional<Set<T>> optionalSet(
      String name, Function<String, Optional<T>> parse, String code, String detail) {
    JsonNode value = field(name);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isArray() || value.isEmpty()) {
      error(at(name), "type", "Must be a non-empty array of strings.");
      return Optional.empty();
    }
    Set<T> out = new LinkedHashSet<>();
    boolean ok = true;
    for (int i = 0; i < value.size(); i++) {
      JsonNode item = value.get(i);
      String itemPointer = at(name) + "/" + i;
      Optional<T> parsed = item.isString() ? parse.apply(item.stringValue()) : Optional.empty();
      if (parsed.isEmpty()) {
        error(itemPointer, code, detail);
        ok = false;
      } else if (!out.add(parsed.get())) {
        error(itemPointer, "duplicate", "Appears more than once.");
        ok = false;
      }
    }
    return ok ? Optional.of(out) : Optional.empty();
  }

  /**
   * A required, non-empty array of at most {@code maxItems} objects, each read by its own reader
   * whose pointers lie below this one ({@code /items/3/value}); the children's unknown fields are
   * named when this reader {@link #finish finishes}. More than {@code maxItems}: {@code
   * too_many_items} at the array.
   */
  public Optional<List<JsonBody>> requiredObjects(String name, int maxItems) {
    JsonNode value = requiredArray(name, maxItems);
    if (value == null) {
      return Optional.empty();
    }
    List<JsonBody> out = new ArrayList<>(value.size());
    for (int i = 0; i < value.size(); i++) {
      JsonNode item = value.get(i);
      JsonBody child = new JsonBody(item, at(name) + "/" + i, errors);
      if (!item.isObject()) {
        error(child.pointer, "type", "Must be a JSON object.");
      }
      children.add(child);
      out.add(child);
    }
    return Optional.of(out);
  }

  /**
   * A required, non-empty array of at most {@code maxItems} strings of 1 to {@code maxLength}
   * characters; duplicates are kept.
   */
  public Optional<List<String>> requiredStrings(String name, int maxItems, int maxLength) {
    JsonNode value = requiredArray(name, maxItems);
    if (value == null) {
      return Optional.empty();
    }
    List<String> out = new ArrayList<>(value.size());
    boolean ok = true;
    for (int i = 0; i < value.size(); i++) {
      JsonNode item = value.get(i);
      if (!item.isString()
          || item.stringValue().isEmpty()
          || item.stringValue().length() > maxLength) {
        error(at(name) + "/" + i, "type", "Must be a string of 1 to " + maxLength + " characters.");
        ok = false;
      } else {
        out.add(item.stringValue());
      }
    }
    return ok ? Optional.of(out) : Optional.empty();
  }

  /**
   * An optional JSON object, read by its own reader whose pointers lie below this one; its unknown
   * fields are named when this reader {@link #finish finishes}.
   */
  public Optional<JsonBody> optionalObject(String name) {
    JsonNode value = field(name);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    JsonBody child = new JsonBody(value, at(name), errors);
    if (!value.isObject()) {
      error(child.pointer, "type", "Must be a JSON object.");
      return Optional.empty();
    }
    children.add(child);
    return Optional.of(child);
  }

  /** An optional integer between {@code min} and {@code max}. */
  public Optional<Long> optionalLong(String name, long min, long max) {
    JsonNode value = field(name);
    if (value == null || value.isNull()) {
      return Optional.empty();
    }
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      error(at(name), "type", "Must be an integer.");
      return Optional.empty();
    }
    long v = value.longValue();
    if (v < min || v > max) {
      error(at(name), "range", "Must be between " + min + " and " + max + ".");
      return Optional.empty();
    }
    return Optional.of(v);
  }

  /** As {@link #requiredStrings}, but absent or null is no error and answers empty. */
  public Optional<List<String>> optionalStrings(String name, int maxItems, int maxLength) {
    JsonNode value = node != null && node.isObject() ? node.get(name) : null;
    if (value == null || value.isNull()) {
      read.add(name);
      return Optional.empty();
    }
    return requiredStrings(name, maxItems, maxLength);
  }

  /** Records a problem found by the caller at {@code field} below this reader. */
  public void reject(String field, String code, String detail) {
    error(field.isEmpty() ? pointer : at(field), code, detail);
  }

  /** Records a problem found by the caller at item {@code index} of the array {@code field}. */
  public void reject(String field, int index, String code, String detail) {
    error(at(field) + "/" + index, code, detail);
  }

  /** The field as it is (null when absent), for a caller that reads its shape itself. */
  public @Nullable JsonNode raw(String name) {
    return field(name);
  }

  /** Whether the field is present and an empty array. */
  public boolean isEmptyArray(String name) {
    JsonNode value = field(name);
    return value != null && value.isArray() && value.isEmpty();
  }

  private @Nullable JsonNode requiredArray(String name, int maxItems) {
    JsonNode value = field(name);
    if (value == null || value.isNull()) {
      error(at(name), "required", "Is required.");
      return null;
    }
    if (!value.isArray() || value.isEmpty()) {
      error(at(name), "type", "Must be a non-empty array.");
      return null;
    }
    if (value.size() > maxItems) {
      error(at(name), "too_many_items", "At most " + maxItems + " items per request.");
      return null;
    }
    return value;
  }

  /** Ends reading: names unknown fields, then throws when anything was wrong. */
  public void finish() {
    for (JsonBody child : children) {
      child.nameUnknownFields();
    }
    nameUnknownFields();
    if (!errors.isEmpty()) {
      throw UserError.validation(errors);
    }
  }

  private void nameUnknownFields() {
    if (node != null && node.isObject()) {
      for (String name : node.propertyNames()) {
        if (!read.contains(name)) {
          error(at(name), "unknown_field", "Is not a known field.");
        }
      }
    }
  }

  private <T> Optional<T> parsed(
      String name, String raw, Function<String, Optional<T>> parse, String code, String detail) {
    Optional<T> value = parse.apply(raw);
    if (value.isEmpty()) {
      error(at(name), code, detail);
    }
    return value;
  }

  private boolean isMissing(String name) {
    JsonNode value = field(name);
    return value == null || value.isNull();
  }

  private @Nullable JsonNode field(String name) {
    read.add(name);
    return node != null && node.isObject() ? node.get(name) : null;
  }

  private String at(String name) {
    return pointer + "/" + name.replace("~", "~0").replace("/", "~1");
  }

  private void error(String at, String code, String detail) {
    errors.add(new FieldError(at, code, detail));
  }

  private static final Instant LATEST = Instant.parse("9999-12-31T23:59:59Z");

  private static Optional<Instant> instant(String s) {
    try {
      Instant t = Instant.parse(s);
      return t.isBefore(Instant.EPOCH) || t.isAfter(LATEST) ? Optional.empty() : Optional.of(t);
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
  }
}
