package dev.sigil.tokens.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.IDN;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PunycodeTest {

  @ParameterizedTest
  @CsvSource({
    "münchen, mnchen-3ya",
    "bücher, bcher-kva",
    "日本語, wgv71a119e",
    "рф, p1ai",
    "abc, abc-",
  })
  void encodesKnownLabels(String label, String encoded) {
    assertThat(Punycode.encode(label)).isEqualTo(encoded);
  }

  /**
   * Over random labels of one script each, in letters that IDNA 2003 leaves as they are, the
   * encoding is the JDK's ({@code java.net.IDN}, which the rules do not use for its mapping).
   */
  @ParameterizedTest
  @CsvSource({
    "0x00e0, 23", // à-ö
    "0x0430, 32", // а-я
    "0x03b1, 17", // α-ρ
    "0x05d0, 27", // Hebrew letters
    "0x4e00, 20000", // CJK ideographs
    "0xac00, 11172", // Hangul syllables
  })
  void encodesAsTheJdkDoes(String first, int count) {
    int base = Integer.decode(first);
    Random random = new Random(base);
    for (int i = 0; i < 2_000; i++) {
      StringBuilder label = new StringBuilder();
      for (int n = 1 + random.nextInt(12); n > 0; n--) { // short enough for IDN
        label.appendCodePoint(base + random.nextInt(count));
        if (random.nextInt(5) == 0 && base != 0x05d0) {
          label.append((char) ('a' + random.nextInt(26)));
        }
      }
      String expected = IDN.toASCII(label.toString(), IDN.ALLOW_UNASSIGNED);
      String encoded = Punycode.encode(label.toString());
      assertThat(expected.startsWith("xn--") ? "xn--" + encoded : encoded)
          .as(label.toString())
          .isEqualTo(expected);
    }
  }
}
