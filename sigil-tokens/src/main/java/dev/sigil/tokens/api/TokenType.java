package dev.sigil.tokens.api;

import java.util.Optional;

/** How a token relates to the value it stands for. */
public enum TokenType {
  /**
   * The same normalized value (and the same subject, when there is one) always gives the same
   * token, so tokens can be joined and counted without revealing values. The token is opaque:
   * {@code tok_} and 26 base32 characters.
   */
  DETERMINISTIC("deterministic"),
  /**
   * Every call gives a new token, even for the same value, so tokens reveal nothing about equality
   * of values.
   */
  RANDOM("random"),
  /**
   * Deterministic as {@link #DETERMINISTIC}, and shaped like the {@link DataType}, so it fits
   * systems that validate the format (a card token is a Luhn-valid card number of the same length
   * ending in the same four digits, an e-mail token is an address). Only some data types support
   * it.
   */
  FORMAT_PRESERVING("format_preserving");

  private final String wireName;

  TokenType(String wireName) {
    this.wireName = wireName;
  }

  /** The name used in the API and in stored data; stable forever. */
  public String wireName() {
    return wireName;
  }

  /** The token type with this exact wire name, if any. */
  public static Optional<TokenType> fromWire(String wireName) {
    for (TokenType type : values()) {
      if (type.wireName.equals(wireName)) {
        return Optional.of(type);
      }
    }
    return Optional.empty();
  }
}
