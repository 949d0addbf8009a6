package dev.sigil.audit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The Merkle tree of RFC 9162 section 2.1 over a tenant's audit events: the tree head (MTH),
 * inclusion proofs (PATH) and consistency proofs (PROOF), and their verification.
 *
 * <p>Encoding (part of the stored format): leaf {@code i} is the canonical JSON ({@link
 * CanonicalJson#serialize}) of the event with {@code seq = i}, the same bytes the {@link HashChain}
 * hashes; {@code leafHash = SHA-256(0x00 || leaf)}, {@code nodeHash = SHA-256(0x01 || left ||
 * right)}, and the empty tree's head is {@code SHA-256()} of no bytes.
 *
 * <p>Generation reads leaf hashes through {@link LeafHashes} and recomputes inner nodes, so its
 * cost is linear in the tree size; verification needs only the proof and the heads ({@link
 * MerkleProofs}). Proof elements are listed from the leaf's level up, as in the RFC.
 */
public final class MerkleTree {
  /** The size of every hash here: 32 bytes. */
  public static final int HASH_SIZE = Sha256.SIZE;

  private static final byte LEAF_PREFIX = 0x00;
  private static final byte NODE_PREFIX = 0x01;

  private MerkleTree() {}

  /** {@code SHA-256(0x00 || leaf)}. */
  public static byte[] leafHash(byte[] leaf) {
    return Sha256.hashPrefixed(LEAF_PREFIX, leaf);
  }

  /** {@code SHA-256(0x01 || left || right)}; both must be 32 bytes. */
  public static byte[] nodeHash(byte[] left, byte[] right) {
    if (left.length != HASH_SIZE || right.length != HASH_SIZE) {
      throw new IllegalArgumentException("node children must be 32-byte hashes");
    }
    return Sha256.hashPrefixed(NODE_PREFIX, left, right);
  }

  /** The head of the empty tree, {@code SHA-256} of the empty string. */
  public static byte[] emptyRoot() {
    return Sha256.hash();
  }

  /** MTH of the first {@code size} leaves, {@code 0 <= size <= leaves.size()}. */
  public static byte[] root(LeafHashes leaves, long size) {
    checkSize(leaves, size);
    return size == 0 ? emptyRoot() : subtree(leaves, 0, size);
  }

  /**
   * PATH({@code index}, D[0:{@code size}]): the inclusion proof of leaf {@code index} in the tree
   * of the first {@code size} leaves, {@code 0 <= index < size <= leaves.size()}.
   */
  public static List<byte[]> inclusionProof(LeafHashes leaves, long index, long size) {
    checkSize(leaves, size);
    if (index < 0 || index >= size) {
      throw new IllegalArgumentException("leaf index must be in [0, size)");
    }
    List<byte[]> proof = new ArrayList<>();
    path(leaves, index, 0, size, proof);
    return Collections.unmodifiableList(proof);
  }

  /**
   * PROOF({@code oldSize}, D[0:{@code newSize}]): the consistency proof between the trees of the
   * first {@code oldSize} and {@code newSize} leaves, {@code 0 <= oldSize <= newSize}. Empty when
   * {@code oldSize} is 0 or equals {@code newSize} (cases the RFC leaves out; see {@link
   * MerkleProofs#verifyConsistency}).
   */
  public static List<byte[]> consistencyProof(LeafHashes leaves, long oldSize, long newSize) {
    checkSize(leaves, newSize);
    if (oldSize < 0 || oldSize > newSize) {
      throw new IllegalArgumentException("old size must be in [0, new size]");
    }
    List<byte[]> proof = new ArrayList<>();
    if (oldSize > 0 && oldSize < newSize) {
      subproof(leaves, oldSize, 0, newSize, true, proof);
    }
    return Collections.unmodifiableList(proof);
  }

  /** MTH(D[start:end]) for a non-empty range. */
  static byte[] subtree(LeafHashes leaves, long start, long end) {
    long n = end - start;
    if (n == 1) {
      return leaves.leafHash(start);
    }
    long k = largestPowerOfTwoBelow(n);
    return nodeHash(subtree(leaves, start, start + k), subtree(leaves, start + k, end));
  }

  /** The largest power of two strictly less than {@code n}, for {@code n >= 2}. */
  static long largestPowerOfTwoBelow(long n) {
    return Long.highestOneBit(n - 1);
  }

  /** RFC 9162 2.1.3.1, appending PATH(m, D[start:end]) to {@code proof}, m relative to start. */
  private static void path(LeafHashes leaves, long m, long start, long end, List<byte[]> proof) {
    long n = end - start;
    if (n <= 1) {
      return;
    }
    long k = largestPowerOfTwoBelow(n);
    if (m < k) {
      path(leaves, m, start, start + k, proof);
      proof.add(subtree(leaves, start + k, end));
    } else {
      path(leaves, m - k, start + k, end, proof);
      proof.add(subtree(leaves, start, start + k));
    }
  }

  /** RFC 9162 2.1.4.1, appending SUBPROOF(m, D[start:end], b) to {@code proof}. */
  private static void subproof(
      LeafHashes leaves, long m, long start, long end, boolean b, List<byte[]> proof) {
    long n = end - start;
    if (m == n) {
      if (!b) {
        proof.add(subtree(leaves, start, end));
      }
      return;
    }
    long k = largestPowerOfTwoBelow(n);
    if (m <= k) {
      subproof(leaves, m, start, start + k, b, proof);
      proof.add(subtree(leaves, start + k, end));
    } else {
      subproof(leaves, m - k, start + k, end, false, proof);
      proof.add(subtree(leaves, start, start + k));
    }
  }

  private static void checkSize(LeafHashes leaves, long size) {
    if (size < 0 || size > leaves.size()) {
      throw new IllegalArgumentException("tree size must be in [0, number of leaves]");
    }
  }
}
