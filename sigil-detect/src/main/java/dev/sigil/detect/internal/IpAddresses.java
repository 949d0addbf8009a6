package dev.sigil.detect.internal;

/**
 * Parsers for textual IP addresses (RFC 4291 section 2.2, RFC 6874 zone ids). Pure string checks:
 * no resolution, no network.
 */
final class IpAddresses {
  private IpAddresses() {}

  /**
   * Whether {@code s[start, end)} is dotted-quad IPv4: four decimal octets 0-255 without leading
   * zeros (so "01.02.03.04" is not taken: it might be octal or a date).
   */
  static boolean isIpv4(String s, int start, int end) {
    int octets = 0;
    int i = start;
    while (i < end) {
      int j = i;
      int v = 0;
      while (j < end && j - i < 4 && Structured.isDigit(s.charAt(j))) {
        v = v * 10 + (s.charAt(j) - '0');
        j++;
      }
      int len = j - i;
      if (len == 0 || len > 3 || v > 255 || (len > 1 && s.charAt(i) == '0')) {
        return false;
      }
      octets++;
      if (j == end) {
        break;
      }
      if (s.charAt(j) != '.' || octets == 4) {
        return false;
      }
      i = j + 1;
    }
    return octets == 4 && s.charAt(end - 1) != '.';
  }

  /**
   * Whether the IPv4 address {@code s[start, end)} is a netmask (255.x with contiguous one bits,
   * such as 255.255.255.0) or 0.0.0.0: configuration values, never a host's address.
   */
  static boolean isNetmask(String s, int start, int end) {
    long v = 0;
    int octet = 0;
    for (int i = start; i <= end; i++) {
      if (i == end || s.charAt(i) == '.') {
        v = (v << 8) | octet;
        octet = 0;
      } else {
        octet = octet * 10 + (s.charAt(i) - '0');
      }
    }
    if (v == 0) {
      return true;
    }
    long inverted = ~v & 0xffffffffL;
    return (v >>> 24) == 255 && (inverted & (inverted + 1)) == 0;
  }

  /**
   * Whether {@code s[start, end)} is an IPv6 address: eight groups of one to four hex digits, at
   * most one "::" standing for one or more zero groups, optionally ending in dotted IPv4 (worth two
   * groups), optionally followed by "%zone".
   */
  static boolean isIpv6(String s, int start, int end) {
    int zone = s.indexOf('%', start, end);
    if (zone >= 0) {
      if (zone == end - 1) {
        return false;
      }
      end = zone;
    }
    if (end - start < 2) {
      return false;
    }
    int gap = s.indexOf("::", start, end);
    if (gap < 0) {
      return groups(s, start, end, true) == 8;
    }
    if (s.indexOf("::", gap + 1, end) >= 0) {
      return false;
    }
    int left = gap == start ? 0 : groups(s, start, gap, false);
    int right = gap + 2 == end ? 0 : groups(s, gap + 2, end, true);
    return left >= 0 && right >= 0 && left + right <= 7;
  }

  /**
   * The number of 16-bit groups in {@code s[start, end)}: colon-separated runs of one to four hex
   * digits, a dotted IPv4 at the end counting two when {@code ipv4Tail}; -1 if malformed.
   */
  private static int groups(String s, int start, int end, boolean ipv4Tail) {
    int n = 0;
    int i = start;
    while (true) {
      int j = i;
      while (j < end && j - i <= 4 && Structured.isHex(s.charAt(j))) {
        j++;
      }
      if (j < end && s.charAt(j) == '.') {
        return ipv4Tail && isIpv4(s, i, end) ? n + 2 : -1;
      }
      if (j == i || j - i > 4) {
        return -1;
      }
      n++;
      if (j == end) {
        return n;
      }
      if (s.charAt(j) != ':' || j + 1 == end) {
        return -1;
      }
      i = j + 1;
    }
  }
}
