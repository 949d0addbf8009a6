package dev.sigil.relay.internal;

import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * The relay's one timer thread: provider calls' deadlines ({@link Upstream}) and streams' checks
 * ({@link StreamGuard}). Its tasks only cancel or close, never block. A cancelled task leaves the
 * queue at once, so a call that ends early leaves nothing behind until its deadline.
 */
final class RelayTimer {
  static final ScheduledThreadPoolExecutor TIMER = timer();

  private RelayTimer() {}

  private static ScheduledThreadPoolExecutor timer() {
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(
            1, r -> Thread.ofPlatform().daemon().name("relay-timer").unstarted(r));
    timer.setRemoveOnCancelPolicy(true);
    return timer;
  }
}
