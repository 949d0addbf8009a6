package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.util.Collection;
import java.util.List;
import org.jspecify.annotations.Nullable;

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

  /**
   * The tenant's subjects whose reference sorts after {@code after} (unsigned bytewise; all when
   * null), in that order, at most {@code limit} (at least 1): for walking every subject in pages.
   */
  List<SubjectRecord> page(Tx tx, TenantId tenant, byte @Nullable [] after, int limit);

  /**
   * Replaces the subject's wrapped keyset with {@code replacement} only while it still is {@code
   * expected} (a rewrap never resurrects an erased subject or overwrites a concurrent change).
   *
   * @return true when replaced
   */
  boolean replaceKeyset(
      Tx tx, TenantId tenant, byte[] subjectRef, byte[] expected, byte[] replacement);

  /** Deletes the subject (its keyset with it). Returns false when there was none. */
  boolean delete(Tx tx, TenantId tenant, byte[] subjectRef);
}
