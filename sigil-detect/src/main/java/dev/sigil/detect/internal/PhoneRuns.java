package dev.sigil.detect.internal;

/**
 * Where phone numbers can be: runs of digit tokens joined by phone punctuation (spaces, dashes,
 * dots, slashes, brackets, at most three chars between tokens), with seven to fifteen digits, and
 * not shaped like a date, a time, an IP address or a card.
 */
final class PhoneRuns {
  private PhoneRuns() {}

  private static final String PUNCT = " -.()/\u00a0\u2010\u2011\u2012\u2013";

  /** The last digit token of the run starting at token {@code t}. */
  static int lastToken(Scan scan, int t) {
    String s = scan.text();
    int last = t;
    while (last + 1 < scan.tokenCount()
        && last - t < DigitChain.MAX_TOKENS
        && DigitChain.isAsciiDigits(scan, last + 1)
        && isGap(s, scan.end(last), scan.start(last + 1))) {
      last++;
    }
    return last;
  }

  private static boolean isGap(String s, int from, int to) {
    if (to - from > 3) {
      return false;
    }
    for (int i = from; i < to; i++) {
      if (PUNCT.indexOf(s.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }

  /** The run's start, taking in a leading '+' or '(' (and "+(" / "+ "). */
  static int start(String s, int first) {
    int i = first;
    if (Structured.at(s, i - 1) == '(') {
      i--;
    }
    if (Structured.at(s, i - 1) == '+') {
      i--;
    }
    return i;
  }

  /** The run's end, taking in a closing ')'. */
  static int end(String s, int last) {
    return Structured.at(s, last) == ')' ? last + 1 : last;
  }

  /** Digit count, no letters glued on, and not a date, time, IP address, price or card. */
  static boolean plausible(Scan scan, int first, int last, int start, int end) {
    String s = scan.text();
    int digits = DigitChain.digits(scan, first, last);
    if (digits < 7 || digits > 15) {
      return false;
    }
    if (Structured.gluedLeft(s, start)
        || Structured.gluedRight(s, end)
        || isTimeNext(s, end)
        || isCurrency(Structured.at(s, start - 1))
        || isCurrency(Structured.at(s, start - 2))) {
      return false;
    }
    if (gluedToAlnumToken(s, start)) {
      return false;
    }
    return !isDate(scan, first, last)
        && !isDottedQuad(scan, first, last)
        && !(digits >= 13 && Structured.luhn(s, start, end));
  }

  /** "DE89 3704 ...": the run continues a token with letters and digits one space before it. */
  private static boolean gluedToAlnumToken(String s, int start) {
    if (Structured.at(s, start - 1) != ' ' || !Structured.isDigit(Structured.at(s, start - 2))) {
      return false;
    }
    int i = start - 2;
    while (i >= 0 && Structured.isAsciiAlnum(s.charAt(i))) {
      if (Structured.isAsciiLetter(s.charAt(i))) {
        return true;
      }
      i--;
    }
    return false;
  }

  private static boolean isTimeNext(String s, int end) {
    return Structured.at(s, end) == ':' && Structured.isDigit(Structured.at(s, end + 1));
  }

  private static boolean isCurrency(char c) {
    return c == '$' || c == '\u20ac' || c == '\u00a3' || c == '\u00a5' || c == '\u20b9';
  }

  /** yyyy-mm-dd, dd/mm/yyyy, dd.mm.yyyy (with any of - / . as separator) at the run's start. */
  private static boolean isDate(Scan scan, int first, int last) {
    if (last - first < 2) {
      return false;
    }
    int a = len(scan, first);
    int b = len(scan, first + 1);
    int c = len(scan, first + 2);
    char s1 = DigitChain.separatorBefore(scan, first + 1);
    char s2 = DigitChain.separatorBefore(scan, first + 2);
    boolean dateSeps = s1 == s2 && (s1 == '-' || s1 == '/' || s1 == '.');
    return dateSeps && ((a == 4 && b <= 2 && c <= 2) || (a <= 2 && b <= 2 && (c == 4 || c == 2)));
  }

  private static boolean isDottedQuad(Scan scan, int first, int last) {
    if (last - first != 3) {
      return false;
    }
    for (int t = first; t <= last; t++) {
      if (len(scan, t) > 3 || (t > first && DigitChain.separatorBefore(scan, t) != '.')) {
        return false;
      }
    }
    return true;
  }

  private static int len(Scan scan, int t) {
    return scan.end(t) - scan.start(t);
  }
}
