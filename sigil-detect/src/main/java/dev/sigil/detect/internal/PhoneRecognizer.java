package dev.sigil.detect.internal;

import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import com.google.i18n.phonenumbers.metadata.DefaultMetadataDependenciesProvider;
import dev.sigil.detect.PiiClass;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Phone numbers, validated by libphonenumber: US numbers in national format and numbers of any
 * region in international format. libphonenumber parses only runs of at least seven digits joined
 * by phone punctuation ({@link PhoneRuns}), never the whole text. Dates, IP addresses, numbers
 * glued to letters (IBANs, UUIDs) and runs in order/invoice/SSN context are not phones.
 */
final class PhoneRecognizer implements Recognizer, Gated {
  private static final String REGION = "US";
  private static final Structured.Cues CUES =
      Structured.Cues.of(
              "phone phones telephone tel tele mobile cell cellphone call calling called ring text"
                  + " texting sms whatsapp signal viber telegram fax contact reach"
                  + " ph mob hotline landline dial office home work direct ext extension"
                  // the same words in Spanish, Portuguese, French, German, Italian and Dutch
                  + " teléfono telefono telefone telf móvil movil celular cel contacto contato"
                  + " llama llámame llamar liga ligue ligar téléphone tél portable appelle appelez"
                  + " appeler telefon handy anrufen rufen chiama chiamare cellulare telefoon mobiel"
                  + " bel bellen",
              "order orders invoice inv ref reference tracking ticket case account acct id isbn claim"
                  + " serial sku po transaction txn confirmation booking receipt zip postal"
                  + " version ver v release build price total usd eur ssn social security routing"
                  + " iban card")
          .window(5, 2);

  /** Regions tried for national numbers written with a trunk prefix ("020 7946 0123"). */
  private static final String[] TRUNK_REGIONS = {
    "GB", "DE", "FR", "IT", "ES", "NL", "AU", "IN", "BR", "JP", "MX", "ZA", "NG", "PH"
  };

  private static final Structured.Cues SSN_CUES =
      Structured.Cues.of("ssn ssns social security", "").window(4, 0);

  /**
   * libphonenumber instances, one per world numbering zone (the first digit of the country calling
   * code; 0 for none). An instance keeps its last 100 compiled patterns: numbers of many countries
   * in one stream of texts, validated by one instance, would evict each other's and have them
   * compiled again. The answers are those of one instance.
   */
  private static final PhoneNumberUtil[] ZONES = zones();

  /**
   * libphonenumber loads each region's metadata on first use; loading all of it once here keeps
   * that cost (tens of milliseconds) out of the first messages that mention a foreign number.
   */
  private static PhoneNumberUtil[] zones() {
    PhoneNumberUtil any = PhoneNumberUtil.getInstance();
    PhoneNumberUtil[] zones = new PhoneNumberUtil[10];
    for (int z = 0; z < zones.length; z++) {
      zones[z] =
          PhoneNumberUtil.createInstance(
              DefaultMetadataDependenciesProvider.getInstance().getMetadataLoader());
      zones[z].getExampleNumber(REGION);
    }
    for (String region : any.getSupportedRegions()) {
      zones[zone(any.getCountryCodeForRegion(region))].getExampleNumber(region);
    }
    return zones;
  }

  private static int zone(int countryCode) {
    int z = countryCode;
    while (z >= 10) {
      z /= 10;
    }
    return z;
  }

  /** The zones of {@link #TRUNK_REGIONS}, and of {@link #REGION}. */
  private static final int[] TRUNK_ZONES = new int[TRUNK_REGIONS.length];

  private static final int REGION_ZONE;

  static {
    PhoneNumberUtil any = PhoneNumberUtil.getInstance();
    for (int i = 0; i < TRUNK_REGIONS.length; i++) {
      TRUNK_ZONES[i] = zone(any.getCountryCodeForRegion(TRUNK_REGIONS[i]));
    }
    REGION_ZONE = zone(any.getCountryCodeForRegion(REGION));
  }

  /**
   * The instance for a run parsed in a region of zone {@code regionZone}: the zone of its country
   * code when it has a '+', else the region's.
   */
  private static PhoneNumberUtil util(String run, int regionZone) {
    int plus = run.indexOf('+');
    if (plus < 0) {
      return ZONES[regionZone];
    }
    for (int i = plus + 1; i < run.length(); i++) {
      char c = run.charAt(i);
      if (c >= '0' && c <= '9') {
        return ZONES[c - '0'];
      }
    }
    return ZONES[0];
  }

  @Override
  public int needs() {
    return Triggers.DIGIT;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.PHONE);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (!scan.anyDigit()) {
      return; // every phone number has a digit
    }
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
      int end = PhoneRuns.extensionEnd(s, PhoneRuns.end(s, start, scan.end(last)));
      if (s.charAt(start) == '('
          && s.charAt(end - 1) == ')'
          && !hasParenthesis(s, start + 1, end - 1)) {
        start++; // "(0117 496 0655)": brackets around the whole number are no part of it
        end--;
      }
      if (start >= reported && budget > 0 && PhoneRuns.plausible(scan, t, last, start, end)) {
        reported = Math.max(reported, match(scan, t, last, start, end, out));
        budget -= s.charAt(start) == '0' || s.charAt(start) == '(' ? TRUNK_REGIONS.length + 2 : 3;
      }
      t = last + 1;
    }
  }

  private static boolean hasParenthesis(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (s.charAt(i) == '(' || s.charAt(i) == ')') {
        return true;
      }
    }
    return false;
  }

  /**
   * Asks libphonenumber about the run {@code [start, end)}: a valid US number or a valid number in
   * international format; else, for a number with a trunk '0', a valid national number of a common
   * region; else a number written in the North American or international shape (generated and
   * fictional numbers are not valid but are phone numbers all the same); else, with a phone word
   * nearby, a number written in groups or a possible US number. Parsing the run alone is several
   * times cheaper than libphonenumber's own text matcher. Returns the end of what was reported, or
   * 0.
   */
  private static int match(
      Scan scan, int first, int lastToken, int start, int end, Candidates out) {
    String s = scan.text();
    Run run = new Run(s.substring(start, end));
    double score = 0;
    boolean nanp = PhoneRuns.isNanpShaped(scan, first, lastToken);
    boolean trunk = startsWithTrunkZero(run.text);
    if (nanp && !trunk ? run.isPossible(false) : run.isValidInUs()) {
      score = score(scan, start, end, run.text);
    } else if (trunk && validInSomeRegion(run.compact())) {
      score = score(scan, start, end, run.text) - 0.1;
    } else if (nanp || run.isPossible(true)) {
      score = shapedScore(scan, start, end);
    } else if ((Structured.nearestCue(scan, start, end, CUES) > 0
            && (lastToken > first || run.isPossible(false)))
        || (lastToken > first || nationalLength(run.text)) && isOwnNumber(scan, first)) {
      score = shapedScore(scan, start, end); // a phone word and a number written in groups
    }
    if (score <= 0) {
      return 0;
    }
    out.add(PiiClass.PHONE, start, end, score);
    return end;
  }

  /** One run and its parse with the default region US, made once and only when asked. */
  private static final class Run {
    final String text;
    private final PhoneNumberUtil util;
    private @Nullable String compact;
    private boolean parsed;
    private @Nullable PhoneNumber us;

    Run(String text) {
      this.text = text;
      this.util = util(text, REGION_ZONE);
    }

    /** The run as libphonenumber is given it ({@link PhoneRuns#forParsing}). */
    String compact() {
      String c = compact;
      if (c == null) {
        c = PhoneRuns.forParsing(text);
        compact = c;
      }
      return c;
    }

    private @Nullable PhoneNumber us() {
      if (!parsed) {
        parsed = true;
        us = PlainNumbers.parseOrNull(util, compact(), REGION);
      }
      return us;
    }

    /** A valid US number, or a valid number in international format. */
    boolean isValidInUs() {
      if (!NanpLengths.mayBeValid(text)) {
        return false;
      }
      PhoneNumber n = us();
      return n != null && PhoneValidity.isValid(util, n);
    }

    /** A possible US number, or only: a possible number written with '+'. */
    boolean isPossible(boolean international) {
      if (international && text.charAt(0) != '+') {
        return false;
      }
      PhoneNumber n = us();
      return n != null && util.isPossibleNumber(n);
    }
  }

  /**
   * Whether a run of bare digits has the length of a national number (8 to 11 digits): "my number
   * is 935971528" after {@link #isOwnNumber}'s words is a phone whatever its region.
   */
  private static boolean nationalLength(String run) {
    return run.length() >= 8 && run.length() <= 11 && isBare(run);
  }

  private static final Lexicon NUMBER = new Lexicon("number", "no", "nr", "num");
  private static final Lexicon ME = new Lexicon("me");
  private static final Lexicon ON = new Lexicon("on", "at");
  private static final Lexicon CALL = new Lexicon("call", "reach", "text", "ring", "phone");
  private static final Lexicon WHOSE =
      new Lexicon(
          "my",
          "new",
          "his",
          "her",
          "your",
          "our",
          "their",
          "phone",
          "mobile",
          "cell",
          "contact",
          "whatsapp",
          "telephone",
          "fax",
          "direct",
          "office",
          "home",
          "work",
          "private");

  /**
   * "my new number is 6128 7228", "her phone no. 612 72 33 81": "number" names a phone only after a
   * word like these ("tracking number", "order number" name something else); and "call me (back) on
   * 612 72 33 81", "reach me at".
   */
  private static boolean isOwnNumber(Scan scan, int first) {
    for (int b = first - 1; b >= 1 && b >= first - 3; b--) {
      if (NUMBER.matches(scan, b)) {
        return WHOSE.matches(scan, b - 1);
      }
    }
    // "call me on 0612345678", "reach me at", "call me back on"
    int me = first - 2;
    if (me >= 1 && !ME.matches(scan, me)) {
      me--; // "me back on"
    }
    return me >= 1
        && ON.matches(scan, first - 1)
        && ME.matches(scan, me)
        && CALL.matches(scan, me - 1);
  }

  private static boolean startsWithTrunkZero(String run) {
    return run.charAt(run.charAt(0) == '(' ? 1 : 0) == '0';
  }

  private static boolean validInSomeRegion(String run) {
    for (int i = 0; i < TRUNK_REGIONS.length; i++) {
      PhoneNumberUtil util = util(run, TRUNK_ZONES[i]);
      PhoneNumber number = PlainNumbers.parseOrNull(util, run, TRUNK_REGIONS[i]);
      if (number != null && PhoneValidity.isValid(util, number)) {
        return true;
      }
    }
    return false;
  }

  private static double shapedScore(Scan scan, int start, int end) {
    if (Structured.nearestCue(scan, start, end, SSN_CUES) > 0) {
      return 0.2;
    }
    double base = Structured.at(scan.text(), start - 1) == '#' ? 0.3 : 0.6;
    return Structured.contextScore(scan, start, end, base, CUES, 0.8, 0.3);
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
    int cue = Structured.nearestCue(scan, start, end, CUES);
    if (cue == 0 && isOwnNumber(scan, scan.tokenAtOrAfter(start))) {
      cue = 1; // "my number is 0549597032"
    }
    return Structured.byCue(cue, lowered, base + 0.2, 0.3);
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
