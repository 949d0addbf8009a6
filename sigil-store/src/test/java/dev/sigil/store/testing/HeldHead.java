package dev.sigil.store.testing;

import dev.sigil.core.TenantId;
import dev.sigil.store.Stores;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Another transaction holding a tenant's audit head locked, on a thread of its own, until closed:
 * for tests of what a writer does while the head is held.
 */
public final class HeldHead implements AutoCloseable {
  private final CountDownLatch release = new CountDownLatch(1);
  private final Thread holder;

  private HeldHead(Stores stores, TenantId tenant) throws InterruptedException {
    CountDownLatch locked = new CountDownLatch(1);
    holder =
        Thread.ofPlatform()
            .start(
                () ->
                    Writes.write(
                        stores,
                        tx -> {
                          stores.audit().lockHead(tx, tenant);
                          locked.countDown();
                          try {
                            release.await();
                          } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                          }
                        }));
    if (!locked.await(10, TimeUnit.SECONDS)) {
      release.countDown();
      throw new IllegalStateException("the head was not locked within 10 s");
    }
  }

  /** Returns once another transaction holds {@code tenant}'s head. */
  public static HeldHead hold(Stores stores, TenantId tenant) throws InterruptedException {
    return new HeldHead(stores, tenant);
  }

  /** Lets the holding transaction commit, and waits for it. */
  @Override
  public void close() throws InterruptedException {
    release.countDown();
    holder.join();
  }
}
