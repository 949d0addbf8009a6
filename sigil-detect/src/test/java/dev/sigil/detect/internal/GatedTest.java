package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.eval.Synthetic;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The engine skips a {@link Gated} recognizer on a text without its trigger bits; that is only
 * right if the recognizer, called anyway, finds nothing there. Checked for every gated recognizer
 * of the standard set over seeded chat messages and test texts, including texts written to tempt
 * the number recognizers without a digit.
 */
class GatedTest {

  @Test
  void aGatedRecognizerFindsNothingInATextWithoutItsTriggers() {
    List<String> texts = new ArrayList<>(Synthetic.chatMessages(42, 300_000));
    Random random = new Random(5);
    for (int i = 0; i < 300; i++) {
      texts.add(ChatText.generate(random, 400));
    }
    texts.addAll(
        List.of(
            "call me at five five five, one two three four",
            "card: four one one one, IBAN DE-eighty-nine, SSN nine-nine-nine",
            "Born on the first of May at Baker Street, London",
            "key AKIA... and token eyJhbGciOi without the rest",
            "ｃａｒｄ ４１１１ １１１１ １１１１ １１１１", // full-width digits: not ASCII
            "mac aa:bb:cc:dd:ee:ff and ip ::1 and fe80::"));
    int skipped = 0;
    int found = 0;
    for (Recognizer recognizer : Recognizers.standard()) {
      if (!(recognizer instanceof Gated gated)) {
        continue;
      }
      for (String text : texts) {
        Scan scan = new Scan(text);
        Candidates out = new Candidates();
        recognizer.find(scan, out);
        if (scan.any(gated.needs())) {
          found += out.all().size();
        } else {
          skipped++;
          assertThat(out.all()).as(recognizer.getClass().getSimpleName() + ": " + text).isEmpty();
        }
      }
    }
    assertThat(skipped).isGreaterThan(10_000); // most texts skip most gated recognizers
    assertThat(found).isGreaterThan(100); // and the others find what they are there for
  }
}
