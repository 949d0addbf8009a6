package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * IPv4 and IPv6 addresses. IPv4 starts at a digit token followed by '.', IPv6 at a ':'; neither may
 * be part of a longer dotted or colon-separated run ("1.2.3.4.5", "v1.2.3.4", OIDs). Version and
 * section words nearby lower the score.
 */
final class IpRecognizer implements Recognizer {
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "ip ips ipv4 ipv6 address addr host hostname server ping connect connected connection"
                  + " from subnet gateway gw dns router client inet login logged source src dst"
                  + " destination remote proxy vpn firewall blocked",
              "version versions ver v release build firmware fw section chapter step rule figure"
                  + " fig table oid sdk api app update updated upgrade patch")
          .window(4, 2);

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.IP_ADDRESS);
  }

  @Override
  public void find(Scan scan, Candidates out) {
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
          || Structured.gluedRight(s, end)
          || !IpAddresses.isIpv4(s, start, end)) {
        continue;
      }
      out.add(
          PiiClass.IP_ADDRESS,
          start,
          end,
          Structured.contextScore(scan, start, end, 0.85, CUES, 0.95, 0.3));
      t += 3;
    }
  }

  private static void findIpv6(Scan scan, Candidates out) {
    String s = scan.text();
    int from = 0;
    int colon;
    while ((colon = s.indexOf(':', from)) >= 0) {
      int start = colon;
      while (start > 0 && isV6Char(s.charAt(start - 1)) && colon - start < 50) {
        start--;
      }
      int end = colon;
      while (end < s.length() && isV6Char(s.charAt(end)) && end - start < 50) {
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
        out.add(
            PiiClass.IP_ADDRESS,
            start,
            end,
            Structured.contextScore(scan, start, end, 0.85, CUES, 0.95, 0.3));
      }
    }
  }

  private static boolean isAddress(String s, int start, int end) {
    if (end - start < 3
        || Structured.isWordChar(Structured.at(s, start - 1))
        || Structured.isWordChar(Structured.at(s, end))) {
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
