package dev.sigil.tokens.internal;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import dev.sigil.crypto.Ff1;
import dev.sigil.tokens.api.DataType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The format-preserving token of each supported type for one PRF and attempt; the choices are
 * documented on {@link TokenFormats}. Every PRF context and FF1 tweak is a {@link Fields} encoding
 * under its own label, so none can equal another.
 */
final class FormatPreserving {
  private static final String VALUE_LABEL = "sigil/format-preserving-token/v1";
  private static final String FF1_KEY_LABEL = "sigil/ff1-key/v1";
  private static final String CARD_TWEAK_LABEL = "sigil/ff1-tweak/card_number/v1";
  private static final String PHONE_TWEAK_LABEL = "sigil/ff1-tweak/phone/v1";
  private static final String PHONE_ALL_DIGITS_TWEAK_LABEL = "sigil/ff1-tweak/phone-all-digits/v1";
  private static final String EMAIL_DOMAIN = "@token.invalid";
  private static final int EMAIL_LOCAL_BYTES = 10;
  private static final long SSN_SPACE = 100_000_000L;
  private static final int CARD_KEPT = 4;

  private static final Pattern CARD = Pattern.compile("[0-9]{12,19}");
  private static final Pattern E164 = Pattern.compile("\\+[0-9]{2,15}");
  private static final Pattern SSN = Pattern.compile("[0-9]{3}-[0-9]{2}-[0-9]{4}");
  private static final PhoneNumberUtil PHONES = PhoneNumberUtil.getInstance();

  private final Prf prf;
  private final int attempt;

  FormatPreserving(Prf prf, int attempt) {
    this.prf = prf;
    this.attempt = attempt;
  }

  /** Length and last four kept, the rest before the fifth-last digit FF1, then the Luhn digit. */
  String cardNumber(String card) {
    require(CARD.matcher(card).matches(), DataType.CARD_NUMBER);
    int n = card.length();
    String lastFour = card.substring(n - CARD_KEPT);
    byte[] tweak = Fields.label(CARD_TWEAK_LABEL).number(n).text(lastFour).number(attempt).bytes();
    String encrypted = ff1(DataType.CARD_NUMBER).encrypt(card.substring(0, n - 5), tweak);
    String withZero = encrypted + "0" + lastFour;
    int check = (10 - luhnSum(withZero) % 10) % 10;
    return encrypted + check + lastFour;
  }

  /** {@code +}, country code and length kept; FF1 over the national number (or all digits). */
  String phone(String e164) {
    require(E164.matcher(e164).matches(), DataType.PHONE);
    String cc = Integer.toString(countryCode(e164));
    String national = e164.substring(1 + cc.length());
    Ff1 ff1 = ff1(DataType.PHONE);
    if (national.length() >= Ff1.MIN_DIGITS) {
      byte[] tweak =
          Fields.label(PHONE_TWEAK_LABEL)
              .text(cc)
              .number(national.length())
              .number(attempt)
              .bytes();
      return "+" + cc + ff1.encrypt(national, tweak);
    }
    String digits = e164.substring(1);
    require(digits.length() >= Ff1.MIN_DIGITS, DataType.PHONE);
    byte[] tweak =
        Fields.label(PHONE_ALL_DIGITS_TWEAK_LABEL).number(digits.length()).number(attempt).bytes();
    return "+" + ff1.encrypt(digits, tweak);
  }

  /** {@code 9} and eight PRF digits, as {@code AAA-GG-SSSS}: area 9xx is never issued. */
  String ssn(String ssn) {
    require(SSN.matcher(ssn).matches(), DataType.SSN);
    byte[] derived = derive(DataType.SSN, ssn);
    long value = 0;
    for (int i = 0; i < 8; i++) {
      value = (value << 8) | (derived[i] & 0xff);
    }
    String digits = String.format(Locale.ROOT, "9%08d", Long.remainderUnsigned(value, SSN_SPACE));
    return digits.substring(0, 3) + "-" + digits.substring(3, 5) + "-" + digits.substring(5);
  }

  /** 16 PRF-derived base32 characters at the reserved {@code token.invalid}. */
  String email(String email) {
    require(email.indexOf('@') > 0, DataType.EMAIL);
    return Base32.encode(derive(DataType.EMAIL, email), EMAIL_LOCAL_BYTES) + EMAIL_DOMAIN;
  }

  private byte[] derive(DataType type, String value) {
    byte[] context = Fields.label(VALUE_LABEL).text(type.wireName()).number(attempt).bytes();
    return prf.derive(value.getBytes(StandardCharsets.UTF_8), context);
  }

  /** FF1 under a key derived per data type (the attempt goes in the tweak, not the key). */
  private Ff1 ff1(DataType type) {
    byte[] context = Fields.label(FF1_KEY_LABEL).text(type.wireName()).bytes();
    byte[] derived = prf.derive(FF1_KEY_LABEL.getBytes(StandardCharsets.UTF_8), context);
    if (derived.length < Ff1.KEY_LENGTH) {
      throw new IllegalStateException("The PRF gave fewer than 32 bytes");
    }
    byte[] key = Arrays.copyOf(derived, Ff1.KEY_LENGTH);
    try {
      return Ff1.decimal(key);
    } finally {
      Arrays.fill(key, (byte) 0);
    }
  }

  private static int countryCode(String e164) {
    try {
      return PHONES.parse(e164, null).getCountryCode();
    } catch (NumberParseException e) {
      throw notNormalized(DataType.PHONE);
    }
  }

  /** The Luhn sum: from the right, every second digit doubled (less nine when above nine). */
  private static int luhnSum(String digits) {
    int sum = 0;
    for (int i = 0; i < digits.length(); i++) {
      int d = digits.charAt(digits.length() - 1 - i) - '0';
      if (i % 2 == 1) {
        d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      }
      sum += d;
    }
    return sum;
  }

  private static void require(boolean normalized, DataType type) {
    if (!normalized) {
      throw notNormalized(type);
    }
  }

  private static IllegalArgumentException notNormalized(DataType type) {
    return new IllegalArgumentException("Not a normalized " + type.wireName() + " value");
  }
}
