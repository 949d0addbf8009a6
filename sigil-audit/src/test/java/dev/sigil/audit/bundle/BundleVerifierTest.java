package dev.sigil.audit.bundle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.audit.CanonicalJson;
import dev.sigil.audit.HashChain;
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

  /** A bundle of n events as the service exports it. */
  private static List<String> bundle(int n) {
    List<String> lines = new ArrayList<>();
    byte[] previous = HashChain.genesis();
    List<String> events = new ArrayList<>();
    for (int seq = 0; seq < n; seq++) {
      byte[] event =
          CanonicalJson.serialize(
              Map.of(
                  "seq", seq, "requestId", "req-" + seq, "operation", "GET /v1/x", "status", 200));
      byte[] hash = HashChain.chainHash(previous, event);
      events.add(new String(Bundle.eventLine(seq, hash, event), StandardCharsets.UTF_8).strip());
      previous = hash;
    }
    lines.add(new String(Bundle.headerLine("acme", n, previous), StandardCharsets.UTF_8).strip());
    lines.addAll(events);
    return lines;
  }

  private static BundleVerifier.Result verify(List<String> lines) throws Exception {
    return BundleVerifier.verify(
        new BufferedReader(new StringReader(String.join("\n", lines) + "\n")));
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
  void theCommandAnswersWithItsExitCode(@TempDir Path dir) throws Exception {
    Path good = Files.write(dir.resolve("good.jsonl"), bundle(5));
    List<String> tampered = bundle(5);
    tampered.set(3, tampered.get(3).replace("GET /v1/x", "GET /v1/y"));
    Path bad = Files.write(dir.resolve("bad.jsonl"), tampered);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
    assertThat(VerifyBundle.run(new String[] {good.toString()}, print, print)).isZero();
    assertThat(VerifyBundle.run(new String[] {bad.toString()}, print, print)).isEqualTo(1);
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("first broken: seq 2 (request req-2)");
    assertThat(VerifyBundle.run(new String[] {dir.resolve("none").toString()}, print, print))
        .isEqualTo(2);
  }
}
