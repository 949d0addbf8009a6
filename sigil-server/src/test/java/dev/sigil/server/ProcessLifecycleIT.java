package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * What only a real process shows: durability across {@code kill -9}, graceful shutdown on SIGTERM,
 * restart with the same data directory, and start-up refusing a bad configuration.
 */
class ProcessLifecycleIT {
  /** Request ids of the acknowledged writes of the current test. */
  /** The checks after a restart send hundreds of requests with one credential. */
  private static final Map<String, String> UNLIMITED =
      Map.of("SIGIL_LIMITS_RATE_PER_SECOND", "1000000", "SIGIL_LIMITS_RATE_BURST", "1000000");

  private static final ConcurrentLinkedQueue<String> ACKNOWLEDGED_REQUESTS =
      new ConcurrentLinkedQueue<>();

  @TempDir Path dataDir;

  private static HttpResponse<String> createCredential(ServiceProcess p, String admin, int n)
      throws IOException, InterruptedException {
    return ServiceProcess.send(
        HttpRequest.newBuilder(p.uri("/v1/admin/credentials"))
            .header("Authorization", "Bearer " + admin)
            .header("Content-Type", "application/json")
            .POST(
                HttpRequest.BodyPublishers.ofString(
                    "{\"name\":\"load-" + n + "\",\"scopes\":[\"audit:read\"]}"))
            .build());
  }

  private static boolean refusedByContainer(HttpResponse<String> r) {
    return r.statusCode() == 400 && r.body().contains("\"detail\":\"The request was refused.\"");
  }

  private static HttpResponse<String> get(ServiceProcess p, String token, String path)
      throws Exception {
    return ServiceProcess.send(
        HttpRequest.newBuilder(p.uri(path))
            .header("Authorization", "Bearer " + token)
            .GET()
            .build());
  }

  private static int self(ServiceProcess p, String token) throws Exception {
    return ServiceProcess.send(
            HttpRequest.newBuilder(p.uri("/v1/credentials/self"))
                .header("Authorization", "Bearer " + token)
                .GET()
                .build())
        .statusCode();
  }

  /** Writes from 8 clients until stopped; collects the tokens of acknowledged (201) writes. */
  private static List<String> writeUntil(
      ServiceProcess p, String admin, Runnable stop, AtomicInteger failures) throws Exception {
    ConcurrentLinkedQueue<String> acknowledged = new ConcurrentLinkedQueue<>();
    AtomicBoolean running = new AtomicBoolean(true);
    AtomicInteger counter = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(8);
    for (int t = 0; t < 8; t++) {
      pool.submit(
          () -> {
            while (running.get()) {
              try {
                HttpResponse<String> r = createCredential(p, admin, counter.incrementAndGet());
                if (r.statusCode() == 201) {
                  acknowledged.add(Json.parse(r.body()).get("token").stringValue());
                  ACKNOWLEDGED_REQUESTS.add(r.headers().firstValue("X-Request-Id").orElseThrow());
                } else if (r.statusCode() == 503 || refusedByContainer(r)) {
                  // refused while shutting down: not acknowledged, nothing written (Tomcat
                  // answers 400 itself for a request whose bytes the closing socket cut)
                } else if (r.statusCode() != 429) {
                  System.err.println("unexpected answer " + r.statusCode() + " " + r.body());
                  failures.incrementAndGet();
                }
              } catch (IOException connectionLost) {
                // the process died or stopped accepting: not acknowledged, so not expected to
                // persist
              }
            }
            return null;
          });
    }
    Thread.sleep(1500);
    stop.run();
    Thread.sleep(300);
    running.set(false);
    pool.shutdown();
    assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    return List.copyOf(acknowledged);
  }

  @BeforeEach
  void forgetAcknowledged() {
    ACKNOWLEDGED_REQUESTS.clear();
  }

  @Test
  void killMinus9LosesNoAcknowledgedWriteAndRestartKeepsCredentialsAndKeys() throws Exception {
    String admin;
    List<String> acknowledged;
    byte[] rootKeyset;
    try (ServiceProcess p = ServiceProcess.start(dataDir, UNLIMITED)) {
      assertThat(p.output()).contains("admin token for tenant 'default'");
      admin = Files.readString(dataDir.resolve("bootstrap-token")).trim();
      assertThat(p.output()).contains(admin).contains("must hold the root key in a KMS");
      rootKeyset = Files.readAllBytes(dataDir.resolve("root-keyset.json"));
      AtomicInteger failures = new AtomicInteger();
      acknowledged = writeUntil(p, admin, p.process::destroyForcibly, failures);
      assertThat(p.process.waitFor(10, TimeUnit.SECONDS)).isTrue();
      assertThat(failures.get()).isZero();
      String log = p.output();
      for (String token : acknowledged) {
        assertThat(log).as("no issued token in the log").doesNotContain(token.substring(26));
      }
    }
    assertThat(acknowledged).hasSizeGreaterThan(10);

    try (ServiceProcess p = ServiceProcess.start(dataDir, UNLIMITED)) {
      for (String token : acknowledged) {
        assertThat(self(p, token)).as("acknowledged credential survives kill -9").isEqualTo(200);
      }
      assertThat(self(p, admin)).isEqualTo(200);
      JsonNode verify = Json.parse(get(p, admin, "/v1/audit/verify").body());
      assertThat(verify.get("valid").booleanValue()).as(verify.toString()).isTrue();
      for (String requestId : ACKNOWLEDGED_REQUESTS) {
        JsonNode events =
            Json.parse(get(p, admin, "/v1/audit/events?requestId=" + requestId).body())
                .get("events");
        assertThat(events.size()).as("event of acknowledged request %s", requestId).isEqualTo(1);
      }
      assertThat(p.output()).doesNotContain(admin).doesNotContain("admin token for tenant");
      assertThat(Files.readAllBytes(dataDir.resolve("root-keyset.json"))).isEqualTo(rootKeyset);
      HttpResponse<String> rewrap =
          ServiceProcess.send(
              HttpRequest.newBuilder(p.uri("/v1/admin/keys/rewrap"))
                  .header("Authorization", "Bearer " + admin)
                  .header("Content-Type", "application/json")
                  .POST(HttpRequest.BodyPublishers.ofString("{}"))
                  .build());
      assertThat(rewrap.statusCode()).as("tenant keysets still open after restart").isEqualTo(200);
    }
  }

  @Test
  void sigtermFinishesInFlightRequestsAndExitsCleanly() throws Exception {
    try (ServiceProcess p = ServiceProcess.start(dataDir, Map.of())) {
      String admin = Files.readString(dataDir.resolve("bootstrap-token")).trim();
      AtomicInteger failures = new AtomicInteger();
      List<String> acknowledged = writeUntil(p, admin, p.process::destroy, failures);
      assertThat(p.process.waitFor(30, TimeUnit.SECONDS)).isTrue();
      assertThat(failures.get()).as("no request failed half-way:\n%s", p.output()).isZero();
      assertThat(p.output()).doesNotContain("ERROR");
      try (ServiceProcess again = ServiceProcess.start(dataDir, Map.of())) {
        for (String token : acknowledged) {
          assertThat(self(again, token)).isEqualTo(200);
        }
      }
    }
  }

  @Test
  void badConfigurationStopsStartUpNamingTheKey() throws Exception {
    String[] none = new String[0];
    assertRefused(Map.of(), new String[] {"--gateway-port", "99999"}, "sigil.gateway-port");
    assertRefused(Map.of("SIGIL_KEYS_ROOT", "aws-kms"), none, "sigil.keys.kms-key-uri");
    assertRefused(
        Map.of("SIGIL_LIMITS_MAX_ITEMS", "0"),
        none,
        "sigil.limits.max-items (SIGIL_LIMITS_MAX_ITEMS): must be greater than or equal to 1");
    assertRefused(
        Map.of("SIGIL_STORE_URL", "jdbc:mysql://u:pw-marker@h/db"),
        none,
        "sigil.store.url (SIGIL_STORE_URL): must start with jdbc:postgresql: or jdbc:sqlite:");
    assertRefused(
        Map.of("SIGIL_BIND_ADDRESS", "not an address"), none, "sigil.bind-address (SIGIL_BIND");
    assertRefusedByFile("sigil:\n  role: sideways\n", "sigil.role (SIGIL_ROLE)");
    assertRefusedByFile(
        "sigil:\n  store:\n    ulr: jdbc:postgresql://h/db\n", "sigil.store.ulr (in ");
    assertRefused(Map.of(), new String[] {"--config", "/no/such/file.yaml"}, "/no/such/file.yaml");
    assertRefusedByFile(
        "sigil:\n  tenants:\n    acme:\n      vaults:\n        crm:\n          fields:\n"
            + "            email: {data-type: emale}\n",
        "sigil.tenants.acme.vaults.crm.fields.email.data-type");
    assertRefusedByFile(
        "sigil:\n  tenants:\n    acme:\n      vaults:\n        crm:\n          feilds:\n"
            + "            email: {data-type: email}\n",
        "sigil.tenants.acme.vaults.crm.feilds.email.data-type (in ");
    assertRefusedByFile(
        "sigil:\n  relay:\n    thresholds:\n      name: 1.5\n", "sigil.relay.thresholds.name");
    assertRefusedByFile(
        "sigil:\n  tenants:\n    acme:\n      connections:\n        bot:\n"
            + "          provider: claude\n          purposes: ['*']\n",
        "sigil.tenants.acme.connections.bot.provider");
  }

  private void assertRefusedByFile(String yaml, String expected) throws Exception {
    Path file = Files.createTempFile("sigil-config", ".yaml");
    try {
      Files.writeString(file, yaml);
      assertRefused(Map.of(), new String[] {"--config", file.toString()}, expected);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  private void assertRefused(Map<String, String> env, String[] flags, String key) throws Exception {
    try (ServiceProcess p = ServiceProcess.launch(dataDir, env, flags)) {
      assertThat(p.process.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(p.process.exitValue()).isNotZero();
      assertThat(p.output()).contains(key).doesNotContain("\tat ").doesNotContain("pw-marker");
    }
  }

  @Test
  void secretsInConfigurationPrintRedacted() throws Exception {
    try (TestDatabase pg = TestDatabases.postgresql()) {
      String base = pg.config().url();
      String url = base + (base.contains("?") ? "&" : "?") + "password=hunter2-marker";
      try (ServiceProcess p = ServiceProcess.start(dataDir, Map.of("SIGIL_STORE_URL", url))) {
        assertThat(p.output()).contains("url=[REDACTED]").doesNotContain("hunter2-marker");
      }
    }
  }
}
