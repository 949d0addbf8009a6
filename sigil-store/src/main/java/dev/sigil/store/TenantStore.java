package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.util.List;
import java.util.Optional;

/** The {@code tenants} table. */
public interface TenantStore {
  /**
   * @throws DuplicateKeyException when the tenant exists
   */
  void insert(Tx tx, TenantRecord tenant);

  Optional<TenantRecord> find(Tx tx, TenantId id);

  /** All tenants ordered by id. */
  List<TenantRecord> list(Tx tx);
}
