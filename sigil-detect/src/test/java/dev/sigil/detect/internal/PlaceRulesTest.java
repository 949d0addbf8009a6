package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PlaceRulesTest {
  /** A token's compound street check in place answers as the check of its lower case. */
  @Test
  void compoundStreetOfATokenAnswersAsOfItsLowerCase() {
    Scan scan =
        new Scan(
            "Goetheweg GOETHEWEG goetheweg Lindenstrasse LINDENSTRAßE Lindenstraße Weg Laan"
                + " Dorpstraat DORPSTRAAT Kungsgatan Storgatan Drottningväg DROTTNINGVÄG Weg1"
                + " Mannerheimintie Aleksanterinkatu ALEKSANTERINKATU İstanbulweg Gasse Hauptgasse"
                + " Allee Lindenallee xWEG Utca Váci utca Kossuthutca Platz Marienplatz MARIENPLATZ");
    int streets = 0;
    for (int t = 0; t < scan.tokenCount(); t++) {
      boolean expected = PlaceRules.compoundStreet(scan.lower(t));
      assertThat(PlaceRules.compoundStreet(scan, t)).as(scan.token(t)).isEqualTo(expected);
      streets += expected ? 1 : 0;
    }
    assertThat(streets).isGreaterThan(10);
  }
}
