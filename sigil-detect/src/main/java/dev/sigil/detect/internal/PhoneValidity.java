package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneMetadata;
import com.google.i18n.phonenumbers.Phonemetadata.PhoneNumberDesc;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import com.google.i18n.phonenumbers.metadata.DefaultMetadataDependenciesProvider;
import com.google.i18n.phonenumbers.metadata.source.MetadataSource;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * libphonenumber's {@code isValidNumber}, asked with less work. It finds the number's region (the
 * only region of its calling code, or, of several, the first in their order that has leading digits
 * the number starts with or, without leading digits, a number type the number matches) and then
 * checks that region's number types. This class takes the same steps over the same metadata, read
 * once per calling code into compiled patterns and length masks: libphonenumber looks each pattern
 * up in a synchronized cache of 100 per call, matches each pattern twice ({@code lookingAt}, then
 * {@code matches}), and computes the national significant number and the region's metadata several
 * times per number. A region is valid when some type matches, so the common fixed-line and mobile
 * types are tried first; the answer does not depend on the order. A calling code of several regions
 * whose general patterns as one the number does not match is invalid at once (most ten-digit runs
 * starting with 1, such as timestamps and order numbers, are such numbers of calling code 1).
 * Calling codes without a geographic region, and any metadata it cannot read, are left to {@code
 * isValidNumber}. Thread-safe.
 */
final class PhoneValidity {
  private static final int CODES = 1000; // calling codes have at most three digits

  /**
   * Per calling code, what {@link #isValid} reads of it, made on first use (compiling the patterns
   * of all 250 regions at start took 200 ms): two threads may both make one, alike.
   */
  private static final AtomicReferenceArray<CallingCode> CALLING_CODES =
      new AtomicReferenceArray<>(CODES);

  /**
   * One calling code: its regions in libphonenumber's order (null: ask libphonenumber), and for a
   * code of several regions their general patterns as one, which a national significant number of
   * any of them matches (null when not known).
   */
  private record CallingCode(Region @Nullable [] regions, @Nullable Pattern general) {}

  private static CallingCode callingCode(int code) {
    CallingCode c = CALLING_CODES.get(code);
    if (c == null) {
      c = read(code);
      CALLING_CODES.set(code, c);
    }
    return c;
  }

  private static CallingCode read(int code) {
    try {
      List<String> regions = PhoneNumberUtil.getInstance().getRegionCodesForCountryCode(code);
      MetadataSource source =
          DefaultMetadataDependenciesProvider.getInstance().getPhoneNumberMetadataSource();
      return new CallingCode(
          regions(source, regions), regions.size() > 1 ? general(source, regions) : null);
    } catch (RuntimeException e) {
      return new CallingCode(null, null);
    }
  }

  /** One pattern of the metadata with its possible lengths. */
  private record Desc(boolean anyLength, long lengths, @Nullable Pattern pattern) {
    /** libphonenumber's {@code isNumberMatchingDesc}. */
    boolean matches(String nationalNumber) {
      int length = nationalNumber.length();
      if (!anyLength && (length >= Long.SIZE || (lengths & (1L << length)) == 0)) {
        return false;
      }
      return pattern != null && pattern.matcher(nationalNumber).matches();
    }
  }

  /** One region: its leading digits (or null), its general description and its number types. */
  private record Region(@Nullable Pattern leadingDigits, Desc general, Desc[] types) {
    /** libphonenumber's {@code getNumberTypeHelper(number, metadata) != UNKNOWN}. */
    boolean accepts(String nationalNumber) {
      if (!general.matches(nationalNumber)) {
        return false;
      }
      for (Desc type : types) {
        if (type.matches(nationalNumber)) {
          return true;
        }
      }
      return false;
    }
  }

  /** The regions of a calling code, or null when one of them is not geographic or not known. */
  private static Region @Nullable [] regions(MetadataSource source, List<String> regions) {
    if (regions.isEmpty()) {
      return null;
    }
    Region[] out = new Region[regions.size()];
    for (int i = 0; i < out.length; i++) {
      String region = regions.get(i);
      PhoneMetadata m =
          PhoneNumberUtil.REGION_CODE_FOR_NON_GEO_ENTITY.equals(region)
              ? null
              : source.getMetadataForRegion(region);
      if (m == null) {
        return null;
      }
      List<Desc> types = new ArrayList<>();
      types.add(desc(m.getFixedLine()));
      if (!m.getSameMobileAndFixedLinePattern()) {
        types.add(desc(m.getMobile())); // else libphonenumber does not look at it
      }
      for (PhoneNumberDesc d :
          List.of(
              m.getPremiumRate(),
              m.getTollFree(),
              m.getSharedCost(),
              m.getVoip(),
              m.getPersonalNumber(),
              m.getPager(),
              m.getUan(),
              m.getVoicemail())) {
        types.add(desc(d));
      }
      Pattern leading = m.hasLeadingDigits() ? Pattern.compile(m.getLeadingDigits()) : null;
      out[i] = new Region(leading, desc(m.getGeneralDesc()), types.toArray(Desc[]::new));
    }
    return out;
  }

  private static Desc desc(PhoneNumberDesc d) {
    long lengths = 0;
    for (int length : d.getPossibleLengthList()) {
      if (length >= Long.SIZE) {
        throw new IllegalStateException("possible length " + length); // caught: ask libphonenumber
      }
      if (length >= 0) {
        lengths |= 1L << length; // -1 marks a type without numbers: no length matches
      }
    }
    String pattern = d.getNationalNumberPattern();
    return new Desc(
        d.getPossibleLengthCount() == 0,
        lengths,
        pattern.isEmpty() ? null : Pattern.compile(pattern));
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
    CallingCode calling = code > 0 && code < CODES ? callingCode(code) : null;
    Region[] regions = calling == null ? null : calling.regions();
    if (regions == null) {
      return util.isValidNumber(n);
    }
    String national = util.getNationalSignificantNumber(n);
    if (regions.length == 1) {
      return regions[0].accepts(national);
    }
    Pattern general = calling.general();
    if (general != null && !general.matcher(national).matches()) {
      return false;
    }
    for (Region r : regions) {
      Pattern leading = r.leadingDigits();
      if (leading == null) {
        if (r.accepts(national)) {
          return true; // the number's region, and valid there
        }
      } else if (leading.matcher(national).lookingAt()) {
        return r.accepts(national); // the number's region
      }
    }
    return false; // no region: not valid
  }
}
