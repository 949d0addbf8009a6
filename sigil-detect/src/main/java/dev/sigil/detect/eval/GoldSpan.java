package dev.sigil.detect.eval;

import java.util.Objects;

/**
 * One labelled span of a corpus: {@code text.substring(start, end)} carries {@code label} as the
 * corpus wrote it (mapped to a class by {@link Labels}). Offsets are Java string offsets.
 */
public record GoldSpan(int start, int end, String label) {
  public GoldSpan {
    Objects.requireNonNull(label, "label");
    if (start < 0 || end <= start) {
      throw new IllegalArgumentException("bad span [" + start + ", " + end + ")");
    }
  }
}
