package dev.sigil.core;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.UUID;

/**
 * Generates request ids: UUID version 7 (RFC 9562), so ids sort by creation time and are unique
 * across instances. The random bits come from a CSPRNG; within one millisecond a counter in the
 * random field keeps ids of this generator strictly increasing.
 */
public final class RequestIds {
  private final SecureRandom random = new SecureRandom();
  private final Clock clock;
  private long lastMillis = -1;
  private long sequence;

  public RequestIds(Clock clock) {
    this.clock = clock;
  }

  public RequestIds() {
    this(Clock.systemUTC());
  }

  public synchronized String next() {
    long millis = Math.max(clock.millis(), lastMillis);
    if (millis == lastMillis) {
      sequence++;
      if (sequence > 0xFFF) {
        millis++;
        sequence = random.nextInt(0x800);
      }
    } else {
      sequence = random.nextInt(0x800);
    }
    lastMillis = millis;
    long msb = (millis << 16) | 0x7000L | sequence;
    long lsb = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
    return new UUID(msb, lsb).toString();
  }
}
