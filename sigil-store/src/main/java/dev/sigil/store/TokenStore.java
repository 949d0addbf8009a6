package dev.sigil.store;

import dev.sigil.core.TenantId;
import java.time.Instant;
import java.util.Collection;
import java.util.List;

/**
 * The {@code tokens} table, keyed by tenant and token: the token is its only random index, so
 * inserting many costs little. Batch methods take and return collections so that a request of many
 * items costs a few statements, not one per item.
 */
public interface TokenStore {
  /**
   * Inserts live tokens. A token that exists in its tenant (live or a tombstone) is not inserted
   * and does not fail the transaction. Fingerprints are stored, not indexed: only the token is
   * unique.
   *
   * @return per input, in order, whether it was inserted
   * @throws IllegalArgumentException when a record is not {@code LIVE}
   */
  boolean[] insertAll(Tx tx, List<TokenRecord> tokens);

  /** The rows (live or tombstones) of {@code tokens} that exist in the tenant, in no order. */
  List<TokenRecord> findAll(Tx tx, TenantId tenant, Collection<String> tokens);

  /**
   * Up to {@code limit} tokens of the tenant (live or tombstones) after {@code after} in token
   * order ({@code ""} for the first), without their rows: pages of a walk over every token.
   */
  List<String> tokensAfter(Tx tx, TenantId tenant, String after, int limit);

  /** Which of {@code valueIndexes} a live row of the tenant holds, in no order. */
  List<byte[]> findValueIndexes(Tx tx, TenantId tenant, Collection<byte[]> valueIndexes);

  /** The live tokens of one data subject, oldest first. */
  List<TokenRecord> listBySubject(Tx tx, TenantId tenant, byte[] subjectRef);

  /**
   * Turns the live tokens of one data subject into tombstones erased at {@code erasedAt}: value,
   * subject, fingerprint and index are cleared, token and types kept.
   *
   * @return how many tokens were erased
   */
  int eraseSubject(Tx tx, TenantId tenant, byte[] subjectRef, Instant erasedAt);
}
