package dev.sigil.server.auth;

import dev.sigil.crypto.credential.CredentialSecrets;
import dev.sigil.crypto.credential.ParsedToken;
import dev.sigil.store.CredentialRecord;
import dev.sigil.store.Stores;
import java.time.Clock;
import java.util.Optional;

/**
 * Checks bearer tokens against stored credential hashes. The secret's hash is compared in constant
 * time, and an unknown credential id costs the same hash-and-compare as a known one, so timing
 * tells nothing about which part was wrong.
 */
public final class Authenticator {
  private static final byte[] DECOY_HASH = new byte[32];

  private final Stores stores;
  private final Clock clock;

  public Authenticator(Stores stores, Clock clock) {
    this.stores = stores;
    this.clock = clock;
  }

  public AuthResult authenticate(String bearer) {
    Optional<ParsedToken> parsed = CredentialSecrets.parse(bearer);
    if (parsed.isEmpty()) {
      return new AuthResult.Rejected("The access token is malformed.");
    }
    ParsedToken token = parsed.get();
    Optional<CredentialRecord> found =
        stores.database().inReadTransaction(tx -> stores.credentials().find(tx, token.id()));
    byte[] presented = CredentialSecrets.hash(token.secret());
    byte[] stored = found.map(CredentialRecord::secretHash).orElse(DECOY_HASH);
    boolean matches = CredentialSecrets.matches(presented, stored);
    if (found.isEmpty() || !matches) {
      return new AuthResult.Rejected("The access token is invalid.");
    }
    CredentialRecord c = found.get();
    if (c.revokedAt() != null) {
      return new AuthResult.Rejected("The access token was revoked.");
    }
    if (c.expiresAt() != null && !clock.instant().isBefore(c.expiresAt())) {
      return new AuthResult.Rejected("The access token expired.");
    }
    return new AuthResult.Authenticated(
        new Caller(c.id(), c.tenant(), c.name(), c.scopes(), c.platformAdmin(), c.expiresAt()));
  }
}
