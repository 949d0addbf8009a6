package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.Checksums.allDigits;
import static dev.sigil.detect.internal.Checksums.digit;
import static dev.sigil.detect.internal.Checksums.weighted;

/**
 * Validators of the digit-only national identifiers. Each takes the identifier without separators,
 * already of the format's length, and checks its shape, its ranges and its check digits.
 */
final class IdValidators {
  private IdValidators() {}

  /** US routing number: a Federal Reserve prefix and the 3-7-1 weights. */
  static boolean aba(String s) {
    if (!allDigits(s, 0, 9)) {
      return false;
    }
    int p = digit(s, 0) * 10 + digit(s, 1);
    boolean prefix = (p >= 1 && p <= 12) || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p == 80;
    return prefix && weighted(s, 3, 7, 1, 3, 7, 1, 3, 7, 1) % 10 == 0;
  }

  /** US ITIN: 9XX-YY-ZZZZ with YY in 50-65, 70-88, 90-92 or 94-99. */
  static boolean itin(String s) {
    if (!allDigits(s, 0, 9) || s.charAt(0) != '9') {
      return false;
    }
    int g = digit(s, 3) * 10 + digit(s, 4);
    return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94;
  }

  /** US NPI: starts with 1 or 2; Luhn over "80840" and the ten digits (the prefix adds 24). */
  static boolean npi(String s) {
    char c = s.charAt(0);
    return allDigits(s, 0, 10) && (c == '1' || c == '2') && Checksums.luhn(s, 24);
  }

  /** NHS number: mod 11 with weights 10 to 2; a remainder giving 10 is never issued. */
  static boolean nhs(String s) {
    if (!allDigits(s, 0, 10)) {
      return false;
    }
    int check = 11 - weighted(s, 10, 9, 8, 7, 6, 5, 4, 3, 2) % 11;
    if (check == 11) {
      check = 0;
    }
    return check != 10 && check == digit(s, 9) && !sameDigits(s);
  }

  /** Canadian SIN: Luhn (any first digit: the documented sample numbers start with 0). */
  static boolean sin(String s) {
    return allDigits(s, 0, 9) && !sameDigits(s) && Checksums.luhn(s, 0);
  }

  /** German Steuer-IdNr: no leading 0, one digit repeated in the first ten, ISO 7064 11,10. */
  static boolean deTaxId(String s) {
    if (!allDigits(s, 0, 11) || s.charAt(0) == '0') {
      return false;
    }
    int[] counts = new int[10];
    for (int i = 0; i < 10; i++) {
      counts[digit(s, i)]++;
    }
    int repeated = 0;
    for (int c : counts) {
      if (c > 3) {
        return false;
      }
      if (c > 1) {
        repeated++;
      }
    }
    return repeated == 1 && Checksums.iso7064Mod11x10(s);
  }

  /** Dutch BSN: the 11-proof (weights 9 to 2 and -1). */
  static boolean bsn(String s) {
    if (!allDigits(s, 0, 9) || sameDigits(s)) {
      return false;
    }
    int sum = weighted(s, 9, 8, 7, 6, 5, 4, 3, 2) - digit(s, 8);
    return sum % 11 == 0;
  }

  /** Brazilian CPF: two mod 11 check digits; repeated digits pass the sums but are invalid. */
  static boolean cpf(String s) {
    if (!allDigits(s, 0, 11) || sameDigits(s)) {
      return false;
    }
    int d1 = weighted(s, 10, 9, 8, 7, 6, 5, 4, 3, 2) * 10 % 11 % 10;
    int d2 = weighted(s, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2) * 10 % 11 % 10;
    return d1 == digit(s, 9) && d2 == digit(s, 10);
  }

  /** Aadhaar: 12 digits, first 2 to 9, Verhoeff. */
  static boolean aadhaar(String s) {
    return allDigits(s, 0, 12) && s.charAt(0) >= '2' && Checksums.verhoeff(s);
  }

  /** Australian ABN: first digit minus 1, weights 10, 1, 3, ..., 19, mod 89. */
  static boolean abn(String s) {
    if (!allDigits(s, 0, 11) || s.charAt(0) == '0') {
      return false;
    }
    int sum = weighted(s, 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19) - 10;
    return sum % 89 == 0;
  }

  /** Australian TFN: 8 or 9 digits, weighted sum mod 11. */
  static boolean tfn(String s) {
    if (!allDigits(s, 0, s.length()) || sameDigits(s)) {
      return false;
    }
    int sum =
        s.length() == 9
            ? weighted(s, 1, 4, 3, 7, 5, 8, 6, 9, 10)
            : weighted(s, 10, 7, 8, 4, 6, 3, 5, 1);
    return sum % 11 == 0;
  }

  /** Australian Medicare: first digit 2 to 6, 9th digit = weighted sum of the first 8 mod 10. */
  static boolean medicare(String s) {
    if (!allDigits(s, 0, s.length()) || s.charAt(0) < '2' || s.charAt(0) > '6') {
      return false;
    }
    return weighted(s, 1, 3, 7, 9, 1, 3, 7, 9) % 10 == digit(s, 8);
  }

  /** Polish PESEL: birth date (century in the month) and weights 1, 3, 7, 9 mod 10. */
  static boolean pesel(String s) {
    if (!allDigits(s, 0, 11)) {
      return false;
    }
    int mm = digit(s, 2) * 10 + digit(s, 3);
    int century = mm / 20;
    int year = (century == 4 ? 1800 : 1900 + century * 100) + digit(s, 0) * 10 + digit(s, 1);
    if (!Checksums.validDate(year, mm % 20, digit(s, 4) * 10 + digit(s, 5))) {
      return false;
    }
    int check = Checksums.tensComplement(weighted(s, 1, 3, 7, 9, 1, 3, 7, 9, 1, 3));
    return check == digit(s, 10);
  }

  /** Turkish TCKN: no leading 0, two check digits. */
  static boolean tckn(String s) {
    if (!allDigits(s, 0, 11) || s.charAt(0) == '0') {
      return false;
    }
    int odd = digit(s, 0) + digit(s, 2) + digit(s, 4) + digit(s, 6) + digit(s, 8);
    int even = digit(s, 1) + digit(s, 3) + digit(s, 5) + digit(s, 7);
    int d10 = ((odd * 7 - even) % 10 + 10) % 10;
    int d11 = (odd + even + d10) % 10;
    return d10 == digit(s, 9) && d11 == digit(s, 10);
  }

  /** South African ID: YYMMDD, citizenship digit 0 to 2, Luhn over the 13 digits. */
  static boolean zaId(String s) {
    return allDigits(s, 0, 13)
        && Checksums.yymmdd(s, 0, 0)
        && s.charAt(10) <= '2'
        && Checksums.luhn(s, 0);
  }

  /** Korean RRN: YYMMDD, a sex/century digit 1 to 4, weights 2 to 9 mod 11. */
  static boolean krRrn(String s) {
    if (!allDigits(s, 0, 13) || !Checksums.yymmdd(s, 0, 0)) {
      return false;
    }
    char g = s.charAt(6);
    int check = (11 - weighted(s, 2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5) % 11) % 10;
    return g >= '1' && g <= '4' && check == digit(s, 12);
  }

  /** Swedish personnummer (10 or 12 digits): a date (day + 60 for a coordination number), Luhn. */
  static boolean personnummer(String s) {
    int n = s.length();
    if (!allDigits(s, 0, n)) {
      return false;
    }
    if (n == 12 && !(s.startsWith("19") || s.startsWith("20") || s.startsWith("18"))) {
      return false;
    }
    String last10 = s.substring(n - 10);
    boolean date = Checksums.yymmdd(last10, 0, 0) || Checksums.yymmdd(last10, 0, 60);
    return date && Checksums.luhn(last10, 0);
  }

  /** Australian ACN: weights 8 to 1 over the first 8 digits, check = (10 - sum mod 10) mod 10. */
  static boolean acn(String s) {
    if (!allDigits(s, 0, 9) || sameDigits(s)) {
      return false;
    }
    return Checksums.tensComplement(weighted(s, 8, 7, 6, 5, 4, 3, 2, 1)) == digit(s, 8);
  }

  /** Swedish organisationsnummer: third digit 2 or more (never a month), Luhn over the ten. */
  static boolean orgnr(String s) {
    return allDigits(s, 0, 10) && s.charAt(2) >= '2' && Checksums.luhn(s, 0);
  }

  /** Thai national ID: weights 13 to 2 over the first 12, check = (11 - sum mod 11) mod 10. */
  static boolean thaiId(String s) {
    if (!allDigits(s, 0, 13) || sameDigits(s)) {
      return false;
    }
    int sum = weighted(s, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2);
    return (11 - sum % 11) % 10 == digit(s, 12);
  }

  /** Korean business registration number: weights 1, 3, 7, 1, 3, 7, 1, 3, 5 plus 9th × 5 / 10. */
  static boolean krBrn(String s) {
    if (!allDigits(s, 0, 10) || sameDigits(s)) {
      return false;
    }
    int sum = weighted(s, 1, 3, 7, 1, 3, 7, 1, 3, 5) + digit(s, 8) * 5 / 10;
    return Checksums.tensComplement(sum) == digit(s, 9);
  }

  /** Italian partita IVA: 11 digits, Luhn. */
  static boolean itVat(String s) {
    return allDigits(s, 0, 11) && !sameDigits(s) && Checksums.luhn(s, 0);
  }

  /** German USt-IdNr: DE, 9 digits without a leading 0, ISO 7064 MOD 11,10. */
  static boolean deVat(String s) {
    return s.startsWith("DE")
        && allDigits(s, 2, 11)
        && s.charAt(2) != '0'
        && Checksums.iso7064Mod11x10(s.substring(2));
  }

  /** US passport: 9 digits, or a letter and 8 digits (next generation books). No checksum. */
  static boolean usPassport(String s) {
    char c = s.charAt(0);
    return (c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') && allDigits(s, 1, 9) && !sameDigits(s);
  }

  /**
   * Korean foreigner registration number: a valid YYMMDD birth date, then the gender and century
   * digit 5 to 8, then 6 digits. No check: numbers issued since October 2020 end in a random digit
   * (the older ones have (13 - weighted sum mod 11) mod 10, which the newer ones fail).
   */
  static boolean krFrn(String s) {
    if (!allDigits(s, 0, 13) || !Checksums.yymmdd(s, 0, 0)) {
      return false;
    }
    char g = s.charAt(6);
    return g >= '5' && g <= '8';
  }

  /**
   * German lebenslange Arztnummer (LANR): 6 digits, a check digit over them with weights 4, 9, 4,
   * 9, 4, 9, check = (10 - sum mod 10) mod 10, then the 2-digit specialty group.
   */
  static boolean lanr(String s) {
    if (!allDigits(s, 0, 9) || sameDigits(s)) {
      return false;
    }
    return Checksums.tensComplement(weighted(s, 4, 9, 4, 9, 4, 9)) == digit(s, 6);
  }

  /**
   * US bank account number: 8 to 17 digits (the longest account field of a US check or ACH entry),
   * no check. Not one digit repeated, and not what another reading claims: a card number (an issuer
   * prefix and Luhn), a North American phone number (10 digits NXX-NXX-XXXX, or 1 and those), a
   * national phone number with its trunk 0 (10 or 11 digits), or a YYYYMMDD date.
   */
  static boolean usBankNumber(String s) {
    int n = s.length();
    if (n < 8 || n > 17 || !allDigits(s, 0, n) || sameDigits(s)) {
      return false;
    }
    if (n >= 13 && CardRecognizer.isCard(s, 0, n, n)) {
      return false;
    }
    if (n == 10 && nanp(s, 0) || n == 11 && s.charAt(0) == '1' && nanp(s, 1)) {
      return false;
    }
    if ((n == 10 || n == 11) && s.charAt(0) == '0') {
      return false;
    }
    int year = (int) Checksums.number(s, 0, 4);
    return !(n == 8
        && year >= 1900
        && year <= 2099
        && Checksums.validDate(
            year, (int) Checksums.number(s, 4, 6), (int) Checksums.number(s, 6, 8)));
  }

  /** Whether {@code s[from, from + 10)} is NXX NXX XXXX (area code and exchange from 2). */
  private static boolean nanp(String s, int from) {
    return s.charAt(from) >= '2' && s.charAt(from + 3) >= '2';
  }

  /**
   * US driver's license, in the shapes many states share: a letter and 7 to 12 digits, or 7 to 9
   * digits. No check; not one digit repeated.
   */
  static boolean usDriverLicense(String s) {
    int n = s.length();
    char c = s.charAt(0);
    if (c >= 'A' && c <= 'Z') {
      return n >= 8 && n <= 13 && allDigits(s, 1, n) && !sameDigits(s.substring(1));
    }
    return n >= 7 && n <= 9 && allDigits(s, 0, n) && !sameDigits(s);
  }

  /** Indian EPIC (voter ID card) number: 3 capital letters and 7 digits. No check. */
  static boolean inVoter(String s) {
    if (s.length() != 10 || !allDigits(s, 3, 10)) {
      return false;
    }
    for (int i = 0; i < 3; i++) {
      if (s.charAt(i) < 'A' || s.charAt(i) > 'Z') {
        return false;
      }
    }
    return !sameDigits(s.substring(3));
  }

  static boolean sameDigits(String s) {
    for (int i = 1; i < s.length(); i++) {
      if (s.charAt(i) != s.charAt(0)) {
        return false;
      }
    }
    return true;
  }
}
