package dev.sigil.relay.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import dev.sigil.core.ErrorCode;
import dev.sigil.core.UserError;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Provider;
import dev.sigil.relay.api.Rehydration;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.apache.hc.client5.http.DnsResolver;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tools.jackson.databind.node.ObjectNode;

/**
 * Provider calls against a real provider on loopback, named by a host name the test resolves: the
 * connection's timeout bounds a call from its start, the lookup of the provider's host included,
 * and a refusal is answered without waiting for its body.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UpstreamTest {
  private HttpServer provider;

  /** When the provider last began a refusal. */
  private volatile long refusedAt;

  @BeforeAll
  void startProvider() throws Exception {
    provider = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    provider.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
    provider.createContext(
        "/refusing/",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          refusedAt = System.nanoTime();
          exchange.sendResponseHeaders(429, 0);
          try (OutputStream os = exchange.getResponseBody()) {
            os.write("{\"error\":\"slow down\"}".getBytes(StandardCharsets.UTF_8));
            os.flush();
            Thread.sleep(2000); // the body's end is held back
          } catch (IOException | InterruptedException e) {
            // the relay stopped reading
          }
        });
    provider.createContext(
        "/",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          byte[] out =
              "{\"id\":\"c\",\"object\":\"chat.completion\",\"choices\":[]}"
                  .getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().add("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, out.length);
          try (OutputStream os = exchange.getResponseBody()) {
            os.write(out);
          }
        });
    provider.start();
  }

  @AfterAll
  void stopProvider() {
    provider.stop(0);
  }

  /**
   * A name server that does not answer holds the lookup for seconds per attempt, and no cancel
   * reaches it: the call still answers 504 at its deadline, plain or streamed.
   */
  @Test
  void aLookupThatHangsIs504AtTheConnectionsTimeout() {
    CountDownLatch answered = new CountDownLatch(1);
    Upstream upstream =
        new Upstream(
            resolver(
                () -> {
                  answered.await(10, TimeUnit.SECONDS);
                  return InetAddress.getLoopbackAddress();
                }));
    try {
      for (boolean streamed : new boolean[] {false, true}) {
        long started = System.nanoTime();
        assertThatThrownBy(
                () -> {
                  if (streamed) {
                    upstream.open(connection(300), body());
                  } else {
                    upstream.post(connection(300), body());
                  }
                })
            .as(streamed ? "streamed" : "plain")
            .isInstanceOfSatisfying(
                UserError.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_TIMEOUT));
        assertThat((System.nanoTime() - started) / 1_000_000)
            .as(streamed ? "streamed" : "plain")
            .isBetween(290L, 2000L);
      }
    } finally {
      answered.countDown();
    }
  }

  /** A lookup that answers in time reaches the provider; refused addresses are still left out. */
  @Test
  void aLookupThatAnswersInTimeIsUsedAndStillFiltered() {
    Upstream slow =
        new Upstream(
            resolver(
                () -> {
                  Thread.sleep(100);
                  return InetAddress.getLoopbackAddress();
                }));
    assertThat(slow.post(connection(5000), body()).status()).isEqualTo(200);
    Upstream metadata = new Upstream(resolver(() -> InetAddress.getByName("169.254.169.254")));
    assertThatThrownBy(() -> metadata.post(connection(5000), body()))
        .isInstanceOfSatisfying(
            UserError.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_FAILED));
  }

  /**
   * A refusal's body is read for up to 5 ms so that its connection can be used again, on a thread
   * of its own: a provider that keeps that body open does not hold the 502. Were it read first,
   * each refusal would take at least those 5 ms from the provider's headers.
   */
  @Test
  void aRefusalIsAnsweredWithoutWaitingForItsBody() {
    Upstream upstream = new Upstream(resolver(InetAddress::getLoopbackAddress));
    long fastest = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      assertThatThrownBy(() -> upstream.post(connection("/refusing/v1", 5000), body()))
          .isInstanceOfSatisfying(
              UserError.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_FAILED));
      fastest = Math.min(fastest, System.nanoTime() - refusedAt);
    }
    assertThat(fastest / 1000).as("microseconds from the refusal to the 502").isLessThan(5000);
  }

  /** One address for any host, as {@code lookup} answers it. */
  private interface Lookup {
    InetAddress answer() throws Exception;
  }

  private static DnsResolver resolver(Lookup lookup) {
    return new DnsResolver() {
      @Override
      public InetAddress[] resolve(String host) throws UnknownHostException {
        try {
          return new InetAddress[] {lookup.answer()};
        } catch (Exception e) {
          throw new UnknownHostException(e.toString());
        }
      }

      @Override
      public String resolveCanonicalHostname(String host) {
        return host;
      }
    };
  }

  private Connection connection(long timeoutMillis) {
    return connection("/v1", timeoutMillis);
  }

  /** A connection to the provider by a host name only the test's resolver knows. */
  private Connection connection(String path, long timeoutMillis) {
    return new Connection(
        "upstream",
        Provider.OPENAI,
        URI.create("http://provider.test:" + provider.getAddress().getPort() + path),
        null,
        null,
        List.of(),
        null,
        Set.of(Connection.ANY_PURPOSE),
        Set.of(PiiClass.EMAIL),
        false,
        Duration.ofMillis(timeoutMillis),
        Duration.ofMillis(Math.max(timeoutMillis, 10_000)),
        new Rehydration(false, Set.of()));
  }

  private static ObjectNode body() {
    ObjectNode body = Coverage.JSON.createObjectNode();
    body.put("model", "m");
    body.putArray("messages").addObject().put("role", "user").put("content", "hi");
    return body;
  }
}
