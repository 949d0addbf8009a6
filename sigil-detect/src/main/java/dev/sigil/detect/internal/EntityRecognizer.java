package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * People's names, places and organisations in free text: the name model tags capitalised tokens
 * (and lower-case ones after a strong cue), then {@link NameRules} adjusts spans and scores with
 * cues the model may miss. Scores: the model's mean entity probability mapped so that the trained
 * threshold of the span's type becomes the engine's default 0.5.
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
    List<NameRules.Span> spans = new ArrayList<>();
    EntityTagger.tag(
        n, model, (first, last, type, p) -> spans.add(new NameRules.Span(first, last, type, p)));
    for (NameRules.Span s : NameRules.apply(n, spans)) {
      out.add(
          TYPES[s.type],
          withHash(n.text, scan.start(s.first)),
          scan.end(s.last) + s.extra,
          Math.max(
              s.minScore, Math.min(s.maxScore, calibrate(s.probability, model.threshold(s.type)))));
    }
  }

  /**
   * The start of an entity that begins at {@code start}, taking in the "#" of a hashtag
   * ("#Adelaide" is the place, as annotators mark it).
   */
  static int withHash(String text, int start) {
    return start >= 1
            && text.charAt(start - 1) == '#'
            && (start == 1 || Character.isWhitespace(text.charAt(start - 2)))
        ? start - 1
        : start;
  }

  /** Maps a probability so that {@code threshold} lands on 0.5 (monotone, 1 stays 1). */
  static double calibrate(double p, double threshold) {
    if (p >= threshold) {
      return 0.5 + 0.5 * (p - threshold) / (1 - threshold);
    }
    return 0.5 * p / threshold;
  }
}
