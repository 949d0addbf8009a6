package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.server.config.SigilProperties.Role;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --role gateway|vault} opens only that role's listener (SPEC section 1). */
class RolesIT {
  @TempDir Path dataDir;

  @Test
  void vaultRoleOpensOnlyTheVaultPort() {
    try (TestServer server = TestServer.start(dataDir, null, "--sigil.role=vault")) {
      assertThat(server.port(Role.GATEWAY)).isEqualTo(-1);
      assertThat(server.port(Role.VAULT)).isPositive();
      var r = server.send(HttpRequest.newBuilder(server.vault("/readyz")).GET().build());
      assertThat(r.statusCode()).isEqualTo(200);
    }
  }

  @Test
  void gatewayRoleOpensOnlyTheGatewayPort() {
    try (TestServer server = TestServer.start(dataDir, null, "--sigil.role=gateway")) {
      assertThat(server.port(Role.VAULT)).isEqualTo(-1);
      assertThat(server.get("/readyz", null).statusCode()).isEqualTo(200);
    }
  }
}
