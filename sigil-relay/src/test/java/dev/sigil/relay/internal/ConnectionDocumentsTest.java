package dev.sigil.relay.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Provider;
import dev.sigil.relay.api.Rehydration;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stored form of a connection: what is written comes back, and older documents still open. */
class ConnectionDocumentsTest {
  private static final TenantId ACME = new TenantId("acme");

  @TempDir Path dir;
  private TenantKeys keys;

  @BeforeEach
  void keys() {
    KeyHierarchy hierarchy =
        new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    keys = hierarchy.open(ACME, hierarchy.newTenantKeysets(ACME));
  }

  @Test
  void aConnectionComesBackAsWritten() {
    Connection c =
        new Connection(
            "support",
            Provider.OPENAI,
            URI.create("https://llm.example.org/v1"),
            null,
            Sensitive.of("sk-stored-1"),
            List.of("m"),
            "m",
            Set.of("support"),
            EnumSet.of(PiiClass.EMAIL),
            false,
            Duration.ofSeconds(30),
            Duration.ofMinutes(45),
            new Rehydration(true, Set.of(PiiClass.EMAIL)));
    String json = ConnectionDocuments.encode(ACME, c, keys);
    assertThat(json).contains("\"streamTimeoutMs\":2700000").doesNotContain("sk-stored-1");
    Connection back = ConnectionDocuments.decode(ACME, "support", json, keys);
    assertThat(back.streamTimeout()).isEqualTo(Duration.ofMinutes(45));
    assertThat(back.timeout()).isEqualTo(Duration.ofSeconds(30));
    assertThat(back.apiKey().reveal()).isEqualTo("sk-stored-1");
  }

  /** A document stored before streamTimeoutMs existed opens with the default stream timeout. */
  @Test
  void aDocumentWithoutAStreamTimeoutGetsTheDefault() {
    String stored =
        "{\"allowNonText\":false,\"deidentify\":[\"email\"],\"models\":[],\"provider\":\"echo\","
            + "\"purposes\":[\"*\"],\"rehydration\":{\"allowed\":false,\"classes\":[]},"
            + "\"timeoutMs\":600000}";
    Connection c = ConnectionDocuments.decode(ACME, "old", stored, keys);
    assertThat(c.streamTimeout()).isEqualTo(Connection.DEFAULT_STREAM_TIMEOUT);
    assertThat(c.timeout()).isEqualTo(Duration.ofMinutes(10));
  }
}
