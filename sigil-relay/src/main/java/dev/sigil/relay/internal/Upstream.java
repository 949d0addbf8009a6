package dev.sigil.relay.internal;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.UserError;
import dev.sigil.relay.api.Connection;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ProxySelector;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.SystemDefaultDnsResolver;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.routing.SystemDefaultRoutePlanner;
import org.apache.hc.client5.http.ssl.DefaultClientTlsStrategy;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.io.CloseMode;
import org.apache.hc.core5.io.ModalCloseable;
import org.apache.hc.core5.util.TimeValue;
import org.apache.hc.core5.util.Timeout;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.node.ObjectNode;

/**
 * Calls a connection's OpenAI-compatible provider over HTTP/1.1 (Apache HttpClient's classic,
 * blocking client; one connection pool for the process). Only the connection decides the URL and
 * the credential; no header of the client's request is forwarded.
 *
 * <p>The call runs on the caller's (virtual) thread from the first byte written to the last byte
 * read: no selector thread hands it over, which on a virtual machine costs a slow wake-up each time
 * (docs/benchmarks.md). The connection's timeout bounds the whole plain call (looking the host up,
 * connecting to each of its addresses in turn, waiting, reading the answer) and, for a stream,
 * everything up to the answer's headers; after that {@link StreamGuard} bounds each silence and the
 * whole stream. A timed-out or abandoned call closes its connection instead of reading the rest of
 * the answer.
 */
final class Upstream {
  /**
   * A provider's 2xx answer: its status, its body, how long it took to answer, and whether its
   * content type is {@code text/event-stream}.
   */
  record Answer<T>(int status, T body, long millis, boolean eventStream) {}

  private final CloseableHttpClient client;

  Upstream() {
    this(SystemDefaultDnsResolver.INSTANCE);
  }

  /**
   * No retries (a chat completion is not idempotent: a provider must never be charged twice),
   * redirects, cookies, compression or authentication caching; TLS as the JVM's default {@code
   * SSLContext} (its trust store, host name verification) and proxies only as the JVM's system
   * properties configure them, as the JDK's own client did. Host names are looked up with {@code
   * names} (the system's resolver; a test's own), under the call's deadline, and instance metadata
   * addresses are never connected to ({@link UpstreamResolver}); a connect ends by the call's
   * deadline too ({@link DeadlineSocket}), within the pool's 10 s. A pooled connection idle for a
   * second is checked before it is reused, so one the provider has closed meanwhile is not written
   * to.
   */
  Upstream(DnsResolver names) {
    client =
        HttpClients.custom()
            .setConnectionManager(
                DeadlineSocket.poolBuilder()
                    .setTlsSocketStrategy(DefaultClientTlsStrategy.createSystemDefault())
                    .setDnsResolver(new UpstreamResolver(names))
                    .setMaxConnTotal(4096)
                    .setMaxConnPerRoute(1024)
                    .setDefaultConnectionConfig(
                        ConnectionConfig.custom()
                            .setConnectTimeout(Timeout.ofSeconds(10))
                            .setValidateAfterInactivity(TimeValue.ofSeconds(1))
                            .build())
                    .build())
            .setRoutePlanner(new SystemDefaultRoutePlanner(ProxySelector.getDefault()))
            .setUserAgent("Sigil")
            .disableAutomaticRetries()
            .disableRedirectHandling()
            .disableCookieManagement()
            .disableContentCompression()
            .disableAuthCaching()
            .evictIdleConnections(TimeValue.ofSeconds(30))
            .build();
  }

  /** A plain call: the whole answer. */
  Answer<byte[]> post(Connection c, ObjectNode body) {
    Call call = new Call(c, body, "application/json");
    try {
      ClassicHttpResponse r = call.execute(client);
      try {
        byte[] answer = r.getEntity() == null ? null : EntityUtils.toByteArray(r.getEntity());
        r.close(); // read to its end: the connection goes back to the pool
        return new Answer<>(
            r.getCode(), answer == null ? new byte[0] : answer, call.millis(), false);
      } catch (IOException | RuntimeException e) {
        call.abandon(r); // a broken or oversized answer: no draining what is left of it
        throw e instanceof IOException io ? io : new IOException("unreadable answer", e);
      }
    } catch (IOException e) {
      throw call.failure(e);
    } finally {
      call.deadline.cancel(false);
    }
  }

  /**
   * A streaming call: the provider's event stream, open. A 2xx answer of another content type is
   * the provider's failure ({@code 502}), known before the relay starts its own stream.
   */
  Answer<InputStream> open(Connection c, ObjectNode body) {
    Call call = new Call(c, body, "text/event-stream");
    ClassicHttpResponse r;
    try {
      r = call.execute(client);
    } catch (IOException e) {
      throw call.failure(e);
    } finally {
      call.deadline.cancel(false);
    }
    HttpEntity entity = r.getEntity();
    InputStream content = null;
    try {
      content = eventStream(entity) ? entity.getContent() : null;
    } catch (IOException e) {
      // refused below
    }
    if (content == null) {
      call.abandon(r);
      throw new UserError(
          ErrorCode.UPSTREAM_FAILED, "The provider did not answer with an event stream.");
    }
    return new Answer<>(r.getCode(), new Events(call, r, content), call.millis(), true);
  }

  private static boolean eventStream(@Nullable HttpEntity entity) {
    String type = entity == null ? null : entity.getContentType();
    if (type == null) {
      return false;
    }
    int semicolon = type.indexOf(';');
    return (semicolon < 0 ? type : type.substring(0, semicolon))
        .strip()
        .equalsIgnoreCase("text/event-stream");
  }

  /**
   * One request to the provider, with the connection's credential, under its deadline: when the
   * connection's timeout passes first, the request is cancelled, which closes its connection.
   */
  private static final class Call {
    private static final long FINISH_MILLIS = 5;
    private static final int FINISH_BYTES = 64 * 1024;

    final HttpPost post;
    final ScheduledFuture<?> deadline;
    final long started = System.nanoTime();

    /** The {@link System#nanoTime()} reading at which the call's time is up. */
    final long due;

    Call(Connection c, ObjectNode body, String accept) {
      post = new HttpPost(chatCompletions(c.baseUrl()));
      // the deadline bounds the wait; a socket timeout would end a stream as broken, not silent
      post.setConfig(
          RequestConfig.custom()
              .setConnectionRequestTimeout(Timeout.of(c.timeout()))
              .setResponseTimeout(Timeout.DISABLED)
              .build());
      post.setHeader("Content-Type", "application/json");
      post.setHeader("Accept", accept);
      String apiKey = credential(c);
      if (apiKey != null) {
        post.setHeader("Authorization", "Bearer " + apiKey);
      }
      post.setEntity(new ByteArrayEntity(Coverage.JSON.writeValueAsBytes(body), null));
      due = started + c.timeout().toNanos();
      deadline =
          RelayTimer.TIMER.schedule(post::cancel, c.timeout().toNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * Sends the request; anything but a 2xx answer is the provider's failure. Its body is dropped,
     * read briefly so that the connection can be used again (a provider's wave of 429s should not
     * cost a new connection and TLS session per retry). That read runs on a virtual thread of its
     * own, which ends with it: the client's {@code 502} leaves only once this thread has thrown,
     * and need not wait for the provider's last bytes. The classic client looks the provider's host
     * up and connects on this thread, so the call's deadline reaches them with it ({@link
     * CallDeadline}).
     */
    ClassicHttpResponse execute(CloseableHttpClient client) throws IOException {
      ClassicHttpResponse r;
      CallDeadline.set(due);
      try {
        r = client.executeOpen(null, post, null);
      } catch (RuntimeException e) {
        if (isDue()) {
          // the deadline's cancel can come between two of the client's steps, and the next one
          // then fails on the released connection ("Endpoint not acquired / already released")
          throw new IOException("the call was cancelled at its deadline", e);
        }
        throw e;
      } finally {
        CallDeadline.clear();
      }
      if (r.getCode() < 200 || r.getCode() > 299) {
        HttpEntity entity = r.getEntity();
        InputStream rest;
        try {
          rest = entity == null ? null : entity.getContent();
        } catch (IOException | RuntimeException e) {
          abandon(r); // nothing to drain: the connection is closed, not left leased
          throw refused(r);
        }
        Thread.ofVirtual().name("relay-refusal").start(() -> release(r, rest));
        throw refused(r);
      }
      return r;
    }

    private static UserError refused(ClassicHttpResponse r) {
      return new UserError(
          ErrorCode.UPSTREAM_FAILED,
          "The provider refused the request (status " + r.getCode() + ").");
    }

    long millis() {
      return (System.nanoTime() - started) / 1_000_000;
    }

    boolean isDue() {
      return System.nanoTime() - due >= 0;
    }

    /**
     * Reads what is left of the answer for at most {@link #FINISH_MILLIS} and {@link #FINISH_BYTES}
     * on this thread; at its end the connection goes back to the pool, else (a read that fails in
     * any way included) it is closed ({@link #abandon}).
     */
    void release(ClassicHttpResponse r, @Nullable InputStream rest) {
      if (rest == null || finish(rest)) {
        try {
          r.close();
          return;
        } catch (IOException e) {
          // closed instead of reused
        }
      }
      abandon(r);
    }

    private boolean finish(InputStream rest) {
      ScheduledFuture<?> stop =
          RelayTimer.TIMER.schedule(post::cancel, FINISH_MILLIS, TimeUnit.MILLISECONDS);
      try {
        byte[] buffer = new byte[8192];
        int left = FINISH_BYTES;
        for (int n = rest.read(buffer); n >= 0; n = rest.read(buffer)) {
          left -= n;
          if (left < 0) {
            return false;
          }
        }
        return true;
      } catch (IOException | RuntimeException e) {
        return false;
      } finally {
        stop.cancel(false);
      }
    }

    /**
     * Closes the connection without reading the rest of the answer. Safe from another thread while
     * one reads: an immediate close does not drain the body, as a graceful one would.
     */
    void abandon(ClassicHttpResponse r) {
      post.cancel();
      if (r instanceof ModalCloseable m) {
        m.close(CloseMode.IMMEDIATE);
      }
    }

    /**
     * What a failed exchange means for the client: a timeout ({@code 504}) or a failure. Any
     * failure once the call is due is its deadline's (the cancel's, a name lookup given up on, a
     * connect cut short), however the client reports it; one before is the provider's ({@code 502})
     * when the client reports it as an I/O failure, and escapes otherwise ({@link #execute}).
     */
    UserError failure(IOException e) {
      if (isDue() || e instanceof SocketTimeoutException || e instanceof ConnectTimeoutException) {
        return new UserError(ErrorCode.UPSTREAM_TIMEOUT, "The provider did not answer in time.");
      }
      return new UserError(ErrorCode.UPSTREAM_FAILED, "The provider could not be reached.");
    }
  }

  /**
   * The provider's open event stream. Closed by the thread that reads it (at its end, or after
   * {@code [DONE]} while the provider's last bytes are on their way), it reads what is left briefly
   * ({@link Call#release}), so the connection can be used again instead of being set up anew with a
   * TLS handshake. Closed from another thread while one reads it ({@link StreamGuard}: the provider
   * went silent or ran out of time), or before anything was read, it closes the connection at once.
   */
  private static final class Events extends FilterInputStream {
    private final Call call;
    private final ClassicHttpResponse response;
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile @Nullable Thread reader;

    Events(Call call, ClassicHttpResponse response, InputStream content) {
      super(content);
      this.call = call;
      this.response = response;
    }

    @Override
    public int read() throws IOException {
      reader = Thread.currentThread();
      return super.read();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      reader = Thread.currentThread();
      return super.read(b, off, len);
    }

    @Override
    public void close() {
      if (!closed.compareAndSet(false, true)) {
        return;
      }
      if (Thread.currentThread() == reader) {
        call.release(response, in); // at its end, or after [DONE]: reads what is left, briefly
      } else {
        call.abandon(response);
      }
    }
  }

  /** The connection's credential; a named variable that is not set fails the call, closed. */
  private static @Nullable String credential(Connection c) {
    if (c.apiKey() != null) {
      return c.apiKey().reveal();
    }
    if (c.apiKeyEnv() == null) {
      return null;
    }
    String key = System.getenv(c.apiKeyEnv());
    if (key == null || key.isBlank()) {
      throw new UserError(ErrorCode.UPSTREAM_FAILED, "The connection's credential is not set.");
    }
    return key;
  }

  static URI chatCompletions(@Nullable URI baseUrl) {
    if (baseUrl == null) {
      throw new IllegalStateException("not an openai connection");
    }
    String base = baseUrl.toString();
    return URI.create((base.endsWith("/") ? base : base + "/") + "chat/completions");
  }
}
