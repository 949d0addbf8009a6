package dev.sigil.relay.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.detect.Detector;
import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DeidentifierTest {
  /** Finds every occurrence of fixed strings: enough to test the replacement logic alone. */
  private static Detector finding(PiiClass c, String... values) {
    return (text, classes) -> {
      List<Entity> out = new ArrayList<>();
      if (!classes.contains(c)) {
        return out;
      }
      for (int i = 0; i < text.length(); i++) {
        for (String v : values) {
          if (text.startsWith(v, i)) {
            out.add(new Entity(c, i, i + v.length(), 0.9));
          }
        }
      }
      return out;
    };
  }

  @Test
  void replacesEachValueWithItsPlaceholderAndReportsInputOffsets() {
    Deidentifier d = new Deidentifier(finding(PiiClass.EMAIL, "a@x.org", "b@x.org"));
    Placeholders p = new Placeholders();
    Deidentified out = d.apply("to a@x.org, cc b@x.org, a@x.org", Set.of(PiiClass.EMAIL), p);
    assertThat(out.text()).isEqualTo("to <EMAIL_1>, cc <EMAIL_2>, <EMAIL_1>");
    assertThat(out.replacements())
        .containsExactly(
            new Replacement(PiiClass.EMAIL, 3, 10, "<EMAIL_1>"),
            new Replacement(PiiClass.EMAIL, 15, 22, "<EMAIL_2>"),
            new Replacement(PiiClass.EMAIL, 24, 31, "<EMAIL_1>"));
  }

  @Test
  void theSamePlaceholdersHoldAcrossTextsOfOneRequest() {
    Deidentifier d = new Deidentifier(finding(PiiClass.EMAIL, "a@x.org", "b@x.org"));
    Placeholders p = new Placeholders();
    assertThat(d.apply("b@x.org", Set.of(PiiClass.EMAIL), p).text()).isEqualTo("<EMAIL_1>");
    assertThat(d.apply("a@x.org b@x.org", Set.of(PiiClass.EMAIL), p).text())
        .isEqualTo("<EMAIL_2> <EMAIL_1>");
  }

  @Test
  void aFailingDetectorFailsTheCall() {
    Detector broken =
        (text, classes) -> {
          throw new IllegalStateException("model missing");
        };
    assertThatThrownBy(
            () -> new Deidentifier(broken).apply("x", Set.of(PiiClass.NAME), new Placeholders()))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void overlappingOrForeignEntitiesAreRefused() {
    Detector overlapping =
        (text, classes) ->
            List.of(new Entity(PiiClass.NAME, 0, 4, 0.9), new Entity(PiiClass.NAME, 2, 6, 0.9));
    assertThatThrownBy(
            () ->
                new Deidentifier(overlapping)
                    .apply("abcdefgh", Set.of(PiiClass.NAME), new Placeholders()))
        .isInstanceOf(IllegalStateException.class);
    Detector foreign = (text, classes) -> List.of(new Entity(PiiClass.EMAIL, 0, 4, 0.9));
    assertThatThrownBy(
            () ->
                new Deidentifier(foreign)
                    .apply("abcdefgh", Set.of(PiiClass.NAME), new Placeholders()))
        .isInstanceOf(IllegalStateException.class);
  }
}
