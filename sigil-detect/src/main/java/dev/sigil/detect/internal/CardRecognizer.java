package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * Payment card numbers: 13 to 19 digits, written bare or in groups joined by single spaces or
 * dashes, passing Luhn and starting with a known issuer prefix for that length. A run of groups
 * longer than a card ("4111 1111 1111 1111 123") is searched for its longest valid sub-run.
 */
final class CardRecognizer implements Recognizer {
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "card cards credit debit visa mastercard amex discover jcb diners maestro unionpay cc"
                  + " ccn pan payment pay paid charge charged billing expiry exp cvv cvc",
              "order orders tracking invoice inv ref reference isbn serial sku transaction txn"
                  + " account acct shipment parcel awb imei")
          .window(5, 3);

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.CARD_NUMBER);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    int t = 0;
    while (t < scan.tokenCount()) {
      if (!DigitChain.isAsciiDigits(scan, t) || Structured.gluedLeft(scan.text(), scan.start(t))) {
        t++;
        continue;
      }
      DigitChain chain = DigitChain.from(scan, t, " -");
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

  /** The last token of the longest valid card starting at token {@code from}, or -1. */
  private static int longestCard(Scan scan, int from, int last) {
    int found = -1;
    int digits = 0;
    for (int to = from; to <= last; to++) {
      digits += scan.end(to) - scan.start(to);
      if (digits > 19) {
        break;
      }
      if (digits >= 13
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
    double base = from == to ? 0.8 : 0.85;
    out.add(
        PiiClass.CARD_NUMBER,
        start,
        end,
        Structured.contextScore(scan, start, end, base, CUES, 0.97, 0.3));
  }

  /** Luhn and an issuer prefix that issues numbers of this length. */
  static boolean isCard(String s, int start, int end, int digits) {
    return issuerAccepts(leadingDigits(s, start, end), digits) && Structured.luhn(s, start, end);
  }

  /** The first six digits as a number (fewer digits are not possible: cards have 13+). */
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

  /** Issuer ranges (IIN) by their first six digits, with the lengths each issues. */
  static boolean issuerAccepts(int iin6, int len) {
    int p1 = iin6 / 100000;
    int p2 = iin6 / 10000;
    int p3 = iin6 / 1000;
    int p4 = iin6 / 100;
    if (p1 == 4) {
      return len == 13 || len == 16 || len == 19; // Visa
    }
    if ((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) {
      return len == 16; // Mastercard
    }
    if (p2 == 34 || p2 == 37) {
      return len == 15; // American Express
    }
    if (p4 == 6011 || (p3 >= 644 && p3 <= 649) || p2 == 65 || (iin6 >= 622126 && iin6 <= 622925)) {
      return len >= 16; // Discover
    }
    if (p4 >= 3528 && p4 <= 3589) {
      return len >= 16; // JCB
    }
    if ((p3 >= 300 && p3 <= 305) || p4 == 3095 || p2 == 36 || p2 == 38 || p2 == 39) {
      return len >= 14; // Diners Club
    }
    if (p2 == 62 || p2 == 81) {
      return len >= 16; // UnionPay
    }
    if (p4 >= 2200 && p4 <= 2204) {
      return len >= 16; // Mir
    }
    return isMaestro(p2, p4, iin6) && len >= 12;
  }

  private static boolean isMaestro(int p2, int p4, int iin6) {
    return p2 == 50
        || (p2 >= 56 && p2 <= 58)
        || p2 == 67
        || p2 == 63
        || p4 == 6304
        || p4 == 6759
        || iin6 == 676770
        || iin6 == 676774;
  }
}
