package dev.sigil.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompactRangeTest {
  @Test
  void itsRootEqualsTheTreeRootAtEverySize() {
    List<byte[]> leaves = new ArrayList<>();
    byte[] range = new byte[0];
    assertThat(CompactRange.root(range)).isEqualTo(MerkleTree.emptyRoot());
    for (int n = 0; n < 300; n++) {
      byte[] leaf = MerkleTree.leafHash(("leaf " + n).getBytes(StandardCharsets.UTF_8));
      range = CompactRange.append(range, n, leaf);
      leaves.add(leaf);
      assertThat(CompactRange.root(range))
          .as("size %d", n + 1)
          .isEqualTo(MerkleTree.root(LeafHashes.of(leaves), leaves.size()));
      assertThat(range.length).isEqualTo(Long.bitCount(n + 1) * MerkleTree.HASH_SIZE);
    }
  }

  @Test
  void aRangeThatDoesNotMatchItsSizeIsRefused() {
    byte[] one = CompactRange.append(new byte[0], 0, MerkleTree.leafHash(new byte[] {1}));
    assertThatThrownBy(() -> CompactRange.append(one, 3, MerkleTree.leafHash(new byte[] {2})))
        .isInstanceOf(AuditDataException.class);
    assertThatThrownBy(() -> CompactRange.root(new byte[5])).isInstanceOf(AuditDataException.class);
  }
}
