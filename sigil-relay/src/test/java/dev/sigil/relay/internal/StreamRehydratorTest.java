package dev.sigil.relay.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Placeholders;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Issue 7: the same streamed answer, cut at every possible boundary (1-character chunks up to the
 * whole answer) and at random ones, always yields exactly the expected text; two choices and
 * interleaved tool call deltas included.
 */
class StreamRehydratorTest {
  private static final String[] CONTENT = {
    "Hi <NAME_1>, mail <EMAIL_1> or <EMAIL_2>; not <EMAIL_9> nor <NAME_1 or <<EMAIL_1>> <",
    "<EMAIL_2><EMAIL_1>x<NAME_1>"
  };
  private static final String ARGS =
      "{\"to\":\"<EMAIL_1>\",\"who\":\"<NAME_1>\",\"n\":[\"<EMAIL_2>\"]}";

  private static Placeholders placeholders() {
    Placeholders p = new Placeholders();
    p.placeholderFor(PiiClass.NAME, "Seán \"Q\" O\\Brien");
    p.placeholderFor(PiiClass.EMAIL, "sean@example.org");
    p.placeholderFor(PiiClass.EMAIL, "q@example.net");
    return p;
  }

  private static String expectedContent(int choice, Rehydrator r) {
    return r.restoreContent(CONTENT[choice]);
  }

  /** Content in plain text, and content that is JSON text (a json_object response format). */
  @Test
  void everyChunkSizeGivesTheSameText() {
    int longest = Math.max(CONTENT[0].length(), Math.max(CONTENT[1].length(), ARGS.length()));
    for (boolean json : new boolean[] {false, true}) {
      for (int size = 1; size <= longest; size++) {
        final int k = size;
        check(text -> cut(text, k), json);
      }
    }
  }

  @Test
  void inJsonContentOriginalsAreRestoredEscaped() {
    Rehydrator json = new Rehydrator(placeholders(), EnumSet.of(PiiClass.NAME), true);
    String restored = json.restoreContent("{\"who\":\"<NAME_1>\"}");
    assertThat(Coverage.JSON.readTree(restored).get("who").asString())
        .isEqualTo("Seán \"Q\" O\\Brien");
    Rehydrator text = new Rehydrator(placeholders(), EnumSet.of(PiiClass.NAME), false);
    assertThat(text.restoreContent("<NAME_1>")).isEqualTo("Seán \"Q\" O\\Brien");
  }

  @Test
  void randomCutsGiveTheSameText() {
    Random random = new Random(20261126);
    for (int round = 0; round < 500; round++) {
      check(
          text -> {
            List<String> pieces = new ArrayList<>();
            int i = 0;
            while (i < text.length()) {
              int next = Math.min(text.length(), i + random.nextInt(6));
              pieces.add(text.substring(i, next)); // empty fragments happen too
              i = next;
            }
            return pieces;
          },
          false);
    }
  }

  /**
   * OpenAI's deprecated {@code function_call} deltas hold back like a tool call's arguments: every
   * chunk size gives the arguments restored JSON-escaped, for a choice that finishes and for one
   * whose rest comes out of {@link StreamRehydrator#drain()}.
   */
  @Test
  void legacyFunctionCallArgumentsComeBackWhateverTheChunking() {
    Rehydrator rehydrator =
        new Rehydrator(placeholders(), EnumSet.of(PiiClass.EMAIL, PiiClass.NAME), false);
    for (int size = 1; size <= ARGS.length(); size++) {
      StreamRehydrator stream = new StreamRehydrator(rehydrator);
      Map<Integer, StringBuilder> args = new TreeMap<>();
      List<ObjectNode> chunks = new ArrayList<>();
      for (String piece : cut(ARGS, size)) {
        for (int c = 0; c < 2; c++) {
          ObjectNode chunk = chunk(c);
          ((ObjectNode) chunk.withArray("choices").get(0))
              .withObject("delta")
              .putObject("function_call")
              .put("arguments", piece);
          chunks.add(chunk);
        }
      }
      ObjectNode finish = chunk(0);
      ((ObjectNode) finish.withArray("choices").get(0)).put("finish_reason", "function_call");
      chunks.add(finish); // choice 1 never finishes
      for (ObjectNode chunk : chunks) {
        stream.apply(chunk);
        collectFunction(chunk, args);
      }
      ObjectNode rest = stream.drain();
      if (rest != null) {
        collectFunction(rest, args);
      }
      for (int c = 0; c < 2; c++) {
        String restored = args.get(c).toString();
        assertThat(restored).as("size %d", size).isEqualTo(rehydrator.restoreInJson(ARGS));
        assertThat(Coverage.JSON.readTree(restored).get("who").asString())
            .isEqualTo("Seán \"Q\" O\\Brien");
      }
    }
  }

  private static void collectFunction(ObjectNode chunk, Map<Integer, StringBuilder> args) {
    for (JsonNode choice : chunk.path("choices")) {
      JsonNode f = choice.path("delta").path("function_call");
      args.computeIfAbsent(choice.path("index").asInt(), k -> new StringBuilder())
          .append(f.path("arguments").asString(""));
    }
  }

  @Test
  void onlyTheAllowedClassesComeBack() {
    Rehydrator emailsOnly = new Rehydrator(placeholders(), EnumSet.of(PiiClass.EMAIL), false);
    assertThat(emailsOnly.restoreContent("<NAME_1> <EMAIL_1>"))
        .isEqualTo("<NAME_1> sean@example.org");
  }

  private void check(java.util.function.Function<String, List<String>> cutter, boolean json) {
    Rehydrator rehydrator =
        new Rehydrator(placeholders(), EnumSet.of(PiiClass.EMAIL, PiiClass.NAME), json);
    StreamRehydrator stream = new StreamRehydrator(rehydrator);
    List<ObjectNode> chunks = chunks(cutter);
    Map<Integer, StringBuilder> content = new TreeMap<>();
    Map<Integer, StringBuilder> args = new TreeMap<>();
    for (ObjectNode chunk : chunks) {
      stream.apply(chunk);
      collect(chunk, content, args);
    }
    ObjectNode rest = stream.drain();
    if (rest != null) {
      collect(rest, content, args);
    }
    for (int c = 0; c < 2; c++) {
      assertThat(content.get(c).toString()).isEqualTo(expectedContent(c, rehydrator));
      String restoredArgs = args.get(c).toString();
      assertThat(restoredArgs).isEqualTo(rehydrator.restoreInJson(ARGS));
      JsonNode parsed = Coverage.JSON.readTree(restoredArgs);
      assertThat(parsed.get("who").asString()).isEqualTo("Seán \"Q\" O\\Brien");
      assertThat(parsed.get("n").get(0).asString()).isEqualTo("q@example.net");
    }
  }

  /** Interleaves the two choices' content and tool call argument fragments. */
  private static List<ObjectNode> chunks(java.util.function.Function<String, List<String>> cutter) {
    List<List<ObjectNode>> perChoice = new ArrayList<>();
    for (int c = 0; c < 2; c++) {
      List<ObjectNode> mine = new ArrayList<>();
      for (String piece : cutter.apply(CONTENT[c])) {
        ObjectNode chunk = chunk(c);
        chunk.withArray("choices").get(0).withObject("delta").put("content", piece);
        mine.add(chunk);
      }
      for (String piece : cutter.apply(ARGS)) {
        ObjectNode chunk = chunk(c);
        ObjectNode call =
            ((ObjectNode) chunk.withArray("choices").get(0))
                .withObject("delta")
                .putArray("tool_calls")
                .addObject();
        call.put("index", 0);
        call.putObject("function").put("arguments", piece);
        mine.add(chunk);
      }
      perChoice.add(mine);
    }
    List<ObjectNode> out = new ArrayList<>();
    int longest = Math.max(perChoice.get(0).size(), perChoice.get(1).size());
    for (int i = 0; i < longest; i++) {
      for (List<ObjectNode> mine : perChoice) {
        if (i < mine.size()) {
          out.add(mine.get(i));
        }
      }
    }
    ObjectNode finish = chunk(0);
    ((ObjectNode) finish.withArray("choices").get(0)).put("finish_reason", "stop");
    out.add(finish); // choice 1 never finishes: what it holds comes out of drain()
    return out;
  }

  private static ObjectNode chunk(int choice) {
    ObjectNode chunk = Coverage.JSON.createObjectNode();
    chunk.put("id", "c1").put("object", "chat.completion.chunk").put("model", "m");
    ObjectNode c = chunk.putArray("choices").addObject();
    c.put("index", choice);
    c.putObject("delta");
    c.putNull("finish_reason");
    return chunk;
  }

  private static void collect(
      ObjectNode chunk, Map<Integer, StringBuilder> content, Map<Integer, StringBuilder> args) {
    for (JsonNode choice : chunk.path("choices")) {
      int c = choice.path("index").asInt();
      JsonNode delta = choice.path("delta");
      content
          .computeIfAbsent(c, k -> new StringBuilder())
          .append(delta.path("content").asString(""));
      for (JsonNode call : delta.path("tool_calls")) {
        args.computeIfAbsent(c, k -> new StringBuilder())
            .append(call.path("function").path("arguments").asString(""));
      }
    }
  }

  private static List<String> cut(String text, int k) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < text.length(); i += k) {
      out.add(text.substring(i, Math.min(text.length(), i + k)));
    }
    return out;
  }
}
