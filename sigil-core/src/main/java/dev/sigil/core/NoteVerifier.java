package dev.sigil.core;

/**
 * Verifies signatures of one C2SP signed-note key, identified by {@link #keyName()} and {@link
 * #keyId()} (see {@link NoteSigner}). Holds a public key only.
 */
public interface NoteVerifier {

  /** The key name expected on signature lines. */
  String keyName();

  /** The 32-bit key id expected at the start of signatures. */
  int keyId();

  /**
   * Whether {@code signature} (without the key id) is this key's signature of exactly {@code
   * message}. Never throws for malformed signatures: they are not valid.
   */
  boolean verify(byte[] message, byte[] signature);
}
