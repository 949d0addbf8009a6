package dev.sigil.detect.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Mangled input makes the readers fail with a format error or succeed, never anything else. */
class ReaderFuzzTest {
  private static final String ALPHABET = "{}[]\",:\\/ \n\t\rtrue-0123456789.eE+ubfnrax\u00e9\uD83D";

  private static String mangle(String valid, Random rng) {
    StringBuilder b = new StringBuilder(valid);
    int edits = 1 + rng.nextInt(4);
    for (int i = 0; i < edits && !b.isEmpty(); i++) {
      int at = rng.nextInt(b.length());
      switch (rng.nextInt(3)) {
        case 0 -> b.deleteCharAt(at);
        case 1 -> b.insert(at, ALPHABET.charAt(rng.nextInt(ALPHABET.length())));
        default -> b.setLength(at);
      }
    }
    return b.toString();
  }

  @Test
  void mangledJsonFailsCleanly() {
    List<LabelledText> docs = Synthetic.generate(false, 3, 20);
    StringBuilder valid = new StringBuilder();
    docs.forEach(d -> valid.append(Synthetic.toJsonLine(d)).append('\n'));
    Random rng = new Random(42);
    int failed = 0;
    for (int i = 0; i < 3000; i++) {
      String input =
          mangle(
              i % 2 == 0 ? valid.toString() : "[" + valid.toString().replace("}\n{", "},{") + "]",
              rng);
      try {
        JsonSpanReader.parse("f", input);
      } catch (CorpusFormatException e) {
        assertThat(e.getMessage()).startsWith("f:");
        failed++;
      }
    }
    assertThat(failed).isGreaterThan(1000);
  }

  @Test
  void mangledConllFailsCleanly() {
    String valid = "-DOCSTART- O\n\nAnn\tB-PER\nLee\tI-PER\nin\tO\nRome\tS-LOC\n\nHi O\n";
    Random rng = new Random(43);
    for (int i = 0; i < 3000; i++) {
      String input = mangle(valid, rng);
      try {
        for (LabelledText t : ConllReader.parse("f", input)) {
          t.spans().forEach(s -> assertThat(s.end()).isLessThanOrEqualTo(t.text().length()));
        }
      } catch (CorpusFormatException e) {
        assertThat(e.getMessage()).startsWith("f:");
      }
    }
  }
}
