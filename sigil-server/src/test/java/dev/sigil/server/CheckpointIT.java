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

      // a quiet log is checkpointed by the interval task
      server.context().getBean(AuditCheckpoints.class).checkpointMovedLogs();
      JsonNode later = Json.parse(server.get("/v1/audit/checkpoint", admin).body());
      assertThat(later.get("size").longValue()).isGreaterThan(5);
      assertThat(Base64.getDecoder().decode(later.get("publicKey").stringValue()))
          .as("one key per tenant")
          .isEqualTo(publicKey);
    }
  }
}
