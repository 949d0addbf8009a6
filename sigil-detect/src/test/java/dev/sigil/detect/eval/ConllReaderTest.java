package dev.sigil.detect.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConllReaderTest {
  private static List<String> spans(LabelledText t) {
    return t.spans().stream()
        .map(s -> t.text().substring(s.start(), s.end()) + "/" + s.label())
        .toList();
  }

  @Test
  void iob2WithTabsRebuildsTextAndOffsets() {
    String in =
        "-DOCSTART-\tO\n\nYou\tO\nmet\tO\nJohn\tB-person\nSmith\tI-person\nin\tO\n"
            + "Redondo\tB-location\nBeach\tI-location\n.\tO\n\nHi\tO\n";
    List<LabelledText> docs = ConllReader.parse("f.conll", in);
    assertThat(docs).hasSize(2);
    LabelledText first = docs.get(0);
    assertThat(first.text()).isEqualTo("You met John Smith in Redondo Beach .");
    assertThat(first.source()).isEqualTo("f.conll:3");
    assertThat(first.spans())
        .containsExactly(new GoldSpan(8, 18, "person"), new GoldSpan(22, 35, "location"));
    assertThat(docs.get(1).text()).isEqualTo("Hi");
    assertThat(docs.get(1).spans()).isEmpty();
  }

  @Test
  void iob2BeginSplitsAdjacentSpansOfOneLabel() {
    String in = "Ann B-PER\nBob B-PER\nCyd I-PER\n";
    assertThat(spans(ConllReader.parse("f", in).get(0))).containsExactly("Ann/PER", "Bob Cyd/PER");
  }

  @Test
  void iob1InsideStartsASpanAndBeginOnlySeparates() {
    // IOB1: I- opens a span; B- marks a new span right after one of the same label
    String in = "Ann I-PER\nLee I-PER\nBob B-PER\nin O\nRome I-LOC\nParis I-PER\n";
    assertThat(spans(ConllReader.parse("f", in).get(0)))
        .containsExactly("Ann Lee/PER", "Bob/PER", "Rome/LOC", "Paris/PER");
  }

  @Test
  void bioesAndBilouEndAndSingleTags() {
    String in =
        "New B-LOC\nYork E-LOC\nBoston S-LOC\nAnn U-PER\nLee U-PER\nJo B-PER\nMo L-PER\nx O\n";
    assertThat(spans(ConllReader.parse("f", in).get(0)))
        .containsExactly("New York/LOC", "Boston/LOC", "Ann/PER", "Lee/PER", "Jo Mo/PER");
  }

  @Test
  void endThenInsideOfTheSameLabelStartsANewSpan() {
    String in = "a B-X\nb E-X\nc I-X\n";
    assertThat(spans(ConllReader.parse("f", in).get(0))).containsExactly("a b/X", "c/X");
  }

  @Test
  void spanAtTheEndOfTheFileAndOfTheSentenceIsClosed() {
    String in = "see B-LOC\nParis I-LOC\n\nsee O\nRome B-LOC";
    List<LabelledText> docs = ConllReader.parse("f", in);
    assertThat(spans(docs.get(0))).containsExactly("see Paris/LOC");
    assertThat(spans(docs.get(1))).containsExactly("Rome/LOC");
  }

  @Test
  void multiColumnSpaceSeparatedLinesTakeTheFirstAndLastColumns() {
    String in = "EU NNP B-NP B-ORG\nrejects VBZ B-VP O\nGerman JJ B-NP B-MISC\r\n\r\n";
    LabelledText doc = ConllReader.parse("f", in).get(0);
    assertThat(doc.text()).isEqualTo("EU rejects German");
    assertThat(spans(doc)).containsExactly("EU/ORG", "German/MISC");
  }

  @Test
  void tabSeparatedTokensMayHoldSpacesAndOddCharacters() {
    String in = "a b\tB-PER\n\u00b4\tO\n\uD83D\uDE00\tO\n";
    LabelledText doc = ConllReader.parse("f", in).get(0);
    assertThat(doc.text()).isEqualTo("a b \u00b4 \uD83D\uDE00");
    assertThat(spans(doc)).containsExactly("a b/PER");
  }

  @Test
  void bareLabelsAndSuffixPrefixesAreRead() {
    String in = "Ann PER\nLee PER\nin O\nRome LOC-B\nCity LOC-I\n";
    assertThat(spans(ConllReader.parse("f", in).get(0)))
        .containsExactly("Ann Lee/PER", "Rome City/LOC");
  }

  @Test
  void manyBlankLinesMakeNoEmptySentence() {
    assertThat(ConllReader.parse("f", "\n\n\na O\n\n\n\nb O\n\n")).hasSize(2);
    assertThat(ConllReader.parse("f", "")).isEmpty();
  }

  @Test
  void anEmptyTokenIsSkippedWithoutBreakingTheSpan() {
    String in = "Ann\tB-PER\n\tI-PER\nLee\tI-PER\n\tO\nhi\tO\n";
    LabelledText doc = ConllReader.parse("f", in).get(0);
    assertThat(doc.text()).isEqualTo("Ann Lee hi");
    assertThat(spans(doc)).containsExactly("Ann Lee/PER");
  }

  @Test
  void aLineWithoutTagFailsWithItsLineNumber() {
    assertThatThrownBy(() -> ConllReader.parse("f.conll", "a O\nb O\nlonely\n"))
        .isInstanceOf(CorpusFormatException.class)
        .hasMessageStartingWith("f.conll:3:")
        .hasMessageNotContaining("lonely");
  }
}
