package dev.sigil.relay.internal;

import org.jspecify.annotations.Nullable;

/**
 * The deadline of the provider call running on this thread. HttpClient's classic client looks the
 * provider's host up and connects to it on the thread that sends the request, and gives neither
 * step the call's context; so the deadline travels with the thread: {@link Upstream} sets it for
 * the length of a call, {@link UpstreamResolver} and {@link DeadlineSocket} read it.
 */
final class CallDeadline {
  /** The {@link System#nanoTime()} reading by which the call on this thread must be done. */
  private static final ThreadLocal<@Nullable Long> DUE = new ThreadLocal<>();

  private CallDeadline() {}

  static void set(long due) {
    DUE.set(due);
  }

  static void clear() {
    DUE.remove();
  }

  /**
   * The nanoseconds left until the call on this thread is due (none left: zero or less), or null
   * when no call on this thread has a deadline.
   */
  static @Nullable Long nanosLeft() {
    Long due = DUE.get();
    return due == null ? null : due - System.nanoTime();
  }
}
