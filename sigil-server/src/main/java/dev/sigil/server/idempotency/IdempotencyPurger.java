package dev.sigil.server.idempotency;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/** Deletes expired idempotency entries in the background, in batches, every period. */
public final class IdempotencyPurger implements SmartLifecycle {
  private static final Logger log = LoggerFactory.getLogger(IdempotencyPurger.class);
  private static final int BATCH = 1000;

  private final Idempotency idempotency;
  private final Duration every;
  private @Nullable ScheduledExecutorService scheduler;

  public IdempotencyPurger(Idempotency idempotency, Duration every) {
    this.idempotency = idempotency;
    this.every = every;
  }

  /** Purges until no expired entry is left; answers how many were deleted. */
  public int purgeNow() {
    int total = 0;
    int deleted;
    do {
      deleted = idempotency.purgeExpired(BATCH);
      total += deleted;
    } while (deleted == BATCH);
    return total;
  }

  @Override
  public synchronized void start() {
    scheduler =
        Executors.newSingleThreadScheduledExecutor(
            Thread.ofVirtual().name("idempotency-purger").factory());
    long millis = every.toMillis();
    scheduler.scheduleWithFixedDelay(this::purgeQuietly, millis, millis, TimeUnit.MILLISECONDS);
  }

  private void purgeQuietly() {
    try {
      int deleted = purgeNow();
      if (deleted > 0) {
        log.info("purged {} expired idempotency entries", deleted);
      }
    } catch (RuntimeException e) {
      log.warn("idempotency purge failed ({}); retrying next period", e.getClass().getName());
    }
  }

  @Override
  public synchronized void stop() {
    if (scheduler != null) {
      scheduler.shutdownNow();
      scheduler = null;
    }
  }

  @Override
  public synchronized boolean isRunning() {
    return scheduler != null;
  }
}
