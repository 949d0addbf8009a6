package dev.sigil.detect.internal;

/**
 * Month and weekday names and the small token readers of the date recognizer (days with ordinal
 * suffixes, years). Lookups compare in place, ignoring case, so reading a token allocates nothing.
 */
final class DateWords {
  private DateWords() {}

  private static final String[] MONTHS = {
    "january",
    "jan",
    "february",
    "feb",
    "march",
    "mar",
    "april",
    "apr",
    "may",
    "june",
    "jun",
    "july",
    "jul",
    "august",
    "aug",
    "september",
    "sep",
    "sept",
    "october",
    "oct",
    "november",
    "nov",
    "december",
    "dec"
  };
  private static final int[] MONTH_NUMBERS = {
    1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 6, 7, 7, 8, 8, 9, 9, 9, 10, 10, 11, 11, 12, 12
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

  /** The month (1 to 12) named by {@code text[start, end)}, or 0. */
  static int month(String text, int start, int end) {
    int len = end - start;
    if (len < 3 || len > 9 || "jfmasondJFMASOND".indexOf(text.charAt(start)) < 0) {
      return 0;
    }
    for (int i = 0; i < MONTHS.length; i++) {
      if (MONTHS[i].length() == len && text.regionMatches(true, start, MONTHS[i], 0, len)) {
        return MONTH_NUMBERS[i];
      }
    }
    return 0;
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
