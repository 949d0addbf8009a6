package dev.sigil.relay.internal;

import java.io.Closeable;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Closes a provider's event stream that stays silent longer than the connection's timeout, so a
 * hung provider cannot hold a relay call forever (the JDK client's timeout covers only the wait for
 * the answer's headers).
 */
final class IdleGuard implements AutoCloseable {
  private static final ScheduledExecutorService TIMER =
      Executors.newSingleThreadScheduledExecutor(
          r -> Thread.ofPlatform().daemon().name("relay-idle-guard").unstarted(r));

  private final Closeable stream;
  private final long idleNanos;
  private volatile long lastActivity = System.nanoTime();
  private volatile boolean fired;
  private final ScheduledFuture<?> check;

  IdleGuard(Closeable stream, Duration idle) {
    this.stream = stream;
    this.idleNanos = idle.toNanos();
    long period = Math.max(10, Math.min(1000, idle.toMillis() / 4));
    this.check = TIMER.scheduleAtFixedRate(this::check, period, period, TimeUnit.MILLISECONDS);
  }

  void touch() {
    lastActivity = System.nanoTime();
  }

  /** Whether the stream was closed for silence. */
  boolean fired() {
    return fired;
  }

  private void check() {
    if (!fired && System.nanoTime() - lastActivity > idleNanos) {
      fired = true;
      try {
        stream.close();
      } catch (IOException e) {
        // closing is all we can do
      }
    }
  }

  @Override
  public void close() {
    check.cancel(false);
  }
}
