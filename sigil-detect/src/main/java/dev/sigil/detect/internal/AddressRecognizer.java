package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * Postal addresses ({@link PiiClass#ADDRESS}). The English form is a house number, one to four
 * capitalised name words (or ordinals: 5th) and a street suffix (Street, St, Road, Way, Close...),
 * then the {@link AddressTail} (direction, unit, city, state, postcode), with a unit before the
 * number taken in ({@code Flat 2, 10 Downing Street}). Suffixes that are also common words (Park,
 * Hill, View) score below the threshold unless a locality or context word follows. In lower case
 * ({@code 123 main street}) only a street word (street, st, road, rd...) after one or two non-stop
 * words counts, below the threshold without an address context word. PO boxes, US military mail
 * ({@code PSC 7286, Box 6313, APO AE 51119}), European forms ({@link EuropeanAddresses}) and
 * standalone postcodes next to a postcode word are also reported. An address is taken whole: a
 * unit, floor or building before the street ({@code Flat 12, Marlowe Court, 88 ...}, {@code 4th
 * Floor, 22 ...}, {@code Blk 287 ...}, {@code Flat 402, Lakeview Residency, Kondapur, Hyderabad
 * 500084}); a street without a number before its town and postcode ({@code Drummond Street,
 * Edinburgh EH8 9XP}); romanised Japanese ({@code 2-14-9 Minamisemba, Chuo-ku, Osaka 542-0081}) and
 * Korean road addresses; whole lower-case addresses before a postcode or Dublin district.
 *
 * <p>Work per token is a character test; only a digit token followed by a capitalised word, or a
 * handful of trigger words, start a walk.
 */
final class AddressRecognizer implements Recognizer, Gated {
  private static final int MAX_NAME_WORDS = 4;
  private static final WordList AT = WordList.of("at");

  @Override
  public int needs() {
    return Triggers.DIGIT;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.ADDRESS);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (!scan.anyDigit()) {
      return; // every address this recognizer reports (house number, box, postcode) has a digit
    }
    String text = scan.text();
    int n = scan.tokenCount();
    for (int t = 0; t < n; t++) {
      char c = text.charAt(scan.start(t));
      if (c >= '0' && c <= '9') {
        if (wordFollows(scan, t) && houseNumber(scan, t)) {
          street(scan, t, out);
        } else if (commaWordFollows(scan, t)
            && houseNumber(scan, t)
            && !AddressTail.year(scan, t)) {
          frenchComma(scan, t, out); // not a year: "In 2019, Rue de Rivoli, 75001 Paris"
        }
        if (t > 0
            && (AddressWords.UNITS.contains(scan, t - 1)
                || (LEADS.contains(scan, t - 1) || DWELLINGS.contains(scan, t - 1))
                    && scan.isCapitalized(t - 1))) {
          unitFirst(scan, t, out);
        }
        japanese(scan, t, out);
        korean(scan, t, out);
        PostalCodes.standalone(scan, t, out);
      } else {
        if ((c == 'b' || c == 'B') && scan.end(t) - scan.start(t) == 3) {
          poBox(scan, t, out);
        }
        if (c == 'c' && scan.end(t) - scan.start(t) == 5) {
          WorldAddresses.uzbek(scan, t, out); // "Amir Temur ko'chasi 107"
        }
        if (c == 'u' || c == 'a' || c == 'U' || c == 'A') {
          EuropeanAddresses.abbreviated(scan, t, out); // "ul. Piotrkowska 118/4, 90-006 Łódź"
        }
        if (c >= 'A' && c <= 'Z') {
          if (scan.end(t) - scan.start(t) == 3 && MILITARY_POST.contains(scan, t)) {
            military(scan, t, out);
          }
          if (AddressWords.STRONG_SUFFIXES.contains(scan, t)
              || AddressWords.WEAK_SUFFIX_WORDS.contains(scan, t)) {
            streetWithoutNumber(scan, t, out);
          }
          EuropeanAddresses.find(scan, t, out);
          WorldAddresses.find(scan, t, out);
          if (scan.hasDigit(t)) {
            PostalCodes.standalone(scan, t, out);
          }
        }
      }
    }
  }

  /** Whether a word (a token with a letter) follows token {@code t} after one space. */
  private static boolean wordFollows(Scan scan, int t) {
    int k = t + 1;
    return k < scan.tokenCount()
        && scan.start(k) == scan.end(t) + 1
        && scan.text().charAt(scan.end(t)) == ' '
        && scan.hasLetter(k);
  }

  /** Whether a word follows token {@code t} after a comma and a space ("12, rue de Rivoli"). */
  private static boolean commaWordFollows(Scan scan, int t) {
    int k = t + 1;
    return k < scan.tokenCount()
        && scan.start(k) == scan.end(t) + 2
        && scan.text().startsWith(", ", scan.end(t))
        && scan.hasLetter(k);
  }

  /**
   * "12, rue de Rivoli, 75001 Paris": French writes a comma after the house number; taken only with
   * the street word after it and a postcode and town after the street, so "In 1998, Place de la
   * Concorde" is none.
   */
  private static void frenchComma(Scan scan, int h, Candidates out) {
    int word = h + 1;
    if (EuropeanAddresses.prefixWord(scan, word)) {
      EuropeanAddresses.numberFirst(scan, h, word, true, out);
    }
  }

  /**
   * "Flat 17, Hannah turnpike, New Nicolaport, G9E 5PT": a unit, its number and then a street
   * without a house number, taken only before a town and postcode.
   */
  private static void unitFirst(Scan scan, int u, Candidates out) {
    String text = scan.text();
    int k = u + 1;
    if (k >= scan.tokenCount()
        || !scan.hasDigit(u)
        || scan.end(u) - scan.start(u) > 4
        || !AddressTail.separator(text, scan.end(u), scan.start(k), false)
        || !(scan.isCapitalized(k) || AddressTail.ordinal(scan, k))
        || scan.hasDigit(k) && !AddressTail.ordinal(scan, k)) {
      return;
    }
    int suffix = capitalizedStreet(scan, k);
    if (suffix < 0) {
      // no street: a building's name, then districts, town and postcode ("Flat 402, Lakeview
      // Residency, Kondapur, Hyderabad 500084")
      suffix = buildingName(scan, k);
      if (suffix < 0
          || scan.start(suffix + 1) - scan.end(suffix) != 2
          || afterStreet(scan, u - 1)) {
        return;
      }
    }
    AddressTail tail = AddressTail.read(scan, suffix + 1, scan.end(suffix), true);
    if (tail.locality) {
      report(scan, dwellingStart(scan, floorStart(scan, u - 1), u - 1), tail.end, 0.85, out);
    }
  }

  /**
   * Dwellings whose number opens an address, before a street or a building and the locality: "Villa
   * 14, Street 23B, Al Barsha 2, Dubai, UAE", "House 12, Road 27, Gulshan 1, Dhaka 1212".
   */
  private static final WordList DWELLINGS = WordList.of("house villa");

  /**
   * The start of "House" before "No." at token {@code w} ("House No. 8, Riverside Drive"), or
   * {@code start}.
   */
  private static int dwellingStart(Scan scan, int start, int w) {
    if (w >= 1
        && scan.lower(w).equals("no")
        && DWELLINGS.contains(scan, w - 1)
        && scan.isCapitalized(w - 1)
        && PostalCodes.adjacent(scan, w - 1, " ")) {
      return scan.start(w - 1);
    }
    return start;
  }

  /**
   * Whether unit word {@code w} follows a street or number after a space ("St Mary's Road Suite
   * 551", "Pinedo 295 Piso 0"), so it does not open the address.
   */
  private static boolean afterStreet(Scan scan, int w) {
    return w > 0
        && PostalCodes.adjacent(scan, w - 1, " ")
        && (scan.isCapitalized(w - 1) || scan.hasDigit(w - 1));
  }

  /**
   * Words that stand before a number that opens an address: "No. 42,", "Blk 287", "Plot 14,",
   * "Office 1204,".
   */
  private static final WordList LEADS = WordList.of("no blk block plot lot office");

  /** Words after an ordinal that name a floor ("4th Floor, 22 Fredman Drive"). */
  private static final WordList FLOOR_WORDS = WordList.of("floor level fl");

  /** The start of an ordinal before floor word {@code f} ("4th Floor"), or of {@code f}. */
  private static int floorStart(Scan scan, int f) {
    if (f >= 1
        && FLOOR_WORDS.contains(scan, f)
        && AddressTail.ordinal(scan, f - 1)
        && PostalCodes.adjacent(scan, f - 1, " ")) {
      return scan.start(f - 1);
    }
    return scan.start(f);
  }

  /**
   * The last word of a building's name from token {@code k}: one to four capitalised words, "The"
   * first allowed ("The Maltings"), a short number last ("Al Moosa Tower 2"), followed by a comma;
   * or -1.
   */
  private static int buildingName(Scan scan, int k) {
    String text = scan.text();
    int last = -1;
    for (int i = k; i < scan.tokenCount() && i < k + 5; i++) {
      if (i > k && !PostalCodes.adjacent(scan, i - 1, " ")) {
        break;
      }
      boolean word =
          scan.isCapitalized(i)
              && !scan.hasDigit(i)
              && !AddressWords.TITLE_STOP.contains(scan, i)
              && !AddressWords.UNITS.contains(scan, i);
      boolean number =
          i > k
              && (scan.isDigits(i) && scan.end(i) - scan.start(i) <= 2
                  || houseNumber(scan, i) && !scan.isDigits(i) && scan.end(i) - scan.start(i) <= 3);
      if (!word && !number && !(i == k && scan.lower(i).equals("the"))) {
        break;
      }
      last = i;
      if (number) {
        break;
      }
    }
    if (last < 0
        || last + 1 >= scan.tokenCount()
        || !text.startsWith(", ", scan.end(last))
        || scan.lower(last).equals("the")) {
      return -1;
    }
    return last;
  }

  /**
   * {@code Drummond Street, Edinburgh EH8 9XP}: a street without a house number, its name of one to
   * three capitalised words before strong suffix {@code s}, taken only before a town and its
   * postcode or state.
   */
  private static void streetWithoutNumber(Scan scan, int s, Candidates out) {
    String text = scan.text();
    int first = s;
    while (first > 0
        && first > s - 3
        && PostalCodes.adjacent(scan, first - 1, " ")
        && scan.isCapitalized(first - 1)
        && !scan.hasDigit(first - 1)
        && !AddressWords.TITLE_STOP.contains(scan, first - 1)
        && !AddressWords.STRONG_SUFFIXES.contains(scan, first - 1)) {
      first--;
    }
    boolean strong = AddressWords.STRONG_SUFFIXES.contains(scan, s);
    if (first == s
        || !scan.isCapitalized(s)
        || s + 1 >= scan.tokenCount()
        || !text.startsWith(", ", scan.end(s))
        || !scan.isCapitalized(s + 1)) {
      return;
    }
    if (first > 0) {
      int gap = scan.start(first) - scan.end(first - 1);
      boolean space = gap == 1 && scan.text().charAt(scan.end(first - 1)) == ' ';
      boolean number =
          scan.hasDigit(first - 1) && gap <= 2 && !(gap == 2 && AddressTail.year(scan, first - 1));
      if (number || space && scan.isCapitalized(first - 1)) {
        return; // the house number's street (read from the number) or a longer run of names; not
        // a year before it ("In 2020, Main Street, ...")
      }
    }
    AddressTail tail = strong ? AddressTail.read(scan, s + 1, scan.end(s)) : null;
    if (tail != null && tail.locality) {
      report(scan, buildingLead(scan, first), tail.end, 0.8, out);
      return;
    }
    // a street and its town after a place cue: "sent to Boots on High Street, Chesham", "walking
    // along Station Road, Didcot", "Location: Victoria Street, Warwick", "shop on Lavender Hill,
    // Battersea"; the street alone ("I live on the High Street") stays a place
    int cue = placeCue(scan, first);
    if (cue == NO_CUE || !strong && cue != ON) {
      return;
    }
    int town =
        AddressTail.townAlone(
            scan,
            scan.end(s),
            cue == ON ? AddressTail.CLAUSE : AddressTail.SENTENCE,
            scan.start(first));
    if (town > 0) {
      report(scan, scan.start(first), town, 0.8, out);
    }
  }

  /**
   * The start of a building's name before a street without a number that starts at token {@code
   * first}, after a label or a unit's code after "at": "Venue: Hedsor House, Hedsor Road, Taplow,
   * Maidenhead SL6 0HX", "the premises at B-204, Lodha Splendora, Ghodbunder Road, Thane West
   * 400615"; or the street's start.
   */
  private static int buildingLead(Scan scan, int first) {
    String text = scan.text();
    int start = scan.start(first);
    if (first < 2 || !PostalCodes.adjacent(scan, first - 1, ", ")) {
      return start;
    }
    int b = first - 1;
    if (!buildingWord(scan, b)) {
      return start;
    }
    while (b > 0
        && b > first - 3
        && PostalCodes.adjacent(scan, b - 1, " ")
        && buildingWord(scan, b - 1)) {
      b--;
    }
    if (b < 1) {
      return start;
    }
    if (placeCue(scan, b) == AT_OR_LABEL && text.charAt(scan.end(b - 1)) == ':') {
      return scan.start(b); // "Venue: Hedsor House, ..."
    }
    int code = b - 1;
    if (PostalCodes.adjacent(scan, code, ", ")
        && scan.isDigits(code)
        && scan.end(code) - scan.start(code) <= 5
        && code >= 2
        && PostalCodes.adjacent(scan, code - 1, "-")
        && scan.isAllUpper(code - 1)
        && scan.end(code - 1) - scan.start(code - 1) == 1
        && placeCue(scan, code - 1) == AT_OR_LABEL) {
      return scan.start(code - 1); // "at B-204, Lodha Splendora, ..."
    }
    return start;
  }

  private static boolean buildingWord(Scan scan, int i) {
    return scan.isCapitalized(i)
        && !scan.hasDigit(i)
        && !scan.isAllUpper(i)
        && !AddressWords.TITLE_STOP.contains(scan, i)
        && !AddressWords.UNITS.contains(scan, i);
  }

  private static final int NO_CUE = 0;
  private static final int ON = 1;
  private static final int AT_OR_LABEL = 2;

  private static final WordList ON_WORDS = WordList.of("on along off");

  private static final WordList LOCATION_LABELS = WordList.of("location venue where address");

  /**
   * The place cue before a street starting at token {@code first}: {@link #ON} for "on", "along",
   * "off" (streets one is on, weak suffixes too: "on Lavender Hill"), {@link #AT_OR_LABEL} for "at"
   * and a label ("Location:", "Venue:"), or {@link #NO_CUE}.
   */
  private static int placeCue(Scan scan, int first) {
    if (first < 1) {
      return NO_CUE;
    }
    int c = first - 1;
    String text = scan.text();
    int gap = scan.start(first) - scan.end(c);
    if (gap == 1 && text.charAt(scan.end(c)) == ' ' && !scan.isCapitalized(c)) {
      if (ON_WORDS.contains(scan, c)) {
        return ON;
      }
      return AT.contains(scan, c) ? AT_OR_LABEL : NO_CUE;
    }
    return text.charAt(scan.end(c)) == ':'
            && gap <= 2
            && (gap == 1 || text.charAt(scan.end(c) + 1) == ' ')
            && LOCATION_LABELS.contains(scan, c)
        ? AT_OR_LABEL
        : NO_CUE;
  }

  /**
   * A Korean road address: the city, province or district ({@code 서울특별시 마포구}), a road ending in 로
   * or 길 and the building number at token {@code t} ({@code 월드컵북로 396}).
   */
  private static void korean(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int road = t - 1;
    if (road < 1
        || !scan.isDigits(t)
        || scan.end(t) - scan.start(t) > 4
        || !PostalCodes.adjacent(scan, road, " ")
        || !hangulEnding(scan, road, "로길")) {
      return;
    }
    int first = road;
    while (first > 0
        && first > road - 3
        && PostalCodes.adjacent(scan, first - 1, " ")
        && hangulEnding(scan, first - 1, "시도구군동읍면")) {
      first--;
    }
    if (first == road) {
      return;
    }
    int end = scan.end(t);
    if (t + 1 < scan.tokenCount() && scan.isDigits(t + 1) && PostalCodes.adjacent(scan, t, "-")) {
      end = scan.end(t + 1); // "396-12"
    }
    report(scan, scan.start(first), end, 0.85, out);
  }

  /** Whether token {@code t} is two or more Hangul syllables, the last one of {@code endings}. */
  private static boolean hangulEnding(Scan scan, int t, String endings) {
    String text = scan.text();
    int s = scan.start(t);
    int e = scan.end(t);
    if (e - s < 2 || endings.indexOf(text.charAt(e - 1)) < 0) {
      return false;
    }
    for (int i = s; i < e; i++) {
      char c = text.charAt(i);
      if (c < '\uAC00' || c > '\uD7A3') {
        return false;
      }
    }
    return true;
  }

  /** Japanese wards, cities, districts and towns, written after a hyphen ("Chuo-ku"). */
  private static final WordList JAPANESE_AREAS = WordList.of("ku shi gun machi cho mura");

  /**
   * A romanised Japanese address: block numbers ({@code 2-14-9}) or a number, one to three
   * capitalised words of the district, then after commas a ward or city ({@code Chuo-ku}), the
   * prefecture or city and its postcode ({@code Osaka 542-0081}).
   */
  private static void japanese(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int n = scan.tokenCount();
    if (!scan.isDigits(t)
        || scan.end(t) - scan.start(t) > 4
        || !freeStanding(text, scan.start(t))) {
      return;
    }
    int last = t;
    while (last < t + 2
        && PostalCodes.adjacent(scan, last, "-")
        && scan.isDigits(last + 1)
        && scan.end(last + 1) - scan.start(last + 1) <= 4) {
      last++;
    }
    int i = last + 1;
    int words = 0;
    while (i < n
        && words < 3
        && scan.start(i) == scan.end(i - 1) + 1
        && (text.charAt(scan.end(i - 1)) == ' ' || words > 0 && text.charAt(scan.end(i - 1)) == '-')
        && scan.isCapitalized(i)
        && !scan.hasDigit(i)) {
      i++;
      words++;
    }
    if (words == 0) {
      return;
    }
    int areas = 0;
    while (i + 1 < n
        && text.startsWith(", ", scan.end(i - 1))
        && scan.start(i) == scan.end(i - 1) + 2
        && scan.isCapitalized(i)
        && PostalCodes.adjacent(scan, i, "-")
        && JAPANESE_AREAS.contains(scan, i + 1)) {
      i += 2;
      areas++;
    }
    if (areas == 0 || i + 2 >= n || !text.startsWith(", ", scan.end(i - 1))) {
      return;
    }
    int city = i;
    while (i < n
        && i < city + 2
        && scan.isCapitalized(i)
        && !scan.hasDigit(i)
        && scan.start(i) <= scan.end(i - 1) + 2) {
      i++;
    }
    if (i == city
        || i + 1 >= n
        || !PostalCodes.adjacent(scan, i - 1, " ")
        || !PostalCodes.digits(scan, i, 3)
        || !PostalCodes.digits(scan, i + 1, 4)
        || !PostalCodes.adjacent(scan, i, "-")) {
      return;
    }
    report(scan, scan.start(t), scan.end(i + 1), 0.88, out);
  }

  /**
   * A house number: 1 to 6 digits, or digits and one letter (221B), not inside another number,
   * unless a unit's number and a slash stand before it ({@code 3/238}). One with a leading zero
   * ({@code 0246}) is taken by the callers only with more evidence (a town and postcode, a unit).
   */
  static boolean houseNumber(Scan scan, int t) {
    String text = scan.text();
    int s = scan.start(t);
    int len = scan.end(t) - s;
    int digits = DateWords.digitsEnd(text, s, scan.end(t)) - s;
    boolean shape = scan.isDigits(t) ? len <= 6 : digits >= 1 && digits <= 5 && len == digits + 1;
    if (!shape) {
      return false;
    }
    // "3/238 George Street": the unit, a slash, the house number
    return unitSlash(scan, t) >= 0 || freeStanding(text, s);
  }

  /** Whether the number at {@code s} stands apart from a price, a handle or another number. */
  private static boolean freeStanding(String text, int s) {
    if (s == 0) {
      return true;
    }
    char before = text.charAt(s - 1);
    switch (before) {
      case '$', '€', '£', '+', '#', '@', '/', ':' -> {
        return false;
      }
      default -> {}
    }
    return !((before == '.' || before == ',' || before == '-')
        && s > 1
        && DateWords.isDigit(text.charAt(s - 2)));
  }

  /** Whether house number {@code h} has a leading zero: Faker writes them, people rarely do. */
  private static boolean leadingZero(Scan scan, int h) {
    return scan.text().charAt(scan.start(h)) == '0';
  }

  /**
   * Whether token {@code h} is four digits that read as a time of day ("0730 Union Street bus").
   */
  private static boolean clockTime(Scan scan, int h) {
    String text = scan.text();
    int s = scan.start(h);
    return PostalCodes.digits(scan, h, 4)
        && (text.charAt(s) - '0') * 10 + (text.charAt(s + 1) - '0') <= 23
        && text.charAt(s + 2) <= '5';
  }

  private void street(Scan scan, int h, Candidates out) {
    String text = scan.text();
    int k = h + 1;
    if (k >= scan.tokenCount()
        || scan.start(k) - scan.end(h) != 1
        || text.charAt(scan.end(h)) != ' ') {
      return;
    }
    int word = EuropeanAddresses.streetWordAfter(scan, h);
    if (word >= 0) {
      // "0915 Calle Mayor station" is a time: a leading zero needs a town and postcode
      EuropeanAddresses.numberFirst(scan, h, word, leadingZero(scan, h), out);
      return;
    }
    boolean lower = Character.isLowerCase(text.charAt(scan.start(k)));
    int suffix = lower ? lowerStreet(scan, k) : capitalizedStreet(scan, k);
    if (lower) {
      // in lower case, any street word before districts and "dublin 24" or a postcode and town:
      // "17 glenview park, tallaght, dublin 24"
      int any = suffix >= 0 ? suffix : lowerStreetAnySuffix(scan, k);
      int locality = any < 0 ? -1 : AddressTail.lowerLocality(scan, any + 1, scan.end(any), false);
      if (locality > 0) {
        report(scan, scan.start(h), locality, 0.85, out);
        return;
      }
      if (suffix < 0 && atBefore(scan, h)) {
        suffix = lowerStrongStreet(scan, k); // "staying at 7 acacia close with my brother"
      }
      int town = suffix < 0 ? -1 : lowerTown(scan, suffix);
      if (town > 0) {
        report(scan, scan.start(h), town, 0.85, out); // "lives alone at 22 mill lane, kinsale."
        return;
      }
    }
    if (suffix < 0) {
      return;
    }
    boolean strong = !lower && AddressWords.STRONG_SUFFIXES.contains(scan, suffix);
    AddressTail tail = AddressTail.read(scan, suffix + 1, scan.end(suffix));
    int start = unitBefore(scan, h);
    if (!tail.locality && !lower) {
      // the town alone after the street: "Re: 9 Rowan Drive, Harrogate", "14 Elm grove, Southsea"
      int town = AddressTail.townAlone(scan, tail.end, AddressTail.LINE, start);
      if (town > 0) {
        tail.end = town;
        tail.locality = true;
      }
    }
    if (!tail.locality
        && (leadingZero(scan, h) && !tail.unit && (!strong || clockTime(scan, h))
            || !lower && !scan.isCapitalized(suffix)
            || AddressWords.TOWN_ONLY_SUFFIXES.contains(scan.lower(suffix))
            || unitSlash(scan, h) >= 0 && Character.isDigit(text.charAt(start)))) {
      // only before a town and postcode: "0246 Jennifer Square" (unless a unit follows, or a
      // strong suffix after a number that is no time: "0088 Moreno Street", not "the 0730 Union
      // Street bus"), "3 Eric rapids", "975 Young Grange" (not "5 Finish Line"), "3/238 George
      // Street" (not "50/50 Chance Road trip") unless a unit word opens it
      return;
    }
    double score = strong ? 0.75 : 0.45;
    if (tail.locality) {
      score = lower || strong ? 0.92 : 0.85;
    } else if (tail.unit) {
      score += 0.1;
    }
    report(scan, start, tail.end, score, out);
  }

  /** The last suffix token of a capitalised street name starting at {@code k}, or -1. */
  private static int capitalizedStreet(Scan scan, int k) {
    int found = -1;
    int n = scan.tokenCount();
    for (int i = k; i < n && i < k + MAX_NAME_WORDS + 1; i++) {
      if (i > k && !nameGap(scan.text(), scan.end(i - 1), scan.start(i))) {
        break;
      }
      if (i > k && !scan.isCapitalized(i) && !scan.isAllUpper(i) && !scan.hasDigit(i)) {
        // "3 Eric rapids", "Flat 4, Judith mill": a suffix in lower case ends the name
        boolean suffix =
            AddressWords.streetSuffix(scan, i)
                || AddressWords.TOWN_ONLY_SUFFIXES.contains(scan.lower(i));
        return found < 0 && suffix ? i : found;
      }
      if (!nameWord(scan, i)
          || AddressWords.TITLE_STOP.contains(scan, i)
              && !(i > k && scan.lower(i).equals("ways"))) {
        break;
      }
      if (i > k) {
        String w = scan.lower(i);
        if (AddressWords.STRONG_SUFFIXES.contains(w)) {
          return i;
        }
        if (AddressWords.WEAK_SUFFIXES.contains(w) || AddressWords.TOWN_ONLY_SUFFIXES.contains(w)) {
          found = i;
        }
      }
    }
    return found;
  }

  /**
   * {@code 17 glenview park}: one or two plain words and any street suffix, strong or weak (taken
   * only before a town), or -1.
   */
  private static int lowerStreetAnySuffix(Scan scan, int k) {
    for (int i = k; i < scan.tokenCount() && i < k + 3; i++) {
      if (i > k && !PostalCodes.adjacent(scan, i - 1, " ")
          || scan.hasDigit(i)
          || scan.isCapitalized(i)) {
        return -1;
      }
      if (i > k && AddressWords.streetSuffix(scan, i)) {
        return i;
      }
      if (AddressWords.STOP.contains(scan.lower(i))) {
        return -1;
      }
    }
    return -1;
  }

  /**
   * The end of a town in lower case after lower-case street {@code suffix} ("22 mill lane,
   * kinsale."): one word of three letters or more after a comma, no stop or common word, then the
   * end of a clause or line; or -1.
   */
  private static int lowerTown(Scan scan, int suffix) {
    String text = scan.text();
    int j = suffix + 1;
    if (j >= scan.tokenCount()
        || !PostalCodes.adjacent(scan, suffix, ", ")
        || scan.hasDigit(j)
        || !Character.isLowerCase(text.charAt(scan.start(j)))
        || scan.end(j) - scan.start(j) < 3
        || AddressWords.STOP.contains(scan.lower(j))
        || Gazetteers.get().commonAt(scan, j)
        || AddressTail.dateWord(scan, j)) {
      return -1;
    }
    int e = scan.end(j);
    return e == text.length() || ".;!?\n\r".indexOf(text.charAt(e)) >= 0 ? e : -1;
  }

  /** Whether "at" stands right before house number {@code h}. */
  private static boolean atBefore(Scan scan, int h) {
    return h >= 1 && AT.contains(scan, h - 1) && PostalCodes.adjacent(scan, h - 1, " ");
  }

  /**
   * {@code at 7 acacia close}: after "at", one plain word of three letters or more that is no
   * common word, then a strong street suffix in lower case (close, way, mews, crescent ...); or -1.
   */
  private static int lowerStrongStreet(Scan scan, int k) {
    int s = k + 1;
    if (s >= scan.tokenCount()
        || !PostalCodes.adjacent(scan, k, " ")
        || scan.hasDigit(k)
        || scan.hasDigit(s)
        || scan.isCapitalized(s)
        || !Character.isLowerCase(scan.text().charAt(scan.start(k)))
        || scan.end(k) - scan.start(k) < 3
        || AddressWords.STOP.contains(scan.lower(k))
        || Gazetteers.get().commonAt(scan, k)
        || !AddressWords.STRONG_SUFFIXES.contains(scan, s)
        || scan.end(s) - scan.start(s) < 3) {
      return -1;
    }
    return s;
  }

  /** {@code 123 main street}: one or two plain words and a full street word. */
  private static int lowerStreet(Scan scan, int k) {
    for (int i = k; i < scan.tokenCount() && i < k + 3; i++) {
      if (i > k && scan.start(i) - scan.end(i - 1) != 1) {
        return -1;
      }
      if (scan.hasDigit(i) || scan.isCapitalized(i)) {
        return -1;
      }
      String w = scan.lower(i);
      if (i > k && AddressWords.LOWER_CASE_SUFFIXES.contains(w)) {
        return i;
      }
      if (AddressWords.STOP.contains(w) || AddressWords.STRONG_SUFFIXES.contains(w)) {
        return -1;
      }
    }
    return -1;
  }

  private static boolean nameWord(Scan scan, int i) {
    if (scan.hasDigit(i)) {
      return AddressTail.ordinal(scan, i);
    }
    return (scan.isCapitalized(i) || scan.isAllUpper(i)) && scan.end(i) - scan.start(i) <= 20;
  }

  /** A space, an abbreviation's dot and space, a hyphen or an apostrophe (St. John's). */
  private static boolean nameGap(String text, int from, int to) {
    int len = to - from;
    if (len == 1) {
      char c = text.charAt(from);
      return c == ' ' || c == '-' || c == '\'' || c == '’';
    }
    return len == 2 && text.charAt(from) == '.' && text.charAt(from + 1) == ' ';
  }

  /** The start of a unit written before the number ({@code Flat 2, 10 ...}), or the number's. */
  private static int unitBefore(Scan scan, int h) {
    int unit = unitSlash(scan, h);
    if (unit >= 0) {
      boolean word =
          unit >= 1
              && AddressWords.UNITS.contains(scan, unit - 1)
              && PostalCodes.adjacent(scan, unit - 1, " ");
      return scan.start(word ? unit - 1 : unit); // "Unit 5/12 Smith Road", "3/238 George St"
    }
    if (h >= 2
        && AddressWords.UNITS.contains(scan, h - 2)
        && scan.start(h - 1) - scan.end(h - 2) <= 2
        && (scan.hasDigit(h - 1) || scan.end(h - 1) - scan.start(h - 1) == 1)
        && AddressTail.separator(scan.text(), scan.end(h - 1), scan.start(h), false)) {
      return floorStart(scan, h - 2);
    }
    if (h >= 1
        && LEADS.contains(scan, h - 1)
        && PostalCodes.adjacent(scan, h - 1, " ")
        && scan.isCapitalized(h - 1)
        && !scan.lower(h - 1).equals("no")) {
      return scan.start(h - 1); // "Blk 287 Bishan Street 22"
    }
    if (h >= 2
        && FLOOR_WORDS.contains(scan, h - 1)
        && AddressTail.ordinal(scan, h - 2)
        && PostalCodes.adjacent(scan, h - 2, " ")
        && PostalCodes.adjacent(scan, h - 1, ", ")) {
      return scan.start(h - 2); // "4th Floor, 22 Fredman Drive"
    }
    return buildingBefore(scan, h);
  }

  /**
   * The start of a unit and a building's name before house number {@code h} ("Flat 12, Marlowe
   * Court, 88 Tooting High Street"), or the number's.
   */
  private static int buildingBefore(Scan scan, int h) {
    if (h < 4 || !PostalCodes.adjacent(scan, h - 1, ", ") || !scan.isCapitalized(h - 1)) {
      return scan.start(h);
    }
    for (int b = h - 1; b >= h - 4 && b >= 2; b--) {
      if (PostalCodes.adjacent(scan, b - 1, ", ")) {
        int u = b - 1;
        boolean unit =
            scan.hasDigit(u)
                && scan.end(u) - scan.start(u) <= 5
                && AddressWords.UNITS.contains(scan, u - 1)
                && scan.start(u) - scan.end(u - 1) <= 2
                && buildingName(scan, b) == h - 1;
        return unit ? floorStart(scan, u - 1) : scan.start(h);
      }
      if (!PostalCodes.adjacent(scan, b - 1, " ")) {
        break;
      }
    }
    return scan.start(h);
  }

  /**
   * The unit's number before house number {@code h} and a slash ({@code 3/238}, {@code 238 / 3}),
   * or -1.
   */
  private static int unitSlash(Scan scan, int h) {
    int u = h - 1;
    if (h < 1
        || !scan.isDigits(u)
        || scan.end(u) - scan.start(u) > 4
        || AddressTail.year(scan, h) // "05/2024 Apple Street"
        || !freeStanding(scan.text(), scan.start(u))) { // "03/14/2024 Elm Street"
      return -1;
    }
    return PostalCodes.adjacent(scan, u, "/") || PostalCodes.adjacent(scan, u, " / ") ? u : -1;
  }

  /** {@code PO Box 123}, {@code P.O. Box 123}, {@code Post Office Box 123}, then the tail. */
  private void poBox(Scan scan, int b, Candidates out) {
    String text = scan.text();
    int n = scan.tokenCount();
    if (!text.regionMatches(true, scan.start(b), "box", 0, 3) || b + 1 >= n || b < 1) {
      return;
    }
    int start = -1;
    String prev = scan.lower(b - 1);
    if (prev.equals("po")) {
      start = scan.start(b - 1);
    } else if (b >= 2 && prev.equals("o") && scan.lower(b - 2).equals("p")) {
      start = scan.start(b - 2);
    } else if (b >= 2 && prev.equals("office") && scan.lower(b - 2).equals("post")) {
      start = scan.start(b - 2);
    }
    int gap = scan.start(b + 1) - scan.end(b);
    if (start < 0 || !scan.isDigits(b + 1) || gap < 1 || gap > 2) {
      return;
    }
    AddressTail tail = AddressTail.read(scan, b + 2, scan.end(b + 1));
    report(scan, start, tail.end, tail.locality ? 0.92 : 0.8, out);
  }

  static final WordList MILITARY_POST = WordList.of("apo fpo dpo");

  private static final WordList MILITARY_AREAS = WordList.of("aa ae ap");

  private static final WordList SHIPS = WordList.of("uss usns usnv uscgc");

  /**
   * US military mail: "PSC 6812, Box 4158, APO AP 55827", "Unit 6663 Box 0616, DPO AA 35353", "USS
   * Anthony, FPO AE 12382". The post office (APO, FPO, DPO, in capitals) at token {@code p}, the
   * area (AA, AE, AP) and a ZIP code make the address; the unit or ship before it is taken in.
   */
  private static void military(Scan scan, int p, Candidates out) {
    String text = scan.text();
    int n = scan.tokenCount();
    if (p + 2 >= n
        || !scan.isAllUpper(p)
        || !scan.isAllUpper(p + 1)
        || !MILITARY_AREAS.contains(scan, p + 1)
        || scan.start(p + 1) != scan.end(p) + 1
        || scan.start(p + 2) != scan.end(p + 1) + 1
        || PostalCodes.zip(scan, p + 2) < 0) {
      return;
    }
    int end = PostalCodes.zip(scan, p + 2);
    int start = scan.start(p);
    int t = p - 1;
    // "PSC 6812, Box 4158" or "Unit 6663 Box 0616": a box number after a unit or PSC number
    if (t >= 3
        && scan.isDigits(t)
        && scan.lower(t - 1).equals("box")
        && scan.isDigits(t - 2)
        && (scan.lower(t - 3).equals("psc")
            || scan.lower(t - 3).equals("unit")
            || scan.lower(t - 3).equals("cmr"))
        && AddressTail.separator(text, scan.end(t), scan.start(p), false)
        && AddressTail.separator(text, scan.end(t - 2), scan.start(t - 1), false)) {
      start = scan.start(t - 3);
    } else {
      // "USS Anthony": a ship's prefix and up to three capitalised words
      for (int k = t; k >= 0 && k >= t - 3 && scan.isCapitalized(k); k--) {
        if (SHIPS.contains(scan, k) && scan.isAllUpper(k)) {
          if (AddressTail.separator(text, scan.end(t), scan.start(p), false)) {
            start = scan.start(k);
          }
          break;
        }
      }
    }
    report(scan, start, end, 0.9, out);
  }

  static void report(Scan scan, int start, int end, double score, Candidates out) {
    if (scan.hasContext(start, end, AddressWords.CONTEXT, 6, 0)) {
      score = Math.min(0.95, score + 0.2);
    } else if (scan.hasContext(start, end, AT, 1, 0)) {
      score += 0.1; // "at 10 Market Square": a weak hint, common before any number
    }
    out.add(PiiClass.ADDRESS, start, end, score);
  }
}
