package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code /readyz} reports the store, and reveals nothing about it. */
class ReadinessIT {
  @TempDir Path dataDir;

  @Test
  void notReadyWhenTheStoreIsGone() {
    try (TestServer server = TestServer.start(dataDir, null)) {
      assertThat(server.get("/readyz", null).statusCode()).isEqualTo(200);
      server.context().getBean(Database.class).close();
      var r = server.get("/readyz", null);
      assertThat(r.statusCode()).isEqualTo(503);
      assertThat(r.body()).isEqualTo("{\"status\":\"unavailable\"}");
      assertThat(server.get("/healthz", null).statusCode()).as("still alive").isEqualTo(200);
    }
  }
}
