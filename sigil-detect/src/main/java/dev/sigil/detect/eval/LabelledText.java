package dev.sigil.detect.eval;

import java.util.List;
import java.util.Objects;

/**
 * One text of a labelled corpus with its gold spans.
 *
 * @param source where the text starts, {@code file:line}, for error reports
 */
public record LabelledText(String source, String text, List<GoldSpan> spans) {
  public LabelledText {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(text, "text");
    spans = List.copyOf(spans);
    for (GoldSpan s : spans) {
      if (s.end() > text.length()) {
        throw new IllegalArgumentException(
            source + ": span [" + s.start() + ", " + s.end() + ") beyond the text's end");
      }
    }
  }
}
