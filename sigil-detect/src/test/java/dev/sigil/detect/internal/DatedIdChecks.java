package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.IdSamples.d;
import static dev.sigil.detect.internal.IdSamples.digits;
import static dev.sigil.detect.internal.IdSamples.digitsOnly;
import static dev.sigil.detect.internal.IdSamples.luhnSum;
import static dev.sigil.detect.internal.IdSamples.search;

import java.util.Random;

/** Test-side generators and checkers of the identifiers that hold a birth date. */
final class DatedIdChecks {
  private DatedIdChecks() {}

  static java.time.LocalDate date(Random r, int fromYear, int years) {
    return java.time.LocalDate.of(fromYear, 1, 1).plusDays(r.nextInt(years * 365));
  }

  static String pesel(Random r) {
    java.time.LocalDate d = date(r, 1930, 90);
    int month = d.getMonthValue() + (d.getYear() >= 2000 ? 20 : 0);
    String body =
        String.format("%02d%02d%02d", d.getYear() % 100, month, d.getDayOfMonth()) + digits(r, 4);
    return search(new Random(r.nextLong()), body, 0, DatedIdChecks::peselOk);
  }

  static boolean peselOk(String s) {
    if (s.length() != 11 || !digitsOnly(s)) {
      return false;
    }
    int[] w = {1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1};
    int sum = 0;
    for (int i = 0; i < 11; i++) {
      sum += d(s, i) * w[i];
    }
    int month = Integer.parseInt(s.substring(2, 4)) % 20;
    int day = Integer.parseInt(s.substring(4, 6));
    int year =
        Integer.parseInt(s.substring(0, 2))
            + (Integer.parseInt(s.substring(2, 4)) >= 20 ? 2000 : 1900);
    return sum % 10 == 0 && validDate(year, month, day);
  }

  static boolean validDate(int y, int m, int d) {
    try {
      java.time.LocalDate.of(y, m, d);
      return true;
    } catch (java.time.DateTimeException e) {
      return false;
    }
  }

  static final String HETU = "0123456789ABCDEFHJKLMNPRSTUVWXY";

  static String hetu(Random r) {
    java.time.LocalDate d = date(r, 1940, 80);
    String ddmmyy =
        String.format("%02d%02d%02d", d.getDayOfMonth(), d.getMonthValue(), d.getYear() % 100);
    String ind = String.format("%03d", 2 + r.nextInt(897));
    char sep = d.getYear() >= 2000 ? 'A' : '-';
    return ddmmyy + sep + ind + HETU.charAt((int) (Long.parseLong(ddmmyy + ind) % 31));
  }

  static boolean hetuOk(String s) {
    if (s.length() != 11 || !digitsOnly(s.substring(0, 6)) || !digitsOnly(s.substring(7, 10))) {
      return false;
    }
    int yy = Integer.parseInt(s.substring(4, 6));
    boolean date =
        validDate(
            2000 + yy, Integer.parseInt(s.substring(2, 4)), Integer.parseInt(s.substring(0, 2)));
    return date
        && HETU.charAt((int) (Long.parseLong(s.substring(0, 6) + s.substring(7, 10)) % 31))
            == s.charAt(10);
  }

  static String personnummer(Random r) {
    java.time.LocalDate d = date(r, 1940, 80);
    String body =
        String.format("%02d%02d%02d", d.getYear() % 100, d.getMonthValue(), d.getDayOfMonth())
            + digits(r, 3);
    return search(new Random(r.nextLong()), body, 0, DatedIdChecks::personnummerOk);
  }

  static boolean personnummerOk(String s) {
    if (s.length() != 10 || !digitsOnly(s)) {
      return false;
    }
    int yy = Integer.parseInt(s.substring(0, 2));
    int day = Integer.parseInt(s.substring(4, 6));
    int month = Integer.parseInt(s.substring(2, 4));
    boolean date = validDate(2000 + yy, month, day) || validDate(2000 + yy, month, day - 60);
    return date && luhnSum(s) % 10 == 0;
  }

  static String za(Random r) {
    java.time.LocalDate d = date(r, 1940, 80);
    String body =
        String.format("%02d%02d%02d", d.getYear() % 100, d.getMonthValue(), d.getDayOfMonth())
            + digits(r, 4)
            + r.nextInt(2)
            + "8";
    return search(new Random(r.nextLong()), body, 0, DatedIdChecks::zaOk);
  }

  static boolean zaOk(String s) {
    if (s.length() != 13 || !digitsOnly(s) || s.charAt(10) > '2') {
      return false;
    }
    int yy = Integer.parseInt(s.substring(0, 2));
    boolean date =
        validDate(
            2000 + yy, Integer.parseInt(s.substring(2, 4)), Integer.parseInt(s.substring(4, 6)));
    return date && luhnSum(s) % 10 == 0;
  }

  static boolean tcknOk(String s) {
    if (s.length() != 11 || !digitsOnly(s) || s.charAt(0) == '0') {
      return false;
    }
    int odd = 0;
    int even = 0;
    for (int i = 0; i < 9; i++) {
      if (i % 2 == 0) {
        odd += d(s, i);
      } else {
        even += d(s, i);
      }
    }
    int d10 = Math.floorMod(odd * 7 - even, 10);
    return d10 == d(s, 9) && (odd + even + d10) % 10 == d(s, 10);
  }

  static String rrn(Random r) {
    java.time.LocalDate d = date(r, 1940, 80);
    int g = (d.getYear() >= 2000 ? 3 : 1) + r.nextInt(2);
    String body =
        String.format("%02d%02d%02d", d.getYear() % 100, d.getMonthValue(), d.getDayOfMonth())
            + g
            + digits(r, 5);
    return search(new Random(r.nextLong()), body, 0, DatedIdChecks::rrnOk);
  }

  static boolean rrnOk(String s) {
    if (s.length() != 13 || !digitsOnly(s) || s.charAt(6) < '1' || s.charAt(6) > '4') {
      return false;
    }
    int[] w = {2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5};
    int sum = 0;
    for (int i = 0; i < 12; i++) {
      sum += d(s, i) * w[i];
    }
    int yy = Integer.parseInt(s.substring(0, 2));
    boolean date =
        validDate(
            2000 + yy, Integer.parseInt(s.substring(2, 4)), Integer.parseInt(s.substring(4, 6)));
    return date && (11 - sum % 11) % 10 == d(s, 12);
  }
}
