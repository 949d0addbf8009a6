package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class OverlapsTest {
  @Test
  void higherScoreWinsThenLongerSpan() {
    Entity location = new Entity(PiiClass.LOCATION, 0, 5, 0.6);
    Entity name = new Entity(PiiClass.NAME, 0, 12, 0.8);
    Entity date = new Entity(PiiClass.DATE, 20, 30, 0.7);
    Entity dateShort = new Entity(PiiClass.DATE, 20, 25, 0.7);
    assertThat(Overlaps.resolve(List.of(location, name, dateShort, date)))
        .containsExactly(name, date);
  }

  @Test
  void namesPlacesAndOrganisationsInsideAnAddressGiveWayToIt() {
    Entity address = new Entity(PiiClass.ADDRESS, 10, 50, 0.85);
    Entity street = new Entity(PiiClass.NAME, 16, 26, 0.97); // "Coty Lakes", scored higher
    Entity town = new Entity(PiiClass.LOCATION, 28, 41, 0.9);
    Entity across = new Entity(PiiClass.NAME, 45, 60, 0.95); // reaches past the address
    Entity inside = new Entity(PiiClass.PHONE, 30, 40, 0.9); // not a word class: stays
    List<Entity> candidates = new ArrayList<>(List.of(street, address, town, across, inside));
    Overlaps.dropInsideAddresses(candidates);
    assertThat(candidates).containsExactly(address, across, inside);
  }

  /**
   * The same answer as checking every address for every word span: random addresses (nested,
   * overlapping, sharing starts) and spans, against that direct check.
   */
  @Test
  void aSpanGivesWayExactlyWhenOneAddressHoldsIt() {
    Random random = new Random(27);
    for (int round = 0; round < 500; round++) {
      List<Entity> addresses = new ArrayList<>();
      List<Entity> candidates = new ArrayList<>();
      for (int i = random.nextInt(6); i > 0; i--) {
        int start = random.nextInt(60);
        addresses.add(new Entity(PiiClass.ADDRESS, start, start + 1 + random.nextInt(30), 0.8));
      }
      candidates.addAll(addresses);
      for (int i = random.nextInt(10); i > 0; i--) {
        int start = random.nextInt(80);
        PiiClass c = random.nextBoolean() ? PiiClass.NAME : PiiClass.PHONE;
        candidates.add(new Entity(c, start, start + 1 + random.nextInt(15), 0.9));
      }
      Collections.shuffle(candidates, random);
      List<Entity> expected = new ArrayList<>(candidates);
      expected.removeIf(
          e ->
              e.piiClass() == PiiClass.NAME
                  && addresses.stream()
                      .anyMatch(a -> a.start() <= e.start() && e.end() <= a.end()));
      Overlaps.dropInsideAddresses(candidates);
      assertThat(candidates).containsExactlyElementsOf(expected);
    }
  }

  /** A text of thousands of addresses and names is sorted out in time in proportion to it. */
  @Test
  void manyAddressesAndNamesTakeLinearTime() {
    List<Entity> candidates = new ArrayList<>();
    for (int i = 0; i < 200_000; i++) {
      candidates.add(new Entity(PiiClass.NAME, 40 * i, 40 * i + 10, 0.9)); // "John Smith"
      candidates.add(new Entity(PiiClass.ADDRESS, 40 * i + 20, 40 * i + 35, 0.8));
    }
    assertTimeoutPreemptively(
        Duration.ofSeconds(5), () -> Overlaps.dropInsideAddresses(candidates));
    assertThat(candidates).hasSize(400_000);
  }

  @Test
  void adjacentSpansBothSurvive() {
    Entity a = new Entity(PiiClass.NAME, 0, 5, 0.9);
    Entity b = new Entity(PiiClass.EMAIL, 5, 9, 0.9);
    assertThat(Overlaps.resolve(List.of(b, a))).containsExactly(a, b);
  }

  @Test
  void theAnswerDoesNotDependOnTheOrderOfCandidatesAndNeverOverlaps() {
    Random random = new Random(20261126);
    for (int round = 0; round < 200; round++) {
      List<Entity> candidates = new ArrayList<>();
      for (int i = 0; i < 12; i++) {
        int start = random.nextInt(40);
        candidates.add(
            new Entity(
                PiiClass.values()[random.nextInt(12)],
                start,
                start + 1 + random.nextInt(8),
                random.nextInt(5) / 4.0));
      }
      List<Entity> expected = Overlaps.resolve(candidates);
      Collections.shuffle(candidates, random);
      assertThat(Overlaps.resolve(candidates)).isEqualTo(expected);
      for (int i = 1; i < expected.size(); i++) {
        assertThat(expected.get(i - 1).end()).isLessThanOrEqualTo(expected.get(i).start());
      }
    }
  }

  @Test
  void aFewCandidatesAreResolvedAsManyAre() {
    Random random = new Random(7);
    for (int round = 0; round < 300; round++) {
      int count = 2 + random.nextInt(15);
      List<Entity> few = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        int start = random.nextInt(30);
        few.add(
            new Entity(
                PiiClass.values()[random.nextInt(12)],
                start,
                start + 1 + random.nextInt(8),
                random.nextInt(5) / 4.0));
      }
      // the same candidates with far-away ones that overlap nothing: more than a few, so the
      // other path, whose answer must be the same plus the far-away ones
      List<Entity> many = new ArrayList<>(few);
      List<Entity> far = new ArrayList<>();
      for (int i = 0; i < 20; i++) {
        far.add(new Entity(PiiClass.EMAIL, 1000 + 10 * i, 1005 + 10 * i, 0.5));
      }
      many.addAll(far);
      List<Entity> expected = new ArrayList<>(Overlaps.resolve(few));
      expected.addAll(far);
      assertThat(Overlaps.resolve(many)).isEqualTo(expected);
    }
  }

  /** The priority is score (higher first), then length (longer first), start, class. */
  @Test
  void priorityOrdersByScoreThenLengthThenStartThenClass() {
    Comparator<Entity> spec =
        Comparator.comparingDouble(Entity::score)
            .reversed()
            .thenComparing(Comparator.comparingInt(Entity::length).reversed())
            .thenComparingInt(Entity::start)
            .thenComparing(Entity::piiClass);
    Random random = new Random(3);
    for (int round = 0; round < 2_000; round++) {
      Entity a = randomEntity(random);
      Entity b = randomEntity(random);
      assertThat(Integer.signum(Overlaps.PRIORITY.compare(a, b)))
          .as(a + " " + b)
          .isEqualTo(Integer.signum(spec.compare(a, b)));
    }
  }

  private static Entity randomEntity(Random random) {
    int start = random.nextInt(6);
    return new Entity(
        PiiClass.values()[random.nextInt(3)],
        start,
        start + 1 + random.nextInt(3),
        random.nextInt(3) / 2.0);
  }
}
