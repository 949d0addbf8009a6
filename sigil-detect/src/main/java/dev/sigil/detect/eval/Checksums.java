package dev.sigil.detect.eval;

import java.math.BigInteger;

/** The check rules the generated values obey, shared with the tests that verify them. */
final class Checksums {
  private Checksums() {}

  /** The Luhn check digit to append to {@code body}. */
  static char luhnDigit(String body) {
    int sum = 0;
    boolean twice = true; // the digit left of the check digit is doubled
    for (int i = body.length() - 1; i >= 0; i--) {
      int d = body.charAt(i) - '0';
      if (twice) {
        d *= 2;
        if (d > 9) {
          d -= 9;
        }
      }
      sum += d;
      twice = !twice;
    }
    return (char) ('0' + (10 - sum % 10) % 10);
  }

  /** Whether the digits of {@code s} (other characters skipped) pass Luhn. */
  static boolean luhnValid(String s) {
    String digits = s.replaceAll("[^0-9]", "");
    return digits.length() > 1
        && luhnDigit(digits.substring(0, digits.length() - 1))
            == digits.charAt(digits.length() - 1);
  }

  /** The two IBAN check digits for {@code country} and {@code bban} (ISO 13616, mod 97). */
  static String ibanCheckDigits(String country, String bban) {
    int rest = mod97(bban + country + "00");
    int check = 98 - rest;
    return check < 10 ? "0" + check : Integer.toString(check);
  }

  /** Whether {@code iban} (spaces skipped) passes mod 97. */
  static boolean ibanValid(String iban) {
    String s = iban.replace(" ", "");
    return s.length() > 4 && mod97(s.substring(4) + s.substring(0, 4)) == 1;
  }

  private static int mod97(String s) {
    StringBuilder n = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      n.append(Character.digit(s.charAt(i), 36));
    }
    return new BigInteger(n.toString()).mod(BigInteger.valueOf(97)).intValue();
  }

  /** IPv6 text of eight groups; {@code compress} replaces the longest run of 2+ zeros by ::. */
  static String ipv6(int[] groups, boolean compress) {
    int bestStart = -1;
    int bestLen = 1;
    for (int i = 0; compress && i < 8; i++) {
      int j = i;
      while (j < 8 && groups[j] == 0) {
        j++;
      }
      if (j - i > bestLen) {
        bestStart = i;
        bestLen = j - i;
      }
    }
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 8; i++) {
      if (i == bestStart) {
        b.append("::");
        i += bestLen - 1;
        continue;
      }
      if (!b.isEmpty() && b.charAt(b.length() - 1) != ':') {
        b.append(':');
      }
      b.append(Integer.toHexString(groups[i]));
    }
    return b.toString();
  }
}
