package dev.sigil.detect.internal;

import java.util.Arrays;
import java.util.Set;

/** Word lists of the address recognizer (lower case). */
final class AddressWords {
  private AddressWords() {}

  /** Street suffixes that rarely end anything but a street name (USPS, UK, AU, CA usage). */
  static final WordList STRONG_SUFFIXES =
      new WordList(
          NationalIds.words(
              "street st avenue ave av boulevard blvd road rd lane ln drive dr court ct place pl"
                  + " terrace ter terr tce way close crescent cres circle cir crt parkway pkwy highway"
                  + " hwy freeway fwy expressway expy turnpike tpke pike alley aly mews parade pde"
                  + " esplanade promenade causeway cswy trail trl trafficway stravenue throughway"
                  + " underpass overpass skyway motorway crossroad crossroads viaduct bypass"));

  /** Whether token {@code t} is a street suffix, strong or weak ("Street", "Close", "Park"). */
  static boolean streetSuffix(Scan scan, int t) {
    return STRONG_SUFFIXES.contains(scan, t) || WEAK_SUFFIXES.contains(scan.lower(t));
  }

  /**
   * Street suffixes that are also common words (Park, Hill, View, Lakes, and British Approach,
   * Drove, Garth, End): weak evidence alone. With the strong ones they cover the primary street
   * suffixes of USPS Publication 28 (appendix C1).
   */
  static final Set<String> WEAK_SUFFIXES =
      NationalIds.words(
          "park hill green view point pt center centre row run walk bend rise vale glen manor"
              + " commons heights hts ridge grove gardens gdns square sq plaza plz trace landing"
              + " crossing xing cove hollow path loop pass field fields meadow meadows mill valley"
              + " gate quay wharf yard broadway approach drove garth croft chase fold end wynd"
              + " anex arcade bayou beach bluff bluffs bottom branch bridge brook brooks burg"
              + " burgs camp canyon cape centers circles cliff cliffs club common corner corners"
              + " course courts coves creek crest curve dale dam divide drives estate estates"
              + " extension extensions fall falls ferry flat flats ford fords forest forge forges"
              + " fork forks fort garden gateway glens greens groves harbor harbors haven hills"
              + " inlet island islands isle junction junctions key keys knoll knolls lake lakes"
              + " land light lights loaf lock locks lodge mall manors mills mission mount"
              + " mountain mountains neck orchard oval parks parkways passage pine pines plain"
              + " plains points port ports prairie radial ramp ranch rapid rapids rest ridges"
              + " river roads route rue shoal shoals shore shores spring springs spur spurs"
              + " squares station stream streets summit track trailer tunnel union unions valleys"
              + " views village villages ville vista walks wall ways well wells via");

  /** {@link #WEAK_SUFFIXES} for a lookup of a token without a copy. */
  static final WordList WEAK_SUFFIX_WORDS = new WordList(WEAK_SUFFIXES);

  /**
   * Australia Post's further street types, most of them plain words too ("Edge", "Line", "Top"):
   * they end a street only before a town and postcode ("975 Young Grange, Lake Brandi, TAS, 2602";
   * not "Meet me at 5 Finish Line").
   */
  static final Set<String> TOWN_ONLY_SUFFIXES =
      NationalIds.words(
          "access amble brace brae brow circuit concourse copse corso cross deviation edge"
              + " entrance fairway firetrail frontage glade grange link lower upper pocket quays"
              + " reserve roadway round skyline steps strip subway tollway top tor turn villas"
              + " walkway alleyway anchorage artery basin block byway centreway circlet circus"
              + " colonnade courtyard crossway cruiseway cutting dell dip distributor driveway"
              + " elbow footway foreshore formation front gap gates ground gully highroad"
              + " interchange intersection laneway lees line lookout meander mew nook outlook"
              + " parklands pathway plateau quad quadrangle quadrant ramble range reach retreat"
              + " ride ridgeway riverway riviera roadside ronde rotary siding slope stairs strand"
              + " tarn thoroughfare towers trunkway triangle rosebowl");

  /** Street words that may close a lower-case street name ("123 main street", "5 oak st"). */
  static final Set<String> LOWER_CASE_SUFFIXES =
      NationalIds.words(
          "street avenue road lane drive boulevard court place terrace crescent parkway highway st"
              + " ave rd blvd ln");

  /** Words that never belong to a lower-case street name. */
  static final Set<String> STOP =
      NationalIds.words(
          "the a an of on in at to down up my your our their his her this that and or for from"
              + " by with more less other old new big small long short wrong right");

  /**
   * Capitalised words of headlines that never belong to a street name ("10 Reasons Why Your Road").
   */
  static final WordList TITLE_STOP =
      new WordList(
          NationalIds.words(
              "why your you my our how what when where who is are was and or for with to of in on by"
                  + " from reasons ways things tips days years times minutes hours steps people"
                  + " questions facts best top more most i we it this that"));

  /** Country names that may close an address (one or two words). */
  static final WordList COUNTRIES =
      new WordList(
          Set.of(
              "usa",
              "us",
              "u.s.a",
              "united states",
              "uk",
              "united kingdom",
              "england",
              "scotland",
              "wales",
              "canada",
              "australia",
              "germany",
              "deutschland",
              "france",
              "italy",
              "italia",
              "spain",
              "españa",
              "netherlands",
              "ireland",
              "new zealand",
              "india",
              "singapore",
              "brazil",
              "brasil",
              "sweden",
              "finland",
              "poland",
              "turkey",
              "switzerland",
              "austria"));

  /**
   * More countries that close an address only after a comma ("Dhaka 1212, Bangladesh"), not on the
   * next line, where Faker's generated records put a country of their own.
   */
  static final WordList MORE_COUNTRIES =
      new WordList(
          Set.of(
              "uae",
              "united arab emirates",
              "bangladesh",
              "kenya",
              "nigeria",
              "ghana",
              "pakistan",
              "malaysia",
              "indonesia",
              "philippines",
              "hong kong",
              "japan",
              "china",
              "mexico",
              "méxico",
              "colombia",
              "argentina",
              "portugal",
              "belgium",
              "denmark",
              "norway",
              "greece",
              "egypt",
              "morocco",
              "south africa",
              "uzbekistan",
              "guinea"));

  static final WordList UNITS =
      new WordList(
          NationalIds.words(
              "apt apartment suite ste unit flat studio level shop floor fl room rm bldg building"
                  + " zimmer wohnung whg piano interno scala appartamento apto piso puerta"));

  /** Words after a floor number ({@code 3 étage}, {@code 1 hoog}, {@code 2 piso}). */
  static final WordList STOREYS = new WordList(NationalIds.words("étage etage hoog piso andar"));

  /** The door on a Spanish landing ({@code 2º Dcha.}, {@code 1º Izda.}). */
  static final WordList LANDING_SIDES =
      new WordList(NationalIds.words("dcha izda izq der dch centro izquierda derecha"));

  static final WordList DIRECTIONS =
      new WordList(
          NationalIds.words(
              "n s e w ne nw se sw north south east west northeast northwest southeast southwest"));

  /** US states and territories, Canadian provinces, Australian states. */
  static final Set<String> REGIONS =
      NationalIds.words(
          "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE"
              + " NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI"
              + " AB BC MB NB NL NS NT NU ON PE QC SK YT NSW VIC QLD TAS ACT");

  /** Street words that come before the name in Romance languages ("Via Roma 10"). */
  static final Set<String> PREFIXES =
      NationalIds.words(
          "via viale piazza corso calle avenida rua rue carrer paseo largo travessa avinguda"
              + " strada chemin allée quai impasse praça plaza avenue boulevard");

  /** Particles inside Romance and Germanic street names ("Rue de la Paix"). */
  static final WordList PARTICLES =
      new WordList(
          NationalIds.words(
              "de del della delle dei degli dello di da dos das do du des la le les los las l d von"
                  + " van der den dem het y e"));

  /** Endings of one-word street names (Hauptstraße, Kalverstraat, Drottninggatan). */
  static final String[] COMPOUND_ENDINGS = {
    "straße",
    "strasse",
    "str",
    "weg",
    "gasse",
    "allee",
    "platz",
    "damm",
    "ufer",
    "chaussee",
    "straat",
    "laan",
    "gracht",
    "plein",
    "singel",
    "kade",
    "vej",
    "gade",
    "gatan",
    "vägen",
    "veien",
    "gata",
    "katu",
    "plantsoen",
    "dijk",
    "steeg",
    "dreef",
    "markt",
    "baan",
    "boulevard",
    "vegen",
    "vei",
    "gränd",
    "torget"
  };

  /** Words near a standalone postcode that make it an address. */
  static final WordList POSTCODE_CONTEXT = WordList.of("postcode zip zipcode postal post plz");

  /** Words near a street address that confirm it. */
  static final WordList CONTEXT =
      WordList.of(
          "address live lives living located ship shipping deliver delivery mail mailing send"
              + " billing residence reside resides moved move office home house apartment visit"
              + " lease leased rent rental tenant tenants landlord premises property"
              + " adresse dirección indirizzo");

  /**
   * Endings of one-word street names that end plain words too ("Jamiepark", "Zonnehof", "Kerkpad",
   * "Kaiserring"; "Skatepark"), which make a street only before a postcode and town.
   */
  private static final String[] WEAK_COMPOUND_ENDINGS = {"park", "hof", "pad", "ring"};

  /**
   * Whether {@code text[start, end)} ends like a street name of {@link #WEAK_COMPOUND_ENDINGS}
   * (their last letters first: most words end otherwise).
   */
  static boolean weakCompoundStreet(String text, int start, int end) {
    char last = Character.toLowerCase(text.charAt(end - 1));
    return (last == 'k' || last == 'f' || last == 'd' || last == 'g')
        && endsWithAny(text, start, end, WEAK_COMPOUND_ENDINGS, 4);
  }

  static boolean compoundStreet(String text, int start, int end) {
    return end - start >= 6
        && Arrays.binarySearch(COMPOUND_TAILS, tail(text, end)) >= 0
        && endsWithAny(text, start, end, COMPOUND_ENDINGS, 3);
  }

  /**
   * Whether {@code text[start, end)} ends with one of {@code endings} (ignoring case) after at
   * least {@code stem} more chars.
   */
  static boolean endsWithAny(String text, int start, int end, String[] endings, int stem) {
    for (String e : endings) {
      int len = e.length();
      if (end - start >= len + stem && text.regionMatches(true, end - len, e, 0, len)) {
        return true;
      }
    }
    return false;
  }

  /** The last three characters of the endings, packed and sorted: a cheap first test. */
  private static final int[] COMPOUND_TAILS = tails();

  private static int[] tails() {
    int[] out = new int[COMPOUND_ENDINGS.length];
    for (int i = 0; i < out.length; i++) {
      String e = COMPOUND_ENDINGS[i];
      out[i] = tail(e, e.length());
    }
    Arrays.sort(out);
    return out;
  }

  /** The last three characters in lower case packed into an int (-1 outside Latin-1). */
  private static int tail(String text, int end) {
    int key = 0;
    for (int i = end - 3; i < end; i++) {
      char c = Character.toLowerCase(text.charAt(i));
      if (c > 0xFF) {
        return -1;
      }
      key = (key << 8) | c;
    }
    return key;
  }

  /** The codes of Italy's provinces, written after the town ("00144 Roma RM", "Riccione (RN)"). */
  static final Set<String> ITALIAN_PROVINCES =
      Set.of(
          ("AG AL AN AO AR AP AT AV BA BT BL BN BG BI BO BZ BS BR CA CL CB CE CT CZ CH CO CS CR KR"
                  + " CN EN FM FE FI FG FC FR GE GO GR IM IS SP AQ LT LE LC LI LO LU MC MN MS MT ME"
                  + " MI MO MB NA NO NU OR PD PA PR PV PG PU PE PC PI PT PN PZ PO RG RA RC RE RI RN"
                  + " RM RO SA SS SV SI SR SO SU TA TE TR TO TP TN TV TS UD VA VE VB VC VR VV VI VT")
              .split(" "));

  /** Italian regions and coasts that end a town's name in lower case ("Rossano calabro"). */
  private static final WordList ITALIAN_TOWN_ENDINGS =
      WordList.of("lido ligure salentino calabro veneto umbro laziale terme sardo");

  /**
   * One word of every ending that {@link #italianTownEnding} finds: the one-word endings and the
   * words after the particles. A text without any of them has no ending.
   */
  static final String[] ITALIAN_ENDING_WORDS =
      "lido ligure salentino calabro veneto umbro laziale terme sardo mare friuli emilia"
          .split(" ");

  /** The first letters, in lower case, of the endings and particles below. */
  private static final String ENDING_INITIALS = "acdlnstuv";

  /** {@link #ENDING_INITIALS} as bits ('a' the lowest): one test per word instead of a search. */
  private static final int ENDING_INITIAL_BITS =
      ENDING_INITIALS.chars().map(c -> 1 << (c - 'a')).reduce(0, (a, b) -> a | b);

  private static boolean endingInitial(char c) {
    return c >= 'a' && c <= 'z' && (ENDING_INITIAL_BITS & (1 << (c - 'a'))) != 0;
  }

  /**
   * The last token of the region or coast that ends an Italian town's name from token {@code k}, or
   * -1: a particle and its word in either case ("Polignano a Mare", "Cividale del Friuli", "Reggio
   * nell'Emilia"), or one word in lower case ("Montecatini terme", "Sesto calabro"; capitalised,
   * "Sardo" and "Veneto" are also surnames). Token {@code k} follows the town's last word after one
   * space.
   */
  static int italianTownEnding(Scan scan, int k) {
    String text = scan.text();
    int n = scan.tokenCount();
    if (k <= 0
        || k >= n
        || scan.start(k) != scan.end(k - 1) + 1
        || text.charAt(scan.start(k) - 1) != ' '
        || !endingInitial(text.charAt(scan.start(k)))) {
      return -1; // most words: no ending starts so
    }
    if (ITALIAN_TOWN_ENDINGS.contains(scan, k)) {
      return k;
    }
    if (k + 1 >= n) {
      return -1;
    }
    char gap = text.charAt(scan.end(k));
    boolean particle =
        scan.start(k + 1) == scan.end(k) + 1
            && (gap == ' '
                    && (is(scan, k, "a") && is(scan, k + 1, "mare")
                        || is(scan, k, "del") && is(scan, k + 1, "friuli"))
                || (gap == '\'' || gap == '’') && is(scan, k, "nell") && is(scan, k + 1, "emilia"));
    return particle ? k + 1 : -1;
  }

  /** Whether token {@code t} is {@code word} (lower case), its ASCII capitals aside. */
  private static boolean is(Scan scan, int t, String word) {
    int s = scan.start(t);
    return scan.end(t) - s == word.length() && WordList.equalsLowerCase(word, scan.text(), s);
  }
}
