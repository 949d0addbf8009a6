package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneMetadata;
import com.google.i18n.phonenumbers.metadata.DefaultMetadataDependenciesProvider;
import com.google.i18n.phonenumbers.metadata.source.MetadataSource;
import java.util.List;

/**
 * A necessary condition, read from the digits alone, for libphonenumber to find a run valid when it
 * parses it with the default region US: most digit runs in text (SSNs, order numbers, amounts) fail
 * it, and skipping the parse for them saves several microseconds each. libphonenumber stays the
 * validator of every run that passes.
 *
 * <p>Why it holds: a run without '+' that does not start with the US international prefix gets
 * country code 1, and parsing only ever removes leading '1's from its digits (the country code, the
 * national prefix); a valid number of country code 1 has a national significant number of one of
 * the lengths of its regions' general descriptions. The class checks that libphonenumber's metadata
 * still has these properties and otherwise lets every run through.
 */
final class NanpLengths {
  private static final String IDD = "011";

  /** Bit {@code n}: a valid number of country code 1 may have {@code n} national digits. */
  private static final long LENGTHS = lengths();

  private NanpLengths() {}

  /**
   * Whether libphonenumber may find {@code run} (digits, phone punctuation, a leading '+', an
   * extension) valid when parsed with the default region US; false only when it certainly does not.
   */
  static boolean mayBeValid(String run) {
    if (LENGTHS == 0 || run.charAt(0) == '+') {
      return true;
    }
    int digits = 0;
    int leadingOnes = 0;
    boolean ones = true;
    int idd = 0; // how many leading digits match the international prefix
    for (int i = 0; i < run.length(); i++) {
      char c = run.charAt(i);
      if (c >= '0' && c <= '9') {
        ones &= c == '1';
        leadingOnes += ones ? 1 : 0;
        idd += digits == idd && digits < IDD.length() && c == IDD.charAt(digits) ? 1 : 0;
        digits++;
      } else if (Character.isLetter(c) || c == '+' || c == '#' || c == ',' || c == ';') {
        return true; // an extension or other syntax: libphonenumber decides
      }
    }
    if (idd == IDD.length() || digits > 62) {
      return true;
    }
    for (int k = 0; k <= leadingOnes; k++) {
      if ((LENGTHS & (1L << (digits - k))) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The national lengths of country code 1, or 0 (every run passes) when the metadata no longer
   * matches the assumptions above.
   */
  private static long lengths() {
    try {
      PhoneNumberUtil util = PhoneNumberUtil.getInstance();
      MetadataSource source =
          DefaultMetadataDependenciesProvider.getInstance().getPhoneNumberMetadataSource();
      PhoneMetadata us = source.getMetadataForRegion("US");
      String parsingPrefix = us.getNationalPrefixForParsing();
      if (us.getCountryCode() != 1
          || !IDD.equals(us.getInternationalPrefix())
          || !(parsingPrefix.isEmpty() || parsingPrefix.equals("1"))
          || !us.getNationalPrefixTransformRule().isEmpty()) {
        return 0;
      }
      long mask = 0;
      for (String region : util.getRegionCodesForCountryCode(1)) {
        List<Integer> possible =
            source.getMetadataForRegion(region).getGeneralDesc().getPossibleLengthList();
        if (possible.isEmpty()) {
          return 0;
        }
        for (int n : possible) {
          if (n <= 0 || n >= 63) {
            return 0;
          }
          mask |= 1L << n;
        }
      }
      return mask;
    } catch (RuntimeException e) {
      return 0;
    }
  }
}
