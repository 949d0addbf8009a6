package dev.sigil.detect.internal;

import java.util.ArrayList;
import java.util.List;

/** The recognizers of the standard detector, in no particular order (resolution is order-free). */
public final class Recognizers {
  private Recognizers() {}

  public static List<Recognizer> standard() {
    List<Recognizer> all = new ArrayList<>();
    all.addAll(StructuredRecognizers.all());
    all.addAll(IdRecognizers.all());
    all.addAll(EntityRecognizers.all());
    return List.copyOf(all);
  }
}
