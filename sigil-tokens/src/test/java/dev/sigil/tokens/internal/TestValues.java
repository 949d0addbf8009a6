package dev.sigil.tokens.internal;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberFormat;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberType;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import dev.sigil.core.Sensitive;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Normalized;
import dev.sigil.tokens.api.Normalizer;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** Test PRFs and random normalized values of each data type, all from a seeded {@link Random}. */
final class TestValues {
  private static final PhoneNumberUtil PHONES = PhoneNumberUtil.getInstance();
  private static final List<PhoneNumber> PHONE_EXAMPLES = phoneExamples();

  private TestValues() {}

  /** HMAC-SHA256 under {@code key} over {@code len(context) | context | input}, as DataKeys. */
  static Prf hmac(byte[] key) {
    SecretKeySpec spec = new SecretKeySpec(key.clone(), "HmacSHA256");
    return (input, context) -> {
      try {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(spec);
        mac.update(ByteBuffer.allocate(4).putInt(context.length).array());
        mac.update(context);
        return mac.doFinal(input);
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException(e);
      }
    };
  }

  static Prf hmac(Random random) {
    byte[] key = new byte[32];
    random.nextBytes(key);
    return hmac(key);
  }

  /** A normalized value of {@code type}, valid per {@link Normalizer}. */
  static String value(Random random, DataType type) {
    String candidate =
        switch (type) {
          case EMAIL -> email(random);
          case PHONE -> phone(random);
          case NAME -> word(random, 1 + random.nextInt(10)) + " " + word(random, 5);
          case CARD_NUMBER -> card(random, 12 + random.nextInt(8));
          case IBAN -> "GB82WEST12345698765432";
          case SSN -> ssn(random);
          case DATE ->
              String.format(
                  Locale.ROOT,
                  "%04d-%02d-%02d",
                  1900 + random.nextInt(200),
                  1 + random.nextInt(12),
                  1 + random.nextInt(28));
          case IP_ADDRESS ->
              random.nextInt(256) + "." + random.nextInt(256) + ".0." + random.nextInt(256);
          case TEXT -> word(random, 1 + random.nextInt(40));
        };
    return normalized(type, candidate).orElseThrow();
  }

  static Optional<String> normalized(DataType type, String value) {
    return Normalizer.normalize(type, Sensitive.of(value)) instanceof Normalized.Valid valid
        ? Optional.of(valid.value().reveal())
        : Optional.empty();
  }

  static String email(Random random) {
    return word(random, 1 + random.nextInt(20))
        + "@"
        + word(random, 1 + random.nextInt(10))
        + ".org";
  }

  /** A valid card number of {@code length} digits with a correct Luhn digit. */
  static String card(Random random, int length) {
    String body = digits(random, length - 1);
    return body + luhnDigit(body);
  }

  /**
   * A valid card number of {@code length} digits ending in {@code lastFour}; the fifth-last digit
   * is chosen to satisfy Luhn.
   */
  static String card(Random random, int length, String lastFour) {
    String head = digits(random, length - 5);
    for (char d = '0'; d <= '9'; d++) {
      String card = head + d + lastFour;
      if (luhnValid(card)) {
        return card;
      }
    }
    throw new AssertionError("no Luhn digit");
  }

  /** A valid number of a random region: an example number with random trailing digits. */
  static String phone(Random random) {
    PhoneNumber example = PHONE_EXAMPLES.get(random.nextInt(PHONE_EXAMPLES.size()));
    String e164 = PHONES.format(example, PhoneNumberFormat.E164);
    int keep = Math.max(3, e164.length() - 4);
    for (int tries = 0; tries < 20; tries++) {
      String candidate = e164.substring(0, keep) + digits(random, e164.length() - keep);
      Optional<String> valid = normalized(DataType.PHONE, candidate);
      if (valid.isPresent()) {
        return valid.get();
      }
    }
    return normalized(DataType.PHONE, e164).orElseThrow();
  }

  static String ssn(Random random) {
    while (true) {
      int area = 1 + random.nextInt(899);
      if (area != 666) {
        return String.format(
            Locale.ROOT, "%03d-%02d-%04d", area, 1 + random.nextInt(99), 1 + random.nextInt(9999));
      }
    }
  }

  static String digits(Random random, int length) {
    StringBuilder digits = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      digits.append((char) ('0' + random.nextInt(10)));
    }
    return digits.toString();
  }

  static boolean luhnValid(String digits) {
    int sum = 0;
    for (int i = 0; i < digits.length(); i++) {
      int d = digits.charAt(digits.length() - 1 - i) - '0';
      sum += i % 2 == 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
    }
    return sum % 10 == 0;
  }

  private static char luhnDigit(String body) {
    for (char d = '0'; d <= '9'; d++) {
      if (luhnValid(body + d)) {
        return d;
      }
    }
    throw new AssertionError("no Luhn digit");
  }

  private static String word(Random random, int length) {
    StringBuilder word = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      word.append((char) ('a' + random.nextInt(26)));
    }
    return word.toString();
  }

  private static List<PhoneNumber> phoneExamples() {
    List<PhoneNumber> examples = new ArrayList<>();
    for (String region : PHONES.getSupportedRegions()) {
      for (PhoneNumberType type : List.of(PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE)) {
        PhoneNumber example = PHONES.getExampleNumberForType(region, type);
        if (example != null) {
          examples.add(example);
        }
      }
    }
    examples.sort(
        (a, b) ->
            PHONES
                .format(a, PhoneNumberFormat.E164)
                .compareTo(PHONES.format(b, PhoneNumberFormat.E164)));
    return List.copyOf(examples);
  }
}
