package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IbanRecognizerTest {
  private final IbanRecognizer ibans = new IbanRecognizer();

  @Test
  void findsIbansCompactOrGroupedInAnyCaseWithExactSpans() {
    String text = "Transfer to DE89 3704 0044 0532 0130 00 before Friday.";
    List<Entity> found = Found.entities(ibans, text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).start()).isEqualTo(12);
    assertThat(found.get(0).end()).isEqualTo(39);
    assertThat(Found.texts(ibans, "IBAN: GB82WEST12345698765432, BIC WESTGB2L"))
        .containsExactly("GB82WEST12345698765432");
    assertThat(Found.texts(ibans, "mine is fr14 2004 1010 0505 0001 3m02 606."))
        .containsExactly("fr14 2004 1010 0505 0001 3m02 606");
    assertThat(Found.texts(ibans, "NO9386011117947 and CH9300762011623852957"))
        .containsExactly("NO9386011117947", "CH9300762011623852957");
  }

  @Test
  void wrongLengthWrongChecksumOrGluedIsNotAnIban() {
    assertThat(Found.texts(ibans, "DE89 3704 0044 0532 0130 001 is one digit too long")).isEmpty();
    assertThat(Found.texts(ibans, "DE88 3704 0044 0532 0130 00 has a bad checksum")).isEmpty();
    assertThat(Found.texts(ibans, "XX89370400440532013000 has no country")).isEmpty();
    assertThat(Found.texts(ibans, "ref-DE89370400440532013000x")).isEmpty();
    assertThat(Found.texts(ibans, "AB12 CD34 and SHA abc123")).isEmpty();
  }

  @Test
  void everyCountryHasALength() {
    assertThat(IbanRecognizer.LENGTHS).containsEntry("DE", 22).containsEntry("NO", 15);
    assertThat(IbanRecognizer.LENGTHS).containsEntry("LC", 32).containsEntry("RU", 33);
    assertThat(IbanRecognizer.LENGTHS.size()).isGreaterThanOrEqualTo(89);
  }

  @Test
  void generatedIbansOfEveryCountryAreFoundAndOneChangedDigitIsNot() {
    Random random = new Random(97);
    List<String> countries = new ArrayList<>(IbanRecognizer.LENGTHS.keySet());
    countries.sort(null);
    for (int i = 0; i < 1000; i++) {
      String country = countries.get(i % countries.size());
      String iban = randomIban(random, country, IbanRecognizer.LENGTHS.get(country));
      String written = random.nextBoolean() ? iban : grouped(iban);
      if (random.nextInt(4) == 0) {
        written = written.toLowerCase(Locale.ROOT);
      }
      Found.assertExactly(ibans, Sentences.embed(random, written));
      String broken = CardRecognizerTest.mutateOneDigit(random, written);
      assertThat(Found.entities(ibans, Sentences.embed(random, broken).text())).isEmpty();
    }
  }

  static String randomIban(Random random, String country, int length) {
    StringBuilder bban = new StringBuilder();
    for (int k = 0; k < length - 4; k++) {
      bban.append(
          random.nextInt(5) == 0
              ? (char) ('A' + random.nextInt(26))
              : (char) ('0' + random.nextInt(10)));
    }
    String zero = country + "00" + bban;
    int check = 98 - IbanRecognizer.mod97(zero, 0, zero.length());
    return country + (check < 10 ? "0" : "") + check + bban;
  }

  private static String grouped(String iban) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < iban.length(); i++) {
      if (i > 0 && i % 4 == 0) {
        b.append(' ');
      }
      b.append(iban.charAt(i));
    }
    return b.toString();
  }
}
