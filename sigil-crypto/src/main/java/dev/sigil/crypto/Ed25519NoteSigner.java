package dev.sigil.crypto;

import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.PublicKeySign;
import dev.sigil.core.NoteSigner;
import dev.sigil.core.NoteVerifier;
import java.security.GeneralSecurityException;

/**
 * An Ed25519 signed-note key with its private key (see {@link Ed25519NoteKeys}). Immutable and
 * thread-safe; {@link #toString()} names the key and its id only.
 */
public final class Ed25519NoteSigner implements NoteSigner {
  private final String keyName;
  private final byte[] publicKey;
  private final int keyId;
  private final PublicKeySign sign;

  private Ed25519NoteSigner(String keyName, byte[] publicKey, PublicKeySign sign) {
    this.keyName = keyName;
    this.publicKey = publicKey;
    this.keyId = Ed25519NoteKeys.keyId(keyName, publicKey);
    this.sign = sign;
  }

  static Ed25519NoteSigner of(String keyName, KeysetHandle keyset) throws GeneralSecurityException {
    return new Ed25519NoteSigner(
        keyName, Ed25519NoteKeys.rawPublicKey(keyset), Ed25519NoteKeys.signer(keyset));
  }

  @Override
  public String keyName() {
    return keyName;
  }

  @Override
  public int keyId() {
    return keyId;
  }

  /** The 64-byte Ed25519 signature of {@code message}. */
  @Override
  public byte[] sign(byte[] message) {
    return Tink.guard("sign note", () -> sign.sign(message));
  }

  /** The raw 32-byte public key, to publish with the log. */
  public byte[] publicKey() {
    return publicKey.clone();
  }

  /** The verifier of this key. */
  public NoteVerifier verifier() {
    return Ed25519NoteKeys.verifier(keyName, publicKey);
  }

  @Override
  public String toString() {
    return "Ed25519NoteSigner[" + keyName + ", " + Integer.toHexString(keyId) + "]";
  }
}
