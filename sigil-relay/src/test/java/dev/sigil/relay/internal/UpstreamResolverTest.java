package dev.sigil.relay.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.hc.client5.http.DnsResolver;
import org.junit.jupiter.api.Test;

/** A provider's host name that resolves to an instance metadata address is never connected to. */
class UpstreamResolverTest {

  private static UpstreamResolver resolving(String... literals) {
    return new UpstreamResolver(
        new DnsResolver() {
          @Override
          public InetAddress[] resolve(String host) throws UnknownHostException {
            InetAddress[] out = new InetAddress[literals.length];
            for (int i = 0; i < literals.length; i++) {
              out[i] = InetAddress.getByName(literals[i]);
            }
            return out;
          }

          @Override
          public String resolveCanonicalHostname(String host) {
            return host;
          }
        });
  }

  @Test
  void aHostWithOnlyMetadataAddressesCannotBeReached() {
    for (List<String> refused :
        List.of(
            List.of("169.254.169.254"),
            List.of("169.254.0.1", "fe80::1"),
            List.of("::ffff:169.254.169.254"),
            List.of("fd00:ec2::254"),
            List.of("100.100.100.200"),
            List.of("64:ff9b::a9fe:a9fe"),
            List.of("64:ff9b::6464:64c8"))) {
      assertThatThrownBy(
              () -> resolving(refused.toArray(String[]::new)).resolve("metadata.example"))
          .as(refused.toString())
          .isInstanceOf(UnknownHostException.class)
          .hasMessageNotContaining("169.254");
    }
  }

  @Test
  void otherAddressesOfTheHostRemain() throws Exception {
    assertThat(resolving("169.254.169.254", "10.0.0.7", "127.0.0.1").resolve("mixed.example"))
        .containsExactly(InetAddress.getByName("10.0.0.7"), InetAddress.getByName("127.0.0.1"));
    assertThat(resolving("2001:db8::1").resolve("v6.example"))
        .containsExactly(InetAddress.getByName("2001:db8::1"));
    // NAT64 of an ordinary address, and the shared address space around Alibaba's metadata
    assertThat(resolving("64:ff9b::a00:7", "100.100.100.100").resolve("nat64.example"))
        .containsExactly(
            InetAddress.getByName("64:ff9b::a00:7"), InetAddress.getByName("100.100.100.100"));
  }

  /** A call that is already due gets its 504 without a lookup, and without a thread for one. */
  @Test
  void aCallAlreadyDueLooksNothingUp() {
    AtomicInteger lookups = new AtomicInteger();
    UpstreamResolver resolver =
        new UpstreamResolver(
            new DnsResolver() {
              @Override
              public InetAddress[] resolve(String host) throws UnknownHostException {
                lookups.incrementAndGet();
                return new InetAddress[] {InetAddress.getByName("127.0.0.1")};
              }

              @Override
              public String resolveCanonicalHostname(String host) {
                return host;
              }
            });
    CallDeadline.set(System.nanoTime() - 1);
    try {
      assertThatThrownBy(() -> resolver.resolve("late.example"))
          .isInstanceOf(UnknownHostException.class)
          .hasMessage("the provider's host was not resolved in time");
    } finally {
      CallDeadline.clear();
    }
    assertThat(lookups).hasValue(0);
  }
}
