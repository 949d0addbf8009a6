package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Published sample identifiers pass their checks; one changed digit fails. */
class ChecksumsTest {
  @Test
  void luhnAndVerhoeff() {
    assertThat(Checksums.luhn("046454286", 0)).isTrue();
    assertThat(Checksums.luhn("046454287", 0)).isFalse();
    assertThat(Checksums.verhoeff("2363")).isTrue(); // the textbook example 236 -> 3
    assertThat(Checksums.verhoeff("2364")).isFalse();
    assertThat(Checksums.verhoeff("499118665246")).isTrue();
  }

  @Test
  void iso7064AndDates() {
    assertThat(IdValidators.deTaxId("86095742719")).isTrue();
    assertThat(IdValidators.deTaxId("86095742718")).isFalse();
    assertThat(Checksums.validDate(2024, 2, 29)).isTrue();
    assertThat(Checksums.validDate(2100, 2, 29)).isFalse();
    assertThat(Checksums.validDate(2000, 2, 29)).isTrue();
    assertThat(Checksums.validDate(2023, 4, 31)).isFalse();
    assertThat(Checksums.validDate(2023, 13, 1)).isFalse();
  }

  @Test
  void publishedSamples() {
    assertThat(IdValidators.aba("021000021")).isTrue();
    assertThat(IdValidators.npi("1234567893")).isTrue();
    assertThat(IdValidators.nhs("9434765919")).isTrue();
    assertThat(IdValidators.cpf("12345678909")).isTrue();
    assertThat(IdValidators.cpf("11111111111")).isFalse();
    assertThat(IdValidators.abn("51824753556")).isTrue();
    assertThat(IdValidators.tfn("123456782")).isTrue();
    assertThat(IdValidators.medicare("2123456701")).isTrue();
    assertThat(IdValidators.pesel("44051401359")).isTrue();
    assertThat(IdValidators.pesel("44051401358")).isFalse();
    assertThat(IdValidators.tckn("10000000146")).isTrue();
    assertThat(IdValidators.zaId("8001015009087")).isTrue();
    assertThat(IdValidators.personnummer("8112289874")).isTrue();
    assertThat(IdValidators.krRrn("9001011234568")).isTrue();
    assertThat(LetterIdValidators.nif("12345678Z")).isTrue();
    assertThat(LetterIdValidators.nie("X1234567L")).isTrue();
    assertThat(LetterIdValidators.codiceFiscale("RSSMRA85T10A562S")).isTrue();
    assertThat(LetterIdValidators.nric("S1234567D")).isTrue();
    assertThat(LetterIdValidators.hetu("131052-308T")).isTrue();
    assertThat(LetterIdValidators.hetu("131052-308U")).isFalse();
    assertThat(LetterIdValidators.nir("185057800608491")).isTrue();
    assertThat(LetterIdValidators.nino("AB123456C")).isTrue();
    assertThat(LetterIdValidators.nino("QQ123456C")).isFalse();
    assertThat(LetterIdValidators.mbi("1EG4TE5MK73")).isTrue();
    assertThat(LetterIdValidators.pan("ABCPE1234F")).isTrue();
  }

  @Test
  void businessAndTaxNumberSamplesPassAndOneChangedCharacterFails() {
    assertThat(IdValidators.acn("004085616")).isTrue(); // ASIC's examples
    assertThat(IdValidators.acn("010499966")).isTrue();
    assertThat(IdValidators.acn("004085617")).isFalse();
    assertThat(IdValidators.orgnr("5560360793")).isTrue();
    assertThat(IdValidators.orgnr("5560360794")).isFalse();
    assertThat(IdValidators.orgnr("8112289874")).isFalse(); // a personnummer: month 12
    assertThat(IdValidators.thaiId("1101700230708")).isTrue();
    assertThat(IdValidators.thaiId("1101700230709")).isFalse();
    assertThat(IdValidators.krBrn("2208162517")).isTrue();
    assertThat(IdValidators.krBrn("1248100998")).isTrue();
    assertThat(IdValidators.krBrn("1248100999")).isFalse();
    assertThat(IdValidators.itVat("07643520567")).isTrue();
    assertThat(IdValidators.itVat("00743110157")).isTrue();
    assertThat(IdValidators.itVat("07643520568")).isFalse();
    assertThat(IdValidators.deVat("DE136695976")).isTrue();
    assertThat(IdValidators.deVat("DE136695977")).isFalse();
    assertThat(IdValidators.deVat("AT136695976")).isFalse();
    assertThat(IdValidators.deVat("DE012345679")).isFalse(); // the check holds; a leading 0
    assertThat(LetterIdValidators.gstin("27AAPFU0939F1ZV")).isTrue();
    assertThat(LetterIdValidators.gstin("29AAGCB7383J1Z4")).isTrue();
    assertThat(LetterIdValidators.gstin("27AAPFU0939F1ZW")).isFalse();
    assertThat(LetterIdValidators.gstin("39AAPFU0939F1ZV")).isFalse(); // no state 39
    assertThat(LetterIdValidators.dea("BB1388568")).isTrue();
    assertThat(LetterIdValidators.dea("AB1234563")).isTrue();
    assertThat(LetterIdValidators.dea("BB1388569")).isFalse();
    assertThat(LetterIdValidators.dea("IB1388568")).isFalse(); // I is no registrant type
  }

  @Test
  void germanDocumentAndInsuranceSamplesPassAndOneChangedCharacterFails() {
    // the specimen cards (Erika Mustermann): the ICAO check digit of the machine-readable zone
    assertThat(LetterIdValidators.deIdCard("T220001293")).isTrue(); // the 2010 card
    assertThat(LetterIdValidators.deIdCard("LZ6311T475")).isTrue(); // the 2021 card
    assertThat(LetterIdValidators.deIdCard("L01X00T471")).isTrue();
    assertThat(LetterIdValidators.deIdCard("T220001294")).isFalse();
    assertThat(LetterIdValidators.deIdCard("TA20001293")).isFalse(); // A is no document letter
    assertThat(LetterIdValidators.dePassportChecked("C01X00T478")).isTrue(); // the specimen
    assertThat(LetterIdValidators.dePassportChecked("C01X00T479")).isFalse();
    assertThat(LetterIdValidators.dePassport("C01X00T47")).isTrue();
    assertThat(LetterIdValidators.dePassport("C01E00T47")).isFalse(); // no vowels
    assertThat(LetterIdValidators.dePassport("F01X00T47")).isFalse();
    // the Deutsche Rentenversicherung's example and a second one
    assertThat(LetterIdValidators.deRvnr("15070649C103")).isTrue();
    assertThat(LetterIdValidators.deRvnr("65170839J003")).isTrue();
    assertThat(LetterIdValidators.deRvnr("15070649C104")).isFalse();
    assertThat(LetterIdValidators.deRvnr("15070649D103")).isFalse();
    assertThat(LetterIdValidators.deRvnr("15320649C102")).isFalse(); // the check holds; day 32
    assertThat(LetterIdValidators.deRvnr("15070049C107")).isFalse(); // the check holds; month 00
    // the worked examples of § 290 SGB V Anlage 1 (GKV-Spitzenverband)
    assertThat(LetterIdValidators.deKvnr("A000500015")).isTrue();
    assertThat(LetterIdValidators.deKvnr("C000500021")).isTrue();
    assertThat(LetterIdValidators.deKvnr("A000500016")).isFalse();
    assertThat(LetterIdValidators.deKvnr("B000500015")).isFalse();
  }

  @Test
  void singaporeUenSamplesPassAndOneChangedCharacterFails() {
    assertThat(LetterIdValidators.sgUen("53498049W")).isTrue(); // a business
    assertThat(LetterIdValidators.sgUen("00192200M")).isTrue();
    assertThat(LetterIdValidators.sgUen("53498049X")).isFalse();
    assertThat(LetterIdValidators.sgUen("201108760R")).isTrue(); // local companies
    assertThat(LetterIdValidators.sgUen("202630832C")).isTrue();
    assertThat(LetterIdValidators.sgUen("197401143C")).isTrue();
    assertThat(LetterIdValidators.sgUen("201108760S")).isFalse();
    assertThat(LetterIdValidators.sgUen("170012345Z")).isFalse(); // the check holds; year 1700
    assertThat(LetterIdValidators.sgUen("211108760D")).isFalse(); // the check holds; year 2111
  }

  @Test
  void lanrSamplesPassAndOneChangedDigitFails() {
    // digits 1 to 6 times 4 and 9: 4 + 18 + 12 + 36 + 20 + 54 = 144, check 10 - 4 = 6
    assertThat(IdValidators.lanr("123456601")).isTrue();
    assertThat(IdValidators.lanr("987654409")).isTrue();
    assertThat(IdValidators.lanr("123456699")).isTrue(); // the specialty group is not checked
    assertThat(IdValidators.lanr("123456701")).isFalse();
    assertThat(IdValidators.lanr("123457601")).isFalse();
    assertThat(IdValidators.lanr("000000000")).isFalse();
  }

  @Test
  void ukDrivingLicenceStructure() {
    assertThat(LetterIdValidators.ukDrivingLicence("MORGA753116SM9IJ")).isTrue();
    assertThat(LetterIdValidators.ukDrivingLicence("LEE99701018AB9CD")).isTrue();
    assertThat(LetterIdValidators.ukDrivingLicence("MORGA713116SM9IJ")).isFalse(); // month 13
    assertThat(LetterIdValidators.ukDrivingLicence("MORGA763116SM9IJ")).isFalse(); // month 63
    assertThat(LetterIdValidators.ukDrivingLicence("MORGA753216SM9IJ")).isTrue(); // day 21
    assertThat(LetterIdValidators.ukDrivingLicence("MORGA753326SM9IJ")).isFalse(); // day 32
    assertThat(LetterIdValidators.ukDrivingLicence("M9RGA753116SM9IJ")).isFalse(); // 9 pads
    assertThat(LetterIdValidators.ukDrivingLicence("MORGA753116S99IJ")).isTrue(); // one initial
    assertThat(LetterIdValidators.ukDrivingLicence("MORGA753116SMXIJ")).isFalse();
  }
}
