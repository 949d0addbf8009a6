package dev.sigil.detect.internal;

/**
 * Where phone numbers can be: runs of digit tokens joined by phone punctuation (spaces, dashes,
 * dots, slashes, brackets, at most three chars between tokens), with seven to fifteen digits, and
 * not shaped like a date, a time, an IP address or a card.
 */
final class PhoneRuns {
  private PhoneRuns() {}

  private static final String PUNCT = " -.()/\u00a0\u2010\u2011\u2012\u2013";

  /**
   * The run as libphonenumber is given it: without its punctuation, a leading '+' and the digits.
   * libphonenumber drops the punctuation of a run of three digits or more itself and parses both to
   * the same number, but its patterns scan fewer chars. A run with an extension ("x123", "ext. 45")
   * stays as it is.
   */
  static String forParsing(String run) {
    StringBuilder b = new StringBuilder(run.length());
    for (int i = 0; i < run.length(); i++) {
      char c = run.charAt(i);
      if (c >= '0' && c <= '9' || c == '+' && i == 0) {
        b.append(c);
      } else if (Character.isLetter(c)) {
        return run;
      }
    }
    return b.toString();
  }

  /** The last digit token of the run starting at token {@code t}. */
  static int lastToken(Scan scan, int t) {
    String s = scan.text();
    int last = t;
    while (last + 1 < scan.tokenCount()
        && last - t < DigitChain.MAX_TOKENS
        && isGap(s, scan.end(last), scan.start(last + 1))) {
      if (DigitChain.isAsciiDigits(scan, last + 1)) {
        last++;
      } else {
        return extensionAt(s, scan.start(last + 1), scan.end(last + 1)) > 0 ? last + 1 : last;
      }
    }
    return last;
  }

  /**
   * For a token like "0000x123" (the last group with its extension glued on), the length of the
   * digits before the 'x'; 0 for any other token.
   */
  static int extensionAt(String s, int start, int end) {
    int x = start;
    while (x < end && Structured.isDigit(s.charAt(x))) {
      x++;
    }
    if (x == start || x >= end - 1 || (s.charAt(x) | 0x20) != 'x' || end - x - 1 > 6) {
      return 0;
    }
    for (int i = x + 1; i < end; i++) {
      if (!Structured.isDigit(s.charAt(i))) {
        return 0;
      }
    }
    return x - start;
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

  /** The run's end, taking in a closing ')' when the run opened one ("+1 (650" ... ")"). */
  static int end(String s, int start, int last) {
    int open = 0;
    for (int i = start; i < last; i++) {
      open += s.charAt(i) == '(' ? 1 : s.charAt(i) == ')' ? -1 : 0;
    }
    return open > 0 && Structured.at(s, last) == ')' ? last + 1 : last;
  }

  /**
   * The end of an extension after the number ending at {@code end} ("x123", " ext. 45", " extension
   * 7"), or {@code end} when there is none.
   */
  static int extensionEnd(String s, int end) {
    int i = end;
    if (i < s.length() && s.charAt(i) == ' ') {
      i++;
    }
    int word = 0;
    if (s.regionMatches(true, i, "extension", 0, 9)) {
      word = 9;
    } else if (s.regionMatches(true, i, "ext", 0, 3)) {
      word = 3;
    } else if (Structured.at(s, i) == 'x' || Structured.at(s, i) == 'X') {
      word = 1;
    }
    if (word == 0) {
      return end;
    }
    i += word;
    while (i < s.length() && i - end < 16 && ".: ".indexOf(s.charAt(i)) >= 0) {
      i++;
    }
    int digits = i;
    while (digits < s.length() && digits - i < 7 && Structured.isDigit(s.charAt(digits))) {
      digits++;
    }
    boolean ok = digits > i && digits - i <= 6 && !Structured.wordCharAt(s, digits);
    return ok ? digits : end;
  }

  /**
   * The North American shape: groups of 3, 3 and 4 digits ("650-253-0000", "(650)253-0000",
   * "650.253.0000"), optionally after a country code "1" or the prefix "001".
   */
  static boolean isNanpShaped(Scan scan, int first, int last) {
    int n = last - first + 1;
    if (n < 3
        || n > 4
        || len(scan, last) != 4
        || len(scan, last - 1) != 3
        || len(scan, last - 2) != 3) {
      return false;
    }
    if (n == 4) {
      String lead = scan.text().substring(scan.start(first), scan.end(first));
      return lead.equals("1") || lead.equals("001");
    }
    return true;
  }

  /** Digit count, no letters glued on, and not a date, time, IP address, price or card. */
  static boolean plausible(Scan scan, int first, int last, int start, int end) {
    String s = scan.text();
    int digits = 0;
    for (int t = first; t <= last; t++) {
      digits += len(scan, t);
    }
    if (digits < 7 || digits > 15 || last - first >= 8 || !grouped(scan, first, last, s, start)) {
      return false;
    }
    if (Structured.gluedLeft(s, start)
        || Structured.gluedRight(s, end)
        || isTimeNext(s, end)
        || isCurrency(Structured.at(s, start - 1))
        || isCurrency(Structured.at(s, start - 2))) {
      return false;
    }
    if (gluedToAlnumToken(s, start)
        || Structured.at(s, start - 1) == '-'
        || isDecimal(scan, first, last)) {
      return false;
    }
    return (s.charAt(start) == '+' || !isDate(scan, first, last))
        && !isDottedQuad(scan, first, last)
        && !isDottedVersion(scan, first, last)
        && !(digits >= 13 && s.charAt(start) != '+' && Structured.luhn(s, start, end));
  }

  /**
   * Written as a phone number is: international ('+'), with a group of three or more digits, or in
   * four or more pairs.
   */
  private static boolean grouped(Scan scan, int first, int last, String s, int start) {
    if (s.charAt(start) == '+') {
      return true;
    }
    int pairs = 0;
    for (int t = first; t <= last; t++) {
      if (len(scan, t) >= 3) {
        return true;
      }
      pairs += len(scan, t) == 2 ? 1 : 0;
    }
    return pairs >= 4; // "01 42 68 53 00"
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

  /** "77.70977", "-0.305457": two digit groups around one dot are a decimal number. */
  private static boolean isDecimal(Scan scan, int first, int last) {
    return last == first + 1 && DigitChain.separatorBefore(scan, last) == '.';
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

  /**
   * "126.0.6478.126", "10.0.19045.4291": groups joined by periods only, one of them after the first
   * a single digit, are a version or a build; a dotted phone number groups its digits in twos or
   * more after its country or trunk code ("1.800.555.0199").
   */
  private static boolean isDottedVersion(Scan scan, int first, int last) {
    boolean single = false;
    for (int t = first + 1; t <= last; t++) {
      if (DigitChain.separatorBefore(scan, t) != '.') {
        return false;
      }
      single |= len(scan, t) == 1;
    }
    return single;
  }

  /** The digits of token {@code t} (without a glued-on extension). */
  private static int len(Scan scan, int t) {
    if (scan.isAsciiDigits(t)) {
      return scan.end(t) - scan.start(t); // no 'x' in it: no extension
    }
    int ext = extensionAt(scan.text(), scan.start(t), scan.end(t));
    return ext > 0 ? ext : scan.end(t) - scan.start(t);
  }
}
