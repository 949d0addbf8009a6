package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * IPv4 and IPv6 addresses. IPv4 starts at a digit token followed by '.', IPv6 at a ':'; neither may
 * be part of a longer dotted or colon-separated run ("1.2.3.4.5", "v1.2.3.4", OIDs). Version and
 * section words nearby lower the score.
 */
final class IpRecognizer implements Recognizer, Gated {
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "ip ips ipv4 ipv6 address addr host hostname server ping connect connected connection"
                  + " subnet gateway gw dns router inet logged src dst destination remote proxy vpn"
                  + " firewall blocked",
              "version versions ver v release build firmware fw section chapter step rule figure"
                  + " fig table oid sdk api app update updated upgrade patch")
          .window(4, 2)
          .negativesBeforeOnly();

  @Override
  public int needs() {
    return Triggers.DIGIT;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.IP_ADDRESS);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (!scan.anyDigit()) {
      return; // every address has an ASCII digit (IPv6 ones are checked for one)
    }
    findIpv4(scan, out);
    findIpv6(scan, out);
  }

  private static void findIpv4(Scan scan, Candidates out) {
    String s = scan.text();
    int n = scan.tokenCount();
    for (int t = 0; t + 3 < n; t++) {
      int start = scan.start(t);
      if (Structured.at(s, scan.end(t)) != '.' || !Structured.isDigit(s.charAt(start))) {
        continue;
      }
      int end = scan.end(t + 3);
      if (end - start > 15
          || Structured.gluedLeft(s, start)
          || (Structured.gluedRight(s, end) && cidrEnd(s, end, 32) < 0)
          || !IpAddresses.isIpv4(s, start, end)) {
        continue;
      }
      // four single digits ("4.2.1.0") read as a version more often than as an address
      double base = end - start == 7 ? 0.45 : 0.85;
      double score =
          IpAddresses.isNetmask(s, start, end)
              ? 0.3
              : Structured.contextScore(scan, start, end, base, CUES, 0.95, 0.3);
      out.add(PiiClass.IP_ADDRESS, start, Math.max(end, cidrEnd(s, end, 32)), score);
      t += 3;
    }
  }

  private static void findIpv6(Scan scan, Candidates out) {
    if (!scan.holds(':')) {
      return; // most texts
    }
    String s = scan.text();
    int from = 0;
    int colon;
    while ((colon = s.indexOf(':', from)) >= 0) {
      int start = colon;
      while (start > 0 && isV6Char(s.charAt(start - 1)) && colon - start < 46) {
        start--;
      }
      int end = colon;
      while (end < s.length() && isV6Char(s.charAt(end)) && end - colon < 46) {
        end++;
      }
      end = withZone(s, end);
      from = Math.max(end, colon + 1);
      while (end > start
          && (s.charAt(end - 1) == '.' || s.charAt(end - 1) == ':')
          && !s.startsWith("::", end - 2)) {
        end--; // sentence punctuation
      }
      if (isAddress(s, start, end)) {
        double score = Structured.contextScore(scan, start, end, 0.85, CUES, 0.95, 0.3);
        out.add(PiiClass.IP_ADDRESS, start, Math.max(end, cidrEnd(s, end, 128)), score);
      }
    }
  }

  private static boolean isAddress(String s, int start, int end) {
    if (end - start < 3 || Structured.wordCharAt(s, start - 1) || Structured.wordCharAt(s, end)) {
      return false;
    }
    boolean digit = false;
    int colons = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      digit |= Structured.isDigit(c);
      colons += c == ':' ? 1 : 0;
    }
    return digit && colons >= 2 && IpAddresses.isIpv6(s, start, end);
  }

  /**
   * The end of a CIDR suffix "/n" (n at most {@code max}) at {@code end}, reported with the address
   * ("10.0.0.0/8"); -1 when there is none.
   */
  private static int cidrEnd(String s, int end, int max) {
    if (Structured.at(s, end) != '/') {
      return -1;
    }
    int i = end + 1;
    while (i < s.length() && i - end <= 4 && Structured.isDigit(s.charAt(i))) {
      i++;
    }
    if (i == end + 1 || i - end > 4 || Structured.wordCharAt(s, i)) {
      return -1;
    }
    return Integer.parseInt(s, end + 1, i, 10) <= max ? i : -1;
  }

  private static boolean isV6Char(char c) {
    return Structured.isHex(c) || c == ':' || c == '.';
  }

  private static int withZone(String s, int end) {
    if (Structured.at(s, end) != '%') {
      return end;
    }
    int z = end + 1;
    while (z < s.length()
        && z - end < 16
        && (Structured.isAsciiAlnum(s.charAt(z)) || s.charAt(z) == '_')) {
      z++;
    }
    return z > end + 1 ? z : end;
  }
}
