package dev.sigil.relay.api;

import java.util.Locale;
import java.util.Optional;

/** The kind of model provider a connection is pinned to. */
public enum Provider {
  /** An OpenAI-compatible Chat Completions endpoint at the connection's base URL. */
  OPENAI,
  /** The built-in provider: its answer is the last user message exactly as it received it. */
  ECHO;

  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<Provider> fromWire(String s) {
    for (Provider p : values()) {
      if (p.wireName().equals(s)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }
}
