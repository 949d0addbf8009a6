package dev.sigil.tokens.api;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberFormat;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import dev.sigil.detect.standard.PhoneNumbers;
import java.util.Optional;

/**
 * Phone numbers through libphonenumber: valid numbers only, normalized to E.164. A number already
 * written as digits is parsed by the detector's fast path ({@link PhoneNumbers}), which gives
 * libphonenumber's own answer.
 */
final class PhoneRules {
  private static final String DEFAULT_REGION = "US";
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();

  private PhoneRules() {}

  static Optional<String> phone(String input) {
    if (input.isEmpty()) {
      return Optional.empty();
    }
    try {
      PhoneNumber number = PhoneNumbers.parse(input, input.startsWith("+") ? null : DEFAULT_REGION);
      if (!UTIL.isValidNumber(number)) {
        return Optional.empty();
      }
      return Optional.of(UTIL.format(number, PhoneNumberFormat.E164));
    } catch (NumberParseException e) {
      return Optional.empty();
    }
  }
}
