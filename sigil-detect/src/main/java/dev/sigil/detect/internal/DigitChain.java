package dev.sigil.detect.internal;

/**
 * A run of all-digit tokens joined by single separators ("4111 1111-1111", "078-05-1120"), the
 * shape that cards, SSNs and phone numbers share. Built only where a digit token starts, so text
 * without digits costs nothing.
 */
final class DigitChain {
  /** The most tokens a chain holds; longer runs are not one identifier anyway. */
  static final int MAX_TOKENS = 12;

  final int first;
  final int last;

  private DigitChain(int first, int last) {
    this.first = first;
    this.last = last;
  }

  /**
   * The chain starting at digit token {@code t}: following digit tokens are taken while the gap
   * between is exactly one char of {@code separators}.
   */
  static DigitChain from(Scan scan, int t, String separators) {
    String s = scan.text();
    int last = t;
    while (last + 1 < scan.tokenCount()
        && last - t + 1 < MAX_TOKENS
        && isAsciiDigits(scan, last + 1)
        && scan.start(last + 1) == scan.end(last) + 1
        && separators.indexOf(s.charAt(scan.end(last))) >= 0) {
      last++;
    }
    return new DigitChain(t, last);
  }

  /** Whether token {@code t} is made of ASCII digits only (the scan also counts other scripts). */
  static boolean isAsciiDigits(Scan scan, int t) {
    return scan.isAsciiDigits(t);
  }

  int size() {
    return last - first + 1;
  }

  /** The separator before token {@code t} of the chain ({@code first < t <= last}). */
  static char separatorBefore(Scan scan, int t) {
    return scan.text().charAt(scan.start(t) - 1);
  }

  /** Whether every gap in tokens {@code [from, to]} uses the same separator char. */
  static boolean sameSeparator(Scan scan, int from, int to) {
    for (int t = from + 2; t <= to; t++) {
      if (separatorBefore(scan, t) != separatorBefore(scan, from + 1)) {
        return false;
      }
    }
    return true;
  }

  /** The number of digits in tokens {@code [from, to]}. */
  static int digits(Scan scan, int from, int to) {
    int n = 0;
    for (int t = from; t <= to; t++) {
      n += scan.end(t) - scan.start(t);
    }
    return n;
  }
}
