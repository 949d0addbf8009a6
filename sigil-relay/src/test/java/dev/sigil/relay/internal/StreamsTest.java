package dev.sigil.relay.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.sigil.relay.api.Connection;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import tools.jackson.databind.node.ObjectNode;

/** A stream relayed from a real provider on loopback to a client's answer. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StreamsTest {
  private HttpServer provider;

  /** A provider that sends one chunk and [DONE], then keeps its body open for 2 s. */
  @BeforeAll
  void startProvider() throws Exception {
    provider = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    provider.setExecutor(Executors.newVirtualThreadPerTaskExecutor());
    provider.createContext(
        "/",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
          exchange.sendResponseHeaders(200, 0);
          try (OutputStream os = exchange.getResponseBody()) {
            os.write(
                ("data: {\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,"
                        + "\"delta\":{\"content\":\"hi\"},\"finish_reason\":\"stop\"}]}\n\n"
                        + "data: [DONE]\n\n")
                    .getBytes(StandardCharsets.UTF_8));
            os.flush();
            Thread.sleep(2000);
          } catch (IOException | InterruptedException e) {
            // the relay stopped reading
          }
        });
    provider.start();
  }

  @AfterAll
  void stopProvider() {
    provider.stop(0);
  }

  /**
   * Closing the provider's stream after [DONE] reads its last bytes for a while, so that its
   * connection can be used again; the client's answer has ended before, and does not wait for that.
   */
  @Test
  void theAnswerEndsBeforeTheProvidersLastBytesAreRead() {
    Upstream upstream = new Upstream();
    Streams streams = new Streams(upstream, new Providers(upstream, Clock.systemUTC()));
    Streams.Source opened = streams.open(connection(), body());
    List<String> order = new CopyOnWriteArrayList<>();
    InputStream events =
        new FilterInputStream(opened.events()) {
          @Override
          public void close() throws IOException {
            super.close();
            order.add("provider's stream closed");
          }
        };
    ByteArrayOutputStream answer =
        new ByteArrayOutputStream() {
          @Override
          public void close() {
            order.add("answer ended");
          }
        };
    ObjectNode sigil = Coverage.JSON.createObjectNode().put("requestId", "r");
    streams.relay(
        new Streams.Source(
            opened.status(), opened.millis(), events, opened.idle(), opened.deadline()),
        null,
        sigil,
        () -> answer);
    assertThat(order).containsExactly("answer ended", "provider's stream closed");
    assertThat(answer.toString(StandardCharsets.UTF_8))
        .contains("\"content\":\"hi\"")
        .endsWith("\"sigil\":{\"requestId\":\"r\"}}\n\ndata: [DONE]\n\n");
  }

  private Connection connection() {
    return TestCalls.connection(
        URI.create("http://127.0.0.1:" + provider.getAddress().getPort() + "/v1"),
        null,
        Duration.ofSeconds(10));
  }

  private static ObjectNode body() {
    return TestCalls.chat(true);
  }
}
