package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PhoneRunsParseTest {
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();
  private static final List<String> REGIONS =
      List.of("US", "GB", "DE", "FR", "IT", "ES", "NL", "AU", "IN", "BR", "JP", "MX", "ZA", "NG");

  /** The parse as the recognizer uses it: the number, or the error kind. */
  private static String parsed(String run, String region) {
    try {
      PhoneNumber n = UTIL.parse(run, region);
      return n.getCountryCode()
          + " "
          + n.getNationalNumber()
          + " "
          + n.isItalianLeadingZero()
          + " "
          + n.getNumberOfLeadingZeros()
          + " "
          + UTIL.isValidNumber(n)
          + " "
          + UTIL.isPossibleNumber(n);
    } catch (NumberParseException e) {
      return e.getErrorType().name();
    }
  }

  @Test
  void aRunAndItsDigitsParseToTheSameNumber() {
    Random random = new Random(11);
    String[] separators = {" ", "-", ".", "/", " - ", "\u00a0", "\u2013", ") ", "."};
    for (int i = 0; i < 20_000; i++) {
      StringBuilder run = new StringBuilder();
      int prefix = random.nextInt(6);
      if (prefix == 0) {
        run.append('+');
      } else if (prefix == 1) {
        run.append('(');
      } else if (prefix == 2) {
        run.append("+(");
      } else if (prefix == 3) {
        run.append('0');
      }
      int groups = 1 + random.nextInt(5);
      for (int g = 0; g < groups; g++) {
        if (g > 0) {
          run.append(separators[random.nextInt(separators.length)]);
        }
        int len = 1 + random.nextInt(5);
        for (int d = 0; d < len; d++) {
          run.append((char) ('0' + random.nextInt(10)));
        }
      }
      String text = run.toString();
      String compact = PhoneRuns.forParsing(text);
      if (compact.replace("+", "").length() < 7) {
        continue; // not a plausible run: the recognizer asks about seven digits or more
      }
      String region = REGIONS.get(random.nextInt(REGIONS.size()));
      assertThat(parsed(compact, region))
          .as(text + " in " + region)
          .isEqualTo(parsed(text, region));
    }
  }

  @Test
  void extensionsStayAsTheyAre() {
    assertThat(PhoneRuns.forParsing("+1 (650) 253-0000")).isEqualTo("+16502530000");
    assertThat(PhoneRuns.forParsing("650-253-0000 x123")).isEqualTo("650-253-0000 x123");
    assertThat(PhoneRuns.forParsing("(650) 253-0002 ext. 89")).isEqualTo("(650) 253-0002 ext. 89");
  }
}
