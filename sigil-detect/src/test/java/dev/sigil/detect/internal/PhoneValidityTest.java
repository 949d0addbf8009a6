package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link PhoneValidity#isValid} answers as libphonenumber's {@code isValidNumber}. */
class PhoneValidityTest {
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();

  private static void check(PhoneNumber n) {
    assertThat(PhoneValidity.isValid(UTIL, n)).as(n.toString()).isEqualTo(UTIL.isValidNumber(n));
  }

  @Test
  void answersAsIsValidNumberForRandomRuns() {
    Random random = new Random(11);
    String[] prefixes = {
      "", "", "1", "+1", "+1 268", "+44", "+49", "+7", "+61", "+39", "+800", "0"
    };
    int valid = 0;
    int checked = 0;
    for (int i = 0; i < 40_000; i++) {
      StringBuilder run = new StringBuilder(prefixes[random.nextInt(prefixes.length)]);
      int digits = 6 + random.nextInt(7);
      for (int d = 0; d < digits; d++) {
        run.append((char) ('0' + random.nextInt(10)));
      }
      try {
        PhoneNumber n = UTIL.parse(run.toString(), "US");
        check(n);
        checked++;
        valid += UTIL.isValidNumber(n) ? 1 : 0;
      } catch (NumberParseException e) {
        // not a number: nothing to validate
      }
    }
    assertThat(valid).isGreaterThan(3_000);
    assertThat(checked - valid).isGreaterThan(3_000);
  }

  @Test
  void answersAsIsValidNumberForEveryRegionsExamplesAndTheirNeighbours() {
    for (String region : UTIL.getSupportedRegions()) {
      for (PhoneNumberUtil.PhoneNumberType type : PhoneNumberUtil.PhoneNumberType.values()) {
        PhoneNumber example = UTIL.getExampleNumberForType(region, type);
        if (example == null) {
          continue;
        }
        check(example);
        for (long delta : new long[] {1, 7, 1_000, 100_000}) {
          check(
              new PhoneNumber()
                  .mergeFrom(example)
                  .setNationalNumber(example.getNationalNumber() + delta));
          check(
              new PhoneNumber()
                  .mergeFrom(example)
                  .setNationalNumber(example.getNationalNumber() / 10));
        }
      }
    }
    for (int code : UTIL.getSupportedGlobalNetworkCallingCodes()) {
      check(UTIL.getExampleNumberForNonGeoEntity(code));
    }
  }

  @Test
  void answersAsIsValidNumberForRandomNumbersOfEveryCallingCode() {
    Random random = new Random(12);
    for (int code = 1; code < 1000; code++) {
      if (UTIL.getRegionCodesForCountryCode(code).isEmpty()) {
        continue;
      }
      for (int i = 0; i < 300; i++) {
        int digits = 4 + random.nextInt(11);
        long national = 1 + random.nextInt(9);
        for (int d = 1; d < digits; d++) {
          national = national * 10 + random.nextInt(10);
        }
        check(new PhoneNumber().setCountryCode(code).setNationalNumber(national));
        check(
            new PhoneNumber()
                .setCountryCode(code)
                .setNationalNumber(national)
                .setItalianLeadingZero(true));
      }
    }
  }
}
