package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * URLs: http, https, ftp and ftps with a host (name with a TLD, IPv4, [IPv6] or localhost), and
 * bare "www." host names. The URL runs to whitespace or a char that cannot be in one; trailing
 * sentence punctuation and an unbalanced closing bracket are left out.
 */
final class UrlRecognizer implements Recognizer {
  private static final Set<String> SCHEMES = Set.of("http", "https", "ftp", "ftps");

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.URL);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    String s = scan.text();
    int covered = 0;
    int sep = s.indexOf("://");
    while (sep >= 0) {
      int start = schemeStart(s, sep);
      if (start >= covered && start < sep && hostOk(s, sep + 3)) {
        int end = urlEnd(s, sep + 3);
        out.add(PiiClass.URL, start, end, 0.95);
        covered = end;
      }
      sep = s.indexOf("://", Math.max(sep + 3, covered));
    }
    findWww(scan, covered, out);
  }

  private static void findWww(Scan scan, int covered, Candidates out) {
    String s = scan.text();
    int n = scan.tokenCount();
    // Triggers.WWW: three chars, then '.'
    for (int t = scan.nextWith(Triggers.WWW, 0); t < n; t = scan.nextWith(Triggers.WWW, t + 1)) {
      int start = scan.start(t);
      if (!s.regionMatches(true, start, "www", 0, 3)
          || Structured.at(s, start - 1) == '/'
          || Structured.at(s, start - 1) == '.'
          || Structured.at(s, start - 1) == '@') {
        continue;
      }
      int host = Domains.hostEnd(s, start, Math.min(s.length(), start + 256));
      if (host < 0 || Structured.wordCharAt(s, host)) {
        continue;
      }
      int end = urlEnd(s, host);
      out.add(PiiClass.URL, start, end, 0.85);
      t = scan.tokenAtOrAfter(end) - 1;
    }
  }

  private static int schemeStart(String s, int sep) {
    int i = sep;
    while (i > 0 && sep - i < 5 && Structured.isAsciiLetter(s.charAt(i - 1))) {
      i--;
    }
    if (Structured.wordCharAt(s, i - 1)
        || !SCHEMES.contains(s.substring(i, sep).toLowerCase(java.util.Locale.ROOT))) {
      return sep;
    }
    return i;
  }

  /** Whether a usable host follows "://" (after optional user info). */
  private static boolean hostOk(String s, int from) {
    int limit = Math.min(s.length(), from + 512);
    int h = from;
    for (int i = from; i < limit && isUrlChar(s.charAt(i)) && "/?#".indexOf(s.charAt(i)) < 0; i++) {
      if (s.charAt(i) == '@') {
        h = i + 1;
      }
    }
    if (Structured.at(s, h) == '[') {
      return true;
    }
    if (s.regionMatches(true, h, "localhost", 0, 9)) {
      return !Structured.wordCharAt(s, h + 9);
    }
    int end = h;
    while (end < limit && Domains.isDomainChar(s.charAt(end))) {
      end++;
    }
    return Domains.hostEnd(s, h, end) > 0 || IpAddresses.isIpv4(s, h, trimDot(s, h, end));
  }

  private static int trimDot(String s, int start, int end) {
    return end > start && s.charAt(end - 1) == '.' ? end - 1 : end;
  }

  private static int urlEnd(String s, int from) {
    int end = from;
    while (end < s.length() && isUrlChar(s.charAt(end))) {
      end++;
    }
    while (end > from && isTrailing(s, from, end)) {
      end--;
    }
    return end;
  }

  private static boolean isTrailing(String s, int from, int end) {
    char c = s.charAt(end - 1);
    if (".,;:!?'\"*".indexOf(c) >= 0) {
      return true;
    }
    if (c == ')' || c == ']') {
      char open = c == ')' ? '(' : '[';
      int balance = 0;
      for (int i = from; i < end; i++) {
        balance += s.charAt(i) == open ? 1 : s.charAt(i) == c ? -1 : 0;
      }
      return balance < 0;
    }
    return false;
  }

  private static boolean isUrlChar(char c) {
    if (c <= ' ' || c == 0x7f) {
      return false;
    }
    if (c < 128) {
      return "<>\"`{}|\\^".indexOf(c) < 0;
    }
    return !Character.isWhitespace(c)
        && !Character.isSpaceChar(c)
        && c != '\u201d'
        && c != '\u2019';
  }
}
