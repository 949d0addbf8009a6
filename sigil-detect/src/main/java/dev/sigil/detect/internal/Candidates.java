package dev.sigil.detect.internal;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.List;

/** What the recognizers of one call report. */
public final class Candidates {
  private final List<Entity> found = new ArrayList<>();

  /** Reports {@code [start, end)} as {@code piiClass}; the score is clamped into [0, 1]. */
  public void add(PiiClass piiClass, int start, int end, double score) {
    found.add(new Entity(piiClass, start, end, Math.max(0, Math.min(1, score))));
  }

  List<Entity> all() {
    return found;
  }
}
