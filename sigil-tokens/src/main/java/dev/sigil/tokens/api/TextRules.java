package dev.sigil.tokens.api;

import java.text.Normalizer.Form;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Pattern;

/** Rules for names, free text and dates. Inputs arrive trimmed. */
final class TextRules {
  private static final int ZERO_WIDTH_NON_JOINER = 0x200C;
  private static final int ZERO_WIDTH_JOINER = 0x200D;
  private static final Pattern INNER_WHITESPACE =
      Pattern.compile("\\s+", Pattern.UNICODE_CHARACTER_CLASS);
  private static final Pattern EXTENDED_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
  private static final Pattern BASIC_DATE = Pattern.compile("\\d{8}");
  private static final DateTimeFormatter BASIC =
      DateTimeFormatter.ofPattern("uuuuMMdd")
          .withResolverStyle(java.time.format.ResolverStyle.STRICT);

  private TextRules() {}

  /**
   * No control characters, and no format characters but the zero-width non-joiner and joiner, with
   * which Persian and the Indic scripts spell: the others (bidi controls, zero-width spaces, soft
   * hyphens, byte order marks, tags) show as nothing or reorder the text around them, so that two
   * names that look alike would get different tokens. Not blank once whitespace is collapsed.
   */
  static Optional<String> name(String input) {
    if (input.codePoints().anyMatch(c -> Character.isISOControl(c) || hiddenInName(c))) {
      return Optional.empty();
    }
    String nfc = java.text.Normalizer.normalize(input, Form.NFC);
    String collapsed = INNER_WHITESPACE.matcher(nfc).replaceAll(" ");
    return collapsed.isBlank() ? Optional.empty() : Optional.of(collapsed);
  }

  private static boolean hiddenInName(int c) {
    return CodePoints.format(c) && c != ZERO_WIDTH_NON_JOINER && c != ZERO_WIDTH_JOINER;
  }

  /** Line breaks and tabs belong in free text; other control characters do not. */
  static Optional<String> text(String input) {
    if (input.isEmpty() || hasControl(input.replaceAll("[\\t\\n\\r]", ""))) {
      return Optional.empty();
    }
    return Optional.of(input);
  }

  /** Years 0001 to 9999: ISO 8601's four digits without expansion, and no year 0. */
  static Optional<String> date(String input) {
    LocalDate date;
    try {
      if (EXTENDED_DATE.matcher(input).matches()) {
        date = LocalDate.parse(input, DateTimeFormatter.ISO_LOCAL_DATE);
      } else if (BASIC_DATE.matcher(input).matches()) {
        date = LocalDate.parse(input, BASIC);
      } else {
        return Optional.empty();
      }
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
    return date.getYear() < 1 ? Optional.empty() : Optional.of(date.toString());
  }

  private static boolean hasControl(String s) {
    return s.codePoints().anyMatch(Character::isISOControl);
  }
}
