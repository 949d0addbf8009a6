package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * Finds candidates of some classes in a scan. A recognizer validates what it reports (checksums,
 * parsers, dictionaries) and scores it, raising or lowering the score by context words; the engine
 * resolves overlaps and applies thresholds. Implementations are immutable and thread-safe.
 */
public interface Recognizer {
  /** The classes this recognizer may report. */
  Set<PiiClass> classes();

  void find(Scan scan, Candidates out);
}
