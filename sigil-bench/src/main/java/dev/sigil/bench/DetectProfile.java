package dev.sigil.bench;

import dev.sigil.detect.PiiClass;
import dev.sigil.detect.eval.Synthetic;
import dev.sigil.detect.internal.Engine;
import dev.sigil.detect.internal.Recognizer;
import dev.sigil.detect.internal.Recognizers;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Where detection time goes: MB/s per core of each standard recognizer alone, of the engine with
 * none (the scan and the call), and of all together, over the same seeded chat corpus as {@link
 * DetectBench}. A plain timed loop after a warm-up, coarser than JMH but enough to find the slow
 * recognizer. Reaches into {@code dev.sigil.detect.internal} on purpose, like the token benchmark.
 * Run by {@code ./sigil bench detect-profile}.
 */
public final class DetectProfile {
  private static final Set<PiiClass> ALL = EnumSet.allOf(PiiClass.class);

  private DetectProfile() {}

  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 2;
    List<String> messages = Synthetic.chatMessages(DetectBench.SEED, DetectBench.CORPUS_CHARS);
    long bytes = 0;
    for (String m : messages) {
      bytes += m.getBytes(StandardCharsets.UTF_8).length;
    }
    List<Recognizer> all = Recognizers.standard();
    List<String> names = new ArrayList<>(List.of("(no recognizer)"));
    List<Engine> engines = new ArrayList<>(List.of(engine(List.of())));
    for (Recognizer r : all) {
      names.add(r.getClass().getSimpleName() + " " + classes(r));
      engines.add(engine(List.of(r)));
    }
    // last, so that every recognizer's code is compiled by then
    names.add("(all together)");
    engines.add(engine(all));
    for (int i = 0; i < engines.size(); i++) {
      run(engines.get(i), messages, seconds / 2); // warm-up
      double mbs = bytes * run(engines.get(i), messages, seconds) / 1e6;
      System.out.printf(Locale.ROOT, "%9.1f MB/s  %s%n", mbs, names.get(i));
    }
  }

  private static Engine engine(List<Recognizer> recognizers) {
    return new Engine(recognizers, Map.of());
  }

  /**
   * Passes over the corpus per second of this thread's CPU time, detecting for at least {@code
   * seconds} of it: per core, and steadier than wall time when the machine is shared.
   */
  private static double run(Engine engine, List<String> messages, double seconds) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long start = threads.getCurrentThreadCpuTime();
    long deadline = start + (long) (seconds * 1e9);
    long found = 0;
    int passes = 0;
    long now;
    do {
      for (String m : messages) {
        found += engine.detect(m, ALL).size();
      }
      passes++;
      now = threads.getCurrentThreadCpuTime();
    } while (now < deadline);
    if (found < 0) {
      throw new AssertionError(); // keeps the results alive
    }
    return passes / ((now - start) / 1e9);
  }

  private static String classes(Recognizer r) {
    String s = r.classes().toString().toLowerCase(Locale.ROOT);
    return s.length() > 60 ? s.substring(0, 57) + "...]" : s;
  }
}
