package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneMetadata;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneNumberDesc;
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
    String first = FIRST[code];
    if (general == null && first == null) {
      return util.isValidNumber(n);
    }
    String nsn = util.getNationalSignificantNumber(n);
    if (general != null && !general.matcher(nsn).matches()) {
      return false;
    }
    if (first == null) {
      return util.isValidNumber(n);
    }
    RegionCheck check = REGION_CHECKS[code];
    if (check == null) {
      check = RegionCheck.of(first);
      REGION_CHECKS[code] = check; // made again by a racing thread: the same check
    }
    if (check == null || nsn.length() >= RegionCheck.MAX_LENGTH
        ? util.isValidNumberForRegion(n, first)
        : check.isValid(nsn)) {
      return true;
    }
    return !ONLY[code] && util.isValidNumber(n);
  }

  /** The {@link RegionCheck} of each calling code's first region, made when first needed. */
  private static final @Nullable RegionCheck[] REGION_CHECKS = new RegionCheck[CODES];

  /**
   * libphonenumber's {@code isValidNumberForRegion} for one region and a number of its calling
   * code, asked with two precompiled patterns instead of its eleven cached ones. That check is: the
   * national significant number matches the region's general description, and then one of its
   * number types (premium rate, toll free, shared cost, VoIP, personal, pager, UAN, voicemail,
   * fixed line, mobile), where a description matches when its possible lengths, if it lists any,
   * contain the number's length and its non-empty pattern matches the whole number. So for each
   * length the types that allow it are joined into one pattern of alternatives, which matches the
   * whole number exactly when one of them does. Immutable.
   */
  static final class RegionCheck {
    static final int MAX_LENGTH = 18; // national significant numbers have at most 17 digits

    private final @Nullable Pattern general;
    private final boolean[] generalLengths = new boolean[MAX_LENGTH];
    private final @Nullable Pattern[] typesByLength = new Pattern[MAX_LENGTH];

    private RegionCheck(PhoneMetadata m) {
      this.general = compile(List.of(m.getGeneralDesc()), -1);
      PhoneNumberDesc g = m.getGeneralDesc();
      List<PhoneNumberDesc> types =
          List.of(
              m.getPremiumRate(),
              m.getTollFree(),
              m.getSharedCost(),
              m.getVoip(),
              m.getPersonalNumber(),
              m.getPager(),
              m.getUan(),
              m.getVoicemail(),
              m.getFixedLine(),
              m.getMobile());
      for (int len = 0; len < MAX_LENGTH; len++) {
        generalLengths[len] = allows(g, len);
        typesByLength[len] = compile(types, len);
      }
    }

    /** The check of {@code region}; null when its metadata cannot be read. */
    static @Nullable RegionCheck of(String region) {
      try {
        PhoneMetadata m =
            DefaultMetadataDependenciesProvider.getInstance()
                .getPhoneNumberMetadataSource()
                .getMetadataForRegion(region);
        return m == null ? null : new RegionCheck(m);
      } catch (RuntimeException e) {
        return null;
      }
    }

    private static boolean allows(PhoneNumberDesc d, int length) {
      List<Integer> lengths = d.getPossibleLengthList();
      return lengths.isEmpty() || lengths.contains(length);
    }

    /** The descriptions that allow {@code length} (-1: any) joined, or null if none can match. */
    private static @Nullable Pattern compile(List<PhoneNumberDesc> descs, int length) {
      StringJoiner any = new StringJoiner("|");
      for (PhoneNumberDesc d : descs) {
        String pattern = d.getNationalNumberPattern();
        if (!pattern.isEmpty() && (length < 0 || allows(d, length))) {
          any.add("(?:" + pattern + ")");
        }
      }
      return any.length() == 0 ? null : Pattern.compile(any.toString());
    }

    /**
     * Whether {@code nsn}, a national significant number of the region's calling code, is valid.
     */
    boolean isValid(String nsn) {
      int len = nsn.length(); // below MAX_LENGTH
      if (general == null || !generalLengths[len]) {
        return false;
      }
      Pattern types = typesByLength[len];
      return types != null && general.matcher(nsn).matches() && types.matcher(nsn).matches();
    }
  }
}
