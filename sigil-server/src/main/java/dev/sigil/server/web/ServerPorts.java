package dev.sigil.server.web;

import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.config.SigilProperties.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import org.apache.catalina.connector.Connector;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.core.Ordered;

/**
 * Opens one listener per role (SPEC section 1): the gateway port and the vault port, both in one
 * process for {@code --role all}. Records the ports actually bound (tests ask for port 0). With
 * virtual threads, each port runs its requests on virtual threads that are reused while idle
 * ({@link RequestThreads}); this customizer runs after Spring Boot's, whose virtual thread per
 * request it replaces.
 */
public final class ServerPorts
    implements WebServerFactoryCustomizer<TomcatServletWebServerFactory>,
        ApplicationListener<WebServerInitializedEvent>,
        Ordered,
        AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(ServerPorts.class);

  private final SigilProperties properties;
  private final boolean virtualThreads;
  private final Map<Role, Integer> bound = new ConcurrentHashMap<>();
  private final List<ExecutorService> threads = new ArrayList<>();

  /**
   * @param virtualThreads {@code spring.threads.virtual.enabled}: both connectors run their
   *     requests on reused virtual threads
   */
  ServerPorts(SigilProperties properties, boolean virtualThreads) {
    this.properties = properties;
    this.virtualThreads = virtualThreads;
  }

  @Override
  public void customize(TomcatServletWebServerFactory factory) {
    Role role = properties.role();
    factory.setPort(role.servesGateway() ? properties.gatewayPort() : properties.vaultPort());
    if (virtualThreads) {
      ExecutorService first =
          requestThreads(role.servesGateway() ? "sigil-gateway-" : "sigil-vault-");
      factory.addProtocolHandlerCustomizers(handler -> handler.setExecutor(first));
    }
    try {
      factory.setAddress(java.net.InetAddress.getByName(properties.bindAddress()));
    } catch (java.net.UnknownHostException e) {
      throw new IllegalArgumentException("sigil.bind-address is not a valid address", e);
    }
    factory.addContextCustomizers(
        context -> {
          if (context.getParent() instanceof org.apache.catalina.core.StandardHost host) {
            host.setErrorReportValveClass(ProblemErrorReportValve.class.getName());
          }
        });
    if (role == Role.ALL) {
      Connector vault = new Connector(TomcatServletWebServerFactory.DEFAULT_PROTOCOL);
      vault.setPort(properties.vaultPort());
      vault.setProperty("address", properties.bindAddress());
      if (virtualThreads) {
        vault.getProtocolHandler().setExecutor(requestThreads("sigil-vault-"));
      }
      factory.addAdditionalConnectors(vault);
    }
  }

  private synchronized ExecutorService requestThreads(String prefix) {
    ExecutorService executor = RequestThreads.create(prefix);
    threads.add(executor);
    return executor;
  }

  /** After Spring Boot's customizers, so that its virtual thread executor is replaced. */
  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE;
  }

  /**
   * Lets the request threads end once their requests are done (the web server has stopped by the
   * time Spring closes this bean).
   */
  @Override
  public synchronized void close() {
    threads.forEach(ExecutorService::shutdown);
    threads.clear();
  }

  @Override
  public void onApplicationEvent(WebServerInitializedEvent event) {
    if (!(event.getWebServer() instanceof TomcatWebServer tomcat)) {
      return;
    }
    Connector[] connectors = tomcat.getTomcat().getService().findConnectors();
    Role role = properties.role();
    bound.put(role.servesGateway() ? Role.GATEWAY : Role.VAULT, connectors[0].getLocalPort());
    if (connectors.length > 1) {
      bound.put(Role.VAULT, connectors[1].getLocalPort());
    }
    log.info(
        "Sigil listening: gateway {}, vault {} on {}",
        bound.getOrDefault(Role.GATEWAY, -1),
        bound.getOrDefault(Role.VAULT, -1),
        properties.bindAddress());
  }

  /** The port bound for a role, or -1 when this process does not serve it. */
  public int port(Role role) {
    return bound.getOrDefault(role, -1);
  }
}
