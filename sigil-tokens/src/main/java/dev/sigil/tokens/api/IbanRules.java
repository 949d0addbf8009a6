package dev.sigil.tokens.api;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * IBANs per ISO 13616: a country of the IBAN registry at its registered length, then the mod 97
 * check. Inputs arrive trimmed.
 */
final class IbanRules {
  private static final Pattern SHAPE = Pattern.compile("[A-Z]{2}[0-9]{2}[A-Z0-9]+");

  /**
   * Every IBAN prefix of the SWIFT IBAN Registry, release 100 (2025; 89 countries,
   * https://www.swift.com/standards/data-standards/iban), with its IBAN length. Territories the
   * registry lists under a country (Åland under FI; French overseas departments and territories
   * under FR; Guernsey, Isle of Man and Jersey under GB) use that country's prefix. A country the
   * registry does not list is refused, even where its banks print IBAN-like numbers.
   */
  private static final Map<String, Integer> LENGTHS =
      Map.ofEntries(
          Map.entry("AD", 24),
          Map.entry("AE", 23),
          Map.entry("AL", 28),
          Map.entry("AT", 20),
          Map.entry("AZ", 28),
          Map.entry("BA", 20),
          Map.entry("BE", 16),
          Map.entry("BG", 22),
          Map.entry("BH", 22),
          Map.entry("BI", 27),
          Map.entry("BR", 29),
          Map.entry("BY", 28),
          Map.entry("CH", 21),
          Map.entry("CR", 22),
          Map.entry("CY", 28),
          Map.entry("CZ", 24),
          Map.entry("DE", 22),
          Map.entry("DJ", 27),
          Map.entry("DK", 18),
          Map.entry("DO", 28),
          Map.entry("EE", 20),
          Map.entry("EG", 29),
          Map.entry("ES", 24),
          Map.entry("FI", 18),
          Map.entry("FK", 18),
          Map.entry("FO", 18),
          Map.entry("FR", 27),
          Map.entry("GB", 22),
          Map.entry("GE", 22),
          Map.entry("GI", 23),
          Map.entry("GL", 18),
          Map.entry("GR", 27),
          Map.entry("GT", 28),
          Map.entry("HN", 28),
          Map.entry("HR", 21),
          Map.entry("HU", 28),
          Map.entry("IE", 22),
          Map.entry("IL", 23),
          Map.entry("IQ", 23),
          Map.entry("IS", 26),
          Map.entry("IT", 27),
          Map.entry("JO", 30),
          Map.entry("KW", 30),
          Map.entry("KZ", 20),
          Map.entry("LB", 28),
          Map.entry("LC", 32),
          Map.entry("LI", 21),
          Map.entry("LT", 20),
          Map.entry("LU", 20),
          Map.entry("LV", 21),
          Map.entry("LY", 25),
          Map.entry("MC", 27),
          Map.entry("MD", 24),
          Map.entry("ME", 22),
          Map.entry("MK", 19),
          Map.entry("MN", 20),
          Map.entry("MR", 27),
          Map.entry("MT", 31),
          Map.entry("MU", 30),
          Map.entry("NI", 28),
          Map.entry("NL", 18),
          Map.entry("NO", 15),
          Map.entry("OM", 23),
          Map.entry("PK", 24),
          Map.entry("PL", 28),
          Map.entry("PS", 29),
          Map.entry("PT", 25),
          Map.entry("QA", 29),
          Map.entry("RO", 24),
          Map.entry("RS", 22),
          Map.entry("RU", 33),
          Map.entry("SA", 24),
          Map.entry("SC", 31),
          Map.entry("SD", 18),
          Map.entry("SE", 24),
          Map.entry("SI", 19),
          Map.entry("SK", 24),
          Map.entry("SM", 27),
          Map.entry("SO", 23),
          Map.entry("ST", 25),
          Map.entry("SV", 28),
          Map.entry("TL", 23),
          Map.entry("TN", 24),
          Map.entry("TR", 26),
          Map.entry("UA", 29),
          Map.entry("VA", 22),
          Map.entry("VG", 24),
          Map.entry("XK", 20),
          Map.entry("YE", 30));

  private IbanRules() {}

  static Optional<String> iban(String input) {
    String iban = input.replace(" ", "").toUpperCase(Locale.ROOT);
    if (!SHAPE.matcher(iban).matches()
        || LENGTHS.getOrDefault(iban.substring(0, 2), 0) != iban.length()
        || !mod97Valid(iban)) {
      return Optional.empty();
    }
    return Optional.of(iban);
  }

  /** ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end. */
  private static boolean mod97Valid(String iban) {
    String rearranged = iban.substring(4) + iban.substring(0, 4);
    int remainder = 0;
    for (int i = 0; i < rearranged.length(); i++) {
      int value = Character.digit(rearranged.charAt(i), 36);
      remainder = (value < 10 ? remainder * 10 : remainder * 100) + value;
      remainder %= 97;
    }
    return remainder == 1;
  }
}
