package dev.sigil.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Known answers and exhaustive small trees; the random properties are in {@link MerkleProofsTest}.
 */
class MerkleTreeTest {
  /** The leaves of the RFC 6962 test vectors (certificate-transparency's merkle_tree_test). */
  static final List<String> CT_LEAVES =
      List.of(
          "",
          "00",
          "10",
          "2021",
          "3031",
          "40414243",
          "5051525354555657",
          "606162636465666768696a6b6c6d6e6f");

  static final List<String> CT_ROOTS =
      List.of(
          "6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
          "fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
          "aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
          "d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
          "4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
          "76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
          "ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
          "5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328");

  @Test
  void emptyTreeHeadIsTheHashOfNothing() {
    assertThat(HexFormat.of().formatHex(MerkleTree.root(LeafHashes.of(List.of()), 0)))
        .isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  }

  @Test
  void rootsMatchTheRfc6962TestVectorsAndANaiveMth() {
    List<byte[]> leaves = new ArrayList<>();
    for (String leaf : CT_LEAVES) {
      leaves.add(HexFormat.of().parseHex(leaf));
    }
    LeafHashes hashes = LeafHashes.of(leaves.stream().map(MerkleTree::leafHash).toList());

    for (int n = 0; n <= 8; n++) {
      byte[] root = MerkleTree.root(hashes, n);
      assertThat(root).as("size %d", n).isEqualTo(naiveMth(leaves.subList(0, n)));
      if (n > 0) {
        assertThat(HexFormat.of().formatHex(root)).as("size %d", n).isEqualTo(CT_ROOTS.get(n - 1));
      }
    }
  }

  @Test
  void everyInclusionAndConsistencyProofUpTo64Verifies() {
    List<byte[]> leaves = leaves(64);
    LeafHashes hashes = LeafHashes.of(leaves.stream().map(MerkleTree::leafHash).toList());
    List<byte[]> roots = new ArrayList<>();
    for (int n = 0; n <= 64; n++) {
      roots.add(naiveMth(leaves.subList(0, n)));
    }
    for (int n = 1; n <= 64; n++) {
      for (int i = 0; i < n; i++) {
        List<byte[]> proof = MerkleTree.inclusionProof(hashes, i, n);
        assertThat(MerkleProofs.verifyInclusion(i, n, hashes.leafHash(i), proof, roots.get(n)))
            .as("inclusion of %d in %d", i, n)
            .isTrue();
      }
      for (int m = 0; m <= n; m++) {
        List<byte[]> proof = MerkleTree.consistencyProof(hashes, m, n);
        assertThat(MerkleProofs.verifyConsistency(m, n, roots.get(m), roots.get(n), proof))
            .as("consistency %d -> %d", m, n)
            .isTrue();
      }
    }
  }

  /** RFC 9162 2.1.4.1's example tree of 7 leaves: PROOF(3, D[7]) = [c, d, g, l]. */
  @Test
  void consistencyProofHasTheRfcShape() {
    List<byte[]> leaves = leaves(7);
    LeafHashes hashes = LeafHashes.of(leaves.stream().map(MerkleTree::leafHash).toList());
    byte[] c = hashes.leafHash(2);
    byte[] d = hashes.leafHash(3);
    byte[] g = naiveMth(leaves.subList(0, 2));
    byte[] l = naiveMth(leaves.subList(4, 7));

    assertThat(MerkleTree.consistencyProof(hashes, 3, 7)).containsExactly(c, d, g, l);
    assertThat(MerkleTree.consistencyProof(hashes, 4, 7)).containsExactly(l);
    assertThat(MerkleTree.inclusionProof(hashes, 3, 7)).containsExactly(c, g, l).hasSize(3);
  }

  static List<byte[]> leaves(int n) {
    List<byte[]> leaves = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      leaves.add(("{\"seq\":" + i + "}").getBytes(StandardCharsets.UTF_8));
    }
    return leaves;
  }

  /** MTH straight from RFC 9162 2.1.1, on raw leaves, with its own hashing. */
  static byte[] naiveMth(List<byte[]> d) {
    int n = d.size();
    if (n == 0) {
      return sha256(new byte[0]);
    }
    if (n == 1) {
      return sha256(new byte[] {0}, d.get(0));
    }
    int k = 1;
    while (k * 2 < n) {
      k *= 2;
    }
    return sha256(new byte[] {1}, naiveMth(d.subList(0, k)), naiveMth(d.subList(k, n)));
  }

  static byte[] sha256(byte[]... parts) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (byte[] part : parts) {
        digest.update(part);
      }
      return digest.digest();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }
}
