package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Set;

/**
 * Credentials with a recognizable format: cloud and SaaS API keys by their documented prefixes
 * (AWS, GitHub, Slack, Stripe, OpenAI, Anthropic, Google), JWTs whose header decodes to JSON naming
 * an "alg", and PEM private key blocks (the whole block). Assignments ("password: ...", "api_key =
 * ...") are {@link SecretAssignments}.
 */
final class SecretRecognizer implements Recognizer {
  private static final String[] AWS_PREFIXES = {
    "AKIA", "ASIA", "AGPA", "AIDA", "AROA", "AIPA", "ANPA", "ANVA", "ABIA", "ACCA"
  };

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.SECRET);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    String s = scan.text();
    int n = scan.tokenCount();
    // Triggers.KEY_START: at least two chars, the first two those of a known format's prefix
    for (int t = scan.nextWith(Triggers.KEY_START, 0);
        t < n;
        t = scan.nextWith(Triggers.KEY_START, t + 1)) {
      int start = scan.start(t);
      if (isKeyChar(Structured.at(s, start - 1))) {
        continue;
      }
      int end = knownKeyEnd(s, start);
      if (end > 0) {
        out.add(PiiClass.SECRET, start, end, 0.95);
        t = scan.tokenAtOrAfter(end) - 1;
      }
    }
    if (scan.holds('-')) {
      PemBlocks.find(s, out); // a block starts "-----BEGIN "
    }
    SecretAssignments.find(scan, out);
  }

  /** The end of a known-format key starting at {@code i}, or -1. */
  static int knownKeyEnd(String s, int i) {
    switch (s.charAt(i)) {
      case 'A':
        return awsOrGoogle(s, i);
      case 'g':
        return github(s, i);
      case 'x':
        return s.startsWith("xox", i)
                && "baprs".indexOf(Structured.at(s, i + 3)) >= 0
                && Structured.at(s, i + 4) == '-'
            ? run(s, i, 5, 10, false)
            : -1;
      case 's':
      case 'r':
      case 'p':
        return stripeOrOpenAi(s, i);
      case 'e':
        return s.startsWith("eyJ", i) ? jwtEnd(s, i) : -1;
      default:
        return -1;
    }
  }

  private static int awsOrGoogle(String s, int i) {
    if (s.startsWith("AIza", i)) {
      int end = run(s, i, 4, 35, false);
      return end - i == 39 ? end : -1;
    }
    for (String p : AWS_PREFIXES) {
      if (s.startsWith(p, i)) {
        int end = i + 4;
        while (end < s.length() && end - i <= 20 && isUpperOrDigit(s.charAt(end))) {
          end++;
        }
        return end - i == 20 && !isKeyChar(Structured.at(s, end)) ? end : -1;
      }
    }
    return -1;
  }

  private static int github(String s, int i) {
    if (s.startsWith("github_pat_", i)) {
      return run(s, i, 11, 22, false);
    }
    if (s.startsWith("gh", i)
        && "pousr".indexOf(Structured.at(s, i + 2)) >= 0
        && Structured.at(s, i + 3) == '_') {
      return run(s, i, 4, 30, false);
    }
    return -1;
  }

  private static int stripeOrOpenAi(String s, int i) {
    if ((s.startsWith("sk_", i) || s.startsWith("rk_", i) || s.startsWith("pk_", i))
        && (s.startsWith("live_", i + 3) || s.startsWith("test_", i + 3))) {
      return run(s, i, 8, 10, false);
    }
    if (s.startsWith("sk-", i)) {
      int end = run(s, i, 3, 20, false);
      return end > 0 && hasDigit(s, i + 3, end) && Structured.entropy(s, i + 3, end) >= 3.5
          ? end
          : -1;
    }
    return -1;
  }

  /**
   * The end of the run of key chars ([A-Za-z0-9_-]) from {@code i}, if at least {@code minBody}
   * follow the {@code prefix}; -1 otherwise.
   */
  static int run(String s, int i, int prefix, int minBody, boolean dots) {
    int end = i + prefix;
    while (end < s.length()
        && end - i < 4096
        && (isKeyChar(s.charAt(end)) || (dots && s.charAt(end) == '.'))) {
      end++;
    }
    return end - i - prefix >= minBody ? end : -1;
  }

  /** A JWT: header.payload.signature, base64url parts, the signature possibly empty. */
  private static int jwtEnd(String s, int i) {
    int end = run(s, i, 0, 20, true);
    if (end < 0) {
      return -1;
    }
    int dot1 = s.indexOf('.', i);
    int dot2 = dot1 + 1 < end ? s.indexOf('.', dot1 + 1) : -1;
    if (dot1 < 0 || dot2 < 0 || dot2 >= end || dot2 == dot1 + 1) {
      return -1;
    }
    int dot3 = s.indexOf('.', dot2 + 1);
    if (dot3 >= 0 && dot3 < end) {
      if (dot3 != end - 1) {
        return -1;
      }
      end--; // a sentence's full stop
    }
    return isJwtHeader(s, i, dot1) ? end : -1;
  }

  private static boolean isJwtHeader(String s, int start, int end) {
    if (end - start > 2048) {
      return false;
    }
    try {
      byte[] json = Base64.getUrlDecoder().decode(s.substring(start, end));
      String header = new String(json, StandardCharsets.UTF_8).trim();
      return header.startsWith("{") && header.contains("\"alg\"");
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  static boolean isKeyChar(char c) {
    return Structured.isAsciiAlnum(c) || c == '_' || c == '-';
  }

  private static boolean isUpperOrDigit(char c) {
    return (c >= 'A' && c <= 'Z') || Structured.isDigit(c);
  }

  private static boolean hasDigit(String s, int start, int end) {
    for (int i = start; i < end; i++) {
      if (Structured.isDigit(s.charAt(i))) {
        return true;
      }
    }
    return false;
  }
}
