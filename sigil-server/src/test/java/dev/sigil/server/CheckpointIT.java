package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.audit.CanonicalJson;
import dev.sigil.audit.Checkpoint;
import dev.sigil.audit.CheckpointNotes;
import dev.sigil.audit.LeafHashes;
import dev.sigil.audit.MerkleTree;
import dev.sigil.crypto.Ed25519NoteKeys;
import dev.sigil.server.audit.AuditCheckpoints;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Signed checkpoints (SPEC section 9): every N events, signed with the tenant's Ed25519 key in the
 * C2SP note format; the root is the RFC 9162 root of the exported events.
 */
class CheckpointIT {
  @TempDir Path dataDir;

  @Test
  void everyNEventsASignedCheckpointCoversTheLog() throws Exception {
    try (TestServer server =
        TestServer.start(
            dataDir,
            null,
            "--sigil.audit.checkpoint-every=5",
            "--sigil.audit.checkpoint-interval=1h")) {
      String admin = server.bootstrapToken();
      assertThat(server.get("/v1/audit/checkpoint", admin).statusCode()).isEqualTo(404);
      for (int i = 0; i < 7; i++) {
        server.get("/v1/credentials/self", admin);
      }
      HttpResponse<String> r = server.get("/v1/audit/checkpoint", admin);
      assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
      JsonNode c = Json.parse(r.body());
      assertThat(c.get("size").longValue()).isEqualTo(5);
      byte[] publicKey = Base64.getDecoder().decode(c.get("publicKey").stringValue());
      Checkpoint opened =
          CheckpointNotes.open(
              c.get("note").stringValue(),
              Ed25519NoteKeys.verifier(c.get("keyName").stringValue(), publicKey));
      assertThat(opened.origin()).isEqualTo("sigil/audit/default");
      assertThat(opened.size()).isEqualTo(5);

      List<byte[]> leaves = new ArrayList<>();
      for (String line : server.get("/v1/audit/export", admin).body().split("\n")) {
        JsonNode event = Json.parse(line).get("event");
        if (event != null) {
          Object parsed = CanonicalJson.parse(event.toString().getBytes(StandardCharsets.UTF_8));
          leaves.add(MerkleTree.leafHash(CanonicalJson.serialize(parsed)));
        }
      }
      assertThat(opened.rootHash()).isEqualTo(MerkleTree.root(LeafHashes.of(leaves), 5));

      // an inclusion proof of the third request's event against the signed size-5 root
      HttpResponse<String> third = server.get("/v1/credentials/self", admin);
      String thirdId = third.headers().firstValue("X-Request-Id").orElseThrow();
      JsonNode lateProof =
          Json.parse(server.get("/v1/audit/proofs/inclusion?requestId=" + thirdId, admin).body());
      assertThat(lateProof.get("size").longValue()).isGreaterThan(5);
      String early = eventRequestId(server, admin, 2);
      JsonNode inclusion =
          Json.parse(
              server
                  .get("/v1/audit/proofs/inclusion?requestId=" + early + "&size=5", admin)
                  .body());
      assertThat(
              dev.sigil.audit.MerkleProofs.verifyInclusion(
                  inclusion.get("seq").longValue(),
                  5,
                  b64(inclusion.get("leafHash")),
                  proof(inclusion),
                  opened.rootHash()))
          .as("the event is in the signed log")
          .isTrue();
      assertThat(
              dev.sigil.audit.MerkleProofs.verifyInclusion(
                  inclusion.get("seq").longValue(),
                  5,
                  MerkleTree.leafHash(new byte[] {1}),
                  proof(inclusion),
                  opened.rootHash()))
          .isFalse();
      JsonNode consistency =
          Json.parse(server.get("/v1/audit/proofs/consistency?from=5&to=9", admin).body());
      assertThat(b64(consistency.get("fromRoot"))).isEqualTo(opened.rootHash());
      assertThat(
              dev.sigil.audit.MerkleProofs.verifyConsistency(
                  5, 9, opened.rootHash(), b64(consistency.get("toRoot")), proof(consistency)))
          .isTrue();
      assertThat(server.get("/v1/audit/proofs/consistency?from=9&to=5", admin).statusCode())
          .isEqualTo(422);

      // the export bundle carries the checkpoints and the key; the offline verifier checks them
      java.nio.file.Path bundle =
          java.nio.file.Files.writeString(
              dataDir.resolveSibling(dataDir.getFileName() + ".jsonl"),
              server.get("/v1/audit/export", admin).body());
      var out = new java.io.ByteArrayOutputStream();
      var print = new java.io.PrintStream(out, true, StandardCharsets.UTF_8);
      try {
        assertThat(
                dev.sigil.audit.bundle.VerifyBundle.run(
                    new String[] {bundle.toString()}, print, print, Ed25519NoteKeys::verifier))
            .as(out.toString())
            .isZero();
        assertThat(out.toString()).containsPattern("checkpoints: [1-9][0-9]* verified");
      } finally {
        java.nio.file.Files.deleteIfExists(bundle);
      }

      // a quiet log is checkpointed by the interval task
      server.context().getBean(AuditCheckpoints.class).checkpointMovedLogs();
      JsonNode later = Json.parse(server.get("/v1/audit/checkpoint", admin).body());
      assertThat(later.get("size").longValue()).isGreaterThan(5);
      assertThat(Base64.getDecoder().decode(later.get("publicKey").stringValue()))
          .as("one key per tenant")
          .isEqualTo(publicKey);
    }
  }

  private static byte[] b64(JsonNode node) {
    return Base64.getDecoder().decode(node.stringValue());
  }

  private static List<byte[]> proof(JsonNode answer) {
    return answer.get("proof").valueStream().map(CheckpointIT::b64).toList();
  }

  private static String eventRequestId(TestServer server, String admin, long seq) {
    for (String line : server.get("/v1/audit/export", admin).body().split("\n")) {
      JsonNode node = Json.parse(line);
      if (node.has("seq") && node.get("seq").longValue() == seq) {
        return node.get("event").get("requestId").stringValue();
      }
    }
    throw new AssertionError("no event " + seq);
  }
}
