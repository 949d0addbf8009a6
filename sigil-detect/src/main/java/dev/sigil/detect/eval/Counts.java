package dev.sigil.detect.eval;

/**
 * The counts of one class (or of all, micro-averaged): gold spans, predicted spans, and true
 * positives under exact matching (same class, same start and end) and overlap matching (same class,
 * at least one shared character; each gold and predicted span matched at most once).
 */
final class Counts {
  int gold;
  int predicted;
  int exactTp;
  int overlapTp;

  void add(Counts other) {
    gold += other.gold;
    predicted += other.predicted;
    exactTp += other.exactTp;
    overlapTp += other.overlapTp;
  }

  /** Precision, 0 when nothing was predicted. */
  static double precision(int tp, int predicted) {
    return predicted == 0 ? 0 : (double) tp / predicted;
  }

  /** Recall, 0 when there is no gold span. */
  static double recall(int tp, int gold) {
    return gold == 0 ? 0 : (double) tp / gold;
  }

  /** F-beta: beta 1 weighs both equally, beta 2 weighs recall twice as much as precision. */
  static double f(double beta, double precision, double recall) {
    double b2 = beta * beta;
    double denominator = b2 * precision + recall;
    return denominator == 0 ? 0 : (1 + b2) * precision * recall / denominator;
  }
}
