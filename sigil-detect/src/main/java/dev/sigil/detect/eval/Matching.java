package dev.sigil.detect.eval;

import java.util.Arrays;
import java.util.List;

/**
 * Maximum one-to-one matching of gold to predicted spans (Kuhn's augmenting paths), so a predicted
 * span never counts for two gold spans nor two predictions for one gold span, and no greedy order
 * loses a match. Lists per class and text are small.
 */
final class Matching {
  /** How two spans may match. */
  interface Rule {
    boolean matches(Span gold, Span predicted);
  }

  static final Rule EXACT = (g, p) -> g.start() == p.start() && g.end() == p.end();
  static final Rule OVERLAP = (g, p) -> g.start() < p.end() && p.start() < g.end();

  /** A span of one class: {@code [start, end)}. */
  record Span(int start, int end) {}

  private Matching() {}

  /** For each gold span, the index of its predicted span, or -1. */
  static int[] match(List<Span> gold, List<Span> predicted, Rule rule) {
    int[] goldOf = new int[predicted.size()];
    Arrays.fill(goldOf, -1);
    for (int g = 0; g < gold.size(); g++) {
      augment(g, gold, predicted, rule, goldOf, new boolean[predicted.size()]);
    }
    int[] predOf = new int[gold.size()];
    Arrays.fill(predOf, -1);
    for (int p = 0; p < goldOf.length; p++) {
      if (goldOf[p] >= 0) {
        predOf[goldOf[p]] = p;
      }
    }
    return predOf;
  }

  private static boolean augment(
      int g, List<Span> gold, List<Span> predicted, Rule rule, int[] goldOf, boolean[] seen) {
    for (int p = 0; p < predicted.size(); p++) {
      if (seen[p] || !rule.matches(gold.get(g), predicted.get(p))) {
        continue;
      }
      seen[p] = true;
      if (goldOf[p] < 0 || augment(goldOf[p], gold, predicted, rule, goldOf, seen)) {
        goldOf[p] = g;
        return true;
      }
    }
    return false;
  }

  static int matched(int[] predOf) {
    int n = 0;
    for (int p : predOf) {
      if (p >= 0) {
        n++;
      }
    }
    return n;
  }
}
