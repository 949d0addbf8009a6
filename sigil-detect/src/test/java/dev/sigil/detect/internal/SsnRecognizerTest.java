package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SsnRecognizerTest {
  private final SsnRecognizer ssns = new SsnRecognizer();

  @Test
  void dashedNumbersAreFoundAloneAndOtherFormsWithContext() {
    String text = "My SSN is 536-22-8190 and I was born in July.";
    List<Entity> found = Found.entities(ssns, text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).start()).isEqualTo(10);
    assertThat(found.get(0).end()).isEqualTo(21);
    assertThat(found.get(0).score()).isGreaterThanOrEqualTo(0.9);
    assertThat(Found.texts(ssns, "it's 536-22-8190 I think")).containsExactly("536-22-8190");
    assertThat(Found.texts(ssns, "social security number 536 22 8190"))
        .containsExactly("536 22 8190");
    assertThat(Found.texts(ssns, "SSN: 536228190.")).containsExactly("536228190");
  }

  @Test
  void bareNineDigitsWithoutContextAreNotAnSsn() {
    assertThat(Found.texts(ssns, "the code 536228190 works")).isEmpty();
    assertThat(Found.texts(ssns, "536 22 8190")).isEmpty();
  }

  @Test
  void rangesTheSsaNeverIssuesAndPublishedExamplesAreNotReported() {
    assertThat(Found.texts(ssns, "SSN 000-12-3456, 666-12-3456, 912-34-5678")).isEmpty();
    assertThat(Found.texts(ssns, "SSN 536-00-8190, 536-22-0000")).isEmpty();
    assertThat(Found.texts(ssns, "ssn 078-05-1120 or 123-45-6789 or 111-11-1111")).isEmpty();
  }

  @Test
  void hardNegatives() {
    assertThat(Found.texts(ssns, "Order 536-22-8190 shipped")).isEmpty();
    assertThat(Found.texts(ssns, "call 650-253-0000 on 2024-05-01 at 12:30:45")).isEmpty();
    assertThat(Found.texts(ssns, "part 1-536-22-8190-7 and v536-22-8190")).isEmpty();
    assertThat(Found.texts(ssns, "id 550e8400-e29b-41d4-a716-446655440000")).isEmpty();
  }

  @Test
  void generatedIssuableNumbersAreFoundWithContextAndInvalidAreasNever() {
    Random random = new Random(9);
    for (int i = 0; i < 1000; i++) {
      int area = 1 + random.nextInt(899);
      if (area == 666) {
        area = 667;
      }
      String ssn =
          String.format("%03d-%02d-%04d", area, 1 + random.nextInt(99), 1 + random.nextInt(9999));
      if (Found.candidates(ssns, "SSN " + ssn).get(0).score() < 0.5) {
        continue; // a published example or one repeated digit
      }
      Found.assertExactly(ssns, Sentences.embed(random, "SSN " + ssn).shift(4));
      String invalid = (900 + random.nextInt(100)) + ssn.substring(3);
      assertThat(Found.entities(ssns, "SSN " + invalid)).isEmpty();
    }
  }
}
