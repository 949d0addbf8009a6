package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StructuredTest {
  private static final Structured.Cues CUES = Structured.Cues.of("card visa", "order invoice");

  private static int cue(String text, String value) {
    int start = text.indexOf(value);
    return Structured.nearestCue(new Scan(text), start, start + value.length(), CUES);
  }

  @Test
  void theNearestCueWordDecides() {
    assertThat(cue("visa 4111, order number 4539", "4539")).isEqualTo(-1);
    assertThat(cue("order 12 paid by card 4539", "4539")).isEqualTo(1);
    assertThat(cue("just 4539 here", "4539")).isZero();
    assertThat(cue("4539 (Visa) please", "4539")).isEqualTo(1);
  }

  @Test
  void cuesDoNotCrossASentenceEndOrALineBreak() {
    assertThat(cue("Thanks for the order! 4539 is it", "4539")).isZero();
    assertThat(cue("card\n4539", "4539")).isZero();
    assertThat(cue("4539. Order soon", "4539")).isZero();
    assertThat(cue("order no. 4539", "4539")).isEqualTo(-1);
  }

  /** An emoji glued to a value ends it, as a space would; a letter of any plane continues it. */
  @Test
  void anEmojiNextToAValueDoesNotGlueIt() {
    String smile = "\uD83D\uDE00";
    assertThat(Structured.gluedRight("4466" + smile, 4)).isFalse();
    assertThat(Structured.gluedLeft(smile + "4466", 2)).isFalse();
    assertThat(Structured.gluedRight("4466\uD835\uDC00", 4)).isTrue(); // mathematical bold A
    Engine engine = new Engine(StructuredRecognizers.all(), java.util.Map.of());
    String text =
        "card 4111 1111 1111 1111"
            + smile
            + " mail bob@example.com"
            + smile
            + " call\uD83D\uDCDE+1 415 555 2671 ip 10.0.0.1"
            + smile;
    assertThat(engine.detect(text, java.util.EnumSet.allOf(dev.sigil.detect.PiiClass.class)))
        .extracting(e -> text.substring(e.start(), e.end()))
        .containsExactly("4111 1111 1111 1111", "bob@example.com", "+1 415 555 2671", "10.0.0.1");
  }

  @Test
  void gluedSpansContinueAWord() {
    assertThat(Structured.gluedLeft("a716-4466", 5)).isTrue();
    assertThat(Structured.gluedLeft("v1.2", 3)).isTrue();
    assertThat(Structured.gluedLeft("no. 4466", 4)).isFalse();
    assertThat(Structured.gluedRight("4466-a716", 4)).isTrue();
    assertThat(Structured.gluedRight("4466. Next", 4)).isFalse();
  }

  @Test
  void luhnAndEntropy() {
    assertThat(Structured.luhn("4111 1111 1111 1111", 0, 19)).isTrue();
    assertThat(Structured.luhn("4111 1111 1111 1112", 0, 19)).isFalse();
    assertThat(Structured.entropy("aaaaaaaa", 0, 8)).isZero();
    assertThat(Structured.entropy("abcdefgh", 0, 8)).isEqualTo(3.0);
  }

  @Test
  void lexiconMatchesWholeTokensIgnoringCase() {
    Lexicon words = new Lexicon("password", "pwd");
    assertThat(words.matches("my PassWord is", 3, 11)).isTrue();
    assertThat(words.matches("pwd", 0, 3)).isTrue();
    assertThat(words.matches("passwords", 0, 9)).isFalse();
    assertThat(words.matches("pw", 0, 2)).isFalse();
    assertThat(words.matches("9wd", 0, 3)).isFalse();
  }
}
