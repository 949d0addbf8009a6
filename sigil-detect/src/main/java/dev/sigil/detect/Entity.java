package dev.sigil.detect;

import java.util.Objects;

/**
 * One detected span: {@code text.substring(start, end)} holds personal data of {@code piiClass}.
 * Offsets are Java string offsets (UTF-16 code units). The entity never holds the text itself, so
 * it is safe to log.
 *
 * @param score confidence in [0, 1] after context adjustment
 */
public record Entity(PiiClass piiClass, int start, int end, double score) {
  public Entity {
    Objects.requireNonNull(piiClass, "piiClass");
    if (start < 0 || end <= start) {
      throw new IllegalArgumentException("bad span [" + start + ", " + end + ")");
    }
    if (!(score >= 0 && score <= 1)) {
      throw new IllegalArgumentException("score outside [0, 1]: " + score);
    }
  }

  public int length() {
    return end - start;
  }

  public boolean overlaps(Entity other) {
    return start < other.end && other.start < end;
  }
}
