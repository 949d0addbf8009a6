package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.EntityRecognizerTest.found;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Organisations named after people ({@link FirmNames}), and lists that are not firms. */
class FirmNamesTest {
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I work for Lemke, Goodwin and Donnelly in Boston.|Lemke, Goodwin and Donnelly",
        "The contract with Orn, Sauer and Rutherford was signed.|Orn, Sauer and Rutherford",
        "Ask Skadden, Arps, Slate, Meagher & Flom for advice.|Skadden, Arps, Slate, Meagher & Flom",
        "Contact Brant at Lebsack and Sons today.|Lebsack and Sons",
        "We bought it from Hartley & Co last year.|Hartley & Co",
        "Thank you for contacting Altenwerth, O'Reilly and Nader.|Altenwerth, O'Reilly and Nader",
        "Invoice for MacGyver, Grimes and D'Amore is attached.|MacGyver, Grimes and D'Amore",
        "Josiah said that Hoppe - Roob is moving its office.|Hoppe - Roob",
        "The deal with Davis-Konopelski Group closed.|Davis-Konopelski Group",
        "The invoice from Kuhlee, Demut und Eich was sent.|Kuhlee, Demut und Eich",
        "He joins the office of Maas en Zonen on Monday.|Maas en Zonen",
        "The invoice from Serna Haro Hermanos arrived.|Serna Haro Hermanos",
      })
  void firmsNamedAfterPeopleAreOrganisations(String text, String firm) {
    assertThat(found(text)).contains("organization:" + firm + "@" + text.indexOf(firm));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "I invited John, Paul and Mary to dinner.",
        "We flew to Paris, Berlin and Rome last spring.",
        "Pick up salt, Pepper and Garlic on the way.",
        "Vin, Dwayne, Ty, Jason & Michelle are in the film.",
        "Watch Office - Stress Relief tonight.",
        "We compared Google, Microsoft and Amazon offers.",
        "Juan, María y Pedro vienen mañana.",
      })
  void listsOfPeoplePlacesAndWordsAreNotFirms(String text) {
    assertThat(found(text)).noneMatch(s -> s.startsWith("organization:") && s.contains(", "));
    assertThat(found(text)).noneMatch(s -> s.startsWith("organization:") && s.contains(" - "));
    assertThat(found(text)).noneMatch(s -> s.startsWith("organization:") && s.contains(" & "));
  }

  @org.junit.jupiter.api.Test
  void aPartnershipDoesNotStartAtTheSurnameOfAPerson() {
    String text = "Pay 500 EUR (beneficiary: Lucy Thomas, Dare, Jacobi and Mclaughlin).";
    assertThat(found(text))
        .contains("name:Lucy Thomas@26", "organization:Dare, Jacobi and Mclaughlin@39");
  }

  @org.junit.jupiter.api.Test
  void aPersonBeforeAFirmKeepsTheWordsOutsideIt() {
    String text = "Shipping label: Judy Bosco Watsica, Pacocha and Lockman";
    assertThat(found(text))
        .contains("organization:Watsica, Pacocha and Lockman@27")
        .anyMatch(s -> s.startsWith("name:Judy Bosco@"));
  }
}
