package dev.sigil.relay.internal;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The relay's one timer thread: provider calls' deadlines ({@link Upstream}) and streams' checks
 * ({@link StreamGuard}). Its tasks only cancel or close, never block. A cancelled task leaves the
 * queue at once, so a call that ends early leaves nothing behind until its deadline.
 *
 * <p>A task that does nothing runs every {@link #KEEPER_MILLIS} and so is nearly always the first
 * in the queue. The executor wakes its thread when a new task goes to the head of the queue; a
 * call's deadline, seconds away, then never does, where without it every call of an idle relay (its
 * queue empty) woke the timer thread: a signal and a context switch on the request's path.
 */
final class RelayTimer {
  private static final long KEEPER_MILLIS = 250;

  static final ScheduledThreadPoolExecutor TIMER = timer();

  private RelayTimer() {}

  private static ScheduledThreadPoolExecutor timer() {
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(
            1, r -> Thread.ofPlatform().daemon().name("relay-timer").unstarted(r));
    timer.setRemoveOnCancelPolicy(true);
    timer.scheduleAtFixedRate(() -> {}, KEEPER_MILLIS, KEEPER_MILLIS, TimeUnit.MILLISECONDS);
    return timer;
  }
}
