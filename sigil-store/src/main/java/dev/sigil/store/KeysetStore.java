package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.util.List;
import java.util.Optional;

/** The {@code tenant_keysets} table: wrapped keysets by tenant and purpose. */
public interface KeysetStore {
  /**
   * @throws DuplicateKeyException when the tenant already has a keyset for the purpose
   */
  void insert(Tx tx, WrappedKeyset keyset);

  Optional<WrappedKeyset> find(Tx tx, TenantId tenant, String purpose);

  /**
   * Like {@link #find}, and holds the row until the transaction ends, so that a read-modify-write
   * (rotation, rewrap) cannot lose a concurrent one ({@code SELECT ... FOR UPDATE} on PostgreSQL;
   * SQLite write transactions are serial already).
   */
  Optional<WrappedKeyset> findForUpdate(Tx tx, TenantId tenant, String purpose);

  /** All keysets of a tenant ordered by purpose. */
  List<WrappedKeyset> listForTenant(Tx tx, TenantId tenant);

  /** Replaces the wrapped bytes (rotation, rewrap). Returns false when no such keyset exists. */
  boolean update(Tx tx, WrappedKeyset keyset);
}
