package dev.sigil.detect.internal;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.zip.GZIPInputStream;

/**
 * The trained token model of the name, place and organisation recognizer: a multinomial logistic
 * regression over {@link NameFeatures}, labels O and B/I of person, location, organisation. Read
 * once from {@code name-model.bin.gz} (written by the test-scope trainer {@code TrainNames}) and
 * shared read-only.
 */
final class NameModel {
  static final int O = 0;
  static final int LABELS = 7;
  static final int MAGIC = 0x53494e4d;

  /**
   * Open addressing, one slot per feature: the key's two halves, then the label weights, side by
   * side so that a lookup touches one cache line (key 0 is stored as 1).
   */
  private static final int STRIDE = 2 + LABELS;

  private final int[] table;
  private final int mask;
  private final LongIntMap rows;
  private final float[] weights;

  /** The entity probability a token needs; the recognizer maps it to the engine's 0.5. */
  final float threshold;

  NameModel(LongIntMap rows, float[] weights, float threshold) {
    this.rows = rows;
    this.weights = weights;
    this.threshold = threshold;
    int cap = Integer.highestOneBit(Math.max(4, rows.size() * 2 - 1)) << 1;
    this.table = new int[cap * STRIDE];
    this.mask = cap - 1;
    rows.forEach(this::place);
  }

  private void place(long key, int row) {
    int i = slot(key);
    while (table[i * STRIDE] != 0 || table[i * STRIDE + 1] != 0) {
      i = (i + 1) & mask;
    }
    int base = i * STRIDE;
    table[base] = (int) (key >>> 32);
    table[base + 1] = (int) key;
    for (int l = 0; l < LABELS; l++) {
      table[base + 2 + l] = Float.floatToRawIntBits(weights[row * LABELS + l]);
    }
  }

  private int slot(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32)) & mask;
  }

  private static final class Holder {
    static final NameModel INSTANCE = load("/dev/sigil/detect/name-model.bin.gz");
  }

  /** This model with another decision threshold (for tuning). */
  NameModel withThreshold(float t) {
    return new NameModel(rows, weights, t);
  }

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
      float threshold = in.readFloat();
      int n = in.readInt();
      LongIntMap rows = new LongIntMap(n);
      float[] weights = new float[n * LABELS];
      for (int r = 0; r < n; r++) {
        rows.putOverwrite(in.readLong(), r);
        for (int l = 0; l < LABELS; l++) {
          weights[r * LABELS + l] = in.readFloat();
        }
      }
      return new NameModel(rows, weights, threshold);
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
   * Fills {@code probs} with the label probabilities of a token with features {@code feats[0, k)};
   * labels that cannot follow {@code prevLabel} (I of another type, or after a break) get 0.
   */
  void probabilities(long[] feats, int k, int prevLabel, boolean joined, double[] probs) {
    double[] s = probs;
    java.util.Arrays.fill(s, 0);
    for (int f = 0; f < k; f++) {
      long key = feats[f] == 0 ? 1 : feats[f];
      int hi = (int) (key >>> 32);
      int lo = (int) key;
      for (int i = slot(key); ; i = (i + 1) & mask) {
        int base = i * STRIDE;
        int h = table[base];
        int l0 = table[base + 1];
        if (h == hi && l0 == lo) {
          for (int l = 0; l < LABELS; l++) {
            s[l] += Float.intBitsToFloat(table[base + 2 + l]);
          }
          break;
        }
        if (h == 0 && l0 == 0) {
          break;
        }
      }
    }
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
