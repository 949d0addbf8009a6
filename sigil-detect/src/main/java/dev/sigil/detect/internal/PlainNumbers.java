package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneMetadata;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import com.google.i18n.phonenumbers.metadata.DefaultMetadataDependenciesProvider;
import com.google.i18n.phonenumbers.metadata.source.MetadataSource;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * libphonenumber's parse of a run given as digits (after an optional '+'), without its syntax work
 * when the answer is plain. Most of the time of {@code PhoneNumberUtil.parse} on such a run goes to
 * patterns written for free-form input (extensions, RFC 3966, punctuation, letters), which a run of
 * digits cannot contain; the rest picks the country calling code and may strip a national prefix.
 * For a run with a country code after '+', or without '+' in a region whose international and
 * national prefixes and calling code it does not start with, and whose national number neither
 * starts with '0' nor with the national prefix of its region, the parse is only the country code
 * and the national number: this class makes that number itself and hands every other run to
 * libphonenumber. libphonenumber stays the validator of every number.
 *
 * <p>What it relies on is checked once against libphonenumber's own parse of every region's example
 * numbers; if any differs (a future metadata or parsing change), every run goes to libphonenumber.
 */
final class PlainNumbers {
  private static final int MIN_NATIONAL = 2; // libphonenumber's MIN_LENGTH_FOR_NSN
  private static final int MAX_NATIONAL = 17; // and MAX_LENGTH_FOR_NSN

  /** What a parse needs of one region or calling code. */
  private record Prefixes(
      int countryCode,
      String countryCodeDigits,
      @Nullable Pattern international,
      @Nullable Pattern national) {}

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
        REGIONS.put(region, prefixes(source.getMetadataForRegion(region)));
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

  private static Prefixes prefixes(PhoneMetadata m) {
    return new Prefixes(
        m.getCountryCode(),
        String.valueOf(m.getCountryCode()),
        pattern(m.getInternationalPrefix()),
        pattern(m.getNationalPrefixForParsing()));
  }

  private static @Nullable Pattern pattern(String regex) {
    return regex.isEmpty() ? null : Pattern.compile(regex);
  }

  /** {@code util.parse(run, region)}: the same number, or the same exception. */
  static PhoneNumber parse(PhoneNumberUtil util, String run, String region)
      throws NumberParseException {
    PhoneNumber plain = ENABLED ? plain(run, region) : null;
    return plain != null ? plain : util.parse(run, region);
  }

  /**
   * The parse of {@code run} when it is plain (see the class comment), or null when libphonenumber
   * has to decide.
   */
  static @Nullable PhoneNumber plain(String run, String region) {
    int n = run.length();
    boolean plus = n > 0 && run.charAt(0) == '+';
    for (int i = plus ? 1 : 0; i < n; i++) {
      if (run.charAt(i) < '0' || run.charAt(i) > '9') {
        return null;
      }
    }
    Prefixes prefixes;
    int national;
    if (plus) {
      // the first one to three digits that make a calling code libphonenumber knows
      national = 0;
      for (int end = 2; end <= 4 && end <= n && national == 0 && run.charAt(1) != '0'; end++) {
        national = KNOWN_CODES[Integer.parseInt(run, 1, end, 10)] ? end : 0;
      }
      if (n - 1 <= MIN_NATIONAL || national == 0) {
        return null; // too short after the '+', or no known code: libphonenumber says what
      }
      prefixes = CALLING_CODES[Integer.parseInt(run, 1, national, 10)];
    } else {
      prefixes = REGIONS.get(region);
      national = 0;
      if (prefixes == null
          || lookingAt(prefixes.international, run, 0)
          || run.startsWith(prefixes.countryCodeDigits)) {
        return null;
      }
    }
    int length = n - national;
    if (prefixes == null
        || length < MIN_NATIONAL
        || length > MAX_NATIONAL
        || run.charAt(national) == '0'
        || lookingAt(prefixes.national, run, national)) {
      return null;
    }
    return new PhoneNumber()
        .setCountryCode(prefixes.countryCode)
        .setNationalNumber(Long.parseLong(run, national, n, 10));
  }

  private static boolean lookingAt(@Nullable Pattern prefix, String run, int from) {
    return prefix != null && prefix.matcher(run).region(from, run.length()).lookingAt();
  }

  /**
   * Whether every region's example numbers, written as digits with and without '+' (and with the
   * national prefix stripped or not), parse here as libphonenumber parses them, in the region and
   * in the US.
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
        for (String run : new String[] {international, national}) {
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
      return false;
    }
  }
}
