package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneMetadata;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import com.google.i18n.phonenumbers.metadata.DefaultMetadataDependenciesProvider;
import com.google.i18n.phonenumbers.metadata.source.MetadataSource;
import java.util.List;

/**
 * libphonenumber's {@code isValidNumber}, asked with less work for most numbers. It first finds the
 * number's region: the only region of its calling code, or, of several, the first in their order
 * that has leading digits the number starts with or, without leading digits, number types that the
 * number matches; then it checks the number types of that region again ({@code
 * isValidNumberForRegion}). So for a calling code of one region the answer is that region's check,
 * and for a calling code whose first region has no leading digits, a number that region's check
 * accepts is valid: one check instead of two. Any other number still goes to {@code isValidNumber}.
 * The regions are read from libphonenumber's metadata at start; a metadata it cannot read leaves
 * every number to {@code isValidNumber}. Immutable.
 */
final class PhoneValidity {
  private static final int CODES = 1000; // calling codes have at most three digits

  /** Per calling code, the region whose check decides or may accept early; null for none. */
  private static final String[] FIRST = new String[CODES];

  /** Per calling code, whether {@link #FIRST} is its only region (its check decides). */
  private static final boolean[] ONLY = new boolean[CODES];

  static {
    try {
      PhoneNumberUtil util = PhoneNumberUtil.getInstance();
      MetadataSource source =
          DefaultMetadataDependenciesProvider.getInstance().getPhoneNumberMetadataSource();
      for (int code = 1; code < CODES; code++) {
        List<String> regions = util.getRegionCodesForCountryCode(code);
        if (regions.size() == 1) {
          FIRST[code] = regions.get(0);
          ONLY[code] = true;
        } else if (regions.size() > 1) {
          PhoneMetadata first = source.getMetadataForRegion(regions.get(0));
          FIRST[code] = first != null && !first.hasLeadingDigits() ? regions.get(0) : null;
        }
      }
    } catch (RuntimeException e) {
      java.util.Arrays.fill(FIRST, null);
    }
  }

  private PhoneValidity() {}

  /** {@code util.isValidNumber(n)}. */
  static boolean isValid(PhoneNumberUtil util, PhoneNumber n) {
    int code = n.getCountryCode();
    String first = code > 0 && code < CODES ? FIRST[code] : null;
    if (first == null) {
      return util.isValidNumber(n);
    }
    if (util.isValidNumberForRegion(n, first)) {
      return true;
    }
    return !ONLY[code] && util.isValidNumber(n);
  }
}
