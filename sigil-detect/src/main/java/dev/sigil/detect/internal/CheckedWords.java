package dev.sigil.detect.internal;

import java.util.List;

/**
 * A set of one-word entries that a rule asks about every token of a text: a token is looked up in
 * the set only after a hash-free check of its length and letters ({@link WordFilter}) and a one-bit
 * check of its key ({@link KeyFilter}), so most tokens cost neither a hash nor a cache miss.
 * Immutable after construction.
 */
final class CheckedWords {
  private final WordFilter shapes;
  private final KeyFilter keys = new KeyFilter();
  private final LongIntMap words;

  /** {@code words}: single words, in any case. */
  CheckedWords(List<String> words) {
    this.shapes = new WordFilter(words.toArray(String[]::new));
    this.words = new LongIntMap(Math.max(16, words.size()));
    for (String w : words) {
      long key = TextHash.word(w, 0, w.length());
      this.words.putMax(key, 1);
      keys.add(key);
    }
  }

  /** Whether token {@code t} of {@code n} is one of the words, ignoring case. */
  boolean contains(NameTokens n, int t) {
    return shapes.mayContain(n.text, n.scan.start(t), n.scan.end(t))
        && keys.mayContain(n.key(t))
        && words.get(n.key(t), 0) != 0;
  }
}
