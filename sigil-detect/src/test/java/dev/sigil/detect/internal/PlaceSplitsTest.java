package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.EntityRecognizerTest.found;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.internal.NameRules.Span;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlaceSplitsTest {
  @Test
  void branchOfAFirm() {
    assertThat(found("My claim went through Kaiser Permanente Oakland last week."))
        .contains("organization:Kaiser Permanente@22", "location:Oakland@40");
    assertThat(found("She left Standard Chartered Singapore after ten years."))
        .contains("organization:Standard Chartered@9", "location:Singapore@28");
  }

  @Test
  void knownFirmsAndOwnNamesStayWhole() {
    assertThat(found("He joined Air France and later Deutsche Bank."))
        .contains("organization:Air France@10")
        .noneMatch(s -> s.startsWith("location:"));
    assertThat(found("She studied at Imperial College London for three years."))
        .noneMatch(s -> s.equals("location:London@32"));
    assertThat(found("We booked the Hotel Keihan Kyoto for August."))
        .noneMatch(s -> s.startsWith("location:Kyoto"));
  }

  @Test
  void placeAfterAFirmsIn() {
    assertThat(found("He is currently at Ocado in Erith.")).contains("location:Erith@28");
    assertThat(found("He joined Ocado in March.")).noneMatch(s -> s.startsWith("location:"));
  }

  @Test
  void placeAfterWordsOfWhereOneIs() {
    assertThat(found("Can you water the plants while I'm in Nice next week?"))
        .contains("location:Nice@38");
    assertThat(found("A refugee from Chad opened a bakery here.")).contains("location:Chad@15");
    assertThat(found("lina: that guy from jordan is here")).contains("location:jordan@20");
    assertThat(found("That's nice, thanks.")).noneMatch(s -> s.startsWith("location:"));
    assertThat(found("I got an email from Chad yesterday."))
        .noneMatch(s -> s.startsWith("location:"));
  }

  @Test
  void placeAfterAPrepositionInsideASpan() {
    assertThat(found("el asado en lo de Facu en Palermo.")).contains("location:Palermo@26");
  }

  @Test
  void foreignPrepositionsAndLabels() {
    assertThat(found("Siamo andati alla Trattoria Da Mario a Napoli ieri."))
        .contains("location:Napoli@39");
    assertThat(found("Protokoll\nOrt: Wien\nDatum: 03.04.2024")).contains("location:Wien@15");
    assertThat(found("Ort: 12 Uhr")).noneMatch(s -> s.startsWith("location:"));
  }

  @Test
  void dateline() {
    assertThat(found("OSLO, May 2, 2024 - Fjord Labs AS today announced a new fund."))
        .contains("location:OSLO@0");
    assertThat(found("NOTE, May 2 is a holiday.")).noneMatch(s -> s.startsWith("location:"));
  }

  /**
   * A place after a preposition is added only where no span holds any of its words: a span on
   * "York" alone leaves "New York" to the other rules, not two spans over "York".
   */
  @Test
  void aPlaceAfterAPrepositionDoesNotOverlapASpan() {
    NameTokens n = new NameTokens(new Scan("She is based in New York now"), Gazetteers.get());
    Span york = new Span(5, 5, NameRules.PERSON, 0.9);
    List<Span> spans = new ArrayList<>(List.of(york));
    PlaceSplits.prepositions(n, spans);
    for (Span s : spans) {
      for (Span o : spans) {
        assertThat(s == o || s.last < o.first || o.last < s.first)
            .as("%d..%d and %d..%d", s.first, s.last, o.first, o.last)
            .isTrue();
      }
    }
  }
}
