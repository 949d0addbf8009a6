package dev.sigil.detect.internal;

import dev.sigil.detect.Detector;
import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The detector: runs the recognizers that can report a requested class over one shared scan,
 * resolves overlaps among everything that reached its class threshold (names, places and
 * organisations inside an address first give way to it), then keeps the requested classes. A {@link
 * Gated} recognizer is not called on a text whose scan lacks its trigger bits ({@link Triggers}):
 * it would find nothing there.
 */
public final class Engine implements Detector {
  /** The score a candidate needs when no threshold is configured for its class. */
  public static final double DEFAULT_THRESHOLD = 0.5;

  private final Recognizer[] recognizers;
  private final long[] recognizerClasses; // bit i: PiiClass with ordinal i
  private final int[] needs; // Gated.needs, 0 when a recognizer is not gated
  private final double[] thresholds;

  public Engine(List<Recognizer> recognizers, Map<PiiClass, Double> thresholds) {
    this.recognizers = recognizers.toArray(Recognizer[]::new);
    this.recognizerClasses = new long[this.recognizers.length];
    for (int i = 0; i < this.recognizers.length; i++) {
      recognizerClasses[i] = mask(this.recognizers[i].classes());
    }
    this.needs = new int[this.recognizers.length];
    for (int i = 0; i < this.recognizers.length; i++) {
      needs[i] = this.recognizers[i] instanceof Gated g ? g.needs() : 0;
    }
    this.thresholds = new double[PiiClass.values().length];
    java.util.Arrays.fill(this.thresholds, DEFAULT_THRESHOLD);
    thresholds.forEach(
        (c, t) -> {
          if (!(t >= 0 && t <= 1)) {
            throw new IllegalArgumentException("threshold of " + c.wireName() + " outside [0, 1]");
          }
          this.thresholds[c.ordinal()] = t;
        });
  }

  @Override
  public List<Entity> detect(String text, Set<PiiClass> classes) {
    Objects.requireNonNull(text, "text");
    if (text.isEmpty() || classes.isEmpty()) {
      return List.of();
    }
    long asked = mask(classes);
    Scan scan = new Scan(text);
    Candidates out = new Candidates();
    for (int i = 0; i < recognizers.length; i++) {
      if ((recognizerClasses[i] & asked) != 0 && (needs[i] == 0 || scan.any(needs[i]))) {
        recognizers[i].find(scan, out);
      }
    }
    List<Entity> passing = new ArrayList<>();
    boolean address = false;
    for (Entity e : out.all()) {
      if (e.end() <= text.length() && e.score() >= thresholds[e.piiClass().ordinal()]) {
        passing.add(e);
        address |= e.piiClass() == PiiClass.ADDRESS;
      }
    }
    if (address) {
      Overlaps.dropInsideAddresses(passing);
    }
    List<Entity> resolved = Overlaps.resolve(passing);
    List<Entity> answer = new ArrayList<>(resolved.size());
    for (Entity e : resolved) {
      if ((asked & (1L << e.piiClass().ordinal())) != 0) {
        answer.add(e);
      }
    }
    return answer;
  }

  private static final int CLASS_COUNT = PiiClass.values().length;
  private static final long ALL = (1L << CLASS_COUNT) - 1;

  private static long mask(Set<PiiClass> classes) {
    if (classes.size() == CLASS_COUNT) {
      return ALL; // a set of classes that has all of them
    }
    long mask = 0;
    for (PiiClass c : classes) {
      mask |= 1L << c.ordinal();
    }
    return mask;
  }

  static {
    if (PiiClass.values().length > Long.SIZE) {
      throw new ExceptionInInitializerError("class masks hold at most 64 classes");
    }
  }
}
