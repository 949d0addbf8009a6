package dev.sigil.relay.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.abort;

import com.sun.net.httpserver.HttpServer;
import dev.sigil.core.ErrorCode;
import dev.sigil.core.UserError;
import dev.sigil.relay.api.Connection;
import java.io.IOException;
import java.io.OutputStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
 * connection's timeout bounds a call from its start, the lookup of the provider's host and the
 * connects to its addresses included, and a refusal is answered without waiting for its body.
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
    provider.createContext("/", TestCalls::answerCompletion);
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
      assertTimesOut(upstream, connection(300), "lookup hanging");
    } finally {
      answered.countDown();
    }
  }

  /**
   * A provider whose connect hangs (its SYNs unanswered: here a listener whose accept queue is
   * full) is a 504 at the connection's timeout, plain or streamed, by one address or two. The
   * deadline's cancel aborts a connect under way; the client then tries the host's next address,
   * which no cancel reaches any more, so each connect is bounded by the time the call has left.
   */
  @Test
  void aConnectThatHangsIs504AtTheConnectionsTimeout() throws IOException {
    List<Socket> queued = new ArrayList<>();
    try (ServerSocket full = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      fillAcceptQueue(full, queued);
      InetAddress hanging = full.getInetAddress();
      for (int addresses : new int[] {1, 2}) {
        Upstream upstream =
            new Upstream(
                resolver(Collections.nCopies(addresses, hanging).toArray(InetAddress[]::new)));
        assertTimesOut(
            upstream, connection(full.getLocalPort(), "/v1", 300), addresses + " address(es)");
      }
    } finally {
      for (Socket s : queued) {
        s.close();
      }
    }
  }

  /**
   * A host whose first address hangs and whose second answers at once is a 504 at the connection's
   * timeout. Before each connect was bounded by the call's deadline, the deadline's cancel came
   * before the second connect, which then succeeded, and the client failed the call with an
   * IllegalStateException, a 500; now the second connect fails at once, so this test no longer
   * reaches Upstream.Call.execute's mapping of such a failure (kept for a cancel that lands between
   * two other steps). The first address is 127.0.0.2, on loopback only where the system routes all
   * of 127/8 there (Linux).
   */
  @Test
  void aHostWhoseFirstAddressHangsIs504AtTheConnectionsTimeout() throws IOException {
    InetAddress first = InetAddress.getByName("127.0.0.2");
    List<Socket> queued = new ArrayList<>();
    try (ServerSocket full = listener(first, provider.getAddress().getPort())) {
      fillAcceptQueue(full, queued);
      Upstream upstream = new Upstream(resolver(first, provider.getAddress().getAddress()));
      assertTimesOut(upstream, connection(300), "first address hanging");
    } finally {
      for (Socket s : queued) {
        s.close();
      }
    }
  }

  /** A listener with a backlog of one on {@code address}, if the system has that address. */
  private static ServerSocket listener(InetAddress address, int port) throws IOException {
    try {
      return new ServerSocket(port, 1, address);
    } catch (BindException e) {
      return abort(address + " is not this system's: " + e.getMessage());
    }
  }

  /**
   * A runtime failure before the call is due (here the resolver's) is not taken for the provider's:
   * it escapes, a 500, where an I/O failure is a 502 and any failure once the call is due a 504.
   */
  @Test
  void aRuntimeFailureBeforeTheDeadlineEscapes() {
    Upstream upstream =
        new Upstream(
            new DnsResolver() {
              @Override
              public InetAddress[] resolve(String host) {
                throw new IllegalStateException("broken resolver");
              }

              @Override
              public String resolveCanonicalHostname(String host) {
                return host;
              }
            });
    assertThatThrownBy(() -> upstream.post(connection(5000), body()))
        .isExactlyInstanceOf(IllegalStateException.class)
        .hasMessage("broken resolver");
    assertThatThrownBy(() -> upstream.open(connection(5000), body()))
        .isExactlyInstanceOf(IllegalStateException.class)
        .hasMessage("broken resolver");
  }

  /** A call to {@code c}, plain then streamed, is a 504 within 2 s of its start. */
  private static void assertTimesOut(Upstream upstream, Connection c, String description) {
    for (boolean streamed : new boolean[] {false, true}) {
      String as = description + (streamed ? ", streamed" : ", plain");
      long started = System.nanoTime();
      assertThatThrownBy(
              () -> {
                if (streamed) {
                  upstream.open(c, body());
                } else {
                  upstream.post(c, body());
                }
              })
          .as(as)
          .isInstanceOfSatisfying(
              UserError.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_TIMEOUT));
      assertThat((System.nanoTime() - started) / 1_000_000).as(as).isBetween(290L, 2000L);
    }
  }

  /**
   * Connects to {@code listener}, which never accepts, until a connect hangs (100 ms without an
   * answer): its accept queue is full, so the kernel leaves further SYNs unanswered.
   */
  private static void fillAcceptQueue(ServerSocket listener, List<Socket> queued)
      throws IOException {
    InetSocketAddress to =
        new InetSocketAddress(listener.getInetAddress(), listener.getLocalPort());
    for (int i = 0; i < 8; i++) {
      Socket s = new Socket();
      try {
        s.connect(to, 100);
      } catch (SocketTimeoutException e) {
        s.close();
        return;
      }
      queued.add(s);
    }
    throw new IllegalStateException("a full accept queue still answers connects here");
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
   * A host the name servers do not know, answered in time, is a 502, plain or streamed: the
   * lookup's own failure comes back from its thread as it is, not as a runtime failure (a 500).
   */
  @Test
  void aHostNoNameServerKnowsIs502() {
    Upstream upstream =
        new Upstream(
            resolver(
                () -> {
                  throw new UnknownHostException("provider.test");
                }));
    for (boolean streamed : new boolean[] {false, true}) {
      assertThatThrownBy(
              () -> {
                if (streamed) {
                  upstream.open(connection(5000), body());
                } else {
                  upstream.post(connection(5000), body());
                }
              })
          .as(streamed ? "streamed" : "plain")
          .isInstanceOfSatisfying(
              UserError.class, e -> assertThat(e.code()).isEqualTo(ErrorCode.UPSTREAM_FAILED));
    }
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

  /** These addresses, in this order, for any host. */
  private static DnsResolver resolver(InetAddress... addresses) {
    return new DnsResolver() {
      @Override
      public InetAddress[] resolve(String host) {
        return addresses.clone();
      }

      @Override
      public String resolveCanonicalHostname(String host) {
        return host;
      }
    };
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

  private Connection connection(String path, long timeoutMillis) {
    return connection(provider.getAddress().getPort(), path, timeoutMillis);
  }

  /** A connection to a provider on loopback by a host name only the test's resolver knows. */
  private static Connection connection(int port, String path, long timeoutMillis) {
    return TestCalls.connection(
        URI.create("http://provider.test:" + port + path), null, Duration.ofMillis(timeoutMillis));
  }

  private static ObjectNode body() {
    return TestCalls.chat(false);
  }
}
