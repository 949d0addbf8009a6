package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;
import java.util.function.Predicate;

/**
 * One written form family of a national identifier. A candidate is a run of tokens joined by single
 * separators; its layout is the token lengths with the separators between them ({@code "3.3.3-2"},
 * {@code "11"}). A layout pattern matches when it is equal, a {@code ~} in the pattern standing for
 * any of space, hyphen or dot.
 *
 * @param valid the validator, given the identifier without separators (or the text as written when
 *     {@code raw})
 * @param context lower-case words that, near the candidate, make it this class
 * @param contextScore the score of a valid candidate with context
 * @param layouts the accepted layout patterns
 * @param scores the score of a valid candidate without context, per layout
 */
record IdFormat(
    PiiClass piiClass,
    Predicate<String> valid,
    boolean raw,
    Set<String> context,
    double contextScore,
    String[] layouts,
    double[] scores) {

  /** The score of the layout, or -1 if no pattern matches. */
  double layoutScore(CharSequence layout) {
    for (int i = 0; i < layouts.length; i++) {
      if (matches(layouts[i], layout)) {
        return scores[i];
      }
    }
    return -1;
  }

  private static boolean matches(String pattern, CharSequence layout) {
    if (pattern.length() != layout.length()) {
      return false;
    }
    for (int i = 0; i < pattern.length(); i++) {
      char p = pattern.charAt(i);
      char c = layout.charAt(i);
      if (p != c && !(p == '~' && (c == ' ' || c == '-' || c == '.'))) {
        return false;
      }
    }
    return true;
  }

  /** The lengths (without separators) this format's layouts describe. */
  int[] lengths() {
    int[] out = new int[layouts.length];
    for (int i = 0; i < layouts.length; i++) {
      int sum = 0;
      int n = 0;
      for (char c : layouts[i].toCharArray()) {
        if (c >= '0' && c <= '9') {
          n = n * 10 + (c - '0');
        } else {
          sum += n;
          n = 0;
        }
      }
      out[i] = sum + n;
    }
    return out;
  }
}
