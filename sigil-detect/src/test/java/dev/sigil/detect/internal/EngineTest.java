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
}
