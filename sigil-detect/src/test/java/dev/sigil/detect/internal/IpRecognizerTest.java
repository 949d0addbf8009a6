package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IpRecognizerTest {
  private final IpRecognizer ips = new IpRecognizer();

  @Test
  void findsIpv4WithExactSpans() {
    String text = "The server at 10.24.8.113 keeps timing out.";
    List<Entity> found = Found.entities(ips, text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).start()).isEqualTo(14);
    assertThat(found.get(0).end()).isEqualTo(25);
    assertThat(Found.texts(ips, "ssh root@192.168.0.1, port 10.0.0.254:8080 or 93.184.216.34."))
        .containsExactly("192.168.0.1", "10.0.0.254", "93.184.216.34");
    assertThat(Found.texts(ips, "subnet 172.16.0.0/12, not 10.0.0.0/123"))
        .containsExactly("172.16.0.0/12");
  }

  @Test
  void findsIpv6InAllItsForms() {
    assertThat(
            Found.texts(
                ips,
                "v6 2001:db8:85a3::8a2e:370:7334 and 2001:0db8:0000:0000:0000:ff00:0042:8329,"
                    + " loopback ::1, link fe80::1ff:fe23:4567:890a%eth0, mapped ::ffff:192.0.2.128"))
        .containsExactly(
            "2001:db8:85a3::8a2e:370:7334",
            "2001:0db8:0000:0000:0000:ff00:0042:8329",
            "::1",
            "fe80::1ff:fe23:4567:890a%eth0",
            "::ffff:192.0.2.128");
    assertThat(Found.texts(ips, "[2001:db8::1]:443")).containsExactly("2001:db8::1");
    assertThat(Found.texts(ips, "route 2001:db8::/32 via fe80::1"))
        .containsExactly("2001:db8::/32", "fe80::1");
  }

  @Test
  void versionsLongerDottedRunsAndTimesAreNotAddresses() {
    assertThat(Found.texts(ips, "Version 2.14.3 fixed it; build 1.2.3.4 is on staging")).isEmpty();
    assertThat(Found.texts(ips, "upgrade to v1.2.3.4 now")).isEmpty();
    assertThat(Found.texts(ips, "Upgrade from 2.0.0.1 to 2.0.0.2, it ships 4.2.1.0")).isEmpty();
    assertThat(Found.texts(ips, "dns 8.8.8.8, dns server 1.1.1.1"))
        .containsExactly("8.8.8.8", "1.1.1.1");
    assertThat(Found.texts(ips, "OID 1.3.6.1.4.1.311 and 1.2.3.4.5")).isEmpty();
    assertThat(Found.texts(ips, "01.02.03.04 and 256.1.1.1 and 1.2.3")).isEmpty();
    assertThat(Found.texts(ips, "mask 255.255.255.0, 255.255.240.0, listen on 0.0.0.0")).isEmpty();
    assertThat(Found.texts(ips, "at 12:30:45 on 2024-05-01T12:30:45Z")).isEmpty();
    assertThat(Found.texts(ips, "std::vector and Foo::bar and a::b")).isEmpty();
    assertThat(Found.texts(ips, "MAC 00:1A:2B:3C:4D:5E")).isEmpty();
    assertThat(Found.texts(ips, "1:2:3:4:5:6:7:8:9 and 1::2::3 and 12345::1")).isEmpty();
  }

  @Test
  void theParsersAgreeWithTheRfcs() {
    String[] good = {
      "::",
      "1::",
      "::1",
      "1:2:3:4:5:6:7:8",
      "1:2:3:4:5:6:7::",
      "::2:3:4:5:6:7:8",
      "1:2:3:4:5:6:1.2.3.4",
      "::1.2.3.4",
      "fe80::1%25"
    };
    for (String g : good) {
      assertThat(IpAddresses.isIpv6(g, 0, g.length())).as(g).isTrue();
    }
    String[] bad = {
      ":",
      ":1",
      "1:",
      "1:::2",
      "1:2:3:4:5:6:7:8:9",
      "1:2:3:4:5:6:7",
      "12345::",
      "1:2:3:4:5:6:7:1.2.3.4",
      "::1.2.3",
      "g::1",
      "fe80::1%"
    };
    for (String b : bad) {
      assertThat(IpAddresses.isIpv6(b, 0, b.length())).as(b).isFalse();
    }
  }

  @Test
  void generatedAddressesAreFoundExactly() {
    Random random = new Random(4);
    for (int i = 0; i < 1000; i++) {
      String ip = random.nextBoolean() ? randomV4(random) : randomV6(random);
      Found.assertExactly(ips, Sentences.embed(random, ip));
    }
  }

  private static String randomV4(Random random) {
    return (10 + random.nextInt(246))
        + "."
        + random.nextInt(256)
        + "."
        + random.nextInt(256)
        + "."
        + random.nextInt(256);
  }

  private static String randomV6(Random random) {
    StringBuilder b = new StringBuilder("2001");
    int groups = random.nextBoolean() ? 8 : 2 + random.nextInt(5); // "::" stands for 1+ groups
    for (int g = 1; g < groups; g++) {
      b.append(':').append(Integer.toHexString(random.nextInt(65536)));
    }
    if (groups < 8) {
      b.append("::").append(Integer.toHexString(1 + random.nextInt(65535)));
    }
    return b.toString();
  }
}
