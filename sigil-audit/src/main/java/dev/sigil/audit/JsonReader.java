package dev.sigil.audit;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A strict RFC 8259 parser for the {@link CanonicalJson} model: one value, no trailing content,
 * integers only, no duplicate member names, bounded nesting. Written here rather than taken from
 * Jackson so the standalone verifier needs nothing beyond this module, and so every rule of the
 * model (safe integers, duplicates, surrogates) is enforced at the one place input is read.
 */
final class JsonReader {
  private final String text;
  private int pos;

  JsonReader(byte[] json) {
    this.text = decode(json);
  }

  @Nullable Object readDocument() {
    skipWhitespace();
    Object value = readValue(0);
    skipWhitespace();
    if (pos != text.length()) {
      throw error("trailing content");
    }
    return value;
  }

  private static String decode(byte[] json) {
    try {
      CharBuffer chars =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(json));
      return chars.toString();
    } catch (CharacterCodingException e) {
      throw new AuditDataException("JSON is not valid UTF-8");
    }
  }

  private @Nullable Object readValue(int depth) {
    if (depth > CanonicalJson.MAX_DEPTH) {
      throw error("nesting deeper than " + CanonicalJson.MAX_DEPTH);
    }
    char c = peek();
    return switch (c) {
      case '{' -> readObject(depth);
      case '[' -> readArray(depth);
      case '"' -> readString();
      case 't' -> literal("true", Boolean.TRUE);
      case 'f' -> literal("false", Boolean.FALSE);
      case 'n' -> literal("null", null);
      default -> {
        if (c == '-' || (c >= '0' && c <= '9')) {
          yield readInteger();
        }
        throw error("unexpected character");
      }
    };
  }

  private Map<String, @Nullable Object> readObject(int depth) {
    expect('{');
    Map<String, @Nullable Object> members = new LinkedHashMap<>();
    skipWhitespace();
    if (tryConsume('}')) {
      return Collections.unmodifiableMap(members);
    }
    do {
      skipWhitespace();
      int at = pos;
      String key = readString();
      skipWhitespace();
      expect(':');
      skipWhitespace();
      if (members.containsKey(key)) {
        pos = at;
        throw error("duplicate member name");
      }
      members.put(key, readValue(depth + 1));
      skipWhitespace();
    } while (tryConsume(','));
    expect('}');
    return Collections.unmodifiableMap(members);
  }

  private List<@Nullable Object> readArray(int depth) {
    expect('[');
    List<@Nullable Object> items = new ArrayList<>();
    skipWhitespace();
    if (tryConsume(']')) {
      return Collections.unmodifiableList(items);
    }
    do {
      skipWhitespace();
      items.add(readValue(depth + 1));
      skipWhitespace();
    } while (tryConsume(','));
    expect(']');
    return Collections.unmodifiableList(items);
  }

  private String readString() {
    expect('"');
    StringBuilder out = new StringBuilder();
    while (true) {
      char c = next("unterminated string");
      if (c == '"') {
        break;
      } else if (c == '\\') {
        out.append(readEscape());
      } else if (c < 0x20) {
        throw error("unescaped control character in string");
      } else {
        out.append(c);
      }
    }
    checkSurrogates(out);
    return out.toString();
  }

  private char readEscape() {
    char c = next("unterminated escape");
    return switch (c) {
      case '"', '\\', '/' -> c;
      case 'b' -> '\b';
      case 'f' -> '\f';
      case 'n' -> '\n';
      case 'r' -> '\r';
      case 't' -> '\t';
      case 'u' -> readHex4();
      default -> throw error("invalid escape");
    };
  }

  private char readHex4() {
    int value = 0;
    for (int i = 0; i < 4; i++) {
      int digit = Character.digit(next("unterminated escape"), 16);
      if (digit < 0) {
        throw error("invalid \\u escape");
      }
      value = value * 16 + digit;
    }
    return (char) value;
  }

  private void checkSurrogates(CharSequence s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        throw error("unpaired surrogate in string");
      }
    }
  }

  private Long readInteger() {
    int start = pos;
    tryConsume('-');
    if (tryConsume('0')) {
      // A leading zero stands alone.
    } else if (pos < text.length() && text.charAt(pos) >= '1' && text.charAt(pos) <= '9') {
      while (pos < text.length() && Character.isDigit(text.charAt(pos)) && text.charAt(pos) < 128) {
        pos++;
      }
    } else {
      throw error("invalid number");
    }
    if (pos < text.length() && ".eE0123456789".indexOf(text.charAt(pos)) >= 0) {
      throw error("number is not an integer in canonical range");
    }
    String digits = text.substring(start, pos);
    if (digits.length() > 17) {
      throw error("integer beyond +-(2^53-1)");
    }
    long value = Long.parseLong(digits);
    if (Math.abs(value) > CanonicalJson.MAX_SAFE_INTEGER) {
      throw error("integer beyond +-(2^53-1)");
    }
    return value;
  }

  private @Nullable Object literal(String word, @Nullable Object value) {
    if (!text.startsWith(word, pos)) {
      throw error("invalid literal");
    }
    pos += word.length();
    return value;
  }

  private void skipWhitespace() {
    while (pos < text.length() && " \t\n\r".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
  }

  private char peek() {
    if (pos >= text.length()) {
      throw error("unexpected end of input");
    }
    return text.charAt(pos);
  }

  private char next(String whatIfEnd) {
    if (pos >= text.length()) {
      throw error(whatIfEnd);
    }
    return text.charAt(pos++);
  }

  private boolean tryConsume(char c) {
    if (pos < text.length() && text.charAt(pos) == c) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(char c) {
    if (!tryConsume(c)) {
      throw error("expected '" + c + "'");
    }
  }

  private AuditDataException error(String rule) {
    return new AuditDataException("invalid JSON at character " + pos + ": " + rule);
  }
}
