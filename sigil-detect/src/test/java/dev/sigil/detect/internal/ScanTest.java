package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class ScanTest {
  @Test
  void tokensAreRunsOfLettersAndDigitsWithTheirShapes() {
    Scan scan = new Scan("Call Ana at +1 (650) 253-0000, ÉCOLE x9!");
    assertThat(scan.tokenCount()).isEqualTo(9);
    assertThat(scan.token(0)).isEqualTo("Call");
    assertThat(scan.isCapitalized(0)).isTrue();
    assertThat(scan.isAllUpper(0)).isFalse();
    assertThat(scan.token(3)).isEqualTo("1");
    assertThat(scan.isDigits(3)).isTrue();
    assertThat(scan.token(7)).isEqualTo("ÉCOLE");
    assertThat(scan.isAllUpper(7)).isTrue();
    assertThat(scan.lower(7)).isEqualTo("école");
    assertThat(scan.token(8)).isEqualTo("x9");
    assertThat(scan.hasDigit(8)).isTrue();
    assertThat(scan.hasLetter(8)).isTrue();
    assertThat(scan.isDigits(8)).isFalse();
  }

  /**
   * An emoji or symbol outside the Basic Multilingual Plane ends a word; a supplementary letter (a
   * mathematical bold letter, a CJK extension character) belongs to one.
   */
  @Test
  void emojiAreNoPartOfAWordButSupplementaryLettersAre() {
    Scan scan =
        new Scan("@sarah\uD83D\uDE00 for\uD83D\uDCDE12 \uD835\uDC00\uD835\uDC01 x\uD840\uDC00");
    assertThat(scan.tokenCount()).isEqualTo(5);
    assertThat(scan.token(0)).isEqualTo("sarah");
    assertThat(scan.token(1)).isEqualTo("for");
    assertThat(scan.token(2)).isEqualTo("12");
    assertThat(scan.token(3)).isEqualTo("\uD835\uDC00\uD835\uDC01");
    assertThat(scan.token(4)).isEqualTo("x\uD840\uDC00");
    assertThat(new Scan("a\uD83D b\uDE00c").tokenCount()).isEqualTo(3); // unpaired halves
  }

  @Test
  void findsTheTokenAtAnOffset() {
    Scan scan = new Scan("ab  cd ef");
    assertThat(scan.tokenAtOrAfter(0)).isZero();
    assertThat(scan.tokenAtOrAfter(2)).isEqualTo(1);
    assertThat(scan.tokenAtOrAfter(5)).isEqualTo(1);
    assertThat(scan.tokenAtOrAfter(6)).isEqualTo(2);
    assertThat(scan.tokenAtOrAfter(9)).isEqualTo(3);
  }

  @Test
  void contextWordsAreLookedForInAWindowAroundTheSpan() {
    String text = "my phone number is 650 253 0000 thanks";
    Scan scan = new Scan(text);
    int start = text.indexOf("650");
    int end = text.indexOf(" thanks");
    assertThat(scan.hasContext(start, end, Set.of("phone"), 3, 0)).isTrue();
    assertThat(scan.hasContext(start, end, Set.of("phone"), 2, 0)).isFalse();
    assertThat(scan.hasContext(start, end, Set.of("thanks"), 0, 1)).isTrue();
    assertThat(scan.hasContext(start, end, Set.of("0000"), 0, 3)).isFalse();
  }
}
