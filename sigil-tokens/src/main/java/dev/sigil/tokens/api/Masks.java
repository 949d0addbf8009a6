package dev.sigil.tokens.api;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Renderings of values that are safe to show, such as {@code j***@e*****.org} or {@code **** ****
 * **** 1111}. A mask has a fixed shape: the number of stars never depends on the length of the
 * value, so a mask leaks only the characters it keeps (and, for names, the number of words).
 *
 * <p>A mask never holds a character that shows as nothing or moves the text around it: no control,
 * format character (bidi controls, zero-width characters, tags), separator but its own spaces,
 * private-use, unassigned or invisible code point, and no combining mark as a kept first character.
 * Where a kept character would be one, the first character after it that shows is kept instead (or
 * a star). Values stored before the rules refused such characters mask safely too: masks are made
 * at reveal time.
 *
 * <p>What each type keeps:
 *
 * <ul>
 *   <li>email: the first character of the local part and of the domain's first label, and the last
 *       label: {@code jane.doe@example.org} → {@code j***@e*****.org}, {@code a@b.co.uk} → {@code
 *       a***@b*****.uk}; a last label that is not a host-name label (stored under earlier rules) is
 *       {@code ***}.
 *   <li>phone: the country code and the last four digits, {@code +1 *** *** 2671}; when the
 *       national number has fewer than eight digits, only its last half (rounded down) is kept, so
 *       a mask never shows a whole short number.
 *   <li>card_number: the last four digits, {@code **** **** **** 1111}.
 *   <li>iban: the country and the last four characters, {@code GB** **** **** 5432}.
 *   <li>ssn: the last four digits, {@code ***-**-1120}.
 *   <li>name: the first character of each word, {@code J*** D***}; {@code ***} when no character
 *       shows.
 *   <li>date: nothing, {@code ****-**-**}; text: nothing, {@code ***}.
 *   <li>ip_address: the first octet of IPv4 ({@code 192.*.*.*}) or the first group of IPv6 ({@code
 *       2001:*:*:*:*:*:*:*}).
 * </ul>
 *
 * Stateless and thread-safe.
 */
public final class Masks {
  private static final PhoneNumberUtil PHONES = PhoneNumberUtil.getInstance();
  private static final Pattern E164 = Pattern.compile("\\+[0-9]{2,15}");
  private static final Pattern CARD = Pattern.compile("[0-9]{12,19}");
  private static final Pattern IBAN = Pattern.compile("[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}");
  private static final Pattern SSN = Pattern.compile("[0-9]{3}-[0-9]{2}-[0-9]{4}");
  private static final Pattern WHITESPACE =
      Pattern.compile("\\s+", Pattern.UNICODE_CHARACTER_CLASS);
  private static final int PHONE_KEPT_DIGITS = 4;

  private Masks() {}

  /**
   * The mask of {@code normalized}, a value in the normalized form {@link Normalizer} gives for
   * {@code type}.
   *
   * @throws IllegalArgumentException if {@code normalized} is not in that form (any name masks);
   *     the message names the type, never the value
   */
  public static String mask(DataType type, String normalized) {
    return switch (type) {
      case EMAIL -> email(normalized);
      case PHONE -> phone(normalized);
      case NAME -> name(normalized);
      case CARD_NUMBER -> "**** **** **** " + lastFour(type, CARD, normalized);
      case IBAN -> iban(normalized);
      case SSN -> "***-**-" + lastFour(type, SSN, normalized);
      case DATE -> "****-**-**";
      case IP_ADDRESS -> ipAddress(normalized);
      case TEXT -> "***";
    };
  }

  private static String email(String email) {
    int at = email.indexOf('@');
    int firstDot = email.indexOf('.', at + 1);
    int lastDot = email.lastIndexOf('.');
    if (at <= 0 || firstDot <= at + 1 || lastDot == email.length() - 1) {
      throw notNormalized(DataType.EMAIL);
    }
    String last = email.substring(lastDot + 1);
    return firstShown(email.substring(0, at)).orElse("*")
        + "***@"
        + firstShown(email.substring(at + 1, firstDot)).orElse("*")
        + "*****."
        + (EmailRules.dnsLength(last) > 0 ? last : "***");
  }

  private static String phone(String e164) {
    if (!E164.matcher(e164).matches()) {
      throw notNormalized(DataType.PHONE);
    }
    int countryCode;
    try {
      countryCode = PHONES.parse(e164, null).getCountryCode();
    } catch (NumberParseException e) {
      throw notNormalized(DataType.PHONE);
    }
    String cc = Integer.toString(countryCode);
    int national = e164.length() - 1 - cc.length();
    int kept = national >= 2 * PHONE_KEPT_DIGITS ? PHONE_KEPT_DIGITS : national / 2;
    return "+" + cc + " *** *** " + e164.substring(e164.length() - kept);
  }

  /** Words of which no character shows are left out. */
  private static String name(String name) {
    List<String> words = new ArrayList<>();
    for (String word : WHITESPACE.split(name)) {
      firstShown(word).ifPresent(first -> words.add(first + "***"));
    }
    return words.isEmpty() ? "***" : String.join(" ", words);
  }

  private static String iban(String iban) {
    if (!IBAN.matcher(iban).matches()) {
      throw notNormalized(DataType.IBAN);
    }
    return iban.substring(0, 2) + "** **** **** " + iban.substring(iban.length() - 4);
  }

  private static String ipAddress(String ip) {
    int colon = ip.indexOf(':');
    if (colon >= 0) {
      String first = colon == 0 ? "0" : ip.substring(0, colon);
      return first + ":*:*:*:*:*:*:*";
    }
    int dot = ip.indexOf('.');
    if (dot <= 0) {
      throw notNormalized(DataType.IP_ADDRESS);
    }
    return ip.substring(0, dot) + ".*.*.*";
  }

  private static String lastFour(DataType type, Pattern shape, String value) {
    if (!shape.matcher(value).matches()) {
      throw notNormalized(type);
    }
    return value.substring(value.length() - 4);
  }

  /** The first character of {@code s} that shows and is not a combining mark. */
  private static Optional<String> firstShown(String s) {
    return s.codePoints()
        .filter(c -> CodePoints.printable(c) && !CodePoints.mark(c))
        .mapToObj(Character::toString)
        .findFirst();
  }

  private static IllegalArgumentException notNormalized(DataType type) {
    return new IllegalArgumentException("Not a normalized " + type.wireName() + " value");
  }
}
