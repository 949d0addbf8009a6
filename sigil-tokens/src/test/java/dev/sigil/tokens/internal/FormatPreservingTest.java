package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import dev.sigil.tokens.api.DataType;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Property tests: seeded loops over many random values, the seed printed for reproduction. */
class FormatPreservingTest {
  private static final List<DataType> SUPPORTED =
      List.of(DataType.EMAIL, DataType.PHONE, DataType.CARD_NUMBER, DataType.SSN);

  private static Random seeded(String test, long seed) {
    System.out.println("FormatPreservingTest." + test + " seed=" + seed);
    return new Random(seed);
  }

  @Test
  void supportsExactlyEmailPhoneCardNumberAndSsn() {
    for (DataType type : DataType.values()) {
      assertThat(TokenFormats.supportsFormatPreserving(type))
          .as(type.wireName())
          .isEqualTo(SUPPORTED.contains(type));
    }
  }

  @Test
  void refusesUnsupportedTypesAndNegativeAttempts() {
    Prf prf = TestValues.hmac(new byte[32]);
    for (DataType type : EnumSet.complementOf(EnumSet.copyOf(SUPPORTED))) {
      assertThatThrownBy(() -> TokenFormats.formatPreserving(prf, type, "x", 0))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(type.wireName());
    }
    assertThatThrownBy(() -> TokenFormats.formatPreserving(prf, DataType.SSN, "078-05-1120", -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @ParameterizedTest
  @CsvSource({
    "CARD_NUMBER, 4111-1111-1111-1111",
    "CARD_NUMBER, 41111111111",
    "PHONE, 6502530000",
    "PHONE, +999123456789",
    "PHONE, +1",
    "SSN, 078051120",
    "EMAIL, no-at-sign",
  })
  void refusesValuesNotInNormalizedFormWithoutEchoingThem(DataType type, String value) {
    Prf prf = TestValues.hmac(new byte[32]);
    assertThatThrownBy(() -> TokenFormats.formatPreserving(prf, type, value, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(type.wireName())
        .hasMessageNotContaining(value);
  }

  @Test
  void deterministicAndSeparatedByAttemptAndKey() {
    Random random = seeded("deterministicAndSeparatedByAttemptAndKey", 0x51_6e_01L);
    byte[] key = new byte[32];
    random.nextBytes(key);
    Prf prf = TestValues.hmac(key);
    Prf samePrf = TestValues.hmac(key.clone());
    Prf otherPrf = TestValues.hmac(random);
    for (int i = 0; i < 4_000; i++) {
      DataType type = SUPPORTED.get(i % SUPPORTED.size());
      String value = TestValues.value(random, type);
      int attempt = random.nextInt(4);
      String token = TokenFormats.formatPreserving(prf, type, value, attempt);
      String what = "case " + i + " " + type.wireName();
      assertThat(TokenFormats.formatPreserving(samePrf, type, value, attempt))
          .as(what)
          .isEqualTo(token);
      assertThat(TokenFormats.formatPreserving(prf, type, value, attempt + 1))
          .as(what)
          .isNotEqualTo(token);
      assertThat(TokenFormats.formatPreserving(otherPrf, type, value, attempt))
          .as(what)
          .isNotEqualTo(token);
      assertThat(TokenFormats.deterministic(prf, type, value, attempt)).isNotEqualTo(token);
    }
  }

  @Test
  void cardTokensAreValidCardsOfTheSameLengthAndLastFour() {
    Random random = seeded("cardTokens", 0x51_6e_02L);
    Prf prf = TestValues.hmac(random);
    for (int i = 0; i < 5_000; i++) {
      String card = TestValues.card(random, 12 + random.nextInt(8));
      String token = TokenFormats.formatPreserving(prf, DataType.CARD_NUMBER, card, i % 3);
      assertThat(token).as("case %d", i).hasSameSizeAs(card).matches("[0-9]+");
      assertThat(token.substring(token.length() - 4)).isEqualTo(card.substring(card.length() - 4));
      assertThat(TestValues.luhnValid(token)).as("case %d Luhn", i).isTrue();
      assertThat(TestValues.normalized(DataType.CARD_NUMBER, token)).contains(token);
    }
  }

  @Test
  void cardTokensAreInjectiveForOneLengthAndLastFour() {
    Random random = seeded("cardTokensAreInjective", 0x51_6e_03L);
    Prf prf = TestValues.hmac(random);
    for (int length = 12; length <= 19; length++) {
      String lastFour = TestValues.digits(random, 4);
      int attempt = random.nextInt(3);
      Set<String> cards = new HashSet<>();
      Set<String> tokens = new HashSet<>();
      while (cards.size() < 3_000) {
        String card = TestValues.card(random, length, lastFour);
        if (cards.add(card)) {
          tokens.add(TokenFormats.formatPreserving(prf, DataType.CARD_NUMBER, card, attempt));
        }
      }
      assertThat(tokens).as("length %d", length).hasSameSizeAs(cards);
    }
  }

  @Test
  void phoneTokensKeepCountryCodeAndLength() throws Exception {
    Random random = seeded("phoneTokens", 0x51_6e_04L);
    Prf prf = TestValues.hmac(random);
    PhoneNumberUtil phones = PhoneNumberUtil.getInstance();
    int shortNational = 0;
    for (int i = 0; i < 5_000; i++) {
      String phone = TestValues.phone(random);
      String token = TokenFormats.formatPreserving(prf, DataType.PHONE, phone, i % 3);
      assertThat(token).as("case %d", i).hasSameSizeAs(phone).matches("\\+[0-9]+");
      String cc = Integer.toString(phones.parse(phone, null).getCountryCode());
      if (phone.length() - 1 - cc.length() >= 6) {
        assertThat(token).as("case %d", i).startsWith("+" + cc);
      } else {
        shortNational++;
      }
    }
    System.out.println("phone cases with a national number under six digits: " + shortNational);
  }

  @ParameterizedTest
  @CsvSource({"+2906123", "+68312345", "+50031234"})
  void phonesWithShortNationalNumbersUseAllDigits(String phone) {
    Prf prf = TestValues.hmac(new byte[32]);
    String token = TokenFormats.formatPreserving(prf, DataType.PHONE, phone, 0);
    assertThat(token).hasSameSizeAs(phone).matches("\\+[0-9]+").isNotEqualTo(phone);
  }

  @Test
  void ssnTokensAreInTheNeverIssuedArea9xx() {
    Random random = seeded("ssnTokens", 0x51_6e_05L);
    Prf prf = TestValues.hmac(random);
    for (int i = 0; i < 5_000; i++) {
      String ssn = TestValues.ssn(random);
      String token = TokenFormats.formatPreserving(prf, DataType.SSN, ssn, i % 3);
      assertThat(token).as("case %d", i).matches("9[0-9]{2}-[0-9]{2}-[0-9]{4}");
      assertThat(TestValues.normalized(DataType.SSN, token)).as("case %d", i).isEmpty();
    }
  }

  @Test
  void emailTokensAreAtTokenInvalid() {
    Random random = seeded("emailTokens", 0x51_6e_06L);
    Prf prf = TestValues.hmac(random);
    for (int i = 0; i < 5_000; i++) {
      String email = TestValues.email(random);
      String token = TokenFormats.formatPreserving(prf, DataType.EMAIL, email, i % 3);
      assertThat(token).as("case %d", i).matches("[a-z2-7]{16}@token\\.invalid");
      assertThat(TestValues.normalized(DataType.EMAIL, token)).contains(token);
    }
  }

  /** The caller walks attempts from 0 and skips a candidate equal to the value. */
  @Test
  void walkingAttemptsFindsACandidateOtherThanTheValueWithinTwo() {
    Random random = seeded("walkingAttempts", 0x51_6e_07L);
    Prf prf = TestValues.hmac(random);
    for (int i = 0; i < 8_000; i++) {
      DataType type = DataType.values()[random.nextInt(DataType.values().length)];
      String value = TestValues.value(random, type);
      assertThat(firstDifferent(prf, type, value, false)).as("case %d", i).isLessThan(2);
      if (TokenFormats.supportsFormatPreserving(type)) {
        assertThat(firstDifferent(prf, type, value, true)).as("case %d", i).isLessThan(2);
      }
    }
  }

  private static int firstDifferent(Prf prf, DataType type, String value, boolean formatted) {
    for (int attempt = 0; ; attempt++) {
      String candidate =
          formatted
              ? TokenFormats.formatPreserving(prf, type, value, attempt)
              : TokenFormats.deterministic(prf, type, value, attempt);
      if (!candidate.equals(value)) {
        return attempt;
      }
    }
  }
}
