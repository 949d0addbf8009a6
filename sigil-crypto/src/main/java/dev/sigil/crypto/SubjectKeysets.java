package dev.sigil.crypto;

import com.google.crypto.tink.Aead;
import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.aead.PredefinedAeadParameters;
import com.google.crypto.tink.prf.PredefinedPrfParameters;
import com.google.crypto.tink.prf.PrfSet;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.util.Arrays;

/**
 * The plaintext format of a subject keyset, before it is wrapped: version byte {@code 1}, then two
 * Tink keysets in Tink's binary format, each preceded by its big-endian 32-bit length: an
 * AES-256-GCM keyset (encryption) and an HMAC-SHA256 PRF keyset (deterministic derivation). The
 * whole is encrypted under the tenant's {@link KeyPurpose#SUBJECT_WRAP} keyset, so the clear
 * serialisation below exists only in memory and is wiped after use.
 */
final class SubjectKeysets {
  private static final byte VERSION = 1;
  private static final int MAX_KEYSET = 64 * 1024;

  private SubjectKeysets() {}

  /** A fresh subject keyset, wrapped by {@code wrap} under {@code associatedData}. */
  static byte[] create(Aead wrap, byte[] associatedData) throws GeneralSecurityException {
    byte[] aead = Tink.toClearBinary(Tink.generate(PredefinedAeadParameters.AES256_GCM));
    byte[] prf = Tink.toClearBinary(Tink.generate(PredefinedPrfParameters.HMAC_SHA256_PRF));
    byte[] clear =
        ByteBuffer.allocate(1 + 4 + aead.length + 4 + prf.length)
            .put(VERSION)
            .putInt(aead.length)
            .put(aead)
            .putInt(prf.length)
            .put(prf)
            .array();
    try {
      return wrap.encrypt(clear, associatedData);
    } finally {
      wipe(aead, prf, clear);
    }
  }

  /** Unwraps and parses a subject keyset. */
  static SubjectKeys open(Aead wrap, byte[] wrapped, byte[] associatedData)
      throws GeneralSecurityException {
    byte[] clear = wrap.decrypt(wrapped, associatedData);
    try {
      ByteBuffer in = ByteBuffer.wrap(clear);
      if (in.get() != VERSION) {
        throw new GeneralSecurityException("unknown subject keyset version");
      }
      KeysetHandle aead = parse(in);
      KeysetHandle prf = parse(in);
      if (in.hasRemaining()) {
        throw new GeneralSecurityException("trailing bytes in subject keyset");
      }
      return new SubjectKeys(
          Tink.primitive(aead, Aead.class),
          new ContextPrf(Tink.primitive(prf, PrfSet.class), "subject deterministic"));
    } catch (BufferUnderflowException e) {
      throw new GeneralSecurityException("truncated subject keyset", e);
    } finally {
      wipe(clear);
    }
  }

  /** Re-encrypts under the current primary of {@code wrap}; the keys inside do not change. */
  static byte[] rewrap(Aead wrap, byte[] wrapped, byte[] associatedData)
      throws GeneralSecurityException {
    byte[] clear = wrap.decrypt(wrapped, associatedData);
    try {
      return wrap.encrypt(clear, associatedData);
    } finally {
      wipe(clear);
    }
  }

  private static KeysetHandle parse(ByteBuffer in) throws GeneralSecurityException {
    int length = in.getInt();
    if (length <= 0 || length > Math.min(MAX_KEYSET, in.remaining())) {
      throw new GeneralSecurityException("bad keyset length in subject keyset");
    }
    byte[] keyset = new byte[length];
    in.get(keyset);
    try {
      return Tink.fromClearBinary(keyset);
    } finally {
      wipe(keyset);
    }
  }

  /** Best effort: the JVM may have copied the bytes, but this buffer at least does not linger. */
  private static void wipe(byte[]... buffers) {
    for (byte[] buffer : buffers) {
      Arrays.fill(buffer, (byte) 0);
    }
  }
}
