package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.EntityRecognizerTest.found;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** Firms named by the work done there ({@link Employers}). */
class EmployersTest {
  @Test
  void aBrandAfterWordsOfEmploymentIsAFirm() {
    assertThat(found("Before that I spent four years at Andela and two at Safaricom."))
        .contains("organization:Andela@34");
    assertThat(found("She is leaving to join Grammarly in Kyiv."))
        .contains("organization:Grammarly@23", "location:Kyiv@36");
    assertThat(found("Weak on rota planning; currently at Ocado in Erith."))
        .contains("organization:Ocado@36");
    assertThat(found("He worked 31 years at Bethlehem Steel before the plant closed."))
        .contains("organization:Bethlehem Steel@22");
  }

  @Test
  void peopleAndPlacesAfterTheSameWordsStayWhatTheyAre() {
    assertThat(found("We will join Sarah Jones for lunch.")).contains("name:Sarah Jones@13");
    assertThat(found("I worked at Paris for years.")).contains("location:Paris@12");
    assertThat(found("Happy to join Us at Christmas."))
        .noneMatch(f -> f.startsWith("organization:"));
    assertThat(found("They met at Heathrow and worked for years at home."))
        .noneMatch(f -> f.startsWith("organization:"));
  }

  /** Words that spell an address's domain right before it are the firm that owns it. */
  @Test
  void wordsThatSpellTheDomainBeforeAnAddressAreAFirm() {
    assertThat(found("From: Thames Water <billing@thameswater.co.uk>"))
        .contains("organization:Thames Water@6");
    assertThat(found("Contact Northwind Analytics (info@northwind-analytics.com) today"))
        .contains("organization:Northwind Analytics@8");
    // a person whose surname is the domain stays a person
    assertThat(found("From: Sarah Jones <sarah@jones.com>")).contains("name:Sarah Jones@6");
  }

  /**
   * A run of "@" with no dot or space after them: each address is read at most an address's length
   * either way, not to the end (or start) of the text.
   */
  @Test
  void atSignsWithoutDotsAreReadInLinearTime() {
    for (String unit : new String[] {"<a@", "a@", "(a@a"}) {
      String text = unit.repeat(200_000 / unit.length());
      NameTokens n = new NameTokens(new Scan(text), Gazetteers.get());
      assertTimeoutPreemptively(
          Duration.ofSeconds(2),
          () -> Employers.firmsByDomain(n, new ArrayList<>()),
          () -> "unit " + unit);
    }
  }
}
