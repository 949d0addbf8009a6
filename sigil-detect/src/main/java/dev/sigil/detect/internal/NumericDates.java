package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.DateWords.digitsEnd;
import static dev.sigil.detect.internal.DateWords.isDigit;

/**
 * Dates written in digits: {@code 2024-05-01}, {@code 2024/05/01}, {@code 05/01/2024}, {@code
 * 5/1/24}, {@code 01.05.2024}, and ISO timestamps ({@code 2024-05-01T12:30:45Z}, also with a space
 * before the time), whose whole span is the date. Both separators must be the same; a day-month
 * order is accepted when either reading (D/M or M/D) is a real date. A third group of one digit
 * (1.2.3), a fourth group (1.2.3.4), a group of three digits (phone numbers, IP addresses) or a
 * neighbouring {@code +}, {@code $} or digit chain are not dates; with dots the year has four
 * digits (19.12.16 is a version), with hyphens a two-digit year needs a context word.
 */
final class NumericDates {
  private NumericDates() {}

  /** A found date: its end and score packed, or -1. */
  static long parse(String text, int pos) {
    int n = text.length();
    int aEnd = digitsEnd(text, pos, n);
    int la = aEnd - pos;
    if ((la != 4 && la > 2) || aEnd + 1 >= n || badBefore(text, pos)) {
      return -1;
    }
    char sep = text.charAt(aEnd);
    int bEnd = middle(text, aEnd, sep);
    if (bEnd < 0) {
      return -1;
    }
    int cEnd = digitsEnd(text, bEnd + 1, n);
    if (continues(text, cEnd, sep)) {
      return -1;
    }
    double score = score(text, pos, aEnd, bEnd, cEnd, sep);
    if (score <= 0) {
      return -1;
    }
    int end = la == 4 || cEnd - bEnd - 1 == 4 ? Timestamps.timeEnd(text, cEnd) : cEnd;
    return pack(end, score);
  }

  /** The end of the 1- or 2-digit middle group after {@code sep} at {@code aEnd}, or -1. */
  private static int middle(String text, int aEnd, char sep) {
    if (sep != '-' && sep != '/' && sep != '.') {
      return -1;
    }
    int bEnd = digitsEnd(text, aEnd + 1, text.length());
    int lb = bEnd - aEnd - 1;
    boolean ok = lb >= 1 && lb <= 2 && bEnd + 1 < text.length() && text.charAt(bEnd) == sep;
    return ok ? bEnd : -1;
  }

  private static double score(String text, int pos, int aEnd, int bEnd, int cEnd, char sep) {
    int a = (int) Checksums.number(text, pos, aEnd);
    int b = (int) Checksums.number(text, aEnd + 1, bEnd);
    if (aEnd - pos == 4) {
      return yearFirst(a, b, text, bEnd + 1, cEnd, sep);
    }
    return dayFirst(a, b, text, bEnd + 1, cEnd, sep, aEnd - pos == 2 && bEnd - aEnd - 1 == 2);
  }

  private static double yearFirst(int y, int m, String text, int from, int to, char sep) {
    int lc = to - from;
    if (lc < 1 || lc > 2 || y < 1800 || y > 2199) {
      return 0;
    }
    if (!Checksums.validDate(y, m, (int) Checksums.number(text, from, to))) {
      return 0;
    }
    return sep == '-' ? 0.9 : sep == '/' ? 0.85 : 0.8;
  }

  private static double dayFirst(
      int a, int b, String text, int from, int to, char sep, boolean twoDigitParts) {
    int lc = to - from;
    if (lc != 2 && lc != 4 || (to < text.length() && Character.isLetter(text.charAt(to)))) {
      return 0;
    }
    int y = (int) Checksums.number(text, from, to);
    if (lc == 4 && (y < 1800 || y > 2199)) {
      return 0;
    }
    int year = lc == 2 ? 2000 + y : y;
    if (!Checksums.validDate(year, a, b) && !Checksums.validDate(year, b, a)) {
      return 0;
    }
    if (lc == 4) {
      return 0.85;
    }
    // a two-digit year: 5/1/24 is a date, 12-10-15 may be, 19.12.16 is a version
    return switch (sep) {
      case '/' -> 0.6;
      case '-' -> twoDigitParts ? 0.45 : 0;
      default -> 0;
    };
  }

  /** Whether the digits continue past the third group (1.2.3.4, 2024-05-01-7). */
  private static boolean continues(String text, int end, char sep) {
    return end + 1 < text.length() && text.charAt(end) == sep && isDigit(text.charAt(end + 1));
  }

  private static boolean badBefore(String text, int pos) {
    if (pos == 0) {
      return false;
    }
    char c = text.charAt(pos - 1);
    if (c == '+' || c == '$' || c == '€' || c == '£' || c == '#') {
      return true;
    }
    return (c == '-' || c == '/' || c == '.') && pos > 1 && isDigit(text.charAt(pos - 2));
  }

  static long pack(int end, double score) {
    return ((long) end << 16) | Math.round(score * 1000);
  }

  static int end(long packed) {
    return (int) (packed >>> 16);
  }

  static double score(long packed) {
    return (packed & 0xFFFF) / 1000.0;
  }
}
