package dev.sigil.crypto;

import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.PublicKeySign;
import com.google.crypto.tink.signature.Ed25519Parameters;
import com.google.crypto.tink.signature.Ed25519PublicKey;
import dev.sigil.core.NoteSigner;
import dev.sigil.core.NoteVerifier;
import dev.sigil.core.TenantId;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Ed25519 keys for C2SP signed notes (audit checkpoints): a Tink Ed25519 keyset with output prefix
 * {@code NO_PREFIX}, so signatures are the plain 64 bytes of RFC 8032, and public keys are the raw
 * 32 bytes.
 *
 * <p>A tenant's signing keyset is stored wrapped under the root key like the tenant keysets, with
 * associated data {@code sigil/note-keyset/v1/<tenant>}; it is not a {@link KeyPurpose}, so {@link
 * KeyHierarchy#open} is unaffected. Key id (C2SP signed-note, Ed25519): the first four bytes,
 * big-endian, of {@code SHA-256(<key name> || 0x0A || 0x01 || <32-byte public key>)}.
 *
 * <p>Security guarantees: the private key never leaves this module in clear; a wrapped keyset opens
 * only for the tenant it was made for; verification never throws for bad signatures.
 */
public final class Ed25519NoteKeys {
  /** The size of a raw Ed25519 public key. */
  public static final int PUBLIC_KEY_SIZE = 32;

  private static final byte ED25519_ALGORITHM = 0x01;

  private Ed25519NoteKeys() {}

  /** A new signing key held only in memory (tests, tools); see {@link #newWrapped} to store one. */
  public static Ed25519NoteSigner generate(String keyName) {
    checkName(keyName);
    return Tink.guard("generate note key", () -> Ed25519NoteSigner.of(keyName, newKeyset()));
  }

  /** A new signing keyset for {@code tenant}, wrapped under the root key of {@code hierarchy}. */
  public static byte[] newWrapped(KeyHierarchy hierarchy, TenantId tenant) {
    return Tink.guard(
        "create note keyset",
        () -> Tink.wrap(newKeyset(), hierarchy.rootAead(), AssociatedData.noteKeyset(tenant)));
  }

  /**
   * Opens a keyset made by {@link #newWrapped} for {@code tenant} as a signer named {@code
   * keyName}.
   *
   * @throws CryptoException if it was made for another tenant, was altered, or is not an Ed25519
   *     keyset
   */
  public static Ed25519NoteSigner openWrapped(
      KeyHierarchy hierarchy, TenantId tenant, String keyName, byte[] wrapped) {
    checkName(keyName);
    return Tink.guard(
        "open note keyset",
        () -> {
          KeysetHandle keyset =
              Tink.unwrap(wrapped, hierarchy.rootAead(), AssociatedData.noteKeyset(tenant));
          return Ed25519NoteSigner.of(keyName, keyset);
        });
  }

  /**
   * A verifier for signatures by the key {@code keyName} with raw public key {@code publicKey}.
   *
   * @throws IllegalArgumentException if the name is invalid or the key is not 32 bytes
   */
  public static NoteVerifier verifier(String keyName, byte[] publicKey) {
    checkName(keyName);
    if (publicKey.length != PUBLIC_KEY_SIZE) {
      throw new IllegalArgumentException("an Ed25519 public key is 32 bytes");
    }
    return Tink.guard("create note verifier", () -> Ed25519NoteVerifier.of(keyName, publicKey));
  }

  /** The C2SP key id of an Ed25519 key with this name and raw public key. */
  public static int keyId(String keyName, byte[] publicKey) {
    try {
      MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
      sha256.update(keyName.getBytes(StandardCharsets.UTF_8));
      sha256.update((byte) 0x0A);
      sha256.update(ED25519_ALGORITHM);
      sha256.update(publicKey);
      return ByteBuffer.wrap(sha256.digest()).getInt();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform must support SHA-256", e);
    }
  }

  static byte[] rawPublicKey(KeysetHandle keyset) throws GeneralSecurityException {
    if (!(keyset.getPublicKeysetHandle().getPrimary().getKey() instanceof Ed25519PublicKey key)
        || key.getParameters().getVariant() != Ed25519Parameters.Variant.NO_PREFIX) {
      throw new GeneralSecurityException("not an Ed25519 keyset without output prefix");
    }
    return key.getPublicKeyBytes().toByteArray();
  }

  static PublicKeySign signer(KeysetHandle keyset) throws GeneralSecurityException {
    return Tink.primitive(keyset, PublicKeySign.class);
  }

  private static KeysetHandle newKeyset() throws GeneralSecurityException {
    return Tink.generate(Ed25519Parameters.create(Ed25519Parameters.Variant.NO_PREFIX));
  }

  private static void checkName(String keyName) {
    if (!NoteSigner.isValidKeyName(keyName)) {
      throw new IllegalArgumentException("invalid note key name");
    }
  }
}
