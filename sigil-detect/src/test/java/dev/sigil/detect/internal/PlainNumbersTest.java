package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class PlainNumbersTest {
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();

  /** The regions the phone recognizer parses in, and a few with unusual national prefixes. */
  private static final String[] REGIONS = {
    "US", "GB", "DE", "FR", "IT", "ES", "NL", "AU", "IN", "BR", "JP", "MX", "ZA", "NG", "PH", "AR",
    "RU", "CN", "KR", "CO", "CL", "HU", "BY", "UZ", "CA", "JM"
  };

  @Test
  void checkedAgainstLibphonenumberAtStart() {
    assertThat(PlainNumbers.enabled()).isTrue();
  }

  @Test
  void parsesDigitRunsAsLibphonenumberDoes() {
    Random random = new Random(11);
    int plain = 0;
    for (int i = 0; i < 200_000; i++) {
      String region = REGIONS[random.nextInt(REGIONS.length)];
      String run = run(random);
      if (random.nextInt(8) == 0 && run.charAt(0) != '+') { // the region's own calling code first
        run = UTIL.getCountryCodeForRegion(region) + run;
      }
      Object fast = answer(PlainNumbers.plain(run, region));
      if (fast != null) {
        plain++;
        assertThat(fast).as(run + " in " + region).isEqualTo(libphonenumber(run, region));
      }
    }
    assertThat(plain).isGreaterThan(90_000); // most runs take the short way
  }

  @Test
  void refusesWithoutAnExceptionWhatLibphonenumberRefuses() {
    Random random = new Random(12);
    int refused = 0;
    for (int i = 0; i < 100_000; i++) {
      String region = REGIONS[random.nextInt(REGIONS.length)];
      String run = run(random);
      PhoneNumber number = PlainNumbers.parseOrNull(UTIL, run, region);
      Object expected = libphonenumber(run, region);
      if (number == null) {
        refused++;
        assertThat(expected).as(run + " in " + region).isInstanceOf(String.class);
      } else {
        assertThat(number).as(run + " in " + region).isEqualTo(expected);
      }
      if (PlainNumbers.plain(run, region) == PlainNumbers.NO_CALLING_CODE) {
        assertThat(expected).as(run + " in " + region).isEqualTo("throws INVALID_COUNTRY_CODE");
      }
    }
    assertThat(refused).isGreaterThan(5_000);
  }

  @Test
  void parsesExampleNumbersAsLibphonenumberDoes() {
    List<String> runs = new ArrayList<>();
    for (String region : UTIL.getSupportedRegions()) {
      PhoneNumber example = UTIL.getExampleNumber(region);
      if (example != null) {
        String national = UTIL.getNationalSignificantNumber(example);
        runs.add("+" + example.getCountryCode() + national);
        runs.add(national);
        runs.add(UTIL.format(example, PhoneNumberUtil.PhoneNumberFormat.NATIONAL));
      }
    }
    for (String run : runs) {
      String digits = PhoneRuns.forParsing(run);
      for (String region : REGIONS) {
        Object fast = answer(PlainNumbers.plain(digits, region));
        if (fast != null) {
          assertThat(fast).as(digits + " in " + region).isEqualTo(libphonenumber(digits, region));
        }
      }
    }
  }

  @Test
  void leavesOtherRunsToLibphonenumber() {
    assertThat(PlainNumbers.plain("+44 20 7946 0123", "US")).isNull(); // not digits
    assertThat(PlainNumbers.plain("0007946012", "GB")).isNull(); // a '0' after the prefix
    assertThat(PlainNumbers.plain("001", "GB")).isNull(); // too short after the prefix
    assertThat(PlainNumbers.plain("+0123456789", "US")).isNull(); // no calling code
    assertThat(PlainNumbers.plain("+80012345678", "US")).isNull(); // not geographic
    assertThat(PlainNumbers.plain("+12", "US")).isNull(); // too short
    assertThat(PlainNumbers.plain("16502530000", "US")) // the calling code dropped
        .isEqualTo(new PhoneNumber().setCountryCode(1).setNationalNumber(6502530000L));
    assertThat(PlainNumbers.plain("6502530000", "US"))
        .isEqualTo(new PhoneNumber().setCountryCode(1).setNationalNumber(6502530000L));
    assertThat(PlainNumbers.plain("+447400115000", "US"))
        .isEqualTo(new PhoneNumber().setCountryCode(44).setNationalNumber(7400115000L));
    assertThat(PlainNumbers.plain("+390669881234", "US")) // an Italian leading zero
        .isEqualTo(
            new PhoneNumber()
                .setCountryCode(39)
                .setNationalNumber(669881234L)
                .setItalianLeadingZero(true));
    assertThat(PlainNumbers.plain("02079460123", "GB")) // the national prefix stripped
        .isEqualTo(new PhoneNumber().setCountryCode(44).setNationalNumber(2079460123L));
    assertThat(PlainNumbers.plain("004402079460123", "DE")) // an international prefix dropped
        .isEqualTo(new PhoneNumber().setCountryCode(44).setNationalNumber(2079460123L));
    assertThat(PlainNumbers.plain("01144207946012", "US"))
        .isEqualTo(new PhoneNumber().setCountryCode(44).setNationalNumber(207946012L));
    assertThat(PlainNumbers.plain("008576393", "GB")).isSameAs(PlainNumbers.NO_CALLING_CODE);
    assertThat(PlainNumbers.plain("008576393", "US")).isNotSameAs(PlainNumbers.NO_CALLING_CODE);
  }

  @Test
  void throwsWhatLibphonenumberThrows() {
    String[][] cases = {
      {"+0123", "US"}, {"+9", "US"}, {"+999999999", "US"}, {"0", "US"}, {"", "US"},
      {"008576393", "GB"}, {"0118576393", "US"}, {"00", "DE"}, {"0012", "FR"}, {"0044", "NL"},
      {"00857" + "1".repeat(250), "GB"}, {"004402079460123", "DE"}, {"0000123456", "FR"}
    };
    for (String[] c : cases) {
      Object fast;
      try {
        fast = PlainNumbers.parse(UTIL, c[0], c[1]);
      } catch (NumberParseException e) {
        fast = "throws " + e.getErrorType().name();
      }
      assertThat(fast).as(c[0] + " in " + c[1]).isEqualTo(libphonenumber(c[0], c[1]));
    }
  }

  /** International prefixes: the common one, the US's, Australia's, Russia's, Japan's. */
  private static final String[] PREFIXES = {"00", "00", "011", "0011", "810", "010"};

  /**
   * A run of 1 to 18 digits (more after an international prefix), sometimes after '+' or a trunk,
   * calling-code or international prefix.
   */
  private static String run(Random random) {
    StringBuilder b = new StringBuilder();
    switch (random.nextInt(6)) {
      case 0, 1 -> b.append('+');
      case 2 -> b.append('0');
      case 3 -> b.append(random.nextBoolean() ? "1" : PREFIXES[random.nextInt(PREFIXES.length)]);
      default -> {}
    }
    int digits = 1 + random.nextInt(16);
    for (int d = 0; d < digits; d++) {
      b.append((char) ('0' + random.nextInt(10)));
    }
    return b.toString();
  }

  /** libphonenumber's parse: the number, or "throws " and the error's type. */
  private static Object libphonenumber(String run, String region) {
    try {
      return UTIL.parse(run, region);
    } catch (NumberParseException e) {
      return "throws " + e.getErrorType().name();
    }
  }

  /** What {@link PlainNumbers#plain} answered, in {@link #libphonenumber}'s terms, or null. */
  private static @Nullable Object answer(@Nullable PhoneNumber plain) {
    return plain == PlainNumbers.NO_CALLING_CODE ? "throws INVALID_COUNTRY_CODE" : plain;
  }
}
