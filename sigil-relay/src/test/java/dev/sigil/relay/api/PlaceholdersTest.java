package dev.sigil.relay.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.PiiClass;
import org.junit.jupiter.api.Test;

/** SPEC section 7: placeholder numbering, stability and the written-placeholder rule. */
class PlaceholdersTest {
  @Test
  void numbersCountFromOnePerClassInOrderOfFirstAppearance() {
    Placeholders p = new Placeholders();
    assertThat(p.placeholderFor(PiiClass.EMAIL, "a@example.org")).isEqualTo("<EMAIL_1>");
    assertThat(p.placeholderFor(PiiClass.NAME, "Ana")).isEqualTo("<NAME_1>");
    assertThat(p.placeholderFor(PiiClass.EMAIL, "b@example.org")).isEqualTo("<EMAIL_2>");
    assertThat(p.placeholderFor(PiiClass.EMAIL, "a@example.org")).isEqualTo("<EMAIL_1>");
    assertThat(p.placeholderFor(PiiClass.CARD_NUMBER, "4111111111111111"))
        .isEqualTo("<CARD_NUMBER_1>");
    assertThat(p.original("<EMAIL_2>")).contains("b@example.org");
    assertThat(p.distinctValues()).containsEntry(PiiClass.EMAIL, 2).containsEntry(PiiClass.NAME, 1);
  }

  @Test
  void placeholdersTheClientWroteAreNeitherReusedNorRestored() {
    Placeholders p = new Placeholders();
    p.reserveWritten("please send <EMAIL_1> and <EMAIL_3> to <NAME_1> <NOT_A_CLASS_1> <EMAIL_0>");
    assertThat(p.placeholderFor(PiiClass.EMAIL, "a@example.org")).isEqualTo("<EMAIL_2>");
    assertThat(p.placeholderFor(PiiClass.EMAIL, "b@example.org")).isEqualTo("<EMAIL_4>");
    assertThat(p.placeholderFor(PiiClass.NAME, "Ana")).isEqualTo("<NAME_2>");
    assertThat(p.original("<EMAIL_1>")).isEmpty();
    assertThat(p.original("<EMAIL_3>")).isEmpty();
    assertThat(p.original("<NAME_1>")).isEmpty();
    assertThat(p.original("<EMAIL_2>")).contains("a@example.org");
  }

  @Test
  void toStringNamesNoValue() {
    Placeholders p = new Placeholders();
    p.placeholderFor(PiiClass.EMAIL, "secret.person@example.org");
    assertThat(p.toString()).doesNotContain("secret.person");
  }
}
