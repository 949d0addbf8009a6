package dev.sigil.tokens.api;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * IP addresses parsed literally, never resolved: IPv4 dotted quads and IPv6 text, the latter
 * normalized to RFC 5952. Inputs arrive trimmed.
 */
final class IpRules {
  private static final Pattern OCTET = Pattern.compile("0|[1-9][0-9]{0,2}");
  private static final Pattern HEX_GROUP = Pattern.compile("[0-9A-Fa-f]{1,4}");
  private static final int GROUPS = 8;

  private IpRules() {}

  static Optional<String> ipAddress(String input) {
    if (input.indexOf(':') >= 0) {
      return ipv6(input).map(IpRules::format);
    }
    return ipv4(input).isPresent() ? Optional.of(input) : Optional.empty();
  }

  /** The four octets of a dotted quad without leading zeros. */
  private static Optional<int[]> ipv4(String s) {
    String[] parts = s.split("\\.", -1);
    if (parts.length != 4) {
      return Optional.empty();
    }
    int[] octets = new int[4];
    for (int i = 0; i < 4; i++) {
      if (!OCTET.matcher(parts[i]).matches()) {
        return Optional.empty();
      }
      octets[i] = Integer.parseInt(parts[i]);
      if (octets[i] > 255) {
        return Optional.empty();
      }
    }
    return Optional.of(octets);
  }

  /** The eight 16-bit groups of an IPv6 address; zone ids are refused. */
  private static Optional<int[]> ipv6(String s) {
    int gap = s.indexOf("::");
    if (gap >= 0 && s.indexOf("::", gap + 1) >= 0) {
      return Optional.empty();
    }
    if (gap < 0) {
      int[] groups = new int[GROUPS];
      return fill(s, groups, 0, GROUPS) == GROUPS ? Optional.of(groups) : Optional.empty();
    }
    int[] head = new int[GROUPS];
    int[] tail = new int[GROUPS];
    String left = s.substring(0, gap);
    String right = s.substring(gap + 2);
    int headCount = left.isEmpty() ? 0 : fill(left, head, 0, GROUPS - 1);
    int tailCount = right.isEmpty() ? 0 : fill(right, tail, 0, GROUPS - 1);
    if (headCount < 0 || tailCount < 0 || headCount + tailCount > GROUPS - 1) {
      return Optional.empty();
    }
    int[] groups = new int[GROUPS];
    System.arraycopy(head, 0, groups, 0, headCount);
    System.arraycopy(tail, 0, groups, GROUPS - tailCount, tailCount);
    return Optional.of(groups);
  }

  /**
   * Parses colon-separated groups (the last may be a dotted quad worth two groups) into {@code
   * out}; returns the number of groups or -1 if malformed or more than {@code max}.
   */
  private static int fill(String s, int[] out, int start, int max) {
    String[] parts = s.split(":", -1);
    int n = start;
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i];
      if (i == parts.length - 1 && part.indexOf('.') >= 0) {
        Optional<int[]> v4 = ipv4(part);
        if (v4.isEmpty() || n + 2 > max) {
          return -1;
        }
        int[] o = v4.get();
        out[n++] = (o[0] << 8) | o[1];
        out[n++] = (o[2] << 8) | o[3];
      } else {
        if (!HEX_GROUP.matcher(part).matches() || n + 1 > max) {
          return -1;
        }
        out[n++] = Integer.parseInt(part, 16);
      }
    }
    return n;
  }

  /** RFC 5952 section 4 text, with IPv4-mapped addresses as in section 5. */
  static String format(int[] g) {
    if (g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0 && g[4] == 0 && g[5] == 0xffff) {
      return "::ffff:"
          + (g[6] >> 8)
          + "."
          + (g[6] & 0xff)
          + "."
          + (g[7] >> 8)
          + "."
          + (g[7] & 0xff);
    }
    int bestStart = -1;
    int bestLen = 1;
    for (int i = 0; i < GROUPS; ) {
      int j = i;
      while (j < GROUPS && g[j] == 0) {
        j++;
      }
      if (j - i > bestLen) {
        bestStart = i;
        bestLen = j - i;
      }
      i = j == i ? i + 1 : j;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < GROUPS; i++) {
      if (i == bestStart) {
        sb.append("::");
        i += bestLen - 1;
        continue;
      }
      if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ':') {
        sb.append(':');
      }
      sb.append(Integer.toHexString(g[i]));
    }
    return sb.toString();
  }
}
