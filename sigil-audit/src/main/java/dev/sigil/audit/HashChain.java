package dev.sigil.audit;

import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The per-tenant hash chain of audit events.
 *
 * <p>Encoding (part of the stored format; never change it in place): {@code h[seq] = SHA-256(
 * "sigil-audit-chain-v1" || 0x00 || h[seq-1] || canonical)}, where the label is 20 ASCII bytes,
 * {@code h[seq-1]} is 32 bytes, {@code canonical} is the event's RFC 8785 canonical JSON ({@link
 * CanonicalJson#serialize}), and the hash before the first event ({@code seq} 0) is 32 zero bytes.
 * The label and the fixed-size previous hash make the encoding unambiguous and separate it from the
 * Merkle tree's hashes, which hash the same event bytes.
 *
 * <p>Sequence numbers start at 0 and increase by one; an event's {@code seq} is also its leaf index
 * in the tenant's {@link MerkleTree}.
 */
public final class HashChain {
  /** The previous hash of the first event: 32 zero bytes. */
  private static final byte[] GENESIS = new byte[Sha256.SIZE];

  private static final byte[] LABEL = "sigil-audit-chain-v1".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] SEPARATOR = {0};

  private HashChain() {}

  /** A copy of the hash that precedes the first event. */
  public static byte[] genesis() {
    return GENESIS.clone();
  }

  /**
   * The chain hash of an event with canonical JSON {@code canonicalEvent} after {@code previous}.
   */
  public static byte[] chainHash(byte[] previous, byte[] canonicalEvent) {
    if (previous.length != Sha256.SIZE) {
      throw new IllegalArgumentException("previous hash must be 32 bytes");
    }
    return Sha256.hash(LABEL, SEPARATOR, previous, canonicalEvent);
  }

  /** {@link #verify(long, byte[], Iterator)} of a whole chain, from seq 0 and the genesis hash. */
  public static ChainVerification verify(Iterator<ChainEntry> entries) {
    return verify(0, GENESIS, entries);
  }

  /**
   * Recomputes the chain over {@code entries} in the order given (the store's seq order), starting
   * at {@code firstSeq} after {@code previousHash} (for a suffix after a trusted point), and stops
   * at the first entry that does not verify. Streams: holds at most two entries.
   *
   * <p>Tampering this detects: an edited event or stored hash, a deleted, inserted, duplicated or
   * moved entry. It cannot detect removal of entries at the end, nor a rewrite of the chain from
   * some entry on with all hashes recomputed: both need a signed checkpoint ({@link Checkpoint}).
   */
  public static ChainVerification verify(
      long firstSeq, byte[] previousHash, Iterator<ChainEntry> entries) {
    byte[] previous = previousHash.clone();
    long expected = firstSeq;
    long position = 0;
    @Nullable ChainEntry current = entries.hasNext() ? entries.next() : null;
    while (current != null) {
      @Nullable ChainEntry next = entries.hasNext() ? Objects.requireNonNull(entries.next()) : null;
      ChainBreak.Reason reason = check(previous, expected, current, next);
      if (reason != null) {
        return new ChainVerification(
            position, previous, new ChainBreak(position, current.seq(), reason));
      }
      previous = current.storedHash().clone();
      expected++;
      position++;
      current = next;
    }
    return new ChainVerification(position, previous, null);
  }

  private static ChainBreak.@Nullable Reason check(
      byte[] previous, long expected, ChainEntry current, @Nullable ChainEntry next) {
    if (current.seq() > expected) {
      return next != null && next.seq() < current.seq()
          ? ChainBreak.Reason.REORDERED
          : ChainBreak.Reason.MISSING;
    }
    if (current.seq() < expected) {
      return ChainBreak.Reason.REORDERED;
    }
    if (links(previous, current)) {
      return null;
    }
    if (next != null && links(previous, next)) {
      return links(next.storedHash(), current)
          ? ChainBreak.Reason.REORDERED
          : ChainBreak.Reason.INSERTED;
    }
    return ChainBreak.Reason.EDITED;
  }

  private static boolean links(byte[] previous, ChainEntry entry) {
    return entry.storedHash().length == Sha256.SIZE
        && previous.length == Sha256.SIZE
        && Sha256.equal(chainHash(previous, entry.canonicalEvent()), entry.storedHash());
  }
}
