package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.server.config.SigilProperties.Role;
import dev.sigil.server.web.RequestThreadsTest;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import org.apache.catalina.connector.Connector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.servlet.context.ServletWebServerApplicationContext;

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

  /**
   * The fixed choice of web MVC on virtual threads holds for both ports, the vault connector Sigil
   * adds too; and an idle request thread runs the next request (RequestThreads).
   */
  @Test
  void bothPortsRunRequestsOnReusedVirtualThreads() throws InterruptedException {
    try (TestServer server = TestServer.start(dataDir, null)) {
      var web = (ServletWebServerApplicationContext) server.context();
      Connector[] connectors =
          ((TomcatWebServer) web.getWebServer()).getTomcat().getService().findConnectors();
      assertThat(connectors).hasSize(2);
      for (Connector connector : connectors) {
        Executor executor = connector.getProtocolHandler().getExecutor();
        Thread first = RequestThreadsTest.runOn(executor);
        assertThat(first.isVirtual()).as("port %d", connector.getLocalPort()).isTrue();
        RequestThreadsTest.awaitIdle(first);
        assertThat(RequestThreadsTest.runOn(executor))
            .as("port %d", connector.getLocalPort())
            .isSameAs(first);
      }
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
