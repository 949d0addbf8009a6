package dev.sigil.detect.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class JsonSpanReaderTest {
  @Test
  void readsJsonLines() {
    String in =
        """
        {"text": "Mail ann@x.io now", "spans": [{"start": 5, "end": 13, "label": "email"}]}

        {"id": 7, "text": "nothing", "spans": []}
        """;
    List<LabelledText> docs = JsonSpanReader.parse("f.jsonl", in);
    assertThat(docs).hasSize(2);
    assertThat(docs.get(0).spans()).containsExactly(new GoldSpan(5, 13, "email"));
    assertThat(docs.get(0).source()).isEqualTo("f.jsonl:1");
    assertThat(docs.get(1).source()).isEqualTo("f.jsonl:3");
  }

  @Test
  void readsAnArrayWithEntitiesAndTypeOrClass() {
    String in =
        """
        [
          {"text": "Ann", "entities": [{"start": 0, "end": 3, "type": "PERSON"}]},
          {"text": "Bob", "entities": [{"start": 0, "end": 3, "class": "name"}], "x": null}
        ]
        """;
    List<LabelledText> docs = JsonSpanReader.parse("f.json", in);
    assertThat(docs).extracting(d -> d.spans().get(0).label()).containsExactly("PERSON", "name");
    assertThat(JsonSpanReader.parse("f", " [ ] ")).isEmpty();
    assertThat(JsonSpanReader.parse("f", "")).isEmpty();
  }

  /** Presidio's evaluation samples, ai4privacy's sets and spaCy's tuples read as they are. */
  @Test
  void readsTheLayoutsOfOtherTools() {
    String in =
        """
        {"full_text": "Call Ann", "masked": "Call {{PERSON}}", "spans": [{"entity_type": \
        "PERSON", "entity_value": "Ann", "start_position": 5, "end_position": 8}]}
        {"source_text": "Mail a@b.io", "privacy_mask": [{"value": "a@b.io", "start": 5, \
        "end": 11, "label": "EMAIL"}], "span_labels": "[[5, 11, 'EMAIL']]"}
        {"text": "Bob in Rome", "entities": [[0, 3, "PER"], [7, 11, "LOC"]]}
        """;
    List<LabelledText> docs = JsonSpanReader.parse("f.jsonl", in);
    assertThat(docs)
        .extracting(LabelledText::text)
        .containsExactly("Call Ann", "Mail a@b.io", "Bob in Rome");
    assertThat(docs.get(0).spans()).containsExactly(new GoldSpan(5, 8, "PERSON"));
    assertThat(docs.get(1).spans()).containsExactly(new GoldSpan(5, 11, "EMAIL"));
    assertThat(docs.get(2).spans())
        .containsExactly(new GoldSpan(0, 3, "PER"), new GoldSpan(7, 11, "LOC"));
    fails(
        "{\"text\": \"a\", \"spans\": [[0, 1]]}",
        "f.jsonl:1: span 0 is neither an object nor [start, end, label]");
    fails("{\"text\": \"a\", \"full_text\": \"a\"}", "f.jsonl:1: both \"text\" and \"full_text\"");
  }

  /**
   * Python counts code points: after an emoji its offsets are one short of Java's. A span that
   * names its text is read the way that selects that text; one that does not is read as UTF-16.
   */
  @Test
  void codePointOffsetsAreReadAsSuchWhenOnlyTheySelectTheSpansText() {
    String text = "\uD83D\uDE00 Ann met Bob";
    String in =
        "{\"text\": \""
            + text
            + "\", \"spans\": [{\"start\": 2, \"end\": 5, \"label\": \"name\", \"value\": \"Ann\"},"
            + " {\"start\": 11, \"end\": 14, \"label\": \"name\", \"value\": \"Bob\"},"
            + " {\"start\": 10, \"end\": 13, \"label\": \"name\"}]}";
    LabelledText doc = JsonSpanReader.parse("f", in).get(0);
    assertThat(doc.spans())
        .containsExactly(
            new GoldSpan(3, 6, "name"), // code points 2..5
            new GoldSpan(11, 14, "name"), // UTF-16 already selects "Bob"
            new GoldSpan(10, 13, "name")); // no text given: UTF-16, as documented
    assertThat(text.substring(3, 6)).isEqualTo("Ann");
  }

  @Test
  void decodesEscapesIntoJavaStringOffsets() {
    String in =
        "{\"text\": \"\\ud83d\\ude00 \\\"A\\u00e9\\\"\\n\\t\\/\", \"spans\": "
            + "[{\"start\": 3, \"end\": 7, \"label\": \"name\"}]}";
    LabelledText doc = JsonSpanReader.parse("f", in).get(0);
    assertThat(doc.text()).isEqualTo("\uD83D\uDE00 \"A\u00e9\"\n\t/");
    assertThat(doc.text().substring(3, 7)).isEqualTo("\"A\u00e9\"");
  }

  @Test
  void readsPrettyPrintedObjectsInARow() {
    String in = "{\n \"text\": \"a\"\n}\n{\n \"text\": \"b\",\n \"spans\": []\n}\n";
    assertThat(JsonSpanReader.parse("f", in))
        .extracting(LabelledText::source)
        .containsExactly("f:1", "f:4");
  }

  private static void fails(String in, String message) {
    assertThatThrownBy(() -> JsonSpanReader.parse("f.jsonl", in))
        .isInstanceOf(CorpusFormatException.class)
        .hasMessage(message);
  }

  @Test
  void syntaxErrorsNameLineAndColumn() {
    fails(
        "{\"text\": \"a\"}\n{\"text\": \"b\",}\n",
        "f.jsonl:2:14: expected a member name in double quotes");
    fails(
        "{\"text\": \"a\"}\n\n  {\"text\" \"b\"}",
        "f.jsonl:3:11: expected ':' after a member name");
    fails("{\"text\": \"a\nb\"}", "f.jsonl:1:12: control character U+000A in a string (escape it)");
    fails("{\"text\": \"a}", "f.jsonl:1:13: unterminated string");
    fails("{\"text\": 'a'}", "f.jsonl:1:10: unexpected character ''', expected a value");
    fails("{\"text\": \"\\x\"}", "f.jsonl:1:11: invalid escape \\'x'");
    fails("{\"text\": \"a\", \"text\": \"b\"}", "f.jsonl:1:15: duplicate member name");
    fails(
        "[{\"text\": \"a\"},]",
        "f.jsonl:1:16: expected a document object {\"text\": ..., \"spans\": [...]}");
    fails("[{\"text\": \"a\"}] x", "f.jsonl:1:17: unexpected content after the top-level array");
    fails(
        "{\"text\": \"a\", \"n\": 01}", "f.jsonl:1:21: expected ',' or '}' after an object member");
    fails(
        "{\"text\": \"a\", \"n\": tru}",
        "f.jsonl:1:20: unexpected character 't', expected a value");
    fails("{\"text\": \"a\"", "f.jsonl:1:13: expected ',' or '}' after an object member");
    fails(
        "{\"text\": \"a\"} // c",
        "f.jsonl:1:15: expected a document object {\"text\": ..., \"spans\": [...]}");
  }

  @Test
  void contentErrorsNameTheDocumentLineAndNeverTheText() {
    fails("\n{\"spans\": []}", "f.jsonl:2: document without a string member \"text\"");
    fails("{\"text\": \"secret\", \"spans\": {}}", "f.jsonl:1: \"spans\" is not an array");
    fails(
        "{\"text\": \"secret\", \"spans\": [{\"start\": 2, \"end\": 9, \"label\": \"name\"}]}",
        "f.jsonl:1: span 0: offsets [2, 9) not within the text of length 6");
    fails(
        "{\"text\": \"secret\", \"spans\": [{\"start\": 3, \"end\": 3, \"label\": \"name\"}]}",
        "f.jsonl:1: span 0: offsets [3, 3) not within the text of length 6");
    fails(
        "{\"text\": \"secret\", \"spans\": [{\"start\": 1.5, \"end\": 3, \"label\": \"x\"}]}",
        "f.jsonl:1: span 0: \"start\" is not a non-negative integer");
    fails(
        "{\"text\": \"secret\", \"spans\": [{\"start\": 1, \"label\": \"x\"}]}",
        "f.jsonl:1: span 0: \"end\" is missing");
    fails(
        "{\"text\": \"secret\", \"spans\": [{\"start\": 1, \"end\": 2}]}",
        "f.jsonl:1: span 0: no string \"label\" (or \"type\", \"class\")");
    fails(
        "{\"text\": \"s\", \"spans\": [], \"entities\": []}",
        "f.jsonl:1: both \"spans\" and \"entities\"");
  }

  @Test
  void deepNestingFailsCleanly() {
    fails("{\"text\": \"a\", \"x\": " + "[".repeat(300), "f.jsonl:1:275: nesting deeper than 256");
  }

  @Test
  void quoteRoundTrips() {
    String s = "a\"b\\c\nd\te\u0001f\u2028\uD83D\uDE00é";
    Json json = new Json("q", Json.quote(s));
    assertThat(json.value()).isEqualTo(s);
  }
}
