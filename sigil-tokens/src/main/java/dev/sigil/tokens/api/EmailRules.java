package dev.sigil.tokens.api;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * E-mail addresses: a local part of dot-atom characters (RFC 5322, with the non-ASCII characters of
 * RFC 6531) and a host name (RFC 1123, internationalised as in RFC 5890), within the limits of RFC
 * 5321. Inputs arrive trimmed.
 */
final class EmailRules {
  /** RFC 5321's 256 octets of path, less its angle brackets (counted in characters). */
  private static final int MAX_LENGTH = 254;

  private static final int MAX_LOCAL_BYTES = 64;
  private static final int MAX_DOMAIN = 253;
  private static final int MAX_LABEL = 63;
  private static final String ACE_PREFIX = "xn--";

  /** RFC 5322's atext beside letters and digits, and the dot of a dot-atom. */
  private static final String LOCAL_SYMBOLS = "!#$%&'*+-/=?^_`{|}~.";

  private EmailRules() {}

  static Optional<String> email(String input) {
    int at = input.indexOf('@');
    if (input.length() > MAX_LENGTH || at <= 0 || at != input.lastIndexOf('@')) {
      return Optional.empty();
    }
    String local = input.substring(0, at);
    String domain = input.substring(at + 1).toLowerCase(Locale.ROOT);
    if (!localPart(local) || !hostName(domain)) {
      return Optional.empty();
    }
    return Optional.of(local + "@" + domain);
  }

  /**
   * At most 64 bytes of ASCII letters, digits and atext symbols, or non-ASCII characters that show
   * (no quoted strings, so no spaces, quotes, brackets or backslashes). Where the dots stand is not
   * checked: RFC 5322 forbids a leading, trailing or doubled one, but such addresses were issued
   * (by Japanese mobile carriers among others) and mail is delivered to them.
   */
  private static boolean localPart(String local) {
    return local.getBytes(StandardCharsets.UTF_8).length <= MAX_LOCAL_BYTES
        && local
            .codePoints()
            .allMatch(
                c ->
                    c < 0x80
                        ? asciiLetterOrDigit(c) || LOCAL_SYMBOLS.indexOf(c) >= 0
                        : CodePoints.printable(c));
  }

  /**
   * At least two labels, the last not all digits (RFC 3696: so that {@code 192.168.1.1} is not a
   * host name; IP literals in brackets are not accepted), at most 253 characters in DNS form.
   */
  private static boolean hostName(String domain) {
    String[] labels = domain.split("\\.", -1);
    if (labels.length < 2 || labels[labels.length - 1].codePoints().allMatch(Character::isDigit)) {
      return false;
    }
    int length = labels.length - 1;
    for (String label : labels) {
      int dns = dnsLength(label);
      if (dns == 0) {
        return false;
      }
      length += dns;
    }
    return length <= MAX_DOMAIN;
  }

  /**
   * The length of {@code label} in DNS, 1 to 63 (an internationalised label's {@code xn--} form),
   * or 0 if it is not a host-name label: ASCII letters, digits and hyphens, or letters, marks and
   * digits of any script that show, with no hyphen first or last and no mark first.
   */
  static int dnsLength(String label) {
    if (label.isEmpty()
        || label.charAt(0) == '-'
        || label.charAt(label.length() - 1) == '-'
        || CodePoints.mark(label.codePointAt(0))) {
      return 0;
    }
    boolean ascii = true;
    for (int i = 0; i < label.length(); i += Character.charCount(label.codePointAt(i))) {
      int c = label.codePointAt(i);
      boolean allowed =
          c < 0x80
              ? asciiLetterOrDigit(c) || c == '-'
              : CodePoints.printable(c)
                  && (Character.isLetter(c) || CodePoints.mark(c) || Character.isDigit(c));
      if (!allowed) {
        return 0;
      }
      ascii &= c < 0x80;
    }
    int length = ascii ? label.length() : ACE_PREFIX.length() + Punycode.encode(label).length();
    return length <= MAX_LABEL ? length : 0;
  }

  private static boolean asciiLetterOrDigit(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }
}
