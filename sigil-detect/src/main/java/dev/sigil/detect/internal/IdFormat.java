package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;
import java.util.function.Predicate;

/**
 * One written form family of a national identifier. A candidate is a run of tokens joined by single
 * separators; its layout is the token lengths with the separators between them ({@code "3.3.3-2"},
 * {@code "11"}). A layout pattern matches when the lengths are equal and each separator is equal, a
 * {@code ~} in the pattern standing for any of space, hyphen or dot.
 */
final class IdFormat {
  final PiiClass piiClass;

  /** The validator, given the identifier without separators (or as written when {@link #raw}). */
  final Predicate<String> valid;

  final boolean raw;

  /** Lower-case words that, near the candidate, make it this class. */
  final Set<String> context;

  /** The score of a valid candidate with context. */
  final double contextScore;

  private final int[][] groups;
  private final char[][] separators;

  /** The score of a valid candidate without context, per layout. */
  private final double[] scores;

  IdFormat(
      PiiClass piiClass,
      Predicate<String> valid,
      boolean raw,
      Set<String> context,
      double contextScore,
      String[] layouts,
      double[] scores) {
    this.piiClass = piiClass;
    this.valid = valid;
    this.raw = raw;
    this.context = context;
    this.contextScore = contextScore;
    this.scores = scores.clone();
    this.groups = new int[layouts.length][];
    this.separators = new char[layouts.length][];
    for (int i = 0; i < layouts.length; i++) {
      compile(i, layouts[i]);
    }
  }

  private void compile(int index, String layout) {
    String[] parts = layout.split("[^0-9]");
    int[] g = new int[parts.length];
    char[] s = new char[parts.length - 1];
    int at = 0;
    for (int i = 0; i < parts.length; i++) {
      g[i] = Integer.parseInt(parts[i]);
      at += parts[i].length();
      if (i < s.length) {
        s[i] = layout.charAt(at++);
      }
    }
    groups[index] = g;
    separators[index] = s;
  }

  /**
   * The score of the layout made of {@code count} tokens of lengths {@code lengths[from...]} joined
   * by {@code seps[from...]}, or -1 if no pattern matches.
   */
  double layoutScore(int[] lengths, char[] seps, int from, int count) {
    for (int p = 0; p < groups.length; p++) {
      if (matches(groups[p], separators[p], lengths, seps, from, count)) {
        return scores[p];
      }
    }
    return -1;
  }

  private static boolean matches(
      int[] g, char[] s, int[] lengths, char[] seps, int from, int count) {
    if (g.length != count) {
      return false;
    }
    for (int i = 0; i < count; i++) {
      if (g[i] != lengths[from + i]) {
        return false;
      }
      if (i < count - 1) {
        char c = seps[from + i];
        if (s[i] != c && !(s[i] == '~' && (c == ' ' || c == '-' || c == '.'))) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether some layout has {@code count} groups of {@code length} digits and letters in all. */
  boolean hasLayout(int length, int count) {
    for (int[] g : groups) {
      if (g.length == count && java.util.Arrays.stream(g).sum() == length) {
        return true;
      }
    }
    return false;
  }

  /** The lengths (without separators) this format's layouts describe. */
  int[] lengths() {
    int[] out = new int[groups.length];
    for (int i = 0; i < groups.length; i++) {
      for (int g : groups[i]) {
        out[i] += g;
      }
    }
    return out;
  }
}
