package dev.sigil.core;

/**
 * Signs notes in the C2SP signed-note format (the text of an audit checkpoint). Implemented where
 * the key lives (sigil-crypto), used by modules that must not see the key or its library.
 *
 * <p>Contract: {@link #keyName()} is a valid note key name ({@link #isValidKeyName}); {@link
 * #keyId()} is the C2SP key id of the name and public key (the first four bytes, big-endian, of the
 * algorithm's key hash); {@link #sign} signs exactly the given bytes.
 */
public interface NoteSigner {

  /** The key name written on signature lines, e.g. {@code sigil.example/audit/acme}. */
  String keyName();

  /** The 32-bit key id that starts every signature of this key. */
  int keyId();

  /** The signature of {@code message} (for Ed25519: 64 bytes). */
  byte[] sign(byte[] message);

  /**
   * Whether {@code name} may name a note key: non-empty, at most 255 characters of printable ASCII
   * without space or {@code +} (C2SP signed-note forbids spaces and plus; Sigil also keeps names to
   * ASCII so they are unambiguous in logs).
   */
  static boolean isValidKeyName(String name) {
    if (name.isEmpty() || name.length() > 255) {
      return false;
    }
    return name.chars().allMatch(c -> c > 0x20 && c < 0x7f && c != '+');
  }
}
