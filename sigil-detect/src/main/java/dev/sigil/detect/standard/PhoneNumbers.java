package dev.sigil.detect.standard;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import dev.sigil.detect.internal.PlainNumbers;
import org.jspecify.annotations.Nullable;

/**
 * libphonenumber's {@code PhoneNumberUtil.parse}, with the detector's fast path for a number
 * written as digits only (after an optional '+'), as phone numbers stored in E.164 are. Such input
 * gets the same {@code PhoneNumber} that libphonenumber's parse gives, without the patterns that
 * parse runs for free-form text; any other input goes to libphonenumber's parse. libphonenumber's
 * validation is not touched: callers still ask it whether the number is valid.
 */
public final class PhoneNumbers {
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();

  private PhoneNumbers() {}

  /**
   * {@code PhoneNumberUtil.getInstance().parse(input, defaultRegion)}: the same number, or the same
   * exception.
   */
  public static PhoneNumber parse(String input, @Nullable String defaultRegion)
      throws NumberParseException {
    return PlainNumbers.parse(UTIL, input, defaultRegion);
  }
}
