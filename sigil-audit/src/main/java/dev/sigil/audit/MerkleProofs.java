package dev.sigil.audit;

import java.util.List;

/**
 * Verification of RFC 9162 inclusion (section 2.1.3.2) and consistency (section 2.1.4.2) proofs,
 * standalone: it needs the proof, the sizes and the tree heads, never the tree. The algorithms are
 * the RFC's, step by step; the checks before them (sizes in range, every hash 32 bytes) and the
 * consistency cases the RFC leaves out (old size 0 or equal sizes) are documented per method.
 *
 * <p>A proof binds a leaf or an old head to a tree head, not to a tree size by itself: a proof may
 * also verify for another size whose tree has the same shape along the proof's path (for example
 * leaf 0 with the same head for sizes 3 and 4). Take sizes and heads together from one verified
 * {@link Checkpoint}, as the checkpoint signs them together.
 */
public final class MerkleProofs {
  private MerkleProofs() {}

  /**
   * Whether {@code proof} proves that {@code leafHash} is leaf {@code index} of the tree of {@code
   * size} leaves with head {@code root}. False (never an exception) for any malformed input: an
   * index outside {@code [0, size)}, a hash or proof element that is not 32 bytes.
   */
  public static boolean verifyInclusion(
      long index, long size, byte[] leafHash, List<byte[]> proof, byte[] root) {
    if (index < 0 || index >= size || !allHashes(proof, leafHash, root)) {
      return false;
    }
    long fn = index;
    long sn = size - 1;
    byte[] r = leafHash;
    for (byte[] p : proof) {
      if (sn == 0) {
        return false;
      }
      if ((fn & 1) == 1 || fn == sn) {
        r = MerkleTree.nodeHash(p, r);
        if ((fn & 1) == 0) {
          while ((fn & 1) == 0 && fn != 0) {
            fn >>= 1;
            sn >>= 1;
          }
        }
      } else {
        r = MerkleTree.nodeHash(r, p);
      }
      fn >>= 1;
      sn >>= 1;
    }
    return sn == 0 && Sha256.equal(r, root);
  }

  /**
   * Whether {@code proof} proves that the tree of {@code oldSize} leaves with head {@code oldRoot}
   * is a prefix of the tree of {@code newSize} leaves with head {@code newRoot}. False (never an
   * exception) for malformed input. Beyond the RFC's algorithm, which covers {@code 0 < oldSize <
   * newSize}: equal sizes verify only with an empty proof and equal heads; old size 0 only with an
   * empty proof and {@code oldRoot} the empty tree's head.
   */
  public static boolean verifyConsistency(
      long oldSize, long newSize, byte[] oldRoot, byte[] newRoot, List<byte[]> proof) {
    if (oldSize < 0 || oldSize > newSize || !allHashes(proof, oldRoot, newRoot)) {
      return false;
    }
    if (oldSize == newSize) {
      return proof.isEmpty() && Sha256.equal(oldRoot, newRoot);
    }
    if (oldSize == 0) {
      return proof.isEmpty() && Sha256.equal(oldRoot, MerkleTree.emptyRoot());
    }
    return rfcConsistency(oldSize, newSize, oldRoot, newRoot, proof);
  }

  /** RFC 9162 2.1.4.2 steps 1 to 7, for {@code 0 < oldSize < newSize}. */
  private static boolean rfcConsistency(
      long oldSize, long newSize, byte[] oldRoot, byte[] newRoot, List<byte[]> proof) {
    if (proof.isEmpty()) {
      return false;
    }
    boolean prepend = Long.bitCount(oldSize) == 1;
    int first = prepend ? -1 : 0;
    long fn = oldSize - 1;
    long sn = newSize - 1;
    while ((fn & 1) == 1) {
      fn >>= 1;
      sn >>= 1;
    }
    byte[] start = prepend ? oldRoot : proof.get(0);
    byte[] fr = start;
    byte[] sr = start;
    for (int i = first + 1; i < proof.size(); i++) {
      byte[] c = proof.get(i);
      if (sn == 0) {
        return false;
      }
      if ((fn & 1) == 1 || fn == sn) {
        fr = MerkleTree.nodeHash(c, fr);
        sr = MerkleTree.nodeHash(c, sr);
        while ((fn & 1) == 0 && fn != 0) {
          fn >>= 1;
          sn >>= 1;
        }
      } else {
        sr = MerkleTree.nodeHash(sr, c);
      }
      fn >>= 1;
      sn >>= 1;
    }
    return Sha256.equal(fr, oldRoot) && Sha256.equal(sr, newRoot) && sn == 0;
  }

  private static boolean allHashes(List<byte[]> proof, byte[] a, byte[] b) {
    if (a.length != Sha256.SIZE || b.length != Sha256.SIZE) {
      return false;
    }
    for (byte[] element : proof) {
      if (element.length != Sha256.SIZE) {
        return false;
      }
    }
    return true;
  }
}
