package dev.sigil.server.idempotency;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Deletes expired idempotency entries, in batches (run periodically by a PeriodicTask). */
public final class IdempotencyPurger {
  private static final Logger log = LoggerFactory.getLogger(IdempotencyPurger.class);
  private static final int BATCH = 1000;

  private final Idempotency idempotency;

  public IdempotencyPurger(Idempotency idempotency) {
    this.idempotency = idempotency;
  }

  /** Purges until no expired entry is left; answers how many were deleted. */
  public int purgeNow() {
    int total = 0;
    int deleted;
    do {
      deleted = idempotency.purgeExpired(BATCH);
      total += deleted;
    } while (deleted == BATCH);
    if (total > 0) {
      log.info("purged {} expired idempotency entries", total);
    }
    return total;
  }
}
