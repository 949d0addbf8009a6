package dev.sigil.audit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.audit.ChainBreak.Reason;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class HashChainTest {

  /** Pins the stored encoding: SHA-256("sigil-audit-chain-v1" || 0x00 || previous || event). */
  @Test
  void chainHashIsTheDocumentedEncoding() {
    byte[] event = CanonicalJson.serialize(Map.of("op", "tokenize"));
    byte[] expected =
        MerkleTreeTest.sha256(
            "sigil-audit-chain-v1".getBytes(StandardCharsets.US_ASCII),
            new byte[] {0},
            new byte[32],
            event);

    assertThat(HashChain.chainHash(HashChain.genesis(), event)).isEqualTo(expected);
    assertThat(HexFormat.of().formatHex(HashChain.genesis())).isEqualTo("00".repeat(32));
  }

  @Test
  void anIntactChainVerifiesAndReportsItsHead() {
    List<ChainEntry> chain = chain(new SplittableRandom(1), 10);

    ChainVerification result = HashChain.verify(chain.iterator());

    assertThat(result.valid()).isTrue();
    assertThat(result.events()).isEqualTo(10);
    assertThat(result.head()).isEqualTo(chain.get(9).storedHash());
    assertThat(HashChain.verify(List.<ChainEntry>of().iterator()).head())
        .isEqualTo(HashChain.genesis());
  }

  @Test
  void aSuffixVerifiesFromItsTrustedPredecessor() {
    List<ChainEntry> chain = chain(new SplittableRandom(2), 10);

    ChainVerification result =
        HashChain.verify(4, chain.get(3).storedHash(), chain.subList(4, 10).iterator());

    assertThat(result.valid()).isTrue();
    assertThat(result.events()).isEqualTo(6);
  }

  @Test
  void truncationAtTheEndShowsOnlyInTheHead() {
    List<ChainEntry> chain = chain(new SplittableRandom(3), 10);

    ChainVerification result = HashChain.verify(chain.subList(0, 9).iterator());

    assertThat(result.valid()).isTrue();
    assertThat(result.head()).isNotEqualTo(chain.get(9).storedHash());
  }

  enum Tamper {
    EDIT,
    EDIT_AND_REHASH,
    DELETE,
    DELETE_AND_RENUMBER,
    INSERT_AND_RENUMBER,
    DUPLICATE,
    MOVE,
    SWAP_AND_RENUMBER
  }

  static LongStream seeds() {
    return RandomCases.seeds(400);
  }

  /** Property: every kind of tampering at any position is found, at the right row. */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void tamperingIsDetectedAtTheFirstBrokenRow(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int n = random.nextInt(3, 120);
    List<ChainEntry> chain = chain(random, n);
    Tamper tamper = Tamper.values()[random.nextInt(Tamper.values().length)];
    int p = random.nextInt(n - 1);
    List<ChainEntry> rows = new ArrayList<>(chain);
    Expected expected = apply(tamper, rows, p, random);

    ChainVerification result = HashChain.verify(rows.iterator());

    assertThat(result.valid()).as("%s at %d of %d", tamper, p, n).isFalse();
    ChainBreak broken = result.firstBroken();
    assertThat(broken).isNotNull();
    assertThat(broken.position()).as("%s at %d", tamper, p).isEqualTo(expected.position());
    assertThat(broken.seq()).isEqualTo(rows.get((int) expected.position()).seq());
    assertThat(broken.reason()).as("%s at %d", tamper, p).isEqualTo(expected.reason());
    assertThat(result.events()).isEqualTo(expected.position());
  }

  record Expected(long position, Reason reason) {}

  private static Expected apply(Tamper tamper, List<ChainEntry> rows, int p, SplittableRandom r) {
    ChainEntry row = rows.get(p);
    switch (tamper) {
      case EDIT -> rows.set(p, new ChainEntry(row.seq(), edited(row), row.storedHash()));
      case EDIT_AND_REHASH -> {
        byte[] previous = p == 0 ? HashChain.genesis() : rows.get(p - 1).storedHash();
        byte[] event = edited(row);
        rows.set(p, new ChainEntry(row.seq(), event, HashChain.chainHash(previous, event)));
        return new Expected(p + 1, Reason.EDITED);
      }
      case DELETE -> {
        rows.remove(p);
        return new Expected(p, Reason.MISSING);
      }
      case DELETE_AND_RENUMBER -> {
        rows.remove(p);
        renumber(rows);
      }
      case INSERT_AND_RENUMBER -> {
        rows.add(p, new ChainEntry(p, event(r, -1), RandomCases.bytes(r, 32)));
        renumber(rows);
        return new Expected(p, Reason.INSERTED);
      }
      case DUPLICATE -> {
        rows.add(p + 1, row);
        return new Expected(p + 1, Reason.REORDERED);
      }
      case MOVE -> {
        Collections.swap(rows, p, r.nextInt(p + 1, rows.size()));
        return new Expected(p, Reason.REORDERED);
      }
      case SWAP_AND_RENUMBER -> {
        Collections.swap(rows, p, p + 1);
        renumber(rows);
        return new Expected(p, Reason.REORDERED);
      }
    }
    return new Expected(p, Reason.EDITED);
  }

  private static void renumber(List<ChainEntry> rows) {
    for (int i = 0; i < rows.size(); i++) {
      ChainEntry e = rows.get(i);
      rows.set(i, new ChainEntry(i, e.canonicalEvent(), e.storedHash()));
    }
  }

  private static byte[] edited(ChainEntry row) {
    Object event = CanonicalJson.parse(row.canonicalEvent());
    return CanonicalJson.serialize(Map.of("was", event == null ? "null" : event, "edited", true));
  }

  static List<ChainEntry> chain(SplittableRandom random, int n) {
    List<ChainEntry> chain = new ArrayList<>();
    byte[] previous = HashChain.genesis();
    for (int seq = 0; seq < n; seq++) {
      byte[] event = event(random, seq);
      byte[] hash = HashChain.chainHash(previous, event);
      chain.add(new ChainEntry(seq, event, hash));
      previous = hash;
    }
    return chain;
  }

  private static byte[] event(SplittableRandom random, long seq) {
    return CanonicalJson.serialize(
        Map.of(
            "seq",
            seq,
            "requestId",
            "req-" + random.nextInt(1_000_000),
            "detail",
            String.valueOf(CanonicalJsonTest.randomValue(random, 2))));
  }
}
