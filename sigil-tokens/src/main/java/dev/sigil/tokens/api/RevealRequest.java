package dev.sigil.tokens.api;

import dev.sigil.core.Scope;
import java.util.List;
import java.util.Set;

/** A reveal of {@code tokens} for {@code purpose} by a caller holding {@code scopes}. */
public record RevealRequest(
    List<String> tokens, String purpose, Redaction redaction, Set<Scope> scopes) {
  public RevealRequest {
    tokens = List.copyOf(tokens);
    scopes = Set.copyOf(scopes);
  }
}
