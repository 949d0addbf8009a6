package dev.sigil.relay.internal;

import java.io.Closeable;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * Closes a provider's event stream that stays silent longer than the connection's timeout, or that
 * is still open at its deadline (the connection's stream timeout, counted from the call), so
 * neither a hung provider nor one that only sends keep-alives or trickles bytes can hold a relay
 * call forever (the provider client's deadline covers only the wait for the answer's headers).
 */
final class StreamGuard implements AutoCloseable {
  /** Why the guard closed the stream. */
  enum Cause {
    SILENCE,
    DEADLINE
  }

  private final Closeable stream;
  private final long idleNanos;
  private final long deadline;
  private volatile long lastActivity = System.nanoTime();
  private volatile @Nullable Cause fired;
  private final ScheduledFuture<?> check;

  /**
   * {@code deadline} is a {@link System#nanoTime()} reading; one already past closes the stream at
   * the first check.
   */
  StreamGuard(Closeable stream, Duration idle, long deadline) {
    this.stream = stream;
    this.idleNanos = idle.toNanos();
    this.deadline = deadline;
    long total = Math.max(0, (deadline - System.nanoTime()) / 1_000_000);
    long period = Math.max(10, Math.min(1000, Math.min(idle.toMillis(), total) / 4));
    this.check =
        RelayTimer.TIMER.scheduleAtFixedRate(this::check, period, period, TimeUnit.MILLISECONDS);
  }

  void touch() {
    lastActivity = System.nanoTime();
  }

  /** Why the stream was closed by the guard, or null when it was not. */
  @Nullable Cause fired() {
    return fired;
  }

  private void check() {
    if (fired != null) {
      return;
    }
    long now = System.nanoTime();
    Cause cause =
        now - deadline >= 0
            ? Cause.DEADLINE
            : now - lastActivity > idleNanos ? Cause.SILENCE : null;
    if (cause == null) {
      return;
    }
    fired = cause;
    try {
      stream.close();
    } catch (IOException e) {
      // closing is all we can do
    }
  }

  @Override
  public void close() {
    check.cancel(false);
  }
}
