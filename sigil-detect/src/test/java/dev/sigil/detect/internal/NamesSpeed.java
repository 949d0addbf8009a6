package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import dev.sigil.detect.internal.NerCorpus.Doc;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Set;

/**
 * Scratch timing loop (not a test, no assertion): MB/s of the name family on one thread over
 * chat-like text (generated sentences and the prose of {@link EntityRecognizerProseTest}, 4 KB
 * messages), and the p99 per message. Run: {@code java -cp target/classes:target/test-classes
 * dev.sigil.detect.internal.NamesSpeed}.
 */
final class NamesSpeed {
  private NamesSpeed() {}

  public static void main(String[] args) {
    boolean baseline = args.length > 0 && args[0].equals("baseline"); // the scan alone, or "names"
    Engine engine =
        new Engine(
            baseline ? java.util.List.of() : EntityRecognizers.all(),
            new EnumMap<>(PiiClass.class));
    Set<PiiClass> classes = Set.of(PiiClass.NAME, PiiClass.LOCATION, PiiClass.ORGANIZATION);
    // "sparse": one generated sentence per ten ordinary ones; default: one per three (name-dense)
    int prose = args.length > 1 && args[1].equals("sparse") ? 10 : 3;
    String[] messages = messages(prose);
    long bytes = 0;
    for (String m : messages) {
      bytes += m.length();
    }
    for (int round = 0; round < 8; round++) {
      long[] each = new long[messages.length];
      var bean = java.lang.management.ManagementFactory.getThreadMXBean();
      long cpu0 = bean.getCurrentThreadCpuTime();
      long start = System.nanoTime();
      for (int i = 0; i < messages.length; i++) {
        long t0 = System.nanoTime();
        engine.detect(messages[i], classes);
        each[i] = System.nanoTime() - t0;
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      double cpuSeconds = (bean.getCurrentThreadCpuTime() - cpu0) / 1e9;
      Arrays.sort(each);
      System.out.printf(
          Locale.ROOT,
          "round %d: %.1f MB/s wall, %.1f MB per CPU second, p50 %.3f ms, p99 %.3f ms per 4 KB%n",
          round,
          bytes / seconds / 1e6,
          bytes / cpuSeconds / 1e6,
          each[each.length / 2] / 1e6,
          each[each.length * 99 / 100] / 1e6);
    }
  }

  static String[] messages() {
    return messages(3);
  }

  static String[] messages(int prosePerSentence) {
    var docs = new NameTemplates(99).generate(20_000, false);
    StringBuilder all = new StringBuilder();
    int p = 0;
    for (Doc d : docs) {
      all.append(d.text()).append('\n');
      for (int i = 0; i < prosePerSentence; i++) {
        all.append(EntityRecognizerProseTest.PROSE[p++ % EntityRecognizerProseTest.PROSE.length])
            .append(' ');
      }
      all.append('\n');
    }
    int n = all.length() / 4096;
    String[] out = new String[n];
    for (int i = 0; i < n; i++) {
      out[i] = all.substring(i * 4096, (i + 1) * 4096);
    }
    return out;
  }
}
