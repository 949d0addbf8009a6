package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Test helper: what recognizers report through the engine (thresholds and overlaps applied). */
final class Found {
  private Found() {}

  /** The reported spans' texts, in order. */
  static List<String> texts(Recognizer r, String text) {
    return texts(List.of(r), text, r.classes());
  }

  static List<String> texts(List<Recognizer> rs, String text, Set<PiiClass> classes) {
    List<String> out = new ArrayList<>();
    for (Entity e : entities(rs, text, classes)) {
      out.add(text.substring(e.start(), e.end()));
    }
    return out;
  }

  static List<Entity> entities(Recognizer r, String text) {
    return entities(List.of(r), text, r.classes());
  }

  static List<Entity> entities(List<Recognizer> rs, String text, Set<PiiClass> classes) {
    return new Engine(rs, Map.of()).detect(text, classes);
  }

  /** Asserts that exactly the embedded value is reported, with its exact offsets. */
  static void assertExactly(Recognizer r, Sentences.Embedded s) {
    List<Entity> found = entities(r, s.text());
    assertThat(found).as(s.text()).hasSize(1);
    assertThat(List.of(found.get(0).start(), found.get(0).end()))
        .as(s.text())
        .containsExactly(s.start(), s.end());
  }

  /** The raw candidates of one recognizer, before thresholds (to look at scores). */
  static List<Entity> candidates(Recognizer r, String text) {
    Candidates out = new Candidates();
    r.find(new Scan(text), out);
    return out.all();
  }
}
