package dev.sigil.bench;

import dev.sigil.detect.eval.Synthetic;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Two builds of the detector in one JVM, each from its own jar and class loader, taking turns over
 * {@link DetectBench}'s chat corpus on one thread: a quarter of the corpus by one, the same quarter
 * by the other, the order swapped every round. Both meet the same host at the same moment, so a
 * change of a few percent shows on a machine whose speed drifts by a quarter between runs (where
 * two JMH runs one after the other cannot tell it). Prints the median ratio of their thread CPU
 * times with its quartiles, each build's MB/s, and how many messages the two detect differently (a
 * speed change should have none). Run by {@code ./sigil bench detect-compare}.
 */
public final class DetectCompare {
  private static final int WARM_UP_ROUNDS = 80;
  private static final int PARTS = 4;

  private DetectCompare() {}

  /** One build's detector, called through a method handle. */
  private record Build(String name, Object detector, Object classes, MethodHandle detect) {
    static Build load(Path jar) throws ReflectiveOperationException, java.io.IOException {
      ClassLoader loader =
          new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
      Object detector =
          loader
              .loadClass("dev.sigil.detect.standard.Detectors")
              .getMethod("standard")
              .invoke(null);
      @SuppressWarnings({"unchecked", "rawtypes"})
      Object all = EnumSet.allOf((Class) loader.loadClass("dev.sigil.detect.PiiClass"));
      MethodHandle detect =
          MethodHandles.publicLookup()
              .findVirtual(
                  loader.loadClass("dev.sigil.detect.Detector"),
                  "detect",
                  MethodType.methodType(List.class, String.class, Set.class))
              .asType(MethodType.methodType(List.class, Object.class, String.class, Object.class));
      return new Build(jar.getFileName().toString(), detector, all, detect);
    }

    List<?> detect(String text) throws Throwable {
      return (List<?>) detect.invokeExact(detector, text, classes);
    }
  }

  public static void main(String[] args) throws Throwable {
    if (args.length < 2) {
      System.err.println("usage: DetectCompare BASE_JAR OTHER_JAR [ROUNDS]");
      System.exit(2);
    }
    Build[] builds = {Build.load(Path.of(args[0])), Build.load(Path.of(args[1]))};
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 160;
    List<String> messages = Synthetic.chatMessages(DetectBench.SEED, DetectBench.CORPUS_CHARS);

    int differing = 0;
    for (String m : messages) {
      String base = String.valueOf(builds[0].detect(m));
      String other = String.valueOf(builds[1].detect(m));
      if (!base.equals(other)) {
        if (differing++ < 3) {
          System.out.printf("differs: %s%n  %s: %s%n  %s: %s%n", m, args[0], base, args[1], other);
        }
      }
    }

    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    int part = messages.size() / PARTS;
    long[] partBytes = new long[PARTS];
    for (int p = 0; p < PARTS; p++) {
      for (String m : messages.subList(p * part, (p + 1) * part)) {
        partBytes[p] += m.getBytes(StandardCharsets.UTF_8).length;
      }
    }
    double[] ratio = new double[rounds];
    double[][] mbs = new double[2][rounds];
    long[] found = new long[2]; // entities, printed so that no call's result is dead code
    for (int r = -WARM_UP_ROUNDS; r < rounds; r++) {
      int p = Math.floorMod(r, PARTS);
      List<String> slice = messages.subList(p * part, (p + 1) * part);
      long[] nanos = new long[2];
      for (int turn = 0; turn < 2; turn++) {
        int b = (r & 1) == 0 ? turn : 1 - turn; // who goes first alternates
        long start = cpu.getCurrentThreadCpuTime();
        for (String m : slice) {
          found[b] += builds[b].detect(m).size();
        }
        nanos[b] = cpu.getCurrentThreadCpuTime() - start;
      }
      if (r >= 0) {
        ratio[r] = (double) nanos[1] / nanos[0];
        for (int b = 0; b < 2; b++) {
          mbs[b][r] = partBytes[p] * 1e3 / nanos[b];
        }
      }
    }
    Arrays.sort(ratio);
    Arrays.sort(mbs[0]);
    Arrays.sort(mbs[1]);
    System.out.printf(
        Locale.ROOT,
        "detect-compare: %s takes %.3f of %s's CPU time (median of %d rounds; quartiles %.3f,"
            + " %.3f)%n",
        builds[1].name(),
        ratio[rounds / 2],
        builds[0].name(),
        rounds,
        ratio[rounds / 4],
        ratio[3 * rounds / 4]);
    System.out.printf(
        Locale.ROOT,
        "detect-compare: %s %.2f MB/s, %s %.2f MB/s (medians, thread CPU time)%n",
        builds[0].name(),
        mbs[0][rounds / 2],
        builds[1].name(),
        mbs[1][rounds / 2]);
    System.out.printf(
        "detect-compare: %d of %d messages detected differently (entities found while timed: %d,"
            + " %d)%n",
        differing, messages.size(), found[0], found[1]);
  }
}
