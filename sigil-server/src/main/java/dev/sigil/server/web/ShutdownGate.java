package dev.sigil.server.web;

import dev.sigil.core.ErrorCode;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationListener;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Graceful shutdown that cannot half-write: once shutdown begins (SIGTERM), a request that was not
 * yet admitted is refused with {@code 503} and {@code Connection: close}, even when it arrives on a
 * kept-alive connection; admitted requests run to completion. The gate stops after the web server,
 * and waits for admitted requests before anything (the store) is closed.
 */
final class ShutdownGate extends OncePerRequestFilter
    implements SmartLifecycle, ApplicationListener<ContextClosedEvent> {
  private static final Logger log = LoggerFactory.getLogger(ShutdownGate.class);

  private final ProblemWriter problems;
  private final Duration grace;
  private final AtomicBoolean closing = new AtomicBoolean();
  private final AtomicInteger active = new AtomicInteger();
  private volatile boolean running;

  ShutdownGate(ProblemWriter problems, Duration grace) {
    this.problems = problems;
    this.grace = grace;
  }

  @Override
  protected void doFilterInternal(
      HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    active.incrementAndGet();
    try {
      if (closing.get()) {
        response.setHeader("Connection", "close");
        problems.write(request, response, ErrorCode.UNAVAILABLE, "The service is shutting down.");
        return;
      }
      chain.doFilter(request, response);
    } finally {
      synchronized (active) {
        active.decrementAndGet();
        active.notifyAll();
      }
    }
  }

  @Override
  public void onApplicationEvent(ContextClosedEvent event) {
    closing.set(true);
  }

  @Override
  public void start() {
    running = true;
  }

  /** Runs after the web server stopped: waits for admitted requests, up to the grace period. */
  @Override
  public void stop() {
    closing.set(true);
    long deadline = System.nanoTime() + grace.toNanos();
    synchronized (active) {
      while (active.get() > 0 && System.nanoTime() < deadline) {
        try {
          active.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    if (active.get() > 0) {
      log.warn("{} requests still running after the shutdown grace period", active.get());
    }
    running = false;
  }

  @Override
  public boolean isRunning() {
    return running;
  }

  /** Below the web server's graceful-shutdown and stop phases, so this stops after them. */
  @Override
  public int getPhase() {
    return SmartLifecycle.DEFAULT_PHASE - 4096;
  }
}
