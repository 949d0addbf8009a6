package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.util.Collection;
import java.util.List;

/** The {@code subjects} table, keyed by tenant and subject reference. */
public interface SubjectStore {
  /**
   * Inserts a subject unless the tenant has one with the same reference.
   *
   * @return false, changing nothing, when it exists
   */
  boolean insert(Tx tx, SubjectRecord subject);

  /** The subjects of the tenant with one of {@code subjectRefs}, in no order. */
  List<SubjectRecord> findAll(Tx tx, TenantId tenant, Collection<byte[]> subjectRefs);

  /** Deletes the subject (its keyset with it). Returns false when there was none. */
  boolean delete(Tx tx, TenantId tenant, byte[] subjectRef);
}
