package dev.sigil.detect.internal;

import java.util.Locale;

/**
 * What may follow a street: a direction ({@code NW}), a unit ({@code Apt 4B}, {@code #5}, {@code
 * Zimmer 2}, {@code 3 étage}, {@code 3. OG}, {@code 2º C}), then a locality: city words, a state or
 * province code and a postcode, or a postcode and then the city ({@code , 10115 Berlin}). The city
 * is taken in only when a state or postcode stands next to it, so a sentence going on after the
 * street is not swallowed: districts before it ({@code Roma Norte, 06700 Ciudad de México}), a
 * Dublin district or Irish county ({@code Dublin 6}, {@code Co. Wicklow}), a Brazilian state and
 * CEP ({@code São Paulo - SP, 05435-001}), a Mexican state ({@code , Jal.}); or, at the end of a
 * line after a district, a big city ({@code Ngong Road, Kilimani, Nairobi}).
 */
final class AddressTail {
  /** End offset of the address so far. */
  int end;

  boolean unit;
  boolean locality;
  private boolean unitFirst;

  private AddressTail(int end) {
    this.end = end;
  }

  /** Reads the tail after token {@code next - 1}, whose address part ends at {@code end}. */
  static AddressTail read(Scan scan, int next, int end) {
    return read(scan, next, end, false);
  }

  /**
   * Reads the tail; when {@code unitFirst} (the address opened with a unit or dwelling: "House No.
   * 8, Riverside Drive, Westlands, Nairobi."), districts and a big city, or a country after them,
   * may also end a sentence rather than a line.
   */
  static AddressTail read(Scan scan, int next, int end, boolean unitFirst) {
    AddressTail tail = new AddressTail(end);
    tail.unitFirst = unitFirst;
    int i = tail.streetNumber(scan, next);
    i = tail.direction(scan, i);
    i = tail.unit(scan, i);
    tail.locality(scan, i);
    return tail;
  }

  /**
   * A number that is part of the street's name, right after it and before a comma ({@code Ang Mo
   * Kio Avenue 3, #05-12}, {@code Al Moosa Tower 2,}).
   */
  private int streetNumber(Scan scan, int i) {
    String text = scan.text();
    if (i < scan.tokenCount()
        && i > 0
        && scan.end(i - 1) == end
        && !scan.hasDigit(i - 1)
        && scan.start(i) == end + 1
        && text.charAt(end) == ' '
        && scan.isDigits(i)
        && scan.end(i) - scan.start(i) <= 2
        && scan.end(i) < text.length()
        && text.charAt(scan.end(i)) == ','
        && !year(scan, i)) {
      end = scan.end(i);
      return i + 1;
    }
    return i;
  }

  private int direction(Scan scan, int i) {
    String text = scan.text();
    if (i < scan.tokenCount()
        && separator(text, end, scan.start(i), false)
        && (scan.isAllUpper(i) || scan.isCapitalized(i))
        && (AddressWords.DIRECTIONS.contains(scan, i)
            || scan.end(i) - scan.start(i) == 1
                && text.charAt(scan.start(i)) == 'O'
                && text.startsWith(", ", scan.end(i)))) {
      // "1458 Rue Sainte-Catherine O, Montréal": ouest, oeste
      end = scan.end(i);
      return i + 1;
    }
    return i;
  }

  private int unit(Scan scan, int i) {
    String text = scan.text();
    int n = scan.tokenCount();
    if (i < n && romanFloor(scan, i)) { // Dutch "Keizersgracht 123 III, 1015 CJ Amsterdam"
      end = scan.end(i);
      unit = true;
      i++;
    }
    if (i >= n) {
      return i;
    }
    int s = scan.start(i);
    if (s > 0
        && text.charAt(s - 1) == '#'
        && scan.hasDigit(i)
        && separator(text, end, s - 1, true)) {
      end = scan.end(i);
      unit = true;
      if (scan.isDigits(i)
          && i + 1 < n
          && scan.isDigits(i + 1)
          && PostalCodes.adjacent(scan, i, "-")) {
        end = scan.end(i + 1); // Singapore's floor and unit: "#08-114"
        return i + 2;
      }
      return i + 1;
    }
    if (i + 1 < n
        && separator(text, end, s, true)
        && ordinal(scan, i)
        && scan.start(i + 1) == scan.end(i) + 1
        && FLOORS.contains(scan, i + 1)) {
      end = scan.end(i + 1); // "14th Floor"
      unit = true;
      return i + 2;
    }
    if (i + 1 < n
        && (separator(text, end, s, true) || s == end + 3 && text.startsWith(" - ", end))
        && AddressWords.UNITS.contains(scan, i)
        && unitGap(text, scan.end(i), scan.start(i + 1))
        && (scan.hasDigit(i + 1) || scan.end(i + 1) - scan.start(i + 1) == 1)) {
      end = scan.end(i + 1);
      unit = true;
      return i + 2;
    }
    if (i + 1 < n
        && separator(text, end, s, true)
        && storey(scan, i)
        && (scan.start(i + 1) == scan.end(i) + 1
                && (AddressWords.STOREYS.contains(scan, i + 1) || sideOfLanding(scan, i + 1))
            || germanFloor(scan, i))) {
      end = scan.end(i + 1);
      unit = true;
      if (i + 2 < n
          && scan.start(i + 2) == end + 1
          && text.charAt(end) == ' '
          && SIDES.contains(scan, i + 2)) {
        end = scan.end(i + 2); // "3 hoog achter"
        return i + 3;
      }
      return i + 2;
    }
    return i;
  }

  private static final WordList FLOORS = WordList.of("floor fl");

  /** Whether token {@code i} is a number with an English ordinal ending ({@code 14th}). */
  static boolean ordinal(Scan scan, int i) {
    String text = scan.text();
    int s = scan.start(i);
    int digits = DateWords.digitsEnd(text, s, scan.end(i)) - s;
    return digits >= 1
        && digits <= 3
        && scan.end(i) - s == digits + 2
        && DateWords.ordinal(text, s + digits);
  }

  /** German floors, written in capitals: Obergeschoss, Dachgeschoss, Untergeschoss. */
  private static final WordList GERMAN_FLOORS = WordList.of("og dg ug");

  /** A German floor after floor number {@code i}: {@code 3 OG}, {@code 3. OG}. */
  private static boolean germanFloor(Scan scan, int i) {
    int e = scan.end(i);
    int f = scan.start(i + 1);
    return scan.isAllUpper(i + 1)
        && GERMAN_FLOORS.contains(scan, i + 1)
        && (f == e + 1 || f == e + 2 && scan.text().charAt(e) == '.');
  }

  /** Dutch sides of a floor ({@code 2 hoog achter}). */
  private static final WordList SIDES = WordList.of("achter voor links rechts");

  /** Floor numbers written in Roman numerals after a Dutch house number. */
  private static final WordList ROMAN_FLOORS = WordList.of("i ii iii iv");

  /**
   * A floor in Roman numerals ({@code III}) right after the house number, before a comma, a line
   * break or a floor ({@code 747 III 1 hoog}), so "5 Oak Street I think" takes no floor.
   */
  private boolean romanFloor(Scan scan, int i) {
    String text = scan.text();
    int s = scan.start(i);
    int e = scan.end(i);
    if (i == 0
        || s != end + 1
        || text.charAt(end) != ' '
        || scan.end(i - 1) != end
        || !scan.hasDigit(i - 1)
        || !scan.isAllUpper(i)
        || !ROMAN_FLOORS.contains(scan, i)) {
      return false;
    }
    if (e == text.length()) {
      return true;
    }
    char c = text.charAt(e);
    return c == ',' || c == '\n' || c == ' ' && i + 1 < scan.tokenCount() && scan.isDigits(i + 1);
  }

  /** A floor number: 1 to 3 digits, or with an ordinal sign ({@code 2º}, {@code 1ª}). */
  private static boolean storey(Scan scan, int i) {
    String text = scan.text();
    int s = scan.start(i);
    int digits = DateWords.digitsEnd(text, s, scan.end(i)) - s;
    int len = scan.end(i) - s;
    if (digits < 1 || digits > 3) {
      return false;
    }
    return len == digits || len == digits + 1 && "ºª°".indexOf(text.charAt(s + digits)) >= 0;
  }

  /** The door on a Spanish landing after a floor ({@code 2º C}, {@code 4º Dcha.}). */
  private static boolean sideOfLanding(Scan scan, int i) {
    char sign = scan.text().charAt(scan.end(i - 1) - 1);
    return (sign == 'º' || sign == 'ª')
        && (scan.isCapitalized(i) && scan.end(i) - scan.start(i) == 1
            || AddressWords.LANDING_SIDES.contains(scan, i));
  }

  private void locality(Scan scan, int i) {
    int n = scan.tokenCount();
    int at = end;
    int j = i;
    int regionEnd = -1;
    int groups = 0;
    int lastGroup = -1;
    int[] groupFirst = new int[3];
    int[] groupEnd = new int[3];
    for (int group = 0; group < 3; group++) { // "Leyton, London E10 5PQ"
      int county = irishCounty(scan, j, at);
      if (county > 0) {
        regionEnd = county; // "Bray, Co. Wicklow"
        break;
      }
      int k = cityWords(scan, j, at);
      if (k == j) {
        break;
      }
      at = scan.end(k - 1);
      groupFirst[groups] = j;
      groupEnd[groups] = k;
      groups++;
      lastGroup = j;
      j = k;
      int district = dublinDistrict(scan, j);
      if (district > 0) {
        regionEnd = district; // "Ranelagh, Dublin 6"
        break;
      }
      int state = brazilianState(scan, j, at);
      if (state > 0) {
        regionEnd = state; // "São Paulo - SP, 05435-001"
        break;
      }
      if (j < n && (region(scan, j) || postcodeAt(scan, j, true) > 0)) {
        break;
      }
    }
    if (regionEnd < 0
        && groups >= 2
        && lastGroup == j - 1
        && lineEnd(scan.text(), at)
        && Gazetteers.get().bigCityAt(scan, lastGroup)) {
      // a line of street, district and a big city without a postcode: "Ngong Road, Kilimani,
      // Nairobi"; a town alone after the street stays a place of its own
      regionEnd = at;
      end = at;
      locality = true;
      return;
    }
    if (regionEnd < 0 && unitFirst) {
      // after a unit, districts and a big city may end a sentence, and a country may follow:
      // "House No. 8, Riverside Drive, Westlands, Nairobi.", "Al Barsha 2, Dubai, UAE"
      String text = scan.text();
      for (int g = Math.min(groups, 3) - 1; g >= 1; g--) {
        int city = groupFirst[g];
        if (groupEnd[g] != city + 1 || !Gazetteers.get().bigCityAt(scan, city)) {
          continue;
        }
        int country = country(scan, scan.end(city));
        if (lineEnd(text, country)
            || country == text.length()
            || ".;)".indexOf(text.charAt(country)) >= 0
            || country > scan.end(city) && text.charAt(country) == ',') {
          end = country;
          locality = true;
          return;
        }
      }
    }
    if (regionEnd < 0) {
      regionEnd = regionAndPostcode(scan, j, at, j > i);
      if (regionEnd > at && j == i) {
        // a postcode right after the street, then the city: "98486 West Tinaton"; but a year there
        // is no postcode ("5 Oak Street, 2019 Honda Civic")
        boolean codeAlone = scan.tokenAtOrAfter(regionEnd - 1) == j;
        regionEnd = codeAlone && year(scan, j) ? at : cityAfterPostcode(scan, regionEnd);
      } else if (regionEnd > at) {
        int code = regionEnd;
        regionEnd = province(scan, code, true); // "Barbieri ligure, 38682 Como (CN)"
        int city = scan.tokenAtOrAfter(code);
        if (regionEnd == code
            && codeAfterComma(scan, j, code)
            && city < n
            && !(Gazetteers.get().commonAt(scan, city)
                && !Gazetteers.get().bigCityAt(scan, city))) {
          // districts, a comma, then the postcode and the city: "Roma Norte, 06700 Ciudad de
          // México"; not a common word ("06140 Now call me")
          regionEnd = mexicanState(scan, cityAfterPostcode(scan, code));
        }
      }
    }
    if (regionEnd > at) {
      end = country(scan, regionEnd);
      locality = true;
    }
    // a town alone after the street ("5 Oak Street, Springfield.") stays a place of its own
  }

  /**
   * The end of a state code and/or postcode from token {@code j} after {@code at}, or {@code at}. A
   * code of two or three capitals that is no known state counts when a postcode follows it ({@code
   * Bad Hendrik, MV 16247}).
   */
  private static int regionAndPostcode(Scan scan, int j, int at, boolean afterCity) {
    String text = scan.text();
    int n = scan.tokenCount();
    if (j < n
        && separator(text, at, scan.start(j), true)
        && (region(scan, j) || regionCode(scan, j) && PostalCodes.any(scan, j + 1) > 0)) {
      at = scan.end(j);
      j++;
      afterCity = true;
    }
    if (j < n && separator(text, at, scan.start(j), true)) {
      int postcode = postcodeAt(scan, j, afterCity);
      if (postcode > 0) {
        return postcode;
      }
    }
    return at;
  }

  /**
   * The end of a postcode at token {@code j}: the shapes of {@link PostalCodes#any}, and those
   * written with a hyphen or a space ({@link PostalCodes#international}).
   */
  private static int postcodeAt(Scan scan, int j, boolean afterCity) {
    int end = PostalCodes.international(scan, j, afterCity);
    return end > 0 ? end : PostalCodes.any(scan, j);
  }

  /**
   * Whether the postcode from token {@code j} to {@code code} stands after a comma and is all
   * digits, as the city follows it ("Kadıköy, 34728 İstanbul"), not a UK or US code.
   */
  private static boolean codeAfterComma(Scan scan, int j, int code) {
    String text = scan.text();
    int s = scan.start(j);
    if (s < 2 || text.charAt(s - 2) != ',' || !scan.isDigits(j)) {
      return false;
    }
    for (int c = s; c < code; c++) {
      char ch = text.charAt(c);
      if (!DateWords.isDigit(ch) && ch != '-' && ch != ' ') {
        return false;
      }
    }
    return true;
  }

  /**
   * The end of a locality in lower case after a lower-case street ending at {@code end}, or -1:
   * districts after commas, then Dublin's district ({@code , tallaght, dublin 24}) or a postcode
   * and a town ({@code 75011 paris}); unless {@code inline} (a French street) only after a comma
   * and with a big city's name (not "12 oak lane, 4000 euros"). A town alone is not taken.
   */
  static int lowerLocality(Scan scan, int next, int end, boolean inline) {
    String text = scan.text();
    int n = scan.tokenCount();
    int at = end;
    int j = next;
    for (int group = 0; group < 3; group++) {
      if (j >= n || scan.start(j) != at + 2 || !text.startsWith(", ", at)) {
        break;
      }
      int k = j;
      while (k < j + 2
          && k < n
          && lowerWord(scan, k)
          && (k == j || PostalCodes.adjacent(scan, k - 1, " "))) {
        k++;
      }
      if (k == j) {
        break;
      }
      at = scan.end(k - 1);
      j = k;
      int district = dublinDistrict(scan, j);
      if (district > 0) {
        return district;
      }
    }
    if (j + 1 < n
        && separator(text, at, scan.start(j), false)
        && (inline || text.charAt(at) == ',')
        && (PostalCodes.digits(scan, j, 5) || PostalCodes.digits(scan, j, 4))
        && !year(scan, j)
        && PostalCodes.adjacent(scan, j, " ")
        && lowerWord(scan, j + 1)
        && (inline || Gazetteers.get().bigCityAt(scan, j + 1))) {
      return scan.end(j + 1);
    }
    return -1;
  }

  /** A word in lower case of three letters or more that is no stop word. */
  private static boolean lowerWord(Scan scan, int k) {
    return !scan.isCapitalized(k)
        && !scan.hasDigit(k)
        && scan.end(k) - scan.start(k) >= 3
        && Character.isLowerCase(scan.text().charAt(scan.start(k)))
        && !AddressWords.STOP.contains(scan.lower(k));
  }

  /** Whether a line break or the end of the text follows {@code at}, spaces aside. */
  private static boolean lineEnd(String text, int at) {
    int k = at;
    while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
      k++;
    }
    return k == text.length() || text.charAt(k) == '\n' || text.charAt(k) == '\r';
  }

  /** Dublin's postal districts after the city's name: "Dublin 6", "Dublin 6W", "dublin 24". */
  private static int dublinDistrict(Scan scan, int j) {
    String text = scan.text();
    if (j < 1
        || j >= scan.tokenCount()
        || !scan.lower(j - 1).equals("dublin")
        || scan.start(j) != scan.end(j - 1) + 1
        || text.charAt(scan.end(j - 1)) != ' ') {
      return -1;
    }
    int s = scan.start(j);
    int e = scan.end(j);
    int digits = DateWords.digitsEnd(text, s, e) - s;
    boolean shape =
        digits >= 1
            && digits <= 2
            && (e - s == digits || e - s == digits + 1 && text.charAt(e - 1) == 'W');
    if (!shape || Integer.parseInt(text.substring(s, s + digits)) > 24) {
      return -1;
    }
    return townEnds(scan, j)
            || e < text.length()
                && text.charAt(e) == ' '
                && j + 1 < scan.tokenCount()
                && scan.isAllUpper(j + 1)
        ? e
        : -1;
  }

  private static final WordList IRISH_COUNTIES =
      WordList.of(
          "carlow cavan clare cork donegal dublin galway kerry kildare kilkenny laois leitrim"
              + " limerick longford louth mayo meath monaghan offaly roscommon sligo tipperary"
              + " waterford westmeath wexford wicklow antrim armagh down fermanagh derry londonderry"
              + " tyrone");

  /** An Irish county after a comma: "Co. Wicklow", "County Cork". */
  private static int irishCounty(Scan scan, int j, int at) {
    String text = scan.text();
    if (j + 1 >= scan.tokenCount() || !separator(text, at, scan.start(j), false)) {
      return -1;
    }
    String w = scan.lower(j);
    int gap = scan.start(j + 1) - scan.end(j);
    boolean co =
        w.equals("co") && gap == 2 && text.charAt(scan.end(j)) == '.'
            || w.equals("county") && gap == 1;
    return co
            && scan.isCapitalized(j)
            && scan.isCapitalized(j + 1)
            && text.charAt(scan.end(j) + gap - 1) == ' '
            && IRISH_COUNTIES.contains(scan, j + 1)
        ? scan.end(j + 1)
        : -1;
  }

  private static final WordList BRAZILIAN_STATES =
      WordList.of(
          "ac al ap am ba ce df es go ma mt ms mg pa pb pr pe pi rj rn rs ro rr sc sp se to");

  /**
   * A Brazilian state's code after the city and a dash, then a comma and the CEP: "São Paulo - SP,
   * 05435-001"; or -1.
   */
  private static int brazilianState(Scan scan, int j, int at) {
    String text = scan.text();
    if (j + 2 >= scan.tokenCount()
        || scan.start(j) != at + 3
        || !text.startsWith(" - ", at)
        || !scan.isAllUpper(j)
        || scan.end(j) - scan.start(j) != 2
        || !BRAZILIAN_STATES.contains(scan, j)
        || !PostalCodes.adjacent(scan, j, ", ")
        || !PostalCodes.digits(scan, j + 1, 5)
        || !PostalCodes.digits(scan, j + 2, 3)
        || !PostalCodes.adjacent(scan, j + 1, "-")) {
      return -1;
    }
    return scan.end(j + 2);
  }

  /** Mexico's states after the city and a comma, as written: "Guadalajara, Jal.", "CDMX". */
  private static final String[] MEXICAN_STATES = {
    "CDMX",
    "Jal.",
    "N.L.",
    "Edo. Méx.",
    "Méx.",
    "Gto.",
    "Qro.",
    "Pue.",
    "Ver.",
    "Yuc.",
    "Oax.",
    "Chis.",
    "Chih.",
    "Coah.",
    "Sin.",
    "Son.",
    "Tamps.",
    "Mich.",
    "Mor.",
    "Hgo.",
    "Q. Roo",
    "B.C.",
    "B.C.S.",
    "Ags.",
    "Camp.",
    "Dgo.",
    "Gro.",
    "Nay.",
    "S.L.P.",
    "Tab.",
    "Tlax.",
    "Zac."
  };

  /** The end of a Mexican state after the city ending at {@code at}, or {@code at}. */
  private static int mexicanState(Scan scan, int at) {
    String text = scan.text();
    if (!text.startsWith(", ", at)) {
      return at;
    }
    for (String state : MEXICAN_STATES) {
      int e = at + 2 + state.length();
      if (text.startsWith(state, at + 2)
          && (e == text.length() || !Character.isLetterOrDigit(text.charAt(e)))) {
        return e;
      }
    }
    return at;
  }

  /**
   * The end of up to three city words right after a postcode ending at {@code code}, stopping
   * before a country or region ({@code 77662 Olindo Croazia}); or {@code code}. A word joined by
   * hyphens is taken whole, particles and all ({@code Sainte-Anne-de-Beaupré}), or not at all.
   */
  private static int cityAfterPostcode(Scan scan, int code) {
    String text = scan.text();
    int n = scan.tokenCount();
    int at = code;
    int j = scan.tokenAtOrAfter(code);
    // a Dutch postcode's town may stand after a comma or on the next line ("9877 CK, Roosteren"),
    // if no common word and the end of its clause or another capitalised word follows (not
    // "1015 CJ\nMet vriendelijke groet", "1015 CJ, Please call")
    boolean apart =
        j < n
            && PostalCodes.dutch(scan, j - 1)
            && separator(text, at, scan.start(j), false)
            && cityWord(scan, j)
            && !Gazetteers.get().commonAt(scan, j)
            && townEnds(scan, j);
    for (int words = 0;
        words < 3
            && j < n
            && (scan.start(j) == at + 1 && text.charAt(at) == ' ' || words == 0 && apart); ) {
      int k = words == 0 ? j : particles(scan, j);
      if (k >= n
          || !cityWord(scan, k)
          || words > 0 && k == j && Gazetteers.get().regionAt(scan, k)
          || k > j && dateWord(scan, k)) {
        break;
      }
      int last = hyphenated(scan, k);
      if (last < 0) {
        break;
      }
      at = scan.end(last);
      j = last + 1;
      words++;
    }
    if (at == code) {
      return at;
    }
    int ending = AddressWords.italianTownEnding(scan, j);
    return province(scan, ending < 0 ? at : scan.end(ending), false);
  }

  /**
   * The end of an Italian province's code after a town ending at {@code at} ("Riccione (RN)",
   * "00144 Roma RM"), or {@code at}. With {@code named}, the province's name may stand before its
   * code in brackets ("38682 Como (CN)").
   */
  private static int province(Scan scan, int at, boolean named) {
    String text = scan.text();
    int j = scan.tokenAtOrAfter(at);
    if (named) {
      int k = j;
      while (k < j + 3
          && k < scan.tokenCount()
          && scan.start(k) == (k == j ? at : scan.end(k - 1)) + 1
          && (text.charAt(scan.start(k) - 1) == ' '
              || k == j && text.charAt(at) == '\n'
              || k > j && text.charAt(scan.start(k) - 1) == '-')
          && cityWord(scan, k)) {
        k++;
      }
      if (k > j && bracketedProvince(text, scan.end(k - 1))) {
        return scan.end(k - 1) + 5;
      }
    }
    if (bracketedProvince(text, at)) {
      return at + 5;
    }
    boolean bare =
        !named
            && j < scan.tokenCount()
            && scan.start(j) == at + 1
            && text.charAt(at) == ' '
            && scan.isAllUpper(j)
            && AddressWords.ITALIAN_PROVINCES.contains(scan.token(j));
    return bare ? scan.end(j) : at;
  }

  /** Whether " (XX)", a province's code in brackets, stands at {@code at}, then no word goes on. */
  private static boolean bracketedProvince(String text, int at) {
    return at + 5 <= text.length()
        && text.startsWith(" (", at)
        && text.charAt(at + 4) == ')'
        && AddressWords.ITALIAN_PROVINCES.contains(text.substring(at + 2, at + 4))
        && (at + 5 == text.length() || !Character.isLetterOrDigit(text.charAt(at + 5)));
  }

  /** How a town alone after a street must end ({@link #townAlone}). */
  static final int CLAUSE = 0; // after "on", "along", "off": a clause's end or a lower-case word

  static final int SENTENCE = 1; // after "at" or a label: the end of a clause or line

  static final int LINE = 2; // after a house number: see townAlone

  /**
   * The end of a town alone after a street ending at {@code at} ({@code 9 Rowan Drive, Harrogate},
   * {@code High Street, Chesham}): a comma, one or two capitalised words on the same line, not a
   * month, weekday, headline or common word ("Main Street, Tuesday") nor a word before a colon
   * ("Warwick Keeper:"); or -1. How it must end depends on {@code mode}: {@link #CLAUSE}, the end
   * of a clause or a word in lower case ("Didcot when"); {@link #SENTENCE}, the end of a clause
   * ("The meeting at Oxford Street, London was fun" is none); {@link #LINE}, after a house number,
   * a closing quote or bracket, a word in lower case after a town that is no first name ("Southsea
   * now", not "Tom said"), or the end of a line that the address opens ("Re: 9 Rowan Drive,
   * Harrogate"); a sentence-final town after a house number stays a place of its own, as the older
   * sets label it ("ship the replacement to 585 Lee Street, Watersbury.").
   */
  static int townAlone(Scan scan, int at, int mode, int lineStart) {
    String text = scan.text();
    int n = scan.tokenCount();
    int j = scan.tokenAtOrAfter(at);
    if (j >= n || scan.start(j) != at + 2 || !text.startsWith(", ", at)) {
      return -1;
    }
    int last = j;
    if (j + 1 < n
        && scan.start(j + 1) == scan.end(j) + 1
        && text.charAt(scan.end(j)) == ' '
        && scan.isCapitalized(j + 1)
        && !scan.hasDigit(j + 1)
        && !AddressWords.TITLE_STOP.contains(scan, j + 1)
        && cityWord(scan, j + 1)) {
      last = j + 1; // "Kuala Lumpur", "Milton Keynes"
    }
    Gazetteers gazetteers = Gazetteers.get();
    for (int k = j; k <= last; k++) {
      if (!cityWord(scan, k)
          || scan.isAllUpper(k)
          || dateWord(scan, k)
          || k == j && gazetteers.commonAt(scan, k) && !gazetteers.bigCityAt(scan, k)) {
        return -1;
      }
    }
    int e = scan.end(last);
    char after = e < text.length() ? text.charAt(e) : '\n';
    boolean lowerNext =
        last + 1 < n
            && scan.start(last + 1) == e + 1
            && after == ' '
            && Character.isLowerCase(text.charAt(scan.start(last + 1)));
    boolean ends =
        switch (mode) {
          case CLAUSE -> ".,;?!)\"\n\r".indexOf(after) >= 0 || lowerNext;
          case SENTENCE -> ".,;?!)\"\n\r".indexOf(after) >= 0;
          default ->
              after == ')'
                  || after == '"'
                  || lowerNext
                      && Gazetteers.firstBand(
                              gazetteers.words.get(
                                  TextHash.word(text, scan.start(j), scan.end(j)), 0))
                          == 0
                  || (after == '\n' || after == '\r') && opensLine(text, lineStart);
        };
    return ends ? e : -1;
  }

  /**
   * Whether the address starting at {@code start} opens its line, after at most a label and its
   * colon ("Re: ", "Address: ").
   */
  private static boolean opensLine(String text, int start) {
    int k = start - 1;
    while (k >= 0 && text.charAt(k) == ' ') {
      k--;
    }
    if (k >= 0 && text.charAt(k) == ':') {
      k--;
      int word = k;
      while (k >= 0 && Character.isLetter(text.charAt(k))) {
        k--;
      }
      if (word - k > 12) {
        return false;
      }
    }
    return k < 0 || text.charAt(k) == '\n' || text.charAt(k) == '\r';
  }

  /** Words that may follow a town's name in a sentence ("7103XV, Haule and my phone"). */
  private static final WordList AFTER_TOWN =
      WordList.of("and or on in at until till for by with to from en op tot");

  /**
   * Whether the end of a clause, another capitalised word or a joining word follows token {@code j}
   * (not "Groeten uit Amsterdam").
   */
  private static boolean townEnds(Scan scan, int j) {
    String text = scan.text();
    int e = scan.end(j);
    if (e == text.length() || ",.;:?!)\n\r".indexOf(text.charAt(e)) >= 0) {
      return true;
    }
    return j + 1 < scan.tokenCount()
        && scan.start(j + 1) == e + 1
        && (scan.isCapitalized(j + 1) || AFTER_TOWN.contains(scan, j + 1));
  }

  /** Lower-case particles inside a town's name ({@code Frankfurt am Main}, {@code de la}). */
  private static final WordList CITY_PARTICLES =
      WordList.of("am an der im ob bei unter vor sur sous en de del della di la le les upon");

  private static final WordList GERMAN_DAYS =
      WordList.of("montag dienstag mittwoch donnerstag freitag samstag sonntag sonnabend");

  /**
   * The token after up to two lower-case particles from token {@code j}, each followed by one
   * space, or {@code j}.
   */
  private static int particles(Scan scan, int j) {
    String text = scan.text();
    int k = j;
    while (k < j + 2
        && k + 1 < scan.tokenCount()
        && !scan.isCapitalized(k)
        && CITY_PARTICLES.contains(scan, k)
        && scan.start(k + 1) == scan.end(k) + 1
        && text.charAt(scan.end(k)) == ' ') {
      k++;
    }
    return k;
  }

  /** A district's number before a comma: "Lekki Phase 1, Lagos". */
  private static boolean districtNumber(Scan scan, int j) {
    String text = scan.text();
    return scan.isDigits(j)
        && scan.end(j) - scan.start(j) <= 2
        && scan.start(j) == scan.end(j - 1) + 1
        && text.charAt(scan.end(j - 1)) == ' '
        && scan.end(j) < text.length()
        && text.charAt(scan.end(j)) == ',';
  }

  /** Whether token {@code k} is a lower-case particle of a town's name ("Rio de Janeiro"). */
  private static boolean particle(Scan scan, int k) {
    return !scan.isCapitalized(k) && CITY_PARTICLES.contains(scan, k);
  }

  /** A month or weekday, English or German ("10115 Berlin am Montag"). */
  static boolean dateWord(Scan scan, int k) {
    String text = scan.text();
    int s = scan.start(k);
    int e = scan.end(k);
    return DateWords.month(text, s, e) > 0
        || DateWords.weekday(text, s, e)
        || GERMAN_DAYS.contains(scan, k);
  }

  /**
   * The last token of the word joined by hyphens from token {@code j} (itself when none follows),
   * or -1 if it ends in a hyphen or a word in lower case.
   */
  private static int hyphenated(Scan scan, int j) {
    String text = scan.text();
    int last = j;
    while (last + 1 < scan.tokenCount()
        && last < j + 5
        && scan.start(last + 1) == scan.end(last) + 1
        && text.charAt(scan.end(last)) == '-'
        && scan.hasLetter(last + 1)) {
      last++;
    }
    boolean open = scan.end(last) < text.length() && text.charAt(scan.end(last)) == '-';
    return open || !scan.isCapitalized(last) ? -1 : last;
  }

  /**
   * The end of a country name after the locality and a comma or line break ({@code , USA}), or
   * {@code at}.
   */
  private static int country(Scan scan, int at) {
    int j = scan.tokenAtOrAfter(at);
    if (j >= scan.tokenCount()
        || !separator(scan.text(), at, scan.start(j), false)
        || scan.text().charAt(at) != ',' && scan.text().charAt(at) != '\n') {
      return at;
    }
    int end = scan.end(j);
    boolean comma = scan.text().charAt(at) == ',';
    if (j + 1 < scan.tokenCount() && scan.start(j + 1) == end + 1) {
      int two = scan.end(j + 1);
      String words = scan.text().substring(scan.start(j), two).toLowerCase(Locale.ROOT);
      if (AddressWords.COUNTRIES.contains(words)
          || comma && AddressWords.MORE_COUNTRIES.contains(words)) {
        return two;
      }
    }
    return (scan.isCapitalized(j) || scan.isAllUpper(j))
            && (AddressWords.COUNTRIES.contains(scan, j)
                || comma && AddressWords.MORE_COUNTRIES.contains(scan, j))
        ? end
        : at;
  }

  /**
   * The token after up to three city words from token {@code i}, the first after {@code at}, and an
   * Italian town's ending ({@link AddressWords#italianTownEnding}).
   */
  private static int cityWords(Scan scan, int i, int at) {
    String text = scan.text();
    int j = i;
    while (j < scan.tokenCount()
        && j < i + 4
        && (j < i + 3 && cityWord(scan, j)
            || j > i
                && (ordinal(scan, j) || particle(scan, j))
                && j + 1 < scan.tokenCount()
                && cityWord(scan, j + 1)
            || j > i && districtNumber(scan, j))) {
      // "Jayanagar 4th Block"; a district after a dash: "1250 - Vila Madalena"
      boolean joined =
          j == i
              ? separator(text, at, scan.start(j), true)
                  || scan.start(j) == at + 3 && text.startsWith(" - ", at)
              : cityGap(text, at, scan.start(j));
      if (!joined) {
        break;
      }
      at = scan.end(j);
      j++;
    }
    int ending = j > i ? AddressWords.italianTownEnding(scan, j) : -1;
    return ending < 0 ? j : ending + 1; // "Barbieri ligure, 38682 Como (CN)"
  }

  private static final WordList ARTICLES = WordList.of("the a an");

  private static boolean cityWord(Scan scan, int j) {
    int len = scan.end(j) - scan.start(j);
    return scan.isCapitalized(j)
        && !scan.hasDigit(j)
        && !(scan.isAllUpper(j) && len <= 3)
        && !AddressWords.UNITS.contains(scan, j)
        && !AddressWords.TITLE_STOP.contains(scan, j)
        && !ARTICLES.contains(scan, j) // "09290 Dublin The team"
        && !(scan.end(j) < scan.text().length() && scan.text().charAt(scan.end(j)) == ':');
    // "10115 Berlin Telefon: ..." ends before the label
  }

  private static boolean region(Scan scan, int j) {
    return scan.isAllUpper(j) && AddressWords.REGIONS.contains(scan.token(j));
  }

  /** Whether token {@code j} is four digits from 1900 to 2099. */
  static boolean year(Scan scan, int j) {
    String text = scan.text();
    int s = scan.start(j);
    return PostalCodes.digits(scan, j, 4) && (text.startsWith("19", s) || text.startsWith("20", s));
  }

  private static boolean regionCode(Scan scan, int j) {
    int len = scan.end(j) - scan.start(j);
    return len >= 2 && len <= 3 && scan.isAllUpper(j) && !scan.hasDigit(j);
  }

  /**
   * Whether {@code text[from, to)} separates address parts: 1 to 3 characters of spaces, one comma,
   * one line break, and (when {@code dot}) an abbreviation's dot first.
   */
  static boolean separator(String text, int from, int to, boolean dot) {
    int len = to - from;
    if (len < 1 || len > 3) {
      return false;
    }
    int commas = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c == ',' || c == '\n') {
        commas++;
      } else if (c == '.' ? !(dot && i == from) : c != ' ') {
        return false;
      }
    }
    return commas <= 1;
  }

  private static boolean cityGap(String text, int from, int to) {
    return to - from == 1 && (text.charAt(from) == ' ' || text.charAt(from) == '-');
  }

  private static boolean unitGap(String text, int from, int to) {
    int len = to - from;
    if (len == 1) {
      char c = text.charAt(from);
      return c == ' ' || c == '#' || c == '.';
    }
    return len == 2 && text.charAt(to - 1) == ' ' || len == 2 && text.charAt(to - 1) == '#';
  }
}
