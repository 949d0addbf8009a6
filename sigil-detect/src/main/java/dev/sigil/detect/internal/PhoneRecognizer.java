package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.NumberParseException;
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
  private static final PhoneNumberUtil UTIL = warmedUp();
  private static final String REGION = "US";
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "phone phones telephone tel tele mobile cell cellphone call calling called ring text"
                  + " texting sms whatsapp signal viber telegram fax contact reach"
                  + " ph mob hotline landline dial office home work direct ext extension",
              "order orders invoice inv ref reference tracking ticket case account acct id isbn claim"
                  + " serial sku po transaction txn confirmation booking receipt zip postal"
                  + " version build price total usd eur ssn social security routing iban card")
          .window(5, 2);

  /** Regions tried for national numbers written with a trunk prefix ("020 7946 0123"). */
  private static final String[] TRUNK_REGIONS = {
    "GB", "DE", "FR", "IT", "ES", "NL", "AU", "IN", "BR", "JP", "MX", "ZA", "NG", "PH"
  };

  private static final Structured.Cues SSN_CUES =
      Structured.Cues.of("ssn ssns social security", "").window(4, 1);

  /**
   * libphonenumber loads each region's metadata on first use; loading all of it once here keeps
   * that cost (tens of milliseconds) out of the first messages that mention a foreign number.
   */
  private static PhoneNumberUtil warmedUp() {
    PhoneNumberUtil util = PhoneNumberUtil.getInstance();
    for (String region : util.getSupportedRegions()) {
      util.getExampleNumber(region);
    }
    return util;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.PHONE);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    String s = scan.text();
    int reported = 0;
    int budget = 64 + s.length() / 32; // libphonenumber calls: bounds the work on digit dumps
    int t = 0;
    while (t < scan.tokenCount()) {
      if (!DigitChain.isAsciiDigits(scan, t)) {
        t++;
        continue;
      }
      int last = PhoneRuns.lastToken(scan, t);
      int start = PhoneRuns.start(s, scan.start(t));
      int end = PhoneRuns.extensionEnd(s, PhoneRuns.end(s, scan.end(last)));
      if (start >= reported && budget > 0 && PhoneRuns.plausible(scan, t, last, start, end)) {
        reported = Math.max(reported, match(scan, t, last, start, end, out));
        budget -= s.charAt(start) == '0' || s.charAt(start) == '(' ? TRUNK_REGIONS.length + 2 : 2;
      }
      t = last + 1;
    }
  }

  /**
   * Runs libphonenumber over the window {@code [start, end)}: valid US or international numbers;
   * else, for a number with a trunk '0', valid national numbers of other common regions; else a
   * number written in the North American or international shape (generated and fictional numbers
   * are not valid but are phone numbers all the same); else, with a phone word nearby, possible US
   * numbers. Returns the end of the last match.
   */
  private static int match(
      Scan scan, int first, int lastToken, int start, int end, Candidates out) {
    String s = scan.text();
    int from = Math.max(0, start - 1);
    String window = s.substring(from, Math.min(s.length(), end + 1));
    int last = report(scan, from, window, REGION, Leniency.VALID, 0, out);
    if (last == 0 && s.charAt(start + (s.charAt(start) == '(' ? 1 : 0)) == '0') {
      for (int r = 0; r < TRUNK_REGIONS.length && last == 0; r++) {
        last = report(scan, from, window, TRUNK_REGIONS[r], Leniency.VALID, 0.1, out);
      }
    }
    if (last == 0
        && (PhoneRuns.isNanpShaped(scan, first, lastToken) || isPossibleIntl(s, start, end))) {
      out.add(PiiClass.PHONE, start, end, shapedScore(scan, start, end));
      last = end;
    }
    if (last == 0 && Structured.nearestCue(scan, start, end, CUES) > 0) {
      last = report(scan, from, window, REGION, Leniency.POSSIBLE, 0.15, out);
    }
    return last;
  }

  private static boolean isPossibleIntl(String s, int start, int end) {
    if (s.charAt(start) != '+') {
      return false;
    }
    try {
      return UTIL.isPossibleNumber(UTIL.parse(s.substring(start, end), REGION));
    } catch (NumberParseException e) {
      return false;
    }
  }

  private static double shapedScore(Scan scan, int start, int end) {
    if (Structured.nearestCue(scan, start, end, SSN_CUES) > 0) {
      return 0.2;
    }
    return Structured.contextScore(scan, start, end, 0.6, CUES, 0.8, 0.3);
  }

  private static int report(
      Scan scan,
      int from,
      String window,
      String region,
      Leniency leniency,
      double penalty,
      Candidates out) {
    int last = 0;
    for (PhoneNumberMatch m : UTIL.findNumbers(window, region, leniency, 8)) {
      int ms = from + m.start();
      int me = from + m.end();
      out.add(PiiClass.PHONE, ms, me, score(scan, ms, me, m.rawString()) - penalty);
      last = me;
    }
    return last;
  }

  private static double score(Scan scan, int start, int end, String raw) {
    if (Structured.nearestCue(scan, start, end, SSN_CUES) > 0) {
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
    double lowered = Structured.at(scan.text(), start - 1) == '#' ? Math.min(base, 0.3) : base;
    return Structured.contextScore(scan, start, end, lowered, CUES, base + 0.2, 0.3);
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
