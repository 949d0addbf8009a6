package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NanpLengthsTest {
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();

  private static boolean valid(String run) {
    try {
      return UTIL.isValidNumber(UTIL.parse(run, "US"));
    } catch (NumberParseException e) {
      return false;
    }
  }

  @Test
  void rejectsOnlyWhatLibphonenumberFindsInvalid() {
    Random random = new Random(7);
    String[] separators = {"", " ", "-", ".", "/", " - "};
    int rejected = 0;
    for (int i = 0; i < 40_000; i++) {
      StringBuilder run = new StringBuilder();
      int prefix = random.nextInt(8);
      if (prefix == 0) {
        run.append('(');
      } else if (prefix == 1) {
        run.append("011");
      } else if (prefix == 2) {
        run.append("1".repeat(1 + random.nextInt(3)));
      } else if (prefix == 3) {
        run.append('+');
      }
      int groups = 1 + random.nextInt(5);
      String separator = separators[random.nextInt(separators.length)];
      for (int g = 0; g < groups; g++) {
        if (g > 0 || run.length() > 0 && prefix != 0) {
          run.append(separator);
        }
        int len = 1 + random.nextInt(5);
        for (int d = 0; d < len; d++) {
          // mostly digits that make valid US numbers (2-9 first), sometimes 0 and 1
          run.append(
              (char) ('0' + (random.nextInt(4) == 0 ? random.nextInt(2) : random.nextInt(10))));
        }
        if (g == 0 && prefix == 0) {
          run.append(')');
        }
      }
      if (random.nextInt(10) == 0) {
        run.append(random.nextBoolean() ? " x12" : " ext. 345");
      }
      String text = run.toString();
      if (!NanpLengths.mayBeValid(text)) {
        rejected++;
        assertThat(valid(text)).as(text).isFalse();
      }
    }
    assertThat(rejected).isGreaterThan(10_000);
  }

  @Test
  void letsNumbersOfTenDigitsThrough() {
    assertThat(NanpLengths.mayBeValid("(650) 253-0000")).isTrue();
    assertThat(NanpLengths.mayBeValid("1-650-253-0000")).isTrue();
    assertThat(NanpLengths.mayBeValid("11 650 253 0000")).isTrue();
    assertThat(NanpLengths.mayBeValid("011 44 20 7946 0123")).isTrue();
    assertThat(NanpLengths.mayBeValid("+44 20 7946 0123")).isTrue();
    assertThat(NanpLengths.mayBeValid("078-05-1120")).isFalse();
    assertThat(NanpLengths.mayBeValid("4111 1111 1111 1111")).isFalse();
  }
}
