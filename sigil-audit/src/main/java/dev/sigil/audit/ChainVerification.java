package dev.sigil.audit;

import org.jspecify.annotations.Nullable;

/**
 * The outcome of {@link HashChain#verify}.
 *
 * @param events how many entries verified, before the break if there is one
 * @param head the stored hash of the last verified entry (the starting hash if none verified)
 * @param firstBroken the first entry that does not verify, or {@code null} if all did
 */
public record ChainVerification(long events, byte[] head, @Nullable ChainBreak firstBroken) {

  /**
   * Whether every entry verified. A valid chain may still be truncated at its end: compare {@link
   * #events} and {@link #head} with a signed checkpoint.
   */
  public boolean valid() {
    return firstBroken == null;
  }
}
