package dev.sigil.detect;

import java.util.List;
import java.util.Set;

/**
 * Finds personal data in free text. Implementations are thread-safe and hold no per-call state.
 *
 * <p>Contract: the answer is sorted by start offset, entities never overlap, each one's class is in
 * {@code classes}, and its score reached that class's threshold. A detector that cannot complete
 * throws; it never answers a partial list (callers that de-identify fail closed on that).
 */
public interface Detector {
  List<Entity> detect(String text, Set<PiiClass> classes);
}
