package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.Checksums.allDigits;
import static dev.sigil.detect.internal.Checksums.digit;

/**
 * Validators of the identifiers that hold letters (and of FR NIR, whose Corsican departments are 2A
 * and 2B). Each takes the identifier without separators, already of the format's length.
 */
final class LetterIdValidators {
  private LetterIdValidators() {}

  private static final String DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
  private static final String HETU_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY";
  private static final String HETU_SEPARATORS = "+-ABCDEFUVWXY";
  private static final String CF_MONTHS = "ABCDEHLMPRST";
  private static final String CF_OMOCODIA = "LMNPQRSTUV";
  private static final int[] CF_ODD = {
    1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23
  };
  private static final String MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY";
  private static final String GSTIN_CHARS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  private static final String DEA_TYPES = "ABCDEFGHJKLMPRSTUX";

  /** Spanish DNI/NIF: 8 digits and the letter of the number mod 23. */
  static boolean nif(String s) {
    return allDigits(s, 0, 8) && dniLetter(Checksums.number(s, 0, 8), s.charAt(8));
  }

  /** Spanish NIE: X, Y or Z (0, 1, 2), 7 digits, the DNI letter of the 8-digit number. */
  static boolean nie(String s) {
    int lead = "XYZ".indexOf(Character.toUpperCase(s.charAt(0)));
    if (lead < 0 || !allDigits(s, 1, 8)) {
      return false;
    }
    return dniLetter(lead * 10_000_000L + Checksums.number(s, 1, 8), s.charAt(8));
  }

  private static boolean dniLetter(long n, char letter) {
    return DNI_LETTERS.charAt((int) (n % 23)) == Character.toUpperCase(letter);
  }

  /** Italian codice fiscale: the 16-character shape (with omocodia) and its check letter. */
  static boolean codiceFiscale(String s) {
    for (int i = 0; i < 16; i++) {
      char c = s.charAt(i);
      boolean ok =
          switch (i) {
            case 6, 7, 9, 10, 12, 13, 14 -> isDigit(c) || CF_OMOCODIA.indexOf(c) >= 0;
            case 8 -> CF_MONTHS.indexOf(c) >= 0;
            default -> isUpper(c);
          };
      if (!ok) {
        return false;
      }
    }
    int sum = 0;
    for (int i = 0; i < 15; i++) {
      char c = s.charAt(i);
      int v = isDigit(c) ? c - '0' : c - 'A';
      sum += i % 2 == 0 ? CF_ODD[v] : v;
    }
    return s.charAt(15) == 'A' + sum % 26;
  }

  /** UK National Insurance number: the prefix rules, six digits, suffix A to D. */
  static boolean nino(String s) {
    char a = s.charAt(0);
    char b = s.charAt(1);
    if (!isUpper(a) || !isUpper(b) || "DFIQUV".indexOf(a) >= 0 || "DFIOQUV".indexOf(b) >= 0) {
      return false;
    }
    String prefix = s.substring(0, 2);
    if ("BG GB KN NK NT TN ZZ".contains(prefix)) {
      return false;
    }
    char suffix = s.charAt(8);
    return allDigits(s, 2, 8) && suffix >= 'A' && suffix <= 'D';
  }

  /** The NINO shape alone: two letters, six digits, A to D. */
  static boolean ninoShape(String s) {
    char suffix = s.charAt(8);
    return isUpper(s.charAt(0))
        && isUpper(s.charAt(1))
        && allDigits(s, 2, 8)
        && suffix >= 'A'
        && suffix <= 'D';
  }

  /** Indian PAN: AAAPA9999A, the fourth letter one of the holder types. No checksum. */
  static boolean pan(String s) {
    for (int i = 0; i < 10; i++) {
      char c = s.charAt(i);
      if ((i >= 5 && i <= 8) ? !isDigit(c) : !isUpper(c)) {
        return false;
      }
    }
    return "ABCFGHLJPT".indexOf(s.charAt(3)) >= 0;
  }

  /** Singapore NRIC/FIN: S, T, F, G or M, 7 digits, the check letter. */
  static boolean nric(String s) {
    char p = s.charAt(0);
    if ("STFGM".indexOf(p) < 0 || !allDigits(s, 1, 8)) {
      return false;
    }
    int sum = 0;
    int[] w = {2, 7, 6, 5, 4, 3, 2};
    for (int i = 0; i < 7; i++) {
      sum += digit(s, i + 1) * w[i];
    }
    sum += (p == 'T' || p == 'G') ? 4 : p == 'M' ? 3 : 0;
    String table =
        (p == 'S' || p == 'T') ? "JZIHGFEDCBA" : p == 'M' ? "XWUTRQPNJLK" : "XWUTRQPNMLK";
    return table.charAt(sum % 11) == s.charAt(8);
  }

  /** US Medicare Beneficiary Identifier: the CMS position rules. No checksum. */
  static boolean mbi(String s) {
    for (int i = 0; i < 11; i++) {
      char c = s.charAt(i);
      boolean letter = MBI_LETTERS.indexOf(c) >= 0;
      boolean ok =
          switch (i) {
            case 0 -> c >= '1' && c <= '9';
            case 1, 4, 7, 8 -> letter;
            case 2, 5 -> letter || isDigit(c);
            default -> isDigit(c);
          };
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** Finnish HETU: DDMMYY, century sign, individual number, mod 31 check character. */
  static boolean hetu(String s) {
    if (!allDigits(s, 0, 6) || !allDigits(s, 7, 10) || HETU_SEPARATORS.indexOf(s.charAt(6)) < 0) {
      return false;
    }
    if (!Checksums.ddmmyy(s, 0)) {
      return false;
    }
    long n = Checksums.number(s, 0, 6) * 1000 + Checksums.number(s, 7, 10);
    return HETU_CHECK.charAt((int) (n % 31)) == s.charAt(10);
  }

  /** French NIR: sex, year, month, department (2A/2B), commune, order, key = 97 - n mod 97. */
  static boolean nir(String s) {
    char sex = s.charAt(0);
    if ("1278".indexOf(sex) < 0 || !allDigits(s, 1, 5) || !allDigits(s, 7, 15)) {
      return false;
    }
    int mm = digit(s, 3) * 10 + digit(s, 4);
    if (mm == 0 || (mm > 12 && mm < 20) || (mm > 20 && mm < 30) || (mm > 42 && mm < 50)) {
      return false;
    }
    long corsica = 0;
    String dept = s.substring(5, 7);
    if (dept.equals("2A") || dept.equals("2B")) {
      corsica = dept.equals("2A") ? 1_000_000L : 2_000_000L;
      dept = "20";
    } else if (!allDigits(dept, 0, 2)) {
      return false;
    }
    long n = Checksums.number(s.substring(0, 5) + dept + s.substring(7, 13), 0, 13) - corsica;
    return 97 - n % 97 == Checksums.number(s, 13, 15);
  }

  /**
   * Indian GSTIN: state code 01 to 38, a PAN, an entity character (1-9 or A-Z), Z, and the mod 36
   * check character (factors 1 and 2 alternating from the left).
   */
  static boolean gstin(String s) {
    if (!allDigits(s, 0, 2) || !pan(s.substring(2, 12)) || s.charAt(13) != 'Z') {
      return false;
    }
    int state = digit(s, 0) * 10 + digit(s, 1);
    char entity = s.charAt(12);
    if (state < 1 || state > 38 || !(isUpper(entity) || (entity >= '1' && entity <= '9'))) {
      return false;
    }
    int sum = 0;
    for (int i = 0; i < 14; i++) {
      int product = GSTIN_CHARS.indexOf(s.charAt(i)) * (i % 2 == 0 ? 1 : 2);
      sum += product / 36 + product % 36;
    }
    return GSTIN_CHARS.charAt((36 - sum % 36) % 36) == s.charAt(14);
  }

  /**
   * US DEA registration number: a registrant type letter, a letter or 9, 7 digits; the last is the
   * last digit of d1 + d3 + d5 + 2 × (d2 + d4 + d6).
   */
  static boolean dea(String s) {
    char second = s.charAt(1);
    if (DEA_TYPES.indexOf(s.charAt(0)) < 0
        || !(isUpper(second) || second == '9')
        || !allDigits(s, 2, 9)) {
      return false;
    }
    int odd = digit(s, 2) + digit(s, 4) + digit(s, 6);
    int even = digit(s, 3) + digit(s, 5) + digit(s, 7);
    return (odd + 2 * even) % 10 == digit(s, 8);
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static boolean isUpper(char c) {
    return c >= 'A' && c <= 'Z';
  }
}
