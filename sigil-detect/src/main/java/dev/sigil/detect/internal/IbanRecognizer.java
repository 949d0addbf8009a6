package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Map;
import java.util.Set;

/**
 * IBANs: a country code, two check digits and a BBAN of the country's length, written compact or in
 * groups of four separated by single spaces, any letter case, passing ISO 7064 mod 97-10.
 */
final class IbanRecognizer implements Recognizer, Gated {
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "iban bank account acct transfer wire sepa swift bic beneficiary payee pay payment"
                  + " konto rekening cuenta compte conto",
              "")
          .window(5, 3);

  /** IBAN lengths by country: the SWIFT registry plus countries that use IBANs unofficially. */
  static final Map<String, Integer> LENGTHS = lengths();

  @Override
  public int needs() {
    return Triggers.DIGIT;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.IBAN);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (!scan.anyDigit()) {
      return; // every IBAN has a digit
    }
    String s = scan.text();
    for (int t = 0; t < scan.tokenCount(); t++) {
      int start = scan.start(t);
      if (scan.end(t) - start < 4 || !looksLikeStart(s, start) || Structured.gluedLeft(s, start)) {
        continue;
      }
      Integer length =
          LENGTHS.get(s.substring(start, start + 2).toUpperCase(java.util.Locale.ROOT));
      if (length == null) {
        continue;
      }
      int end = collect(scan, t, length);
      if (end > 0 && mod97(s, start, end) == 1) {
        out.add(
            PiiClass.IBAN,
            start,
            end,
            Structured.contextScore(scan, start, end, 0.9, CUES, 1.0, 0.9));
      }
    }
  }

  private static boolean looksLikeStart(String s, int i) {
    return Structured.isAsciiLetter(s.charAt(i))
        && Structured.isAsciiLetter(s.charAt(i + 1))
        && Structured.isDigit(s.charAt(i + 2))
        && Structured.isDigit(s.charAt(i + 3));
  }

  /**
   * The end of an IBAN of {@code length} alphanumerics starting at token {@code t}: tokens joined
   * by single spaces, ending exactly at a token end, or -1.
   */
  private static int collect(Scan scan, int t, int length) {
    String s = scan.text();
    int have = 0;
    for (int u = t; u < scan.tokenCount(); u++) {
      if (u > t && (scan.start(u) != scan.end(u - 1) + 1 || s.charAt(scan.start(u) - 1) != ' ')) {
        return -1;
      }
      for (int i = scan.start(u); i < scan.end(u); i++) {
        if (!Structured.isAsciiAlnum(s.charAt(i))) {
          return -1;
        }
      }
      have += scan.end(u) - scan.start(u);
      if (have == length) {
        return Structured.gluedRight(s, scan.end(u)) ? -1 : scan.end(u);
      }
      if (have > length) {
        return -1;
      }
    }
    return -1;
  }

  /** The IBAN's remainder mod 97 (1 when valid); separators are skipped. */
  static int mod97(String s, int start, int end) {
    int r = 0;
    for (int k = 0; k < 2; k++) {
      for (int i = k == 0 ? start + 4 : start; i < (k == 0 ? end : start + 4); i++) {
        char c = Character.toUpperCase(s.charAt(i));
        if (Structured.isDigit(c)) {
          r = (r * 10 + (c - '0')) % 97;
        } else if (c >= 'A' && c <= 'Z') {
          r = (r * 100 + (c - 'A' + 10)) % 97;
        }
      }
    }
    return r;
  }

  private static Map<String, Integer> lengths() {
    String table =
        "AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BI27 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DJ27"
            + " DK18 DO28 EE20 EG29 ES24 FI18 FK18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HN28"
            + " HR21 HU28 IE22 IL23 IQ23 IS26 IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21"
            + " LY25 MC27 MD24 ME22 MK19 MN20 MR27 MT31 MU30 NI28 NL18 NO15 OM23 PK24 PL28 PS29"
            + " PT25 QA29 RO24 RS22 RU33 SA24 SC31 SD18 SE24 SI19 SK24 SM27 SO23 ST25 SV28 TL23"
            + " TN24 TR26 UA29 VA22 VG24 XK20 YE30"
            // not in the registry, but IBANs in use (Nordea's list)
            + " AO25 BF28 BJ28 CF27 CG27 CI28 CM27 CV25 DZ26 GA27 GQ27 GW25 IR26 KM27 MA28 MG27"
            + " ML28 MZ25 NE28 SN28 TD27 TG28";
    Map<String, Integer> m = new java.util.HashMap<>();
    for (String e : table.split(" ")) {
      m.put(e.substring(0, 2), Integer.parseInt(e.substring(2)));
    }
    return Map.copyOf(m);
  }
}
