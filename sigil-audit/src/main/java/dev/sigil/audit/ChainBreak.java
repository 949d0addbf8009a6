package dev.sigil.audit;

/**
 * The first entry where a chain stops verifying.
 *
 * @param position index of the entry in the sequence given to the verifier (0 for the first), so
 *     the caller can name that row (its request id)
 * @param seq the sequence number stored in that entry
 * @param reason what the verifier concluded
 */
public record ChainBreak(long position, long seq, Reason reason) {

  /**
   * The kinds of break the verifier names; each is a conclusion drawn from one entry and the next.
   */
  public enum Reason {
    /**
     * The stored hash is not the chain hash of the previous hash and this event: the event or its
     * hash was altered (also what a deletion followed by renumbering looks like).
     */
    EDITED,
    /** The sequence number skips ahead: entries before this one were deleted. */
    MISSING,
    /** The sequence number goes back or repeats, or this entry and the next were swapped. */
    REORDERED,
    /** This entry does not chain, but the next one chains from the entry before it. */
    INSERTED
  }
}
