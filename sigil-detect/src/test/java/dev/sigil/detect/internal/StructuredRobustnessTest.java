package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.sigil.detect.PiiClass;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Garbage in: random Unicode, long digit runs and repeated trigger chars never make the structured
 * recognizers throw, and never make them slow (the bound is loose: it catches quadratic blow-ups,
 * not speed regressions).
 */
class StructuredRobustnessTest {
  private static final Set<PiiClass> ALL = EnumSet.allOf(PiiClass.class);
  private final Engine engine = new Engine(StructuredRecognizers.all(), Map.of());

  @Test
  void randomUnicodeNeverThrows() {
    Random random = new Random(1);
    String triggers = "0123456789@:.-_/%+()[]{}= xXaAbBfFeE\n\t\u00a0\u2013";
    for (int i = 0; i < 3000; i++) {
      StringBuilder b = new StringBuilder();
      int n = random.nextInt(200);
      for (int k = 0; k < n; k++) {
        b.append(
            random.nextBoolean()
                ? triggers.charAt(random.nextInt(triggers.length()))
                : (char) random.nextInt(0x10000));
      }
      String text = b.toString();
      assertThatCode(() -> engine.detect(text, ALL)).as(escape(text)).doesNotThrowAnyException();
    }
  }

  @Test
  void hugeAndRepetitiveInputsFinish() {
    String[] units = {
      "1", "1 ", "1-", "1.", "12:", ":", "a@", "@a.", "a.", "at ", "-----BEGIN PRIVATE KEY-----!",
      "https://", "www.", "eyJ", "ghp_", "0x", "bc1", "DE89 ", "00:", "password: ", "key=", "+1 ("
    };
    for (String unit : units) {
      String text = unit.repeat((1 << 20) / unit.length());
      assertTimeoutPreemptively(
          Duration.ofSeconds(20), () -> engine.detect(text, ALL), () -> "unit " + unit);
    }
  }

  private static String escape(String s) {
    StringBuilder b = new StringBuilder();
    for (char c : s.toCharArray()) {
      b.append(c < 128 && c >= 32 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
    }
    return b.toString();
  }
}
