package dev.sigil.tokens.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TokenTypeTest {

  @Test
  void wireNamesAreTheSpecList() {
    assertThat(Arrays.stream(TokenType.values()).map(TokenType::wireName))
        .containsExactly("deterministic", "random", "format_preserving");
  }

  @Test
  void fromWireRoundTripsAndIsExact() {
    for (TokenType type : TokenType.values()) {
      assertThat(TokenType.fromWire(type.wireName())).contains(type);
    }
    assertThat(TokenType.fromWire("RANDOM")).isEmpty();
    assertThat(TokenType.fromWire("format-preserving")).isEmpty();
    assertThat(TokenType.fromWire("")).isEmpty();
  }
}
