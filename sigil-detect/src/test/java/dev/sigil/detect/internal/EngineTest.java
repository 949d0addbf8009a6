package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EngineTest {
  /** Reports every capitalised token as a name and every all-digit token as a date. */
  private static final Recognizer FAKE =
      new Recognizer() {
        @Override
        public Set<PiiClass> classes() {
          return EnumSet.of(PiiClass.NAME, PiiClass.DATE);
        }

        @Override
        public void find(Scan scan, Candidates out) {
          for (int t = 0; t < scan.tokenCount(); t++) {
            if (scan.isCapitalized(t)) {
              out.add(PiiClass.NAME, scan.start(t), scan.end(t), scan.token(t).length() / 10.0);
            } else if (scan.isDigits(t)) {
              out.add(PiiClass.DATE, scan.start(t), scan.end(t), 0.9);
            }
          }
        }
      };

  @Test
  void keepsRequestedClassesAboveTheirThresholds() {
    Engine engine = new Engine(List.of(FAKE), Map.of());
    String text = "Ann met Bartholomew on 1999";
    assertThat(engine.detect(text, EnumSet.of(PiiClass.NAME, PiiClass.DATE)))
        .containsExactly(
            new Entity(PiiClass.NAME, 8, 19, 1.0), new Entity(PiiClass.DATE, 23, 27, 0.9));
    assertThat(engine.detect(text, EnumSet.of(PiiClass.DATE)))
        .containsExactly(new Entity(PiiClass.DATE, 23, 27, 0.9));
    Engine strict = new Engine(List.of(FAKE), Map.of(PiiClass.DATE, 0.95, PiiClass.NAME, 0.2));
    assertThat(strict.detect(text, EnumSet.of(PiiClass.NAME, PiiClass.DATE)))
        .containsExactly(
            new Entity(PiiClass.NAME, 0, 3, 0.3), new Entity(PiiClass.NAME, 8, 19, 1.0));
  }

  @Test
  void skipsRecognizersOfOtherClassesAndEmptyInput() {
    Engine engine = new Engine(List.of(FAKE), Map.of());
    assertThat(engine.detect("Bartholomew", EnumSet.of(PiiClass.EMAIL))).isEmpty();
    assertThat(engine.detect("", EnumSet.allOf(PiiClass.class))).isEmpty();
    assertThat(engine.detect("Bartholomew", Set.of())).isEmpty();
  }

  @Test
  void refusesThresholdsOutsideTheUnitInterval() {
    assertThatThrownBy(() -> new Engine(List.of(), Map.of(PiiClass.NAME, 1.5)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("name");
  }

  /**
   * Every recognizer on texts pieced together from the forms this project's rules read (streets,
   * firms, places on their own line, emoji, surrogate halves): nothing throws, and every span lies
   * inside the text and keeps surrogate pairs whole.
   */
  @Test
  void theStandardRecognizersKeepSpansInsideTheTextAndPairsWhole() {
    Engine engine = new Engine(Recognizers.standard(), Map.of());
    String[] parts = {
      "Am ",
      "Puente ",
      "s/n",
      "Hühnerberg ",
      "52b",
      ", ",
      "80331 ",
      "München",
      "\n",
      "Czechia",
      "Wallis and Futuna",
      " & ",
      " et ",
      " y ",
      "Asociados",
      "SPA",
      "s.r.l.",
      "Di ",
      "Maio",
      " - ",
      "Kris",
      "Inc.",
      ".",
      " ",
      "Can ",
      "Meike ",
      "call ",
      "belongs to ",
      "the ",
      " office",
      "(",
      "a@b.com",
      ")",
      "\uD83D\uDE00",
      "\uD83D",
      "\uDE00",
      "\uD835\uDC00",
      "III",
      " I",
      "3 hoog achter",
      "560 001",
      "Regards, ",
      "de ",
      "New ",
      "Joanna",
      "Apt. 5",
      "St. ",
      "said ",
      "Hentel, ",
      "Galván ",
      "Escalante ",
      "account ",
      "12345678901234567",
      "4111 1111 1111 1111"
    };
    java.util.Random random = new java.util.Random(7);
    Set<PiiClass> all = EnumSet.allOf(PiiClass.class);
    for (int i = 0; i < 20_000; i++) {
      StringBuilder b = new StringBuilder();
      for (int k = random.nextInt(12); k > 0; k--) {
        b.append(parts[random.nextInt(parts.length)]);
      }
      String text = b.toString();
      for (Entity e : engine.detect(text, all)) {
        assertThat(e.start()).as(text).isNotNegative().isLessThan(e.end());
        assertThat(e.end()).as(text).isLessThanOrEqualTo(text.length());
        assertThat(splitsPair(text, e.start()) || splitsPair(text, e.end())).as(text).isFalse();
      }
    }
  }

  private static boolean splitsPair(String text, int at) {
    return at > 0
        && at < text.length()
        && Character.isHighSurrogate(text.charAt(at - 1))
        && Character.isLowSurrogate(text.charAt(at));
  }
}
