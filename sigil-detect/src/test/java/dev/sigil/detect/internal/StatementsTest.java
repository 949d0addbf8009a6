package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.EntityRecognizerTest.found;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The payees of a pasted bank statement ({@link Statements}). */
class StatementsTest {
  @Test
  void aStatementsPayeesAreFirmsAndPeople() {
    assertThat(
            found(
                "categorise:\n"
                    + "02/04 PRET A MANGER LONDON -6.45\n"
                    + "03/04 OCTOPUS ENERGY DD -112.00\n"
                    + "04/04 FPS TO K MENSAH REF RENT -850.00\n"
                    + "05/04 SAINSBURYS S/MKT -41.12"))
        .contains(
            "organization:PRET A MANGER@18",
            "organization:OCTOPUS ENERGY@51",
            "name:K MENSAH@90",
            "organization:SAINSBURYS@122");
    assertThat(
            found(
                "Date,Description,Amount,Balance\n"
                    + "03/06/2024,DD THAMES WATER,-38.50,1204.55\n"
                    + "03/06/2024,FPS TO K ANDERSSON RENT JUNE,-950.00,254.55\n"
                    + "05/06/2024,FPS FROM M OKORIE-REID,120.00,332.37"))
        .contains("organization:THAMES WATER@46", "name:K ANDERSSON@92", "name:M OKORIE-REID@149");
  }

  /** One such line, or lines of versions and prices, make no statement. */
  @Test
  void linesThatAreNoStatementAreLeft() {
    assertThat(found("On 03/04 BRIGHT SPARK ELECTRICAL -112.00 was taken."))
        .noneMatch(f -> f.startsWith("organization:BRIGHT"));
    assertThat(found("1.2 RELEASE NOTES 2.00\n3.4 KNOWN ISSUES 5.10"))
        .noneMatch(f -> f.startsWith("organization:") || f.startsWith("name:"));
  }
}
