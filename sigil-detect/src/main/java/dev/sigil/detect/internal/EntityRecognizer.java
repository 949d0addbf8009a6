package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * People's names, places and organisations in free text: the name model tags capitalised tokens
 * (and lower-case ones after a strong cue), then {@link NameRules} adjusts spans and scores with
 * cues the model may miss. Scores: the model's mean entity probability mapped so that its threshold
 * becomes the engine's default 0.5.
 */
final class EntityRecognizer implements Recognizer {
  private static final Set<PiiClass> CLASSES =
      Set.of(PiiClass.NAME, PiiClass.LOCATION, PiiClass.ORGANIZATION);
  private static final PiiClass[] TYPES = {
    null, PiiClass.NAME, PiiClass.LOCATION, PiiClass.ORGANIZATION
  };

  @Override
  public Set<PiiClass> classes() {
    return CLASSES;
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (scan.tokenCount() == 0) {
      return;
    }
    NameTokens n = new NameTokens(scan, Gazetteers.get());
    NameModel model = NameModel.get();
    EntityTagger.tag(
        n,
        model,
        (first, last, type, p) ->
            out.add(TYPES[type], scan.start(first), scan.end(last), calibrate(p, model.threshold)));
  }

  /** Maps a probability so that {@code threshold} lands on 0.5 (monotone, 1 stays 1). */
  static double calibrate(double p, double threshold) {
    if (p >= threshold) {
      return 0.5 + 0.5 * (p - threshold) / (1 - threshold);
    }
    return 0.5 * p / threshold;
  }
}
