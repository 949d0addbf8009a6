package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.eval.LabelledText;
import dev.sigil.detect.eval.Synthetic;
import org.junit.jupiter.api.Test;

class NameScoresTest {
  /**
   * The tagger sums the features as they come, with small templates read from tables; the trainer
   * hashes them into a buffer first. Both must give the model exactly the same probabilities.
   */
  @Test
  void summedFeaturesScoreAsHashedOnes() {
    NameModel model = NameModel.get();
    long[] buf = new long[NameFeatures.MAX];
    double[] expected = new double[NameModel.LABELS];
    double[] actual = new double[NameModel.LABELS];
    NameModel.Scores scores = new NameModel.Scores();
    int compared = 0;
    for (LabelledText doc : Synthetic.generate(false, 3, 300)) {
      NameTokens n = new NameTokens(new Scan(doc.text()), Gazetteers.get());
      for (int t = 0; t < n.count; t++) {
        if (!NameFeatures.candidate(n, t)) {
          continue;
        }
        EntityTagger.prepare(n, t);
        for (int prev = 0; prev < NameModel.LABELS; prev += 3) {
          boolean joined = EntityTagger.joined(n, t, prev);
          int k = NameFeatures.extract(n, t, buf);
          k = NameFeatures.withLabel(n, t, prev, buf, k);
          model.probabilities(buf, k, prev, joined, expected);
          scores.reset(model);
          NameFeatures.features(n, t, scores);
          NameFeatures.labelFeatures(n, t, prev, scores);
          model.probabilities(scores, prev, joined, actual);
          assertThat(actual).as(doc.text()).containsExactly(expected);
          compared++;
        }
      }
    }
    assertThat(compared).isGreaterThan(1000);
  }
}
