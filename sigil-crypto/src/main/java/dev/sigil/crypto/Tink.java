package dev.sigil.crypto;

import com.google.crypto.tink.Aead;
import com.google.crypto.tink.Configuration;
import com.google.crypto.tink.ConfigurationV0;
import com.google.crypto.tink.InsecureSecretKeyAccess;
import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.Parameters;
import com.google.crypto.tink.TinkJsonProtoKeysetFormat;
import com.google.crypto.tink.TinkProtoKeysetFormat;
import com.google.crypto.tink.aead.AeadConfig;
import com.google.crypto.tink.prf.PrfConfig;
import com.google.crypto.tink.signature.SignatureConfig;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.Security;

/**
 * The one door to Tink's keyset API: it registers the key types before any keyset is generated or
 * parsed, holds every use of {@link InsecureSecretKeyAccess} (keysets in clear), and turns Tink's
 * checked failures into {@link CryptoException}.
 */
final class Tink {
  private static final Configuration CONFIGURATION = initialise();

  private Tink() {}

  /** A Tink call that may fail with a checked exception. */
  @FunctionalInterface
  interface Call<T> {
    T run() throws GeneralSecurityException;
  }

  /**
   * Runs {@code call}; any Tink failure becomes a {@link CryptoException} naming {@code operation}.
   * Tink reports some malformed inputs (truncated protos, bad lengths) as unchecked exceptions;
   * those are crypto failures of the input too.
   */
  static <T> T guard(String operation, Call<T> call) {
    try {
      return call.run();
    } catch (GeneralSecurityException | IllegalArgumentException | IllegalStateException e) {
      throw new CryptoException(operation, e);
    }
  }

  static KeysetHandle generate(Parameters parameters) throws GeneralSecurityException {
    return KeysetHandle.generateNew(parameters);
  }

  /** {@code keyset} plus a new key of {@code parameters}, which becomes the primary. */
  static KeysetHandle withNewPrimary(KeysetHandle keyset, Parameters parameters)
      throws GeneralSecurityException {
    return KeysetHandle.newBuilder(keyset)
        .addEntry(KeysetHandle.generateEntryFromParameters(parameters).withRandomId().makePrimary())
        .build();
  }

  static <P> P primitive(KeysetHandle keyset, Class<P> type) throws GeneralSecurityException {
    return keyset.getPrimitive(CONFIGURATION, type);
  }

  /** Tink's encrypted keyset format (binary proto), under {@code wrap} and associated data. */
  static byte[] wrap(KeysetHandle keyset, Aead wrap, byte[] associatedData)
      throws GeneralSecurityException {
    return TinkProtoKeysetFormat.serializeEncryptedKeyset(keyset, wrap, associatedData);
  }

  static KeysetHandle unwrap(byte[] wrapped, Aead wrap, byte[] associatedData)
      throws GeneralSecurityException {
    return TinkProtoKeysetFormat.parseEncryptedKeyset(wrapped, wrap, associatedData);
  }

  /** In clear, Tink's binary format: only for bytes that are encrypted right away. */
  static byte[] toClearBinary(KeysetHandle keyset) throws GeneralSecurityException {
    return TinkProtoKeysetFormat.serializeKeyset(keyset, InsecureSecretKeyAccess.get());
  }

  static KeysetHandle fromClearBinary(byte[] keyset) throws GeneralSecurityException {
    return TinkProtoKeysetFormat.parseKeyset(keyset, InsecureSecretKeyAccess.get());
  }

  /** In clear, Tink's JSON format: only for the local root keyset file, protected by its mode. */
  static String toClearJson(KeysetHandle keyset) throws GeneralSecurityException {
    return TinkJsonProtoKeysetFormat.serializeKeyset(keyset, InsecureSecretKeyAccess.get());
  }

  static KeysetHandle fromClearJson(String json) throws GeneralSecurityException {
    return TinkJsonProtoKeysetFormat.parseKeyset(json, InsecureSecretKeyAccess.get());
  }

  private static Configuration initialise() {
    try {
      // Registration populates the key creators and parsers used by KeysetHandle and the formats.
      AeadConfig.register();
      PrfConfig.register();
      SignatureConfig.register();
      registerConscrypt();
      return ConfigurationV0.get();
    } catch (GeneralSecurityException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /**
   * Registers Conscrypt (on the class path for Google Cloud KMS) as the least preferred security
   * provider, when it loads. Tink keeps one {@code SecureRandom} per thread and prefers a
   * registered Conscrypt provider for it; when none is registered it builds a whole new provider by
   * reflection for every thread, and with a virtual thread per request that was about 8% of the CPU
   * of a request that encrypts. Last in the list, it serves no algorithm another provider has: the
   * defaults of {@code new SecureRandom()}, {@code Cipher.getInstance} and TLS stay the JDK's.
   */
  private static void registerConscrypt() {
    try {
      Provider conscrypt =
          (Provider) Class.forName("org.conscrypt.Conscrypt").getMethod("newProvider").invoke(null);
      if (Security.getProvider(conscrypt.getName()) == null) {
        Security.addProvider(conscrypt);
      }
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      // not on this platform: Tink falls back to the JDK's SecureRandom
    }
  }
}
