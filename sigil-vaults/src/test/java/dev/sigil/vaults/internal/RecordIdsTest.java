package dev.sigil.vaults.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RecordIdsTest {
  private static final Instant T = Instant.parse("2026-11-26T10:15:30.123Z");

  @Test
  void anIdIsTheMillisecondsThenEightyRandomBits() {
    String id = new RecordIds(Clock.fixed(T, ZoneOffset.UTC)).next();
    assertThat(id).matches("rec_[0-9a-f]{32}");
    assertThat(Long.parseLong(id.substring(4, 16), 16)).isEqualTo(T.toEpochMilli());
  }

  @Test
  void idsMadeLaterSortLaterAndIdsOfOneMillisecondDiffer() {
    List<String> ids = new ArrayList<>();
    for (int ms = 0; ms < 50; ms++) {
      RecordIds sameMillisecond = new RecordIds(Clock.fixed(T.plusMillis(ms), ZoneOffset.UTC));
      ids.add(sameMillisecond.next());
      ids.add(sameMillisecond.next());
    }
    Set<String> distinct = new HashSet<>(ids);
    assertThat(distinct).hasSize(ids.size());
    for (int i = 2; i < ids.size(); i++) {
      assertThat(ids.get(i)).isGreaterThan(ids.get(i - 2)); // a later millisecond sorts later
    }
    // the 80 random bits of two ids of one millisecond are not the same bits
    assertThat(ids.get(0).substring(16)).isNotEqualTo(ids.get(1).substring(16));
  }
}
