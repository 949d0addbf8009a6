package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * Payment card numbers: 12 (Maestro, next to a card word) to 19 digits, written bare or in groups
 * joined by single spaces or dashes (or periods, in the printed groupings), passing Luhn and
 * starting with a known issuer prefix for that length. A run of groups longer than a card ("4111
 * 1111 1111 1111 123") is searched for its longest valid sub-run.
 */
final class CardRecognizer implements Recognizer, Gated {
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "card cards credit debit visa mastercard amex discover jcb diners maestro unionpay cc"
                  + " ccn pan payment pay paid charge charged billing expiry exp cvv cvc",
              "order orders tracking invoice inv ref reference isbn serial sku transaction txn"
                  + " account acct shipment parcel package awb imei ticket case id claim booking"
                  + " confirmation reservation receipt policy member customer item product part"
                  + " model batch lot container")
          .window(5, 3);

  @Override
  public int needs() {
    return Triggers.DIGIT;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.CARD_NUMBER);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (!scan.anyDigit()) {
      return; // every card number has a digit
    }
    int t = 0;
    while (t < scan.tokenCount()) {
      if (!DigitChain.isAsciiDigits(scan, t) || Structured.gluedLeft(scan.text(), scan.start(t))) {
        t++;
        continue;
      }
      DigitChain chain = DigitChain.from(scan, t, " -");
      if (chain.size() == 1) {
        DigitChain dotted = DigitChain.from(scan, t, ".");
        if (dotted.size() > 1) {
          t = dotted.last + 1;
          if (!Structured.gluedRight(scan.text(), scan.end(dotted.last))
              && dottedCard(scan, dotted)) {
            report(scan, dotted.first, dotted.last, out);
          }
          continue;
        }
      }
      t = chain.last + 1;
      if (Structured.gluedRight(scan.text(), scan.end(chain.last))) {
        continue;
      }
      findIn(scan, chain, out);
    }
  }

  private static void findIn(Scan scan, DigitChain chain, Candidates out) {
    int from = chain.first;
    while (from <= chain.last) {
      int to = longestCard(scan, from, chain.last);
      if (to < 0) {
        from++;
        continue;
      }
      report(scan, from, to, out);
      from = to + 1;
    }
  }

  /**
   * A card written in groups joined by periods ("4549.1210.3503.4465"): only the printed shapes,
   * four-digit groups with a shorter last one, or Amex's and Diners' 4-6-5 and 4-6-4, so that
   * version numbers and decimals stay what they are.
   */
  private static boolean dottedCard(Scan scan, DigitChain chain) {
    int[] groups = new int[chain.size()];
    for (int t = chain.first; t <= chain.last; t++) {
      groups[t - chain.first] = scan.end(t) - scan.start(t);
    }
    boolean fours = groups.length >= 4;
    for (int i = 0; i < groups.length; i++) {
      fours &= i < groups.length - 1 ? groups[i] == 4 : groups[i] >= 1 && groups[i] <= 4;
    }
    boolean amex =
        groups.length == 3
            && groups[0] == 4
            && groups[1] == 6
            && (groups[2] == 5 || groups[2] == 4);
    int digits = DigitChain.digits(scan, chain.first, chain.last);
    return (fours || amex)
        && isCard(scan.text(), scan.start(chain.first), scan.end(chain.last), digits);
  }

  /** The last token of the longest valid card starting at token {@code from}, or -1. */
  private static int longestCard(Scan scan, int from, int last) {
    int found = -1;
    int digits = 0;
    for (int to = from; to <= last; to++) {
      digits += scan.end(to) - scan.start(to);
      if (digits > 19) {
        break;
      }
      if (digits >= 12
          && DigitChain.sameSeparator(scan, from, to)
          && isCard(scan.text(), scan.start(from), scan.end(to), digits)) {
        found = to;
      }
    }
    return found;
  }

  private static void report(Scan scan, int from, int to, Candidates out) {
    int start = scan.start(from);
    int end = scan.end(to);
    // a twelve-digit Maestro number needs a card word near it, and then still yields to an Aadhaar
    // number of the same digits ("Aadhaar card number 5678 9012 3415", checked by Verhoeff)
    boolean twelve = DigitChain.digits(scan, from, to) == 12;
    double base =
        Structured.at(scan.text(), start - 1) == '#' || twelve ? 0.3 : from == to ? 0.8 : 0.85;
    out.add(
        PiiClass.CARD_NUMBER,
        start,
        end,
        Structured.contextScore(scan, start, end, base, CUES, twelve ? 0.9 : 0.97, 0.3));
  }

  /** Luhn and an issuer prefix that issues numbers of this length. */
  static boolean isCard(String s, int start, int end, int digits) {
    return issuerAccepts(leadingDigits(s, start, end), digits) && Structured.luhn(s, start, end);
  }

  /** The first six digits as a number (fewer digits are not possible: cards have 12 or more). */
  private static int leadingDigits(String s, int start, int end) {
    int v = 0;
    int n = 0;
    for (int i = start; i < end && n < 6; i++) {
      char c = s.charAt(i);
      if (Structured.isDigit(c)) {
        v = v * 10 + (c - '0');
        n++;
      }
    }
    return v;
  }

  /**
   * Issuer ranges as {first IIN, last IIN (six digits), lengths bitmask}; the first row holding a
   * number decides (Discover's 6011 before RuPay's 60, RuPay's 508 before Maestro's 50).
   */
  private static final int[][] ISSUERS = {
    {400000, 499999, lengths(13, 16, 19)}, // Visa
    {510000, 559999, lengths(16)}, // Mastercard
    {222100, 272099, lengths(16)},
    {340000, 349999, lengths(15)}, // American Express
    {370000, 379999, lengths(15)},
    {601100, 601199, lengths(16, 17, 18, 19)}, // Discover
    {622126, 622925, lengths(16, 17, 18, 19)},
    {644000, 659999, lengths(16, 17, 18, 19)},
    {350000, 359999, lengths(16, 17, 18, 19)}, // JCB (3528-3589; Faker draws any 35)
    {308800, 309499, lengths(16)}, // JCB's older ranges
    {309600, 310299, lengths(16)},
    {311200, 312099, lengths(16)},
    {315800, 315999, lengths(16)},
    {333700, 334999, lengths(16)},
    {213100, 213199, lengths(15)},
    {180000, 180099, lengths(15)},
    {300000, 305999, lengths(14, 15, 16, 17, 18, 19)}, // Diners Club
    {309500, 309599, lengths(14, 15, 16, 17, 18, 19)},
    {360000, 369999, lengths(14, 15, 16, 17, 18, 19)},
    {380000, 399999, lengths(14, 15, 16, 17, 18, 19)},
    {620000, 629999, lengths(16, 17, 18, 19)}, // UnionPay
    {810000, 819999, lengths(16, 17, 18, 19)},
    {220000, 220499, lengths(16, 17, 18, 19)}, // Mir
    {600000, 609999, lengths(16)}, // RuPay
    {820000, 829999, lengths(16)},
    {508000, 508999, lengths(16)},
    {500000, 509999, lengths(12, 13, 14, 15, 16, 17, 18, 19)}, // Maestro
    {560000, 589999, lengths(12, 13, 14, 15, 16, 17, 18, 19)},
    {630000, 639999, lengths(12, 13, 14, 15, 16, 17, 18, 19)},
    {670000, 679999, lengths(12, 13, 14, 15, 16, 17, 18, 19)},
    {60400, 60499, lengths(12)}, // Maestro UK's 0604, as Faker writes it
  };

  /** Whether an issuer uses the range of these first six digits for numbers of this length. */
  static boolean issuerAccepts(int iin6, int len) {
    for (int[] row : ISSUERS) {
      if (iin6 >= row[0] && iin6 <= row[1]) {
        return (row[2] & (1 << len)) != 0;
      }
    }
    return false;
  }

  private static int lengths(int... lengths) {
    int mask = 0;
    for (int l : lengths) {
      mask |= 1 << l;
    }
    return mask;
  }
}
