package dev.sigil.tokens.api;

import dev.sigil.core.Sensitive;
import java.util.Optional;

/**
 * Validates and normalizes values of a {@link DataType}; the rule of each type is documented on its
 * constant. Stateless and thread-safe. Refusals name the rule that failed, never the value.
 */
public final class Normalizer {

  private Normalizer() {}

  /** The normalized form of {@code value} as a {@code type}, or a refusal with a stable code. */
  public static Normalized normalize(DataType type, Sensitive<String> value) {
    String input = value.reveal().strip();
    Optional<String> normalized =
        switch (type) {
          case EMAIL -> EmailRules.email(input);
          case PHONE -> PhoneRules.phone(input);
          case NAME -> TextRules.name(input);
          case CARD_NUMBER -> NumberRules.cardNumber(input);
          case IBAN -> IbanRules.iban(input);
          case SSN -> NumberRules.ssn(input);
          case DATE -> TextRules.date(input);
          case IP_ADDRESS -> IpRules.ipAddress(input);
          case TEXT -> TextRules.text(input);
        };
    return normalized
        .<Normalized>map(v -> new Normalized.Valid(Sensitive.of(v)))
        .orElseGet(() -> new Normalized.Refused(type.refusalCode(), detail(type, input)));
  }

  private static String detail(DataType type, String input) {
    if (type == DataType.PHONE && PhoneRules.hasExtension(input)) {
      return "Not a valid phone number: extensions are not accepted (E.164 has none); send the"
          + " number without its extension.";
    }
    return switch (type) {
      case EMAIL ->
          "Not a valid email address: expected a local part of at most 64 bytes without spaces,"
              + " quotes or hidden characters, one @, and a host name of two or more labels of"
              + " letters, digits and inner hyphens; at most 254 characters.";
      case PHONE ->
          "Not a valid phone number: expected a valid international number starting with + or a"
              + " valid US number.";
      case NAME ->
          "Not a valid name: expected non-empty text without control characters, bidi controls or"
              + " other invisible format characters.";
      case CARD_NUMBER ->
          "Not a valid card number: expected 12 to 19 digits passing the Luhn check.";
      case IBAN ->
          "Not a valid IBAN: expected a country of the IBAN registry, check digits and an account"
              + " number of that country's length passing the mod 97 check.";
      case SSN ->
          "Not a valid SSN: expected AAA-GG-SSSS with an issuable area, group and serial number.";
      case DATE ->
          "Not a valid date: expected an existing ISO 8601 date from 0001-01-01 to 9999-12-31,"
              + " such as 2024-02-29.";
      case IP_ADDRESS ->
          "Not a valid IP address: expected an IPv4 dotted quad without leading zeros or an IPv6"
              + " address.";
      case TEXT -> "Not valid text: expected non-empty text without control characters.";
    };
  }
}
