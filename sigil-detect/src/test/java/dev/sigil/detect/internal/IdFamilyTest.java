package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The date, address and national identifier family as a whole: odd input, false positives. */
class IdFamilyTest {
  private static final Engine ENGINE =
      new Engine(IdRecognizers.all(), new EnumMap<>(PiiClass.class));
  private static final Set<PiiClass> ALL = EnumSet.allOf(PiiClass.class);

  @Test
  void everyClassOfTheFamilyHasARecognizer() {
    EnumSet<PiiClass> covered = EnumSet.noneOf(PiiClass.class);
    IdRecognizers.all().forEach(r -> covered.addAll(r.classes()));
    assertThat(covered).contains(PiiClass.DATE, PiiClass.ADDRESS, PiiClass.ABA_ROUTING);
    assertThat(covered).containsAll(EnumSet.range(PiiClass.ABA_ROUTING, PiiClass.IN_VOTER));
    assertThat(Recognizers.standard()).anyMatch(r -> r instanceof NationalIdRecognizer);
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS) // a guard against a hang, not a speed check
  void garbageNeverThrows() {
    Random random = new Random(3);
    String alphabet = "0123456789 -./+#$,:'’T\nAZaz MayStBox";
    for (int i = 0; i < 5000; i++) {
      StringBuilder b = new StringBuilder();
      int len = random.nextInt(120);
      for (int j = 0; j < len; j++) {
        b.append(
            random.nextInt(3) == 0
                ? (char) random.nextInt(0x10000)
                : alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String text = b.toString();
      List<Entity> found = ENGINE.detect(text, ALL);
      assertThat(found).allMatch(e -> e.end() <= text.length());
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS) // a guard against a hang, not a speed check
  void oneMegabyteOfDigitsAndRepeatsNeverThrows() {
    assertThat(ENGINE.detect("7".repeat(1 << 20), ALL)).isEmpty();
    ENGINE.detect("1 ".repeat(1 << 19), ALL);
    ENGINE.detect("12-".repeat(1 << 18), ALL);
    ENGINE.detect("May 1 ".repeat(1 << 17), ALL);
    ENGINE.detect("5 Main Street, ".repeat(1 << 16), ALL);
    ENGINE.detect("AB 12 ".repeat(1 << 17), ALL);
  }

  @Test
  void chatTextWithoutPersonalDataYieldsNothing() {
    String text = ChatText.generate(new Random(5), 200_000);
    assertThat(text.length()).isGreaterThanOrEqualTo(200_000);
    List<Entity> found = ENGINE.detect(text, ALL);
    assertThat(found)
        .as(
            () ->
                found.stream()
                    .limit(20)
                    .map(
                        e ->
                            text.substring(
                                    Math.max(0, e.start() - 30),
                                    Math.min(text.length(), e.end() + 10))
                                + " -> "
                                + e.piiClass())
                    .toList()
                    .toString())
        .isEmpty();
  }
}
