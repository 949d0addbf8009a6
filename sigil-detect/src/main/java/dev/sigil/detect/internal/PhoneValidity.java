package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneMetadata;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import com.google.i18n.phonenumbers.metadata.DefaultMetadataDependenciesProvider;
import com.google.i18n.phonenumbers.metadata.source.MetadataSource;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * libphonenumber's {@code isValidNumber}, asked with less work for most numbers. It first finds the
 * number's region: the only region of its calling code, or, of several, the first in their order
 * that has leading digits the number starts with or, without leading digits, number types that the
 * number matches; then it checks the number types of that region again ({@code
 * isValidNumberForRegion}). So for a calling code of one region the answer is that region's check,
 * and for a calling code whose first region has no leading digits, a number that region's check
 * accepts is valid: one check instead of two. And every type check starts with the region's general
 * description, so a number of a calling code of several regions that none of their general patterns
 * matches is invalid without any (most ten-digit runs starting with 1, such as timestamps and order
 * numbers, are such numbers of calling code 1). Any other number still goes to {@code
 * isValidNumber}. The regions and patterns are read from libphonenumber's metadata at start; a
 * metadata it cannot read leaves every number to {@code isValidNumber}. Immutable.
 */
final class PhoneValidity {
  private static final int CODES = 1000; // calling codes have at most three digits

  /** Per calling code, the region whose check decides or may accept early; null for none. */
  private static final @Nullable String[] FIRST = new String[CODES];

  /** Per calling code, whether {@link #FIRST} is its only region (its check decides). */
  private static final boolean[] ONLY = new boolean[CODES];

  /**
   * Per calling code of several regions, their general patterns as one: a national significant
   * number that it does not match is no region's number. Null when not known.
   */
  private static final @Nullable Pattern[] GENERAL = new Pattern[CODES];

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
          GENERAL[code] = general(source, regions);
        }
      }
    } catch (RuntimeException e) {
      Arrays.fill(FIRST, null);
      Arrays.fill(GENERAL, null);
    }
  }

  /** The alternation of the regions' general patterns (an empty one matches nothing), or null. */
  private static @Nullable Pattern general(MetadataSource source, List<String> regions) {
    StringJoiner any = new StringJoiner("|");
    for (String region : regions) {
      PhoneMetadata metadata = source.getMetadataForRegion(region);
      if (metadata == null) {
        return null;
      }
      String pattern = metadata.getGeneralDesc().getNationalNumberPattern();
      if (!pattern.isEmpty()) {
        any.add("(?:" + pattern + ")");
      }
    }
    return Pattern.compile(any.length() == 0 ? "(?!)" : any.toString());
  }

  private PhoneValidity() {}

  /** The answer of {@code util.isValidNumber(n)}. */
  static boolean isValid(PhoneNumberUtil util, PhoneNumber n) {
    int code = n.getCountryCode();
    if (code <= 0 || code >= CODES) {
      return util.isValidNumber(n);
    }
    Pattern general = GENERAL[code];
    if (general != null && !general.matcher(util.getNationalSignificantNumber(n)).matches()) {
      return false;
    }
    String first = FIRST[code];
    if (first == null) {
      return util.isValidNumber(n);
    }
    if (util.isValidNumberForRegion(n, first)) {
      return true;
    }
    return !ONLY[code] && util.isValidNumber(n);
  }
}
