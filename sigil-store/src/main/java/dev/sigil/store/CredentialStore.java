package dev.sigil.store;

import dev.sigil.core.CredentialId;
import java.time.Instant;
import java.util.Optional;

/** The {@code credentials} table. */
public interface CredentialStore {
  /**
   * @throws DuplicateKeyException when the id exists
   */
  void insert(Tx tx, CredentialRecord credential);

  Optional<CredentialRecord> find(Tx tx, CredentialId id);

  /**
   * Marks the credential revoked at {@code at}. Returns false when it does not exist or was already
   * revoked (the first revocation time is kept).
   */
  boolean revoke(Tx tx, CredentialId id, Instant at);

  /**
   * How many platform-admin credentials are neither revoked nor expired at {@code now}, counting
   * every tenant.
   */
  int countActivePlatformAdmins(Tx tx, Instant now);

  /** Whether any credential exists at all (first start detection). */
  boolean any(Tx tx);
}
