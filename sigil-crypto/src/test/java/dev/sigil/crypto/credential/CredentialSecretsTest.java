package dev.sigil.crypto.credential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Sensitive;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CredentialSecretsTest {
  final CredentialSecrets secrets = new CredentialSecrets();

  @Test
  void issuedTokensParseBackAndMatchTheirHash() {
    IssuedCredential issued = secrets.issue();
    String token = issued.bearerToken().reveal();

    assertThat(token).matches("sgl_[a-z2-7]{20}_[A-Za-z0-9_-]{43}");
    ParsedToken parsed = CredentialSecrets.parse(token).orElseThrow();
    assertThat(parsed.id()).isEqualTo(issued.id());
    assertThat(CredentialSecrets.matches(parsed.secretHash(), issued.secretHash())).isTrue();
    assertThat(issued.secretHash()).hasSize(32);
  }

  @Test
  void theHashIsSha256OfTheSecretText() throws Exception {
    byte[] expected = java.security.MessageDigest.getInstance("SHA-256").digest("abc".getBytes());
    assertThat(CredentialSecrets.hash(Sensitive.of("abc"))).isEqualTo(expected);
  }

  @Test
  void matchesComparesWholeHashes() {
    byte[] a = CredentialSecrets.hash(Sensitive.of("one"));
    byte[] b = CredentialSecrets.hash(Sensitive.of("two"));

    assertThat(CredentialSecrets.matches(a, a.clone())).isTrue();
    assertThat(CredentialSecrets.matches(a, b)).isFalse();
    assertThat(CredentialSecrets.matches(a, java.util.Arrays.copyOf(a, 31))).isFalse();
    assertThat(CredentialSecrets.matches(new byte[0], a)).isFalse();
  }

  @Test
  void idsAreUniqueAndWellFormed() {
    Set<CredentialId> ids = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      CredentialId id = secrets.newId();
      assertThat(CredentialId.isValid(id.value())).isTrue();
      ids.add(id);
    }
    assertThat(ids).hasSize(10_000);
  }

  @Test
  void rejectsEveryOtherShape() {
    String good = secrets.issue().bearerToken().reveal();
    String id = good.substring(4, 24);
    String secret = good.substring(25);
    String[] bad = {
      "",
      "sgl_",
      good + "A",
      good.substring(0, good.length() - 1),
      " " + good,
      good + "\n",
      "SGL_" + good.substring(4),
      "sgk_" + good.substring(4),
      "sgl_" + id.toUpperCase() + "_" + secret,
      "sgl_" + id.substring(1) + "1_" + secret,
      "sgl_" + id + "-" + secret,
      "sgl_" + id + "_" + secret.substring(1) + "=",
      "sgl_" + id + "_" + secret.substring(1) + "+",
      "sgl_" + id + "_" + secret.substring(1) + "/",
      "sgl_" + id + "_" + secret.substring(0, 42) + "é",
      // Same bytes, but a non-canonical last character (unused low bits set).
      "sgl_" + id + "_" + secret.substring(0, 42) + nonCanonical(secret.charAt(42)),
    };
    for (String token : bad) {
      assertThat(CredentialSecrets.parse(token)).as("%s", token.length()).isEmpty();
    }
  }

  @Test
  void tokensNeverAppearInToString() {
    IssuedCredential issued = secrets.issue();
    String token = issued.bearerToken().reveal();
    String secret = token.substring(25);
    ParsedToken parsed = CredentialSecrets.parse(token).orElseThrow();

    assertThat(issued.toString()).doesNotContain(secret).contains(issued.id().value());
    assertThat(parsed.toString()).doesNotContain(secret).contains("[REDACTED]");
    assertThat(secrets.toString()).doesNotContain(secret);
  }

  /** The character with the same top 4 bits and the lowest bit set. */
  private static char nonCanonical(char last) {
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    return alphabet.charAt(alphabet.indexOf(last) | 1);
  }
}
