package dev.sigil.detect.internal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** Checksums of cryptocurrency addresses: Base58Check, bech32/bech32m (BIP 173/350), EIP-55. */
final class WalletChecks {
  private WalletChecks() {}

  private static final String BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
  private static final String BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
  private static final int[] GEN = {0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3};

  /**
   * Whether {@code s[start, end)} is a Bitcoin P2PKH or P2SH address: Base58 decoding to 25 bytes,
   * version 0x00 or 0x05, the last 4 bytes the double SHA-256 of the first 21.
   */
  static boolean isBase58Check(String s, int start, int end) {
    byte[] out = new byte[25];
    int ones = 0;
    for (int i = start; i < end; i++) {
      int carry = BASE58.indexOf(s.charAt(i));
      if (carry < 0) {
        return false;
      }
      ones += carry == 0 && ones == i - start ? 1 : 0;
      for (int j = 24; j >= 0; j--) {
        carry += 58 * (out[j] & 0xff);
        out[j] = (byte) carry;
        carry >>>= 8;
      }
      if (carry != 0) {
        return false;
      }
    }
    int zeros = 0;
    while (zeros < 25 && out[zeros] == 0) {
      zeros++;
    }
    if (zeros != ones || (out[0] != 0 && out[0] != 5)) {
      return false;
    }
    byte[] check = sha256(sha256(java.util.Arrays.copyOf(out, 21)));
    for (int k = 0; k < 4; k++) {
      if (check[k] != out[21 + k]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether {@code s[start, end)} is a bech32 segwit address for {@code hrp}: one case, the
   * checksum constant matching the witness version (bech32 for v0, bech32m after), and a program
   * length the version allows.
   */
  static boolean isSegwit(String s, int start, int end, String hrp) {
    String a = s.substring(start, end);
    String lower = a.toLowerCase(java.util.Locale.ROOT);
    if (!a.equals(lower) && !a.equals(a.toUpperCase(java.util.Locale.ROOT))) {
      return false;
    }
    int sep = hrp.length();
    int n = lower.length() - sep - 1;
    if (!lower.startsWith(hrp + "1") || n < 7) {
      return false;
    }
    int[] data = new int[n];
    for (int i = 0; i < n; i++) {
      data[i] = BECH32.indexOf(lower.charAt(sep + 1 + i));
      if (data[i] < 0) {
        return false;
      }
    }
    int version = data[0];
    int groups = n - 7;
    int bytes = groups * 5 / 8;
    if (version > 16 || (version == 0 && bytes != 20 && bytes != 32) || bytes < 2 || bytes > 40) {
      return false;
    }
    int constant = version == 0 ? 1 : 0x2bc830a3;
    return polymod(hrp, data) == constant;
  }

  private static int polymod(String hrp, int[] data) {
    int chk = 1;
    for (int i = 0; i < hrp.length(); i++) {
      chk = step(chk, hrp.charAt(i) >> 5);
    }
    chk = step(chk, 0);
    for (int i = 0; i < hrp.length(); i++) {
      chk = step(chk, hrp.charAt(i) & 31);
    }
    for (int v : data) {
      chk = step(chk, v);
    }
    return chk;
  }

  private static int step(int chk, int value) {
    int top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (int i = 0; i < 5; i++) {
      if (((top >>> i) & 1) != 0) {
        chk ^= GEN[i];
      }
    }
    return chk;
  }

  /**
   * Whether the 40 hex digits at {@code s[start, start + 40)} satisfy EIP-55: each letter is upper
   * case exactly when the matching nibble of keccak256(lower-case hex) is 8 or more.
   */
  static boolean isEip55(String s, int start) {
    String hex = s.substring(start, start + 40);
    byte[] hash =
        Keccak256.hash(hex.toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.US_ASCII));
    for (int i = 0; i < 40; i++) {
      char c = hex.charAt(i);
      int nibble = (hash[i / 2] >> (i % 2 == 0 ? 4 : 0)) & 0xf;
      if (Structured.isAsciiLetter(c) && Character.isUpperCase(c) != nibble >= 8) {
        return false;
      }
    }
    return true;
  }

  static byte[] sha256(byte[] in) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(in);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from the JDK", e);
    }
  }
}
