package dev.sigil.detect.eval;

import dev.sigil.detect.Detector;
import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A detector that answers fixed entities per text, keeping the requested classes only. */
final class FakeDetector implements Detector {
  private final Map<String, List<Entity>> answers = new HashMap<>();

  FakeDetector answer(String text, Entity... entities) {
    answers.put(text, List.of(entities));
    return this;
  }

  static Entity e(PiiClass c, int start, int end) {
    return new Entity(c, start, end, 0.9);
  }

  @Override
  public List<Entity> detect(String text, Set<PiiClass> classes) {
    return answers.getOrDefault(text, List.of()).stream()
        .filter(e -> classes.contains(e.piiClass()))
        .toList();
  }
}
