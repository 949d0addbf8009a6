package dev.sigil.tokens.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.Sensitive;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * IBANs are checked against the SWIFT IBAN registry: the country must be one of its IBAN prefixes,
 * and the length the one it registers. The examples below are the registry's own (release 100,
 * January 2025, "IBAN electronic format example"), one per country; they are the test's source,
 * independent of the table in {@link IbanRules}.
 */
class IbanRulesTest {
  private static final List<String> REGISTRY_EXAMPLES =
      List.of(
          "AD1200012030200359100100",
          "AE070331234567890123456",
          "AL47212110090000000235698741",
          "AT611904300234573201",
          "AZ21NABZ00000000137010001944",
          "BA391290079401028494",
          "BE68539007547034",
          "BG80BNBG96611020345678",
          "BH67BMAG00001299123456",
          "BI4210000100010000332045181",
          "BR1800360305000010009795493C1",
          "BY13NBRB3600900000002Z00AB00",
          "CH9300762011623852957",
          "CR05015202001026284066",
          "CY17002001280000001200527600",
          "CZ6508000000192000145399",
          "DE89370400440532013000",
          "DJ2100010000000154000100186",
          "DK5000400440116243",
          "DO28BAGR00000001212453611324",
          "EE382200221020145685",
          "EG380019000500000000263180002",
          "ES9121000418450200051332",
          "FI2112345600000785",
          "FK88SC123456789012",
          "FO6264600001631634",
          "FR1420041010050500013M02606",
          "GB29NWBK60161331926819",
          "GE29NB0000000101904917",
          "GI75NWBK000000007099453",
          "GL8964710001000206",
          "GR1601101250000000012300695",
          "GT82TRAJ01020000001210029690",
          "HN88CABF00000000000250005469",
          "HR1210010051863000160",
          "HU42117730161111101800000000",
          "IE29AIBK93115212345678",
          "IL620108000000099999999",
          "IQ98NBIQ850123456789012",
          "IS140159260076545510730339",
          "IT60X0542811101000000123456",
          "JO94CBJO0010000000000131000302",
          "KW81CBKU0000000000001234560101",
          "KZ86125KZT5004100100",
          "LB62099900000001001901229114",
          "LC55HEMM000100010012001200023015",
          "LI21088100002324013AA",
          "LT121000011101001000",
          "LU280019400644750000",
          "LV80BANK0000435195001",
          "LY83002048000020100120361",
          "MC5811222000010123456789030",
          "MD24AG000225100013104168",
          "ME25505000012345678951",
          "MK07250120000058984",
          "MN121234123456789123",
          "MR1300020001010000123456753",
          "MT84MALT011000012345MTLCAST001S",
          "MU17BOMM0101101030300200000MUR",
          "NI45BAPR00000013000003558124",
          "NL91ABNA0417164300",
          "NO9386011117947",
          "OM810180000001299123456",
          "PK36SCBL0000001123456702",
          "PL61109010140000071219812874",
          "PS92PALS000000000400123456702",
          "PT50000201231234567890154",
          "QA58DOHB00001234567890ABCDEFG",
          "RO49AAAA1B31007593840000",
          "RS35260005601001611379",
          "RU0304452522540817810538091310419",
          "SA0380000000608010167519",
          "SC18SSCB11010000000000001497USD",
          "SD2129010501234001",
          "SE4550000000058398257466",
          "SI56263300012039086",
          "SK3112000000198742637541",
          "SM86U0322509800000000270100",
          "SO211000001001000100141",
          "ST23000100010051845310146",
          "SV62CENR00000000000000700025",
          "TL380080012345678910157",
          "TN5910006035183598478831",
          "TR330006100519786457841326",
          "UA213223130000026007233566001",
          "VA59001123000012345678",
          "VG96VPVG0000012345678901",
          "XK051212012345678906",
          "YE15CBYE0001018861234567891234");

  private static boolean accepted(String iban) {
    return Normalizer.normalize(DataType.IBAN, Sensitive.of(iban)) instanceof Normalized.Valid;
  }

  /** {@code country}, check digits that make the mod 97 check pass, and {@code bban}. */
  private static String withCheckDigits(String country, String bban) {
    String rearranged = bban + country + "00";
    StringBuilder digits = new StringBuilder();
    for (char c : rearranged.toCharArray()) {
      digits.append(Character.digit(c, 36));
    }
    int check = 98 - new BigInteger(digits.toString()).mod(BigInteger.valueOf(97)).intValue();
    return country + String.format("%02d", check) + bban;
  }

  private static Map<String, Integer> registryLengths() {
    Map<String, Integer> lengths = new TreeMap<>();
    REGISTRY_EXAMPLES.forEach(e -> lengths.put(e.substring(0, 2), e.length()));
    return lengths;
  }

  @Test
  void theRegistrysExampleOfEveryCountryIsAccepted() {
    assertThat(registryLengths()).hasSize(89);
    for (String example : REGISTRY_EXAMPLES) {
      assertThat(accepted(example)).as(example).isTrue();
    }
  }

  /**
   * For every pair of letters and every length IBANs may have (15 to 34), an IBAN whose mod 97
   * check passes is accepted exactly when the registry lists the letters as an IBAN prefix with
   * that length: no unregistered country passes, nor a registered one at another length.
   */
  @Test
  void onlyRegisteredCountriesAtTheirRegisteredLengthsAreAccepted() {
    Map<String, Integer> registry = registryLengths();
    for (char a = 'A'; a <= 'Z'; a++) {
      for (char b = 'A'; b <= 'Z'; b++) {
        String country = "" + a + b;
        for (int length = 15; length <= 34; length++) {
          String iban = withCheckDigits(country, "1".repeat(length - 4));
          assertThat(accepted(iban))
              .as("%s of length %d", country, length)
              .isEqualTo(registry.getOrDefault(country, 0) == length);
        }
      }
    }
  }

  /** Territories that the registry lists under another country use that country's prefix. */
  @Test
  void territoriesWithoutAPrefixOfTheirOwnAreRefused() {
    for (String territory : List.of("AX", "GF", "GP", "MQ", "RE", "NC", "PF", "JE", "GG", "IM")) {
      assertThat(accepted(withCheckDigits(territory, "1".repeat(23)))).as(territory).isFalse();
    }
  }
}
