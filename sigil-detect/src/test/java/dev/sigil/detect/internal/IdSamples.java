package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Test-side generators of valid national identifiers, written independently of the production
 * validators: each draws a random body and searches the check digits that its own checker accepts.
 */
final class IdSamples {
  private IdSamples() {}

  /**
   * @param context a sentence part naming the identifier
   * @param gen a valid identifier, compact
   * @param valid the test-side checker (used to skip mutations that stay valid)
   * @param format the written form of a compact identifier
   */
  record Spec(
      PiiClass piiClass,
      String context,
      Function<Random, String> gen,
      Predicate<String> valid,
      Function<String, String> format) {}

  static final List<Spec> CHECKED =
      List.of(
          new Spec(
              PiiClass.ABA_ROUTING, "ABA routing number", IdChecks::aba, IdChecks::abaOk, s -> s),
          new Spec(
              PiiClass.US_NPI,
              "NPI",
              r -> search(r, "1", 8, IdChecks::npiOk),
              IdChecks::npiOk,
              s -> s),
          new Spec(
              PiiClass.UK_NHS,
              "NHS number",
              r -> search(r, "", 9, IdChecks::nhsOk),
              IdChecks::nhsOk,
              g(3, 3, 4)),
          new Spec(
              PiiClass.CA_SIN,
              "SIN",
              r -> search(r, "1", 7, IdChecks::sinOk),
              IdChecks::sinOk,
              g(3, 3, 3)),
          new Spec(PiiClass.ES_NIF, "DNI", IdChecks::nif, IdChecks::nifOk, s -> s),
          new Spec(PiiClass.ES_NIE, "NIE", IdChecks::nie, IdChecks::nifOk, s -> s),
          new Spec(PiiClass.IT_FISCAL_CODE, "codice fiscale", IdChecks::cf, IdChecks::cfOk, s -> s),
          new Spec(
              PiiClass.DE_TAX_ID, "Steuer-ID", IdChecks::deTax, IdChecks::deTaxOk, g(2, 3, 3, 3)),
          new Spec(
              PiiClass.FR_NIR,
              "numéro de sécurité sociale",
              IdChecks::nir,
              IdChecks::nirOk,
              g(1, 2, 2, 2, 3, 3, 2)),
          new Spec(
              PiiClass.NL_BSN,
              "BSN",
              r -> search(r, "1", 7, IdChecks::bsnOk),
              IdChecks::bsnOk,
              s -> s),
          new Spec(
              PiiClass.BR_CPF,
              "CPF",
              r -> search(r, "", 9, IdChecks::cpfOk),
              IdChecks::cpfOk,
              IdChecks::cpfFormat),
          new Spec(
              PiiClass.IN_AADHAAR,
              "Aadhaar",
              r -> search(r, "4", 10, IdChecks::aadhaarOk),
              IdChecks::aadhaarOk,
              g(4, 4, 4)),
          new Spec(PiiClass.AU_ABN, "ABN", IdChecks::abn, IdChecks::abnOk, g(2, 3, 3, 3)),
          new Spec(
              PiiClass.AU_TFN,
              "TFN",
              r -> search(r, "8", 7, IdChecks::tfnOk),
              IdChecks::tfnOk,
              g(3, 3, 3)),
          new Spec(
              PiiClass.AU_MEDICARE,
              "Medicare card",
              IdChecks::medicare,
              IdChecks::medicareOk,
              g(4, 5, 1)),
          new Spec(PiiClass.SG_NRIC, "NRIC", IdChecks::nric, IdChecks::nricOk, s -> s),
          new Spec(
              PiiClass.PL_PESEL, "PESEL", DatedIdChecks::pesel, DatedIdChecks::peselOk, s -> s),
          new Spec(
              PiiClass.FI_HETU,
              "henkilötunnus",
              DatedIdChecks::hetu,
              DatedIdChecks::hetuOk,
              s -> s),
          new Spec(
              PiiClass.SE_PERSONNUMMER,
              "personnummer",
              DatedIdChecks::personnummer,
              DatedIdChecks::personnummerOk,
              s -> s.substring(0, 6) + "-" + s.substring(6)),
          new Spec(
              PiiClass.ZA_ID,
              "South African ID number",
              DatedIdChecks::za,
              DatedIdChecks::zaOk,
              s -> s),
          new Spec(
              PiiClass.TR_NATIONAL_ID,
              "TC Kimlik No",
              r -> search(r, "3", 8, DatedIdChecks::tcknOk),
              DatedIdChecks::tcknOk,
              s -> s),
          new Spec(
              PiiClass.KR_RRN,
              "RRN",
              DatedIdChecks::rrn,
              DatedIdChecks::rrnOk,
              s -> s.substring(0, 6) + "-" + s.substring(6)),
          new Spec(
              PiiClass.AU_ACN,
              "ACN",
              r -> search(r, "0", 7, IdChecks::acnOk),
              IdChecks::acnOk,
              g(3, 3, 3)),
          new Spec(
              PiiClass.SE_ORGNR,
              "organisationsnummer",
              IdChecks::orgnr,
              IdChecks::orgnrOk,
              s -> s.substring(0, 6) + "-" + s.substring(6)),
          new Spec(
              PiiClass.TH_TNIN,
              "Thai national ID",
              r -> search(r, "" + (1 + r.nextInt(8)), 11, IdChecks::thaiOk),
              IdChecks::thaiOk,
              IdChecks::thaiFormat),
          new Spec(
              PiiClass.KR_BRN,
              "사업자등록번호",
              r -> search(r, "" + (1 + r.nextInt(9)), 8, IdChecks::krBrnOk),
              IdChecks::krBrnOk,
              IdChecks::krBrnFormat),
          new Spec(
              PiiClass.IT_VAT,
              "partita IVA",
              r -> search(r, "0", 9, IdChecks::itVatOk),
              IdChecks::itVatOk,
              s -> s),
          new Spec(PiiClass.DE_VAT, "USt-IdNr", IdChecks::deVat, IdChecks::deVatOk, s -> s),
          new Spec(PiiClass.IN_GSTIN, "GSTIN", IdChecks::gstin, IdChecks::gstinOk, s -> s),
          new Spec(PiiClass.US_DEA, "DEA number", IdChecks::dea, IdChecks::deaOk, s -> s),
          new Spec(
              PiiClass.DE_ID_CARD,
              "Personalausweis",
              IdChecks::deIdCard,
              IdChecks::deIdCardOk,
              s -> s),
          new Spec(
              PiiClass.DE_PASSPORT,
              "Reisepass",
              IdChecks::dePassport,
              IdChecks::dePassportOk,
              s -> s),
          new Spec(
              PiiClass.DE_SOCIAL_SECURITY,
              "Rentenversicherungsnummer",
              IdChecks::rvnr,
              IdChecks::rvnrOk,
              IdChecks::rvnrFormat),
          new Spec(
              PiiClass.DE_HEALTH_INSURANCE,
              "Krankenversichertennummer",
              IdChecks::kvnr,
              IdChecks::kvnrOk,
              s -> s),
          new Spec(PiiClass.SG_UEN, "UEN", IdChecks::uen, IdChecks::uenOk, s -> s),
          new Spec(PiiClass.DE_LANR, "LANR", IdChecks::lanr, IdChecks::lanrOk, s -> s));

  static Function<String, String> g(int... groups) {
    return s -> {
      StringBuilder b = new StringBuilder();
      int at = 0;
      for (int len : groups) {
        if (at > 0) {
          b.append(' ');
        }
        b.append(s, at, at + len);
        at += len;
      }
      return b.toString();
    };
  }

  static String digits(Random r, int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append((char) ('0' + r.nextInt(10)));
    }
    return b.toString();
  }

  /** A prefix, {@code n} random digits, then the check digits (1 or 2) the checker accepts. */
  static String search(Random r, String prefix, int n, Predicate<String> ok) {
    while (true) {
      String body = prefix + digits(r, n);
      for (int c = 0; c < 100; c++) {
        String one = body + (c % 10);
        String two = body + (c < 10 ? "0" + c : "" + c);
        if (c < 10 && ok.test(one)) {
          return one;
        }
        if (ok.test(two)) {
          return two;
        }
      }
    }
  }

  static int d(String s, int i) {
    return s.charAt(i) - '0';
  }

  static boolean digitsOnly(String s) {
    return !s.isEmpty() && s.chars().allMatch(c -> c >= '0' && c <= '9');
  }

  static int luhnSum(String s) {
    int sum = 0;
    for (int i = 0; i < s.length(); i++) {
      int v = d(s, s.length() - 1 - i) * (i % 2 == 1 ? 2 : 1);
      sum += v / 10 + v % 10;
    }
    return sum;
  }
}
