package dev.sigil.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties over random trees of 1..2000 leaves: valid proofs verify, and no mutation of a proof,
 * a head, a leaf, an index or a size is accepted.
 */
class MerkleProofsTest {
  static final int MAX_SIZE = 2000;
  static final LeafHashes LEAVES =
      LeafHashes.of(MerkleTreeTest.leaves(MAX_SIZE).stream().map(MerkleTree::leafHash).toList());

  static LongStream seeds() {
    return RandomCases.seeds(250);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void inclusionProofsVerifyAndMutationsDoNot(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long n = random.nextLong(1, MAX_SIZE + 1);
    long i = random.nextLong(n);
    byte[] leaf = LEAVES.leafHash(i);
    byte[] root = MerkleTree.root(LEAVES, n);
    List<byte[]> proof = MerkleTree.inclusionProof(LEAVES, i, n);

    assertThat(MerkleProofs.verifyInclusion(i, n, leaf, proof, root)).isTrue();
    for (List<byte[]> mutated : mutations(proof, random)) {
      assertThat(MerkleProofs.verifyInclusion(i, n, leaf, mutated, root)).isFalse();
    }
    int bit = random.nextInt(256);
    assertThat(MerkleProofs.verifyInclusion(i, n, RandomCases.flipBit(leaf, bit), proof, root))
        .isFalse();
    assertThat(MerkleProofs.verifyInclusion(i, n, leaf, proof, RandomCases.flipBit(root, bit)))
        .isFalse();
    long otherIndex = (i + random.nextLong(1, n + 1)) % (n + 1);
    assertThat(MerkleProofs.verifyInclusion(otherIndex, n, leaf, proof, root)).isFalse();
    assertThat(MerkleProofs.verifyInclusion(-1, n, leaf, proof, root)).isFalse();
    assertOtherSizesReject(
        n,
        random,
        m -> MerkleProofs.verifyInclusion(i, m, leaf, proof, MerkleTree.root(LEAVES, m)),
        m -> i < m && sameProofs(proof, MerkleTree.inclusionProof(LEAVES, i, m)));
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void consistencyProofsVerifyAndMutationsDoNot(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long n = random.nextLong(1, MAX_SIZE + 1);
    long m = random.nextInt(10) == 0 ? n : random.nextLong(1, n + 1);
    byte[] oldRoot = MerkleTree.root(LEAVES, m);
    byte[] newRoot = MerkleTree.root(LEAVES, n);
    List<byte[]> proof = MerkleTree.consistencyProof(LEAVES, m, n);

    assertThat(MerkleProofs.verifyConsistency(m, n, oldRoot, newRoot, proof)).isTrue();
    for (List<byte[]> mutated : mutations(proof, random)) {
      assertThat(MerkleProofs.verifyConsistency(m, n, oldRoot, newRoot, mutated)).isFalse();
    }
    int bit = random.nextInt(256);
    assertThat(
            MerkleProofs.verifyConsistency(m, n, RandomCases.flipBit(oldRoot, bit), newRoot, proof))
        .isFalse();
    assertThat(
            MerkleProofs.verifyConsistency(m, n, oldRoot, RandomCases.flipBit(newRoot, bit), proof))
        .isFalse();
    assertOtherSizesReject(
        n,
        random,
        other ->
            MerkleProofs.verifyConsistency(
                m, other, oldRoot, MerkleTree.root(LEAVES, other), proof),
        other -> m <= other && sameProofs(proof, MerkleTree.consistencyProof(LEAVES, m, other)));
    assertOtherSizesReject(
        m,
        random,
        other ->
            MerkleProofs.verifyConsistency(
                other, n, MerkleTree.root(LEAVES, other), newRoot, proof),
        other ->
            other <= n
                && (other == 0 ? proof.isEmpty() : sameProofs(proof, consistency(other, n))));
  }

  /** Every bit of every element, on one tree, rather than a random bit per element. */
  @Test
  void everySingleBitFlipOfAProofIsRejected() {
    long n = 1337;
    long i = 1000;
    byte[] root = MerkleTree.root(LEAVES, n);
    List<byte[]> inclusion = MerkleTree.inclusionProof(LEAVES, i, n);
    List<byte[]> consistency = MerkleTree.consistencyProof(LEAVES, 777, n);
    byte[] oldRoot = MerkleTree.root(LEAVES, 777);

    for (int e = 0; e < inclusion.size(); e++) {
      for (int bit = 0; bit < 256; bit++) {
        List<byte[]> mutated =
            withElement(inclusion, e, RandomCases.flipBit(inclusion.get(e), bit));
        assertThat(MerkleProofs.verifyInclusion(i, n, LEAVES.leafHash(i), mutated, root)).isFalse();
      }
    }
    for (int e = 0; e < consistency.size(); e++) {
      for (int bit = 0; bit < 256; bit++) {
        List<byte[]> mutated =
            withElement(consistency, e, RandomCases.flipBit(consistency.get(e), bit));
        assertThat(MerkleProofs.verifyConsistency(777, n, oldRoot, root, mutated)).isFalse();
      }
    }
  }

  @Test
  void consistencyFromTheEmptyTreeNeedsTheEmptyHeadAndNoProof() {
    byte[] root = MerkleTree.root(LEAVES, 5);
    byte[] empty = MerkleTree.emptyRoot();

    assertThat(MerkleProofs.verifyConsistency(0, 5, empty, root, List.of())).isTrue();
    assertThat(MerkleProofs.verifyConsistency(0, 5, root, root, List.of())).isFalse();
    assertThat(MerkleProofs.verifyConsistency(0, 5, empty, root, List.of(root))).isFalse();
    assertThat(MerkleProofs.verifyConsistency(6, 5, root, root, List.of())).isFalse();
  }

  /**
   * Sizes other than {@code size}, each with the true head of that size, must fail unless the
   * generator itself gives the same proof for that size (then the proof is simply valid there).
   */
  private static void assertOtherSizesReject(
      long size, SplittableRandom random, Predicate<Long> verifies, Predicate<Long> legitimate) {
    List<Long> others = new ArrayList<>(List.of(size - 1, size + 1));
    others.add(random.nextLong(0, MAX_SIZE + 1));
    for (long other : others) {
      if (other < 0 || other > MAX_SIZE || other == size) {
        continue;
      }
      assertThat(verifies.test(other))
          .as("size %d instead of %d", other, size)
          .isEqualTo(legitimate.test(other));
    }
  }

  /** Each element with one random bit flipped, and the proof truncated and extended. */
  private static List<List<byte[]>> mutations(List<byte[]> proof, SplittableRandom random) {
    List<List<byte[]>> mutations = new ArrayList<>();
    for (int e = 0; e < proof.size(); e++) {
      byte[] flipped = RandomCases.flipBit(proof.get(e), random.nextInt(256));
      mutations.add(withElement(proof, e, flipped));
    }
    if (!proof.isEmpty()) {
      mutations.add(proof.subList(0, proof.size() - 1));
      mutations.add(proof.subList(1, proof.size()));
    }
    List<byte[]> extended = new ArrayList<>(proof);
    extended.add(RandomCases.bytes(random, 32));
    mutations.add(extended);
    List<byte[]> prepended = new ArrayList<>(proof);
    prepended.add(0, RandomCases.bytes(random, 32));
    mutations.add(prepended);
    return mutations;
  }

  private static List<byte[]> withElement(List<byte[]> proof, int index, byte[] element) {
    List<byte[]> copy = new ArrayList<>(proof);
    copy.set(index, element);
    return copy;
  }

  private static List<byte[]> consistency(long m, long n) {
    return MerkleTree.consistencyProof(LEAVES, m, n);
  }

  private static boolean sameProofs(List<byte[]> a, List<byte[]> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int k = 0; k < a.size(); k++) {
      if (!Sha256.equal(a.get(k), b.get(k))) {
        return false;
      }
    }
    return true;
  }
}
