package dev.sigil.audit;

import java.util.ArrayList;
import java.util.List;

/**
 * The Merkle root of a growing log without its leaves: the hashes of the perfect subtrees that make
 * up the first {@code size} leaves (one per set bit of {@code size}, largest first). An append
 * costs at most log2(size) node hashes; the RFC 9162 root is a right-to-left fold. Stored as the
 * concatenation of its 32-byte hashes.
 */
public final class CompactRange {
  private CompactRange() {}

  /** The range after appending {@code leafHash} to a log of {@code size} leaves. */
  public static byte[] append(byte[] range, long size, byte[] leafHash) {
    List<byte[]> hashes = split(range);
    if (hashes.size() != Long.bitCount(size)) {
      throw new AuditDataException("compact range does not match its size");
    }
    byte[] carry = leafHash;
    for (long k = size; (k & 1) == 1; k >>>= 1) {
      carry = MerkleTree.nodeHash(hashes.removeLast(), carry);
    }
    hashes.add(carry);
    return join(hashes);
  }

  /** The RFC 9162 root of the log the range describes. */
  public static byte[] root(byte[] range) {
    List<byte[]> hashes = split(range);
    if (hashes.isEmpty()) {
      return MerkleTree.emptyRoot();
    }
    byte[] acc = hashes.getLast();
    for (int i = hashes.size() - 2; i >= 0; i--) {
      acc = MerkleTree.nodeHash(hashes.get(i), acc);
    }
    return acc;
  }

  private static List<byte[]> split(byte[] range) {
    if (range.length % MerkleTree.HASH_SIZE != 0) {
      throw new AuditDataException("compact range has a partial hash");
    }
    List<byte[]> hashes = new ArrayList<>();
    for (int i = 0; i < range.length; i += MerkleTree.HASH_SIZE) {
      hashes.add(java.util.Arrays.copyOfRange(range, i, i + MerkleTree.HASH_SIZE));
    }
    return hashes;
  }

  private static byte[] join(List<byte[]> hashes) {
    byte[] out = new byte[hashes.size() * MerkleTree.HASH_SIZE];
    for (int i = 0; i < hashes.size(); i++) {
      System.arraycopy(hashes.get(i), 0, out, i * MerkleTree.HASH_SIZE, MerkleTree.HASH_SIZE);
    }
    return out;
  }
}
