package dev.sigil.relay.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;
import dev.sigil.core.ErrorCode;
import dev.sigil.core.Sensitive;
import dev.sigil.core.UserError;
import dev.sigil.relay.api.Connection;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.node.ObjectNode;

/**
 * Providers are called over HTTPS in production: the provider client verifies the provider's
 * certificate against the JVM's trust store and its host name, and refuses the call otherwise
 * ({@code 502}), before any request is sent.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UpstreamTlsTest {
  private static final char[] PASSWORD = "changeit".toCharArray();
  private static final String KEY = "sk-tls-test";

  private HttpsServer provider;
  private SSLContext trusting;
  private final List<String> authorizations = new CopyOnWriteArrayList<>();

  /** A provider on loopback whose self-signed certificate names only "localhost". */
  @BeforeAll
  void startProvider(@TempDir Path dir) throws Exception {
    Path keystore = dir.resolve("provider.p12");
    Process keytool =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "keytool").toString(),
                "-genkeypair",
                "-alias",
                "provider",
                "-keyalg",
                "EC",
                "-groupname",
                "secp256r1",
                "-dname",
                "CN=localhost",
                "-ext",
                "SAN=dns:localhost",
                "-validity",
                "2",
                "-storetype",
                "PKCS12",
                "-keystore",
                keystore.toString(),
                "-storepass",
                new String(PASSWORD))
            .redirectErrorStream(true)
            .start();
    keytool.getInputStream().transferTo(OutputStream.nullOutputStream());
    assertThat(keytool.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(keytool.exitValue()).isZero();

    KeyStore keys = KeyStore.getInstance("PKCS12");
    try (InputStream in = Files.newInputStream(keystore)) {
      keys.load(in, PASSWORD);
    }
    KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
    kmf.init(keys, PASSWORD);
    SSLContext serving = SSLContext.getInstance("TLS");
    serving.init(kmf.getKeyManagers(), null, null);
    TrustManagerFactory tmf =
        TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
    tmf.init(keys);
    trusting = SSLContext.getInstance("TLS");
    trusting.init(null, tmf.getTrustManagers(), null);

    provider = HttpsServer.create(new InetSocketAddress(0), 0);
    provider.setHttpsConfigurator(new HttpsConfigurator(serving));
    provider.createContext(
        "/",
        exchange -> {
          authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
          TestCalls.answerCompletion(exchange);
        });
    provider.start();
  }

  @AfterAll
  void stopProvider() {
    provider.stop(0);
  }

  @Test
  void aProviderTheTrustStoreVouchesForIsCalledOverTls() {
    Upstream upstream = withDefaultContext(trusting);
    Upstream.Answer<byte[]> a = upstream.post(connection("localhost"), body());
    assertThat(a.status()).isEqualTo(200);
    assertThat(new String(a.body(), StandardCharsets.UTF_8)).contains("chat.completion");
    assertThat(authorizations).contains("Bearer " + KEY);
  }

  @Test
  void anUntrustedCertificateIsRefusedBeforeAnythingIsSent() {
    int before = authorizations.size();
    assertRefused(new Upstream(), "localhost");
    assertThat(authorizations).hasSize(before);
  }

  @Test
  void aTrustedCertificateForAnotherHostNameIsRefused() {
    int before = authorizations.size();
    assertRefused(withDefaultContext(trusting), "127.0.0.1");
    assertThat(authorizations).hasSize(before);
  }

  private void assertRefused(Upstream upstream, String host) {
    assertThatThrownBy(() -> upstream.post(connection(host), body()))
        .isInstanceOfSatisfying(
            UserError.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_FAILED))
        .hasMessageNotContaining(KEY);
  }

  /** An upstream built while {@code context} is the JVM's default, as an operator's would be. */
  private static Upstream withDefaultContext(SSLContext context) {
    try {
      SSLContext saved = SSLContext.getDefault();
      SSLContext.setDefault(context);
      try {
        return new Upstream();
      } finally {
        SSLContext.setDefault(saved);
      }
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private Connection connection(String host) {
    return TestCalls.connection(
        URI.create("https://" + host + ":" + provider.getAddress().getPort() + "/v1"),
        Sensitive.of(KEY),
        Duration.ofSeconds(10));
  }

  private static ObjectNode body() {
    return TestCalls.chat(false);
  }
}
