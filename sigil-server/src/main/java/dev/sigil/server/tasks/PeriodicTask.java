package dev.sigil.server.tasks;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;

/**
 * Runs {@code work} every period on a virtual thread, from start to stop of the service. A run that
 * fails is logged by exception class only (messages may quote data) and retried next period.
 */
public final class PeriodicTask implements SmartLifecycle {
  private static final Logger log = LoggerFactory.getLogger(PeriodicTask.class);

  private final String name;
  private final Duration every;
  private final Runnable work;
  private @Nullable ScheduledExecutorService scheduler;

  public PeriodicTask(String name, Duration every, Runnable work) {
    this.name = name;
    this.every = every;
    this.work = work;
  }

  @Override
  public synchronized void start() {
    scheduler = Executors.newSingleThreadScheduledExecutor(Thread.ofVirtual().name(name).factory());
    long millis = every.toMillis();
    scheduler.scheduleWithFixedDelay(this::runQuietly, millis, millis, TimeUnit.MILLISECONDS);
  }

  private void runQuietly() {
    try {
      work.run();
    } catch (RuntimeException e) {
      log.warn("{} failed ({}); retrying next period", name, e.getClass().getName());
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
