package dev.sigil.relay.internal;

import dev.sigil.relay.api.Connection;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import org.apache.hc.client5.http.DnsResolver;
import org.apache.hc.client5.http.SystemDefaultDnsResolver;

/**
 * Resolves a provider's host, leaving out the addresses {@link Connection#isRefusedAddress} refuses
 * (instance metadata). Checked here, at every connection, rather than only when the connection is
 * written: a host name can resolve to such an address, or start to later. A host with no other
 * address cannot be reached, and the call fails as for an unknown host.
 */
final class UpstreamResolver implements DnsResolver {
  private final DnsResolver names;

  UpstreamResolver(DnsResolver names) {
    this.names = names;
  }

  static UpstreamResolver system() {
    return new UpstreamResolver(SystemDefaultDnsResolver.INSTANCE);
  }

  @Override
  public InetAddress[] resolve(String host) throws UnknownHostException {
    InetAddress[] allowed =
        Arrays.stream(names.resolve(host))
            .filter(a -> !Connection.isRefusedAddress(a))
            .toArray(InetAddress[]::new);
    if (allowed.length == 0) {
      throw new UnknownHostException("the provider's host has only refused addresses");
    }
    return allowed;
  }

  @Override
  public String resolveCanonicalHostname(String host) throws UnknownHostException {
    return names.resolveCanonicalHostname(host);
  }
}
