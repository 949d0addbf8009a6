package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberFormat;
import com.google.i18n.phonenumbers.PhoneNumberUtil.ValidationResult;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneMetadata;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import com.google.i18n.phonenumbers.metadata.DefaultMetadataDependenciesProvider;
import com.google.i18n.phonenumbers.metadata.source.MetadataSource;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * libphonenumber's parse of a run given as digits (after an optional '+'), without its free-text
 * work when the answer is plain. Most of the time of {@code PhoneNumberUtil.parse} on such a run
 * goes to patterns written for free-form input (extensions, RFC 3966, punctuation, letters), which
 * a run of digits cannot contain; what is left is to find the calling code (after '+' or the
 * region's international prefix, else the region's) and to strip the region's calling code or
 * national prefix the way libphonenumber does, with its metadata patterns and length check. This
 * class does that much itself and hands every other run to libphonenumber: unknown or
 * non-geographic codes after '+', a prefix before a '0', national prefixes with a transform rule,
 * regions that are not the main one of their calling code when something is to be stripped, runs
 * too short or too long. A run with no known calling code after the region's international prefix
 * is libphonenumber's {@code INVALID_COUNTRY_CODE}, answered without its parse ({@link
 * #NO_CALLING_CODE}). libphonenumber stays the validator of every number.
 *
 * <p>What it relies on is checked once against libphonenumber's own parse of every region's example
 * numbers; if any differs (a future metadata or parsing change), every run goes to libphonenumber.
 * {@code PlainNumbersTest} compares random runs in many regions.
 */
public final class PlainNumbers {
  private static final int MIN_NATIONAL = 2; // libphonenumber's MIN_LENGTH_FOR_NSN
  private static final int MAX_NATIONAL = 17; // and MAX_LENGTH_FOR_NSN
  private static final int MAX_INPUT = 250; // and MAX_INPUT_STRING_LENGTH

  /**
   * What {@link #plain} answers for a run that libphonenumber refuses with {@code
   * INVALID_COUNTRY_CODE}; never handed out.
   */
  static final PhoneNumber NO_CALLING_CODE = new PhoneNumber();

  /**
   * What a parse needs of one region: its calling code, international prefix, national prefix and
   * general number pattern; {@code strips} when a national prefix is only cut off (no transform
   * rule) and the region is the main one of its calling code, whose lengths libphonenumber checks.
   */
  private record Prefixes(
      int countryCode,
      String countryCodeDigits,
      @Nullable Pattern international,
      @Nullable Pattern national,
      @Nullable Pattern general,
      boolean strips) {}

  private static final Map<String, Prefixes> REGIONS = new HashMap<>();

  /** By calling code (below 1000): the prefixes of its main region, or null. */
  private static final @Nullable Prefixes[] CALLING_CODES = new Prefixes[1000];

  /** By calling code: whether libphonenumber knows it (non-geographic codes too). */
  private static final boolean[] KNOWN_CODES = new boolean[1000];

  private static final boolean ENABLED;

  static {
    boolean ok;
    try {
      PhoneNumberUtil util = PhoneNumberUtil.getInstance();
      MetadataSource source =
          DefaultMetadataDependenciesProvider.getInstance().getPhoneNumberMetadataSource();
      for (String region : util.getSupportedRegions()) {
        PhoneMetadata m = source.getMetadataForRegion(region);
        boolean main = region.equals(util.getRegionCodeForCountryCode(m.getCountryCode()));
        REGIONS.put(region, prefixes(m, main));
      }
      for (int code : util.getSupportedCallingCodes()) {
        KNOWN_CODES[code] = true;
        CALLING_CODES[code] = REGIONS.get(util.getRegionCodeForCountryCode(code));
      }
      ok = agreesWithLibphonenumber(util);
    } catch (RuntimeException e) {
      ok = false;
    }
    ENABLED = ok;
  }

  private PlainNumbers() {}

  /** Whether the check against libphonenumber passed, so that plain runs skip its parse. */
  static boolean enabled() {
    return ENABLED;
  }

  private static Prefixes prefixes(PhoneMetadata m, boolean main) {
    return new Prefixes(
        m.getCountryCode(),
        String.valueOf(m.getCountryCode()),
        pattern(m.getInternationalPrefix()),
        pattern(m.getNationalPrefixForParsing()),
        pattern(m.getGeneralDesc().getNationalNumberPattern()),
        main && m.getNationalPrefixTransformRule().isEmpty());
  }

  private static @Nullable Pattern pattern(String regex) {
    return regex.isEmpty() ? null : Pattern.compile(regex);
  }

  /** {@code util.parse(run, region)}: the same number, or the same exception. */
  public static PhoneNumber parse(PhoneNumberUtil util, String run, @Nullable String region)
      throws NumberParseException {
    PhoneNumber plain = ENABLED ? plain(run, region) : null;
    if (plain == NO_CALLING_CODE) {
      throw new NumberParseException(
          NumberParseException.ErrorType.INVALID_COUNTRY_CODE,
          "Country calling code supplied was not recognised.");
    }
    return plain != null ? plain : util.parse(run, region);
  }

  /**
   * {@link #parse}'s number, or null where it throws. A plain run that libphonenumber would refuse
   * costs no exception here: a run after an international prefix with no calling code ("008 57
   * 6393" in each region that dials out with "00") is answered without one.
   */
  public static @Nullable PhoneNumber parseOrNull(
      PhoneNumberUtil util, String run, @Nullable String region) {
    PhoneNumber plain = ENABLED ? plain(run, region) : null;
    if (plain != null) {
      return plain == NO_CALLING_CODE ? null : plain;
    }
    try {
      return util.parse(run, region);
    } catch (NumberParseException e) {
      return null;
    }
  }

  /**
   * The parse of {@code run} when it is plain (see the class comment), {@link #NO_CALLING_CODE}
   * when libphonenumber would throw {@code INVALID_COUNTRY_CODE} for a run that starts with the
   * region's international prefix, or null when libphonenumber has to decide.
   */
  static @Nullable PhoneNumber plain(String run, @Nullable String region) {
    int n = run.length();
    boolean plus = n > 0 && run.charAt(0) == '+';
    for (int i = plus ? 1 : 0; i < n; i++) {
      if (run.charAt(i) < '0' || run.charAt(i) > '9') {
        return null;
      }
    }
    Prefixes prefixes = null;
    int idd = plus ? 1 : 0; // where the calling code starts, when the run gives one
    if (!plus) {
      prefixes = REGIONS.get(region);
      if (prefixes == null) {
        return null;
      }
      idd = internationalPrefixEnd(prefixes, run);
      if (idd == n || idd > 0 && run.charAt(idd) == '0') {
        return null; // libphonenumber keeps a prefix before a '0' (no calling code starts so)
      }
    }
    int national;
    if (idd > 0) {
      // the first one to three digits that make a calling code libphonenumber knows
      national = 0; // no calling code starts with '0'
      for (int end = idd + 1;
          end <= idd + 3 && end <= n && national == 0 && run.charAt(idd) != '0';
          end++) {
        national = KNOWN_CODES[Integer.parseInt(run, idd, end, 10)] ? end : 0;
      }
      if (n - idd <= MIN_NATIONAL || n > MAX_INPUT) {
        return null; // too short after the prefix, or too long: libphonenumber says what
      }
      if (national == 0) {
        // after '+' libphonenumber tries the run as a national number; after a prefix it throws
        return plus ? null : NO_CALLING_CODE;
      }
      prefixes = CALLING_CODES[Integer.parseInt(run, idd, national, 10)];
    } else {
      national = run.startsWith(prefixes.countryCodeDigits) ? afterCallingCode(prefixes, run) : 0;
      if (national < 0) {
        return null;
      }
    }
    if (prefixes == null || n - national < MIN_NATIONAL) {
      return null;
    }
    int from = withoutNationalPrefix(prefixes, run, national);
    if (from < 0 || n - from < MIN_NATIONAL || n - from > MAX_NATIONAL) {
      return null;
    }
    return number(prefixes.countryCode, run, from);
  }

  /**
   * The number of country code {@code countryCode} and national number {@code run[from, n)}, its
   * leading zeros kept as libphonenumber keeps them ("Italian" zeros, all but a last digit).
   */
  private static PhoneNumber number(int countryCode, String run, int from) {
    PhoneNumber number =
        new PhoneNumber()
            .setCountryCode(countryCode)
            .setNationalNumber(Long.parseLong(run, from, run.length(), 10));
    int zeros = 0;
    while (from + zeros < run.length() - 1 && run.charAt(from + zeros) == '0') {
      zeros++;
    }
    if (zeros > 0) {
      number.setItalianLeadingZero(true);
      if (zeros > 1) {
        number.setNumberOfLeadingZeros(zeros);
      }
    }
    return number;
  }

  /**
   * For a run without '+' that starts with its region's calling code, where libphonenumber takes
   * its national number to start: after the code (and a national prefix after it) when the whole
   * run is not of the region's general pattern but the rest is, or when the whole is too long; else
   * at 0. -1 when this class cannot tell.
   */
  private static int afterCallingCode(Prefixes prefixes, String run) {
    if (!prefixes.strips || run.length() > MAX_NATIONAL) {
      return -1; // the length check below reads the main region's lengths, of a long
    }
    int rest = stripped(prefixes, run, prefixes.countryCodeDigits.length());
    if (rest < 0) {
      return -1;
    }
    boolean drop =
        !general(prefixes, run, 0) && general(prefixes, run, rest)
            || length(prefixes, run, 0) == ValidationResult.TOO_LONG;
    return drop ? rest : 0;
  }

  /**
   * Where the national number of {@code run[national, n)} starts once libphonenumber has stripped a
   * national prefix ({@link #stripped}) and found the rest of a possible length; -1 when this class
   * cannot tell.
   */
  private static int withoutNationalPrefix(Prefixes prefixes, String run, int national) {
    int end = stripped(prefixes, run, national);
    if (end <= national) {
      return end;
    }
    ValidationResult length = length(prefixes, run, end);
    return length == ValidationResult.TOO_SHORT
            || length == ValidationResult.IS_POSSIBLE_LOCAL_ONLY
            || length == ValidationResult.INVALID_LENGTH
        ? national
        : end;
  }

  /**
   * Where {@code run[from, n)} continues after its national prefix: libphonenumber strips one
   * unless the whole is of the region's general pattern and the rest is not. {@code from} when
   * there is none, -1 when this class cannot tell (a transform rule, not the main region, nothing
   * left).
   */
  private static int stripped(Prefixes prefixes, String run, int from) {
    if (prefixes.national == null) {
      return from;
    }
    Matcher prefix = prefixes.national.matcher(run).region(from, run.length());
    if (!prefix.lookingAt() || prefix.end() == from) {
      return from;
    }
    int end = prefix.end();
    if (!prefixes.strips || end >= run.length()) {
      return -1;
    }
    return general(prefixes, run, from) && !general(prefixes, run, end) ? from : end;
  }

  /** libphonenumber's length check of national number {@code run[from, n)} in its main region. */
  private static ValidationResult length(Prefixes prefixes, String run, int from) {
    return PhoneNumberUtil.getInstance()
        .isPossibleNumberWithReason(number(prefixes.countryCode, run, from));
  }

  /** Whether {@code run[from, n)} is of the region's general number pattern. */
  private static boolean general(Prefixes prefixes, String run, int from) {
    return prefixes.general != null
        && prefixes.general.matcher(run).region(from, run.length()).matches();
  }

  /**
   * Where the calling code starts when {@code run} begins with the region's international prefix
   * ("00", "011", "0011", ...); 0 when it does not.
   */
  private static int internationalPrefixEnd(Prefixes prefixes, String run) {
    if (prefixes.international == null) {
      return 0;
    }
    Matcher prefix = prefixes.international.matcher(run);
    return prefix.lookingAt() ? prefix.end() : 0;
  }

  /**
   * Whether every region's example numbers, written as digits with and without '+' (and with the
   * national prefix stripped or not, or after an international prefix), parse here as
   * libphonenumber parses them, in the region and in the US.
   */
  private static boolean agreesWithLibphonenumber(PhoneNumberUtil util) {
    for (String region : util.getSupportedRegions()) {
      for (PhoneNumberUtil.PhoneNumberType type : util.getSupportedTypesForRegion(region)) {
        PhoneNumber example = util.getExampleNumberForType(region, type);
        if (example == null) {
          continue;
        }
        String national = util.getNationalSignificantNumber(example);
        String international = "+" + example.getCountryCode() + national;
        String written = PhoneRuns.forParsing(util.format(example, PhoneNumberFormat.NATIONAL));
        String dialled = "00" + example.getCountryCode() + national; // "011" in the US
        String dialledUs = "011" + example.getCountryCode() + national;
        for (String run : new String[] {international, national, written, dialled, dialledUs}) {
          for (String in : new String[] {region, "US"}) {
            if (!sameParse(util, run, in)) {
              return false;
            }
          }
        }
      }
    }
    return true;
  }

  private static boolean sameParse(PhoneNumberUtil util, String run, String region) {
    PhoneNumber plain = plain(run, region);
    if (plain == null) {
      return true;
    }
    try {
      return plain.exactlySameAs(util.parse(run, region));
    } catch (NumberParseException e) {
      return plain == NO_CALLING_CODE
          && e.getErrorType() == NumberParseException.ErrorType.INVALID_COUNTRY_CODE;
    }
  }
}
