package dev.sigil.audit;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/** SHA-256 over the concatenation of byte arrays, and constant-time comparison. */
final class Sha256 {
  static final int SIZE = 32;

  private Sha256() {}

  static byte[] hash(byte[]... parts) {
    MessageDigest digest = newDigest();
    for (byte[] part : parts) {
      digest.update(part);
    }
    return digest.digest();
  }

  static byte[] hashPrefixed(byte prefix, byte[]... parts) {
    MessageDigest digest = newDigest();
    digest.update(prefix);
    for (byte[] part : parts) {
      digest.update(part);
    }
    return digest.digest();
  }

  static boolean equal(byte[] a, byte[] b) {
    return MessageDigest.isEqual(a, b);
  }

  private static MessageDigest newDigest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform must support SHA-256", e);
    }
  }
}
