package dev.sigil.tokens.api;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberFormat;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import dev.sigil.detect.standard.PhoneNumbers;
import java.util.Optional;

/**
 * Phone numbers through libphonenumber: valid numbers only, normalized to E.164, which has no
 * extension; a number with one is refused, since its E.164 form would give every extension of the
 * number one deterministic token. A number already written as digits is parsed by the detector's
 * fast path ({@link PhoneNumbers}), which gives libphonenumber's own answer.
 */
final class PhoneRules {
  private static final String DEFAULT_REGION = "US";
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();

  private PhoneRules() {}

  static Optional<String> phone(String input) {
    return parse(input)
        .filter(number -> !number.hasExtension() && UTIL.isValidNumber(number))
        .map(number -> UTIL.format(number, PhoneNumberFormat.E164));
  }

  /**
   * Whether libphonenumber reads an extension in {@code input} ("ext. 12", "x12", "#12", ";ext=12"
   * and their spellings in other languages): for the detail of a refusal.
   */
  static boolean hasExtension(String input) {
    return parse(input).filter(PhoneNumber::hasExtension).isPresent();
  }

  private static Optional<PhoneNumber> parse(String input) {
    if (input.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(PhoneNumbers.parse(input, input.startsWith("+") ? null : DEFAULT_REGION));
    } catch (NumberParseException e) {
      return Optional.empty();
    }
  }
}
