package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * US Social Security numbers: ddd-dd-dddd, ddd dd dddd or nine bare digits, in the ranges the SSA
 * issues. The dashed form is plausible alone; the spaced and bare forms need a context word.
 * Published example numbers (078-05-1120, 123-45-6789) and repeated digits stay low.
 */
final class SsnRecognizer implements Recognizer, Gated {
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "ssn ssns ss social security ssa taxpayer tin itin",
              "order invoice inv ref reference tracking phone tel fax call zip isbn account acct"
                  + " routing serial sku transaction txn ticket case")
          .window(5, 2);

  @Override
  public int needs() {
    return Triggers.DIGIT;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.SSN);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (!scan.anyDigit()) {
      return; // every SSN has a digit
    }
    String s = scan.text();
    int t = 0;
    while (t < scan.tokenCount()) {
      if (!DigitChain.isAsciiDigits(scan, t) || Structured.gluedLeft(s, scan.start(t))) {
        t++;
        continue;
      }
      DigitChain chain = DigitChain.from(scan, t, " -");
      t = chain.last + 1;
      if (!Structured.gluedRight(s, scan.end(chain.last))) {
        check(scan, chain, out);
      }
    }
  }

  private static void check(Scan scan, DigitChain chain, Candidates out) {
    String s = scan.text();
    int start = scan.start(chain.first);
    int end = scan.end(chain.last);
    double base;
    if (chain.size() == 1 && end - start == 9) {
      base = 0.3;
    } else if (chain.size() == 3 && isGrouped(scan, chain)) {
      base = DigitChain.separatorBefore(scan, chain.last) == '-' ? 0.6 : 0.45;
    } else {
      return;
    }
    int[] d = digitsOf(s, start, end);
    if (!isIssuable(d)) {
      return;
    }
    double score = Structured.contextScore(scan, start, end, base, CUES, base + 0.35, 0.2);
    out.add(PiiClass.SSN, start, end, isExample(d) ? Math.min(score, 0.3) : score);
  }

  private static boolean isGrouped(Scan scan, DigitChain chain) {
    return scan.end(chain.first) - scan.start(chain.first) == 3
        && scan.end(chain.first + 1) - scan.start(chain.first + 1) == 2
        && scan.end(chain.last) - scan.start(chain.last) == 4
        && DigitChain.sameSeparator(scan, chain.first, chain.last);
  }

  private static int[] digitsOf(String s, int start, int end) {
    int[] d = new int[9];
    int n = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (Structured.isDigit(c)) {
        d[n++] = c - '0';
      }
    }
    return d;
  }

  /** Area 001-665, 667-899; group 01-99; serial 0001-9999. */
  static boolean isIssuable(int[] d) {
    int area = d[0] * 100 + d[1] * 10 + d[2];
    int group = d[3] * 10 + d[4];
    int serial = d[5] * 1000 + d[6] * 100 + d[7] * 10 + d[8];
    return area != 0 && area != 666 && area < 900 && group != 0 && serial != 0;
  }

  /** Numbers printed in examples and advertising, and one digit repeated. */
  private static boolean isExample(int[] d) {
    long v = 0;
    boolean same = true;
    for (int x : d) {
      v = v * 10 + x;
      same &= x == d[0];
    }
    return same || v == 78051120L || v == 123456789L || v == 219099999L || v == 457555462L;
  }
}
