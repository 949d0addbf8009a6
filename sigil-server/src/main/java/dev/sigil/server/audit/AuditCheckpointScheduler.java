package dev.sigil.server.audit;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/** Signs a checkpoint of every log that grew, every interval (SPEC section 9: "or T seconds"). */
public final class AuditCheckpointScheduler implements SmartLifecycle {
  private static final Logger log = LoggerFactory.getLogger(AuditCheckpointScheduler.class);

  private final AuditCheckpoints checkpoints;
  private final Duration every;
  private @Nullable ScheduledExecutorService scheduler;

  public AuditCheckpointScheduler(AuditCheckpoints checkpoints, Duration every) {
    this.checkpoints = checkpoints;
    this.every = every;
  }

  @Override
  public synchronized void start() {
    scheduler =
        Executors.newSingleThreadScheduledExecutor(
            Thread.ofVirtual().name("audit-checkpoints").factory());
    long millis = every.toMillis();
    scheduler.scheduleWithFixedDelay(this::runQuietly, millis, millis, TimeUnit.MILLISECONDS);
  }

  private void runQuietly() {
    try {
      checkpoints.checkpointMovedLogs();
    } catch (RuntimeException e) {
      log.warn("audit checkpointing failed ({}); retrying next period", e.getClass().getName());
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
