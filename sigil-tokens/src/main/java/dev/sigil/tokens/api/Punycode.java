package dev.sigil.tokens.api;

/**
 * Punycode (RFC 3492), the encoding of an internationalised domain label's ASCII form ({@code xn--}
 * and the encoding): used to measure such a label against DNS limits, never to normalize one. Only
 * the encoder; no IDNA mapping (java.net.IDN's IDNA 2003 maps and refuses labels that IDNA 2008
 * allows).
 */
final class Punycode {
  private static final int BASE = 36;
  private static final int T_MIN = 1;
  private static final int T_MAX = 26;
  private static final int SKEW = 38;
  private static final int DAMP = 700;
  private static final int INITIAL_BIAS = 72;
  private static final int INITIAL_N = 0x80;

  private Punycode() {}

  /** The Punycode encoding of {@code label}, without the {@code xn--} prefix. */
  static String encode(String label) {
    int[] input = label.codePoints().toArray();
    StringBuilder out = new StringBuilder();
    for (int c : input) {
      if (c < INITIAL_N) {
        out.append((char) c);
      }
    }
    int basic = out.length();
    if (basic > 0) {
      out.append('-');
    }
    int handled = basic;
    int n = INITIAL_N;
    int bias = INITIAL_BIAS;
    long delta = 0;
    while (handled < input.length) {
      int next = Integer.MAX_VALUE;
      for (int c : input) {
        if (c >= n && c < next) {
          next = c;
        }
      }
      delta += (long) (next - n) * (handled + 1);
      n = next;
      for (int c : input) {
        if (c < n) {
          delta++;
        } else if (c == n) {
          appendNumber(out, delta, bias);
          bias = adapt(delta, handled + 1, handled == basic);
          delta = 0;
          handled++;
        }
      }
      delta++;
      n++;
    }
    return out.toString();
  }

  /** {@code q} as a generalized variable-length integer (RFC 3492 section 3.3). */
  private static void appendNumber(StringBuilder out, long q, int bias) {
    for (int k = BASE; ; k += BASE) {
      int t = k <= bias ? T_MIN : Math.min(k - bias, T_MAX);
      if (q < t) {
        out.append(digit(q));
        return;
      }
      out.append(digit(t + (q - t) % (BASE - t)));
      q = (q - t) / (BASE - t);
    }
  }

  /** The bias adaptation function (RFC 3492 section 6.1). */
  private static int adapt(long delta, int points, boolean first) {
    delta = first ? delta / DAMP : delta / 2;
    delta += delta / points;
    int k = 0;
    while (delta > ((BASE - T_MIN) * T_MAX) / 2) {
      delta /= BASE - T_MIN;
      k += BASE;
    }
    return (int) (k + (BASE - T_MIN + 1) * delta / (delta + SKEW));
  }

  private static char digit(long d) {
    return (char) (d < 26 ? 'a' + d : '0' + d - 26);
  }
}
