package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.DateWords.isDigit;

/**
 * The time part of an ISO 8601 timestamp after a date: {@code T} or one space, {@code HH:MM},
 * optional {@code :SS} and fraction, optional {@code Z} or offset ({@code +02:00}, {@code -0500}).
 */
final class Timestamps {
  private Timestamps() {}

  /** The end of the time that starts at {@code at}, or {@code at} when there is none. */
  static int timeEnd(String text, int at) {
    int n = text.length();
    if (at >= n || (text.charAt(at) != 'T' && text.charAt(at) != ' ')) {
      return at;
    }
    int i = at + 1;
    if (text.charAt(at) == ' '
        && i + 3 < n
        && isDigit(text.charAt(i))
        && text.charAt(i + 1) == ':'
        && twoDigits(text, i + 2, 60)) {
      return zone(text, i + 4); // " 9:30"
    }
    if (!twoDigits(text, i, 24) || i + 5 > n || text.charAt(i + 2) != ':') {
      return at;
    }
    if (!twoDigits(text, i + 3, 60)) {
      return at;
    }
    i += 5;
    if (i + 2 < n && text.charAt(i) == ':' && twoDigits(text, i + 1, 61)) {
      i += 3;
      if (i + 1 < n && text.charAt(i) == '.' && isDigit(text.charAt(i + 1))) {
        i = DateWords.digitsEnd(text, i + 1, n);
      }
    }
    return zone(text, i);
  }

  private static int zone(String text, int i) {
    int n = text.length();
    if (i < n && text.charAt(i) == 'Z') {
      return i + 1;
    }
    if (i + 2 < n
        && (text.charAt(i) == '+' || text.charAt(i) == '-')
        && twoDigits(text, i + 1, 15)) {
      int j = i + 3;
      if (j + 2 < n && text.charAt(j) == ':' && twoDigits(text, j + 1, 60)) {
        return j + 3;
      }
      if (j + 1 < n && twoDigits(text, j, 60)) {
        return j + 2;
      }
      return j;
    }
    return i;
  }

  /** Whether {@code text[i, i + 2)} are two digits whose value is below {@code limit}. */
  private static boolean twoDigits(String text, int i, int limit) {
    if (i + 1 >= text.length() || !isDigit(text.charAt(i)) || !isDigit(text.charAt(i + 1))) {
      return false;
    }
    return (text.charAt(i) - '0') * 10 + (text.charAt(i + 1) - '0') < limit;
  }
}
