package dev.sigil.crypto.credential;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Sensitive;
import java.util.Objects;

/**
 * A freshly issued credential: its id, the bearer token to show the caller exactly once, and the
 * hash of the secret, which is all the store keeps. {@link #toString()} shows the id only.
 */
public record IssuedCredential(CredentialId id, Sensitive<String> bearerToken, byte[] secretHash) {
  public IssuedCredential {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(bearerToken, "bearerToken");
    secretHash = secretHash.clone();
  }

  @Override
  public byte[] secretHash() {
    return secretHash.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IssuedCredential other
        && id.equals(other.id)
        && bearerToken.equals(other.bearerToken)
        && CredentialSecrets.matches(secretHash, other.secretHash);
  }

  @Override
  public int hashCode() {
    return id.hashCode();
  }

  @Override
  public String toString() {
    return "IssuedCredential[id=" + id + ", bearerToken=" + bearerToken + "]";
  }
}
