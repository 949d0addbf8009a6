package dev.sigil.detect.internal;

import java.util.List;

/**
 * A set of one-word entries that a rule asks about every token of a text: a token is looked up in
 * the set only when its key passes the set's bit of {@link Gazetteers#gates} ({@link
 * NameTokens#gates}, read once per token for all such sets), so most tokens cost no cache miss.
 * Immutable after construction.
 */
final class CheckedWords {
  private final LongIntMap words;
  private final int gate;

  /**
   * {@code words}: single words, in any case; their keys are added to {@code gates} as {@code
   * gate}.
   */
  CheckedWords(List<String> words, KeyGates gates, int gate) {
    this.words = new LongIntMap(Math.max(16, words.size()));
    this.gate = gate;
    for (String w : words) {
      long key = TextHash.word(w, 0, w.length());
      this.words.putMax(key, 1);
      gates.add(key, gate);
    }
  }

  /** The bit of {@link Gazetteers#gates} that pre-checks this set. */
  int gate() {
    return gate;
  }

  /** Whether token {@code t} of {@code n} is one of the words, ignoring case. */
  boolean contains(NameTokens n, int t) {
    return (n.gates(t) & gate) != 0 && words.get(n.key(t), 0) != 0;
  }
}
