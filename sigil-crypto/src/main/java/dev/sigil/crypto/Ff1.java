package dev.sigil.crypto;

import java.util.Arrays;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.fpe.FPEEngine;
import org.bouncycastle.crypto.fpe.FPEFF1Engine;
import org.bouncycastle.crypto.params.FPEParameters;
import org.bouncycastle.crypto.params.KeyParameter;

/**
 * Format-preserving encryption of decimal digit strings: NIST SP 800-38G FF1 with AES-256 and radix
 * 10, through BouncyCastle. FF1 only; FF3-1 is deliberately not offered (its tweak is too short and
 * it has a history of attacks).
 *
 * <p>Security guarantees: for a fixed key and tweak, {@link #encrypt} is a pseudorandom permutation
 * of the digit strings of the input's length, and {@link #decrypt} is its inverse. Different tweaks
 * give independent permutations, so the tweak binds context (as associated data does for an AEAD).
 * It is deterministic: equal inputs under the same key and tweak give equal outputs. Domains below
 * 10<sup>6</sup> (fewer than six digits) are refused, as SP 800-38G requires.
 *
 * <p>Instances are immutable and thread-safe; the key is copied when built.
 */
public final class Ff1 {
  /** The AES-256 key length in bytes. */
  public static final int KEY_LENGTH = 32;

  /** SP 800-38G: radix<sup>minlen</sup> must be at least 10<sup>6</sup>; for radix 10, six. */
  public static final int MIN_DIGITS = 6;

  private static final int RADIX = 10;

  private final byte[] key;

  private Ff1(byte[] key) {
    this.key = key;
  }

  /**
   * FF1 over decimal digits under a 32-byte AES-256 {@code key}, which is copied.
   *
   * @throws IllegalArgumentException if the key is not 32 bytes
   */
  public static Ff1 decimal(byte[] key) {
    if (key.length != KEY_LENGTH) {
      throw new IllegalArgumentException("FF1 key must be 32 bytes (AES-256)");
    }
    return new Ff1(key.clone());
  }

  /**
   * The FF1 encryption of {@code digits} under {@code tweak}: a digit string of the same length.
   *
   * @throws IllegalArgumentException if {@code digits} has a character other than {@code 0}-{@code
   *     9} or fewer than six digits; the message never contains the digits
   */
  public String encrypt(String digits, byte[] tweak) {
    return process(true, digits, tweak);
  }

  /**
   * The inverse of {@link #encrypt}: {@code decrypt(encrypt(d, t), t)} is {@code d}.
   *
   * @throws IllegalArgumentException as {@link #encrypt}
   */
  public String decrypt(String digits, byte[] tweak) {
    return process(false, digits, tweak);
  }

  private String process(boolean forEncryption, String digits, byte[] tweak) {
    byte[] symbols = symbols(digits);
    FPEEngine engine = new FPEFF1Engine(AESEngine.newInstance());
    engine.init(forEncryption, new FPEParameters(new KeyParameter(key), RADIX, tweak.clone()));
    byte[] out = new byte[symbols.length];
    engine.processBlock(symbols, 0, symbols.length, out, 0);
    StringBuilder text = new StringBuilder(out.length);
    for (byte symbol : out) {
      text.append((char) ('0' + symbol));
    }
    Arrays.fill(symbols, (byte) 0);
    Arrays.fill(out, (byte) 0);
    return text.toString();
  }

  /** The digits as radix-10 symbols (one byte each, 0-9). */
  private static byte[] symbols(String digits) {
    if (digits.length() < MIN_DIGITS) {
      throw new IllegalArgumentException(
          "FF1 input must have at least 6 digits (a domain of at least 10^6)");
    }
    byte[] symbols = new byte[digits.length()];
    for (int i = 0; i < symbols.length; i++) {
      char c = digits.charAt(i);
      if (c < '0' || c > '9') {
        throw new IllegalArgumentException("FF1 input must be ASCII decimal digits");
      }
      symbols[i] = (byte) (c - '0');
    }
    return symbols;
  }
}
