package dev.sigil.relay.internal;

import dev.sigil.relay.api.Connection;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.hc.client5.http.DnsResolver;

/**
 * Resolves a provider's host, leaving out the addresses {@link Connection#isRefusedAddress} refuses
 * (instance metadata). Checked here, at every connection, rather than only when the connection is
 * written: a host name can resolve to such an address, or start to later. A host with no other
 * address cannot be reached, and the call fails as for an unknown host.
 *
 * <p>A lookup ends by the deadline of the call it serves ({@link CallDeadline}). The system's
 * resolver cannot be interrupted (closing the call's sockets does not reach it) and, when a name
 * server does not answer, takes its timeout for each attempt (5 s each by default); so the lookup
 * runs on a virtual thread of its own and the call waits for it at most until it is due, then fails
 * as timed out. A lookup given up on keeps its thread until the resolver answers, and only that
 * long: nothing else stays behind, and its answer is dropped. With no call's deadline on the
 * thread, the lookup runs on it, unbounded.
 */
final class UpstreamResolver implements DnsResolver {
  private final DnsResolver names;

  UpstreamResolver(DnsResolver names) {
    this.names = names;
  }

  @Override
  public InetAddress[] resolve(String host) throws UnknownHostException {
    InetAddress[] allowed =
        Arrays.stream(lookUp(host))
            .filter(a -> !Connection.isRefusedAddress(a))
            .toArray(InetAddress[]::new);
    if (allowed.length == 0) {
      throw new UnknownHostException("the provider's host has only refused addresses");
    }
    return allowed;
  }

  private InetAddress[] lookUp(String host) throws UnknownHostException {
    Long left = CallDeadline.nanosLeft();
    if (left == null) {
      return names.resolve(host);
    }
    if (left <= 0) {
      throw new UnknownHostException("the provider's host was not resolved in time");
    }
    FutureTask<InetAddress[]> lookup = new FutureTask<>(() -> names.resolve(host));
    Thread.ofVirtual().name("relay-lookup").start(lookup);
    try {
      return lookup.get(left, TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      throw new UnknownHostException("the provider's host was not resolved in time");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UnknownHostException("interrupted while the provider's host was resolved");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof UnknownHostException unknown) {
        throw unknown;
      }
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IllegalStateException("the lookup failed", e.getCause());
    }
  }

  @Override
  public String resolveCanonicalHostname(String host) throws UnknownHostException {
    return names.resolveCanonicalHostname(host);
  }
}
