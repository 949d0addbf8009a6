package dev.sigil.detect.eval;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small strict JSON reader (RFC 8259: no comments, no trailing commas, no duplicate keys) and
 * string quoting. Objects read as {@link Map}, arrays as {@link List}, numbers as {@link Long} when
 * integral and in range, else {@link Double}, {@code null} as {@link #NULL}. Errors name the
 * source, line and column, never the input's text.
 */
final class Json {
  /** JSON {@code null}. */
  static final Object NULL =
      new Object() {
        @Override
        public String toString() {
          return "null";
        }
      };

  private static final int MAX_DEPTH = 256;

  private final String source;
  private final String in;
  private int pos;
  private int line = 1;
  private int lineStart;
  private int depth;

  Json(String source, String in) {
    this.source = source;
    this.in = in;
    if (in.startsWith("\uFEFF")) {
      pos = 1; // a byte-order mark is not part of the text
    }
  }

  /** Skips white space; whether the input ends here. */
  boolean atEnd() {
    skipSpace();
    return pos >= in.length();
  }

  /** The line of the next character (after {@link #atEnd()}: of the next value). */
  int line() {
    return line;
  }

  /** Whether the next character (after white space) is {@code c}. */
  boolean peek(char c) {
    skipSpace();
    return pos < in.length() && in.charAt(pos) == c;
  }

  /** Consumes {@code c}, after white space, or fails. */
  void expect(char c, String what) {
    skipSpace();
    if (pos >= in.length() || in.charAt(pos) != c) {
      throw error("expected " + what);
    }
    pos++;
  }

  /** Reads one value. */
  Object value() {
    skipSpace();
    if (pos >= in.length()) {
      throw error("unexpected end of input, expected a value");
    }
    char c = in.charAt(pos);
    return switch (c) {
      case '{' -> object();
      case '[' -> array();
      case '"' -> string();
      case 't' -> literal("true", Boolean.TRUE);
      case 'f' -> literal("false", Boolean.FALSE);
      case 'n' -> literal("null", NULL);
      default -> {
        if (c == '-' || (c >= '0' && c <= '9')) {
          yield number();
        }
        throw error("unexpected character " + describe(c) + ", expected a value");
      }
    };
  }

  CorpusFormatException error(String message) {
    return new CorpusFormatException(
        source + ":" + line + ":" + (pos - lineStart + 1) + ": " + message);
  }

  private Map<String, Object> object() {
    enter();
    pos++;
    Map<String, Object> members = new LinkedHashMap<>();
    if (peek('}')) {
      pos++;
      depth--;
      return members;
    }
    while (true) {
      skipSpace();
      if (pos >= in.length() || in.charAt(pos) != '"') {
        throw error("expected a member name in double quotes");
      }
      int keyLine = line;
      int keyPos = pos;
      String key = string();
      expect(':', "':' after a member name");
      Object v = value();
      if (members.put(key, v) != null) {
        throw new CorpusFormatException(
            source + ":" + keyLine + ":" + (keyPos - lineStart + 1) + ": duplicate member name");
      }
      skipSpace();
      if (pos < in.length() && in.charAt(pos) == ',') {
        pos++;
      } else if (pos < in.length() && in.charAt(pos) == '}') {
        pos++;
        depth--;
        return members;
      } else {
        throw error("expected ',' or '}' after an object member");
      }
    }
  }

  private List<Object> array() {
    enter();
    pos++;
    List<Object> items = new ArrayList<>();
    if (peek(']')) {
      pos++;
      depth--;
      return items;
    }
    while (true) {
      items.add(value());
      skipSpace();
      if (pos < in.length() && in.charAt(pos) == ',') {
        pos++;
      } else if (pos < in.length() && in.charAt(pos) == ']') {
        pos++;
        depth--;
        return items;
      } else {
        throw error("expected ',' or ']' after an array element");
      }
    }
  }

  private void enter() {
    if (++depth > MAX_DEPTH) {
      throw error("nesting deeper than " + MAX_DEPTH);
    }
  }

  private String string() {
    pos++; // the opening quote
    StringBuilder out = new StringBuilder();
    while (true) {
      if (pos >= in.length()) {
        throw error("unterminated string");
      }
      char c = in.charAt(pos);
      if (c == '"') {
        pos++;
        return out.toString();
      }
      if (c < 0x20) {
        throw error("control character " + describe(c) + " in a string (escape it)");
      }
      if (c == '\\') {
        out.append(escape());
      } else {
        out.append(c);
        pos++;
      }
    }
  }

  private char escape() {
    if (pos + 1 >= in.length()) {
      throw error("unterminated escape");
    }
    char e = in.charAt(pos + 1);
    pos += 2;
    return switch (e) {
      case '"' -> '"';
      case '\\' -> '\\';
      case '/' -> '/';
      case 'b' -> '\b';
      case 'f' -> '\f';
      case 'n' -> '\n';
      case 'r' -> '\r';
      case 't' -> '\t';
      case 'u' -> unicodeEscape();
      default -> {
        pos -= 2;
        throw error("invalid escape \\" + describe(e));
      }
    };
  }

  private char unicodeEscape() {
    if (pos + 4 > in.length()) {
      throw error("truncated \\u escape");
    }
    int v = 0;
    for (int i = 0; i < 4; i++) {
      int d = Character.digit(in.charAt(pos + i), 16);
      if (d < 0 || in.charAt(pos + i) > 'f') {
        throw error("invalid hex digit in a \\u escape");
      }
      v = v * 16 + d;
    }
    pos += 4;
    return (char) v;
  }

  private Object number() {
    int start = pos;
    if (in.charAt(pos) == '-') {
      pos++;
    }
    if (pos < in.length() && in.charAt(pos) == '0') {
      pos++;
    } else if (!digits()) {
      throw error("invalid number");
    }
    boolean integral = true;
    if (pos < in.length() && in.charAt(pos) == '.') {
      pos++;
      integral = false;
      if (!digits()) {
        throw error("invalid number: digits expected after '.'");
      }
    }
    if (pos < in.length() && (in.charAt(pos) == 'e' || in.charAt(pos) == 'E')) {
      pos++;
      integral = false;
      if (pos < in.length() && (in.charAt(pos) == '+' || in.charAt(pos) == '-')) {
        pos++;
      }
      if (!digits()) {
        throw error("invalid number: digits expected in the exponent");
      }
    }
    String text = in.substring(start, pos);
    if (integral && text.length() < 19) {
      return Long.parseLong(text);
    }
    return Double.parseDouble(text);
  }

  private boolean digits() {
    int start = pos;
    while (pos < in.length() && in.charAt(pos) >= '0' && in.charAt(pos) <= '9') {
      pos++;
    }
    return pos > start;
  }

  private Object literal(String word, Object value) {
    if (!in.startsWith(word, pos)) {
      throw error("unexpected character " + describe(in.charAt(pos)) + ", expected a value");
    }
    pos += word.length();
    return value;
  }

  private void skipSpace() {
    while (pos < in.length()) {
      char c = in.charAt(pos);
      if (c == '\n') {
        line++;
        lineStart = pos + 1;
      } else if (c != ' ' && c != '\t' && c != '\r') {
        return;
      }
      pos++;
    }
  }

  private static String describe(char c) {
    return c >= 0x20 && c < 0x7f ? "'" + c + "'" : String.format("U+%04X", (int) c);
  }

  /** {@code s} as a JSON string literal; non-ASCII characters are kept as they are. */
  static String quote(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}
