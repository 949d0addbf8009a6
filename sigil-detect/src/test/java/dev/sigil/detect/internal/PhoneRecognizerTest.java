package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PhoneRecognizerTest {
  private final PhoneRecognizer phones = new PhoneRecognizer();

  @Test
  void findsUsAndInternationalNumbersWithExactSpans() {
    String text = "You can reach me at (512) 555-0198 or +44 20 7946 0958.";
    List<Entity> found = Found.entities(phones, text);
    assertThat(found).hasSize(2);
    assertThat(List.of(found.get(0).start(), found.get(0).end())).containsExactly(20, 34);
    assertThat(List.of(found.get(1).start(), found.get(1).end())).containsExactly(38, 54);
    assertThat(Found.texts(phones, "call 650-253-0000, 650.253.0000 or +1 650 253 0000 today"))
        .containsExactly("650-253-0000", "650.253.0000", "+1 650 253 0000");
    assertThat(Found.texts(phones, "Japan +81-90-1218-5281, Korea +82-10-2035-9144"))
        .containsExactly("+81-90-1218-5281", "+82-10-2035-9144");
    assertThat(Found.texts(phones, "Ruf an: +49 30 901820, oder +33 1 42 68 53 00"))
        .containsExactly("+49 30 901820", "+33 1 42 68 53 00");
  }

  @Test
  void northAmericanShapesCountEvenWhenTheNumberIsNotAssigned() {
    assertThat(Found.texts(phones, "reach me at 123-456-7890 or (098)765-4321 tonight"))
        .containsExactly("123-456-7890", "(098)765-4321");
    assertThat(Found.texts(phones, "office 1-044-555-0199, intl 001-044-555-0199"))
        .containsExactly("1-044-555-0199", "001-044-555-0199");
    assertThat(Found.texts(phones, "Order 123-456-7890 shipped, see #123-456-7891")).isEmpty();
  }

  @Test
  void aPhoneWordMakesANumberInGroupsAPhoneAndAnSsnWordAfterItDoesNot() {
    assertThat(Found.texts(phones, "Mobile: 612 72 33 81 | Address: 1 Main St"))
        .containsExactly("612 72 33 81");
    assertThat(Found.texts(phones, "hey, my new number is 6128 7228 btw"))
        .containsExactly("6128 7228");
    assertThat(Found.texts(phones, "the tracking number is 6128 7228, order number 612 72 33 81"))
        .isEmpty();
    assertThat(Found.texts(phones, "phone: +44 121 246 3056, SSN: 177-36-1820"))
        .containsExactly("+44 121 246 3056");
  }

  /** "my number is" and "call me back on" make a bare national number of any region a phone. */
  /** Phone words of other languages make a number written in groups a phone, as English ones do. */
  @Test
  void phoneWordsOfOtherLanguagesMakeANumberInGroupsAPhone() {
    assertThat(Found.texts(phones, "Qualquer coisa me liga no (11) 98734-2261. Abraços"))
        .containsExactly("(11) 98734-2261");
    assertThat(Found.texts(phones, "Sin mascotas. Contacto: Pilar, 676 234 118 (tardes)."))
        .containsExactly("676 234 118");
    assertThat(Found.texts(phones, "Llámame al 612 345 678 cuando llegues."))
        .containsExactly("612 345 678");
    // without such a word the same groups stay unread
    assertThat(Found.texts(phones, "Sin mascotas. Pedido: Pilar, 676 234 118 (tardes).")).isEmpty();
    assertThat(Found.texts(phones, "Ganamos 676 234 118 votos.")).isEmpty();
  }

  @Test
  void ownNumberWordsMakeBareNationalDigitsAPhone() {
    assertThat(Found.texts(phones, "Can Lucia call me back on 985447225? I'm in Badalona."))
        .containsExactly("985447225");
    assertThat(Found.texts(phones, "Hi, this is Maria. My number is 988241061."))
        .containsExactly("988241061");
    assertThat(Found.texts(phones, "My order number is 988241061, call me at 9am")).isEmpty();
  }

  /** Brackets around the whole number are no part of it; around an area code they are. */
  @Test
  void bracketsAroundTheWholeNumberStayOutside() {
    assertThat(Found.texts(phones, "Son Michael lives in Bristol (0117 496 0655) and phones."))
        .containsExactly("0117 496 0655");
    assertThat(Found.texts(phones, "Call (650) 555-1234 now")).containsExactly("(650) 555-1234");
  }

  @Test
  void extensionsArePartOfTheNumber() {
    assertThat(
            Found.texts(
                phones, "call 650-253-0000 x123 or 650.253.0001x4567, (650) 253-0002 ext. 89"))
        .containsExactly("650-253-0000 x123", "650.253.0001x4567", "(650) 253-0002 ext. 89");
  }

  @Test
  void nationalNumbersOfOtherRegionsWithTheirTrunkZero() {
    assertThat(Found.texts(phones, "or at the office, 020 7946 0123."))
        .containsExactly("020 7946 0123");
    assertThat(Found.texts(phones, "mobile 0151 23456789")).containsExactly("0151 23456789");
    assertThat(Found.texts(phones, "Paris 01 42 68 53 00")).containsExactly("01 42 68 53 00");
    assertThat(Found.texts(phones, "My number is 0549597032.")).containsExactly("0549597032");
    assertThat(Found.texts(phones, "My account number is 0549597032.")).isEmpty();
  }

  @Test
  void contextRaisesBareDigitsAndOrderWordsLowerThem() {
    assertThat(Found.candidates(phones, "my cell is 6502530000").get(0).score()).isGreaterThan(0.7);
    assertThat(Found.texts(phones, "Order 2125551234 shipped.")).isEmpty();
    assertThat(Found.texts(phones, "invoice no. 650-253-0000")).isEmpty();
    assertThat(Found.texts(phones, "call me on 555-0134")).containsExactly("555-0134");
  }

  @Test
  void aNegativeWordThatIsPartOfANameIsNotContext() {
    assertThat(Found.texts(phones, "Emergency contact: Jason Price, (646) 884-0151."))
        .containsExactly("(646) 884-0151");
    assertThat(Found.texts(phones, "Total Price: (646) 884-0151")).isEmpty();
    assertThat(Found.texts(phones, "the price: (646) 884-0151")).isEmpty();
  }

  @Test
  void hardNegatives() {
    assertThat(Found.texts(phones, "on 2024-05-01, 12/05/2024 and 01.05.2024 at 12:30:45"))
        .isEmpty();
    assertThat(Found.texts(phones, "at 2024-05-01 12:30:45 and 2024-05-01T12:30:45Z")).isEmpty();
    assertThat(Found.texts(phones, "epoch 1714557600 and 1714557600123")).isEmpty();
    assertThat(Found.texts(phones, "version 10.4.3.2201 and 1.2.3.4567890")).isEmpty();
    assertThat(Found.texts(phones, "the team in Tel Aviv approved release 10.5.25668")).isEmpty();
    assertThat(Found.texts(phones, "chromedriver 126.0.6478.126 on Windows 10.0.19045.4291"))
        .isEmpty();
    assertThat(Found.texts(phones, "call 1.800.642.7676 or 415.867.5309"))
        .containsExactly("1.800.642.7676", "415.867.5309");
    assertThat(Found.texts(phones, "card 4111 1111 1111 1111 and 4111111111111111")).isEmpty();
    assertThat(Found.texts(phones, "IBAN DE89 3704 0044 0532 0130 00")).isEmpty();
    assertThat(Found.texts(phones, "SSN 536-22-8190 and ssn 536228190")).isEmpty();
    assertThat(Found.texts(phones, "in 2024, 1999 and 2025 prices $1,299.99 and $ 2125551234"))
        .isEmpty();
    assertThat(Found.texts(phones, "ISBN 978-3-16-148410-0, IP 192.168.100.200")).isEmpty();
    assertThat(Found.texts(phones, "id 550e8400-e29b-41d4-a716-446655440000")).isEmpty();
  }

  @Test
  void generatedUsNumbersAreFoundExactly() {
    Random random = new Random(7);
    String[] formats = {"(%s) %s-%s", "%s-%s-%s", "%s.%s.%s", "+1 %s %s %s", "+1-%s-%s-%s"};
    for (int i = 0; i < 300; i++) {
      String area = String.valueOf(201 + random.nextInt(7)); // 201-207: assigned NPAs
      String exchange = String.valueOf(234 + random.nextInt(600));
      String line = String.format("%04d", random.nextInt(10000));
      String number = String.format(formats[random.nextInt(formats.length)], area, exchange, line);
      Found.assertExactly(phones, Sentences.embed(random, "phone " + number).shift(6));
    }
  }
}
