package dev.sigil.relay.api;

import dev.sigil.detect.Detector;
import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Replaces the detected values of the given classes with the request's placeholders. Fails closed:
 * when detection throws, so does this, and nothing de-identified is answered.
 */
public final class Deidentifier {
  private final Detector detector;

  public Deidentifier(Detector detector) {
    this.detector = detector;
  }

  public Deidentified apply(String text, Set<PiiClass> classes, Placeholders placeholders) {
    List<Entity> found = detector.detect(text, classes);
    if (found.isEmpty()) {
      return new Deidentified(text, List.of());
    }
    StringBuilder out = new StringBuilder(text.length() + 16 * found.size());
    List<Replacement> replacements = new ArrayList<>(found.size());
    int copied = 0;
    for (Entity e : found) {
      if (e.start() < copied || e.end() > text.length() || !classes.contains(e.piiClass())) {
        throw new IllegalStateException("the detector broke its contract");
      }
      String placeholder =
          placeholders.placeholderFor(e.piiClass(), text.substring(e.start(), e.end()));
      out.append(text, copied, e.start()).append(placeholder);
      copied = e.end();
      replacements.add(new Replacement(e.piiClass(), e.start(), e.end(), placeholder));
    }
    out.append(text, copied, text.length());
    return new Deidentified(out.toString(), replacements);
  }
}
