package dev.sigil.audit.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.audit.CanonicalJson;
import dev.sigil.audit.Checkpoint;
import dev.sigil.audit.CheckpointNotes;
import dev.sigil.audit.HashChain;
import dev.sigil.audit.LeafHashes;
import dev.sigil.audit.MerkleTree;
import dev.sigil.crypto.Ed25519NoteKeys;
import dev.sigil.crypto.Ed25519NoteSigner;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleVerifierTest {
  private static final Ed25519NoteSigner SIGNER = Ed25519NoteKeys.generate("sigil/audit/acme");

  /** A bundle of n events as the service exports it (header and event lines). */
  private static List<String> bundle(int n) {
    List<String> events = new ArrayList<>();
    for (int seq = 0; seq < n; seq++) {
      events.add(
          "{\"event\":"
              + CanonicalJson.toJson(
                  Map.of(
                      "seq",
                      seq,
                      "requestId",
                      "req-" + seq,
                      "operation",
                      "GET /v1/x",
                      "status",
                      200))
              + ",\"seq\":"
              + seq
              + "}");
    }
    return rehash(events);
  }

  /**
   * Computes every chain hash and the header from the events, as the service (or a forger) would.
   */
  private static List<String> rehash(List<String> eventLines) {
    List<String> out = new ArrayList<>();
    byte[] previous = HashChain.genesis();
    for (String line : eventLines) {
      Map<?, ?> m = (Map<?, ?>) CanonicalJson.parse(line.getBytes(StandardCharsets.UTF_8));
      byte[] event = CanonicalJson.serialize(m.get("event"));
      long seq = ((Number) m.get("seq")).longValue();
      previous = HashChain.chainHash(previous, event);
      out.add(text(Bundle.eventLine(seq, previous, event)));
    }
    out.addFirst(
        text(
            Bundle.headerLine("acme", out.size(), previous, SIGNER.keyName(), SIGNER.publicKey())));
    return out;
  }

  /** A signed checkpoint line of the first {@code size} events of {@code bundle}. */
  private static String checkpoint(List<String> bundle, int size) {
    List<byte[]> leaves = new ArrayList<>();
    for (String line : bundle.subList(1, 1 + size)) {
      Object event =
          ((Map<?, ?>) CanonicalJson.parse(line.getBytes(StandardCharsets.UTF_8))).get("event");
      leaves.add(MerkleTree.leafHash(CanonicalJson.serialize(event)));
    }
    byte[] root = MerkleTree.root(LeafHashes.of(leaves), size);
    return text(
        Bundle.checkpointLine(
            CheckpointNotes.sign(new Checkpoint("sigil/audit/acme", size, root), SIGNER)));
  }

  private static String text(byte[] line) {
    return new String(line, StandardCharsets.UTF_8).strip();
  }

  private static BundleVerifier.Result verify(List<String> lines) throws Exception {
    return BundleVerifier.verify(
        new BufferedReader(new StringReader(String.join("\n", lines) + "\n")),
        Ed25519NoteKeys::verifier);
  }

  @Test
  void anIntactBundleVerifies() throws Exception {
    BundleVerifier.Result r = verify(bundle(20));
    assertThat(r.valid()).isTrue();
    assertThat(r.events()).isEqualTo(20);
  }

  @Test
  void editingDeletingInsertingOrReorderingIsLocated() throws Exception {
    List<String> edited = bundle(20);
    edited.set(8, edited.get(8).replace("\"status\":200", "\"status\":201"));
    BundleVerifier.Result e = verify(edited);
    assertThat(e.valid()).isFalse();
    assertThat(e.brokenSeq()).isEqualTo(7L);
    assertThat(e.brokenRequestId()).isEqualTo("req-7");

    List<String> deleted = bundle(20);
    deleted.remove(12);
    BundleVerifier.Result d = verify(deleted);
    assertThat(d.brokenSeq()).as("the first event after the hole").isEqualTo(12L);
    assertThat(d.reason()).isEqualTo("missing");

    List<String> swapped = bundle(20);
    String five = swapped.get(6);
    swapped.set(6, swapped.get(7));
    swapped.set(7, five);
    assertThat(verify(swapped).valid()).isFalse();
    assertThat(verify(swapped).brokenSeq()).as("the first event out of place").isEqualTo(6L);

    List<String> truncated = bundle(20);
    truncated.remove(truncated.size() - 1);
    BundleVerifier.Result t = verify(truncated);
    assertThat(t.valid()).as("the header says 20 events").isFalse();
    assertThat(t.reason()).isEqualTo("missing");
  }

  @Test
  void signedCheckpointsAreCheckedAgainstTheEvents() throws Exception {
    List<String> lines = bundle(12);
    lines.add(checkpoint(lines, 5));
    lines.add(checkpoint(lines, 12));
    BundleVerifier.Result ok = verify(lines);
    assertThat(ok.valid()).as(String.valueOf(ok)).isTrue();
    assertThat(ok.checkpoints()).isEqualTo(2);

    List<String> forged = new ArrayList<>(lines);
    Ed25519NoteSigner other = Ed25519NoteKeys.generate("sigil/audit/acme");
    forged.add(
        text(
            Bundle.checkpointLine(
                CheckpointNotes.sign(new Checkpoint("sigil/audit/acme", 3, new byte[32]), other))));
    assertThat(verify(forged).valid()).as("signed by another key").isFalse();

    // a forger rewrites an event and every hash after it: the chain verifies on its own, but no
    // longer matches the checkpoint signed before
    List<String> honest = bundle(12);
    String signedBefore = checkpoint(honest, 5);
    List<String> events = new ArrayList<>(honest.subList(1, honest.size()));
    events.set(2, events.get(2).replace("GET /v1/x", "GET /v1/z"));
    List<String> rewritten = rehash(events);
    rewritten.add(signedBefore);
    BundleVerifier.Result caught = verify(rewritten);
    assertThat(caught.valid()).isFalse();
    assertThat(caught.reason()).contains("checkpoint of size 5");
  }

  @Test
  void theCommandAnswersWithItsExitCode(@TempDir Path dir) throws Exception {
    Path good = Files.write(dir.resolve("good.jsonl"), bundle(5));
    List<String> tampered = bundle(5);
    tampered.set(3, tampered.get(3).replace("GET /v1/x", "GET /v1/y"));
    Path bad = Files.write(dir.resolve("bad.jsonl"), tampered);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
    assertThat(
            VerifyBundle.run(
                new String[] {good.toString()}, print, print, Ed25519NoteKeys::verifier))
        .isZero();
    assertThat(
            VerifyBundle.run(
                new String[] {bad.toString()}, print, print, Ed25519NoteKeys::verifier))
        .isEqualTo(1);
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("first broken: seq 2 (request req-2)");
    assertThat(
            VerifyBundle.run(
                new String[] {dir.resolve("none").toString()},
                print,
                print,
                Ed25519NoteKeys::verifier))
        .isEqualTo(2);
  }
}
