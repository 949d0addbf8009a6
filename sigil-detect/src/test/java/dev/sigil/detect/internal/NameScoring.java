package dev.sigil.detect.internal;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import dev.sigil.detect.internal.NerCorpus.Doc;
import dev.sigil.detect.internal.NerCorpus.Gold;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Span scoring of the name model: per type, exact and overlap precision, recall and F2. */
final class NameScoring {
  static final String[] TYPE_NAMES = {"all", "name", "location", "organization"};

  /** Counts per type (index 0: all types together): predicted, gold, exact and overlap hits. */
  final long[] predicted = new long[4];

  final long[] gold = new long[4];
  final long[] exact = new long[4];
  final long[] overlapPredicted = new long[4];
  final long[] overlapGold = new long[4];

  static int type(PiiClass c) {
    return switch (c) {
      case NAME -> 1;
      case LOCATION -> 2;
      case ORGANIZATION -> 3;
      default -> 0;
    };
  }

  static NameScoring score(List<Doc> docs, Function<String, List<Gold>> system) {
    NameScoring s = new NameScoring();
    for (Doc d : docs) {
      s.add(d.gold(), system.apply(d.text()));
    }
    return s;
  }

  /** The system answer of an engine, as gold-shaped spans. */
  static List<Gold> spans(List<Entity> entities) {
    List<Gold> out = new ArrayList<>();
    for (Entity e : entities) {
      int t = type(e.piiClass());
      if (t > 0) {
        out.add(new Gold(e.start(), e.end(), t));
      }
    }
    return out;
  }

  void add(List<Gold> truth, List<Gold> found) {
    for (Gold f : found) {
      count(predicted, f.type());
      boolean hitExact = false;
      boolean hitOverlap = false;
      for (Gold g : truth) {
        if (g.type() == f.type() && g.start() < f.end() && f.start() < g.end()) {
          hitOverlap = true;
          hitExact |= g.start() == f.start() && g.end() == f.end();
        }
      }
      if (hitExact) {
        count(exact, f.type());
      }
      if (hitOverlap) {
        count(overlapPredicted, f.type());
      }
    }
    for (Gold g : truth) {
      count(gold, g.type());
      for (Gold f : found) {
        if (g.type() == f.type() && g.start() < f.end() && f.start() < g.end()) {
          count(overlapGold, g.type());
          break;
        }
      }
    }
  }

  private static void count(long[] a, int type) {
    a[0]++;
    a[type]++;
  }

  static double f2(double p, double r) {
    return p + r == 0 ? 0 : 5 * p * r / (4 * p + r);
  }

  double exactF2(int type) {
    return f2(ratio(exact[type], predicted[type]), ratio(exact[type], gold[type]));
  }

  double overlapF2(int type) {
    return f2(ratio(overlapPredicted[type], predicted[type]), ratio(overlapGold[type], gold[type]));
  }

  private static double ratio(long a, long b) {
    return b == 0 ? 0 : (double) a / b;
  }

  String report(String title) {
    StringBuilder sb = new StringBuilder(title).append('\n');
    sb.append(
        String.format(
            Locale.ROOT,
            "  %-13s %6s %6s | %6s %6s %6s | %6s %6s %6s%n",
            "class",
            "gold",
            "pred",
            "P",
            "R",
            "F2",
            "oP",
            "oR",
            "oF2"));
    for (int t = 1; t <= 4; t++) {
      int i = t % 4;
      double p = ratio(exact[i], predicted[i]);
      double r = ratio(exact[i], gold[i]);
      double op = ratio(overlapPredicted[i], predicted[i]);
      double or = ratio(overlapGold[i], gold[i]);
      sb.append(
          String.format(
              Locale.ROOT,
              "  %-13s %6d %6d | %6.3f %6.3f %6.3f | %6.3f %6.3f %6.3f%n",
              TYPE_NAMES[i],
              gold[i],
              predicted[i],
              p,
              r,
              f2(p, r),
              op,
              or,
              f2(op, or)));
    }
    return sb.toString();
  }
}
