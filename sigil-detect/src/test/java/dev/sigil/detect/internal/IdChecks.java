package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.IdSamples.d;
import static dev.sigil.detect.internal.IdSamples.digits;
import static dev.sigil.detect.internal.IdSamples.digitsOnly;
import static dev.sigil.detect.internal.IdSamples.luhnSum;
import static dev.sigil.detect.internal.IdSamples.search;

import java.util.List;
import java.util.Random;

/** Test-side generators and checkers of each national identifier (see {@link IdSamples}). */
final class IdChecks {
  private IdChecks() {}

  static String aba(Random r) {
    return search(r, String.format("%02d", 1 + r.nextInt(12)), 6, IdChecks::abaOk);
  }

  static boolean abaOk(String s) {
    if (s.length() != 9 || !digitsOnly(s)) {
      return false;
    }
    int sum = 0;
    int[] w = {3, 7, 1};
    for (int i = 0; i < 9; i++) {
      sum += d(s, i) * w[i % 3];
    }
    int p = Integer.parseInt(s.substring(0, 2));
    return sum % 10 == 0 && (p <= 12 || (p >= 21 && p <= 32) || (p >= 61 && p <= 72) || p == 80);
  }

  static boolean npiOk(String s) {
    return s.length() == 10 && digitsOnly(s) && luhnSum("80840" + s) % 10 == 0;
  }

  static boolean nhsOk(String s) {
    if (s.length() != 10 || !digitsOnly(s)) {
      return false;
    }
    int sum = 0;
    for (int i = 0; i < 10; i++) {
      sum += d(s, i) * (10 - i); // the check digit weighs 1 here: total = 0 mod 11
    }
    return sum % 11 == 0 && !s.chars().allMatch(c -> c == s.charAt(0));
  }

  static boolean sinOk(String s) {
    return s.length() == 9 && digitsOnly(s) && luhnSum(s) % 10 == 0;
  }

  static final String DNI = "TRWAGMYFPDXBNJZSQVHLCKE";

  static String nif(Random r) {
    String n = digits(r, 8);
    return n + DNI.charAt(Integer.parseInt(n) % 23);
  }

  static String nie(Random r) {
    int lead = r.nextInt(3);
    String n = digits(r, 7);
    return "XYZ".charAt(lead) + n + DNI.charAt(Integer.parseInt(lead + n) % 23);
  }

  static boolean nifOk(String s) {
    if (s.length() != 9) {
      return false;
    }
    String num =
        "XYZ".indexOf(s.charAt(0)) >= 0
            ? "XYZ".indexOf(s.charAt(0)) + s.substring(1, 8)
            : s.substring(0, 8);
    return digitsOnly(num) && DNI.charAt(Integer.parseInt(num) % 23) == s.charAt(8);
  }

  static String cf(Random r) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 6; i++) {
      b.append((char) ('A' + r.nextInt(26)));
    }
    b.append(digits(r, 2)).append("ABCDEHLMPRST".charAt(r.nextInt(12)));
    b.append(String.format("%02d", 1 + r.nextInt(71))).append((char) ('A' + r.nextInt(26)));
    b.append(digits(r, 3));
    return b.append(cfCheck(b.toString())).toString();
  }

  static char cfCheck(String s) {
    String odd = "BAKPLCQDREVOSFTGUHMINJWZYX"; // index of value v (odd positions) -> letter order
    int sum = 0;
    for (int i = 0; i < 15; i++) {
      char c = s.charAt(i);
      int v = Character.isDigit(c) ? c - '0' : c - 'A';
      sum += i % 2 == 0 ? odd.indexOf((char) ('A' + v)) : v;
    }
    return (char) ('A' + sum % 26);
  }

  static boolean cfOk(String s) {
    return s.length() == 16 && s.charAt(15) == cfCheck(s) && Character.isLetter(s.charAt(0));
  }

  static String deTax(Random r) {
    while (true) {
      List<Integer> ds = new java.util.ArrayList<>(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9));
      java.util.Collections.shuffle(ds, r);
      ds.set(9, ds.get(r.nextInt(9)));
      java.util.Collections.shuffle(ds, r);
      if (ds.get(0) == 0) {
        continue;
      }
      StringBuilder b = new StringBuilder();
      ds.forEach(b::append);
      for (int c = 0; c < 10; c++) {
        if (deTaxOk(b.toString() + c)) {
          return b.toString() + c;
        }
      }
    }
  }

  static boolean deTaxOk(String s) {
    if (s.length() != 11 || !digitsOnly(s) || s.charAt(0) == '0') {
      return false;
    }
    long distinct = s.substring(0, 10).chars().distinct().count();
    int p = 10;
    for (int i = 0; i < 10; i++) {
      int x = (d(s, i) + p) % 10;
      p = (x == 0 ? 10 : x) * 2 % 11;
    }
    return (distinct == 9 || distinct == 8) && (11 - p) % 10 == d(s, 10);
  }

  static String nir(Random r) {
    String dept =
        r.nextInt(10) == 0
            ? (r.nextBoolean() ? "2A" : "2B")
            : String.format("%02d", 1 + r.nextInt(95));
    String body =
        (1 + r.nextInt(2))
            + digits(r, 2)
            + String.format("%02d", 1 + r.nextInt(12))
            + dept
            + String.format("%03d", 1 + r.nextInt(990))
            + String.format("%03d", 1 + r.nextInt(999));
    return body + String.format("%02d", 97 - nirNumber(body) % 97);
  }

  static long nirNumber(String body13) {
    String n = body13.replace("2A", "19").replace("2B", "18");
    return Long.parseLong(n);
  }

  static boolean nirOk(String s) {
    if (s.length() != 15 || !digitsOnly(s.substring(0, 5)) || !digitsOnly(s.substring(7))) {
      return false;
    }
    String dept = s.substring(5, 7);
    if (!digitsOnly(dept) && !dept.equals("2A") && !dept.equals("2B")) {
      return false;
    }
    return 97 - nirNumber(s.substring(0, 13)) % 97 == Long.parseLong(s.substring(13));
  }

  static boolean bsnOk(String s) {
    if (s.length() != 9 || !digitsOnly(s)) {
      return false;
    }
    int sum = -d(s, 8);
    for (int i = 0; i < 8; i++) {
      sum += d(s, i) * (9 - i);
    }
    return sum % 11 == 0;
  }

  static boolean cpfOk(String s) {
    if (s.length() != 11 || !digitsOnly(s)) {
      return false;
    }
    for (int n = 9; n <= 10; n++) {
      int sum = 0;
      for (int i = 0; i < n; i++) {
        sum += d(s, i) * (n + 1 - i);
      }
      int check = 11 - sum % 11;
      if ((check >= 10 ? 0 : check) != d(s, n)) {
        return false;
      }
    }
    return true;
  }

  static String cpfFormat(String s) {
    return s.substring(0, 3)
        + "."
        + s.substring(3, 6)
        + "."
        + s.substring(6, 9)
        + "-"
        + s.substring(9);
  }

  static boolean aadhaarOk(String s) {
    return s.length() == 12 && digitsOnly(s) && s.charAt(0) >= '2' && Verhoeff.valid(s);
  }

  static String abn(Random r) {
    while (true) {
      String s = (1 + r.nextInt(9)) + digits(r, 10);
      if (abnOk(s)) {
        return s;
      }
    }
  }

  static boolean abnOk(String s) {
    if (s.length() != 11 || !digitsOnly(s)) {
      return false;
    }
    int[] w = {10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19};
    int sum = (d(s, 0) - 1) * w[0];
    for (int i = 1; i < 11; i++) {
      sum += d(s, i) * w[i];
    }
    return sum % 89 == 0 && s.charAt(0) != '0';
  }

  static boolean tfnOk(String s) {
    int[] w = {1, 4, 3, 7, 5, 8, 6, 9, 10};
    if (s.length() != 9 || !digitsOnly(s)) {
      return false;
    }
    int sum = 0;
    for (int i = 0; i < 9; i++) {
      sum += d(s, i) * w[i];
    }
    return sum % 11 == 0;
  }

  static String medicare(Random r) {
    String body = (2 + r.nextInt(5)) + digits(r, 7);
    int[] w = {1, 3, 7, 9, 1, 3, 7, 9};
    int sum = 0;
    for (int i = 0; i < 8; i++) {
      sum += d(body, i) * w[i];
    }
    return body + (sum % 10) + (1 + r.nextInt(9));
  }

  static boolean medicareOk(String s) {
    if (s.length() != 10 || !digitsOnly(s) || s.charAt(0) < '2' || s.charAt(0) > '6') {
      return false;
    }
    return s.equals(medicareCheck(s));
  }

  private static String medicareCheck(String s) {
    int[] w = {1, 3, 7, 9, 1, 3, 7, 9};
    int sum = 0;
    for (int i = 0; i < 8; i++) {
      sum += d(s, i) * w[i];
    }
    return s.substring(0, 8) + (sum % 10) + s.charAt(9);
  }

  static String nric(Random r) {
    char p = "STFGM".charAt(r.nextInt(5));
    String n = digits(r, 7);
    return p + n + nricCheck(p, n);
  }

  static char nricCheck(char p, String n) {
    int[] w = {2, 7, 6, 5, 4, 3, 2};
    int sum =
        switch (p) {
          case 'T', 'G' -> 4;
          case 'M' -> 3;
          default -> 0;
        };
    for (int i = 0; i < 7; i++) {
      sum += d(n, i) * w[i];
    }
    String table =
        switch (p) {
          case 'S', 'T' -> "JZIHGFEDCBA";
          case 'M' -> "XWUTRQPNJLK";
          default -> "XWUTRQPNMLK";
        };
    return table.charAt(sum % 11);
  }

  static boolean nricOk(String s) {
    return s.length() == 9
        && digitsOnly(s.substring(1, 8))
        && "STFGM".indexOf(s.charAt(0)) >= 0
        && nricCheck(s.charAt(0), s.substring(1, 8)) == s.charAt(8);
  }

  static boolean acnOk(String s) {
    if (s.length() != 9 || !digitsOnly(s) || s.chars().allMatch(c -> c == s.charAt(0))) {
      return false;
    }
    int sum = 0;
    for (int i = 0; i < 8; i++) {
      sum += d(s, i) * (8 - i);
    }
    int complement = 10 - sum % 10;
    return (complement == 10 ? 0 : complement) == d(s, 8);
  }

  static String orgnr(Random r) {
    return search(
        r, (1 + r.nextInt(9)) + "" + r.nextInt(10) + (2 + r.nextInt(8)), 6, IdChecks::orgnrOk);
  }

  static boolean orgnrOk(String s) {
    return s.length() == 10 && digitsOnly(s) && d(s, 2) >= 2 && luhnSum(s) % 10 == 0;
  }

  static boolean thaiOk(String s) {
    if (s.length() != 13 || !digitsOnly(s) || s.chars().allMatch(c -> c == s.charAt(0))) {
      return false;
    }
    int sum = 0;
    for (int i = 0; i < 12; i++) {
      sum += d(s, i) * (13 - i);
    }
    int check = 11 - sum % 11; // 1 to 11; the last digit of it
    return check % 10 == d(s, 12);
  }

  static String thaiFormat(String s) {
    return String.join(
        "-",
        s.substring(0, 1),
        s.substring(1, 5),
        s.substring(5, 10),
        s.substring(10, 12),
        s.substring(12));
  }

  static boolean krBrnOk(String s) {
    if (s.length() != 10 || !digitsOnly(s) || s.chars().allMatch(c -> c == s.charAt(0))) {
      return false;
    }
    int[] w = {1, 3, 7, 1, 3, 7, 1, 3};
    int sum = 0;
    for (int i = 0; i < 8; i++) {
      sum += d(s, i) * w[i];
    }
    int ninth = d(s, 8) * 5; // counts by the sum of its digits (5 x d + its tens, mod 10)
    sum += ninth % 10 + ninth / 10;
    return (sum + d(s, 9)) % 10 == 0;
  }

  static String krBrnFormat(String s) {
    return s.substring(0, 3) + "-" + s.substring(3, 5) + "-" + s.substring(5);
  }

  static boolean itVatOk(String s) {
    return s.length() == 11
        && digitsOnly(s)
        && !s.chars().allMatch(c -> c == s.charAt(0))
        && luhnSum(s) % 10 == 0;
  }

  static String deVat(Random r) {
    return "DE" + search(r, "" + (1 + r.nextInt(9)), 7, n -> deVatOk("DE" + n));
  }

  /** ISO 7064 MOD 11,10 written as the recursion of the standard, over the digits after DE. */
  static boolean deVatOk(String s) {
    if (s.length() != 11 || !s.startsWith("DE") || !digitsOnly(s.substring(2))) {
      return false;
    }
    if (s.charAt(2) == '0') {
      return false;
    }
    int p = 10;
    for (int i = 2; i < 10; i++) {
      int x = (d(s, i) + p) % 10;
      p = (x == 0 ? 10 : x) * 2 % 11;
    }
    return (11 - p) % 10 == d(s, 10);
  }

  static final String BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

  static String gstin(Random r) {
    String upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    StringBuilder b = new StringBuilder(String.format("%02d", 1 + r.nextInt(38)));
    for (int i = 0; i < 3; i++) {
      b.append(upper.charAt(r.nextInt(26)));
    }
    b.append("ABCFGHLJPT".charAt(r.nextInt(10))).append(upper.charAt(r.nextInt(26)));
    b.append(digits(r, 4)).append(upper.charAt(r.nextInt(26)));
    b.append(BASE36.charAt(1 + r.nextInt(35))).append('Z');
    return b.append(gstinCheck(b.toString())).toString();
  }

  /** Luhn mod 36 over 14 characters: from the right, the factor 2 comes first. */
  static char gstinCheck(String payload) {
    int sum = 0;
    boolean two = true;
    for (int i = payload.length() - 1; i >= 0; i--) {
      int v = BASE36.indexOf(payload.charAt(i)) * (two ? 2 : 1);
      sum += v / 36 + v % 36;
      two = !two;
    }
    return BASE36.charAt((36 - sum % 36) % 36);
  }

  static boolean gstinOk(String s) {
    if (s.length() != 15 || !s.matches("\\d{2}[A-Z]{3}[ABCFGHLJPT][A-Z]\\d{4}[A-Z][1-9A-Z]Z.")) {
      return false;
    }
    int state = Integer.parseInt(s.substring(0, 2));
    return state >= 1 && state <= 38 && gstinCheck(s.substring(0, 14)) == s.charAt(14);
  }

  static String dea(Random r) {
    String first = "ABCDEFGHJKLMPRSTUX";
    String second = "ABCDEFGHIJKLMNOPQRSTUVWXYZ9";
    String body =
        first.charAt(r.nextInt(first.length()))
            + ""
            + second.charAt(r.nextInt(second.length()))
            + digits(r, 6);
    return body + deaCheck(body.substring(2));
  }

  static int deaCheck(String six) {
    return (d(six, 0) + d(six, 2) + d(six, 4) + 2 * (d(six, 1) + d(six, 3) + d(six, 5))) % 10;
  }

  static boolean deaOk(String s) {
    return s.matches("[ABCDEFGHJKLMPRSTUX][A-Z9]\\d{7}") && deaCheck(s.substring(2, 8)) == d(s, 8);
  }

  static final String DOC_LETTERS = "CFGHJKLMNPRTVWXYZ";
  static final String DOC_CHARS = "0123456789" + DOC_LETTERS;

  /** ICAO 9303 check digit of {@code s}: values 0-9 and A=10 ... Z=35 times 7, 3, 1, mod 10. */
  static int icaoCheck(String s) {
    int[] w = {7, 3, 1};
    int sum = 0;
    for (int i = 0; i < s.length(); i++) {
      sum += BASE36.indexOf(s.charAt(i)) * w[i % 3];
    }
    return sum % 10;
  }

  static String deIdCard(Random r) {
    StringBuilder b = new StringBuilder().append(DOC_LETTERS.charAt(r.nextInt(17)));
    for (int i = 0; i < 8; i++) {
      b.append(DOC_CHARS.charAt(r.nextInt(DOC_CHARS.length())));
    }
    return b.append(icaoCheck(b.toString())).toString();
  }

  static boolean deIdCardOk(String s) {
    return s.matches("[CFGHJKLMNPRTVWXYZ][0-9CFGHJKLMNPRTVWXYZ]{8}[0-9]")
        && icaoCheck(s.substring(0, 9)) == d(s, 9);
  }

  static String dePassport(Random r) {
    StringBuilder b = new StringBuilder("C");
    for (int i = 0; i < 8; i++) {
      b.append(DOC_CHARS.charAt(r.nextInt(DOC_CHARS.length())));
    }
    return b.append(icaoCheck(b.toString())).toString();
  }

  static boolean dePassportOk(String s) {
    return s.startsWith("C") && deIdCardOk(s);
  }

  /**
   * The letter as two digits (A = 01), then weights 2-1-2-5-7-1-2-1-2-1-2-1, digit sums, mod 10.
   */
  static int rvnrCheck(String eleven) {
    String digits =
        eleven.substring(0, 8)
            + String.format("%02d", eleven.charAt(8) - 'A' + 1)
            + eleven.substring(9, 11);
    int[] w = {2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1};
    int sum = 0;
    for (int i = 0; i < 12; i++) {
      int p = d(digits, i) * w[i];
      sum += p % 10 + p / 10;
    }
    return sum % 10;
  }

  static String rvnr(Random r) {
    String body =
        digits(r, 2)
            + String.format("%02d%02d", 1 + r.nextInt(31), 1 + r.nextInt(12))
            + digits(r, 2)
            + (char) ('A' + r.nextInt(26))
            + digits(r, 2);
    return body + rvnrCheck(body);
  }

  static boolean rvnrOk(String s) {
    if (!s.matches("\\d{8}[A-Z]\\d{3}")) {
      return false;
    }
    int day = Integer.parseInt(s.substring(2, 4));
    int month = Integer.parseInt(s.substring(4, 6));
    return day >= 1 && day <= 31 && month >= 1 && month <= 12 && rvnrCheck(s) == d(s, 11);
  }

  static String rvnrFormat(String s) {
    return s.substring(0, 2) + " " + s.substring(2, 8) + " " + s.charAt(8) + " " + s.substring(9);
  }

  /** Letter as two digits (A = 01) and the 8 digits, factors 1 and 2 from the left, digit sums. */
  static int kvnrCheck(String nine) {
    String digits = String.format("%02d", nine.charAt(0) - 'A' + 1) + nine.substring(1);
    int sum = 0;
    for (int i = 0; i < 10; i++) {
      int p = d(digits, i) * (i % 2 == 0 ? 1 : 2);
      sum += p % 10 + p / 10;
    }
    return sum % 10;
  }

  static String kvnr(Random r) {
    String body = (char) ('A' + r.nextInt(26)) + digits(r, 8);
    return body + kvnrCheck(body);
  }

  static boolean kvnrOk(String s) {
    return s.matches("[A-Z]\\d{9}") && kvnrCheck(s) == d(s, 9);
  }

  /** A business UEN (8 digits) or a local company's (a year and 5 digits), then the letter. */
  static String uen(Random r) {
    String body =
        r.nextBoolean() ? digits(r, 8) : String.valueOf(1900 + r.nextInt(126)) + digits(r, 5);
    return body + uenLetter(body);
  }

  static char uenLetter(String body) {
    int[] w =
        body.length() == 8
            ? new int[] {10, 4, 9, 3, 8, 2, 7, 1}
            : new int[] {10, 8, 6, 4, 9, 7, 5, 3, 1};
    int sum = 0;
    for (int i = 0; i < w.length; i++) {
      sum += d(body, i) * w[i];
    }
    return (body.length() == 8 ? "XMKECAWLJDB" : "ZKCMDNERGWH").charAt(sum % 11);
  }

  static boolean uenOk(String s) {
    if (!s.matches("\\d{8,9}[A-Z]") || s.chars().limit(s.length() - 1).distinct().count() == 1) {
      return false;
    }
    String body = s.substring(0, s.length() - 1);
    if (body.length() == 9 && !body.matches("(18|19|20).*")) {
      return false;
    }
    return uenLetter(body) == s.charAt(s.length() - 1);
  }

  /** LANR: digits 1 to 6 times 4, 9, 4, 9, 4, 9; the 7th is 10 minus the sum mod 10 (10 is 0). */
  static int lanrCheck(String six) {
    int sum = 0;
    for (int i = 0; i < 6; i++) {
      sum += d(six, i) * (i % 2 == 0 ? 4 : 9);
    }
    return (10 - sum % 10) % 10;
  }

  static String lanr(Random r) {
    String six = digits(r, 6);
    return six + lanrCheck(six) + digits(r, 2);
  }

  static boolean lanrOk(String s) {
    return s.matches("\\d{9}")
        && s.chars().distinct().count() > 1
        && lanrCheck(s.substring(0, 6)) == d(s, 6);
  }

  /** Verhoeff, test side. */
  static final class Verhoeff {
    private static final String D =
        "0123456789123406789523401789563401289567401239567859876043216598710432765982104387659321049876543210";
    private static final String P =
        "01234567891576283094580379614289160435279453126870428657390127938064157046913258";

    static boolean valid(String s) {
      int c = 0;
      for (int i = 0; i < s.length(); i++) {
        int p = P.charAt((i % 8) * 10 + (s.charAt(s.length() - 1 - i) - '0')) - '0';
        c = D.charAt(c * 10 + p) - '0';
      }
      return c == 0;
    }
  }
}
