package dev.sigil.detect.internal;

/**
 * Month and weekday names and the small token readers of the date recognizer (days with ordinal
 * suffixes, years). Lookups compare in place, ignoring case, so reading a token allocates nothing.
 */
final class DateWords {
  private DateWords() {}

  private static final String[] MONTHS = {
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december"
  };
  private static final String[] WEEKDAYS = {
    "monday",
    "mon",
    "tuesday",
    "tue",
    "tues",
    "wednesday",
    "wed",
    "thursday",
    "thu",
    "thur",
    "thurs",
    "friday",
    "fri",
    "saturday",
    "sat",
    "sunday",
    "sun"
  };

  /**
   * The month (1 to 12) named by {@code text[start, end)} (its name, its three-letter abbreviation
   * or "sept"), or 0. Keyed on the first three letters, so most words cost a few char reads.
   */
  static int month(String text, int start, int end) {
    int len = end - start;
    if (len < 3 || len > 9) {
      return 0;
    }
    int m =
        monthOfPrefix(
            lower(text.charAt(start)),
            lower(text.charAt(start + 1)),
            lower(text.charAt(start + 2)));
    if (m == 0 || len == 3) {
      return m;
    }
    String full = MONTHS[m - 1];
    if (len == full.length() && text.regionMatches(true, start, full, 0, len)) {
      return m;
    }
    return m == 9 && len == 4 && lower(text.charAt(start + 3)) == 't' ? 9 : 0;
  }

  private static int monthOfPrefix(char a, char b, char c) {
    return switch ((a << 16) | (b << 8) | c) {
      case ('j' << 16) | ('a' << 8) | 'n' -> 1;
      case ('f' << 16) | ('e' << 8) | 'b' -> 2;
      case ('m' << 16) | ('a' << 8) | 'r' -> 3;
      case ('a' << 16) | ('p' << 8) | 'r' -> 4;
      case ('m' << 16) | ('a' << 8) | 'y' -> 5;
      case ('j' << 16) | ('u' << 8) | 'n' -> 6;
      case ('j' << 16) | ('u' << 8) | 'l' -> 7;
      case ('a' << 16) | ('u' << 8) | 'g' -> 8;
      case ('s' << 16) | ('e' << 8) | 'p' -> 9;
      case ('o' << 16) | ('c' << 8) | 't' -> 10;
      case ('n' << 16) | ('o' << 8) | 'v' -> 11;
      case ('d' << 16) | ('e' << 8) | 'c' -> 12;
      default -> 0;
    };
  }

  /** ASCII lower case; any other character becomes 0 (no month or weekday has one). */
  static char lower(char c) {
    if (c >= 'A' && c <= 'Z') {
      return (char) (c + 32);
    }
    return c >= 'a' && c <= 'z' ? c : 0;
  }

  /**
   * Whether the month word is also a common English word ("may", "march", "mar"), so that written
   * in lower case it is a month only when a year follows.
   */
  static boolean ambiguousMonth(String text, int start, int end) {
    int len = end - start;
    return (len == 3
            && (text.regionMatches(true, start, "may", 0, 3)
                || text.regionMatches(true, start, "mar", 0, 3)))
        || (len == 5 && text.regionMatches(true, start, "march", 0, 5));
  }

  static boolean weekday(String text, int start, int end) {
    int len = end - start;
    if (len < 3 || len > 9 || "mtwfsMTWFS".indexOf(text.charAt(start)) < 0) {
      return false;
    }
    for (String w : WEEKDAYS) {
      if (w.length() == len && text.regionMatches(true, start, w, 0, len)) {
        return true;
      }
    }
    return false;
  }

  /** The day (1 to 31) written as {@code 5}, {@code 05} or {@code 5th}, or 0. */
  static int day(String text, int start, int end) {
    int digits = digitsEnd(text, start, end) - start;
    if (digits < 1 || digits > 2) {
      return 0;
    }
    int suffix = end - start - digits;
    if (suffix != 0 && !(suffix == 2 && ordinal(text, start + digits))) {
      return 0;
    }
    int d = (int) Checksums.number(text, start, start + digits);
    return d >= 1 && d <= 31 ? d : 0;
  }

  static boolean ordinal(String text, int at) {
    return text.regionMatches(true, at, "st", 0, 2)
        || text.regionMatches(true, at, "nd", 0, 2)
        || text.regionMatches(true, at, "rd", 0, 2)
        || text.regionMatches(true, at, "th", 0, 2);
  }

  /** The year written as four digits (1800 to 2199) or as {@code '24}, or 0. */
  static int year(String text, int start, int end) {
    int len = end - start;
    if (digitsEnd(text, start, end) != end) {
      return 0;
    }
    if (len == 4) {
      int y = (int) Checksums.number(text, start, end);
      return y >= 1800 && y <= 2199 ? y : 0;
    }
    if (len == 2
        && start > 0
        && (text.charAt(start - 1) == '\'' || text.charAt(start - 1) == '’')) {
      return 2000 + (int) Checksums.number(text, start, end);
    }
    return 0;
  }

  static int digitsEnd(String text, int from, int limit) {
    int i = from;
    while (i < limit && isDigit(text.charAt(i))) {
      i++;
    }
    return i;
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
