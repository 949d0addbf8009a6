package dev.sigil.detect.internal;

/**
 * A recognizer that finds nothing in a text none of whose tokens has one of its {@link Triggers}
 * bits. The engine reads the bits once and does not call such a recognizer on such a text (most
 * chat messages have no digit, so most of the structured recognizers are not called at all).
 *
 * <p>Contract: {@link #needs} is a necessary condition, as every trigger bit is. {@link
 * Recognizer#find} must still answer correctly (finding nothing) when called on a text without the
 * bits, since tests and tools call recognizers directly.
 */
interface Gated {
  /** The trigger bits of which a text needs at least one token with one. */
  int needs();
}
