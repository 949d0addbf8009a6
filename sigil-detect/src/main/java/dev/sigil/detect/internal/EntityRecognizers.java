package dev.sigil.detect.internal;

import java.util.List;

/** The recognizers of people's names, places and organisations. */
public final class EntityRecognizers {
  private EntityRecognizers() {}

  public static List<Recognizer> all() {
    return List.of(new EntityRecognizer());
  }
}
