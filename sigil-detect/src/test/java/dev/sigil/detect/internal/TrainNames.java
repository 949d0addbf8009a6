package dev.sigil.detect.internal;

import dev.sigil.detect.internal.NerCorpus.Doc;
import dev.sigil.detect.internal.NerCorpus.Gold;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.zip.GZIPOutputStream;

/**
 * Trains the name model ({@code name-model.bin.gz}): multinomial logistic regression by AdaGrad
 * over the features of {@link NameFeatures}, the previous label taken from the gold labels. Data:
 * WNUT-17 train, Broad Twitter Corpus sections a, g (b for tuning, then also for training), and
 * generated template sentences (seeded); WNUT-17 dev, BTC e and h and the held-out templates are
 * never read here. The span thresholds (one per type, each for its exact-span F2) are tuned on BTC
 * section b and a generated tuning set with a model trained without them, then the final model is
 * trained on everything. Run by {@code sigil-detect/train-names.sh}.
 */
final class TrainNames {
  static final long SEED = 20261126L;
  static final int EPOCHS = 6;
  static final int MIN_COUNT = Integer.getInteger("names.minCount", 5);

  /** Features whose largest weight is below this are dropped (a smaller table is faster). */
  static final float PRUNE = Float.parseFloat(System.getProperty("names.prune", "0.02"));

  record Example(int[] rows, int label, int prev, boolean joined) {}

  public static void main(String[] args) throws IOException {
    Path data = Path.of(args.length > 0 ? args[0] : "/work/shared/data");
    Path out =
        Path.of(
            args.length > 1 ? args[1] : "src/main/resources/dev/sigil/detect/name-model.bin.gz");
    Path ner = data.resolve("ner-dev");
    List<Doc> base = new ArrayList<>();
    base.addAll(NerCorpus.read(ner.resolve("wnut17/wnut17train.conll")));
    base.addAll(NerCorpus.read(ner.resolve("btc/a.conll")));
    base.addAll(NerCorpus.read(ner.resolve("btc/g.conll")));
    NameTemplates templates = new NameTemplates(SEED);
    base.addAll(templates.generate(12_000, false));
    List<Doc> tune = new ArrayList<>(NerCorpus.read(ner.resolve("btc/b.conll")));
    tune.addAll(templates.generate(1_500, false));

    Trained first = train(base, new float[] {0.3f, 0.3f, 0.3f, 0.3f});
    float[] threshold = tuneThresholds(first, tune);
    List<Doc> all = new ArrayList<>(base);
    all.addAll(tune);
    Trained last = train(all, threshold);
    write(last, out);
    System.out.printf(
        Locale.ROOT,
        "wrote %s: %d rows, thresholds %s%n",
        out,
        last.keys.length,
        java.util.Arrays.toString(threshold));
  }

  /**
   * Per type, the threshold with the best exact-span F2 on the tuning set (a higher one only when
   * it gains more than 0.003, since F2 leans to recall); index 0, the tagging threshold, is the
   * lowest of them.
   */
  static float[] tuneThresholds(Trained t, List<Doc> tune) {
    float[] best = {0, 0.5f, 0.5f, 0.5f};
    double[] bestF2 = {0, -1, -1, -1};
    for (float th = 0.1f; th < 0.71f; th += 0.05f) {
      NameModel m = t.model().withThreshold(th);
      NameScoring s = NameScoring.score(tune, text -> tagged(m, text));
      System.out.printf(
          Locale.ROOT,
          "threshold %.2f: name F2 %.3f, location %.3f, organization %.3f%n",
          th,
          s.exactF2(1),
          s.exactF2(2),
          s.exactF2(3));
      for (int type = 1; type <= 3; type++) {
        // lean to recall: a higher threshold must beat the best so far by a clear margin
        if (s.exactF2(type) > bestF2[type] + 0.003) {
          bestF2[type] = s.exactF2(type);
          best[type] = th;
        }
      }
    }
    best[0] = Math.min(best[1], Math.min(best[2], best[3]));
    return best;
  }

  static List<Gold> tagged(NameModel m, String text) {
    Scan scan = new Scan(text);
    NameTokens n = new NameTokens(scan, Gazetteers.get());
    List<Gold> out = new ArrayList<>();
    EntityTagger.tag(n, m, (f, l, type, p) -> out.add(new Gold(scan.start(f), scan.end(l), type)));
    return out;
  }

  /** A trained model in the trainer's form. */
  record Trained(long[] keys, float[] weights, float[] threshold) {
    NameModel model() {
      LongIntMap rows = new LongIntMap(keys.length);
      for (int i = 0; i < keys.length; i++) {
        rows.putOverwrite(keys[i], i);
      }
      return new NameModel(rows, weights, threshold);
    }
  }

  static Trained train(List<Doc> docs, float[] threshold) {
    LongIntMap index = new LongIntMap(1 << 18);
    List<long[]> raw = new ArrayList<>();
    List<int[]> labels = new ArrayList<>();
    for (Doc d : docs) {
      examples(d, raw, labels);
    }
    LongIntMap counts = new LongIntMap(1 << 18);
    for (long[] f : raw) {
      for (long k : f) {
        counts.putOverwrite(k, counts.get(k, 0) + 1);
      }
    }
    List<Long> keyList = new ArrayList<>();
    List<Example> examples = new ArrayList<>();
    for (int i = 0; i < raw.size(); i++) {
      long[] f = raw.get(i);
      int[] rows = new int[f.length];
      int k = 0;
      for (long key : f) {
        if (counts.get(key, 0) >= MIN_COUNT) {
          int r = index.get(key, -1);
          if (r < 0) {
            r = keyList.size();
            keyList.add(key);
            index.putOverwrite(key, r);
          }
          rows[k++] = r;
        }
      }
      int[] y = labels.get(i);
      examples.add(new Example(java.util.Arrays.copyOf(rows, k), y[0], y[1], y[2] == 1));
    }
    float[] w = adagrad(examples, keyList.size());
    long[] keys = keyList.stream().mapToLong(Long::longValue).toArray();
    System.out.printf(
        Locale.ROOT,
        "trained on %d docs, %d examples, %d features%n",
        docs.size(),
        examples.size(),
        keys.length);
    return prune(keys, w, threshold);
  }

  /** Adds the candidate tokens of one document, with gold labels and gold previous labels. */
  static void examples(Doc d, List<long[]> out, List<int[]> labels) {
    Scan scan = new Scan(d.text());
    NameTokens n = new NameTokens(scan, Gazetteers.get());
    int[] gold = goldLabels(scan, d.gold());
    long[] buf = new long[NameFeatures.MAX];
    int prev = NameModel.O;
    for (int t = 0; t < n.count; t++) {
      if (!NameFeatures.candidate(n, t)) {
        prev = NameModel.O;
        continue;
      }
      EntityTagger.prepare(n, t);
      int label = gold[t];
      boolean joined = EntityTagger.joined(n, t, prev);
      if (NameModel.inside(label) && !NameModel.allowed(label, prev, joined)) {
        label -= 1; // an I- that cannot continue (e.g. after a comma) becomes B-
      }
      int k = NameFeatures.extract(n, t, buf);
      k = NameFeatures.withLabel(n, t, prev, buf, k);
      out.add(java.util.Arrays.copyOf(buf, k));
      labels.add(new int[] {label, prev, joined ? 1 : 0});
      prev = label;
    }
  }

  static int[] goldLabels(Scan scan, List<Gold> gold) {
    int[] labels = new int[scan.tokenCount()];
    for (Gold g : gold) {
      boolean firstToken = true;
      for (int t = scan.tokenAtOrAfter(g.start());
          t < scan.tokenCount() && scan.start(t) < g.end();
          t++) {
        labels[t] = firstToken ? 2 * g.type() - 1 : 2 * g.type();
        firstToken = false;
      }
    }
    return labels;
  }

  static float[] adagrad(List<Example> examples, int rows) {
    int L = NameModel.LABELS;
    float[] w = new float[rows * L];
    float[] g2 = new float[rows * L];
    double[] s = new double[L];
    Random random = new Random(SEED);
    List<Example> order = new ArrayList<>(examples);
    double rate = 0.1;
    double l2 = 1e-6;
    for (int epoch = 0; epoch < EPOCHS; epoch++) {
      Collections.shuffle(order, random);
      double loss = 0;
      for (Example e : order) {
        java.util.Arrays.fill(s, 0);
        for (int r : e.rows()) {
          for (int l = 0; l < L; l++) {
            s[l] += w[r * L + l];
          }
        }
        NameModel.softmax(s, e.prev(), e.joined());
        loss -= Math.log(Math.max(1e-12, s[e.label()]));
        for (int l = 0; l < L; l++) {
          double grad = s[l] - (l == e.label() ? 1 : 0);
          for (int r : e.rows()) {
            int i = r * L + l;
            double gg = grad + l2 * w[i];
            g2[i] += (float) (gg * gg);
            w[i] -= (float) (rate * gg / Math.sqrt(g2[i] + 1e-8));
          }
        }
      }
      System.out.printf(Locale.ROOT, "epoch %d: mean loss %.4f%n", epoch, loss / order.size());
    }
    return w;
  }

  static Trained prune(long[] keys, float[] w, float[] threshold) {
    int L = NameModel.LABELS;
    List<Integer> kept = new ArrayList<>();
    for (int r = 0; r < keys.length; r++) {
      float max = 0;
      for (int l = 0; l < L; l++) {
        max = Math.max(max, Math.abs(w[r * L + l]));
      }
      if (max >= PRUNE) {
        kept.add(r);
      }
    }
    long[] k2 = new long[kept.size()];
    float[] w2 = new float[kept.size() * L];
    for (int i = 0; i < kept.size(); i++) {
      int r = kept.get(i);
      k2[i] = keys[r];
      System.arraycopy(w, r * L, w2, i * L, L);
    }
    return new Trained(k2, w2, threshold);
  }

  static void write(Trained t, Path out) throws IOException {
    try (OutputStream file = Files.newOutputStream(out);
        DataOutputStream o =
            new DataOutputStream(new BufferedOutputStream(new GZIPOutputStream(file)))) {
      o.writeInt(NameModel.MAGIC);
      o.writeInt(NameModel.LABELS);
      for (float th : t.threshold()) {
        o.writeFloat(th);
      }
      o.writeInt(t.keys().length);
      for (int i = 0; i < t.keys().length; i++) {
        o.writeLong(t.keys()[i]);
        for (int l = 0; l < NameModel.LABELS; l++) {
          o.writeFloat(t.weights()[i * NameModel.LABELS + l]);
        }
      }
    }
  }
}
