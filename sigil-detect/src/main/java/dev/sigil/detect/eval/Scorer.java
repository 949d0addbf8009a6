package dev.sigil.detect.eval;

import dev.sigil.detect.Detector;
import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import dev.sigil.detect.eval.Matching.Span;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Scores a detector against labelled files. Per file, only the classes that file's gold spans use
 * are scored (a file with no card numbers cannot judge card detection): predictions of other
 * classes are ignored, and predictions of scored classes where the gold has nothing are false
 * positives. Counts add up over files; the overall figures are micro-averaged.
 */
final class Scorer {
  /** A mistake for the error listing: a false negative, false positive, or a partial match. */
  record Mistake(String kind, PiiClass piiClass, LabelledText doc, int start, int end) {}

  private final Detector detector;
  private final Set<PiiClass> requested;
  private final Map<PiiClass, Counts> counts = new EnumMap<>(PiiClass.class);
  private final Map<String, Integer> unscored = new TreeMap<>();
  private final List<Mistake> mistakes = new ArrayList<>();
  private final int errorLimit;
  private int texts;

  /**
   * @param requested the classes the detector is asked for and the only ones scored
   * @param errorLimit how many mistakes of each kind to keep for the listing
   */
  Scorer(Detector detector, Set<PiiClass> requested, int errorLimit) {
    this.detector = detector;
    this.requested = EnumSet.copyOf(requested);
    this.errorLimit = errorLimit;
  }

  /** Scores one file's texts; answers the classes scored for it. */
  Set<PiiClass> scoreFile(List<LabelledText> docs) {
    Set<PiiClass> scored = EnumSet.noneOf(PiiClass.class);
    for (LabelledText doc : docs) {
      for (GoldSpan s : doc.spans()) {
        Optional<PiiClass> c = Labels.classOf(s.label());
        if (c.isPresent() && requested.contains(c.get())) {
          scored.add(c.get());
        } else {
          unscored.merge(s.label(), 1, Integer::sum);
        }
      }
    }
    for (PiiClass c : scored) {
      counts.computeIfAbsent(c, k -> new Counts());
    }
    for (LabelledText doc : docs) {
      scoreText(doc, scored);
    }
    texts += docs.size();
    return scored;
  }

  private void scoreText(LabelledText doc, Set<PiiClass> scored) {
    if (scored.isEmpty()) {
      return;
    }
    List<Entity> predicted = detector.detect(doc.text(), requested);
    for (PiiClass c : scored) {
      List<Span> gold = new ArrayList<>();
      for (GoldSpan s : doc.spans()) {
        if (Labels.classOf(s.label()).orElse(null) == c) {
          gold.add(new Span(s.start(), s.end()));
        }
      }
      List<Span> pred = new ArrayList<>();
      for (Entity e : predicted) {
        if (e.piiClass() == c) {
          pred.add(new Span(e.start(), e.end()));
        }
      }
      count(c, doc, gold, pred);
    }
  }

  private void count(PiiClass c, LabelledText doc, List<Span> gold, List<Span> pred) {
    int[] exact = Matching.match(gold, pred, Matching.EXACT);
    int[] overlap = Matching.match(gold, pred, Matching.OVERLAP);
    Counts n = counts.get(c);
    n.gold += gold.size();
    n.predicted += pred.size();
    n.exactTp += Matching.matched(exact);
    n.overlapTp += Matching.matched(overlap);
    boolean[] predMatched = new boolean[pred.size()];
    for (int g = 0; g < gold.size(); g++) {
      Span s = gold.get(g);
      if (overlap[g] < 0) {
        note("missed", c, doc, s);
      } else {
        predMatched[overlap[g]] = true;
        if (!Matching.EXACT.matches(s, pred.get(overlap[g]))) {
          note("partial", c, doc, pred.get(overlap[g]));
        }
      }
    }
    for (int p = 0; p < pred.size(); p++) {
      if (!predMatched[p]) {
        note("spurious", c, doc, pred.get(p));
      }
    }
  }

  private void note(String kind, PiiClass c, LabelledText doc, Span s) {
    long same = mistakes.stream().filter(m -> m.kind().equals(kind)).count();
    if (same < errorLimit) {
      mistakes.add(new Mistake(kind, c, doc, s.start(), s.end()));
    }
  }

  Map<PiiClass, Counts> counts() {
    return counts;
  }

  Counts overall() {
    Counts all = new Counts();
    counts.values().forEach(all::add);
    return all;
  }

  Map<String, Integer> unscored() {
    return unscored;
  }

  List<Mistake> mistakes() {
    return mistakes;
  }

  int texts() {
    return texts;
  }
}
