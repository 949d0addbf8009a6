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
      return ConfigurationV0.get();
    } catch (GeneralSecurityException e) {
      throw new ExceptionInInitializerError(e);
    }
  }
}
