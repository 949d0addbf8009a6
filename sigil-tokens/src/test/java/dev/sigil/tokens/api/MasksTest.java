package dev.sigil.tokens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MasksTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "EMAIL|jane.doe@example.org|j***@e*****.org",
        "EMAIL|a@b.co.uk|a***@b*****.uk",
        "EMAIL|Ünal@münchen.de|Ü***@m*****.de",
        "PHONE|+16502530000|+1 *** *** 0000",
        "PHONE|+12155552671|+1 *** *** 2671",
        "PHONE|+442070313000|+44 *** *** 3000",
        "PHONE|+4915123456789|+49 *** *** 6789",
        "PHONE|+2906123|+290 *** *** 23",
        "PHONE|+68312345|+683 *** *** 45",
        "CARD_NUMBER|4111111111111111|**** **** **** 1111",
        "CARD_NUMBER|378282246310005|**** **** **** 0005",
        "IBAN|GB82WEST12345698765432|GB** **** **** 5432",
        "IBAN|DE89370400440532013000|DE** **** **** 3000",
        "SSN|078-05-1120|***-**-1120",
        "NAME|Jane Doe|J*** D***",
        "NAME|Ada|A***",
        "NAME|Émile Zola|É*** Z***",
        "NAME|𝔄lpha Beta|𝔄*** B***",
        "DATE|2024-02-29|****-**-**",
        "IP_ADDRESS|192.168.1.1|192.*.*.*",
        "IP_ADDRESS|0.0.0.0|0.*.*.*",
        "IP_ADDRESS|2001:db8::1|2001:*:*:*:*:*:*:*",
        "IP_ADDRESS|::1|0:*:*:*:*:*:*:*",
        "IP_ADDRESS|::ffff:192.0.2.1|0:*:*:*:*:*:*:*",
        "IP_ADDRESS|fe80::|fe80:*:*:*:*:*:*:*",
        "TEXT|anything at all|***",
      })
  void masksEachType(DataType type, String normalized, String expected) {
    assertThat(Masks.mask(type, normalized)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "EMAIL|jane.doe@example.org|j@ex.org",
        "PHONE|+493012345678|+4915123456789",
        "CARD_NUMBER|4111111111111111|411111111111111111",
        "CARD_NUMBER|4111111111111111|378282246310005",
        "IBAN|NO9386011117947|FR1420041010050500013M02606",
        "NAME|Jo|Bartholomew",
        "NAME|Jo Li|Bartholomew Montgomery-Smith",
        "IP_ADDRESS|10.0.0.1|10.255.255.255",
        "IP_ADDRESS|2001:db8::1|2001:db8:85a3:1234:5678:8a2e:370:7334",
        "TEXT|a|a much longer text than the other one",
      })
  void valuesOfDifferentLengthGiveMasksOfTheSameLength(DataType type, String a, String b) {
    assertThat(a.length()).isNotEqualTo(b.length());
    assertThat(Masks.mask(type, a)).hasSameSizeAs(Masks.mask(type, b));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "EMAIL|no-at-sign.example.org",
        "EMAIL|@example.org",
        "EMAIL|jane@.org",
        "PHONE|6502530000",
        "PHONE|+1 650 253 0000",
        "CARD_NUMBER|4111-1111-1111-1111",
        "CARD_NUMBER|41111111111",
        "IBAN|gb82west12345698765432",
        "SSN|078051120",
        "NAME|'   '",
        "IP_ADDRESS|localhost",
      })
  void refusesValuesNotInNormalizedFormWithoutEchoingThem(DataType type, String value) {
    assertThatThrownBy(() -> Masks.mask(type, value))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(type.wireName())
        .hasMessageNotContaining(value);
  }
}
