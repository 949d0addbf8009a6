package dev.sigil.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import org.junit.jupiter.api.Test;

class FramingTest {
  @Test
  void framesEachPartWithItsLength() {
    assertThat(HexFormat.of().formatHex(Framing.encode("ab", "", "é")))
        .isEqualTo("000000026162" + "00000000" + "00000002c3a9");
  }

  @Test
  void differentPartListsNeverEncodeAlike() {
    assertThat(Framing.encode("a", "bc")).isNotEqualTo(Framing.encode("ab", "c"));
    assertThat(Framing.encode("ab")).isNotEqualTo(Framing.encode("a", "b"));
  }
}
