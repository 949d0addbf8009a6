package dev.sigil.relay.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The guard closes a stream for silence, and a stream that is never silent at its deadline. */
class StreamGuardTest {
  @Test
  void aStreamThatIsNeverSilentIsClosedAtItsDeadline() throws Exception {
    CountDownLatch closed = new CountDownLatch(1);
    long started = System.nanoTime();
    long deadline = started + Duration.ofMillis(300).toNanos();
    // a silence limit far above any pause a loaded host makes between two touches
    try (StreamGuard guard = new StreamGuard(closed::countDown, Duration.ofSeconds(5), deadline)) {
      while (closed.getCount() > 0 && System.nanoTime() - started < 5_000_000_000L) {
        guard.touch(); // a keep-alive, all the time
        Thread.sleep(5);
      }
      assertThat(closed.getCount()).isZero();
      assertThat(guard.fired()).isEqualTo(StreamGuard.Cause.DEADLINE);
      assertThat(System.nanoTime() - started).isGreaterThanOrEqualTo(300_000_000L);
    }
  }

  @Test
  void aSilentStreamIsClosedForItsSilence() throws Exception {
    CountDownLatch closed = new CountDownLatch(1);
    long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
    try (StreamGuard guard = new StreamGuard(closed::countDown, Duration.ofMillis(100), deadline)) {
      assertThat(closed.await(5, TimeUnit.SECONDS)).isTrue();
      assertThat(guard.fired()).isEqualTo(StreamGuard.Cause.SILENCE);
    }
  }

  @Test
  void aStreamThatEndsInTimeIsNotClosed() throws Exception {
    CountDownLatch closed = new CountDownLatch(1);
    long deadline = System.nanoTime() + Duration.ofMinutes(10).toNanos();
    try (StreamGuard guard = new StreamGuard(closed::countDown, Duration.ofSeconds(10), deadline)) {
      assertThat(closed.await(100, TimeUnit.MILLISECONDS)).isFalse();
      assertThat(guard.fired()).isNull();
    }
  }
}
