package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class LexiconTest {
  /** The in-place comparison answers as {@code regionMatches} with case ignored, for any chars. */
  @Test
  void regionMatchesIgnoreCaseAnswersAsRegionMatches() {
    char[] chars = {
      'k', 'K', 'e', 'E', 'y', 'Y', '_', '@', '[', '`', '{', '1', '\u212a', '\u0130', '\u0131',
      '\u017f', '\u00e9', '\u00c9'
    };
    String[] words = {"key", "kEy", "ke_y", "k\u00e9y", "sk"};
    Random random = new Random(9);
    for (int round = 0; round < 50_000; round++) {
      StringBuilder b = new StringBuilder();
      int length = 1 + random.nextInt(5);
      for (int i = 0; i < length; i++) {
        b.append(chars[random.nextInt(chars.length)]);
      }
      String s = b.toString();
      String w = words[random.nextInt(words.length)];
      int from = random.nextInt(s.length());
      int wFrom = random.nextInt(w.length());
      int len = random.nextInt(Math.min(s.length() - from, w.length() - wFrom) + 1);
      assertThat(Lexicon.regionMatchesIgnoreCase(s, from, w, wFrom, len))
          .as(s + " " + w + " " + from + " " + wFrom + " " + len)
          .isEqualTo(s.regionMatches(true, from, w, wFrom, len));
    }
  }

  @Test
  void matchesWordsInAnyCase() {
    Lexicon words = new Lexicon("password", "pwd", "key");
    String text = "Password PWD pWd Key keys passwort \u212aey";
    assertThat(words.matches(text, 0, 8)).isTrue();
    assertThat(words.matches(text, 9, 12)).isTrue();
    assertThat(words.matches(text, 13, 16)).isTrue();
    assertThat(words.matches(text, 17, 20)).isTrue();
    assertThat(words.matches(text, 21, 25)).isFalse();
    assertThat(words.matches(text, 26, 34)).isFalse();
  }
}
