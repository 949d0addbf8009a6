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
   * Whether {@code s[start, end)} is an IPv6 address: eight groups of one to four hex digits, at
   * most one "::" standing for one or more zero groups, optionally ending in dotted IPv4 (worth two
   * groups), optionally followed by "%zone".
   */
  static boolean isIpv6(String s, int start, int end) {
    int zone = s.indexOf('%', start);
    if (zone >= 0 && zone < end) {
      if (zone == end - 1) {
        return false;
      }
      end = zone;
    }
    if (end - start < 2) {
      return false;
    }
    int groups = 0;
    boolean compressed = false;
    int i = start;
    if (s.startsWith("::", i)) {
      compressed = true;
      i += 2;
    } else if (s.charAt(i) == ':') {
      return false;
    }
    while (i < end) {
      int j = i;
      while (j < end && j - i <= 4 && Structured.isHex(s.charAt(j))) {
        j++;
      }
      if (j < end && s.charAt(j) == '.') {
        return isIpv4(s, i, end)
            && groups + 2 <= (compressed ? 7 : 8)
            && (compressed || groups == 6);
      }
      if (j == i || j - i > 4) {
        return false;
      }
      groups++;
      if (j == end) {
        break;
      }
      if (s.charAt(j) != ':') {
        return false;
      }
      if (j + 1 < end && s.charAt(j + 1) == ':') {
        if (compressed) {
          return false;
        }
        compressed = true;
        i = j + 2;
      } else if (j + 1 == end) {
        return false;
      } else {
        i = j + 1;
      }
    }
    return compressed ? groups <= 7 : groups == 8;
  }
}
