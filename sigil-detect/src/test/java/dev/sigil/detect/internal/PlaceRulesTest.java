package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

  /** "via" before an organisation's first word is the English preposition, not a street word. */
  /**
   * One word no list and no dictionary knows that ends like a town's name, after a place cue, is a
   * town even where the model read a firm ("from Skibbereen"); an English word is not ("valley").
   */
  @Test
  void anUnknownWordEndingLikeATownAfterAPlaceCueIsATown() {
    assertThat(EntityRecognizerTest.found("She is the first athlete from Skibbereen since 2016."))
        .containsExactly("location:Skibbereen@30");
    assertThat(EntityRecognizerTest.found("The flood reached the valley near Thornhurst."))
        .containsExactly("location:Thornhurst@34");
  }

  /** Districts and regions the city list lacks are places; a party named after one is a body. */
  @Test
  void districtsAndRegionsAreKnownPlaces() {
    assertThat(EntityRecognizerTest.found("Residents of Wythenshawe turned out on Sunday."))
        .containsExactly("location:Wythenshawe@13");
    assertThat(EntityRecognizerTest.found("We stayed two nights in the Luberon."))
        .containsExactly("location:Luberon@28");
    assertThat(EntityRecognizerTest.found("Ivor Patterson of the Ulster Unionist Party spoke."))
        .contains("organization:Ulster Unionist Party@22");
  }

  @Test
  void viaBeforeAnOrganisationIsNoStreet() {
    String text = "Apply via University of Michigan admissions or email them.";
    assertThat(EntityRecognizerTest.found(text)).contains("organization:University of Michigan@10");
  }

  /** Chat writes countries and states in lower case; the words among them stay words. */
  @Test
  void countriesInLowerCaseAfterAPlaceCueArePlaces() {
    assertThat(EntityRecognizerTest.found("when are you coming back to korea ?"))
        .contains("location:korea@28");
    assertThat(EntityRecognizerTest.found("i moved from new mexico last year"))
        .contains("location:new mexico@13");
    assertThat(EntityRecognizerTest.found("put the plates in china cabinets"))
        .noneMatch(s -> s.startsWith("location:"));
    assertThat(EntityRecognizerTest.found("we met in reading week")).isEmpty();
    assertThat(EntityRecognizerTest.found("come to us today, we fly to la")).isEmpty();
    assertThat(EntityRecognizerTest.found("i moved to uk last year")).contains("location:uk@11");
  }

  /** Country names of other languages ({@code country-names.tsv}, from the JDK's CLDR data). */
  @Test
  void countriesInOtherLanguagesArePlaces() {
    for (String country :
        new String[] {"Lettland", "Croazia", "Allemagne", "Marruecos", "Îles Marshall"}) {
      assertThat(Gazetteers.get().regionAt(new Scan(country), 0)).as(country).isTrue();
    }
    String text = "Elle habite à Lyon, Allemagne.";
    assertThat(EntityRecognizerTest.found(text)).contains("location:Allemagne@20");
  }

  /**
   * A town no list knows after a street and a comma is a place, not a person; the address
   * recognizer leaves it to the place rules (a town alone is no locality).
   */
  @Test
  void anUnknownTownAfterAStreetIsAPlace() {
    String street = "Please ship the replacement to 6806 Wisoky Passage, Reichelshire.";
    assertThat(EntityRecognizerTest.found(street)).contains("location:Reichelshire@52");
    String unit = "Ship it to 843 Maple Drive Apt. 657, Wildermanborough.";
    assertThat(EntityRecognizerTest.found(unit)).contains("location:Wildermanborough@37");
    AddressRecognizerTest.assertAddress(unit, "843 Maple Drive Apt. 657");
  }

  /**
   * A known place whose name has a word in lower case is one place, written with "and" or "&" and
   * with "Saint" or "St."; a list of places ending in one is no firm of partners.
   */
  @Test
  void aKnownPlaceWithALowerCaseWordIsOnePlace() {
    assertThat(EntityRecognizerTest.found("We flew to Trinidad and Tobago."))
        .containsExactly("location:Trinidad and Tobago@11");
    assertThat(EntityRecognizerTest.found("He moved to Saint Kitts and Nevis."))
        .containsExactly("location:Saint Kitts and Nevis@12");
    assertThat(EntityRecognizerTest.found("The package to Ebbabury, Wallis and Futuna is late."))
        .contains("location:Wallis and Futuna@25")
        .noneMatch(s -> s.startsWith("organization:"));
  }

  /**
   * A town prefix and a first name after a place cue are a town no list knows, though the model
   * took only the name; the Virgin Islands are one place.
   */
  @Test
  void aTownPrefixAndANameAfterAPlaceCueAreATown() {
    assertThat(EntityRecognizerTest.found("We met him at the conference in New Joanna."))
        .containsExactly("location:New Joanna@32");
    assertThat(EntityRecognizerTest.found("Acme is moving its office to Virgin Islands, U.S."))
        .contains("location:Virgin Islands@29");
  }

  /** Capitalised words between "the" and "office" name a town, unless they name a firm. */
  @Test
  void theTownOfAnOfficeIsAPlace() {
    assertThat(EntityRecognizerTest.found("Selin Aryee joins the Ost Martha office of Greb."))
        .contains("location:Ost Martha@22");
    assertThat(EntityRecognizerTest.found("She works in the Google office."))
        .containsExactly("organization:Google@17");
  }

  /**
   * A country alone on its line, as under an address block, is a place though the model sees no
   * context; a line with a name that is also a first name ("Jordan" signing off) is not taken so.
   */
  @Test
  void aCountryAloneOnItsLineIsAPlace() {
    assertThat(EntityRecognizerTest.found("Delivery address:\nAsha Rao\nPune\nCzechia"))
        .contains("location:Czechia@32");
    assertThat(EntityRecognizerTest.found("Malediven")).containsExactly("location:Malediven@0");
    // the model read a firm there
    String bolivia =
        "Delivery address:\nFilomena Wilkinson\n5 Stacey Green, EH79 74Q Rempel-Fay-under-Bednar"
            + "\nBolivia";
    assertThat(EntityRecognizerTest.found(bolivia))
        .contains("location:Bolivia@" + bolivia.indexOf("Bolivia"));
    assertThat(EntityRecognizerTest.found("Ship to:\n  Portugal.\n"))
        .contains("location:Portugal@11");
    assertThat(EntityRecognizerTest.found("Thanks,\nJordan"))
        .noneMatch(s -> s.startsWith("location:"));
  }

  /** A town takes its river after "am", "an der", "aan de(n)" or "upon"; not a day or a time. */
  @Test
  void aTownTakesItsRiver() {
    assertThat(EntityRecognizerTest.found("I'm in Mülheim an der Ruhr until Friday."))
        .contains("location:Mülheim an der Ruhr@7");
    assertThat(EntityRecognizerTest.found("He lives in Newcastle upon Tyne now."))
        .contains("location:Newcastle upon Tyne@12");
    assertThat(EntityRecognizerTest.found("Our supplier is based in Esslingen am Neckar."))
        .contains("location:Esslingen am Neckar@25");
    assertThat(EntityRecognizerTest.found("We moved to Capelle aan den IJssel last year."))
        .contains("location:Capelle aan den IJssel@12");
    assertThat(EntityRecognizerTest.found("We meet in Berlin am Montag."))
        .containsExactly("location:Berlin@11");
    assertThat(EntityRecognizerTest.found("We met in Berlin am Abend"))
        .containsExactly("location:Berlin@10");
  }

  /**
   * An Italian town takes the region or coast that ends its name, whatever the model read the town
   * as; a lone ending after a plain word, or in Italian prose, makes no place.
   */
  @Test
  void anItalianTownTakesItsEnding() {
    assertThat(EntityRecognizerTest.found("Hello, this is Samona Iovino from Salis salentino."))
        .contains("location:Salis salentino@34");
    assertThat(EntityRecognizerTest.found("She joins the Finotti nell'emilia office."))
        .contains("location:Finotti nell'emilia@14");
    assertThat(EntityRecognizerTest.found("I was born in Sesto Diego nell'emilia, Equador."))
        .contains("location:Sesto Diego nell'emilia@14");
    assertThat(EntityRecognizerTest.found("Cividale del Friuli is lovely."))
        .containsExactly("location:Cividale del Friuli@0");
    assertThat(EntityRecognizerTest.found("then Polignano a Mare."))
        .containsExactly("location:Polignano a Mare@5");
    assertThat(
            EntityRecognizerTest.found("The lido was crowded. Il dialetto veneto e il vino sardo."))
        .isEmpty();
  }

  /**
   * Both ends of a route are places when one is a place or shaped like a town; UI paths are not.
   */
  @Test
  void theEndsOfARouteArePlaces() {
    assertThat(EntityRecognizerTest.found("Travel plans: Lloydtown -> East Ellie, departing soon."))
        .contains("location:Lloydtown@14", "location:East Ellie@27");
    assertThat(EntityRecognizerTest.found("Flight Berlin -> Paris on Monday"))
        .contains("location:Berlin@7", "location:Paris@17");
    assertThat(EntityRecognizerTest.found("Go to Settings -> Privacy -> Delete account"))
        .noneMatch(f -> f.startsWith("location:"));
  }

  /** Left out of the list: names that are also first names or English words. */
  @Test
  void countryNamesThatAreAlsoNamesOrWordsAreNotPlaces() {
    for (String word : new String[] {"Maurice", "Salvador", "Island"}) {
      assertThat(Gazetteers.get().regionAt(new Scan(word), 0)).as(word).isFalse();
    }
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "She moved to Clarencetown in 2012.|Clarencetown",
        "I grew up in New Addisonfield but live here now.|New Addisonfield",
        "The package to Port Nils is delayed.|Port Nils",
        "Velda will arrive in Jonesfort on Monday.|Jonesfort",
        "He was born in Lake Marley, far from here.|Lake Marley",
        // German and Dutch endings; the model left the town out, or read a firm
        "Hello, this is Vanessa Bode from Alexdorf. My number is +49-067-5641378.|Alexdorf",
        "Hello, this is Can Terlouw from Platveen. My number is 0695055120.|Platveen",
        "Hello, this is Jasmine Hansen from Fort Archieville. My number is +61 2 1377 0095."
            + "|Fort Archieville",
        "Please remove Ana Fay from the list; she moved to New Fredaport in 29 Sept 2015."
            + "|New Fredaport",
        "Hello, this is Caspar Tiedtke from Neu Ruben. My number is 04175 23398619.|Neu Ruben",
        "Our supplier Wallstab-Kisabaka is based in Bad Lenn.|Bad Lenn",
        "Hello, this is Nadia Verhoeven from Terwispelvliet. My number is 0141 455 876."
            + "|Terwispelvliet",
      })
  void unknownTownsAfterAPlaceCueArePlaces(String text, String town) {
    assertThat(EntityRecognizerTest.found(text))
        .contains("location:" + town + "@" + text.indexOf(town));
  }

  @Test
  void onlyUnknownWordsAloneAfterAPlaceCueAreUnknownTowns() {
    // more capitalised words follow: the model's organisation stands
    assertThat(EntityRecognizerTest.found("Send it to Port Authority Tower now."))
        .containsExactly("organization:Port Authority Tower@11");
    // no place cue before it
    assertThat(EntityRecognizerTest.found("We shipped the Blortville update.")).isEmpty();
    // a firm of one word keeps the model's reading, whatever its ending
    assertThat(EntityRecognizerTest.found("I work at Sainsbury's in Leeds."))
        .contains("organization:Sainsbury@10");
    // the model's surer place keeps its score
    assertThat(
            EntityRecognizerTest.ENGINE.detect(
                "She moved to Zorbleton.", EntityRecognizerTest.CLASSES))
        .singleElement()
        .satisfies(e -> assertThat(e.score()).isGreaterThanOrEqualTo(PlaceRules.UNKNOWN_TOWN));
  }
}
