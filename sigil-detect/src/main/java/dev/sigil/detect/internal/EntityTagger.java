package dev.sigil.detect.internal;

/**
 * Tags the candidate tokens of one text with the name model, left to right (greedy, each token
 * seeing the previous token's label), and reports the entity spans to a sink. Stateless; the
 * per-call state lives in {@link NameTokens} and local buffers.
 */
final class EntityTagger {
  /** Bit of {@link NameTokens#phrase} that marks "phrases looked up". */
  static final int LOOKED_UP = 64;

  private EntityTagger() {}

  /** Receives tagged spans: tokens {@code [first, last]}, entity type 1..3, mean probability. */
  interface Sink {
    void span(int first, int last, int type, double probability);
  }

  /** Looks up the gazetteer phrases at {@code t} and {@code t + 1} (features read both). */
  static void prepare(NameTokens n, int t) {
    for (int u = t; u <= t + 1 && u < n.count; u++) {
      if ((n.phrase[u] & LOOKED_UP) == 0 && n.capitalized(u)) {
        n.markPhrases(u);
        n.phrase[u] |= LOOKED_UP;
      }
    }
  }

  /** Whether token {@code t} may continue an entity of the previous token. */
  static boolean joined(NameTokens n, int t, int prevLabel) {
    return t > 0 && prevLabel != NameModel.O && NameTokens.joinable(n.gap(t));
  }

  /** The buffers of one tagging, reused by the thread's next one. */
  private static final class Scratch {
    final NameModel.Scores scores = new NameModel.Scores();
    final double[] p = new double[NameModel.LABELS];
    final double[] typeSum = new double[4];
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  static void tag(NameTokens n, NameModel model, Sink sink) {
    Scratch scratch = SCRATCH.get();
    NameModel.Scores scores = scratch.scores;
    double[] p = scratch.p;
    double[] typeSum = scratch.typeSum;
    int prev = NameModel.O;
    int first = -1;
    double sum = 0;
    for (int t = 0; t < n.count; t++) {
      int label = NameModel.O;
      if (NameFeatures.candidate(n, t)) {
        prepare(n, t);
        boolean joined = joined(n, t, prev);
        scores.reset(model);
        NameFeatures.features(n, t, scores);
        NameFeatures.labelFeatures(n, t, prev, scores);
        model.probabilities(scores, prev, joined, p);
        label = decide(p, model.threshold);
        if (label != NameModel.O && NameModel.inside(label) == false && first >= 0) {
          emit(sink, first, t - 1, typeSum, sum);
          first = -1;
        }
        if (label != NameModel.O) {
          if (first < 0) {
            first = t;
            sum = 0;
            typeSum[0] = typeSum[1] = typeSum[2] = typeSum[3] = 0;
          }
          sum += 1 - p[NameModel.O];
          for (int l = 1; l < NameModel.LABELS; l++) {
            typeSum[NameModel.type(l)] += p[l];
          }
        }
      }
      if (label == NameModel.O && first >= 0) {
        emit(sink, first, t - 1, typeSum, sum);
        first = -1;
      }
      prev = label;
    }
    if (first >= 0) {
      emit(sink, first, n.count - 1, typeSum, sum);
    }
  }

  /** O unless the entity probability reaches the threshold; then the likeliest other label. */
  static int decide(double[] p, double threshold) {
    if (1 - p[NameModel.O] < threshold) {
      return NameModel.O;
    }
    int best = 1;
    for (int l = 2; l < NameModel.LABELS; l++) {
      if (p[l] > p[best]) {
        best = l;
      }
    }
    return best;
  }

  private static void emit(Sink sink, int first, int last, double[] typeSum, double sum) {
    int type = 1;
    for (int y = 2; y <= 3; y++) {
      if (typeSum[y] > typeSum[type]) {
        type = y;
      }
    }
    sink.span(first, last, type, sum / (last - first + 1));
  }
}
