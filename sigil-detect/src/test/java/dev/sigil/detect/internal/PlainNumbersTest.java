package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
      PhoneNumber fast = PlainNumbers.plain(run, region);
      if (fast != null) {
        plain++;
        assertThat(fast).as(run + " in " + region).isEqualTo(parse(run, region));
      }
    }
    assertThat(plain).isGreaterThan(80_000); // most runs take the short way
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
        PhoneNumber fast = PlainNumbers.plain(digits, region);
        if (fast != null) {
          assertThat(fast).as(digits + " in " + region).isEqualTo(parse(digits, region));
        }
      }
    }
  }

  @Test
  void leavesOtherRunsToLibphonenumber() {
    assertThat(PlainNumbers.plain("+44 20 7946 0123", "US")).isNull(); // not digits
    assertThat(PlainNumbers.plain("0020794601234", "GB")).isNull(); // international prefix
    assertThat(PlainNumbers.plain("01144207946012", "US")).isNull(); // international prefix
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
  }

  @Test
  void throwsWhatLibphonenumberThrows() {
    for (String run : new String[] {"+0123", "+9", "+999999999", "0", ""}) {
      String message = null;
      try {
        UTIL.parse(run, "US");
      } catch (NumberParseException e) {
        message = e.getErrorType().name();
      }
      String fastMessage = null;
      try {
        PlainNumbers.parse(UTIL, run, "US");
      } catch (NumberParseException e) {
        fastMessage = e.getErrorType().name();
      }
      assertThat(fastMessage).as(run).isEqualTo(message);
    }
  }

  /** A run of 1 to 18 digits, sometimes after '+' or a trunk or calling-code prefix. */
  private static String run(Random random) {
    StringBuilder b = new StringBuilder();
    switch (random.nextInt(6)) {
      case 0, 1 -> b.append('+');
      case 2 -> b.append('0');
      case 3 -> b.append(random.nextBoolean() ? "1" : "00");
      default -> {}
    }
    int digits = 1 + random.nextInt(16);
    for (int d = 0; d < digits; d++) {
      b.append((char) ('0' + random.nextInt(10)));
    }
    return b.toString();
  }

  private static PhoneNumber parse(String run, String region) {
    try {
      return UTIL.parse(run, region);
    } catch (NumberParseException e) {
      return new PhoneNumber(); // never equal to a parsed number
    }
  }
}
