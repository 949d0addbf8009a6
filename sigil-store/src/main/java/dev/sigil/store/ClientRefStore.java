package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.util.Collection;
import java.util.List;

/** The {@code client_refs} table, keyed by tenant and the keyed hash of the client reference. */
public interface ClientRefStore {
  /**
   * Inserts a binding unless the tenant has one with the same reference hash.
   *
   * @return false, changing nothing, when it exists
   */
  boolean insert(Tx tx, ClientRefRecord binding);

  /** The bindings of the tenant with one of {@code refHashes}, in no order. */
  List<ClientRefRecord> findAll(Tx tx, TenantId tenant, Collection<byte[]> refHashes);

  /** Deletes the bindings of one data subject; returns how many. */
  int deleteBySubject(Tx tx, TenantId tenant, byte[] subjectRef);
}
