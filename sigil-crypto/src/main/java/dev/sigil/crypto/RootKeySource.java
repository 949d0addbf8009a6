package dev.sigil.crypto;

/**
 * The root of the key hierarchy: the key that wraps every tenant keyset. It is used for nothing
 * else, and it never leaves this module; callers only choose where it lives ({@link RootKeySpec})
 * and hand the source to a {@link KeyHierarchy}.
 *
 * <p>Implementations: {@link LocalRootKeySource} (a keyset file, the embedded default) and a cloud
 * KMS key (AWS KMS, Google Cloud KMS) through Tink's KMS integrations. With a KMS the root key
 * material never enters this process; every wrap and unwrap is a KMS call, and rotating the root
 * key is the KMS's business (enable automatic rotation there; the KMS keeps old key versions so
 * existing wrapped keysets still open). With a local file, {@link LocalRootKeySource#rotate()}
 * rotates.
 *
 * <p>Security guarantees: the root key wraps tenant keysets with associated data binding tenant and
 * purpose; whoever holds the root key (the file, or KMS decrypt permission) can open every tenant's
 * keys, so the local file is for development and single-machine use only.
 *
 * <p>Implementations are thread-safe.
 */
public sealed interface RootKeySource permits LocalRootKeySource, KmsRootKeySource {

  /**
   * Opens the root key described by {@code spec}. A local keyset file is read, or created on first
   * use, now; a KMS source only validates its configuration here and connects on first use, so
   * opening never waits for the network.
   *
   * @throws IllegalArgumentException if the configuration is invalid (for example a missing KMS
   *     credentials file)
   * @throws IllegalStateException if a local keyset file cannot be read, created, or is readable by
   *     others
   */
  static RootKeySource open(RootKeySpec spec) {
    return switch (spec) {
      case RootKeySpec.Local local -> LocalRootKeySource.open(local.file());
      case RootKeySpec.AwsKms aws -> KmsRootKeySource.aws(aws);
      case RootKeySpec.GcpKms gcp -> KmsRootKeySource.gcp(gcp);
    };
  }

  /** A description for logs: the kind of source and the file or key URI; never key material. */
  String describe();

  /** Whether the root key is held in a local file rather than in a KMS. */
  boolean isLocal();
}
