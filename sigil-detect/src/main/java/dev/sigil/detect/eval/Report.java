package dev.sigil.detect.eval;

import dev.sigil.detect.PiiClass;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;

/** Prints a {@link Scorer}'s figures as a table, and its mistakes with their context. */
final class Report {
  private static final int CONTEXT = 40;
  private static final String ROW = "%-16s %6s %6s | %6s %6s %6s %6s %6s | %6s %6s %6s %6s %6s%n";

  private Report() {}

  static void table(Scorer scorer, PrintStream out) {
    out.printf(
        Locale.ROOT,
        "%-31s| %-34s | %s%n",
        "",
        "exact span (class, start, end)",
        "overlapping span (class, any char)");
    out.printf(
        Locale.ROOT,
        ROW,
        "class",
        "gold",
        "pred",
        "TP",
        "prec",
        "rec",
        "F1",
        "F2",
        "TP",
        "prec",
        "rec",
        "F1",
        "F2");
    for (Map.Entry<PiiClass, Counts> e : scorer.counts().entrySet()) {
      row(out, e.getKey().wireName(), e.getValue());
    }
    row(out, "overall (micro)", scorer.overall());
  }

  private static void row(PrintStream out, String name, Counts c) {
    double ep = Counts.precision(c.exactTp, c.predicted);
    double er = Counts.recall(c.exactTp, c.gold);
    double op = Counts.precision(c.overlapTp, c.predicted);
    double or = Counts.recall(c.overlapTp, c.gold);
    out.printf(
        Locale.ROOT,
        ROW,
        name,
        c.gold,
        c.predicted,
        c.exactTp,
        c.predicted == 0 ? "-" : num(ep),
        num(er),
        num(Counts.f(1, ep, er)),
        num(Counts.f(2, ep, er)),
        c.overlapTp,
        c.predicted == 0 ? "-" : num(op),
        num(or),
        num(Counts.f(1, op, or)),
        num(Counts.f(2, op, or)));
  }

  private static String num(double v) {
    return String.format(Locale.ROOT, "%.3f", v);
  }

  /** Lists the mistakes kept; this prints corpus text, so it is for development data only. */
  static void mistakes(Scorer scorer, PrintStream out) {
    if (scorer.mistakes().isEmpty()) {
      return;
    }
    out.println();
    out.println("mistakes (overlap matching): missed = gold span not found, spurious = predicted");
    out.println("span matching no gold span, partial = found with other boundaries ([[...]] is");
    out.println("the gold span for missed, the predicted span otherwise):");
    for (Scorer.Mistake m : scorer.mistakes()) {
      out.printf(
          Locale.ROOT,
          "  %-8s %-13s %s  %s%n",
          m.kind(),
          m.piiClass().wireName(),
          m.doc().source(),
          context(m.doc().text(), m.start(), m.end()));
    }
  }

  static String context(String text, int start, int end) {
    int from = Math.max(0, start - CONTEXT);
    int to = Math.min(text.length(), end + CONTEXT);
    String s =
        (from > 0 ? "..." : "")
            + text.substring(from, start)
            + "[["
            + text.substring(start, end)
            + "]]"
            + text.substring(end, to)
            + (to < text.length() ? "..." : "");
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      b.append(Character.isISOControl(c) ? ' ' : c);
    }
    return b.toString();
  }
}
