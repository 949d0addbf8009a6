package dev.sigil.tokens.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import dev.sigil.core.FieldError;
import dev.sigil.core.Sensitive;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class NormalizerTest {
  /** Nineteen ideographs whose xn-- form is 61 characters long. */
  private static final String LONG_IDN_LABEL = "一讑笂橳姤靵蛦癗旈唹鋊舻熬愝傎踟綐洁屲";

  private static Normalized normalize(DataType type, String value) {
    return Normalizer.normalize(type, Sensitive.of(value));
  }

  private static void assertNormalized(DataType type, String input, String expected) {
    Normalized result = normalize(type, input);
    assertThat(result).isInstanceOf(Normalized.Valid.class);
    assertThat(((Normalized.Valid) result).value().reveal()).isEqualTo(expected);
  }

  private static void assertRefused(DataType type, String input) {
    Normalized result = normalize(type, input);
    assertThat(result).isInstanceOf(Normalized.Refused.class);
    assertThat(((Normalized.Refused) result).code()).isEqualTo("invalid_" + type.wireName());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "EMAIL|  Alice.Smith@Example.COM |Alice.Smith@example.com",
        "EMAIL|a+tag@sub.example.org|a+tag@sub.example.org",
        "EMAIL|Ünal@München.DE|Ünal@münchen.de",
        "EMAIL|ünal@xn--mnchen-3ya.de|ünal@xn--mnchen-3ya.de",
        "EMAIL|用户@例子.广告|用户@例子.广告",
        "EMAIL|o'brien_1@mail-2.example.co.uk|o'brien_1@mail-2.example.co.uk",
        "EMAIL|jo@a1.b2|jo@a1.b2",
        "EMAIL|a@一讑笂橳姤靵蛦癗旈唹鋊舻熬愝傎踟綐洁屲.com|a@一讑笂橳姤靵蛦癗旈唹鋊舻熬愝傎踟綐洁屲.com",
        "PHONE|+1 650-253-0000|+16502530000",
        "PHONE|(650) 253-0000|+16502530000",
        "PHONE|+44 20 7031 3000|+442070313000",
        "NAME|  Ada   Lovelace |Ada Lovelace",
        "CARD_NUMBER|4111 1111 1111 1111|4111111111111111",
        "CARD_NUMBER|4111-1111-1111-1111|4111111111111111",
        "CARD_NUMBER|378282246310005|378282246310005",
        "IBAN|GB82 WEST 1234 5698 7654 32|GB82WEST12345698765432",
        "IBAN|gb82west12345698765432|GB82WEST12345698765432",
        "IBAN|DE89 3704 0044 0532 0130 00|DE89370400440532013000",
        "SSN|078-05-1120|078-05-1120",
        "SSN|078051120|078-05-1120",
        "DATE|2024-02-29|2024-02-29",
        "DATE|20240229|2024-02-29",
        "DATE|0001-01-01|0001-01-01",
        "DATE|00010101|0001-01-01",
        "DATE|9999-12-31|9999-12-31",
        "IP_ADDRESS|192.168.1.1|192.168.1.1",
        "IP_ADDRESS|0.0.0.0|0.0.0.0",
        "IP_ADDRESS|2001:DB8:0:0:0:0:0:1|2001:db8::1",
        "IP_ADDRESS|2001:0db8:0000:0000:0001:0000:0000:0001|2001:db8::1:0:0:1",
        "IP_ADDRESS|2001:db8:0:1:1:1:1:1|2001:db8:0:1:1:1:1:1",
        "IP_ADDRESS|0:0:0:0:0:0:0:0|::",
        "IP_ADDRESS|::1|::1",
        "IP_ADDRESS|fe80::|fe80::",
        "IP_ADDRESS|::FFFF:192.0.2.1|::ffff:192.0.2.1",
        "IP_ADDRESS|64:ff9b::192.0.2.33|64:ff9b::c000:221",
        "TEXT|  hello  world |hello  world",
      })
  void acceptsAndNormalizes(DataType type, String input, String expected) {
    assertNormalized(type, input, expected);
  }

  @Test
  void textKeepsTabsAndLineBreaks() {
    assertNormalized(DataType.TEXT, "line one\r\nline two\tend", "line one\r\nline two\tend");
  }

  @Test
  void namesAreNfcNormalized() {
    assertNormalized(DataType.NAME, "Jose\u0301 \u2003Garci\u0301a", "Jos\u00e9 Garc\u00eda");
  }

  /** RFC 5321's limits: 64 bytes of local part, 63 of label (in its xn-- form for IDNs). */
  @Test
  void emailsUpToTheLimitsOfMailAndDnsAreAccepted() {
    for (String email :
        List.of(
            "b".repeat(64) + "@example.com",
            "a@" + "b".repeat(63) + ".com",
            "a@" + "ü".repeat(57) + ".de",
            "a@" + (LONG_IDN_LABEL + ".").repeat(3) + "com",
            "!#$%&'*+-/=?^_`{|}~.x@example.org",
            "john..doe.@example.ne.jp")) {
      assertNormalized(DataType.EMAIL, email, email);
    }
  }

  /** Names in scripts that spell with the zero-width (non-)joiner keep it. */
  @Test
  void namesKeepTheJoinersTheirScriptsSpellWith() {
    assertNormalized(DataType.NAME, "زهرا\u200cسادات", "زهرا\u200cسادات");
    assertNormalized(DataType.NAME, "क्\u200dष", "क्\u200dष");
  }

  /**
   * E.164 has no extension, so "ext. 12" and "ext. 13" of one number would share one deterministic
   * token: both are refused, and the detail says why without repeating the value.
   */
  @Test
  void phoneExtensionsAreRefusedNamingTheExtension() {
    for (String input : List.of("+1 201 555 0123 ext. 12", "+1 201 555 0123 ext. 13")) {
      assertRefused(DataType.PHONE, input);
      assertThat(((Normalized.Refused) normalize(DataType.PHONE, input)).detail())
          .contains("extension")
          .doesNotContain("0123", "12", "13");
    }
    assertThat(((Normalized.Refused) normalize(DataType.PHONE, "+1 555 555 0123")).detail())
        .doesNotContain("extension");
    assertNormalized(DataType.PHONE, "+1 201 555 0123", "+12015550123");
  }

  static Stream<Arguments> refused() {
    return Stream.of(
        Arguments.of(DataType.EMAIL, "alice.example.com"),
        Arguments.of(DataType.EMAIL, "alice@@example.com"),
        Arguments.of(DataType.EMAIL, "a@b@example.com"),
        Arguments.of(DataType.EMAIL, "alice@localhost"),
        Arguments.of(DataType.EMAIL, "al ice@example.com"),
        Arguments.of(DataType.EMAIL, "@example.com"),
        Arguments.of(DataType.EMAIL, "alice@example..com"),
        Arguments.of(DataType.EMAIL, "alice@.example.com"),
        Arguments.of(DataType.EMAIL, "a".repeat(250) + "@example.com"),
        // the domain is a host name: letters, digits and inner hyphens, 1 to 63 per label
        Arguments.of(DataType.EMAIL, "a@<x>.com"),
        Arguments.of(DataType.EMAIL, "a@exa_mple.com"),
        Arguments.of(DataType.EMAIL, "a@-example.com"),
        Arguments.of(DataType.EMAIL, "a@example-.com"),
        Arguments.of(DataType.EMAIL, "a@example.com-"),
        Arguments.of(DataType.EMAIL, "a@exa!mple.com"),
        Arguments.of(DataType.EMAIL, "a@" + "b".repeat(64) + ".com"),
        Arguments.of(DataType.EMAIL, "a@" + "ü".repeat(58) + ".com"), // xn-- form is 64 long
        Arguments.of(DataType.EMAIL, "a@" + (LONG_IDN_LABEL + ".").repeat(5) + "com"), // 313
        Arguments.of(DataType.EMAIL, "a@example.123"),
        Arguments.of(DataType.EMAIL, "a@192.168.1.1"),
        Arguments.of(DataType.EMAIL, "a@[192.168.1.1]"),
        Arguments.of(DataType.EMAIL, "a@[IPv6:2001:db8::1]"),
        Arguments.of(DataType.EMAIL, "a@exa\u202emple.com"),
        Arguments.of(DataType.EMAIL, "a@exa\u200bmple.com"),
        Arguments.of(DataType.EMAIL, "a@\u0301example.com"),
        Arguments.of(DataType.EMAIL, "a@example.c\u3164om"),
        // the local part is a dot-atom: no quotes, brackets, spaces or hidden characters
        Arguments.of(DataType.EMAIL, "\"john\"@example.com"),
        Arguments.of(DataType.EMAIL, "\"jo\\\"hn\"@example.com"),
        Arguments.of(DataType.EMAIL, "<x>@example.com"),
        Arguments.of(DataType.EMAIL, "a(b)@example.com"),
        Arguments.of(DataType.EMAIL, "a,b@example.com"),
        Arguments.of(DataType.EMAIL, "a\\b@example.com"),
        Arguments.of(DataType.EMAIL, "\u202eab@example.com"),
        Arguments.of(DataType.EMAIL, "a\u200db@example.com"),
        Arguments.of(DataType.EMAIL, "a\u00a0b@example.com"),
        Arguments.of(DataType.EMAIL, "a\ue000b@example.com"),
        Arguments.of(DataType.EMAIL, "b".repeat(65) + "@example.com"),
        Arguments.of(DataType.EMAIL, "ü".repeat(33) + "@example.com"), // 66 bytes in UTF-8
        Arguments.of(DataType.PHONE, "555-0123"),
        Arguments.of(DataType.PHONE, "+1 555 555 0123"),
        Arguments.of(DataType.PHONE, "not a phone"),
        Arguments.of(DataType.PHONE, "+44 20 7031"),
        Arguments.of(DataType.PHONE, ""),
        Arguments.of(DataType.PHONE, "+1 201 555 0123 ext. 12"),
        Arguments.of(DataType.PHONE, "+1 201 555 0123 x13"),
        Arguments.of(DataType.PHONE, "(201) 555-0123 #12"),
        Arguments.of(DataType.PHONE, "tel:+1-201-555-0123;ext=12"),
        Arguments.of(DataType.PHONE, "+44 20 7031 3000 ext 5"),
        Arguments.of(DataType.NAME, "   "),
        Arguments.of(DataType.NAME, "Ada\u0000Lovelace"),
        Arguments.of(DataType.NAME, "Ada\nLovelace"),
        Arguments.of(DataType.NAME, "Ada\u0085Lovelace"),
        // bidi controls and other invisible format characters
        Arguments.of(DataType.NAME, "\u202eAda"),
        Arguments.of(DataType.NAME, "Ada \u202dLovelace"),
        Arguments.of(DataType.NAME, "Ada\u200f Lovelace"),
        Arguments.of(DataType.NAME, "\u2066Ada\u2069"),
        Arguments.of(DataType.NAME, "Ada\u061c"),
        Arguments.of(DataType.NAME, "An\u00adn"),
        Arguments.of(DataType.NAME, "An\u200bn"),
        Arguments.of(DataType.NAME, "\ufeffAnn"),
        Arguments.of(DataType.NAME, "Ann\udb40\udc41"),
        Arguments.of(DataType.NAME, "\u00a0"), // a non-breaking space alone became " "
        Arguments.of(DataType.CARD_NUMBER, "4111 1111 1111 1112"),
        Arguments.of(DataType.CARD_NUMBER, "12345678903"),
        Arguments.of(DataType.CARD_NUMBER, "4111 1111 1111 1111 1111 1"),
        Arguments.of(DataType.CARD_NUMBER, "4111.1111.1111.1111"),
        Arguments.of(DataType.CARD_NUMBER, "4111  1111 1111 1111"),
        Arguments.of(DataType.CARD_NUMBER, "-4111111111111111"),
        Arguments.of(DataType.CARD_NUMBER, "\u0664111111111111111"),
        Arguments.of(DataType.IBAN, "GB82 WEST 1234 5698 7654 33"),
        Arguments.of(DataType.IBAN, "GB82 WEST 1234 5698 7654 3"),
        Arguments.of(DataType.IBAN, "DE89 3704 0044 0532 0130 01"),
        Arguments.of(DataType.IBAN, "GB82-WEST-1234-5698-7654-32"),
        Arguments.of(DataType.IBAN, "82GB WEST 1234 5698 7654 32"),
        Arguments.of(DataType.IBAN, "XX83 1234 5678 9012 3456"), // mod 97 holds, no such country
        Arguments.of(DataType.IBAN, "SN08 SN01 0015 2000 0485 0000 3035"), // national, unregistered
        Arguments.of(DataType.IBAN, "RU75 0445 2522 5408 1781 0538 0913 1041"), // RU has 33
        Arguments.of(DataType.SSN, "666-12-3456"),
        Arguments.of(DataType.SSN, "000-12-3456"),
        Arguments.of(DataType.SSN, "900-12-3456"),
        Arguments.of(DataType.SSN, "999-12-3456"),
        Arguments.of(DataType.SSN, "078-00-1120"),
        Arguments.of(DataType.SSN, "078-05-0000"),
        Arguments.of(DataType.SSN, "78-05-1120"),
        Arguments.of(DataType.SSN, "078-05-11200"),
        Arguments.of(DataType.DATE, "2023-02-29"),
        Arguments.of(DataType.DATE, "2024-13-01"),
        Arguments.of(DataType.DATE, "2024-2-1"),
        Arguments.of(DataType.DATE, "29/02/2024"),
        Arguments.of(DataType.DATE, "+12024-02-01"),
        Arguments.of(DataType.DATE, "2024-02-29T10:00:00"),
        Arguments.of(DataType.DATE, "0000-01-01"),
        Arguments.of(DataType.DATE, "00000229"),
        Arguments.of(DataType.DATE, "-0001-01-01"),
        Arguments.of(DataType.IP_ADDRESS, "192.168.001.1"),
        Arguments.of(DataType.IP_ADDRESS, "256.1.1.1"),
        Arguments.of(DataType.IP_ADDRESS, "1.2.3"),
        Arguments.of(DataType.IP_ADDRESS, "1.2.3.4.5"),
        Arguments.of(DataType.IP_ADDRESS, "localhost"),
        Arguments.of(DataType.IP_ADDRESS, "example.com"),
        Arguments.of(DataType.IP_ADDRESS, "2001:db8::1::1"),
        Arguments.of(DataType.IP_ADDRESS, "2001:db8:0:0:0:0:0:0:1"),
        Arguments.of(DataType.IP_ADDRESS, "2001:db8:0:0:0:0:1"),
        Arguments.of(DataType.IP_ADDRESS, "2001:db8::12345"),
        Arguments.of(DataType.IP_ADDRESS, "fe80::1%eth0"),
        Arguments.of(DataType.IP_ADDRESS, ":1:2:3:4:5:6:7"),
        Arguments.of(DataType.IP_ADDRESS, "::ffff:1.2.3.04"),
        Arguments.of(DataType.IP_ADDRESS, "1:2:3:4:5:6:7:1.2.3.4"),
        Arguments.of(DataType.TEXT, ""),
        Arguments.of(DataType.TEXT, "bell\u0007"));
  }

  @ParameterizedTest
  @MethodSource("refused")
  void refusesWithStableCode(DataType type, String input) {
    assertRefused(type, input);
  }

  @ParameterizedTest
  @MethodSource("refused")
  void refusalDetailNeverContainsTheValue(DataType type, String input) {
    Normalized.Refused refused = (Normalized.Refused) normalize(type, input);
    assertThat(refused.detail()).isNotBlank();
    if (!input.isBlank()) {
      assertThat(refused.detail()).doesNotContain(input.strip());
      assertThat(refused.toString()).doesNotContain(input.strip());
    }
  }

  @Test
  void luhnValidElevenDigitOrderNumberIsTooShort() {
    assertThat(NumberRules.luhnValid("12345678903")).isTrue();
    assertRefused(DataType.CARD_NUMBER, "12345678903");
  }

  @Test
  void validValueDoesNotPrintItself() {
    assertThat(normalize(DataType.EMAIL, "alice@example.com").toString()).doesNotContain("alice");
  }

  @Test
  void refusalBecomesFieldError() {
    Normalized.Refused refused = (Normalized.Refused) normalize(DataType.SSN, "666-12-3456");
    assertThat(refused.toFieldError("/items/0/value"))
        .isEqualTo(new FieldError("/items/0/value", "invalid_ssn", refused.detail()));
  }

  /**
   * A phone written as digits takes the detector's fast parse (SPEC section 4: valid numbers only,
   * E.164): over random digit runs, with and without '+', the answer is exactly libphonenumber's.
   */
  @Test
  void phonesWrittenAsDigitsNormalizeAsLibphonenumberDoes() {
    PhoneNumberUtil util = PhoneNumberUtil.getInstance();
    Random random = new Random(7);
    int valid = 0;
    for (int i = 0; i < 50_000; i++) {
      StringBuilder run = new StringBuilder(random.nextBoolean() ? "+" : "");
      if (random.nextInt(4) == 0) {
        run.append("1650253"); // a valid US prefix, so that many runs are valid numbers
      }
      for (int d = 1 + random.nextInt(13); d > 0; d--) {
        run.append((char) ('0' + random.nextInt(10)));
      }
      String input = run.toString();
      String expected;
      try {
        PhoneNumber number = util.parse(input, input.startsWith("+") ? null : "US");
        expected =
            util.isValidNumber(number)
                ? util.format(number, PhoneNumberUtil.PhoneNumberFormat.E164)
                : null;
      } catch (NumberParseException e) {
        expected = null;
      }
      Normalized got = normalize(DataType.PHONE, input);
      if (expected == null) {
        assertThat(got).as(input).isInstanceOf(Normalized.Refused.class);
      } else {
        valid++;
        assertThat(((Normalized.Valid) got).value().reveal()).as(input).isEqualTo(expected);
      }
    }
    assertThat(valid).isGreaterThan(1_500); // the rest are refused the same way
  }
}
