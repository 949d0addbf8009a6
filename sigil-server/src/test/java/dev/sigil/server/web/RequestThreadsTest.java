package dev.sigil.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Request threads are virtual, reused while idle, and as many as the requests running at once. */
public class RequestThreadsTest {

  @Test
  void anIdleThreadRunsTheNextRequest() throws Exception {
    ExecutorService executor = RequestThreads.create("test-");
    try {
      Thread first = runOn(executor);
      assertThat(first.isVirtual()).isTrue();
      assertThat(first.getName()).startsWith("test-");
      awaitIdle(first);
      assertThat(runOn(executor)).isSameAs(first);
    } finally {
      executor.shutdown();
    }
  }

  /** No bound: requests that all wait at once each get a thread, as with a thread per request. */
  @Test
  void everyWaitingRequestHasAThreadOfItsOwn() throws Exception {
    int requests = 2_000;
    ExecutorService executor = RequestThreads.create("test-");
    CountDownLatch started = new CountDownLatch(requests);
    CountDownLatch release = new CountDownLatch(1);
    Set<Thread> threads = ConcurrentHashMap.newKeySet();
    try {
      for (int i = 0; i < requests; i++) {
        executor.execute(
            () -> {
              threads.add(Thread.currentThread());
              started.countDown();
              try {
                release.await();
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            });
      }
      assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
      assertThat(threads).hasSize(requests).allMatch(Thread::isVirtual);
    } finally {
      release.countDown();
      executor.shutdown();
    }
    assertThat(executor.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
  }

  /** The thread that ran a task on {@code executor}. */
  public static Thread runOn(Executor executor) throws InterruptedException {
    AtomicReference<Thread> ran = new AtomicReference<>();
    CountDownLatch done = new CountDownLatch(1);
    executor.execute(
        () -> {
          ran.set(Thread.currentThread());
          done.countDown();
        });
    assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
    return ran.get();
  }

  /** Waits until {@code thread} waits for its next task. */
  public static void awaitIdle(Thread thread) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (thread.getState() != Thread.State.TIMED_WAITING && System.nanoTime() < deadline) {
      Thread.sleep(1);
    }
    assertThat(thread.getState()).isEqualTo(Thread.State.TIMED_WAITING);
  }
}
