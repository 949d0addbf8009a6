package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CardRecognizerTest {
  private final CardRecognizer cards = new CardRecognizer();

  @Test
  void findsCardsWrittenBareOrInGroupsWithExactSpans() {
    String text = "Please charge 4111 1111 1111 1111, or the amex 3782-822463-10005 if it fails.";
    List<Entity> found = Found.entities(cards, text);
    assertThat(found).extracting(Entity::start).containsExactly(14, 47);
    assertThat(found).extracting(Entity::end).containsExactly(33, 64);
    assertThat(Found.texts(cards, "my visa is 4012888888881881 exp 12/27"))
        .containsExactly("4012888888881881");
    assertThat(Found.texts(cards, "Mastercard 2223 0031 2200 3222, Diners 3056 9309 0259 04"))
        .containsExactly("2223 0031 2200 3222", "3056 9309 0259 04");
  }

  @Test
  void cardsGroupedWithPeriodsInTheirPrintedShapes() {
    assertThat(
            Found.texts(cards, "the number on the new card is 4111.1111.1111.1111, is it debit?"))
        .containsExactly("4111.1111.1111.1111");
    assertThat(Found.texts(cards, "amex 3782.822463.10005 expires soon"))
        .containsExactly("3782.822463.10005");
    // the same digits in other groupings are versions or decimals
    assertThat(Found.texts(cards, "release 4111.11111111.1111 is out")).isEmpty();
    assertThat(Found.texts(cards, "pi is 4111.111111111111 or so")).isEmpty();
    assertThat(Found.texts(cards, "chromedriver 126.0.6478.126 and 4111.1111.1111.1112")).isEmpty();
    assertThat(Found.texts(cards, "build 4111.1111.1111.1111.2 is the next one")).isEmpty();
  }

  @Test
  void aTrailingSecurityCodeIsNotPartOfTheNumber() {
    assertThat(Found.texts(cards, "card 5555 5555 5555 4444 123 exp 01/29"))
        .containsExactly("5555 5555 5555 4444");
  }

  @Test
  void contextRaisesAndOrderWordsLowerBelowThreshold() {
    assertThat(Found.candidates(cards, "credit card 4111111111111111").get(0).score())
        .isGreaterThanOrEqualTo(0.9);
    assertThat(Found.texts(cards, "Your order number is 4539 1488 0343 6467.")).isEmpty();
    assertThat(Found.texts(cards, "tracking: 4539148803436467")).isEmpty();
    assertThat(Found.texts(cards, "Invoice INV-7 for order 1234567812345670 was paid.")).isEmpty();
  }

  /**
   * Faker's cards: twelve-digit Maestro numbers, next to a card word only (a bare twelve-digit
   * number is a phone number or an order as often), and JCB numbers of any "35" prefix.
   */
  @Test
  void twelveDigitMaestroNeedsACardWordAndJcbTakesAny35() {
    assertThat(Found.texts(cards, "Card 676272048601 was charged twice."))
        .containsExactly("676272048601");
    assertThat(Found.texts(cards, "The card number is 060425468125."))
        .containsExactly("060425468125");
    assertThat(Found.texts(cards, "Order 676272048601 shipped.")).isEmpty();
    assertThat(Found.texts(cards, "Call 639012072612 now")).isEmpty();
    assertThat(Found.texts(cards, "Card number: 3501927603756950"))
        .containsExactly("3501927603756950");
    // an Aadhaar number of the same shape and a card word keeps its own class
    String aadhaar = "My Aadhaar card number is 5678 9012 3415";
    assertThat(
            dev.sigil.detect.standard.Detectors.standard()
                .detect(aadhaar, java.util.EnumSet.allOf(dev.sigil.detect.PiiClass.class)))
        .singleElement()
        .satisfies(e -> assertThat(e.piiClass().wireName()).isEqualTo("in_aadhaar"));
  }

  @Test
  void hardNegatives() {
    assertThat(Found.texts(cards, "ISBN 978-3-16-148410-0 and 9780306406157")).isEmpty();
    assertThat(Found.texts(cards, "0000 0000 0000 0000 passes Luhn but has no issuer")).isEmpty();
    assertThat(Found.texts(cards, "ts 1714557600000 and 1714557600")).isEmpty();
    assertThat(Found.texts(cards, "id 550e8400-e29b-41d4-a716-446655440000")).isEmpty();
    assertThat(Found.texts(cards, "4111 1111 1111 1112 fails Luhn")).isEmpty();
    assertThat(Found.texts(cards, "41111111111111111111111 is too long")).isEmpty();
    assertThat(Found.texts(cards, "mixed 4111-1111 1111-1111 separators")).isEmpty();
  }

  @Test
  void generatedCardsAreFoundExactlyAndOneChangedDigitIsNot() {
    Random random = new Random(6);
    for (int i = 0; i < 1000; i++) {
      String digits = randomCard(random);
      String written = format(random, digits);
      Sentences.Embedded s = Sentences.embed(random, written);
      Found.assertExactly(cards, s);
      String broken = mutateOneDigit(random, written);
      assertThat(Found.entities(cards, Sentences.embed(random, broken).text())).isEmpty();
    }
  }

  private static final String[][] ISSUERS = {
    {"4", "16"}, {"4", "13"}, {"51", "16"}, {"55", "16"}, {"2221", "16"}, {"2720", "16"},
    {"34", "15"}, {"37", "15"}, {"6011", "16"}, {"65", "16"}, {"3530", "16"}, {"36", "14"},
    {"62", "17"}, {"6759", "16"}, {"4", "19"}, {"2131", "15"}, {"1800", "15"}, {"6080", "16"}
  };

  static String randomCard(Random random) {
    String[] issuer = ISSUERS[random.nextInt(ISSUERS.length)];
    int length = Integer.parseInt(issuer[1]);
    StringBuilder b = new StringBuilder(issuer[0]);
    while (b.length() < length - 1) {
      b.append((char) ('0' + random.nextInt(10)));
    }
    for (char check = '0'; check <= '9'; check++) {
      String candidate = b.toString() + check;
      if (Structured.luhn(candidate, 0, candidate.length())) {
        return candidate;
      }
    }
    throw new AssertionError("no check digit");
  }

  private static String format(Random random, String digits) {
    int style = random.nextInt(3);
    if (style == 0 || digits.length() > 16) {
      // grouped 17-19 digit cards hold 16-digit sub-runs, which are searched on purpose
      return digits;
    }
    char sep = style == 1 ? ' ' : '-';
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < digits.length(); i++) {
      if (i > 0 && i % 4 == 0) {
        b.append(sep);
      }
      b.append(digits.charAt(i));
    }
    return b.toString();
  }

  static String mutateOneDigit(Random random, String written) {
    char[] c = written.toCharArray();
    int i;
    do {
      i = random.nextInt(c.length);
    } while (!Character.isDigit(c[i]));
    c[i] = (char) ('0' + (c[i] - '0' + 1 + random.nextInt(9)) % 10);
    return new String(c);
  }
}
