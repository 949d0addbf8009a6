package dev.sigil.detect.internal;

import java.util.List;

/**
 * The rules of {@link NameRules} about places: "City, ST", street names, towns the word lists do
 * not know, and places inside postal addresses (reported low, so that an address recognizer's span
 * over the whole address wins).
 */
final class PlaceRules {
  private PlaceRules() {}

  /**
   * First words of town names: English ("New Haven", "Port Talbot", "Lake Placid", "Fort Worth",
   * "Upper Heyford"), German ("Bad Homburg", "Neu Wulmstorf", "Sankt Augustin") and Dutch ("Sint
   * Anthonis", "Oud Gastel"). Not "Little", "Old" or "Great", which also open nicknames ("Little
   * Richard").
   */
  private static final WordList TOWN_PREFIXES =
      WordList.of(
          "new north south east west port lake fort mount saint upper lower bad neu alt ost nord"
              + " süd sankt sint nieuw oud");

  /**
   * Endings of town names: English ("Clarencetown", "Gloverville", "Hansenborough"), German
   * ("Alexdorf", "Sindelfingen", "Bielefeld") and Dutch ("Amstelveen", "Noordwijk", "Eindhoven",
   * "Zoetermeer", "Wijdewormer").
   */
  private static final String[] TOWN_ENDINGS = {
    "ville", "town", "ton", "burg", "burgh", "borough", "boro", "bury", "field", "ford", "port",
    "view", "land", "mouth", "chester", "cester", "stad", "stead", "side", "shire", "haven", "furt",
    "berg", "fort", "ham", "dale", "wood", "worth", "wick", "dorf", "hausen", "heim", "ingen",
    "stadt", "feld", "hofen", "kirchen", "bach", "veen", "wijk", "hoven", "dam", "huizen", "drecht",
    "woud", "vliet", "stroom", "broek", "horst", "beek", "meer", "zijl", "ley", "een", "burn",
    "shawe", "thorpe", "combe", "hurst", "minster"
  };

  /**
   * Town names the gazetteer does not know, right after a place cue ("moved to Clarencetown",
   * "arrive in New Jared", "the package to Port Nils") or a street and a comma: a town prefix and a
   * capitalised word, or one word unknown to every word list that ends like a town's name. Where
   * the model tagged exactly those words as a person or as a place it may have doubted, or as a
   * firm of a town prefix and such a word ("from Fort Archieville") or of such a word alone, not
   * after "at" ("from Skibbereen"; not "birth at Homerton"), the town then scores at least a little
   * over the threshold, more if the model was surer of a place; such a town right after a place cue
   * that the model left out is added ("from Alexdorf", "moved to New Fredaport").
   */
  static void unknownTowns(NameTokens n, List<NameRules.Span> spans) {
    for (int i = 0; i < spans.size(); i++) {
      NameRules.Span s = spans.get(i);
      int t = s.first;
      if (t == 0
          || s.type == NameRules.ORGANISATION
              && !prefixedTown(n, s)
              && !(s.last == t && unknownTown(n, t) && !n.scan.lower(t - 1).equals("at"))) {
        // a firm ("worked at Sainsbury's", "birth at Homerton"), unless "from Fort Archieville",
        // "from Skibbereen"
        continue;
      }
      if (s.last == t
          && t >= 2
          && n.gap(t) == NameTokens.GAP_SPACE
          && n.capitalized(t - 1)
          && TOWN_PREFIXES.contains(n.scan, t - 1)
          && !NameRules.overlaps(spans, t - 1, t - 1)) {
        t--; // "to New Joanna", where the model took only the name after the prefix
      }
      boolean afterStreet = afterStreet(n, t);
      if (!afterStreet && (n.gap(t) != NameTokens.GAP_SPACE || n.capitalized(t - 1))) {
        continue;
      }
      boolean shaped =
          s.last == t
              ? unknownTown(n, t) // most spans are names the lists know
              : s.last == t + 1 && TOWN_PREFIXES.contains(n.scan, t);
      if (!shaped) {
        continue;
      }
      if ((n.capitalized(s.last + 1) && n.gap(s.last + 1) == NameTokens.GAP_SPACE)
          || !afterStreet && (n.roles(t - 1) & Gazetteers.PLACE_CUE) == 0) {
        continue; // "to Georgetown University": more than a town
      }
      NameRules.Span town =
          new NameRules.Span(
              t, s.last, NameRules.PLACE, s.type == NameRules.PLACE ? s.probability : 0);
      town.minScore = UNKNOWN_TOWN;
      spans.set(i, town);
    }
    int[] capitals = n.capitals();
    for (int i = 0, count = n.capitalCount(); i < count; i++) {
      int t = capitals[i];
      if (t == 0
          || n.capitalized(t - 1)
          || n.gap(t) != NameTokens.GAP_SPACE
          || (n.roles(t - 1) & Gazetteers.PLACE_CUE) == 0) {
        continue; // most tokens
      }
      int last =
          t + 1 < n.count
                  && n.gap(t + 1) == NameTokens.GAP_SPACE
                  && n.capitalized(t + 1)
                  && TOWN_PREFIXES.contains(n.scan, t)
              ? t + 1
              : t;
      if (unknownTown(n, last)
          && !(n.capitalized(last + 1) && n.gap(last + 1) == NameTokens.GAP_SPACE)
          && !NameRules.overlaps(spans, t, last)) {
        NameRules.Span town = new NameRules.Span(t, last, NameRules.PLACE, 0);
        town.minScore = UNKNOWN_TOWN; // "from Alexdorf", "to New Fredaport": the model left out
        spans.add(town);
      }
    }
  }

  /** A town prefix and a word no list knows that ends like a town's name ("Port Debrastead"). */
  private static boolean prefixedTown(NameTokens n, NameRules.Span s) {
    return s.last == s.first + 1
        && TOWN_PREFIXES.contains(n.scan, s.first)
        && unknownTown(n, s.last);
  }

  /** Whether token {@code t} is a word no list knows that ends like a town's name. */
  private static boolean unknownTown(NameTokens n, int t) {
    return n.info(t) == 0
        && townEnding(n.scan, t)
        && !n.inDictionary(t); // not "valley", "fourteen"
  }

  /** Particles between a town and its river or region, in German, Dutch and English. */
  private static final WordList TOWN_PARTICLES = WordList.of("am im an ob aan upon der de den");

  /** The particles that stand alone before the river ("am Main", "im Breisgau", "upon Tyne"). */
  private static final WordList ONE_PARTICLE = WordList.of("am im upon");

  /** German nouns of time after "am" ("Berlin am Abend", "am Wochenende"). */
  private static final WordList TIMES_OF_DAY =
      WordList.of("abend morgen mittag nachmittag vormittag wochenende anfang ende");

  /** Two particles: "an der Ruhr", "ob der Tauber", "aan de IJssel", "aan den Rijn". */
  private static final WordList FIRST_OF_TWO = WordList.of("an ob aan");

  private static final WordList SECOND_OF_TWO = WordList.of("der de den");

  /**
   * "Mülheim an der Ruhr", "Esslingen am Neckar", "Capelle aan den IJssel", "Newcastle upon Tyne":
   * a place takes the capitalised river or region after one or two particles, unless that word is a
   * date, a time of day or a common word ("Berlin am Montag", "Berlin am Abend"). Spans the model
   * found on the words after the place go.
   */
  static void townParticles(NameTokens n, List<NameRules.Span> spans) {
    for (int i = 0; i < spans.size(); i++) {
      NameRules.Span s = spans.get(i);
      int k = s.last + 1;
      if (s.type != NameRules.PLACE || k + 1 >= n.count || n.capitalized(k)) {
        continue; // most spans
      }
      int p = k;
      while (p < k + 2
          && p < n.count
          && n.gap(p) == NameTokens.GAP_SPACE
          && !n.capitalized(p)
          && TOWN_PARTICLES.contains(n.scan, p)) {
        p++;
      }
      boolean particles =
          p == k + 1 && ONE_PARTICLE.contains(n.scan, k)
              || p == k + 2
                  && FIRST_OF_TWO.contains(n.scan, k)
                  && SECOND_OF_TWO.contains(n.scan, k + 1);
      if (!particles
          || p >= n.count
          || n.gap(p) != NameTokens.GAP_SPACE
          || !n.capitalized(p)
          || n.scan.isAllUpper(p)
          || n.commonBand(p) > 0
          || AddressTail.dateWord(n.scan, p)
          || TIMES_OF_DAY.contains(n.scan, p)) {
        continue;
      }
      int last = p;
      boolean longer = false;
      for (NameRules.Span o : spans) {
        longer |= o != s && o.first <= last && o.last > last;
      }
      if (!longer) {
        spans.removeIf(o -> o != s && o.first >= k && o.last <= last);
        s.last = last;
        i = spans.indexOf(s);
      }
    }
  }

  /**
   * "Rossano calabro", "Reggio nell'Emilia", "Polignano a Mare": one or two capitalised words
   * before the region or coast that ends an Italian town's name ({@link
   * AddressWords#italianTownEnding}) are that town, whatever the model read them as: a span of one
   * to three words ending before the ending or with it, else the word before the ending and a
   * capitalised word before it, neither a common word nor in another span ("joins the Finotti
   * nell'emilia office"; not "The lido was crowded"). Spans the model found on the ending go.
   */
  static void italianTowns(NameTokens n, List<NameRules.Span> spans) {
    if (n.nextWithGate(Gazetteers.GATE_ITALIAN_ENDING, 0) == n.count) {
      return; // no word of an ending: most texts
    }
    int[] capitals = n.capitals();
    for (int i = 0, count = n.capitalCount(); i < count && capitals[i] + 1 < n.count; i++) {
      int t = capitals[i];
      if (n.capitalized(t + 1)) {
        continue;
      }
      int last = AddressWords.italianTownEnding(n.scan, t + 1);
      if (last < 0 || n.scan.isAllUpper(t)) {
        continue;
      }
      NameRules.Span found = null;
      for (NameRules.Span s : spans) {
        boolean town = (s.last == t || s.last == last) && s.first <= t && t - s.first < 3;
        found = town ? s : found;
      }
      if (found == null) {
        int first =
            t > 0
                    && n.gap(t) == NameTokens.GAP_SPACE
                    && n.capitalized(t - 1)
                    && n.commonBand(t - 1) == 0
                    && !NameRules.overlaps(spans, t - 1, t - 1)
                ? t - 1
                : t;
        if (n.commonBand(t) > 0 || NameRules.overlaps(spans, first, first)) {
          continue; // "The lido was crowded"
        }
        found = new NameRules.Span(first, last, NameRules.PLACE, 0);
        spans.add(found);
      }
      NameRules.Span town = found;
      spans.removeIf(o -> o != town && o.first > town.first && o.first <= last);
      town.type = NameRules.PLACE;
      town.last = last;
      town.minScore = Math.max(town.minScore, UNKNOWN_TOWN);
    }
  }

  /** The words of a route's end at most: "Lloydtown -> East Ellie", "Berlin → Paris". */
  private static final int ROUTE_WORDS = 3;

  /**
   * "Lloydtown -> East Ellie", "Berlin → Munich": the capitalised words on both sides of an arrow
   * ("->", "→", "=>") are places when one side is a known place or shaped like a town's name (a
   * town's ending, or a town prefix and a word), whatever the model read them as. UI paths have
   * neither ("Settings -> Privacy").
   */
  static void routes(NameTokens n, List<NameRules.Span> spans) {
    if (!n.scan.holds('>') && !n.scan.holdsWideOther()) {
      return; // no '>' or '→': most texts
    }
    String text = n.text;
    for (int at = nextArrowHead(text, 0); at >= 0; at = nextArrowHead(text, at + 1)) {
      int t = n.scan.tokenAtOrAfter(at);
      if (t < 1
          || t >= n.count
          || n.scan.end(t - 1) > at
          || !arrow(text, n.scan.end(t - 1), n.scan.start(t))) {
        continue;
      }
      int leftLast = t - 1;
      int leftFirst = runStart(n, leftLast);
      int rightLast = runEnd(n, t);
      if (leftFirst < 0 || rightLast < 0) {
        continue;
      }
      if (!placeLike(n, leftFirst, leftLast) && !placeLike(n, t, rightLast)) {
        continue;
      }
      makePlace(n, spans, leftFirst, leftLast);
      makePlace(n, spans, t, rightLast);
    }
  }

  /** The next '>' or '→' from {@code from}, or -1: most texts have none. */
  private static int nextArrowHead(String text, int from) {
    for (int i = from; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '>' || c == '→') {
        return i;
      }
    }
    return -1;
  }

  /** Whether {@code text[from, to)} is an arrow between spaces. */
  private static boolean arrow(String text, int from, int to) {
    String gap = text.substring(from, to).strip();
    return gap.equals("->") || gap.equals("→") || gap.equals("=>") || gap.equals("-->");
  }

  /**
   * The first of up to {@link #ROUTE_WORDS} capitalised words ending at {@code last}, common words
   * aside, or -1.
   */
  private static int runStart(NameTokens n, int last) {
    if (!n.capitalized(last)
        || n.scan.isAllUpper(last) && n.scan.end(last) - n.scan.start(last) < 3) {
      return -1;
    }
    int first = last;
    while (first > 0
        && last - first + 1 < ROUTE_WORDS
        && n.gap(first) == NameTokens.GAP_SPACE
        && n.capitalized(first - 1)
        && n.commonBand(first - 1) == 0) { // not "Flight Berlin -> Paris"
      first--;
    }
    return first;
  }

  /**
   * The last of up to {@link #ROUTE_WORDS} capitalised words from {@code first}, common words
   * aside, or -1.
   */
  private static int runEnd(NameTokens n, int first) {
    if (!n.capitalized(first)
        || n.scan.isAllUpper(first) && n.scan.end(first) - n.scan.start(first) < 3) {
      return -1;
    }
    int last = first;
    while (last + 1 < n.count
        && last - first + 1 < ROUTE_WORDS
        && n.gap(last + 1) == NameTokens.GAP_SPACE
        && n.capitalized(last + 1)
        && n.commonBand(last + 1) == 0) {
      last++;
    }
    return last;
  }

  /** A known place, or a town's shape: "Lloydtown", "East Ellie". */
  private static boolean placeLike(NameTokens n, int first, int last) {
    n.markPhrases(first);
    if ((n.phrase[first] & (NameTokens.CITY | NameTokens.REGION)) != 0) {
      return true;
    }
    return first == last
        ? unknownTown(n, first)
        : last == first + 1 && TOWN_PREFIXES.contains(n.scan, first);
  }

  /** Makes tokens {@code [first, last]} one place, in place of the spans on them. */
  private static void makePlace(NameTokens n, List<NameRules.Span> spans, int first, int last) {
    NameRules.Span kept = null;
    for (NameRules.Span s : spans) {
      kept = s.first == first && s.last == last ? s : kept;
    }
    if (kept == null) {
      spans.removeIf(o -> o.first <= last && o.last >= first);
      kept = new NameRules.Span(first, last, NameRules.PLACE, 0);
      spans.add(kept);
    }
    kept.type = NameRules.PLACE;
    kept.minScore = Math.max(kept.minScore, UNKNOWN_TOWN);
  }

  /** Words for a firm's site after a town's name ("the Berlin office"). */
  private static final WordList SITES =
      WordList.of("office offices branch headquarters hq campus site plant warehouse factory");

  private static final WordList SITE_DETERMINERS = WordList.of("the our their its your my his her");

  /**
   * "joins the Fort Johnstead office", "our Alt Liz branch": one to three capitalised words between
   * a determiner and a word for a firm's site name the town, whatever the model read them as, also
   * where it found only some of them ("Ost" of "the Ost Martha office" left out); not a known
   * organisation or words with an organisation's word ("the Google office", "the Acme Corp
   * office").
   */
  static void siteTowns(NameTokens n, List<NameRules.Span> spans) {
    NameRules.Span[] cover = null;
    for (NameRules.Span s : spans) {
      if (s.type == NameRules.PLACE || s.last - s.first > 2 || !siteWithin(n, s.last + 1, 3)) {
        continue;
      }
      if (cover == null) {
        cover = NameRules.coverage(spans, n.count);
      }
      int first = s.first;
      int last = s.last;
      while (last - first < 2
          && free(n, cover, first - 1)
          && n.gap(first) == NameTokens.GAP_SPACE) {
        first--;
      }
      while (last - first < 2
          && free(n, cover, last + 1)
          && n.gap(last + 1) == NameTokens.GAP_SPACE) {
        last++;
      }
      int before = first - 1;
      int after = last + 1;
      if (before < 0
          || after >= n.count
          || !SITES.contains(n.scan, after)
          || !SITE_DETERMINERS.contains(n.scan, before)
          || n.capitalized(after)
          || n.capitalized(before)
          || n.gap(first) != NameTokens.GAP_SPACE
          || n.gap(after) != NameTokens.GAP_SPACE) {
        continue;
      }
      boolean firm = false;
      for (int t = first; t <= last && !firm; t++) {
        n.markPhrases(t);
        firm =
            (n.phrase[t] & (NameTokens.ORG_BEGIN | NameTokens.ORG_INSIDE)) != 0
                || (n.roles(t) & (Gazetteers.ORG_SUFFIX | Gazetteers.ORG_HEAD)) != 0;
      }
      if (!firm) {
        s.first = first;
        s.last = last;
        s.type = NameRules.PLACE;
        s.minScore = Math.max(s.minScore, UNKNOWN_TOWN);
        NameRules.cover(cover, s);
      }
    }
  }

  /** Whether a word for a firm's site is among the {@code words} tokens from {@code t}. */
  private static boolean siteWithin(NameTokens n, int t, int words) {
    for (int u = t; u < t + words && u < n.count; u++) {
      if (SITES.contains(n.scan, u)) {
        return true;
      }
    }
    return false;
  }

  /** Whether token {@code t} is a capitalised word that no span covers and no title. */
  private static boolean free(NameTokens n, NameRules.Span[] cover, int t) {
    return t >= 0
        && t < n.count
        && n.capitalized(t)
        && cover[t] == null
        && (n.roles(t) & Gazetteers.TITLE) == 0;
  }

  /**
   * A known place whose name holds a word in lower case ("Wallis and Futuna", "Trinidad and
   * Tobago", "Saint Vincent and the Grenadines"), which the model tags in pieces: a place span at
   * its start grows to the whole name, and the model's spans inside it go.
   */
  static void wholeKnownPlaces(NameTokens n, List<NameRules.Span> spans) {
    for (int i = 0; i < spans.size(); i++) {
      NameRules.Span s = spans.get(i);
      if (s.type != NameRules.PLACE || !n.capitalized(s.first)) {
        continue;
      }
      n.markPhrases(s.first);
      if ((n.phrase[s.first] & NameTokens.PLACE_BEGIN) == 0) {
        continue;
      }
      int last = n.placeEnd(s.first);
      if (last <= s.last) {
        continue;
      }
      int end = s.last;
      spans.removeIf(o -> o.first > end && o.last <= last);
      if (!NameRules.overlaps(spans, end + 1, last)) {
        s.last = last;
      }
      i = spans.indexOf(s);
    }
  }

  /**
   * A line that holds only a country or region of the gazetteer ("Czechia" or "Malediven" closing
   * an address block, a text that is just "Portugal"): the model has no context there and doubts
   * it. Not when its first word is also a first name or surname, so a signature ("Thanks,\nJordan")
   * stays the model's to judge. Makes the model's span on exactly those words a place over the
   * threshold, whatever type it had, or adds one where no span covers them.
   */
  static void regionLines(NameTokens n, List<NameRules.Span> spans) {
    String text = n.text;
    if (!n.scan.hasNewline()) {
      if (text.length() <= LONGEST_REGION_LINE) {
        regionLine(n, spans, 0, text.length()); // a text that is just "Portugal"
      }
      return; // most texts: one line, longer than any region's name
    }
    for (int at = 0; ; ) {
      int newline = text.indexOf('\n', at);
      int lineEnd = newline < 0 ? text.length() : newline;
      if (lineEnd - at <= LONGEST_REGION_LINE) {
        regionLine(n, spans, at, lineEnd);
      }
      if (newline < 0) {
        return;
      }
      at = newline + 1;
    }
  }

  /** Checks the line {@code text[at, lineEnd)}. */
  private static void regionLine(NameTokens n, List<NameRules.Span> spans, int at, int lineEnd) {
    String text = n.text;
    int t = n.scan.tokenAtOrAfter(at);
    if (t >= n.count
        || n.scan.tokenAtOrAfter(lineEnd) - t > Gazetteers.MAX_PHRASE
        || !n.capitalized(t)
        || !blank(text, at, n.scan.start(t))
        || n.firstBand(t) > 0
        || n.surnameBand(t) > 0) {
      return;
    }
    int last = regionEnd(n, t);
    if (last < 0 || !blank(text, n.scan.end(last), lineEnd)) {
      return;
    }
    for (NameRules.Span s : spans) {
      if (s.first == t && s.last == last) {
        // the model doubted it, or read a firm ("Bolivia" after an address)
        s.type = NameRules.PLACE;
        s.minScore = Math.max(s.minScore, UNKNOWN_TOWN);
        return;
      }
    }
    addRegion(spans, t, last);
  }

  /**
   * The last token of the country, state or region of the gazetteer whose name starts at token
   * {@code t}, or -1.
   */
  private static int regionEnd(NameTokens n, int t) {
    n.markPhrases(t);
    int p = n.phrase[t];
    return (p & NameTokens.PLACE_BEGIN) == 0 || (p & NameTokens.REGION) == 0 ? -1 : n.placeEnd(t);
  }

  /**
   * "we do n't have it in amsterdam", "flights from tucson": a one-word city of {@link
   * Gazetteers#LOWER_CASE_CITY} people or more that is no word or name ({@link
   * Gazetteers#lowerCaseCities}), written in lower case and standing alone, is the place where
   * nothing else was found on it. Chat writes places so.
   */
  static void lowerCaseCities(NameTokens n, List<NameRules.Span> spans) {
    NameRules.lowerCaseKnown(
        n, spans, n.gaz.lowerCaseCities, false, NameRules.PLACE, 0, UNKNOWN_TOWN);
  }

  /** Places abbreviated in capitals and periods ("U.S.", "B.C.", "P.E.I."), letters joined. */
  private static final java.util.Set<String> DOTTED_PLACES =
      java.util.Set.of(
          "us", "usa", "uk", "uae", "dc", "la", "ny", "nyc", "nj", "sf", "bc", "nl", "pei", "nb",
          "ns", "nz", "nsw", "prc");

  private static final int DOTTED_LETTERS = 4;

  /**
   * "U.S.", "B.C.", "P.E.I.", and "U . S ." as tokenized corpora write them: a whole run of single
   * capitals each followed by a period that spells a place of {@link #DOTTED_PLACES} is that place,
   * with the last period; spans the model found on some of the letters ("U" and "S") give way to
   * it, and a longer one ("U.S. Army") is resolved with it later as any two overlapping spans are.
   */
  static void dottedPlaces(NameTokens n, List<NameRules.Span> spans) {
    if (!n.scan.holds('.') || !n.scan.anyAllUpper()) {
      return; // a run needs a period and a capital letter alone (a word in capitals): most texts
    }
    String text = n.text;
    int[] firsts = new int[8];
    int[] lasts = new int[8];
    int[] stops = new int[8];
    int found = 0;
    for (int t = 0; t < n.count; t++) {
      int firstPeriod = capitalLetter(n, t) ? periodAfter(text, n.scan.end(t)) : -1;
      if (firstPeriod < 0) {
        continue; // most tokens, and "I"
      }
      StringBuilder letters = new StringBuilder();
      boolean tight = firstPeriod == n.scan.end(t); // "U.S.", not "U . S ."
      int stop = -1;
      for (int u = t; u < n.count && capitalLetter(n, u); u++) {
        int period = periodAfter(text, n.scan.end(u));
        if (period < 0
            || (period == n.scan.end(u)) != tight // one way of writing the run throughout
            || u > t
                && (tight
                    ? stop != n.scan.start(u) - 1
                    : !spacedAfter(text, stop, n.scan.start(u)))) { // "U.S. U.K." are two
          break;
        }
        letters.append(Character.toLowerCase(text.charAt(n.scan.start(u))));
        stop = period;
      }
      int last = t + letters.length() - 1;
      boolean afterYear = // "753 B.C.": before Christ, not British Columbia ("3 B.C. locations")
          t > 0
              && n.scan.isDigits(t - 1)
              && n.scan.end(t - 1) - n.scan.start(t - 1) >= 3
              && n.gap(t) == NameTokens.GAP_SPACE
              && letters.toString().equals("bc");
      if (letters.length() >= 2
          && letters.length() <= DOTTED_LETTERS
          && DOTTED_PLACES.contains(letters.toString())
          && !afterYear) { // the whole run: not "A.B.C. Plumbing", "42 U.S.C."
        if (found == firsts.length) {
          firsts = java.util.Arrays.copyOf(firsts, 2 * found);
          lasts = java.util.Arrays.copyOf(lasts, 2 * found);
          stops = java.util.Arrays.copyOf(stops, 2 * found);
        }
        firsts[found] = t;
        lasts[found] = last;
        stops[found] = stop;
        found++;
      }
      t = Math.max(t, last); // a run is read once, from its start
    }
    if (found == 0) {
      return; // most texts
    }
    final int[] f = firsts;
    final int[] l = lasts;
    final int count = found;
    spans.removeIf( // the model's single letters ("U" and "S"); a longer span stays
        o -> {
          int i = java.util.Arrays.binarySearch(l, 0, count, o.first); // runs end in order
          i = i >= 0 ? i : -i - 1; // the first run ending at or after the span's start
          return i < count && f[i] <= o.first && o.last <= l[i];
        });
    for (int i = 0; i < found; i++) {
      NameRules.Span place = new NameRules.Span(firsts[i], lasts[i], NameRules.PLACE, 0.9);
      place.minScore = 0.7;
      place.extra = stops[i] + 1 - n.scan.end(lasts[i]);
      spans.add(place);
    }
  }

  private static boolean capitalLetter(NameTokens n, int t) {
    return n.scan.isCapitalized(t) // one array read for most tokens
        && n.scan.end(t) - n.scan.start(t) == 1
        && Character.isUpperCase(n.text.charAt(n.scan.start(t)));
  }

  /**
   * The offset of the period right after {@code end}, or after one space; -1 when there is none.
   */
  private static int periodAfter(String text, int end) {
    if (end < text.length() && text.charAt(end) == '.') {
      return end;
    }
    return end + 1 < text.length() && text.charAt(end) == ' ' && text.charAt(end + 1) == '.'
        ? end + 1
        : -1;
  }

  /** Whether only one space stands between the period at {@code period} and {@code next}. */
  private static boolean spacedAfter(String text, int period, int next) {
    return next == period + 2 && text.charAt(period + 1) == ' ';
  }

  /**
   * Adds tokens {@code [t, last]} as a place scoring {@link #UNKNOWN_TOWN}, unless a span is on
   * them.
   */
  private static void addRegion(List<NameRules.Span> spans, int t, int last) {
    if (!NameRules.overlaps(spans, t, last)) {
      NameRules.Span region = new NameRules.Span(t, last, NameRules.PLACE, 0);
      region.minScore = UNKNOWN_TOWN;
      spans.add(region);
    }
  }

  /**
   * The longest line {@link #regionLines} reads ("Heard Island and McDonald Islands" and space).
   */
  private static final int LONGEST_REGION_LINE = 48;

  /** Whether {@code text[from, to)} is only white space (and a closing full stop). */
  private static boolean blank(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (!Character.isWhitespace(c) && !(c == '.' && i == from)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether token {@code t} follows a street or a unit's number and a comma ("7 Wisoky Passage,
   * Reichelshire", "Apt. 657, Wildermanborough"), where a town is written.
   */
  private static boolean afterStreet(NameTokens n, int t) {
    return n.gap(t) == NameTokens.GAP_COMMA
        && (n.scan.isDigits(t - 1)
            || n.gaz.streets.get(n.key(t - 1), 0) != 0
            || AddressWords.streetSuffix(n.scan, t - 1));
  }

  /** The score of {@link #unknownTowns}. */
  static final double UNKNOWN_TOWN = 0.65;

  /**
   * Words after which a country written in lower case is one ("i live in canada"), with the space
   * after them: looked for in the text, which is cheaper than testing every token.
   */
  private static final String[] LOWER_CASE_CUES = {"in ", "to ", "from ", "visit"};

  /**
   * Short words after the cues that are no region ("to the", "come to us", "fly to la"); "new"
   * opens "new mexico".
   */
  private static final WordList NO_REGION =
      WordList.of("the a an my your his her our their its me you him them us it this that la");

  /**
   * Countries and states whose lower-case names are also words or first names ("talk to chad", "in
   * turkey sandwiches", "in china cabinets", "to virginia").
   */
  private static final WordList LOWER_CASE_WORDS =
      WordList.of("turkey china chad jordan georgia jersey guinea chile virginia man");

  /**
   * Countries, states and regions of the gazetteer written in lower case right after a place cue in
   * lower case, also after "the" for those named with it ("when are you coming back to korea", "i
   * live in new mexico", "to the uk"): chat writes them so. Of cities only big ones whose names are
   * no English or common word, and not after "the" ({@link #bigPlainCity}): too many are words ("in
   * reading", "in march"). Adds a place span where no span covers the words.
   */
  static void lowerCaseRegions(NameTokens n, List<NameRules.Span> spans) {
    String text = n.text;
    for (String cue : LOWER_CASE_CUES) {
      for (int i = text.indexOf(cue); i >= 0; i = text.indexOf(cue, i + 1)) {
        int at = afterVisit(text, i + cue.length());
        if (at < 0 || i > 0 && Character.isLetterOrDigit(text.charAt(i - 1))) {
          continue; // "within", "into", "visitor"
        }
        int t = n.scan.tokenAtOrAfter(at);
        if (t >= n.count || n.scan.start(t) != at) {
          continue;
        }
        boolean the =
            THE.contains(n.scan, t) && t + 1 < n.count && n.gap(t + 1) == NameTokens.GAP_SPACE;
        if (the) {
          t++; // "to the uk", "in the bahamas": a region named with "the" only
        }
        if (n.scan.isCapitalized(t)
            || !n.scan.hasLetter(t)
            || !the && NO_REGION.contains(n.scan, t)
            || the && !THE_REGIONS.contains(n.scan, t)
            || LOWER_CASE_WORDS.contains(n.scan, t)) {
          continue;
        }
        int last = regionEnd(n, t);
        if (last >= 0) {
          addRegion(spans, t, last);
        } else if (!the
            && bigPlainCity(n, t)
            && (n.firstBand(t) < Gazetteers.FREQUENT_FIRST_BAND
                || !cue.equals("to ")
                || travelBefore(n, i))) {
          addRegion(spans, t, t); // "moving to houston"; not "talking to charlotte"
        }
      }
    }
  }

  private static final WordList THE = WordList.of("the");

  /**
   * Regions named with "the" ("the uk", "the bahamas"; not "the niger delta", "the maine event").
   */
  private static final WordList THE_REGIONS =
      WordList.of(
          "uk us usa uae netherlands bahamas philippines gambia maldives seychelles caribbean"
              + " emirates united czech dominican");

  /** Words of travel before "to" ("moving to houston", "back to orlando"). */
  private static final WordList TRAVEL =
      WordList.of(
          "move moving moved fly flying flew flight go going went gone back trip travel travelling"
              + " traveling headed heading head drive driving drove come coming came off return"
              + " returning welcome way relocating relocate");

  /** Whether a word of {@link #TRAVEL} comes right before the "to" at offset {@code to}. */
  private static boolean travelBefore(NameTokens n, int to) {
    int t = n.scan.tokenAtOrAfter(to);
    return t > 0
        && t < n.count
        && n.scan.start(t) == to
        && n.gap(t) == NameTokens.GAP_SPACE
        && TRAVEL.contains(n.scan, t - 1);
  }

  /**
   * Whether token {@code t} is a one-word city of {@link Gazetteers#BIG_CITY} people or more whose
   * name is no English or common word, though it may be a name ("in london", "moving to houston";
   * not "in reading", "to nice"): after a place cue in lower case it is the city; after "to" a
   * frequent first name only after a word of travel ("talking to charlotte" is a person).
   */
  private static boolean bigPlainCity(NameTokens n, int t) {
    return n.scan.end(t) - n.scan.start(t) >= 4
        && n.gaz.bigCityAt(n.scan, t)
        && n.commonBand(t) == 0
        && n.gaz.englishWords.get(n.key(t), 0) == 0;
  }

  private static final String[] VISIT_ENDINGS = {" ", "ed ", "ing "};

  /**
   * The offset after a cue ending at {@code at}: itself after "in ", "to ", "from "; after "visit",
   * the offset past " ", "ed " or "ing "; or -1.
   */
  private static int afterVisit(String text, int at) {
    if (at > 0 && text.charAt(at - 1) == ' ') {
      return at;
    }
    for (String end : VISIT_ENDINGS) {
      if (text.startsWith(end, at)) {
        return at + end.length();
      }
    }
    return -1;
  }

  private static boolean townEnding(Scan scan, int t) {
    int start = scan.start(t);
    int end = scan.end(t);
    return end - start >= 6 && AddressWords.endsWithAny(scan.text(), start, end, TOWN_ENDINGS, 3);
  }

  /** "Austin, TX": a span followed by a comma and a state code is a place including the code. */
  static void cityState(NameTokens n, NameRules.Span s) {
    int code = s.last + 1;
    if (code >= n.count
        || n.gap(code) != NameTokens.GAP_COMMA
        || !n.scan.isAllUpper(code)
        || n.scan.end(code) - n.scan.start(code) != 2
        || (n.roles(code) & Gazetteers.STATE_CODE) == 0
        || code + 1 < n.count
            && n.scan.isCapitalized(code + 1)
            && n.gap(code + 1) == NameTokens.GAP_SPACE) {
      return;
    }
    s.last = code;
    s.type = NameRules.PLACE;
    s.probability = Math.max(s.probability, 0.7);
  }

  /** "Austin, TX" where the model only found the state code: the place starts at the city. */
  static void stateAfterCity(NameTokens n, NameRules.Span s) {
    int t = s.first;
    if (s.first != s.last
        || n.gap(t) != NameTokens.GAP_COMMA
        || !n.scan.isAllUpper(t)
        || (n.roles(t) & Gazetteers.STATE_CODE) == 0
        || !n.capitalized(t - 1)) {
      return;
    }
    int first = t - 1;
    while (first > 0
        && first > t - 4
        && n.capitalized(first - 1)
        && n.gap(first) == NameTokens.GAP_SPACE) {
      first--;
    }
    s.first = first;
    s.type = NameRules.PLACE;
    s.probability = Math.max(s.probability, 0.9);
  }

  /**
   * "Elm Street": a span ending in a street word is a place (the address recognizer may add more).
   */
  static void street(NameTokens n, NameRules.Span s) {
    boolean street = s.first < s.last && STREET_HEADS.contains(n.scan, s.first);
    for (int t = s.first + 1; t <= s.last && !street; t++) {
      street = n.gaz.streets.get(n.key(t), 0) != 0;
    }
    boolean firm = (n.roles(s.first) & Gazetteers.ORG_HEAD) != 0; // "via University of Michigan"
    for (int t = s.first - 1; t >= 0 && t >= s.first - 2 && !street && !firm; t--) {
      street = STREET_HEADS.contains(n.scan, t); // "rue des Lilas", "avenue Jean Jaurès"
    }
    if (street || s.first == s.last && compoundStreet(n.scan, s.first)) {
      s.type = NameRules.PLACE;
      s.maxScore = Math.min(s.maxScore, ADDRESS_PART);
    }
  }

  private static final WordList STREET_HEADS =
      new WordList(
          java.util.Set.of(
              "calle",
              "rue",
              "via",
              "avenida",
              "rua",
              "strada",
              "carrer",
              "avinguda",
              "avenue",
              "chemin",
              "boulevard",
              "allee",
              "plaza",
              "piazza",
              "viale",
              "corso"));

  private static final String[] STREET_ENDINGS = {
    "strasse", "straße", "weg", "allee", "gasse", "platz", "damm", "ufer", "steig", "pfad", "laan",
    "straat", "gatan", "vagen", "väg", "veien", "katu", "utca", "ulica"
  };

  /**
   * {@link #compoundStreet(String)} of token {@code t}'s lower case; an ASCII token is compared in
   * place (its lower case has its length and its letters in lower case), without making the string.
   */
  static boolean compoundStreet(Scan scan, int t) {
    if (!scan.isAscii(t)) {
      return compoundStreet(scan.lower(t));
    }
    String text = scan.text();
    int start = scan.start(t);
    int end = scan.end(t);
    for (String e : STREET_ENDINGS) {
      if (end - start >= e.length() + 3 && WordList.equalsLowerCase(e, text, end - e.length())) {
        return true;
      }
    }
    return false;
  }

  /** "Goetheweg", "Lindenstrasse": German, Dutch, Nordic street names written as one word. */
  static boolean compoundStreet(String lower) {
    for (String e : STREET_ENDINGS) {
      if (lower.length() >= e.length() + 3 && lower.endsWith(e)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A place or street inside a postal address ("2829 Spring Rd", "Casablanca, AL 85416") gets a low
   * score, so that an address recognizer's span over the whole address wins the overlap.
   */
  static void insideAddress(NameTokens n, NameRules.Span s) {
    if (s.type == NameRules.PERSON
        && s.first == s.last
        && s.first > 0
        && postcode(n, s.first - 1)) {
      s.type = NameRules.PLACE; // "60325 Phoenix": the town of an address
    }
    if (s.type != NameRules.PLACE) {
      return;
    }
    boolean numberBefore = s.first > 0 && n.scan.isDigits(s.first - 1);
    int next = s.last + 1;
    boolean codeAfter =
        next < n.count
            && n.scan.hasDigit(next)
            && (n.gap(next) == NameTokens.GAP_SPACE || n.gap(next) == NameTokens.GAP_COMMA);
    if (numberBefore || codeAfter) {
      s.maxScore = ADDRESS_PART;
    }
  }

  private static boolean postcode(NameTokens n, int t) {
    int len = n.scan.end(t) - n.scan.start(t);
    return n.scan.isDigits(t) && len >= 4 && len <= 6 && n.gap(t + 1) == NameTokens.GAP_SPACE;
  }

  /** The score of a place inside an address: above the threshold, below an address span's. */
  static final double ADDRESS_PART = 0.55;
}
