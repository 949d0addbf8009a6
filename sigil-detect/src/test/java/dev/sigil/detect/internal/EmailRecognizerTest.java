package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EmailRecognizerTest {
  private final EmailRecognizer emails = new EmailRecognizer();

  @Test
  void findsAddressesWithExactSpansAndWithoutTrailingPunctuation() {
    String text = "Reach me at maria.gonzalez84@gmail.com.";
    List<Entity> found = Found.entities(emails, text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).start()).isEqualTo(12);
    assertThat(found.get(0).end()).isEqualTo(38);
    assertThat(
            Found.texts(
                emails,
                "<d.volkov@volkov-consulting.ru>, (o'brien+tag@mail.example.co.uk); \"x_y@a.io\""))
        .containsExactly(
            "d.volkov@volkov-consulting.ru", "o'brien+tag@mail.example.co.uk", "x_y@a.io");
    assertThat(Found.texts(emails, "José.Núñez@correo.es y ünïcødé@bücher.de"))
        .containsExactly("José.Núñez@correo.es", "ünïcødé@bücher.de");
  }

  @Test
  void obfuscatedFormsInTheShapesProseDoesNotHave() {
    assertThat(Found.texts(emails, "write to john [at] example [dot] com please"))
        .containsExactly("john [at] example [dot] com");
    assertThat(Found.texts(emails, "it's jane.doe at gmail dot com"))
        .containsExactly("jane.doe at gmail dot com");
    assertThat(Found.texts(emails, "email me: jane at example.org"))
        .containsExactly("jane at example.org");
    assertThat(Found.texts(emails, "I work at example.com now")).isEmpty();
    assertThat(Found.texts(emails, "look at the dot com boom")).isEmpty();
  }

  @Test
  void hardNegatives() {
    assertThat(Found.texts(emails, "icon@2x.png and logo@3x.jpg")).isEmpty();
    assertThat(Found.texts(emails, "ping @john and @here, npm i pkg@1.2.3")).isEmpty();
    assertThat(Found.texts(emails, "user@localhost and a@b and @example.com")).isEmpty();
    assertThat(Found.texts(emails, "foo@bar.c0m and foo@-bar.com")).isEmpty();
  }

  @Test
  void generatedAddressesAreFoundExactly() {
    Random random = new Random(5);
    String[] tlds = {"com", "org", "io", "co.uk", "de", "museum", "xn--p1ai"};
    for (int i = 0; i < 1000; i++) {
      String email =
          word(random)
              + (random.nextBoolean() ? "." + word(random) : "")
              + "@"
              + word(random)
              + "."
              + tlds[random.nextInt(tlds.length)];
      Found.assertExactly(emails, Sentences.embed(random, email));
    }
  }

  private static String word(Random random) {
    StringBuilder b = new StringBuilder();
    int n = 1 + random.nextInt(10);
    for (int i = 0; i < n; i++) {
      b.append((char) ('a' + random.nextInt(26)));
    }
    if (random.nextInt(3) == 0) {
      b.append(random.nextInt(100));
    }
    return b.toString();
  }
}
