package dev.sigil.detect.internal;

import java.util.List;

/** The recognizers of dates, postal addresses and national identifiers. */
final class IdRecognizers {
  private IdRecognizers() {}

  static List<Recognizer> all() {
    return List.of(new NationalIdRecognizer(), new DateRecognizer(), new AddressRecognizer());
  }
}
