package dev.sigil.detect.internal;

/**
 * The summed weights of the word features of candidate tokens ({@link NameFeatures#wordFeatures}),
 * kept per distinct word so that a word seen before costs one probe of a small table instead of two
 * lookups in the model's large one and four in its dense tables. Chat repeats its capitalised words
 * (the benchmark's corpus: 37,000 of them, 2,700 distinct). An entry is used only when the word's
 * key, {@link NameFeatures#form} and {@link NameFeatures#suffix} all equal the ones it was made
 * from, and the word features are a function of these three (and of the model and gazetteers, whose
 * change empties the table), so the sums are exactly what scoring the features gives: the weights
 * are integers. Direct-mapped, a new word replaces the one in its slot. About 100 KB. Not
 * thread-safe; one per thread, kept across calls.
 */
final class WordScores {
  static final int SLOTS = 2048;

  private static final int MASK = SLOTS - 1;

  private final long[] keys = new long[SLOTS]; // 0: empty (word keys are never 0)
  private final long[] suffixes = new long[SLOTS];
  private final int[] forms = new int[SLOTS];
  private final int[] sums = new int[SLOTS * NameModel.LABELS];
  private final NameModel.Scores scratch = new NameModel.Scores();
  private NameModel model;
  private Gazetteers gaz;

  WordScores(NameModel model, Gazetteers gaz) {
    this.model = model;
    this.gaz = gaz;
  }

  /** Adds the word features of token {@code t} to {@code scores} (made for {@code n}'s model). */
  void add(NameTokens n, int t, NameModel.Scores scores) {
    long key = n.key(t);
    int form = NameFeatures.form(n, t);
    long suffix = NameFeatures.suffix(n, t);
    int i = slot(key);
    if (keys[i] != key || forms[i] != form || suffixes[i] != suffix) {
      NameModel.Scores s = scratch;
      s.reset(model);
      NameFeatures.wordFeatures(n, t, s, key, form, suffix);
      s.copyTo(sums, i * NameModel.LABELS);
      keys[i] = key;
      forms[i] = form;
      suffixes[i] = suffix;
    }
    scores.addSums(sums, i * NameModel.LABELS);
  }

  /** Empties the table unless it was made for this model and these gazetteers. */
  WordScores use(NameModel model, Gazetteers gaz) {
    if (model != this.model || gaz != this.gaz) {
      java.util.Arrays.fill(keys, 0);
      this.model = model;
      this.gaz = gaz;
    }
    return this;
  }

  private static int slot(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> 52) & MASK;
  }
}
