package dev.sigil.detect.internal;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Objects;
import java.util.zip.GZIPInputStream;
import org.jspecify.annotations.Nullable;

/**
 * The trained token model of the name, place and organisation recognizer: a multinomial logistic
 * regression over {@link NameFeatures}, labels O and B/I of person, location, organisation. Read
 * once from {@code name-model.bin.gz} (written by the test-scope trainer {@code TrainNames}) and
 * shared read-only.
 */
final class NameModel {
  static final int O = 0;
  static final int LABELS = 7;
  static final int MAGIC = 0x53494e32;

  /**
   * Open addressing over two parallel tables: per slot a 32-bit fingerprint of the key (0 marks an
   * empty slot) in {@link #fingerprints}, and the seven label weights as 16-bit fixed point, two
   * per int, in four ints of {@link #packed}. Probing reads only the small fingerprint table (64
   * KB), which stays in the cache; the weights' line is read for a feature the model has, and never
   * straddles two lines. About half the context and word features of a token are unknown to the
   * model, and used to probe through the weights as well.
   */
  private static final int STRIDE = 4;

  private static final float SCALE = 4096f;

  private final int[] fingerprints;
  private final int[] packed;
  private final int mask;
  private final LongIntMap rows;
  private final float[] weights;

  /** The entity probability a token needs to be tagged (the lowest of the type thresholds). */
  final float threshold;

  /**
   * Per entity type (1 person, 2 location, 3 organisation), the mean probability a span needs; the
   * recognizer maps it to the engine's 0.5. Index 0 is {@link #threshold}.
   */
  private final float[] thresholds;

  /**
   * The feature templates of {@link NameFeatures} whose values lie in a small range: {template,
   * lowest, highest}. Their table slots are looked up once per value when the model is built, so
   * such a feature costs an array read instead of a hash and a probe; values outside the range (and
   * every other template) are hashed as usual. The slots are the same either way.
   */
  private static final int[][] SMALL_TEMPLATES = {
    {1, 1, 1}, {3, 0, 304}, {10, 0, 554}, {11, 0, 511}, {12, -128, 127}, {13, 0, 221},
    {14, 0, 1051}, {15, 0, 26}, {24, 0, 66}, {25, -1, 511}, {26, -1, 511}, {30, -11, 55},
    {31, -1, 5}, {32, -128, 127}, {33, -128, 127}, {34, 0, 1}, {41, 0, 709}, {42, 0, 6511}
  };

  /**
   * Per small template, the packed weights of each value from its lowest (four ints per value, as
   * in {@link #packed}; zeros for a feature the model lacks): small dense arrays that stay in the
   * cache, where the slots of the hashed table are spread over all of it.
   */
  private final int[][] direct = new int[43][];

  private final int[] directLowest = new int[43];

  NameModel(LongIntMap rows, float[] weights, float[] thresholds) {
    this.rows = rows;
    this.weights = weights;
    this.thresholds = thresholds.clone();
    this.threshold = thresholds[0];
    int cap = Integer.highestOneBit(Math.max(4, rows.size() * 3 / 2)) << 1;
    this.fingerprints = new int[cap];
    this.packed = new int[cap * STRIDE];
    this.mask = cap - 1;
    rows.forEach(this::place);
    for (int[] range : SMALL_TEMPLATES) {
      int[] values = new int[(range[2] - range[1] + 1) * 4];
      for (int v = range[1]; v <= range[2]; v++) {
        int base = base(TextHash.feature(range[0], v));
        if (base >= 0) {
          System.arraycopy(packed, base, values, (v - range[1]) * 4, 4);
        }
      }
      direct[range[0]] = values;
      directLowest[range[0]] = range[1];
    }
  }

  private static int fingerprint(long key) {
    int f = (int) (key ^ (key >>> 32));
    return f == 0 ? 1 : f;
  }

  private static int fixed(float w) {
    return Math.round(Math.max(-32767, Math.min(32767, w * SCALE))) & 0xffff;
  }

  private void place(long key, int row) {
    int i = slot(key);
    while (fingerprints[i] != 0) {
      i = (i + 1) & mask;
    }
    fingerprints[i] = fingerprint(key);
    int base = i * STRIDE;
    int w = row * LABELS;
    packed[base] = fixed(weights[w]) << 16 | fixed(weights[w + 1]);
    packed[base + 1] = fixed(weights[w + 2]) << 16 | fixed(weights[w + 3]);
    packed[base + 2] = fixed(weights[w + 4]) << 16 | fixed(weights[w + 5]);
    packed[base + 3] = fixed(weights[w + 6]) << 16;
  }

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 40) & mask;
  }

  /** This model with one decision threshold for every type (for tuning). */
  NameModel withThreshold(float t) {
    return new NameModel(rows, weights, new float[] {t, t, t, t});
  }

  /** The span threshold of entity type {@code type} (1..3). */
  float threshold(int type) {
    return thresholds[type];
  }

  private static final class Holder {
    static final NameModel INSTANCE = load("/dev/sigil/detect/name-model.bin.gz");
  }

  /** The shared model (loaded on first use; class initialisation makes it thread-safe). */
  static NameModel get() {
    return Holder.INSTANCE;
  }

  static NameModel load(String resource) {
    try (InputStream raw = NameModel.class.getResourceAsStream(resource)) {
      if (raw == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return read(raw, resource);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + resource, e);
    }
  }

  /** Reads the model format that {@code TrainNames} writes. */
  static NameModel read(InputStream raw, String name) throws IOException {
    {
      DataInputStream in =
          new DataInputStream(new BufferedInputStream(new GZIPInputStream(raw, 1 << 16)));
      if (in.readInt() != MAGIC || in.readInt() != LABELS) {
        throw new IllegalStateException("not a name model: " + name);
      }
      float[] thresholds = new float[4];
      for (int i = 0; i < 4; i++) {
        thresholds[i] = in.readFloat();
      }
      int n = in.readInt();
      LongIntMap rows = new LongIntMap(n);
      float[] weights = new float[n * LABELS];
      for (int r = 0; r < n; r++) {
        rows.putOverwrite(in.readLong(), r);
        for (int l = 0; l < LABELS; l++) {
          weights[r * LABELS + l] = in.readFloat();
        }
      }
      return new NameModel(rows, weights, thresholds);
    }
  }

  /** The entity type of a label: 0 none, 1 person, 2 location, 3 organisation. */
  static int type(int label) {
    return (label + 1) / 2;
  }

  static boolean inside(int label) {
    return label != O && label % 2 == 0;
  }

  /**
   * The index in {@link #packed} of feature {@code key}'s weights, or -1 when the model lacks it.
   */
  private int base(long feature) {
    long key = feature == 0 ? 1 : feature;
    int fp = fingerprint(key);
    for (int j = slot(key); ; j = (j + 1) & mask) {
      int found = fingerprints[j];
      if (found == fp) {
        return j * STRIDE;
      }
      if (found == 0) {
        return -1;
      }
    }
  }

  /**
   * The summed weights of one token's features, added as {@link NameFeatures} gives them (no
   * buffer, no hashing for the templates of small range). One per thread, reused.
   */
  static final class Scores implements NameFeatures.Sink {
    private @Nullable NameModel model;
    private int a;
    private int b;
    private int c;
    private int d;
    private int e;
    private int f;
    private int g;

    /** Starts a token's sums for {@code model}. */
    void reset(NameModel model) {
      this.model = model;
      a = b = c = d = e = f = g = 0;
    }

    @Override
    public void add(int template, long value) {
      NameModel m = Objects.requireNonNull(model);
      int[] packed = template < m.direct.length ? m.direct[template] : null;
      if (packed != null) {
        long i = value - m.directLowest[template];
        if (i >= 0 && i < packed.length / 4) {
          add(packed, (int) i * 4);
          return;
        }
      }
      int base = m.base(TextHash.feature(template, value));
      if (base >= 0) {
        add(m.packed, base);
      }
    }

    /** Adds the packed weights at {@code weights[at, at + 4)}. */
    void add(int[] weights, int at) {
      int x = weights[at];
      int y = weights[at + 1];
      int z = weights[at + 2];
      a += x >> 16;
      b += (short) x;
      c += y >> 16;
      d += (short) y;
      e += z >> 16;
      f += (short) z;
      g += weights[at + 3] >> 16;
    }
  }

  /**
   * Fills {@code probs} with the label probabilities of a token with features {@code feats[0, k)};
   * labels that cannot follow {@code prevLabel} (I of another type, or after a break) get 0.
   */
  void probabilities(long[] feats, int k, int prevLabel, boolean joined, double[] probs) {
    Scores scores = new Scores();
    scores.reset(this);
    for (int i = 0; i < k; i++) {
      int base = base(feats[i]);
      if (base >= 0) {
        scores.add(packed, base);
      }
    }
    probabilities(scores, prevLabel, joined, probs);
  }

  /** {@link #probabilities(long[], int, int, boolean, double[])} of features summed already. */
  void probabilities(Scores scores, int prevLabel, boolean joined, double[] probs) {
    double[] s = probs;
    s[0] = scores.a / SCALE;
    s[1] = scores.b / SCALE;
    s[2] = scores.c / SCALE;
    s[3] = scores.d / SCALE;
    s[4] = scores.e / SCALE;
    s[5] = scores.f / SCALE;
    s[6] = scores.g / SCALE;
    softmax(s, prevLabel, joined);
  }

  static void softmax(double[] s, int prevLabel, boolean joined) {
    double max = Double.NEGATIVE_INFINITY;
    for (int l = 0; l < LABELS; l++) {
      if (allowed(l, prevLabel, joined)) {
        max = Math.max(max, s[l]);
      }
    }
    double sum = 0;
    for (int l = 0; l < LABELS; l++) {
      s[l] = allowed(l, prevLabel, joined) ? Math.exp(s[l] - max) : 0;
      sum += s[l];
    }
    for (int l = 0; l < LABELS; l++) {
      s[l] /= sum;
    }
  }

  static boolean allowed(int label, int prevLabel, boolean joined) {
    return !inside(label) || joined && prevLabel != O && type(prevLabel) == type(label);
  }
}
