package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.PhoneNumberMatch;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.Leniency;
import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * Phone numbers, validated by libphonenumber: US numbers in national format and numbers of any
 * region in international format. libphonenumber runs only on short windows around runs of at least
 * seven digits joined by phone punctuation, never over the whole text. Dates, IP addresses, numbers
 * glued to letters (IBANs, UUIDs) and runs in order/invoice/SSN context are not phones.
 */
final class PhoneRecognizer implements Recognizer {
  private static final PhoneNumberUtil UTIL = PhoneNumberUtil.getInstance();
  private static final String REGION = "US";
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "phone phones telephone tel tele mobile cell cellphone call calling called ring text"
                  + " texting sms whatsapp signal viber telegram fax contact reach number numbers"
                  + " ph mob hotline landline dial office home work direct ext extension",
              "order orders invoice inv ref reference tracking ticket case account acct id isbn"
                  + " serial sku po transaction txn confirmation booking receipt zip postal"
                  + " version build price total usd eur ssn social security routing iban card")
          .window(5, 2);
  private static final Set<String> SSN_WORDS = Structured.words("ssn ssns social security");

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.PHONE);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    String s = scan.text();
    int reported = 0;
    int t = 0;
    while (t < scan.tokenCount()) {
      if (!DigitChain.isAsciiDigits(scan, t)) {
        t++;
        continue;
      }
      int last = PhoneRuns.lastToken(scan, t);
      int start = PhoneRuns.start(s, scan.start(t));
      int end = PhoneRuns.end(s, scan.end(last));
      if (start >= reported && PhoneRuns.plausible(scan, t, last, start, end)) {
        reported = Math.max(reported, match(scan, start, end, out));
      }
      t = last + 1;
    }
  }

  /**
   * Runs libphonenumber over the window {@code [start, end)}; returns the end of the last match.
   */
  private static int match(Scan scan, int start, int end, Candidates out) {
    String s = scan.text();
    int from = Math.max(0, start - 1);
    String window = s.substring(from, Math.min(s.length(), end + 1));
    int last = 0;
    boolean any = false;
    for (PhoneNumberMatch m : UTIL.findNumbers(window, REGION, Leniency.VALID, 8)) {
      int ms = from + m.start();
      int me = from + m.end();
      out.add(PiiClass.PHONE, ms, me, score(scan, ms, me, m.rawString()));
      last = me;
      any = true;
    }
    if (!any && scan.hasContext(start, end, CUES.positive(), CUES.before(), CUES.after())) {
      for (PhoneNumberMatch m : UTIL.findNumbers(window, REGION, Leniency.POSSIBLE, 8)) {
        int ms = from + m.start();
        int me = from + m.end();
        out.add(PiiClass.PHONE, ms, me, score(scan, ms, me, m.rawString()) - 0.15);
        last = me;
      }
    }
    return last;
  }

  private static double score(Scan scan, int start, int end, String raw) {
    if (scan.hasContext(start, end, SSN_WORDS, 4, 1)) {
      return 0.2;
    }
    double base;
    if (raw.startsWith("+") || raw.startsWith("00")) {
      base = 0.85;
    } else if (isBare(raw)) {
      base = raw.length() > 10 ? 0.45 : 0.55;
    } else {
      base = 0.75;
    }
    return Structured.contextScore(scan, start, end, base, CUES, base + 0.2, 0.3);
  }

  private static boolean isBare(String raw) {
    for (int i = 0; i < raw.length(); i++) {
      if (!Structured.isDigit(raw.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
