package dev.sigil.audit;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * RFC 8785 (JSON Canonicalization Scheme) for Sigil's event model, and a strict parser for it.
 *
 * <p>The model: {@code null}, {@link Boolean}, {@link String}, integers ({@link Integer}, {@link
 * Long}) within ±(2<sup>53</sup>−1), {@link List} of values, and {@link Map} with {@link String}
 * keys and values. Floating point is refused (so JCS number serialisation is the plain decimal
 * integer and never needs ECMAScript's double formatting); so are strings with unpaired surrogates
 * (RFC 8785 requires I-JSON) and any other type.
 *
 * <p>Canonical form: no whitespace; object members sorted by key, comparing UTF-16 code units
 * ({@link String#compareTo}); strings escape only {@code "}, {@code \}, and U+0000..U+001F ({@code
 * \b \f \n \r \t}, otherwise {@code \}{@code u00xx} in lowercase hex), everything else literal;
 * output in UTF-8.
 *
 * <p>Error messages never quote values: events may hold identifiers a log must not repeat.
 */
public final class CanonicalJson {
  /** The largest integer magnitude every JSON implementation represents exactly (I-JSON). */
  public static final long MAX_SAFE_INTEGER = (1L << 53) - 1;

  static final int MAX_DEPTH = 64;

  private CanonicalJson() {}

  /**
   * The canonical UTF-8 bytes of {@code value}.
   *
   * @throws IllegalArgumentException if {@code value} is outside the model (the message names the
   *     rule and the path of member names and indexes, never a value)
   */
  public static byte[] serialize(@Nullable Object value) {
    return toJson(value).getBytes(StandardCharsets.UTF_8);
  }

  /** The canonical text of {@code value}; see {@link #serialize}. */
  public static String toJson(@Nullable Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out, "$", 0);
    return out.toString();
  }

  /**
   * Parses one JSON text (RFC 8259, UTF-8, whitespace allowed) into the model: objects become
   * unmodifiable insertion-ordered maps, arrays unmodifiable lists, numbers {@link Long}.
   *
   * @throws AuditDataException if the bytes are not UTF-8, not one JSON text, have duplicate member
   *     names, a number that is not a safe integer, or nest deeper than 64
   */
  public static @Nullable Object parse(byte[] json) {
    return new JsonReader(json).readDocument();
  }

  /** {@link #serialize} of {@link #parse}: the canonical form of any JSON text in the model. */
  public static byte[] canonicalize(byte[] json) {
    return serialize(parse(json));
  }

  private static void write(@Nullable Object value, StringBuilder out, String path, int depth) {
    if (depth > MAX_DEPTH) {
      throw new IllegalArgumentException("nesting deeper than " + MAX_DEPTH + " at " + path);
    }
    switch (value) {
      case null -> out.append("null");
      case Boolean b -> out.append(b.booleanValue());
      case String s -> writeString(s, out, path);
      case Integer i -> out.append(i.intValue());
      case Long l -> out.append(safeInteger(l, path));
      case Map<?, ?> map -> writeObject(map, out, path, depth);
      case List<?> list -> writeArray(list, out, path, depth);
      default ->
          throw new IllegalArgumentException(
              "unsupported JSON value type " + value.getClass().getName() + " at " + path);
    }
  }

  private static long safeInteger(long value, String path) {
    if (value > MAX_SAFE_INTEGER || value < -MAX_SAFE_INTEGER) {
      throw new IllegalArgumentException("integer beyond +-(2^53-1) at " + path);
    }
    return value;
  }

  private static void writeObject(Map<?, ?> map, StringBuilder out, String path, int depth) {
    List<String> keys = new ArrayList<>(map.size());
    for (Object key : map.keySet()) {
      if (!(key instanceof String s)) {
        throw new IllegalArgumentException("object member name is not a string at " + path);
      }
      keys.add(s);
    }
    keys.sort(null);
    out.append('{');
    for (int i = 0; i < keys.size(); i++) {
      String key = keys.get(i);
      if (i > 0) {
        out.append(',');
      }
      String memberPath = path + "." + key;
      writeString(key, out, path);
      out.append(':');
      write(map.get(key), out, memberPath, depth + 1);
    }
    out.append('}');
  }

  private static void writeArray(List<?> list, StringBuilder out, String path, int depth) {
    out.append('[');
    for (int i = 0; i < list.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      write(list.get(i), out, path + "[" + i + "]", depth + 1);
    }
    out.append(']');
  }

  private static void writeString(String s, StringBuilder out, String path) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append("\\u00").append(Character.forDigit(c >> 4, 16));
            out.append(Character.forDigit(c & 0xf, 16));
          } else if (Character.isHighSurrogate(c)
              && i + 1 < s.length()
              && Character.isLowSurrogate(s.charAt(i + 1))) {
            out.append(c).append(s.charAt(++i));
          } else if (Character.isSurrogate(c)) {
            throw new IllegalArgumentException("unpaired surrogate in a string at " + path);
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
