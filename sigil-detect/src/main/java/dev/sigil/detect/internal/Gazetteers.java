package dev.sigil.detect.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The word lists of the name, place and organisation recognizers, loaded once from the resources
 * beside this class (see NOTICE.md there) on first use and shared read-only. Every table is keyed
 * by {@link TextHash} of the folded word or phrase.
 */
final class Gazetteers {
  static final int TITLE = 1;
  static final int NAME_CUE = 2;
  static final int PLACE_CUE = 4;
  static final int ORG_CUE = 8;
  static final int ORG_SUFFIX = 16;
  static final int ORG_HEAD = 32;
  static final int PARTICLE = 64;
  static final int CALENDAR = 128;
  static final int STATE_CODE = 256;

  /** Longest phrase (in words) of the place and organisation tables. */
  static final int MAX_PHRASE = 5;

  /** Bits of a phrase's value: a city, a country or region, an organisation, a phrase prefix. */
  static final int PHRASE_CITY = 1;

  static final int PHRASE_REGION = 2;
  static final int PHRASE_ORG = 4;
  static final int PHRASE_PREFIX = 8;

  /** Bit fields of a word's packed value ({@link #words}). */
  static final int FIRST_SHIFT = 0;

  static final int SURNAME_SHIFT = 3;
  static final int COMMON_SHIFT = 6;
  static final int ROLE_SHIFT = 9;

  /** The first-name band of a packed word value (see {@link #words}). */
  static int firstBand(int info) {
    return (info >>> FIRST_SHIFT) & 7;
  }

  /** The surname band of a packed word value. */
  static int surnameBand(int info) {
    return (info >>> SURNAME_SHIFT) & 7;
  }

  /** The common-word band of a packed word value. */
  static int commonBand(int info) {
    return (info >>> COMMON_SHIFT) & 7;
  }

  /** Whether a packed word value is a common word or a cue. */
  static boolean commonOrCue(int info) {
    return info >>> COMMON_SHIFT != 0;
  }

  private static final String DIR = "/dev/sigil/detect/";

  /**
   * Per word, everything the features ask about it in one lookup: first-name band (births), surname
   * band (rank), common-word band (lower-case count) and cue roles, packed by the shifts above.
   */
  final CompactMap words;

  /** Places, countries, regions and organisations, phrases with their prefixes marked. */
  final CompactMap phrases;

  /** One-word cities of {@link #BIG_CITY} people or more ("Paris", not "Franklin"). */
  final LongIntMap bigCities;

  /** The population from which a city is known well enough to be a place in a list of names. */
  static final int BIG_CITY = 300_000;

  /** Two-word name cues ("name is", "call me"). */
  final LongIntMap cuePairs;

  /**
   * Small tables (in cache) for the checks made on every lower-case token: particles, titles, and
   * the last words of the two-word cues.
   */
  final LongIntMap particles;

  final LongIntMap titles;
  final LongIntMap pairEnds;

  /** Hash-free pre-checks of {@link #particles}, {@link #pairEnds} and {@link #titles}. */
  final WordFilter particleFilter;

  final WordFilter pairEndFilter;
  final WordFilter titleFilter;

  /**
   * The band of first names born at least 10,000 times ({@link NameFeatures#firstBand}), which
   * written in lower case before a surname are a person.
   */
  static final int FREQUENT_FIRST_BAND = 3;

  /**
   * Pre-check of the first names of that band or above that are no common word, by length and
   * letters (no hashing); then by key, {@link #GATE_FREQUENT_FIRST} of {@link #gates}.
   */
  final WordFilter frequentFirstShapes;

  /** Bits of {@link #gates}: the lists that the rules ask about each token of a text. */
  static final int GATE_PEOPLE_FIRST = 1;

  static final int GATE_FREQUENT_FIRST = 2;
  static final int GATE_LOWER_CASE_FIRM = 4;
  static final int GATE_LOWER_CASE_CITY = 8;

  /** {@link AddressWords#ITALIAN_ENDING_WORDS}. */
  static final int GATE_ITALIAN_ENDING = 16;

  /**
   * The key pre-checks of the first words of {@link #people}, the frequent first names, {@link
   * #lowerCaseFirms}, {@link #lowerCaseCities} and the words of Italian towns' endings: one read
   * per token answers them all ({@link NameTokens#gates}).
   */
  final KeyGates gates = new KeyGates();

  /**
   * The first names of {@link #FREQUENT_FIRST_BAND} and the one-word known organisations that are
   * also English words ("grace", "hunter", "max", "apple", "target"): a lone lower-case one may be
   * the word.
   */
  final LongIntMap englishWords = load("english-words.tsv", 400, true);

  /**
   * The lower-case words of SCOWL's size-50 English lists of three letters or more ("restoration",
   * "couriers"): a capitalised word among them may be a firm's or a heading's word, where a word
   * known to no list nor to this one is most likely a name the lists lack.
   */
  final LongIntMap dictionary = load("dictionary-words.tsv.gz", 66_000, true);

  /**
   * One-word known organisations of four letters or more that are no English word or common word
   * ("netflix", "lenovo"): written in lower case they are still the firm.
   */
  final CheckedWords lowerCaseFirms;

  /** The population from which a one-word city written in lower case is a place. */
  static final int LOWER_CASE_CITY = 100_000;

  /**
   * One-word cities of {@link #LOWER_CASE_CITY} people or more, of four letters or more, that are
   * no English or common word, first name (born 1,000 times or more) or frequent surname
   * ("amsterdam", "tucson"; not "reading", "florence" or "jackson"): written in lower case they are
   * still the place.
   */
  final CheckedWords lowerCaseCities;

  /**
   * The known organisations of several words written as one, as handles write them ("skysports",
   * "realmadrid"), keyed by {@link TextHash#word}.
   */
  final LongIntMap gluedOrgs;

  /**
   * Bits of a phrase of {@link #people}: a whole entry, a proper prefix of one, a single word that
   * is the person in lower case too, one marked so in the file (2), an entry of English words that
   * is the person only in capitals.
   */
  static final int PERSON_WHOLE = 1;

  static final int PERSON_PREFIX = 2;
  static final int PERSON_LOWER = 4;
  static final int PERSON_CAPITALS = 8;
  static final int PERSON_MARKED = 16;

  /**
   * Set on the key of each entry's first word ({@link TextHash#word} of the text before its first
   * space): the look-up that {@link #GATE_PEOPLE_FIRST} pre-checks, read from the same slot as the
   * word's own entry.
   */
  static final int PERSON_FIRST = 32;

  /** Longest entry (in words) of {@link #people}. */
  static final int MAX_PERSON = 5;

  /**
   * Well-known people as chat and news name them (known-people.tsv): full names ("taylor swift")
   * and the single words that nearly always mean one person ("obama", "lebron"). A single word
   * marked 2 in the file, or that is no English or common word, is the person in lower case too; an
   * entry marked 3, all English words ("the rock", "ice spice"), only in capitals.
   */
  final LongIntMap people;

  /**
   * The keys of {@link #people}'s entries of two words or more and of their proper prefixes: the
   * pre-check of each look-up after an entry's first word (most of which find nothing: "the" and a
   * word after it).
   */
  final KeyFilter peoplePhrases = new KeyFilter();

  /** Street words ("Street", "Ave") and product names ("iPhone", "Outlook"). */
  final LongIntMap streets;

  final LongIntMap products;
  final LongIntMap technical;

  private Gazetteers() {
    LongIntMap common = load("common-words.tsv.gz", 2_500, true);
    LongIntMap first = new LongIntMap(40_000);
    List<String> frequentFirstWords = new ArrayList<>();
    lines(
        "first-names.tsv.gz",
        (key, births) -> {
          long h = TextHash.word(key, 0, key.length());
          first.putMax(h, births);
          if (NameFeatures.firstBand(births) >= FREQUENT_FIRST_BAND && common.get(h, 0) == 0) {
            gates.add(h, GATE_FREQUENT_FIRST);
            frequentFirstWords.add(key);
          }
        });
    frequentFirstShapes = new WordFilter(frequentFirstWords.toArray(String[]::new));
    LongIntMap surnames = load("surnames.tsv.gz", 90_000, false);
    LongIntMap cues = new LongIntMap(1024);
    roles(cues, NameCues.TITLES, TITLE);
    roles(cues, NameCues.NAME_CUES, NAME_CUE);
    roles(cues, NameCues.PLACE_CUES, PLACE_CUE);
    roles(cues, NameCues.ORG_CUES, ORG_CUE);
    roles(cues, NameCues.ORG_SUFFIXES, ORG_SUFFIX);
    roles(cues, NameCues.ORG_HEADS, ORG_HEAD);
    roles(cues, NameCues.PARTICLES, PARTICLE);
    roles(cues, NameCues.CALENDAR, CALENDAR);
    LongIntMap w = new LongIntMap(first.size() + surnames.size() + common.size() + cues.size());
    first.forEach((k, v) -> orInto(w, k, NameFeatures.firstBand(v) << FIRST_SHIFT));
    surnames.forEach((k, v) -> orInto(w, k, NameFeatures.surnameBand(v) << SURNAME_SHIFT));
    common.forEach((k, v) -> orInto(w, k, NameFeatures.commonBand(v) << COMMON_SHIFT));
    cues.forEach((k, v) -> orInto(w, k, v << ROLE_SHIFT));
    LongIntMap p = new LongIntMap(40_000);
    bigCities = new LongIntMap(1024);
    List<String> lowerCaseCityWords = new ArrayList<>();
    loadPhrases(
        p,
        "cities.tsv.gz",
        PHRASE_CITY,
        (key, population) -> {
          if (population >= BIG_CITY && key.indexOf(' ') < 0) {
            bigCities.putMax(TextHash.phrase(key), 1);
          }
          if (population >= LOWER_CASE_CITY
              && key.length() >= 4
              && key.chars().allMatch(c -> c < 128 && Character.isLetter(c))) { // not "Morón"
            long h = TextHash.word(key, 0, key.length());
            if (englishWords.get(h, 0) == 0
                && common.get(h, 0) == 0
                && first.get(h, 0) < 1_000
                && surnames.get(h, Integer.MAX_VALUE) > 5_000) {
              lowerCaseCityWords.add(key);
            }
          }
        });
    lowerCaseCities = new CheckedWords(lowerCaseCityWords, gates, GATE_LOWER_CASE_CITY);
    loadPhrases(p, "countries.tsv", PHRASE_REGION, (key, rest) -> {});
    loadPhrases(p, "country-names.tsv", PHRASE_REGION, (key, rest) -> {});
    for (String s : NameCues.PLACE_ALIASES) {
      addPhrase(p, s, PHRASE_REGION);
    }
    List<String> lowerCaseFirmWords = new ArrayList<>();
    List<String> knownOrgs = new ArrayList<>(List.of(NameCues.KNOWN_ORGS));
    lines(
        "known-orgs.tsv",
        (key, flag) -> {
          if ((p.get(TextHash.phrase(key), 0) & (PHRASE_CITY | PHRASE_REGION)) == 0) {
            knownOrgs.add(key); // not "Bayern" or "La Rochelle", places first
          }
        });
    gluedOrgs = new LongIntMap(4_096);
    for (String s : knownOrgs) {
      addPhrase(p, s, PHRASE_ORG);
      if (s.indexOf(' ') > 0) {
        String glued = s.replace(" ", "");
        gluedOrgs.putMax(TextHash.word(glued, 0, glued.length()), 1);
      }
      long h = TextHash.word(s, 0, s.length());
      if (s.length() >= 4
          && s.chars().allMatch(Character::isLetter)
          && englishWords.get(h, 0) == 0
          && common.get(h, 0) == 0) {
        lowerCaseFirmWords.add(s);
      }
    }
    lowerCaseFirms = new CheckedWords(lowerCaseFirmWords, gates, GATE_LOWER_CASE_FIRM);
    // districts, small towns, regions and endonyms the city list lacks; not a known firm's name
    lines(
        "known-places.tsv",
        (key, flag) -> {
          if ((p.get(TextHash.phrase(key), 0) & PHRASE_ORG) == 0) {
            addPhrase(p, key, PHRASE_CITY);
          }
        });
    for (String ending : AddressWords.ITALIAN_ENDING_WORDS) {
      gates.add(TextHash.word(ending, 0, ending.length()), GATE_ITALIAN_ENDING);
    }
    for (String s : NameCues.US_STATES) {
      if (s.length() == 2) {
        orInto(w, TextHash.phrase(s), STATE_CODE << ROLE_SHIFT);
      } else {
        addPhrase(p, s, PHRASE_REGION);
      }
    }
    words = new CompactMap(w);
    phrases = new CompactMap(p);
    people = new LongIntMap(8_192);
    lines(
        "known-people.tsv",
        (key, flag) -> {
          int space = key.indexOf(' ');
          String firstWord = space < 0 ? key : key.substring(0, space);
          long firstKey = TextHash.word(firstWord, 0, firstWord.length());
          gates.add(firstKey, GATE_PEOPLE_FIRST);
          orInto(people, firstKey, PERSON_FIRST);
          long h =
              TextHash.phrase(
                  key,
                  prefix -> {
                    orInto(people, prefix, PERSON_PREFIX);
                    peoplePhrases.add(prefix);
                  });
          peoplePhrases.add(h);
          long one = TextHash.word(key, 0, key.length());
          boolean lower =
              space < 0 && (flag == 2 || englishWords.get(one, 0) == 0 && common.get(one, 0) == 0);
          orInto(
              people,
              h,
              PERSON_WHOLE
                  | (lower ? PERSON_LOWER : 0)
                  | (flag == 2 ? PERSON_MARKED : 0)
                  | (flag == 3 ? PERSON_CAPITALS : 0));
        });
    cuePairs = new LongIntMap(64);
    pairEnds = new LongIntMap(64);
    for (String s : NameCues.NAME_CUE_PAIRS) {
      cuePairs.putMax(TextHash.phrase(s), 1);
      String last = s.substring(s.lastIndexOf(' ') + 1);
      pairEnds.putMax(TextHash.phrase(last), 1);
    }
    particles = small(NameCues.PARTICLES);
    particleFilter = new WordFilter(NameCues.PARTICLES);
    pairEndFilter = new WordFilter(NameCues.NAME_CUE_PAIRS);
    titles = small(NameCues.TITLES);
    titleFilter = new WordFilter(NameCues.TITLES);
    streets = small(NameCues.STREETS);
    products = small(NameCues.PRODUCTS);
    technical = small(NameCues.TECHNICAL);
  }

  /** Whether token {@code t} is a common word ({@link #commonBand} above 0). */
  boolean commonAt(Scan scan, int t) {
    return commonBand(words.get(TextHash.word(scan.text(), scan.start(t), scan.end(t)), 0)) > 0;
  }

  /** Whether token {@code t} is a one-word city of {@link #BIG_CITY} people or more. */
  boolean bigCityAt(Scan scan, int t) {
    return bigCities.get(TextHash.fold(TextHash.SEED, scan.text(), scan.start(t), scan.end(t)), 0)
        != 0;
  }

  /**
   * Whether a country or region name of the phrase table starts at token {@code t} of the scan, its
   * words joined by single spaces.
   */
  boolean regionAt(Scan scan, int t) {
    String text = scan.text();
    long h = TextHash.SEED;
    for (int u = t; u < scan.tokenCount() && u < t + MAX_PHRASE; u++) {
      if (u > t) {
        if (scan.start(u) - scan.end(u - 1) != 1 || text.charAt(scan.end(u - 1)) != ' ') {
          return false;
        }
        h = TextHash.step(h, ' ');
      }
      h = TextHash.fold(h, text, scan.start(u), scan.end(u));
      int v = phrases.get(h, 0);
      if ((v & PHRASE_REGION) != 0) {
        return true;
      }
      if ((v & PHRASE_PREFIX) == 0) {
        return false;
      }
    }
    return false;
  }

  private static LongIntMap small(String[] words) {
    LongIntMap map = new LongIntMap(words.length);
    for (String w : words) {
      map.putMax(TextHash.phrase(w), 1);
    }
    return map;
  }

  private static void orInto(LongIntMap map, long key, int bits) {
    map.putOverwrite(key, map.get(key, 0) | bits);
  }

  /** Adds a phrase, and marks each of its proper prefixes (in words) as a prefix. */
  private static void addPhrase(LongIntMap phrases, String s, int bit) {
    int[] prefixes = {0};
    long h =
        TextHash.phrase(
            s,
            prefix -> {
              orInto(phrases, prefix, PHRASE_PREFIX);
              prefixes[0]++;
            });
    boolean hasWord = s.chars().anyMatch(Character::isLetterOrDigit);
    if (hasWord && prefixes[0] + 1 <= MAX_PHRASE) {
      orInto(phrases, h, bit);
    }
  }

  /**
   * Adds the phrases of a list, each also as commonly written: "&" as "and" ("Wallis and Futuna",
   * "Trinidad and Tobago") and "St." as "Saint" ("Saint Kitts and Nevis"); {@code also} sees each
   * line's key and number.
   */
  private static void loadPhrases(LongIntMap phrases, String name, int bit, Line also) {
    lines(
        name,
        (key, rest) -> {
          also.accept(key, rest);
          addPhrase(phrases, key, bit);
          String and = key.replace(" & ", " and ");
          if (!and.equals(key)) {
            addPhrase(phrases, and, bit);
          }
          if (and.startsWith("St. ")) {
            addPhrase(phrases, "Saint " + and.substring(4), bit);
          }
        });
  }

  private static final class Holder {
    static final Gazetteers INSTANCE = new Gazetteers();
  }

  /** The shared tables (loaded on the first call; class initialisation makes it thread-safe). */
  static Gazetteers get() {
    return Holder.INSTANCE;
  }

  private static void roles(LongIntMap cues, String[] words, int role) {
    for (String w : words) {
      orInto(cues, TextHash.phrase(w), role);
    }
  }

  /**
   * Reads "key TAB number" lines; of keys that fold alike, the larger number wins ({@code keepMax},
   * counts) or the smaller (ranks).
   */
  private static LongIntMap load(String name, int expected, boolean keepMax) {
    LongIntMap map = new LongIntMap(expected);
    lines(
        name,
        (key, value) -> {
          long h = TextHash.word(key, 0, key.length());
          if (keepMax) {
            map.putMax(h, value);
          } else {
            map.putMin(h, value);
          }
        });
    return map;
  }

  private interface Line {
    void accept(String key, int value);
  }

  private static void lines(String name, Line line) {
    try (InputStream raw = Gazetteers.class.getResourceAsStream(DIR + name)) {
      if (raw == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      InputStream in = name.endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String l; (l = r.readLine()) != null; ) {
        int tab = l.indexOf('\t');
        if (tab > 0) {
          line.accept(l.substring(0, tab), number(l, tab + 1));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + name, e);
    }
  }

  private static int number(String line, int from) {
    long v = 0;
    for (int i = from; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c < '0' || c > '9') {
        return v == 0 ? 1 : (int) Math.min(Integer.MAX_VALUE, v);
      }
      v = Math.min(Integer.MAX_VALUE, v * 10 + (c - '0'));
    }
    return (int) v;
  }
}
