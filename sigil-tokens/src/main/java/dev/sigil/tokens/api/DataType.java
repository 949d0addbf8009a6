package dev.sigil.tokens.api;

import java.util.Optional;

/**
 * The kinds of value Sigil tokenizes. Every value is validated and normalized by {@link Normalizer}
 * before it is tokenized, so equal values in different spellings get the same deterministic token.
 * Surrounding whitespace is trimmed for every type. A refused value yields the code {@code
 * invalid_<wire name>} (for example {@code invalid_card_number}); the refusal never repeats the
 * value.
 */
public enum DataType {
  /**
   * An e-mail address. At most 254 characters and exactly one {@code @}. The local part: 1 to 64
   * bytes (UTF-8) of ASCII letters, digits and {@code !#$%&'*+-/=?^_`{|}~.}, or non-ASCII
   * characters that show (RFC 6531); no quoted local parts, so no spaces, quotes, brackets,
   * backslashes, controls or format characters such as bidi controls. The domain: a host name of at
   * least two labels, each of letters, digits and hyphens (not first or last), 1 to 63 characters,
   * at most 253 in all; a label may hold letters, marks and digits of any script (internationalised
   * domains, measured in their {@code xn--} form), and the last label is not all digits. IP
   * literals ({@code [192.0.2.1]}) are refused. The domain is lower-cased; the local part is kept
   * as given (it may be case-sensitive).
   */
  EMAIL("email"),
  /**
   * A telephone number, parsed with libphonenumber. A number starting with {@code +} is
   * international; any other is read as a US number. The number must be valid for its region
   * (possible length is not enough). Normalized to E.164, e.g. {@code +16502530000}. A number with
   * an extension ({@code ext. 12}, {@code x12}, ...) is refused: E.164 has no extension, so every
   * extension of a number would get one token.
   */
  PHONE("phone"),
  /**
   * A person's name. Must be non-empty after trimming and collapsing whitespace, and contain no
   * control characters and no format characters other than the zero-width non-joiner and joiner
   * (U+200C, U+200D): no bidi controls, zero-width spaces, soft hyphens or tags. Normalized to
   * Unicode NFC with every run of inner whitespace collapsed to a single space.
   */
  NAME("name"),
  /**
   * A payment card number (PAN). Spaces and dashes are allowed between digits on input; what
   * remains must be 12 to 19 ASCII digits passing the Luhn check. Normalized to the digits alone.
   */
  CARD_NUMBER("card_number"),
  /**
   * An IBAN (ISO 13616). Spaces are allowed on input and letters may be lower-case. Two letters of
   * country code, two check digits and an alphanumeric account part. The country must be one of the
   * SWIFT IBAN registry and the length its registered length; the mod 97 check must give 1.
   * Normalized to upper case without spaces.
   */
  IBAN("iban"),
  /**
   * A US Social Security Number, {@code AAA-GG-SSSS}; dashes or spaces may be left out. Area {@code
   * 000}, {@code 666} and {@code 900}-{@code 999}, group {@code 00} and serial {@code 0000} are
   * never issued and are refused. Normalized to {@code AAA-GG-SSSS}.
   */
  SSN("ssn"),
  /**
   * A calendar date in ISO 8601, extended ({@code 2024-02-29}) or basic ({@code 20240229}) form,
   * with a four-digit year from 0001 to 9999 (the proleptic Gregorian calendar); the date must
   * exist. Normalized to {@code yyyy-MM-dd}.
   */
  DATE("date"),
  /**
   * An IP address, parsed literally (never resolved). IPv4 as a dotted quad of decimal octets
   * without leading zeros, kept as given. IPv6 (without zone id), optionally ending in a dotted
   * quad, normalized to the RFC 5952 canonical text: lower case, no leading zeros, the longest run
   * of two or more zero groups shortened to {@code ::}, IPv4-mapped addresses as {@code
   * ::ffff:a.b.c.d}.
   */
  IP_ADDRESS("ip_address"),
  /**
   * Free text. Must be non-empty after trimming; tabs and line breaks are kept, any other control
   * character is refused.
   */
  TEXT("text");

  private final String wireName;

  DataType(String wireName) {
    this.wireName = wireName;
  }

  /** The name used in the API and in stored data; stable forever. */
  public String wireName() {
    return wireName;
  }

  /** The stable code of a refused value of this type, {@code invalid_<wire name>}. */
  public String refusalCode() {
    return "invalid_" + wireName;
  }

  /** The data type with this exact wire name, if any. */
  public static Optional<DataType> fromWire(String wireName) {
    for (DataType type : values()) {
      if (type.wireName.equals(wireName)) {
        return Optional.of(type);
      }
    }
    return Optional.empty();
  }
}
