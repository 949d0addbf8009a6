package dev.sigil.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class RequestIdsTest {
  @Test
  void idsAreVersion7UniqueAndStrictlyIncreasingEvenWithinOneMillisecond() {
    RequestIds ids =
        new RequestIds(Clock.fixed(Instant.ofEpochMilli(1_700_000_000_000L), ZoneOffset.UTC));
    Set<String> seen = new HashSet<>();
    String previous = "";
    for (int i = 0; i < 10_000; i++) {
      String id = ids.next();
      UUID uuid = UUID.fromString(id);
      assertThat(uuid.version()).isEqualTo(7);
      assertThat(uuid.variant()).isEqualTo(2);
      assertThat(seen.add(id)).isTrue();
      assertThat(id).isGreaterThan(previous);
      previous = id;
    }
  }

  @Test
  void timestampIsTheClocks() {
    long millis = 1_700_000_123_456L;
    String id = new RequestIds(Clock.fixed(Instant.ofEpochMilli(millis), ZoneOffset.UTC)).next();
    assertThat(UUID.fromString(id).getMostSignificantBits() >>> 16).isEqualTo(millis);
  }
}
