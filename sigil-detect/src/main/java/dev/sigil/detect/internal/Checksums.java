package dev.sigil.detect.internal;

/**
 * Check-digit algorithms of the national identifiers. Every method takes a string of ASCII digits
 * (callers check the shape first) and never throws on a string of the stated length.
 */
final class Checksums {
  private Checksums() {}

  private static final int[][] VERHOEFF_D = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
    {1, 2, 3, 4, 0, 6, 7, 8, 9, 5},
    {2, 3, 4, 0, 1, 7, 8, 9, 5, 6},
    {3, 4, 0, 1, 2, 8, 9, 5, 6, 7},
    {4, 0, 1, 2, 3, 9, 5, 6, 7, 8},
    {5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
    {6, 5, 9, 8, 7, 1, 0, 4, 3, 2},
    {7, 6, 5, 9, 8, 2, 1, 0, 4, 3},
    {8, 7, 6, 5, 9, 3, 2, 1, 0, 4},
    {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}
  };
  private static final int[][] VERHOEFF_P = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
    {1, 5, 7, 6, 2, 8, 3, 0, 9, 4},
    {5, 8, 0, 3, 7, 9, 6, 1, 4, 2},
    {8, 9, 1, 6, 0, 4, 3, 5, 2, 7},
    {9, 4, 5, 3, 1, 2, 6, 8, 7, 0},
    {4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
    {2, 7, 9, 3, 8, 0, 6, 4, 1, 5},
    {7, 0, 4, 6, 9, 1, 3, 2, 5, 8}
  };

  static int digit(CharSequence s, int i) {
    return s.charAt(i) - '0';
  }

  static boolean allDigits(CharSequence s, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /** The number of {@code s[from, to)}; at most 18 digits. */
  static long number(CharSequence s, int from, int to) {
    long n = 0;
    for (int i = from; i < to; i++) {
      n = n * 10 + digit(s, i);
    }
    return n;
  }

  /** Luhn over the whole string, starting with {@code carry} already summed (0 normally). */
  static boolean luhn(CharSequence s, int carry) {
    return luhn(s, 0, s.length(), carry);
  }

  /**
   * Luhn over the digits of {@code s[start, end)}, separators skipped, starting with {@code carry}
   * already summed: the one Luhn of the detector (cards, SIN, SE, ZA and NPI numbers).
   */
  static boolean luhn(CharSequence s, int start, int end, int carry) {
    int sum = carry;
    boolean twice = false;
    for (int i = end - 1; i >= start; i--) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        continue;
      }
      int d = c - '0';
      if (twice) {
        d *= 2;
        if (d > 9) {
          d -= 9;
        }
      }
      sum += d;
      twice = !twice;
    }
    return sum % 10 == 0;
  }

  static boolean verhoeff(CharSequence s) {
    int c = 0;
    int n = s.length();
    for (int i = 0; i < n; i++) {
      c = VERHOEFF_D[c][VERHOEFF_P[i % 8][digit(s, n - 1 - i)]];
    }
    return c == 0;
  }

  /** Sum of {@code digit(i) * weights[i]} over the weights' length. */
  static int weighted(CharSequence s, int... weights) {
    int sum = 0;
    for (int i = 0; i < weights.length; i++) {
      sum += digit(s, i) * weights[i];
    }
    return sum;
  }

  /** The check digit that brings {@code sum} to a multiple of 10: (10 - sum mod 10) mod 10. */
  static int tensComplement(int sum) {
    return (10 - sum % 10) % 10;
  }

  /** ISO 7064 MOD 11,10 over all digits but the last, which must be the check digit. */
  static boolean iso7064Mod11x10(CharSequence s) {
    int product = 10;
    int n = s.length() - 1;
    for (int i = 0; i < n; i++) {
      int sum = (digit(s, i) + product) % 10;
      if (sum == 0) {
        sum = 10;
      }
      product = (2 * sum) % 11;
    }
    int check = 11 - product;
    return (check == 10 ? 0 : check) == digit(s, n);
  }

  static boolean validDate(int year, int month, int day) {
    if (month < 1 || month > 12 || day < 1) {
      return false;
    }
    return day <= daysInMonth(year, month);
  }

  static int daysInMonth(int year, int month) {
    return switch (month) {
      case 2 -> leap(year) ? 29 : 28;
      case 4, 6, 9, 11 -> 30;
      default -> 31;
    };
  }

  static boolean leap(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  }

  /**
   * Whether {@code s[from, from + 6)} is a valid YYMMDD date (with {@code dayOffset} taken off the
   * day) in some century; 29 February counts when YY is a multiple of 4.
   */
  static boolean yymmdd(CharSequence s, int from, int dayOffset) {
    int yy = (int) number(s, from, from + 2);
    int mm = (int) number(s, from + 2, from + 4);
    int dd = (int) number(s, from + 4, from + 6) - dayOffset;
    return validDate(2000 + yy, mm, dd);
  }

  /** Whether {@code s[from, from + 6)} is a valid DDMMYY date in some century. */
  static boolean ddmmyy(CharSequence s, int from) {
    int dd = (int) number(s, from, from + 2);
    int mm = (int) number(s, from + 2, from + 4);
    int yy = (int) number(s, from + 4, from + 6);
    return validDate(2000 + yy, mm, dd);
  }
}
