package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NationalIdRecognizerTest {
  private static final Engine ENGINE =
      new Engine(List.of(new NationalIdRecognizer()), new EnumMap<>(PiiClass.class));

  static List<Entity> find(String text) {
    return ENGINE.detect(text, EnumSet.allOf(PiiClass.class));
  }

  /** Asserts that {@code value} is found in {@code text}, exactly, as {@code piiClass}. */
  static void assertFound(String text, String value, PiiClass piiClass) {
    int start = text.indexOf(value);
    assertThat(find(text))
        .as(text)
        .anySatisfy(
            e -> {
              assertThat(e.piiClass()).isEqualTo(piiClass);
              assertThat(e.start()).isEqualTo(start);
              assertThat(e.end()).isEqualTo(start + value.length());
            });
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Wire it to routing number 021000021 please|021000021|ABA_ROUTING",
        "my ITIN is 912-70-1234 for the return|912-70-1234|US_ITIN",
        "her ITIN 912701234 was issued last year|912701234|US_ITIN",
        "US passport number 488839667 expires soon|488839667|US_PASSPORT",
        "passport: A12345678|A12345678|US_PASSPORT",
        "provider NPI 1234567893 on the claim|1234567893|US_NPI",
        "MBI 1EG4-TE5-MK73 on the card|1EG4-TE5-MK73|US_MBI",
        "new card shows 1EG4TE5MK73 now|1EG4TE5MK73|US_MBI",
        "NHS number: 943 476 5919|943 476 5919|UK_NHS",
        "my nhs no is 9434765919.|9434765919|UK_NHS",
        "NI number JG103759A thanks|JG103759A|UK_NINO",
        "my NI number is QQ 12 34 56 C.|QQ 12 34 56 C|UK_NINO",
        "it is AB 12 34 56 C on the letter|AB 12 34 56 C|UK_NINO",
        "SIN 046 454 286 for payroll|046 454 286|CA_SIN",
        "mi DNI es 12345678Z gracias|12345678Z|ES_NIF",
        "dni 12345678-Z|12345678-Z|ES_NIF",
        "DNI: 12.345.678-Z|12.345.678-Z|ES_NIF",
        "mio cf rssmra85t10a562s ok|rssmra85t10a562s|IT_FISCAL_CODE",
        "tengo el NIE X1234567L desde 2019|X1234567L|ES_NIE",
        "il codice fiscale è RSSMRA85T10A562S.|RSSMRA85T10A562S|IT_FISCAL_CODE",
        "sent RSSMRA85T10A562S yesterday|RSSMRA85T10A562S|IT_FISCAL_CODE",
        "Sécurité sociale : 1 85 05 78 006 084 91|1 85 05 78 006 084 91|FR_NIR",
        "mijn BSN is 111222333|111222333|NL_BSN",
        "CPF 123.456.789-09 cadastrado|123.456.789-09|BR_CPF",
        "o número 123.456.789-09 foi aceito|123.456.789-09|BR_CPF",
        "Aadhaar: 2341 2341 2346|2341 2341 2346|IN_AADHAAR",
        "PAN ABCPE1234F linked|ABCPE1234F|IN_PAN",
        "our ABN is 51 824 753 556|51 824 753 556|AU_ABN",
        "TFN 123 456 782 on file|123 456 782|AU_TFN",
        "Medicare card 2123 45670 1|2123 45670 1|AU_MEDICARE",
        "NRIC S1234567D verified|S1234567D|SG_NRIC",
        "PESEL 44051401359|44051401359|PL_PESEL",
        "henkilötunnus 131052-308T|131052-308T|FI_HETU",
        "her id 010594Y9032 was|010594Y9032|FI_HETU",
        "personnummer 811228-9874|811228-9874|SE_PERSONNUMMER",
        "RSA ID number 8001015009087|8001015009087|ZA_ID",
        "TC Kimlik No 10000000146|10000000146|TR_NATIONAL_ID",
        "RRN 900101-1234568|900101-1234568|KR_RRN",
        "ACN 004 085 616 registered|004 085 616|AU_ACN",
        "the company's ACN is 004085616.|004085616|AU_ACN",
        "Organisationsnummer 556036-0793 hos Bolagsverket|556036-0793|SE_ORGNR",
        "organisationsnummer: 556016-0680 enligt registret|556016-0680|SE_ORGNR",
        "orgnr: 5560360793|5560360793|SE_ORGNR",
        "Thai ID 1-1017-00230-70-8 on the form|1-1017-00230-70-8|TH_TNIN",
        "card holder 1-1017-00230-70-8 attached|1-1017-00230-70-8|TH_TNIN",
        "thai citizen number 1101700230708|1101700230708|TH_TNIN",
        "사업자등록번호: 220-81-62517|220-81-62517|KR_BRN",
        "BRN 1248100998 (Samsung)|1248100998|KR_BRN",
        "partita IVA 07643520567|07643520567|IT_VAT",
        "P.IVA: 00743110157 (sede legale)|00743110157|IT_VAT",
        "USt-IdNr. DE136695976|DE136695976|DE_VAT",
        "VAT ID DE 811569869 please|DE 811569869|DE_VAT",
        "billed to DE129273398 yesterday|DE129273398|DE_VAT",
        "invoice from DE136695976 attached|DE136695976|DE_VAT",
        "GSTIN 27AAPFU0939F1ZV registered|27AAPFU0939F1ZV|IN_GSTIN",
        "supplier 29AAGCB7383J1Z4 in Bengaluru|29AAGCB7383J1Z4|IN_GSTIN",
        "DEA number BB1388568 on the script|BB1388568|US_DEA",
        "prescriber AB1234563 signed it|AB1234563|US_DEA",
        "Personalausweis T220001293 liegt vor|T220001293|DE_ID_CARD",
        "Ausweisnummer: LZ6311T475|LZ6311T475|DE_ID_CARD",
        "my Ausweis-Nr. L01X00T471 expired|L01X00T471|DE_ID_CARD",
        "Reisepass C01X00T478 gültig bis 2031|C01X00T478|DE_PASSPORT",
        "Passnummer: C01X00T47|C01X00T47|DE_PASSPORT",
        "German passport C01X00T47 issued in Köln|C01X00T47|DE_PASSPORT",
        "Reisepass C22000129 liegt vor|C22000129|DE_PASSPORT",
        "Sozialversicherungsnummer 65 170839 J 003|65 170839 J 003|DE_SOCIAL_SECURITY",
        "RVNR: 15070649C103|15070649C103|DE_SOCIAL_SECURITY",
        "Versicherungsnummer 15070649C103 laut Ausweis|15070649C103|DE_SOCIAL_SECURITY",
        "seine Nummer 15 070649 C 103 steht oben|15 070649 C 103|DE_SOCIAL_SECURITY",
        "sent 65170839J003 yesterday|65170839J003|DE_SOCIAL_SECURITY",
        "Krankenversichertennummer A000500015|A000500015|DE_HEALTH_INSURANCE",
        "KVNR: C000500021 (AOK)|C000500021|DE_HEALTH_INSURANCE",
        "UEN 53498049W registered|53498049W|SG_UEN",
        "ACRA: 201108760R (private limited)|201108760R|SG_UEN",
        "the company's UEN is 197401143C.|197401143C|SG_UEN",
        "외국인등록번호 900101-5123456|900101-5123456|KR_FRN",
        "Foreigner registration no. 020315-7654321|020315-7654321|KR_FRN",
        "FRN: 8505126234567 (Seoul)|8505126234567|KR_FRN",
        "alien registration card 770228-6012345 issued|770228-6012345|KR_FRN",
        "LANR 123456601 auf dem Rezept|123456601|DE_LANR",
        "Arztnummer: 987654409|987654409|DE_LANR",
        "account number 12345678 at Chase|12345678|US_BANK_NUMBER",
        "Acct: 98765432109 (checking)|98765432109|US_BANK_NUMBER",
        "my savings account 000123456789 please|000123456789|US_BANK_NUMBER",
        "deposit it to account 1234567890123456 today|1234567890123456|US_BANK_NUMBER",
        "driver's license D1234567 (CA)|D1234567|US_DRIVER_LICENSE",
        "DL: A123456789012|A123456789012|US_DRIVER_LICENSE",
        "license number 123456789 issued in NY|123456789|US_DRIVER_LICENSE",
        "driver licence no. 7654321|7654321|US_DRIVER_LICENSE",
        "DVLA licence MORGA753116SM9IJ valid|MORGA753116SM9IJ|UK_DRIVING_LICENCE",
        "driving licence: LEE99701018AB9CD|LEE99701018AB9CD|UK_DRIVING_LICENCE",
        "sent MORGA753116SM9IJ yesterday|MORGA753116SM9IJ|UK_DRIVING_LICENCE",
        "her number JONES710238J99AB is on file|JONES710238J99AB|UK_DRIVING_LICENCE",
        "voter ID ABC1234567 issued in Pune|ABC1234567|IN_VOTER",
        "EPIC number: XYZ7654321|XYZ7654321|IN_VOTER",
      })
  void findsIdentifiersInSentences(String text, String value, PiiClass piiClass) {
    assertFound(text, value, piiClass);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "the total came to 046454286 points",
        "call me on 943 476 5919 tonight",
        "order 1234567893 shipped",
        "invoice #021000021 is overdue",
        "build 111222333 passed",
        "tracking number 51 824 753 556",
        "version 2.3.4.5 released",
        "timestamp 1700000000 in the log",
        "+44 943 476 5919",
        "pay $123456782 now",
        "user_046454286 logged in",
        "see https://example.com/items/046454286",
        "that was 12345678A not valid",
        "QQ123456C is the example",
        "code ABCDE1234F here",
        "card 4111 1111 1111 1111 declined",
        "order 046 454 286 shipped",
        "case 811228-9874 was reopened",
        "epoch ms 1709011234567 in the log",
        "ACN 004 085 617 registered",
        "organisationsnummer 556036-0794",
        "Thai ID 1-1017-00230-70-9 on the form",
        "사업자등록번호: 220-81-62518",
        "partita IVA 07643520568",
        "USt-IdNr. DE136695977",
        "USt-IdNr. DE 136695977",
        "GSTIN 27AAPFU0939F1ZW registered",
        "GSTIN 27AAPFU0939F2YV registered",
        "DEA number BB1388569 on the script",
        "order AB1234563 shipped",
        "order 004 085 616 shipped",
        "invoice 07643520567 is overdue",
        "tracking 220-81-62517 updated",
        "ticket 556036-0793 closed",
        "Personalausweis T220001294 liegt vor",
        "Reisepass C01X00T479 gültig",
        "Passnummer: C01E00T47",
        "Sozialversicherungsnummer 65 170839 J 004",
        "RVNR: 15320649C102",
        "Krankenversichertennummer A000500016",
        "UEN 53498049X registered",
        "ACRA: 201108760S",
        "order 65170839J003 shipped",
        "invoice 15 070649 C 103 attached",
        "tracking T220001293 updated",
        "order C01X00T478 shipped",
        "see 15070649C103/2 attached",
        "외국인등록번호 901301-5123456",
        "외국인등록번호 900101-9123456",
        "order 900101-5123456 shipped",
        "LANR 123456701 auf dem Rezept",
        "Arztnummer: 111111111",
        "order 12345678 shipped",
        "invoice 123456789012 attached",
        "tracking 1234567890123 updated",
        "account 11111111",
        "account 1234567",
        "account 123456789012345678",
        "account opened 20240115",
        "license 1111111",
        "license number 123456",
        "licence MORGA713116SM9IJ",
        "licence MORGA753326SM9IJ",
        "licence M9RGA753116SM9IJ",
        "licence morga753116sm9ij",
        "see MORGA753116SMXIJ again",
        "voter ID AB12345678",
        "voter ABC123456",
        "order ABC1234567 shipped",
      })
  void hardNegativesAreNotReported(String text) {
    assertThat(find(text)).as(text).isEmpty();
  }

  @Test
  void validChecksumsAloneOnBareNumbersAreWeak() {
    // a Luhn-valid nine-digit number is a SIN only when the text says so
    assertThat(find("the number 046454286 again")).isEmpty();
    assertThat(find("see 9434765919 again")).isEmpty();
    assertFound("my SIN: 046454286", "046454286", PiiClass.CA_SIN);
  }

  @Test
  void companyAndVatNumbersWithoutTheirNameAreNotReported() {
    assertThat(find("the number 004085616 again")).isEmpty(); // ACN
    assertThat(find("see 004 085 616 again")).isEmpty();
    assertThat(find("see 5560360793 again")).isEmpty(); // organisationsnummer
    assertThat(find("see 556036-0793 again")).isEmpty();
    assertThat(find("see 1248100998 again")).isEmpty(); // Korean BRN
    assertThat(find("see 124-81-00998 again")).isEmpty();
    assertThat(find("see 07643520567 again")).isEmpty(); // partita IVA
    assertThat(find("see 1101700230708 again")).isEmpty(); // Thai ID, bare
    assertFound("ACN: 004085616", "004085616", PiiClass.AU_ACN);
  }

  @Test
  void germanDocumentsAndUensWithoutTheirNameAreNotReported() {
    assertThat(find("see T220001293 again")).isEmpty(); // Personalausweis
    assertThat(find("see C01X00T478 again")).isEmpty(); // Reisepass, check digit
    assertThat(find("see C01X00T47 again")).isEmpty(); // Reisepass, as printed
    assertThat(find("see A000500015 again")).isEmpty(); // KVNR
    assertThat(find("see 53498049W again")).isEmpty(); // UEN, business
    assertThat(find("see 201108760R again")).isEmpty(); // UEN, local company
    assertFound("Personalausweis: T220001293", "T220001293", PiiClass.DE_ID_CARD);
    assertFound("UEN: 53498049W", "53498049W", PiiClass.SG_UEN);
  }

  @Test
  void aTenCharacterCodeValidAsKvnrAndIcaoFollowsItsContext() {
    String both = "C000500021";
    assertThat(LetterIdValidators.deKvnr(both)).isTrue();
    assertThat(LetterIdValidators.deIdCard(both)).isTrue();
    assertThat(LetterIdValidators.dePassportChecked(both)).isTrue();
    assertFound("KVNR " + both, both, PiiClass.DE_HEALTH_INSURANCE);
    assertFound("Personalausweis " + both, both, PiiClass.DE_ID_CARD);
    assertFound("Reisepass " + both, both, PiiClass.DE_PASSPORT);
    assertThat(find("see " + both + " again")).isEmpty();
  }

  @Test
  void anAllDigitPassportNumberAfterCUnderPassportStaysAUsBook() {
    // a US next-generation book is a letter and 8 digits; the German word makes it German
    assertFound("passport: C12345678", "C12345678", PiiClass.US_PASSPORT);
    assertFound("Reisepass C12345678", "C12345678", PiiClass.DE_PASSPORT);
    assertFound("passport: C1234567X", "C1234567X", PiiClass.DE_PASSPORT);
  }

  @Test
  void aNumberValidAsBothNifAndUenFollowsItsContext() {
    String both = "42604684J";
    assertThat(LetterIdValidators.nif(both)).isTrue();
    assertThat(LetterIdValidators.sgUen(both)).isTrue();
    assertFound("UEN " + both, both, PiiClass.SG_UEN);
    assertFound("mi DNI es " + both, both, PiiClass.ES_NIF);
    assertFound("it is " + both + " here", both, PiiClass.ES_NIF); // the NIF passes alone
  }

  @Test
  void licencesAccountsAndVoterIdsWithoutTheirNameAreNotReported() {
    assertThat(find("see 900101-5123456 again")).isEmpty(); // FRN
    assertThat(find("see 9001015123456 again")).isEmpty();
    assertThat(find("see 123456601 again")).isEmpty(); // LANR
    assertThat(find("see 12345678 again")).isEmpty(); // bank account
    assertThat(find("see 000123456789 again")).isEmpty();
    assertThat(find("code D1234567 again")).isEmpty(); // US driver's license
    assertThat(find("code A123456789012 again")).isEmpty();
    assertThat(find("see ABC1234567 again")).isEmpty(); // EPIC
    assertThat(find("the savings 12345678 here")).isEmpty(); // "savings" names no account
  }

  @Test
  void aForeignerNumberIsNoResidentNumber() {
    // the 7th digit 5 to 8 is a foreigner's: the RRN's words do not make it an RRN
    assertThat(IdValidators.krRrn("9001015123456")).isFalse();
    assertThat(IdValidators.krFrn("9001015123456")).isTrue();
    assertThat(IdValidators.krFrn("9001011234568")).isFalse();
    assertThat(find("주민등록번호 900101-5123456")).isEmpty();
    assertFound("외국인등록번호 900101-5123456", "900101-5123456", PiiClass.KR_FRN);
  }

  @Test
  void aBankAccountNeverTakesACardARoutingNumberAPhoneOrADate() {
    Engine all = new Engine(Recognizers.standard(), new EnumMap<>(PiiClass.class));
    var classes = EnumSet.allOf(PiiClass.class);
    // the card recognizer counts "account" against a card: a Luhn-valid card stays unreported
    assertThat(all.detect("account 4111111111111111", classes)).isEmpty();
    assertThat(all.detect("card 4111111111111111", classes))
        .singleElement()
        .satisfies(e -> assertThat(e.piiClass()).isEqualTo(PiiClass.CARD_NUMBER));
    assertThat(all.detect("account card 4111111111111111", classes))
        .singleElement()
        .satisfies(e -> assertThat(e.piiClass()).isEqualTo(PiiClass.CARD_NUMBER));
    assertThat(all.detect("routing 021000021", classes))
        .singleElement()
        .satisfies(e -> assertThat(e.piiClass()).isEqualTo(PiiClass.ABA_ROUTING));
    assertThat(all.detect("account 12345678 and routing number 021000021", classes))
        .extracting(Entity::piiClass)
        .containsExactly(PiiClass.US_BANK_NUMBER, PiiClass.ABA_ROUTING);
    assertThat(all.detect("call me at 6502530000 about the account", classes))
        .singleElement()
        .satisfies(e -> assertThat(e.piiClass()).isEqualTo(PiiClass.PHONE));
    assertThat(all.detect("account number: 07911123456 (mobile)", classes))
        .singleElement()
        .satisfies(e -> assertThat(e.piiClass()).isEqualTo(PiiClass.PHONE));
    assertThat(all.detect("account IBAN DE89 3704 0044 0532 0130 00", classes))
        .singleElement()
        .satisfies(e -> assertThat(e.piiClass()).isEqualTo(PiiClass.IBAN));
    assertThat(IdValidators.usBankNumber("4111111111111111")).isFalse(); // a card
    assertThat(IdValidators.usBankNumber("6502530000")).isFalse(); // NANP
    assertThat(IdValidators.usBankNumber("16502530000")).isFalse();
    assertThat(IdValidators.usBankNumber("07911123456")).isFalse(); // a trunk 0
    assertThat(IdValidators.usBankNumber("20240115")).isFalse(); // a date
    assertThat(IdValidators.usBankNumber("1234567890")).isTrue();
    assertThat(IdValidators.usBankNumber("12345678901234567")).isTrue(); // 17, ACH's longest
    assertThat(IdValidators.usBankNumber("123456789012345678")).isFalse();
  }

  @Test
  void aLicenceNumberFollowsItsContext() {
    // a letter and 8 digits is a US passport book near "passport", a licence near "license"
    assertFound("passport C12345678", "C12345678", PiiClass.US_PASSPORT);
    assertFound("driver's license C12345678", "C12345678", PiiClass.US_DRIVER_LICENSE);
    assertThat(find("MEDICAL LICENSE BB1388568"))
        .extracting(Entity::piiClass)
        .containsExactly(PiiClass.US_DEA);
  }

  @Test
  void generalWordsNearAPhoneNumberDoNotNameACompanyNumber() {
    // "business", "registration" and the "org" of "org.nr" are not context words: all three sit
    // next to phone numbers and other registrations
    assertThat(IdValidators.krBrn("2125550103")).isTrue();
    assertThat(find("business phone 2125550103 anytime")).isEmpty();
    assertThat(find("vehicle registration 2125550103")).isEmpty();
    assertThat(IdValidators.orgnr("4155550108")).isTrue();
    assertThat(find("mail help@example.org or 4155550108")).isEmpty();
  }

  @Test
  void aThirteenDigitNumberValidAsBothZaAndThaiIdFollowsItsContext() {
    String both = "8001015001209";
    assertThat(IdValidators.thaiId(both)).isTrue();
    assertFound("RSA ID number " + both, both, PiiClass.ZA_ID);
    assertFound("Thai citizen " + both, both, PiiClass.TH_TNIN);
    assertFound("it is " + both + " here", both, PiiClass.ZA_ID);
  }

  @Test
  void everyGeneratedIdentifierIsFoundWithItsContext() {
    Random random = new Random(6);
    for (IdSamples.Spec spec : IdSamples.CHECKED) {
      for (int i = 0; i < 150; i++) {
        String id = spec.format().apply(spec.gen().apply(random));
        String text = "Hi, my " + spec.context() + " is " + id + ", please update it.";
        assertFound(text, id, spec.piiClass());
      }
    }
  }

  @Test
  void aMutatedDigitIsNotFoundAsThatClass() {
    Random random = new Random(7);
    int checked = 0;
    for (IdSamples.Spec spec : IdSamples.CHECKED) {
      for (int i = 0; i < 150; i++) {
        String id = spec.gen().apply(random);
        String mutated = mutate(id, random);
        if (spec.valid().test(mutated)) {
          continue;
        }
        String text = "Hi, my " + spec.context() + " is " + spec.format().apply(mutated) + ".";
        assertThat(find(text)).as(text).noneMatch(e -> e.piiClass() == spec.piiClass());
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(IdSamples.CHECKED.size() * 100);
  }

  @Test
  void generatedShapesWithoutCheckDigitsAreFoundWithTheirContext() {
    Random r = new Random(8);
    String mbiLetters = "ACDEFGHJKMNPQRTUVWXY";
    for (int i = 0; i < 300; i++) {
      String pan =
          letters(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3)
              + letters(r, "ABCFGHLJPT", 1)
              + letters(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1)
              + IdSamples.digits(r, 4)
              + letters(r, "XYZ", 1);
      assertFound("my PAN is " + pan + " ok", pan, PiiClass.IN_PAN);
      String mbi =
          (1 + r.nextInt(9))
              + letters(r, mbiLetters, 1)
              + letters(r, mbiLetters, 1)
              + r.nextInt(10)
              + letters(r, mbiLetters, 1)
              + r.nextInt(10)
              + r.nextInt(10)
              + letters(r, mbiLetters, 2)
              + IdSamples.digits(r, 2);
      assertFound("Medicare MBI " + mbi + " on file", mbi, PiiClass.US_MBI);
      String nino =
          letters(r, "ABCEGHJKLMNPRSTWXYZ", 1)
              + letters(r, "ABCEGHJLMNPRSWXY", 1)
              + IdSamples.digits(r, 6)
              + letters(r, "ABCD", 1);
      assertFound("national insurance " + nino + ".", nino, PiiClass.UK_NINO);
      int[] groups = {50, 70, 90, 94};
      String itin =
          "9"
              + IdSamples.digits(r, 2)
              + "-"
              + (groups[r.nextInt(4)] + r.nextInt(2))
              + "-"
              + IdSamples.digits(r, 4);
      assertFound("ITIN: " + itin, itin, PiiClass.US_ITIN);
      String passport = (1 + r.nextInt(9)) + IdSamples.digits(r, 8);
      assertFound("passport number " + passport, passport, PiiClass.US_PASSPORT);
      String frn =
          String.format("%02d%02d%02d", r.nextInt(100), 1 + r.nextInt(12), 1 + r.nextInt(28))
              + "-"
              + (5 + r.nextInt(4))
              + IdSamples.digits(r, 6);
      assertFound("외국인등록번호 " + frn, frn, PiiClass.KR_FRN);
      String account = (1 + r.nextInt(9)) + IdSamples.digits(r, 11);
      assertFound("account number " + account + " at the bank", account, PiiClass.US_BANK_NUMBER);
      String licence = letters(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + IdSamples.digits(r, 7);
      assertFound("driver's license " + licence, licence, PiiClass.US_DRIVER_LICENSE);
      String dvla =
          letters(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 5)
              + r.nextInt(10)
              + String.format("%02d", 1 + r.nextInt(12) + (r.nextBoolean() ? 50 : 0))
              + String.format("%02d", 1 + r.nextInt(31))
              + r.nextInt(10)
              + letters(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1)
              + letters(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ9", 1)
              + r.nextInt(10)
              + letters(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 2);
      assertFound("DVLA licence " + dvla, dvla, PiiClass.UK_DRIVING_LICENCE);
      String epic = letters(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 3) + IdSamples.digits(r, 7);
      assertFound("voter ID " + epic + " issued", epic, PiiClass.IN_VOTER);
    }
  }

  private static String letters(Random r, String alphabet, int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append(alphabet.charAt(r.nextInt(alphabet.length())));
    }
    return b.toString();
  }

  private static String mutate(String id, Random random) {
    while (true) {
      int at = random.nextInt(id.length());
      char c = id.charAt(at);
      if (c >= '0' && c <= '9') {
        char other = (char) ('0' + (c - '0' + 1 + random.nextInt(9)) % 10);
        return id.substring(0, at) + other + id.substring(at + 1);
      }
    }
  }
}
