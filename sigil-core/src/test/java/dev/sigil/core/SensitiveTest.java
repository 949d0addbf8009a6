package dev.sigil.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SensitiveTest {
  @Test
  void neverPrintsItsValue() {
    Sensitive<String> s = Sensitive.of("4111 1111 1111 1111");
    assertThat(s.toString()).isEqualTo("[REDACTED]");
    assertThat(String.valueOf(s)).doesNotContain("4111");
    assertThat("" + java.util.List.of(s)).doesNotContain("4111");
    assertThat(s.map(String::length).toString()).isEqualTo("[REDACTED]");
    assertThat(s.reveal()).isEqualTo("4111 1111 1111 1111");
  }
}
