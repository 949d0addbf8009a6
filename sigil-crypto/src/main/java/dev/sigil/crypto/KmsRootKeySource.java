package dev.sigil.crypto;

import com.google.crypto.tink.Aead;
import com.google.crypto.tink.KmsClient;
import com.google.crypto.tink.integration.awskms.AwsKmsClient;
import com.google.crypto.tink.integration.gcpkms.GcpKmsClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A root key held by a cloud KMS (AWS KMS or Google Cloud KMS) through Tink's KMS integrations. The
 * key never enters this process: every wrap and unwrap of a tenant keyset is one KMS request.
 *
 * <p>The KMS client is built on first use, not when the source is opened: loading default cloud
 * credentials may probe a metadata server, and startup must not hang on the network. A failed
 * connection is not cached; the next use tries again.
 */
final class KmsRootKeySource implements RootKeySource {
  private final String kind;
  private final String keyUri;
  private final @Nullable Path credentials;
  private final Function<String, KmsClient> clientFactory;
  private volatile @Nullable Aead aead;

  private KmsRootKeySource(
      String kind,
      String keyUri,
      @Nullable Path credentials,
      Function<String, KmsClient> clientFactory) {
    this.kind = kind;
    this.keyUri = keyUri;
    this.credentials = credentials;
    this.clientFactory = clientFactory;
  }

  // The key-bound constructors are deprecated in favour of a global client registry
  // (KmsClients.add), which this module avoids: one client per root key, nothing global.
  @SuppressWarnings("deprecation")
  static KmsRootKeySource aws(RootKeySpec.AwsKms spec) {
    requireReadable(spec.credentials());
    return new KmsRootKeySource("AWS KMS", spec.keyUri(), spec.credentials(), AwsKmsClient::new);
  }

  @SuppressWarnings("deprecation")
  static KmsRootKeySource gcp(RootKeySpec.GcpKms spec) {
    requireReadable(spec.credentials());
    return new KmsRootKeySource("GCP KMS", spec.keyUri(), spec.credentials(), GcpKmsClient::new);
  }

  Aead aead() {
    Aead current = aead;
    if (current != null) {
      return current;
    }
    synchronized (this) {
      Aead connected = aead;
      if (connected == null) {
        connected = Tink.guard("connect to " + kind, this::connect);
        aead = connected;
      }
      return connected;
    }
  }

  private Aead connect() throws GeneralSecurityException {
    KmsClient client = clientFactory.apply(keyUri);
    client =
        credentials == null
            ? client.withDefaultCredentials()
            : client.withCredentials(credentials.toString());
    return client.getAead(keyUri);
  }

  @Override
  public String describe() {
    return kind
        + " key "
        + keyUri
        + (credentials == null ? "" : " (credentials " + credentials + ")");
  }

  @Override
  public boolean isLocal() {
    return false;
  }

  @Override
  public String toString() {
    return describe();
  }

  private static void requireReadable(@Nullable Path credentials) {
    if (credentials != null && !Files.isReadable(credentials)) {
      throw new IllegalArgumentException(
          "KMS credentials file " + credentials + " does not exist or is not readable");
    }
  }
}
