package dev.sigil.tokens.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
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
        "IP_ADDRESS|localhost",
      })
  void refusesValuesNotInNormalizedFormWithoutEchoingThem(DataType type, String value) {
    assertThatThrownBy(() -> Masks.mask(type, value))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(type.wireName())
        .hasMessageNotContaining(value);
  }

  /**
   * Values that earlier rules accepted, and that may be stored: their masks keep no bidi control or
   * other hidden character, taking the first character that shows instead.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "NAME|\u202eAda|A***",
        "NAME|\u202e***|****",
        "NAME|Ada \u202eLovelace|A*** L***",
        "NAME|\u2067Ada\u2069 \u200bLee|A*** L***",
        "NAME|\ufeffAnn|A***",
        "NAME|\u3164|***",
        "NAME|\u202e|***",
        "NAME|' '|***",
        "NAME|\u0301Ada|A***",
        "EMAIL|\u202eab@example.com|a***@e*****.com",
        "EMAIL|\u200b@example.com|****@e*****.com",
        "EMAIL|a@\u202eexample.com|a***@e*****.com",
        "EMAIL|a@example.c\u202eom|a***@e*****.***",
        "EMAIL|a@example.<b>|a***@e*****.***",
        "EMAIL|a@[192.168.1.1]|a***@[*****.***",
      })
  void masksOfStoredValuesShowNoHiddenCharacters(DataType type, String stored, String expected) {
    assertThat(Masks.mask(type, stored)).isEqualTo(expected);
  }

  /**
   * Every format character (bidi controls, zero-width characters, tags), control, separator,
   * private-use character and invisible filler, wherever it sits in a name or an e-mail address,
   * stays out of the mask.
   */
  @Test
  void noHiddenCharacterReachesAMask() {
    List<Integer> hidden = new ArrayList<>(List.of(0x0378, 0xd800, 0xdfff, 0xe000, 0xf0000));
    for (int c = 0; c <= Character.MAX_CODE_POINT; c++) {
      int type = Character.getType(c);
      if (hidden(c)
          && type != Character.UNASSIGNED
          && type != Character.PRIVATE_USE
          && type != Character.SURROGATE) {
        hidden.add(c);
      }
    }
    assertThat(hidden).contains(0x202e, 0x2066, 0x200b, 0xe0041, 0x3164, 0x00a0, 0x0085);
    List<Function<String, String[]>> placings =
        List.of(
            x -> new String[] {"NAME", x + "Ada Lovelace"},
            x -> new String[] {"NAME", "Ada " + x + "Lovelace" + x},
            x -> new String[] {"NAME", x},
            x -> new String[] {"EMAIL", x + "a@example.com"},
            x -> new String[] {"EMAIL", "a@" + x + "example.com"},
            x -> new String[] {"EMAIL", "a@example.c" + x + "om"},
            x -> new String[] {"EMAIL", "a@example." + x});
    for (int c : hidden) {
      for (Function<String, String[]> placing : placings) {
        String[] value = placing.apply(Character.toString(c));
        String mask = Masks.mask(DataType.valueOf(value[0]), value[1]);
        assertThat(mask.codePoints().filter(m -> m != ' ' && hidden(m)))
            .as("U+%04X in %s", c, value[1])
            .isEmpty();
      }
    }
  }

  /** Shown as nothing, or moving or hiding what is next to it (the test's own list). */
  private static boolean hidden(int c) {
    return switch (Character.getType(c)) {
      case Character.CONTROL,
          Character.FORMAT,
          Character.PRIVATE_USE,
          Character.SURROGATE,
          Character.UNASSIGNED,
          Character.SPACE_SEPARATOR,
          Character.LINE_SEPARATOR,
          Character.PARAGRAPH_SEPARATOR ->
          true;
      default -> c == 0x034f || c == 0x115f || c == 0x1160 || c == 0x3164 || c == 0xffa0;
    };
  }
}
