package dev.sigil.detect;

import java.util.Locale;
import java.util.Optional;

/**
 * A class of personal data the detector finds. The wire name (lower case) is the data type name of
 * SPEC section 4 where one exists; the placeholder name is its upper-case form ({@code <EMAIL_1>}).
 */
public enum PiiClass {
  EMAIL,
  PHONE,
  NAME,
  CARD_NUMBER,
  IBAN,
  SSN,
  IP_ADDRESS,
  SECRET,
  LOCATION,
  ORGANIZATION,
  ADDRESS,
  DATE,
  URL,
  MAC_ADDRESS,
  CRYPTO_WALLET,
  /** US bank routing transit number (ABA checksum). */
  ABA_ROUTING,
  US_ITIN,
  US_PASSPORT,
  /** US National Provider Identifier (Luhn with the 80840 prefix). */
  US_NPI,
  /** US Medicare Beneficiary Identifier. */
  US_MBI,
  UK_NHS,
  UK_NINO,
  CA_SIN,
  ES_NIF,
  ES_NIE,
  IT_FISCAL_CODE,
  DE_TAX_ID,
  FR_NIR,
  NL_BSN,
  BR_CPF,
  IN_AADHAAR,
  IN_PAN,
  AU_ABN,
  AU_TFN,
  AU_MEDICARE,
  SG_NRIC,
  PL_PESEL,
  FI_HETU,
  SE_PERSONNUMMER,
  ZA_ID,
  TR_NATIONAL_ID,
  KR_RRN,
  /** Australian Company Number (weights 8 to 1, mod 10). */
  AU_ACN,
  /** Swedish organisationsnummer (Luhn, third digit at least 2). */
  SE_ORGNR,
  /** Thai national identification number (weights 13 to 2, mod 11). */
  TH_TNIN,
  /** Korean business registration number (weights 1, 3, 7 and 5, mod 10). */
  KR_BRN,
  /** Italian partita IVA (Luhn). */
  IT_VAT,
  /** German VAT identification number, USt-IdNr (DE and ISO 7064 MOD 11,10). */
  DE_VAT,
  /** Indian Goods and Services Tax identification number (a PAN and a mod 36 check). */
  IN_GSTIN,
  /** US DEA registration number (the prescriber check digit). */
  US_DEA,
  /** German identity card number, Personalausweis since 2010 (the ICAO 9303 check digit). */
  DE_ID_CARD,
  /** German passport number, Reisepass (C and 8 characters; the ICAO 9303 check digit if given). */
  DE_PASSPORT,
  /**
   * German pension insurance number, Rentenversicherungsnummer (a birth date, weights 2-1-2-5-7).
   */
  DE_SOCIAL_SECURITY,
  /** German health insurance number, Krankenversichertennummer (weights 1 and 2, digit sums). */
  DE_HEALTH_INSURANCE,
  /** Singapore Unique Entity Number of a business or a local company (a check letter mod 11). */
  SG_UEN,
  /** Korean foreigner registration number (a birth date and 5 to 8; no check since 2020). */
  KR_FRN,
  /** German lifelong physician number, lebenslange Arztnummer (weights 4 and 9, mod 10). */
  DE_LANR,
  /** US bank account number (8 to 16 digits, no check; near its name only). */
  US_BANK_NUMBER,
  /** US driver's license number (a letter and 7 to 12 digits, or 7 to 9 digits; near its name). */
  US_DRIVER_LICENSE,
  /** UK driving licence number (surname, birth date, initials; the check is not published). */
  UK_DRIVING_LICENCE,
  /** Indian voter ID, EPIC number (3 letters and 7 digits, no check; near its name only). */
  IN_VOTER;

  private final String wireName = name().toLowerCase(Locale.ROOT);

  /** The name used in requests, answers and configuration ({@code card_number}). */
  public String wireName() {
    return wireName;
  }

  /** The upper-case name used in placeholders ({@code CARD_NUMBER}). */
  public String placeholderName() {
    return name();
  }

  /** The class whose placeholder name this is ({@code CARD_NUMBER}), if any. */
  public static Optional<PiiClass> fromPlaceholderName(String name) {
    for (PiiClass c : values()) {
      if (c.name().equals(name)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  /** The class with this wire name, if any. */
  public static Optional<PiiClass> fromWireName(String wireName) {
    for (PiiClass c : values()) {
      if (c.wireName.equals(wireName)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }
}
