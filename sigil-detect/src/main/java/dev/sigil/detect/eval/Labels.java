package dev.sigil.detect.eval;

import dev.sigil.detect.PiiClass;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The mapping from corpus labels to classes. A label is compared in upper case with {@code -},
 * {@code .} and spaces read as {@code _}; a BIO prefix is never part of it (the readers strip
 * prefixes, {@link #classOf} strips a leftover {@code B-}/{@code I-} too). Every wire name maps to
 * its class; the aliases below cover the common NER and PII corpora (CoNLL, OntoNotes, WNUT, BTC,
 * Presidio, ai4privacy-style sets). Labels that map to nothing (creative-work, product, username,
 * ...) are not scored. A user name is deliberately not a name: it is a handle, not a person's name.
 */
public final class Labels {
  private static final Map<String, PiiClass> ALIASES = new HashMap<>();

  static {
    alias(
        PiiClass.NAME,
        "PER",
        "PERS",
        "PERSON",
        "B_PER",
        "FIRSTNAME",
        "LASTNAME",
        "FIRST_NAME",
        "LAST_NAME",
        "MIDDLENAME",
        "MIDDLE_NAME",
        "GIVENNAME",
        "SURNAME",
        "NAME",
        "FULLNAME",
        "FULL_NAME",
        "PERSON_NAME");
    alias(PiiClass.LOCATION, "LOC", "GPE", "LOCATION", "CITY", "COUNTRY", "STATE");
    alias(
        PiiClass.ORGANIZATION,
        "ORG",
        "ORGANIZATION",
        "ORGANISATION",
        "CORPORATION",
        "GROUP",
        "COMPANY",
        "COMPANY_NAME",
        "COMPANYNAME");
    alias(PiiClass.EMAIL, "EMAIL", "EMAIL_ADDRESS", "E_MAIL", "EMAILADDRESS");
    alias(
        PiiClass.PHONE,
        "PHONE",
        "PHONE_NUMBER",
        "PHONENUMBER",
        "TELEPHONENUM",
        "TELEPHONE",
        "TEL",
        "MOBILE");
    alias(
        PiiClass.CARD_NUMBER,
        "CREDIT_CARD",
        "CREDITCARD",
        "CREDITCARDNUMBER",
        "CREDIT_CARD_NUMBER",
        "CARD_NUMBER",
        "CARDNUMBER");
    alias(PiiClass.IBAN, "IBAN", "IBAN_CODE");
    alias(PiiClass.SSN, "SSN", "US_SSN", "SOCIALNUM", "SOCIAL_SECURITY_NUMBER");
    alias(PiiClass.IP_ADDRESS, "IP", "IP_ADDRESS", "IPADDRESS", "IPV4", "IPV6");
    alias(PiiClass.DATE, "DATE", "DATE_TIME", "DOB", "DATEOFBIRTH", "DATE_OF_BIRTH", "BIRTHDATE");
    alias(PiiClass.ADDRESS, "STREET_ADDRESS", "ADDRESS", "STREET", "STREETADDRESS");
    alias(PiiClass.URL, "URL", "URI");
    alias(PiiClass.MAC_ADDRESS, "MAC", "MAC_ADDRESS");
    alias(PiiClass.CRYPTO_WALLET, "CRYPTO", "CRYPTO_WALLET", "BITCOINADDRESS");
    // Presidio's entity names where they differ from the wire name
    alias(PiiClass.ABA_ROUTING, "ABA_ROUTING_NUMBER");
    alias(PiiClass.SG_NRIC, "SG_NRIC_FIN");
    alias(PiiClass.FI_HETU, "FI_PERSONAL_IDENTITY_CODE");
    alias(PiiClass.ZA_ID, "ZA_ID_NUMBER");
    alias(PiiClass.SE_ORGNR, "SE_ORGANISATIONSNUMMER");
    alias(PiiClass.IT_VAT, "IT_VAT_CODE");
    alias(PiiClass.DE_VAT, "DE_VAT_ID");
    alias(PiiClass.US_DEA, "MEDICAL_LICENSE");
    for (PiiClass c : PiiClass.values()) {
      ALIASES.put(c.name(), c);
    }
  }

  private Labels() {}

  private static void alias(PiiClass c, String... labels) {
    for (String l : labels) {
      ALIASES.put(l, c);
    }
  }

  /** The class {@code label} stands for, or empty when the label is not scored. */
  public static Optional<PiiClass> classOf(String label) {
    String key = normal(label);
    PiiClass c = ALIASES.get(key);
    if (c == null && key.length() > 2 && (key.startsWith("B_") || key.startsWith("I_"))) {
      c = ALIASES.get(key.substring(2));
    }
    return Optional.ofNullable(c);
  }

  static String normal(String label) {
    StringBuilder b = new StringBuilder(label.length());
    String upper = label.strip().toUpperCase(Locale.ROOT);
    for (int i = 0; i < upper.length(); i++) {
      char ch = upper.charAt(i);
      b.append(ch == '-' || ch == ' ' || ch == '.' ? '_' : ch);
    }
    return b.toString();
  }
}
