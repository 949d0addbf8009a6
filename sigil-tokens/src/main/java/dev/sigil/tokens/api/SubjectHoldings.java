package dev.sigil.tokens.api;

import java.time.Instant;
import java.util.List;

/**
 * What the service holds for one data subject (a data-subject access request): whether it has a
 * key, its live tokens by token and type, its sealed records ({@code vault/id}), and the purposes
 * it consented to. Never a value.
 */
public record SubjectHoldings(
    boolean hasKey,
    List<HeldToken> tokens,
    List<String> records,
    List<String> consents,
    String subjectRef) {
  public SubjectHoldings {
    tokens = List.copyOf(tokens);
    records = List.copyOf(records);
    consents = List.copyOf(consents);
  }

  public record HeldToken(
      String token, DataType dataType, TokenType tokenType, Instant createdAt) {}
}
