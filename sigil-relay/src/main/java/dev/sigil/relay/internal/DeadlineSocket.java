package dev.sigil.relay.internal;

import java.io.IOException;
import java.net.Proxy;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketTimeoutException;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.SchemePortResolver;
import org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.client5.http.io.HttpClientConnectionOperator;
import org.apache.hc.client5.http.ssl.TlsSocketStrategy;
import org.apache.hc.core5.http.URIScheme;
import org.apache.hc.core5.http.config.RegistryBuilder;
import org.jspecify.annotations.Nullable;

/**
 * A socket to a provider whose connect ends by the deadline of the call on its thread ({@link
 * CallDeadline}), and fails at once when the call is already due.
 *
 * <p>The deadline's cancel closes a socket that is connecting, but none opened after it: the
 * classic client then tries the host's next address on a new socket, which only the pool's connect
 * timeout (10 s) bounded. Neither the pool's nor the request's connect timeout can close that gap:
 * the client reads it once per connection, before the host is looked up, and gives each address all
 * of it; only the socket knows when each connect starts.
 */
final class DeadlineSocket extends Socket {
  private DeadlineSocket() {}

  private DeadlineSocket(Proxy socks) {
    super(socks);
  }

  /**
   * A pool builder whose connections' sockets are these, its connection operator otherwise the
   * builder's own (TLS for {@code https} only). The hooks it uses (the operator and its socket
   * factory) are HttpClient's internal API: an upgrade that changes them fails to compile or fails
   * UpstreamTest's connects that hang.
   */
  static PoolingHttpClientConnectionManagerBuilder poolBuilder() {
    return new PoolingHttpClientConnectionManagerBuilder() {
      @Override
      protected HttpClientConnectionOperator createConnectionOperator(
          SchemePortResolver ports, DnsResolver names, TlsSocketStrategy tls) {
        return new DefaultHttpClientConnectionOperator(
            DeadlineSocket::open,
            ports,
            names,
            RegistryBuilder.<TlsSocketStrategy>create().register(URIScheme.HTTPS.id, tls).build());
      }
    };
  }

  private static Socket open(@Nullable Proxy socks) {
    return socks == null ? new DeadlineSocket() : new DeadlineSocket(socks);
  }

  /** Connects within {@code timeout} (0: none) and the time the call has left, rounded up. */
  @Override
  public void connect(SocketAddress endpoint, int timeout) throws IOException {
    Long left = CallDeadline.nanosLeft();
    if (left == null) {
      super.connect(endpoint, timeout);
      return;
    }
    if (left <= 0) {
      throw new SocketTimeoutException("the call was due before the connect");
    }
    int millis = (int) Math.min(Integer.MAX_VALUE, (left + 999_999) / 1_000_000);
    super.connect(endpoint, timeout == 0 ? millis : Math.min(timeout, millis));
  }
}
