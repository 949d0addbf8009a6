package dev.sigil.detect.internal;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.sigil.detect.PiiClass;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The standard recognizers, the name rules included, on long repetitive texts: each finishes in
 * time in proportion to its length. The bound is loose (a few hundred milliseconds' work is given
 * seconds): it catches rules whose work grows with the square of the text, which a relay's caller
 * could use to hold a core for minutes, and not speed regressions, which the benchmarks measure.
 */
class StandardRobustnessTest {
  private static final Set<PiiClass> ALL = EnumSet.allOf(PiiClass.class);
  private static final Engine ENGINE = new Engine(Recognizers.standard(), Map.of());

  @Test
  void longRepetitiveTextsFinish() {
    String[] units = {
      "Abc-", // one hyphenated chain: each of its words was read to the chain's end
      "Abc'",
      " y St.CoCo", // thousands of firms: each one rebuilt the list of spans
      "Abc, ",
      "Abc and ",
      "Abc & ",
      "Abc - ",
      "ABC ",
      "Abc\n",
      "John Smith ",
      "van ",
      "@Abc ",
      "#Abc ",
      "Mr. Abc ",
      "12 Main Street, ",
      "Hauptstr. 5, 12345 Berlin ",
      "Orn, Sauer and Rutherford ",
    };
    for (String unit : units) {
      String text = unit.repeat((1 << 19) / unit.length());
      ENGINE.detect(unit.repeat(64), ALL); // loads the word lists outside the bound
      assertTimeoutPreemptively(
          Duration.ofSeconds(10), () -> ENGINE.detect(text, ALL), () -> "unit " + unit);
    }
  }
}
