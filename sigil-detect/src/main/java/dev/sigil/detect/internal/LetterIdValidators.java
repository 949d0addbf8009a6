package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.Checksums.allDigits;
import static dev.sigil.detect.internal.Checksums.digit;
import static dev.sigil.detect.internal.Checksums.weighted;

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
  private static final String DOCUMENT_LETTERS = "CFGHJKLMNPRTVWXYZ";
  private static final int[] ICAO_WEIGHTS = {7, 3, 1};
  private static final int[] RVNR_WEIGHTS = {2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1};
  private static final String UEN_BUSINESS_LETTERS = "XMKECAWLJDB";
  private static final String UEN_COMPANY_LETTERS = "ZKCMDNERGWH";

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

  /**
   * German Personalausweis (since 2010): a letter and 8 characters of the document alphabet (digits
   * and C F G H J K L M N P R T V W X Y Z, no vowels), then the ICAO 9303 check digit.
   */
  static boolean deIdCard(String s) {
    return DOCUMENT_LETTERS.indexOf(s.charAt(0)) >= 0 && documentChars(s, 1, 9) && icao(s, 9);
  }

  /** German Reisepass number as printed: C and 8 characters of the document alphabet. No check. */
  static boolean dePassport(String s) {
    return s.charAt(0) == 'C' && documentChars(s, 1, 9);
  }

  /**
   * German Reisepass number as in the machine-readable zone: its ICAO 9303 check digit after it.
   */
  static boolean dePassportChecked(String s) {
    return dePassport(s) && icao(s, 9);
  }

  private static boolean documentChars(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = s.charAt(i);
      if (!isDigit(c) && DOCUMENT_LETTERS.indexOf(c) < 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * ICAO 9303: the digit at {@code n} is the sum over {@code s[0, n)} of the values (a digit its
   * own, A = 10 ... Z = 35) times 7, 3, 1 repeating, mod 10.
   */
  static boolean icao(String s, int n) {
    if (!isDigit(s.charAt(n))) {
      return false;
    }
    int sum = 0;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (!isDigit(c) && !isUpper(c)) {
        return false;
      }
      sum += (isDigit(c) ? c - '0' : c - 'A' + 10) * ICAO_WEIGHTS[i % 3];
    }
    return sum % 10 == digit(s, n);
  }

  /**
   * German Rentenversicherungsnummer: area (2 digits), birth date DDMMYY (day 01 to 31, month 01 to
   * 12), the initial of the birth name, serial (2 digits), check digit. The letter counts as its
   * two digit position (A = 01 ... Z = 26); the 12 digits are weighted 2, 1, 2, 5, 7, 1, 2, 1, 2,
   * 1, 2, 1, each product counts by the sum of its digits, and the check is that sum mod 10.
   */
  static boolean deRvnr(String s) {
    if (!allDigits(s, 0, 8) || !isUpper(s.charAt(8)) || !allDigits(s, 9, 12)) {
      return false;
    }
    int day = digit(s, 2) * 10 + digit(s, 3);
    int month = digit(s, 4) * 10 + digit(s, 5);
    if (day < 1 || day > 31 || month < 1 || month > 12) {
      return false;
    }
    int letter = s.charAt(8) - 'A' + 1;
    int[] digits = new int[12];
    for (int i = 0; i < 8; i++) {
      digits[i] = digit(s, i);
    }
    digits[8] = letter / 10;
    digits[9] = letter % 10;
    digits[10] = digit(s, 9);
    digits[11] = digit(s, 10);
    int sum = 0;
    for (int i = 0; i < 12; i++) {
      sum += digitSum(digits[i] * RVNR_WEIGHTS[i]);
    }
    return sum % 10 == digit(s, 11);
  }

  /**
   * German Krankenversichertennummer (the unchangeable part): a letter, 8 digits, a check digit.
   * The letter counts as its two digit position (A = 01 ... Z = 26); the 10 digits are weighted 1,
   * 2, 1, 2, ..., each product counts by the sum of its digits, and the check is that sum mod 10.
   */
  static boolean deKvnr(String s) {
    if (!isUpper(s.charAt(0)) || !allDigits(s, 1, 10)) {
      return false;
    }
    int letter = s.charAt(0) - 'A' + 1;
    int sum = letter / 10 + digitSum(letter % 10 * 2);
    for (int i = 1; i < 9; i++) {
      sum += digitSum(digit(s, i) * (i % 2 == 1 ? 1 : 2));
    }
    return sum % 10 == digit(s, 9);
  }

  private static int digitSum(int product) {
    return product / 10 + product % 10;
  }

  /**
   * Singapore UEN: a business (8 digits, weights 10, 4, 9, 3, 8, 2, 7, 1) or a local company (the
   * year 18xx to 20xx and 5 digits, weights 10, 8, 6, 4, 9, 7, 5, 3, 1), then the check letter of
   * the sum mod 11 (XMKECAWLJDB, ZKCMDNERGWH). The T, S and R forms of other entities are not read.
   */
  static boolean sgUen(String s) {
    int n = s.length() - 1;
    if (!allDigits(s, 0, n) || IdValidators.sameDigits(s.substring(0, n))) {
      return false;
    }
    char check = s.charAt(n);
    if (n == 8) {
      return UEN_BUSINESS_LETTERS.charAt(weighted(s, 10, 4, 9, 3, 8, 2, 7, 1) % 11) == check;
    }
    int century = digit(s, 0) * 10 + digit(s, 1);
    return n == 9
        && century >= 18
        && century <= 20
        && UEN_COMPANY_LETTERS.charAt(weighted(s, 10, 8, 6, 4, 9, 7, 5, 3, 1) % 11) == check;
  }

  /**
   * UK driving licence number (DVLA): the surname's first 5 letters padded with 9, the decade digit
   * of the birth year, the birth month (01 to 12, 51 to 62 for a woman), the day (01 to 31), the
   * year digit, 2 initials (a letter, then a letter or 9), a digit, and 2 computer check characters
   * (letters or digits) of an algorithm that is not published.
   */
  static boolean ukDrivingLicence(String s) {
    if (s.length() != 16 || !isUpper(s.charAt(0))) {
      return false;
    }
    boolean padding = false;
    for (int i = 1; i < 5; i++) {
      char c = s.charAt(i);
      if (c == '9') {
        padding = true;
      } else if (padding || !isUpper(c)) {
        return false;
      }
    }
    if (!allDigits(s, 5, 11) || !isDigit(s.charAt(13))) {
      return false;
    }
    int month = digit(s, 6) * 10 + digit(s, 7);
    int day = digit(s, 8) * 10 + digit(s, 9);
    if (!(month >= 1 && month <= 12 || month >= 51 && month <= 62) || day < 1 || day > 31) {
      return false;
    }
    char second = s.charAt(12);
    return isUpper(s.charAt(11))
        && (isUpper(second) || second == '9')
        && upperOrDigit(s.charAt(14))
        && upperOrDigit(s.charAt(15));
  }

  private static boolean upperOrDigit(char c) {
    return isUpper(c) || isDigit(c);
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  static boolean isUpper(char c) {
    return c >= 'A' && c <= 'Z';
  }
}
