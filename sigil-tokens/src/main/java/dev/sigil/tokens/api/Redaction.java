package dev.sigil.tokens.api;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** How much of a value a reveal shows: all of it, or its {@link Masks masked} rendering. */
public enum Redaction {
  PLAIN,
  MASKED;

  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Redaction> fromWire(String name) {
    return Arrays.stream(values()).filter(r -> r.wireName().equals(name)).findFirst();
  }

  /** Whether a rule granting this level also grants {@code requested}. */
  boolean covers(Redaction requested) {
    return this == PLAIN || requested == MASKED;
  }
}
