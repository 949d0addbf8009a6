package dev.sigil.detect.internal;

import static dev.sigil.detect.PiiClass.*;

import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The table of national identifier formats: layouts, validators, context words and scores.
 *
 * <p>Scoring policy: a bare number of a common length (8 to 12 digits) whose check digit only
 * catches 1 random number in 10 or 11 scores below the threshold and needs a context word (the
 * identifier's name or abbreviation); distinctive written forms (CPF dots, ITIN 9XX-YY-ZZZZ, NIR
 * groups) and strong checks (mod 89, mod 97, two check digits with a date) score higher; formats
 * with letters and a check character (NIF, NIE, codice fiscale, NRIC, HETU) pass alone, and letter
 * shapes without a check (NINO, PAN, MBI) pass just above the threshold.
 */
final class NationalIds {
  private NationalIds() {}

  static final double CHECKED_WITH_CONTEXT = 0.95;
  static final double UNCHECKED_WITH_CONTEXT = 0.9;

  static final List<IdFormat> ALL = build();

  private static List<IdFormat> build() {
    List<IdFormat> f = new ArrayList<>();
    unitedStatesUk(f);
    ukCanadaSpain(f);
    italyGermanyFrance(f);
    netherlandsBrazil(f);
    indiaAustralia(f);
    singaporePolandFinland(f);
    swedenSouthAfricaTurkeyKorea(f);
    businessAndTaxNumbers(f);
    germanDocumentsAndSingaporeUen(f);
    foreignersDoctorsAccountsLicences(f);
    return List.copyOf(f);
  }

  private static void unitedStatesUk(List<IdFormat> f) {
    f.add(fmt(ABA_ROUTING, IdValidators::aba, "routing aba rtn transit", "9", 0.3));
    f.add(plain(US_ITIN, IdValidators::itin, "itin taxpayer tin", "9", 0.3, "3-2-4", 0.65));
    f.add(
        new IdFormat(
            US_PASSPORT,
            IdValidators::usPassport,
            false,
            words("passport passports"),
            0.85,
            new String[] {"9"},
            new double[] {0.1}));
    f.add(fmt(US_NPI, IdValidators::npi, "npi provider", "10", 0.3));
    f.add(
        plain(
            US_MBI, LetterIdValidators::mbi, "mbi medicare beneficiary", "11", 0.65, "4-3-4", 0.7));
    f.add(fmt(UK_NHS, IdValidators::nhs, "nhs", "10", 0.35, "3~3~4", 0.4));
    f.add(
        plain(
            UK_NINO,
            LetterIdValidators::nino,
            "nino ni insurance",
            "9",
            0.65,
            "2 2 2 2 1",
            0.7,
            "2 6 1",
            0.7));
  }

  private static void ukCanadaSpain(List<IdFormat> f) {
    // the prefix rules exclude the QQ form used in examples; near its name the shape is
    // enough
    f.add(
        new IdFormat(
            UK_NINO,
            LetterIdValidators::ninoShape,
            false,
            words("nino ni insurance"),
            0.8,
            new String[] {"9", "2 2 2 2 1", "2 6 1"},
            new double[] {0.1, 0.1, 0.1}));
    f.add(fmt(CA_SIN, IdValidators::sin, "sin insurance nas", "9", 0.3, "3~3~3", 0.4));
    f.add(
        fmt(
            ES_NIF,
            LetterIdValidators::nif,
            "nif dni identidad",
            "9",
            0.75,
            "8~1",
            0.75,
            "2.3.3~1",
            0.75));
    f.add(fmt(ES_NIE, LetterIdValidators::nie, "nie extranjero", "9", 0.8, "1~7~1", 0.8));
  }

  private static void italyGermanyFrance(List<IdFormat> f) {
    f.add(
        fmt(
            IT_FISCAL_CODE,
            s -> LetterIdValidators.codiceFiscale(s.toUpperCase(Locale.ROOT)),
            "fiscale codice cf",
            "16",
            0.85));
    f.add(
        fmt(
            DE_TAX_ID,
            IdValidators::deTaxId,
            "steuer steuerid idnr identifikationsnummer steueridentifikationsnummer tin tax",
            "11",
            0.35,
            "2~3~3~3",
            0.45));
    f.add(
        fmt(
            FR_NIR,
            LetterIdValidators::nir,
            "nir insee sécurité securite sociale sécu secu vitale",
            "15",
            0.6,
            "13~2",
            0.7,
            "1~2~2~2~3~3~2",
            0.8));
  }

  private static void netherlandsBrazil(List<IdFormat> f) {
    f.add(
        fmt(
            NL_BSN,
            IdValidators::bsn,
            "bsn burgerservicenummer sofinummer",
            "9",
            0.3,
            "4~2~3",
            0.35,
            "3~3~3",
            0.35));
    f.add(
        fmt(
            BR_CPF,
            IdValidators::cpf,
            "cpf",
            "11",
            0.35,
            "3.3.3-2",
            0.8,
            "3~3~3~2",
            0.5,
            "9-2",
            0.5));
  }

  private static void indiaAustralia(List<IdFormat> f) {
    f.add(
        fmt(
            IN_AADHAAR,
            IdValidators::aadhaar,
            "aadhaar aadhar uidai uid",
            "12",
            0.35,
            "4~4~4",
            0.45));
    f.add(plain(IN_PAN, LetterIdValidators::pan, "pan permanent", "10", 0.6));
    f.add(fmt(AU_ABN, IdValidators::abn, "abn", "11", 0.4, "2~3~3~3", 0.55));
    f.add(
        fmt(AU_TFN, IdValidators::tfn, "tfn tax", "9", 0.3, "3~3~3", 0.4, "8", 0.25, "3~3~2", 0.3));
    f.add(
        fmt(
            AU_MEDICARE,
            IdValidators::medicare,
            "medicare",
            "10",
            0.3,
            "4~5~1",
            0.45,
            "11",
            0.3,
            "4~5~1~1",
            0.45));
  }

  private static void singaporePolandFinland(List<IdFormat> f) {
    f.add(
        fmt(
            SG_NRIC,
            s -> LetterIdValidators.nric(s.toUpperCase(Locale.ROOT)),
            "nric fin ic",
            "9",
            0.8));
    f.add(fmt(PL_PESEL, IdValidators::pesel, "pesel", "11", 0.4));
    f.add(
        new IdFormat(
            FI_HETU,
            LetterIdValidators::hetu,
            true,
            words("hetu henkilötunnus henkilotunnus personbeteckning"),
            CHECKED_WITH_CONTEXT,
            new String[] {"6-4", "6+4", "11"},
            new double[] {0.75, 0.75, 0.75}));
  }

  private static void swedenSouthAfricaTurkeyKorea(List<IdFormat> f) {
    f.add(
        fmt(
            SE_PERSONNUMMER,
            IdValidators::personnummer,
            "personnummer personnr samordningsnummer",
            "6-4",
            0.55,
            "6+4",
            0.55,
            "8-4",
            0.7,
            "10",
            0.3,
            "12",
            0.45));
    f.add(fmt(ZA_ID, IdValidators::zaId, "id identity rsa african", "13", 0.55, "6~4~3", 0.65));
    f.add(fmt(TR_NATIONAL_ID, IdValidators::tckn, "tckn kimlik tc", "11", 0.4));
    f.add(fmt(KR_RRN, IdValidators::krRrn, "rrn resident 주민등록번호 주민번호", "6-7", 0.7, "13", 0.45));
  }

  /**
   * Company, VAT and registration numbers, and the Thai national ID. The digit-only ones with a
   * 1-in-10 check need their name nearby (a 13-digit Thai ID only when not written 1-4-5-2-1); the
   * DE prefix, the GSTIN shape and the DEA letters pass alone.
   */
  private static void businessAndTaxNumbers(List<IdFormat> f) {
    f.add(fmt(AU_ACN, IdValidators::acn, "acn", "9", 0.3, "3~3~3", 0.4));
    f.add(fmt(SE_ORGNR, IdValidators::orgnr, "organisationsnummer orgnr", "6-4", 0.45, "10", 0.3));
    f.add(fmt(TH_TNIN, IdValidators::thaiId, "thai tnin", "1~4~5~2~1", 0.65, "13", 0.35));
    f.add(fmt(KR_BRN, IdValidators::krBrn, "사업자등록번호 사업자번호 brn", "3-2-5", 0.45, "10", 0.3));
    f.add(fmt(IT_VAT, IdValidators::itVat, "iva piva partita vat", "11", 0.3));
    f.add(
        fmt(
            DE_VAT,
            IdValidators::deVat,
            "ust ustid ustidnr umsatzsteuer vat",
            "11",
            0.85,
            "2~9",
            0.7));
    f.add(fmt(IN_GSTIN, LetterIdValidators::gstin, "gstin gst", "15", 0.85));
    f.add(fmt(US_DEA, LetterIdValidators::dea, "dea", "9", 0.55));
  }

  /**
   * German identity documents and insurance numbers, and the Singapore UEN. The Personalausweis and
   * the Reisepass with its check digit (ICAO 9303), the KVNR and the UEN have a 1-in-10 or 1-in-11
   * check on a shape other codes share and need their name nearby. The Reisepass number as printed
   * has no check: only near its name, and at 0.8 there, below a US passport's 0.85, so that
   * "passport C12345678" stays a US next-generation book. The Rentenversicherungsnummer (a birth
   * date, the initial between digits, a check digit) passes alone.
   */
  private static void germanDocumentsAndSingaporeUen(List<IdFormat> f) {
    f.add(
        fmt(
            DE_ID_CARD,
            LetterIdValidators::deIdCard,
            "personalausweis personalausweisnummer ausweis ausweisnummer ausweisnr",
            "10",
            0.3));
    String passport = "reisepass reisepassnummer passnummer passnr passport";
    f.add(fmt(DE_PASSPORT, LetterIdValidators::dePassportChecked, passport, "10", 0.3));
    f.add(
        new IdFormat(
            DE_PASSPORT,
            LetterIdValidators::dePassport,
            false,
            words(passport),
            0.8,
            new String[] {"9"},
            new double[] {0.1}));
    f.add(
        fmt(
            DE_SOCIAL_SECURITY,
            LetterIdValidators::deRvnr,
            "sozialversicherungsnummer rentenversicherungsnummer versicherungsnummer svnr rvnr",
            "12",
            0.6,
            "2~6~1~3",
            0.7));
    f.add(
        fmt(
            DE_HEALTH_INSURANCE,
            LetterIdValidators::deKvnr,
            "krankenversichertennummer krankenversicherungsnummer versichertennummer kvnr"
                + " krankenversicherung",
            "10",
            0.3));
    f.add(fmt(SG_UEN, LetterIdValidators::sgUen, "uen acra", "9", 0.3, "10", 0.3));
  }

  /**
   * The Korean foreigner registration number, the German LANR, US bank accounts, US and UK driving
   * licences and the Indian voter ID. The LANR's 1-in-10 check on 9 digits and the shapes without a
   * check (the FRN's date and 5 to 8 since its check digit was dropped in 2020, a bank account's
   * digits, a state's licence shapes, EPIC's 3 letters and 7 digits) need their name nearby; a bank
   * account's digits never stand for a card, a phone number or a date (see {@link
   * IdValidators#usBankNumber}). The UK licence (surname, a birth date with the month 01-12 or
   * 51-62, initials: 16 characters in 5 fields) passes alone just above the threshold.
   */
  private static void foreignersDoctorsAccountsLicences(List<IdFormat> f) {
    f.add(
        plain(
            KR_FRN,
            IdValidators::krFrn,
            "외국인등록번호 외국인번호 frn foreigner foreigners alien",
            "6-7",
            0.35,
            "13",
            0.2));
    f.add(fmt(DE_LANR, IdValidators::lanr, "lanr arztnummer arztnr", "9", 0.3));
    f.add(plain(US_BANK_NUMBER, IdValidators::usBankNumber, "account acct", runsOf(8, 17, 0.1)));
    f.add(
        plain(
            US_DRIVER_LICENSE,
            IdValidators::usDriverLicense,
            "license licence dl driver drivers",
            runsOf(7, 13, 0.1)));
    f.add(
        plain(
            UK_DRIVING_LICENCE,
            LetterIdValidators::ukDrivingLicence,
            "licence license driving dvla",
            "16",
            0.6));
    f.add(plain(IN_VOTER, IdValidators::inVoter, "voter epic", "10", 0.1));
  }

  /** A format with a check digit: context raises a valid candidate to 0.95. */
  private static IdFormat fmt(PiiClass c, Predicate<String> v, String ctx, Object... layouts) {
    return make(c, v, ctx, CHECKED_WITH_CONTEXT, layouts);
  }

  /** A format without a check digit: context raises a well-formed candidate to 0.9. */
  private static IdFormat plain(PiiClass c, Predicate<String> v, String ctx, Object... layouts) {
    return make(c, v, ctx, UNCHECKED_WITH_CONTEXT, layouts);
  }

  /** The layouts of one run of {@code from} to {@code to} characters, each with {@code score}. */
  private static Object[] runsOf(int from, int to, double score) {
    Object[] layouts = new Object[2 * (to - from + 1)];
    for (int len = from; len <= to; len++) {
      layouts[2 * (len - from)] = Integer.toString(len);
      layouts[2 * (len - from) + 1] = score;
    }
    return layouts;
  }

  private static IdFormat make(
      PiiClass c, Predicate<String> v, String ctx, double ctxScore, Object... layouts) {
    String[] patterns = new String[layouts.length / 2];
    double[] scores = new double[patterns.length];
    for (int i = 0; i < patterns.length; i++) {
      patterns[i] = (String) layouts[2 * i];
      scores[i] = (Double) layouts[2 * i + 1];
    }
    return new IdFormat(c, v, false, words(ctx), ctxScore, patterns, scores);
  }

  static Set<String> words(String spaceSeparated) {
    return Set.of(spaceSeparated.split(" "));
  }
}
