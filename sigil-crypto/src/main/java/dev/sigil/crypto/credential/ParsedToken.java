package dev.sigil.crypto.credential;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Sensitive;
import java.util.Objects;

/**
 * A bearer token that has the right shape: the credential it names and its secret. The shape says
 * nothing about validity; compare {@link CredentialSecrets#hash} of the secret with the stored hash
 * using {@link CredentialSecrets#matches}. {@link #toString()} shows the id only.
 */
public record ParsedToken(CredentialId id, Sensitive<String> secret) {
  public ParsedToken {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(secret, "secret");
  }

  /** The SHA-256 hash of the secret, to compare with the stored one. */
  public byte[] secretHash() {
    return CredentialSecrets.hash(secret);
  }
}
