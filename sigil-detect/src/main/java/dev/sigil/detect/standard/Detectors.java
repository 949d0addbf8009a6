package dev.sigil.detect.standard;

import dev.sigil.detect.Detector;
import dev.sigil.detect.PiiClass;
import dev.sigil.detect.internal.Engine;
import dev.sigil.detect.internal.Recognizers;
import java.util.Map;

/** Obtaining detectors. */
public final class Detectors {
  private Detectors() {}

  private static final class Standard {
    static final Detector INSTANCE = new Engine(Recognizers.standard(), Map.of());
  }

  /**
   * The detector with every recognizer and the default thresholds. Built once (dictionaries and
   * models load on first use) and shared.
   */
  public static Detector standard() {
    return Standard.INSTANCE;
  }

  /** The standard recognizers with per-class score thresholds (others keep the default). */
  public static Detector withThresholds(Map<PiiClass, Double> thresholds) {
    return new Engine(Recognizers.standard(), thresholds);
  }
}
