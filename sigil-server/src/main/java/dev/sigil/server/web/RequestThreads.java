package dev.sigil.server.web;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The request threads of a port: virtual threads, reused while idle. A new virtual thread per
 * request starts every request with empty thread-locals, and the libraries on the request path
 * cache per thread what is costly to make: Tink a {@code SecureRandom}, and a {@code Cipher} and a
 * keyed {@code Mac} per primitive. So every request made them again (docs/benchmarks.md, tokens,
 * stop 16). A reused thread keeps them, as a pool of platform threads does.
 *
 * <p>Nothing else changes: a task runs on an idle thread if there is one and on a new virtual
 * thread otherwise, with no bound on how many run at once, so a slow provider or client still holds
 * no thread another request needs. A thread idle for {@link #KEEP_ALIVE_SECONDS} ends. What a
 * request leaves in thread-locals is what a platform thread pool would leave: Tomcat and Spring
 * clear their request state, and so does the service (the request id in the logging context, the
 * store's transaction); the detector's per-thread scratch holds numbers only.
 */
final class RequestThreads {
  static final long KEEP_ALIVE_SECONDS = 60;

  private RequestThreads() {}

  /** A new executor whose threads are named {@code prefix} and a number. */
  static ExecutorService create(String prefix) {
    return new ThreadPoolExecutor(
        0,
        Integer.MAX_VALUE,
        KEEP_ALIVE_SECONDS,
        TimeUnit.SECONDS,
        new SynchronousQueue<>(),
        Thread.ofVirtual().name(prefix, 0).factory());
  }
}
