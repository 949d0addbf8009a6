package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class MapMemoTest {
  @Test
  void answersAsTheMapForKeysThatShareSlots() {
    LongIntMap source = new LongIntMap(64);
    Random random = new Random(5);
    long[] keys = new long[40_000]; // ten times the slots: keys evict each other
    for (int i = 0; i < keys.length; i++) {
      keys[i] = random.nextLong();
      if (i % 3 == 0) {
        source.putOverwrite(keys[i], i + 1);
      }
    }
    CompactMap map = new CompactMap(source);
    MapMemo memo = new MapMemo(map);
    for (int round = 0; round < 3; round++) {
      for (int i = 0; i < 200_000; i++) {
        long key = keys[random.nextInt(i % 2 == 0 ? 100 : keys.length)];
        assertThat(memo.get(key)).isEqualTo(map.get(key, 0));
      }
    }
    assertThat(memo.get(0)).isEqualTo(map.get(0, 0));
  }

  @Test
  void gazetteerWordsAnswerAsTheTable() {
    Gazetteers gaz = Gazetteers.get();
    MapMemo memo = new MapMemo(gaz.words);
    String text =
        "Maria and John went to Paris with maria and JOHN, then to Berlin and Paris again";
    Scan scan = new Scan(text);
    for (int round = 0; round < 2; round++) {
      for (int t = 0; t < scan.tokenCount(); t++) {
        long key = TextHash.word(text, scan.start(t), scan.end(t));
        assertThat(memo.get(key)).isEqualTo(gaz.words.get(key, 0));
      }
    }
  }
}
