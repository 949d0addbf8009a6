package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class WordListTest {
  /** The list answers as the set does for the token's lower case, ASCII or not. */
  @Test
  void answersAsTheSetOfLowerCaseWords() {
    Set<String> words = Set.of("address", "on", "v", "dirección", "straße", "i̇stanbul", "24h");
    WordList list = new WordList(words);
    Scan scan =
        new Scan(
            "Address ADDRESS address addresses On on ON v V DIRECCIÓN Dirección STRASSE Straße"
                + " İstanbul ISTANBUL 24h 24H x Adress");
    for (int t = 0; t < scan.tokenCount(); t++) {
      assertThat(list.contains(scan, t)).as(scan.token(t)).isEqualTo(words.contains(scan.lower(t)));
    }
    assertThat(list.contains(scan, 0)).isTrue();
    assertThat(list.contains(scan, 3)).isFalse();
  }
}
