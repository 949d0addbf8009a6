package dev.sigil.detect.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSON span format: a JSON array of documents, or documents one after another (JSON
 * Lines, or pretty-printed objects in a row). A document is {@code {"text": "...", "spans":
 * [{"start": 0, "end": 5, "label": "name"}]}}. Other members are ignored. So that the files of
 * other tools read as they are, members have aliases:
 *
 * <ul>
 *   <li>the text: {@code text}, {@code full_text} (Presidio's evaluation samples), {@code
 *       source_text} (ai4privacy's sets);
 *   <li>the spans: {@code spans}, {@code entities}, {@code privacy_mask} (ai4privacy);
 *   <li>in a span: {@code start} or {@code start_position}, {@code end} or {@code end_position},
 *       {@code label}, {@code type}, {@code class} or {@code entity_type}; or a span is an array
 *       {@code [start, end, label]} (spaCy's and doccano's layout).
 * </ul>
 *
 * <p>Offsets are Java string offsets (UTF-16 code units), {@code end} exclusive. Files written in
 * Python count code points instead, which differ after a character outside the Basic Multilingual
 * Plane (an emoji): a span that carries its own text ({@code value}, {@code entity_value} or {@code
 * text}) whose offsets select that text only when read as code points is read so; every other span
 * as UTF-16.
 */
public final class JsonSpanReader {
  private JsonSpanReader() {}

  public static List<LabelledText> read(Path file) throws IOException {
    return parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
  }

  /** Parses {@code content}; {@code source} names it in errors. */
  public static List<LabelledText> parse(String source, String content) {
    Json json = new Json(source, content);
    List<LabelledText> out = new ArrayList<>();
    if (json.atEnd()) {
      return out;
    }
    if (json.peek('[')) {
      json.expect('[', "'['");
      if (json.peek(']')) {
        json.expect(']', "']'");
      } else {
        do {
          json.atEnd();
          out.add(document(json, source));
        } while (commaBefore(json, ']'));
      }
      if (!json.atEnd()) {
        throw json.error("unexpected content after the top-level array");
      }
      return out;
    }
    while (!json.atEnd()) {
      out.add(document(json, source));
    }
    return out;
  }

  private static boolean commaBefore(Json json, char close) {
    if (json.peek(',')) {
      json.expect(',', "','");
      return true;
    }
    json.expect(close, "',' or '" + close + "' after a document");
    return false;
  }

  private static LabelledText document(Json json, String source) {
    int line = json.line();
    String where = source + ":" + line;
    if (!json.peek('{')) {
      throw json.error("expected a document object {\"text\": ..., \"spans\": [...]}");
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> doc = (Map<String, Object>) json.value();
    if (!(member(doc, where, "text", "full_text", "source_text") instanceof String text)) {
      throw new CorpusFormatException(where + ": document without a string member \"text\"");
    }
    Object spans = member(doc, where, "spans", "entities", "privacy_mask");
    List<GoldSpan> gold = new ArrayList<>();
    if (spans != null && spans != Json.NULL) {
      if (!(spans instanceof List<?> list)) {
        throw new CorpusFormatException(where + ": \"spans\" is not an array");
      }
      for (int i = 0; i < list.size(); i++) {
        gold.add(span(list.get(i), text, where + ": span " + i));
      }
    }
    return new LabelledText(where, text, gold);
  }

  private static GoldSpan span(Object o, String text, String where) {
    int start;
    int end;
    Object label;
    Object value = null;
    if (o instanceof List<?> tuple && tuple.size() == 3) {
      start = offset(tuple.get(0), where, "start");
      end = offset(tuple.get(1), where, "end");
      label = tuple.get(2);
    } else if (o instanceof Map<?, ?> m) {
      start = offset(member(m, where, "start", "start_position"), where, "start");
      end = offset(member(m, where, "end", "end_position"), where, "end");
      label = member(m, where, "label", "type", "class", "entity_type");
      value = member(m, where, "value", "entity_value", "text");
    } else {
      throw new CorpusFormatException(where + " is neither an object nor [start, end, label]");
    }
    if (!(label instanceof String l) || l.isBlank()) {
      throw new CorpusFormatException(where + ": no string \"label\" (or \"type\", \"class\")");
    }
    if (value instanceof String v && !selects(text, start, end, v)) {
      int units = codeUnits(text, start);
      int unitsEnd = codeUnits(text, end);
      if (units >= 0 && unitsEnd >= 0 && selects(text, units, unitsEnd, v)) {
        start = units; // the offsets count code points, as Python's do
        end = unitsEnd;
      }
    }
    if (start >= end || end > text.length()) {
      throw new CorpusFormatException(
          where
              + ": offsets ["
              + start
              + ", "
              + end
              + ") not within the text of length "
              + text.length());
    }
    return new GoldSpan(start, end, l);
  }

  private static boolean selects(String text, int start, int end, String value) {
    return start < end && end <= text.length() && text.substring(start, end).equals(value);
  }

  /** The UTF-16 offset of code point {@code points} of {@code text}, or -1 past its end. */
  private static int codeUnits(String text, int points) {
    if (points > text.codePointCount(0, text.length())) {
      return -1;
    }
    return text.offsetByCodePoints(0, points);
  }

  private static Object member(Map<?, ?> m, String where, String... names) {
    Object found = null;
    for (String n : names) {
      Object v = m.get(n);
      if (v != null) {
        if (found != null) {
          throw new CorpusFormatException(where + ": both \"" + names[0] + "\" and \"" + n + "\"");
        }
        found = v;
      }
    }
    return found;
  }

  private static int offset(Object v, String where, String name) {
    if (v instanceof Long l && l >= 0 && l <= Integer.MAX_VALUE) {
      return (int) l.longValue();
    }
    throw new CorpusFormatException(
        where + ": \"" + name + "\" is " + (v == null ? "missing" : "not a non-negative integer"));
  }
}
