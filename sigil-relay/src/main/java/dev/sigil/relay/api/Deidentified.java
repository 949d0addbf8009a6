package dev.sigil.relay.api;

import java.util.List;

/** A text with its detected values replaced by placeholders, and where they were. */
public record Deidentified(String text, List<Replacement> replacements) {
  public Deidentified {
    replacements = List.copyOf(replacements);
  }
}
