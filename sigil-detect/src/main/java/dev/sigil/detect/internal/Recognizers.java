package dev.sigil.detect.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The recognizers of the standard detector. Their order does not change the answer (resolution is
 * order-free), only the speed: the light ones run first and share the text and its tokens while
 * they are still in the cache; the name recognizer (large word and model tables) and the phone
 * recognizer (libphonenumber) run last.
 */
public final class Recognizers {
  private Recognizers() {}

  public static List<Recognizer> standard() {
    List<Recognizer> all = new ArrayList<>();
    all.addAll(StructuredRecognizers.all());
    all.addAll(IdRecognizers.all());
    all.addAll(EntityRecognizers.all());
    all.sort(Comparator.comparingInt(Recognizers::weight));
    return List.copyOf(all);
  }

  private static int weight(Recognizer r) {
    return r instanceof PhoneRecognizer ? 2 : r instanceof EntityRecognizer ? 1 : 0;
  }
}
