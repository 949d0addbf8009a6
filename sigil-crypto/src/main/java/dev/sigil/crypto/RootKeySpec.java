package dev.sigil.crypto;

import java.nio.file.Path;
import java.util.Objects;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Where the root key lives: the configuration a {@link RootKeySource} is opened from. Each variant
 * validates its shape when built, so a misconfigured deployment fails at startup with a message
 * naming the problem; nothing here touches the file system or the network.
 */
public sealed interface RootKeySpec {

  /**
   * The embedded default: a Tink keyset stored in clear in a local file (for example {@code
   * <data-dir>/root-keyset.json}), created on first use. Not for production.
   */
  record Local(Path file) implements RootKeySpec {
    public Local {
      Objects.requireNonNull(file, "file");
    }
  }

  /**
   * A key in AWS KMS, {@code aws-kms://arn:<partition>:kms:<region>:<account>:key/<id>} (or {@code
   * alias/<name>}). {@code credentials}, when given, is a Java properties file with {@code
   * accessKey} and {@code secretKey}; otherwise the AWS default credential chain is used.
   */
  record AwsKms(String keyUri, @Nullable Path credentials) implements RootKeySpec {
    static final String PREFIX = "aws-kms://";
    private static final Pattern ARN =
        Pattern.compile("arn:aws[a-z-]*:kms:[a-z0-9-]+:[0-9]{12}:(key|alias)/[A-Za-z0-9/_+=.@-]+");

    public AwsKms {
      requireUri("AWS KMS", keyUri, PREFIX, ARN, "arn:aws:kms:<region>:<account>:key/<key-id>");
    }
  }

  /**
   * A key in Google Cloud KMS, {@code
   * gcp-kms://projects/<p>/locations/<l>/keyRings/<r>/cryptoKeys/<k>}. {@code credentials}, when
   * given, is a service-account JSON file; otherwise application default credentials are used.
   */
  record GcpKms(String keyUri, @Nullable Path credentials) implements RootKeySpec {
    static final String PREFIX = "gcp-kms://";
    private static final Pattern NAME =
        Pattern.compile(
            "projects/[^/\\s]+/locations/[^/\\s]+/keyRings/[^/\\s]+/cryptoKeys/[^/\\s]+");

    public GcpKms {
      requireUri(
          "GCP KMS",
          keyUri,
          PREFIX,
          NAME,
          "projects/<project>/locations/<location>/keyRings/<ring>/cryptoKeys/<key>");
    }
  }

  /** Key URIs name keys, they are not secrets, so the messages may quote them. */
  private static void requireUri(
      String kms, String uri, String prefix, Pattern rest, String expectedShape) {
    Objects.requireNonNull(uri, "keyUri");
    if (!uri.startsWith(prefix)) {
      throw new IllegalArgumentException(
          kms + " key URI must start with " + prefix + " but was '" + uri + "'");
    }
    if (!rest.matcher(uri.substring(prefix.length())).matches()) {
      throw new IllegalArgumentException(
          kms + " key URI must look like " + prefix + expectedShape + " but was '" + uri + "'");
    }
  }
}
