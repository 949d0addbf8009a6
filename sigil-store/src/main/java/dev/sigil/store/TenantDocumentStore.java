package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The {@code tenant_documents} table: a tenant's configuration as JSON documents, by kind and name
 * (the reveal policy is kind {@code reveal-policy}, name {@code default}; vaults and AI connections
 * follow). The store does not read the JSON. Secrets inside a document are encrypted by the caller.
 */
public interface TenantDocumentStore {
  /** Inserts or replaces the document. */
  void put(Tx tx, TenantId tenant, String kind, String name, String json, Instant updatedAt);

  Optional<String> find(Tx tx, TenantId tenant, String kind, String name);

  /** The names of the tenant's documents of one kind, sorted. */
  List<String> names(Tx tx, TenantId tenant, String kind);

  /** Returns false when there was no such document. */
  boolean delete(Tx tx, TenantId tenant, String kind, String name);
}
