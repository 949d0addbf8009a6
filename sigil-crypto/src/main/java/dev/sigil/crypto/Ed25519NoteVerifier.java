package dev.sigil.crypto;

import com.google.crypto.tink.PublicKeyVerify;
import com.google.crypto.tink.signature.Ed25519PublicKey;
import com.google.crypto.tink.subtle.Ed25519Verify;
import com.google.crypto.tink.util.Bytes;
import dev.sigil.core.NoteVerifier;
import java.security.GeneralSecurityException;

/** An Ed25519 signed-note verifier over a raw public key, via Tink's {@link Ed25519Verify}. */
final class Ed25519NoteVerifier implements NoteVerifier {
  private static final int SIGNATURE_SIZE = 64;

  private final String keyName;
  private final int keyId;
  private final PublicKeyVerify verify;

  private Ed25519NoteVerifier(String keyName, int keyId, PublicKeyVerify verify) {
    this.keyName = keyName;
    this.keyId = keyId;
    this.verify = verify;
  }

  static Ed25519NoteVerifier of(String keyName, byte[] publicKey) throws GeneralSecurityException {
    PublicKeyVerify verify =
        Ed25519Verify.create(Ed25519PublicKey.create(Bytes.copyFrom(publicKey)));
    return new Ed25519NoteVerifier(keyName, Ed25519NoteKeys.keyId(keyName, publicKey), verify);
  }

  @Override
  public String keyName() {
    return keyName;
  }

  @Override
  public int keyId() {
    return keyId;
  }

  @Override
  public boolean verify(byte[] message, byte[] signature) {
    if (signature.length != SIGNATURE_SIZE) {
      return false;
    }
    try {
      verify.verify(signature, message);
      return true;
    } catch (GeneralSecurityException e) {
      return false;
    }
  }

  @Override
  public String toString() {
    return "Ed25519NoteVerifier[" + keyName + ", " + Integer.toHexString(keyId) + "]";
  }
}
