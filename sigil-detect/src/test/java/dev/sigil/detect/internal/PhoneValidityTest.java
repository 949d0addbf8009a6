package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link PhoneRecognizer#isValid} answers as libphonenumber's {@code isValidNumber}. */
class PhoneValidityTest {
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();

  @Test
  void takesItsShortcutWithTodaysMetadata() {
    assertThat(PhoneRecognizer.US_FIRST).isTrue();
  }

  @Test
  void answersAsIsValidNumber() throws NumberParseException {
    Random random = new Random(11);
    String[] prefixes = {"", "", "", "1", "+1", "+44", "+49", "+33", "+61", "0", "(", "+1 268"};
    int valid = 0;
    int invalid = 0;
    for (int i = 0; i < 30_000; i++) {
      StringBuilder run = new StringBuilder(prefixes[random.nextInt(prefixes.length)]);
      int digits = 6 + random.nextInt(7);
      for (int d = 0; d < digits; d++) {
        run.append((char) ('0' + random.nextInt(10)));
      }
      PhoneNumber n;
      try {
        n = UTIL.parse(run.toString(), "US");
      } catch (NumberParseException e) {
        continue;
      }
      boolean expected = UTIL.isValidNumber(n);
      assertThat(PhoneRecognizer.isValid(UTIL, n)).as(run.toString()).isEqualTo(expected);
      valid += expected ? 1 : 0;
      invalid += expected ? 0 : 1;
    }
    for (String region : UTIL.getRegionCodesForCountryCode(1)) {
      PhoneNumber example = UTIL.getExampleNumber(region);
      assertThat(PhoneRecognizer.isValid(UTIL, example)).as(region).isTrue();
    }
    assertThat(valid).isGreaterThan(3_000);
    assertThat(invalid).isGreaterThan(3_000);
  }
}
