package dev.sigil.detect.eval;

import java.util.ArrayList;
import java.util.List;

/** Builds one synthetic document: literal text and labelled values, recording their spans. */
final class DocBuilder {
  private final StringBuilder text = new StringBuilder();
  private final List<GoldSpan> spans = new ArrayList<>();

  DocBuilder literal(String s) {
    text.append(s);
    return this;
  }

  DocBuilder value(String s, String label) {
    int start = text.length();
    text.append(s);
    spans.add(new GoldSpan(start, text.length(), label));
    return this;
  }

  String text() {
    return text.toString();
  }

  LabelledText build(String id) {
    return new LabelledText(id, text.toString(), spans);
  }
}
