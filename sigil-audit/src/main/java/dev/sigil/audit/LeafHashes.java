package dev.sigil.audit;

import java.util.List;

/**
 * Read access to the leaf hashes of a log ({@link MerkleTree#leafHash} of each event's canonical
 * JSON, by leaf index = seq), so proofs can be computed over a list in memory or over a store.
 */
public interface LeafHashes {

  /** How many leaves there are. */
  long size();

  /**
   * The leaf hash at {@code index}, 32 bytes.
   *
   * @throws IndexOutOfBoundsException if {@code index} is not in {@code [0, size())}
   */
  byte[] leafHash(long index);

  /** A view of {@code hashes} (not copied; each must be 32 bytes). */
  static LeafHashes of(List<byte[]> hashes) {
    return new LeafHashes() {
      @Override
      public long size() {
        return hashes.size();
      }

      @Override
      public byte[] leafHash(long index) {
        return hashes.get(Math.toIntExact(index));
      }
    };
  }
}
