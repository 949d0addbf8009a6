package dev.sigil.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** KMS sources cannot be reached here; these tests check configuration only, offline. */
class RootKeySpecTest {
  static final String AWS_URI =
      "aws-kms://arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab";
  static final String GCP_URI =
      "gcp-kms://projects/sigil/locations/europe-west1/keyRings/sigil/cryptoKeys/root";

  @Test
  void awsRejectsAnotherPrefixNamingTheExpectedOne() {
    assertThatThrownBy(() -> new RootKeySpec.AwsKms(GCP_URI, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("AWS KMS key URI must start with aws-kms://");
  }

  @Test
  void gcpRejectsAnotherPrefixNamingTheExpectedOne() {
    assertThatThrownBy(() -> new RootKeySpec.GcpKms(AWS_URI, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("GCP KMS key URI must start with gcp-kms://");
  }

  @Test
  void rejectsMalformedKeyNames() {
    assertThatThrownBy(() -> new RootKeySpec.AwsKms("aws-kms://my-key", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must look like aws-kms://arn:aws:kms:");
    assertThatThrownBy(() -> new RootKeySpec.AwsKms("AWS-KMS://arn:aws:kms:x", null))
        .hasMessageContaining("must start with aws-kms://");
    assertThatThrownBy(
            () -> new RootKeySpec.GcpKms("gcp-kms://projects/p/locations/l/keyRings/r", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must look like gcp-kms://projects/");
  }

  @Test
  void acceptsKeysAndAliases() {
    new RootKeySpec.AwsKms("aws-kms://arn:aws:kms:us-east-1:123456789012:alias/sigil-root", null);
    new RootKeySpec.AwsKms(
        "aws-kms://arn:aws-us-gov:kms:us-gov-west-1:123456789012:key/mrk-1234abcd", null);
  }

  @Test
  void opensKmsSourcesWithoutContactingTheNetwork() {
    RootKeySource aws = RootKeySource.open(new RootKeySpec.AwsKms(AWS_URI, null));
    RootKeySource gcp = RootKeySource.open(new RootKeySpec.GcpKms(GCP_URI, null));

    assertThat(aws.isLocal()).isFalse();
    assertThat(aws.describe()).isEqualTo("AWS KMS key " + AWS_URI);
    assertThat(gcp.isLocal()).isFalse();
    assertThat(gcp.describe()).isEqualTo("GCP KMS key " + GCP_URI);
  }

  @Test
  void kmsCredentialsFileMustBeReadable(@TempDir Path dir) throws Exception {
    Path missing = dir.resolve("missing.json");
    assertThatThrownBy(() -> RootKeySource.open(new RootKeySpec.GcpKms(GCP_URI, missing)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("credentials file " + missing);

    Path present = Files.writeString(dir.resolve("aws.properties"), "accessKey=x\nsecretKey=y\n");
    RootKeySource aws = RootKeySource.open(new RootKeySpec.AwsKms(AWS_URI, present));
    assertThat(aws.describe()).contains(present.toString()).doesNotContain("secretKey");
  }

  @Test
  void opensLocalSpec(@TempDir Path dir) {
    RootKeySource local = RootKeySource.open(new RootKeySpec.Local(dir.resolve("root.json")));
    assertThat(local.isLocal()).isTrue();
    assertThat(local).isInstanceOf(LocalRootKeySource.class);
  }
}
