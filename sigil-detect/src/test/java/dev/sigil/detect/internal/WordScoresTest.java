package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.eval.LabelledText;
import dev.sigil.detect.eval.Synthetic;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WordScoresTest {
  /** Every candidate's probabilities, its word features summed freshly or taken from the table. */
  private static List<double[]> probabilities(
      List<String> texts, NameModel model, WordScores words) {
    List<double[]> out = new ArrayList<>();
    NameModel.Scores scores = new NameModel.Scores();
    for (String text : texts) {
      NameTokens n = new NameTokens(new Scan(text), Gazetteers.get());
      for (int t = 0; t < n.count; t++) {
        if (!NameFeatures.candidate(n, t)) {
          continue;
        }
        EntityTagger.prepare(n, t);
        scores.reset(model);
        if (words == null) {
          NameFeatures.features(n, t, scores);
        } else {
          NameFeatures.score(n, t, scores, words.use(model, n.gaz));
        }
        double[] p = new double[NameModel.LABELS];
        model.probabilities(scores, NameModel.O, false, p);
        out.add(p);
      }
    }
    return out;
  }

  @Test
  void cachedWordScoresEqualFreshOnes() {
    List<String> texts = new ArrayList<>();
    for (LabelledText doc : Synthetic.generate(false, 5, 300)) {
      texts.add(doc.text());
    }
    texts.addAll(Synthetic.chatMessages(9, 100_000));
    // the same word in other shapes and with other endings: "Paris", "PARIS", "Parisian"
    texts.add("Paris and PARIS and Parisian, Smith met SMITH and Smithson in Paris.");
    NameModel model = NameModel.get();
    List<double[]> fresh = probabilities(texts, model, null);
    WordScores words = new WordScores(model, Gazetteers.get());
    List<double[]> first = probabilities(texts, model, words);
    List<double[]> again = probabilities(texts, model, words); // now mostly from the table
    assertThat(fresh).hasSizeGreaterThan(1000);
    for (int i = 0; i < fresh.size(); i++) {
      assertThat(first.get(i)).containsExactly(fresh.get(i));
      assertThat(again.get(i)).containsExactly(fresh.get(i));
    }
  }

  @Test
  void anotherModelEmptiesTheTable() {
    List<String> texts = List.of("Dear Maria Gonzalez, welcome to Lisbon and Acme Corp.");
    NameModel model = NameModel.get();
    WordScores words = new WordScores(model, Gazetteers.get());
    probabilities(texts, model, words);
    NameModel other = model.withThreshold(0.9f);
    assertThat(words.use(other, Gazetteers.get())).isSameAs(words);
    assertThat(probabilities(texts, other, words))
        .usingRecursiveComparison()
        .isEqualTo(probabilities(texts, other, null));
  }
}
