package dev.sigil.tokens.api;

import java.text.Normalizer.Form;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/** Rules for emails, names, free text and dates. Inputs arrive trimmed. */
final class TextRules {
  private static final int MAX_EMAIL_LENGTH = 254;
  private static final Pattern INNER_WHITESPACE =
      Pattern.compile("\\s+", Pattern.UNICODE_CHARACTER_CLASS);
  private static final Pattern EXTENDED_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
  private static final Pattern BASIC_DATE = Pattern.compile("\\d{8}");
  private static final DateTimeFormatter BASIC =
      DateTimeFormatter.ofPattern("uuuuMMdd")
          .withResolverStyle(java.time.format.ResolverStyle.STRICT);

  private TextRules() {}

  static Optional<String> email(String input) {
    int at = input.indexOf('@');
    if (input.length() > MAX_EMAIL_LENGTH
        || at <= 0
        || at != input.lastIndexOf('@')
        || hasWhitespaceOrControl(input)) {
      return Optional.empty();
    }
    String domain = input.substring(at + 1).toLowerCase(Locale.ROOT);
    if (!validDomain(domain)) {
      return Optional.empty();
    }
    return Optional.of(input.substring(0, at) + "@" + domain);
  }

  private static boolean validDomain(String domain) {
    if (!domain.contains(".")) {
      return false;
    }
    for (String label : domain.split("\\.", -1)) {
      if (label.isEmpty()) {
        return false;
      }
    }
    return true;
  }

  static Optional<String> name(String input) {
    if (input.isEmpty() || hasControl(input)) {
      return Optional.empty();
    }
    String nfc = java.text.Normalizer.normalize(input, Form.NFC);
    return Optional.of(INNER_WHITESPACE.matcher(nfc).replaceAll(" "));
  }

  /** Line breaks and tabs belong in free text; other control characters do not. */
  static Optional<String> text(String input) {
    if (input.isEmpty() || hasControl(input.replaceAll("[\\t\\n\\r]", ""))) {
      return Optional.empty();
    }
    return Optional.of(input);
  }

  static Optional<String> date(String input) {
    try {
      if (EXTENDED_DATE.matcher(input).matches()) {
        return Optional.of(LocalDate.parse(input, DateTimeFormatter.ISO_LOCAL_DATE).toString());
      }
      if (BASIC_DATE.matcher(input).matches()) {
        return Optional.of(LocalDate.parse(input, BASIC).toString());
      }
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
    return Optional.empty();
  }

  private static boolean hasControl(String s) {
    return s.codePoints().anyMatch(Character::isISOControl);
  }

  private static boolean hasWhitespaceOrControl(String s) {
    return s.codePoints()
        .anyMatch(
            c ->
                Character.isISOControl(c) || Character.isWhitespace(c) || Character.isSpaceChar(c));
  }
}
