package dev.sigil.detect.eval;

import static dev.sigil.detect.PiiClass.CARD_NUMBER;
import static dev.sigil.detect.PiiClass.EMAIL;
import static dev.sigil.detect.PiiClass.NAME;
import static dev.sigil.detect.eval.FakeDetector.e;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.sigil.detect.PiiClass;
import dev.sigil.detect.eval.Matching.Span;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScorerTest {
  static final String T = "aaaa bbbb cccc dddd eeee"; // words at 0, 5, 10, 15, 20
  static final Set<PiiClass> ALL = EnumSet.allOf(PiiClass.class);

  static LabelledText doc(String text, GoldSpan... spans) {
    return new LabelledText("t:1", text, List.of(spans));
  }

  /** Gold: name aaaa, name "cccc dddd", email eeee. */
  static LabelledText standardDoc() {
    return doc(
        T, new GoldSpan(0, 4, "PER"), new GoldSpan(10, 19, "name"), new GoldSpan(20, 24, "EMAIL"));
  }

  /** Predicted: name aaaa (exact), name cccc (partial), name bbbb (spurious), email eeee, card. */
  static FakeDetector standardDetector() {
    return new FakeDetector()
        .answer(
            T,
            e(NAME, 0, 4),
            e(NAME, 5, 9),
            e(NAME, 10, 14),
            e(CARD_NUMBER, 15, 19),
            e(EMAIL, 20, 24));
  }

  @Test
  void exactAndOverlapCountsAreHandComputed() {
    Scorer s = new Scorer(standardDetector(), ALL, 10);
    assertThat(s.scoreFile(List.of(standardDoc()))).containsExactlyInAnyOrder(NAME, EMAIL);
    Counts name = s.counts().get(NAME);
    assertThat(new int[] {name.gold, name.predicted, name.exactTp, name.overlapTp})
        .containsExactly(2, 3, 1, 2);
    Counts all = s.overall();
    assertThat(new int[] {all.gold, all.predicted, all.exactTp, all.overlapTp})
        .containsExactly(3, 4, 2, 3);
    assertThat(s.counts()).doesNotContainKey(CARD_NUMBER); // no card in the gold: not judged
  }

  @Test
  void metricsAreHandComputed() {
    // name exact: P 1/3, R 1/2; overlap: P 2/3, R 1; overall exact P 1/2 R 2/3
    assertThat(Counts.f(1, 1.0 / 3, 0.5)).isCloseTo(0.4, within(1e-12));
    assertThat(Counts.f(2, 1.0 / 3, 0.5)).isCloseTo(5.0 / 11, within(1e-12));
    assertThat(Counts.f(2, 2.0 / 3, 1)).isCloseTo(10.0 / 11, within(1e-12));
    assertThat(Counts.f(1, 0.5, 2.0 / 3)).isCloseTo(4.0 / 7, within(1e-12));
    assertThat(Counts.f(2, 0.75, 1)).isCloseTo(0.9375, within(1e-12));
    assertThat(Counts.f(2, 0, 0)).isZero();
    assertThat(Counts.precision(0, 0)).isZero();
    assertThat(Counts.recall(3, 4)).isEqualTo(0.75);
  }

  @Test
  void oneGoldSpanIsNeverMatchedTwice() {
    LabelledText d = doc(T, new GoldSpan(0, 9, "name"));
    Scorer s = new Scorer(new FakeDetector().answer(T, e(NAME, 0, 4), e(NAME, 5, 9)), ALL, 10);
    s.scoreFile(List.of(d));
    Counts n = s.counts().get(NAME);
    assertThat(new int[] {n.gold, n.predicted, n.exactTp, n.overlapTp}).containsExactly(1, 2, 0, 1);
    assertThat(s.mistakes())
        .extracting(Scorer.Mistake::kind)
        .containsExactly("partial", "spurious");
  }

  @Test
  void onePredictedSpanIsNeverMatchedTwice() {
    LabelledText d = doc(T, new GoldSpan(0, 4, "name"), new GoldSpan(5, 9, "name"));
    Scorer s = new Scorer(new FakeDetector().answer(T, e(NAME, 0, 9)), ALL, 10);
    s.scoreFile(List.of(d));
    Counts n = s.counts().get(NAME);
    assertThat(new int[] {n.gold, n.predicted, n.exactTp, n.overlapTp}).containsExactly(2, 1, 0, 1);
    assertThat(s.mistakes()).extracting(Scorer.Mistake::kind).containsExactly("partial", "missed");
  }

  @Test
  void matchingIsMaximumNotGreedy() {
    // greedy in list order would give A the first prediction X and leave B unmatched
    List<Span> gold = List.of(new Span(0, 10), new Span(8, 12));
    List<Span> pred = List.of(new Span(9, 11), new Span(0, 3));
    int[] m = Matching.match(gold, pred, Matching.OVERLAP);
    assertThat(m).containsExactly(1, 0);
    assertThat(Matching.matched(Matching.match(gold, pred, Matching.EXACT))).isZero();
  }

  @Test
  void duplicateGoldSpansNeedTwoPredictions() {
    List<Span> gold = List.of(new Span(0, 4), new Span(0, 4));
    assertThat(Matching.matched(Matching.match(gold, List.of(new Span(0, 4)), Matching.EXACT)))
        .isEqualTo(1);
  }

  @Test
  void unmappedLabelsAreUnscoredAndTheirPredictionsAreNotExcused() {
    LabelledText d =
        doc(
            T,
            new GoldSpan(0, 4, "product"),
            new GoldSpan(5, 9, "person"),
            new GoldSpan(10, 14, "creative-work"),
            new GoldSpan(15, 19, "product"));
    Scorer s = new Scorer(new FakeDetector().answer(T, e(NAME, 0, 4), e(NAME, 5, 9)), ALL, 10);
    assertThat(s.scoreFile(List.of(d))).containsExactly(NAME);
    assertThat(s.unscored())
        .containsExactly(
            java.util.Map.entry("creative-work", 1), java.util.Map.entry("product", 2));
    Counts n = s.counts().get(NAME);
    assertThat(new int[] {n.gold, n.predicted, n.overlapTp}).containsExactly(1, 2, 1);
  }

  @Test
  void eachFileScoresOnlyItsOwnClasses() {
    String t2 = "mail x@y.z now";
    LabelledText names = doc(t2, new GoldSpan(0, 4, "name")); // file 2 labels no e-mail
    FakeDetector det = standardDetector().answer(t2, e(EMAIL, 5, 10));
    Scorer s = new Scorer(det, ALL, 0);
    s.scoreFile(List.of(standardDoc()));
    assertThat(s.scoreFile(List.of(names))).containsExactly(NAME);
    assertThat(s.counts().get(EMAIL).predicted).isEqualTo(1); // file 2's e-mail is not counted
    assertThat(s.counts().get(NAME).gold).isEqualTo(3);
    assertThat(s.texts()).isEqualTo(2);
    assertThat(s.mistakes()).isEmpty(); // the limit is 0
  }

  @Test
  void requestedClassesLimitDetectionAndScoring() {
    Scorer s = new Scorer(standardDetector(), EnumSet.of(EMAIL), 10);
    assertThat(s.scoreFile(List.of(standardDoc()))).containsExactly(EMAIL);
    assertThat(s.unscored()).containsEntry("PER", 1).containsEntry("name", 1);
    assertThat(s.overall().predicted).isEqualTo(1);
  }

  @Test
  void mistakesAreCappedPerKind() {
    Scorer s = new Scorer(standardDetector(), ALL, 1);
    s.scoreFile(List.of(standardDoc(), standardDoc()));
    assertThat(s.mistakes())
        .extracting(Scorer.Mistake::kind)
        .containsExactlyInAnyOrder("partial", "spurious");
  }

  @Test
  void contextMarksTheSpanAndFlattensLineBreaks() {
    assertThat(Report.context("hello\nJohn Smith\tthere", 6, 16))
        .isEqualTo("hello [[John Smith]] there");
    String longText = "x".repeat(100) + "Ann" + "y".repeat(100);
    assertThat(Report.context(longText, 100, 103))
        .isEqualTo("..." + "x".repeat(40) + "[[Ann]]" + "y".repeat(40) + "...");
  }
}
