package dev.sigil.tokens.internal;

import dev.sigil.tokens.api.DataType;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.regex.Pattern;

/**
 * The text of tokens, computed without storage. A caller that stores tokens walks attempts {@code
 * 0, 1, 2, ...} and skips a candidate that collides with a stored token of another value or equals
 * the value itself; each function here gives the candidate of one attempt, deterministically, and
 * distinct attempts give unrelated candidates.
 *
 * <p>Opaque tokens ({@link #opaque}, {@link #random}, {@link #deterministic}) are {@code tok_}
 * followed by 26 lower-case base32 characters: 128 bits, from a {@link Prf} (deterministic) or a
 * {@link SecureRandom} (random). The PRF context encodes "token", the data type and the attempt
 * without ambiguity (see {@link Fields}), so the same value of two types gives unrelated tokens.
 *
 * <p>Format-preserving tokens ({@link #formatPreserving}) look like the data type:
 *
 * <ul>
 *   <li>Card numbers and phone numbers use FF1 (NIST SP 800-38G, AES-256, never FF3-1), always over
 *       a domain of at least 10<sup>6</sup> (six or more digits). The FF1 key is derived from the
 *       PRF per data type; the tweak binds the parts that are kept and the attempt. FF1 is a
 *       permutation, so distinct values give distinct tokens wherever it is used.
 *   <li>A card token keeps the length and the last four digits (which people use to recognize a
 *       card) and is Luhn-valid, so systems that check card numbers accept it: the digits before
 *       the last five are encrypted, and the fifth-last digit is chosen to satisfy Luhn. For one
 *       key and attempt this is injective over valid cards of one length and last four.
 *   <li>A phone token keeps {@code +}, the country code and the E.164 length; FF1 runs over the
 *       national significant number, or over all digits when that has fewer than six. It need not
 *       be an assigned or valid number.
 *   <li>An SSN token is {@code 9} and eight PRF-derived digits as {@code AAA-GG-SSSS}: area 900-999
 *       is never issued (and {@code Normalizer} refuses it), so a token can never be mistaken for,
 *       or equal, a real SSN.
 *   <li>An e-mail token is 16 PRF-derived base32 characters {@code @token.invalid}: {@code
 *       .invalid} is reserved by RFC 2606 and never resolves, so no mail sent to a token can reach
 *       anyone.
 * </ul>
 *
 * <p>Card and phone tokens may coincide with real numbers of someone else; that is inherent to
 * format-preserving tokens. Stateless and thread-safe.
 */
public final class TokenFormats {
  /** The prefix of every opaque token. */
  public static final String OPAQUE_PREFIX = "tok_";

  static final int OPAQUE_BYTES = 16;
  private static final String TOKEN_LABEL = "sigil/token/v1";

  /** 26 base32 characters; the last holds 3 bits and two zero bits, so it is one of 8. */
  private static final Pattern OPAQUE = Pattern.compile("tok_[a-z2-7]{25}[aeimquy4]");

  private TokenFormats() {}

  /**
   * {@code tok_} and the first 16 bytes of {@code seed} as 26 lower-case RFC 4648 base32 characters
   * without padding: 30 characters.
   *
   * @throws IllegalArgumentException if the seed is shorter than 16 bytes
   */
  public static String opaque(byte[] seed) {
    if (seed.length < OPAQUE_BYTES) {
      throw new IllegalArgumentException("An opaque token needs a seed of at least 16 bytes");
    }
    return OPAQUE_PREFIX + Base32.encode(seed, OPAQUE_BYTES);
  }

  /** An opaque token of 16 fresh bytes of {@code rng}: a new token on every call. */
  public static String random(SecureRandom rng) {
    byte[] seed = new byte[OPAQUE_BYTES];
    rng.nextBytes(seed);
    return opaque(seed);
  }

  /** Whether {@code text} has exactly the shape {@link #opaque} gives (canonical base32 only). */
  public static boolean isOpaque(String text) {
    return OPAQUE.matcher(text).matches();
  }

  /**
   * The deterministic opaque token of {@code normalized} (a value in the form {@code Normalizer}
   * gives for {@code type}) at {@code attempt}: the same arguments and PRF key always give the same
   * token; a different type, attempt or key gives an unrelated one.
   *
   * @throws IllegalArgumentException if {@code attempt} is negative
   */
  public static String deterministic(Prf prf, DataType type, String normalized, int attempt) {
    byte[] context =
        Fields.label(TOKEN_LABEL).text(type.wireName()).number(checkAttempt(attempt)).bytes();
    return opaque(prf.derive(normalized.getBytes(StandardCharsets.UTF_8), context));
  }

  /** Whether {@link #formatPreserving} supports {@code type}: email, phone, card_number and ssn. */
  public static boolean supportsFormatPreserving(DataType type) {
    return switch (type) {
      case EMAIL, PHONE, CARD_NUMBER, SSN -> true;
      case NAME, IBAN, DATE, IP_ADDRESS, TEXT -> false;
    };
  }

  /**
   * The format-preserving token of {@code normalized} (a value in the form {@code Normalizer} gives
   * for {@code type}) at {@code attempt}, shaped as the class documentation describes;
   * deterministic in its arguments and the PRF key.
   *
   * @throws IllegalArgumentException if the type is not {@linkplain #supportsFormatPreserving
   *     supported}, the value is not in normalized form, or {@code attempt} is negative; the
   *     message names the type, never the value
   */
  public static String formatPreserving(Prf prf, DataType type, String normalized, int attempt) {
    checkAttempt(attempt);
    FormatPreserving formats = new FormatPreserving(prf, attempt);
    return switch (type) {
      case CARD_NUMBER -> formats.cardNumber(normalized);
      case PHONE -> formats.phone(normalized);
      case SSN -> formats.ssn(normalized);
      case EMAIL -> formats.email(normalized);
      case NAME, IBAN, DATE, IP_ADDRESS, TEXT ->
          throw new IllegalArgumentException(
              "Format-preserving tokens are not supported for " + type.wireName());
    };
  }

  private static int checkAttempt(int attempt) {
    if (attempt < 0) {
      throw new IllegalArgumentException("The attempt must not be negative");
    }
    return attempt;
  }
}
