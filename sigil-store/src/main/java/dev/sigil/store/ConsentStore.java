package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

/**
 * The {@code consents} table: which data subject (by reference) consented to which purpose. A
 * withdrawn consent is deleted.
 */
public interface ConsentStore {
  /** Records the consent; returns false, changing nothing, when it was already recorded. */
  boolean grant(Tx tx, TenantId tenant, byte[] subjectRef, String purpose, Instant grantedAt);

  /** Deletes the consent; returns false when there was none. */
  boolean withdraw(Tx tx, TenantId tenant, byte[] subjectRef, String purpose);

  /** Which of {@code subjectRefs} consented to {@code purpose}, in no order. */
  List<byte[]> consenting(Tx tx, TenantId tenant, Collection<byte[]> subjectRefs, String purpose);

  /** The purposes one subject consented to, sorted. */
  List<String> purposes(Tx tx, TenantId tenant, byte[] subjectRef);

  /** Deletes every consent of one subject; returns how many. */
  int deleteBySubject(Tx tx, TenantId tenant, byte[] subjectRef);
}
