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
 * [{"start": 0, "end": 5, "label": "name"}]}}; {@code entities} may stand for {@code spans}, {@code
 * type} or {@code class} for {@code label}. Offsets are Java string offsets, {@code end} exclusive.
 * Other members are ignored.
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
    if (!(doc.get("text") instanceof String text)) {
      throw new CorpusFormatException(where + ": document without a string member \"text\"");
    }
    Object spans = member(doc, where, "spans", "entities");
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
    if (!(o instanceof Map<?, ?> m)) {
      throw new CorpusFormatException(where + " is not an object");
    }
    int start = offset(m.get("start"), where, "start");
    int end = offset(m.get("end"), where, "end");
    Object label = member(m, where, "label", "type", "class");
    if (!(label instanceof String l) || l.isBlank()) {
      throw new CorpusFormatException(where + ": no string \"label\" (or \"type\", \"class\")");
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
