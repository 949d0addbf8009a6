package dev.sigil.detect.internal;

/**
 * Continental European street forms, where cheap: a one-word street and its number ({@code
 * Hauptstraße 5}, {@code Kalverstraat 12}), a name and a German street word apart ({@code
 * Schlebuscher Str. 52}, {@code Otto-Stange-Str. 21b}), a street word first ({@code Via Roma 10},
 * {@code Calle Mayor 5}, {@code Rambla Virginia s/n}), a number then a street word ({@code 12 Rue
 * de Rivoli}); each followed by the {@link AddressTail} (a unit, a postcode and a city: {@code ,
 * 10115 Berlin}). Words that are also plain words open a street only when a postcode and town
 * follow ({@code Am Hühnerberg 52b, 80331 München}, {@code Puente Homero 7, 59513 Motril}, {@code
 * Jamiepark 449, 6024 CP Gouda}).
 */
final class EuropeanAddresses {
  private EuropeanAddresses() {}

  /** Street words that open a name and may stand first (not English words). */
  private static final WordSet FIRST =
      new WordSet(
          "via",
          "viale",
          "piazza",
          "corso",
          "calle",
          "avenida",
          "rua",
          "rue",
          "carrer",
          "paseo",
          "largo",
          "travessa",
          "avinguda",
          "strada",
          "chemin",
          "allée",
          "quai",
          "impasse",
          "praça",
          "piazzale",
          "vicolo",
          "contrada",
          "borgo",
          "incrocio",
          "lungomare",
          "rotonda",
          "salita",
          "ronda",
          "carretera",
          "camino",
          "travesía",
          "glorieta",
          "pasaje",
          "rambla",
          "callejón",
          "urbanización",
          "estrada",
          "alameda",
          "voie",
          "vial",
          "vía",
          "calzada", // Mexico: "Calzada de Tlalpan 1520", "Privada Jalisco 12"
          "privada",
          "cerrada",
          "circuito",
          "periférico",
          "andador",
          "retorno",
          "prolongación",
          "circunvalación");

  /**
   * Street words that open a name in lower case too; French writes them so ("114 boulevard
   * Voltaire", "59 chemin des Vignes"). A capitalised name must follow, so "3 place settings" is
   * none.
   */
  private static final WordSet LOWER_CASE_FIRST =
      new WordSet(
          "rue",
          "calle",
          "avenida",
          "rua",
          "viale",
          "piazza",
          "corso",
          "carrer",
          "avenue",
          "boulevard",
          "chemin",
          "allée",
          "impasse",
          "quai",
          "place");

  /**
   * Street words written short with a dot before the name ({@code ul. Piotrkowska 118}, {@code Av.
   * Vallarta 2440}, {@code 2900 boul. Édouard-Montpetit}): Polish ulica and aleja, Spanish and
   * Portuguese avenida, French boulevard.
   */
  private static final WordSet ABBREVIATED = new WordSet("ul", "al", "av", "avda", "boul", "bd");

  /** Turkish street words after the name, the number after "No:" ({@code Bağdat Caddesi No: 5}). */
  private static final WordSet TURKISH_WAYS =
      new WordSet("caddesi", "cad", "cd", "sokak", "sokağı", "sok", "sk", "bulvarı", "blv");

  /** What French house numbers may carry before the street word ("64 bis rue Pasteur"). */
  private static final WordSet NUMBER_SUFFIXES = new WordSet("bis", "ter", "quater");

  /** Further street words that open a name after a number ({@code 10 Place de la Concorde}). */
  private static final WordSet AFTER_NUMBER =
      new WordSet("avenue", "boulevard", "place", "plaza", "passage", "cours", "route");

  /**
   * German street words written apart from the name ({@code Berliner Str. 5}); not "Ring", which
   * would make "Spring Ring 2" a street.
   */
  private static final WordSet APART =
      new WordSet(
          "str",
          "straße",
          "strasse",
          "weg",
          "allee",
          "platz",
          "gasse",
          "damm",
          "ufer",
          "chaussee",
          "markt");

  /**
   * Words that open a street name only when a postcode and town follow the number ({@code Puente
   * Homero 7, 59513 Motril}, {@code Am Hühnerberg 52b, 80331 München}): Spanish kinds of way that
   * are also plain nouns, and the German prepositions and adjectives that start street names.
   */
  private static final WordSet FIRST_BEFORE_POSTCODE =
      new WordSet(
          "plaza",
          "puente",
          "barrio",
          "cuesta",
          "subida",
          "bajada",
          "partida",
          "explanada",
          "jardines",
          "huerta",
          "acceso",
          "bulevar",
          "cañada",
          "barranco",
          "colegio",
          "lugar",
          "sector",
          "polígono",
          "puerta",
          "ramal",
          "extramuros",
          "extrarradio",
          "terrenos",
          "chalet",
          "quinta",
          "pasadizo",
          "plazuela",
          "sendero",
          "senda",
          "vereda",
          "torrente",
          "masía",
          "parcela",
          "prolongación",
          "rampa",
          "riera",
          "rincón",
          "stretto",
          "canale",
          "muelle",
          "caserío",
          "am",
          "im",
          "an",
          "auf",
          "zum",
          "zur",
          "unter",
          "hinter",
          "alte",
          "alter",
          "neue",
          "neuer",
          "hohe",
          "hohen",
          "schöne",
          "lange");

  /** Reports the forms that start at capitalised token {@code t}. */
  static void find(Scan scan, int t, Candidates out) {
    String text = scan.text();
    if (scan.hasDigit(t)) {
      return;
    }
    int len = scan.end(t) - scan.start(t);
    if (len >= 3 && AddressWords.compoundStreet(text, scan.start(t), scan.end(t))) {
      numberAfter(scan, t, t + 1, false, out);
    } else if (len >= 3 && t + 2 < scan.tokenCount() && apart(scan, t + 1)) {
      numberAfter(scan, hyphenated(scan, t), t + 2, false, out);
    } else if (len >= 3 && t + 2 < scan.tokenCount() && nordicApart(scan, t + 1)) {
      boolean twoNames =
          t > 0
              && scan.isCapitalized(t - 1)
              && !scan.hasDigit(t - 1)
              && scan.start(t) - scan.end(t - 1) == 1
              && text.charAt(scan.end(t - 1)) == ' ';
      numberAfter(scan, twoNames ? t - 1 : t, t + 2, true, out); // "Karl Johans gate 22, 0159 Oslo"
    } else if (len >= 3 && t + 3 < scan.tokenCount() && turkish(scan, t + 1)) {
      numberAfter(scan, t, t + 3, false, out); // "Bağdat Caddesi No: 217/5"
    } else if (len >= 3 && in(FIRST, text, scan.start(t), scan.end(t))) {
      int last = names(scan, t + 1);
      if (last > t) {
        numberAfter(scan, t, last + 1, false, out);
      }
    } else if (len >= 2 && in(FIRST_BEFORE_POSTCODE, text, scan.start(t), scan.end(t))) {
      int last = names(scan, t + 1);
      if (last > t && !AddressTail.dateWord(scan, t + 1)) { // not "Am Montag 5, ..."
        numberAfter(scan, t, last + 1, true, out);
      }
    } else if (AddressWords.weakCompoundStreet(text, scan.start(t), scan.end(t))) {
      numberAfter(scan, t, t + 1, true, out); // "Jamiepark 449, 6024 CP Gouda"
    }
  }

  /**
   * {@code ul. Piotrkowska 118/4, 90-006 Łódź}, {@code Av. Vallarta 2440, ...}: a street word
   * written short with its dot at token {@code t}, a name and a number, taken only before a
   * postcode and town.
   */
  static void abbreviated(Scan scan, int t, Candidates out) {
    if (!abbreviation(scan, t)) {
      return;
    }
    int last = names(scan, t + 1, true, false);
    if (last > t) {
      numberAfter(scan, t, last + 1, true, out);
    }
  }

  /** Whether token {@code t} is a street word of {@link #ABBREVIATED} and its dot. */
  private static boolean abbreviation(Scan scan, int t) {
    String text = scan.text();
    int e = scan.end(t);
    return e < text.length()
        && text.charAt(e) == '.'
        && in(ABBREVIATED, text, scan.start(t), e)
        && t + 1 < scan.tokenCount()
        && scan.start(t + 1) == e + 2
        && text.charAt(e + 1) == ' ';
  }

  /**
   * Whether token {@code k} is a Turkish street word after the name and "No" and a colon or dot
   * follow ({@code Caddesi No: 217}).
   */
  private static boolean turkish(Scan scan, int k) {
    String text = scan.text();
    if (!scan.isCapitalized(k)
        || !PostalCodes.adjacent(scan, k - 1, " ")
        || !in(TURKISH_WAYS, text, scan.start(k), scan.end(k))) {
      return false;
    }
    int no = k + 1;
    int e = scan.end(no);
    return scan.start(no) <= scan.end(k) + 2
        && scan.lower(no).equals("no")
        && e < text.length()
        && (text.charAt(e) == ':' || text.charAt(e) == '.');
  }

  /**
   * Whether token {@code k} opens a street name after a number: capitalised, or in lower case one
   * of the words that are not English words ("12 rue de Rivoli", not "2012 via Qualcomm").
   */
  static boolean prefixWord(Scan scan, int k) {
    String text = scan.text();
    int s = scan.start(k);
    int e = scan.end(k);
    if (abbreviation(scan, k)) {
      return true;
    }
    if (!scan.isCapitalized(k)) {
      return in(LOWER_CASE_FIRST, text, s, e);
    }
    return in(FIRST, text, s, e) || in(AFTER_NUMBER, text, s, e);
  }

  /**
   * The street word after house number {@code h}, at {@code h + 1} or after "bis" or "ter" ("64 bis
   * rue Pasteur"), or -1.
   */
  static int streetWordAfter(Scan scan, int h) {
    int k = h + 1;
    if (k + 1 < scan.tokenCount()
        && in(NUMBER_SUFFIXES, scan.text(), scan.start(k), scan.end(k))
        && scan.start(k + 1) - scan.end(k) == 1
        && scan.text().charAt(scan.end(k)) == ' ') {
      k++;
    }
    return prefixWord(scan, k) ? k : -1;
  }

  /**
   * {@code 12 Rue de Rivoli}: the number {@code h}, the street word at {@code word}, particles and
   * names.
   */
  static void numberFirst(Scan scan, int h, int word, boolean needsLocality, Candidates out) {
    String text = scan.text();
    boolean english = in(AFTER_NUMBER, text, scan.start(word), scan.end(word));
    int last = names(scan, word + 1, abbreviation(scan, word), english);
    if (last < 0) {
      lowerCase(scan, h, word, out);
      return;
    }
    AddressTail tail = AddressTail.read(scan, last + 1, scan.end(last));
    if (tail.locality || !needsLocality) {
      report(scan, scan.start(h), tail, 0.7, out);
    }
  }

  /**
   * {@code 14 rue des fleurs 75011 paris}: a street in lower case, as in chat, taken only with its
   * postcode and town.
   */
  private static void lowerCase(Scan scan, int h, int word, Candidates out) {
    if (scan.isCapitalized(word)) {
      return;
    }
    for (int k = word + 1; k < scan.tokenCount() && k < word + 5; k++) {
      if (!PostalCodes.adjacent(scan, k - 1, " ") || scan.isCapitalized(k) || scan.hasDigit(k)) {
        return;
      }
      int locality = AddressTail.lowerLocality(scan, k + 1, scan.end(k), true);
      if (locality > 0) {
        AddressRecognizer.report(scan, scan.start(h), locality, 0.85, out);
        return;
      }
    }
  }

  /**
   * Whether token {@code k} is a street word written apart from the capitalised name before it,
   * after a space or a hyphen ("Schlebuscher Str.", "Otto-Stange-Str.").
   */
  private static boolean apart(Scan scan, int k) {
    String text = scan.text();
    int gap = scan.start(k) - scan.end(k - 1);
    char g = text.charAt(scan.end(k - 1));
    return gap == 1
        && (g == ' ' || g == '-')
        && scan.isCapitalized(k)
        && in(APART, text, scan.start(k), scan.end(k));
  }

  /**
   * Norwegian, Danish and Swedish street words written apart and in lower case after the name
   * ("Thereses gate 14", "Karl Johans gate 22", "Kongens vej 3"); taken only before a postcode and
   * town.
   */
  private static final WordSet NORDIC_APART =
      new WordSet("gate", "gata", "gatan", "vei", "veien", "veg", "vegen", "vej", "gade", "plass");

  /** Whether token {@code k} is a word of {@link #NORDIC_APART} in lower case after one space. */
  private static boolean nordicApart(Scan scan, int k) {
    String text = scan.text();
    return scan.start(k) - scan.end(k - 1) == 1
        && text.charAt(scan.end(k - 1)) == ' '
        && !scan.isCapitalized(k)
        && in(NORDIC_APART, text, scan.start(k), scan.end(k));
  }

  /** The first of the capitalised tokens joined by hyphens that end at {@code t}. */
  private static int hyphenated(Scan scan, int t) {
    String text = scan.text();
    int first = t;
    while (first > 0
        && scan.start(first) - scan.end(first - 1) == 1
        && text.charAt(scan.end(first - 1)) == '-'
        && scan.isCapitalized(first - 1)
        && first > t - 4) {
      first--;
    }
    return first;
  }

  /**
   * The street from token {@code first} then a house number at token {@code num}, or the Spanish
   * {@code s/n} (no number); reported only with a postcode and town after it when {@code
   * needsLocality}.
   */
  private static void numberAfter(
      Scan scan, int first, int num, boolean needsLocality, Candidates out) {
    String text = scan.text();
    if (num >= scan.tokenCount()) {
      return;
    }
    int last = num;
    if (noNumber(scan, num)) {
      last = num + 1;
    } else if (!AddressRecognizer.houseNumber(scan, num) || scan.end(num) - scan.start(num) > 5) {
      return;
    } else {
      // a staircase and door after a slash ("Hauptstraße 12/3", "Favoritenstraße 5/2/14")
      while (last + 1 < scan.tokenCount()
          && last < num + 2
          && scan.isDigits(last + 1)
          && scan.end(last + 1) - scan.start(last + 1) <= 3
          && PostalCodes.adjacent(scan, last, "/")) {
        last++;
      }
    }
    int gap = scan.start(num) - scan.end(num - 1);
    char g = text.charAt(scan.end(num - 1));
    boolean joined =
        gap == 1 && g == ' '
            || gap == 2 && ", ".equals(text.substring(scan.end(num - 1), scan.start(num)))
            || gap == 2 && ". ".equals(text.substring(scan.end(num - 1), scan.start(num)))
            || gap <= 2 && (g == ':' || g == '.') && scan.lower(num - 1).equals("no"); // "No: 217"
    if (!joined) {
      return;
    }
    AddressTail tail = AddressTail.read(scan, last + 1, scan.end(last));
    if (tail.locality || !needsLocality && text.charAt(scan.start(num)) != '0') {
      report(scan, scan.start(first), tail, 0.65, out);
    }
  }

  /** Spanish {@code s/n} ("sin número") at token {@code k}. */
  private static boolean noNumber(Scan scan, int k) {
    String text = scan.text();
    int s = scan.start(k);
    return k + 1 < scan.tokenCount()
        && scan.end(k) == s + 1
        && text.charAt(s) == 's'
        && scan.start(k + 1) == s + 2
        && text.charAt(s + 1) == '/'
        && scan.end(k + 1) == s + 3
        && text.charAt(s + 2) == 'n';
  }

  /**
   * The last capitalised word of a street name from token {@code i} (particles allowed between, at
   * most five words), or -1.
   */
  private static int names(Scan scan, int i) {
    return names(scan, i, false, false);
  }

  /**
   * {@link #names(Scan, int)}, after a street word written short with its dot when {@code
   * abbreviated}, with English "of" and "the" inside when {@code english} ({@code Avenue of the
   * Americas}).
   */
  private static int names(Scan scan, int i, boolean abbreviated, boolean english) {
    String text = scan.text();
    int last = -1;
    for (int k = i; k < scan.tokenCount() && k < i + 5; k++) {
      int gap = scan.start(k) - scan.end(k - 1);
      char g = text.charAt(scan.end(k - 1));
      boolean dot = abbreviated && k == i && gap == 2 && g == '.';
      if (!dot && gap != 1
          || !dot && g != ' ' && g != '-' && g != '\'' && g != '’'
          || AddressWords.UNITS.contains(scan, k)) {
        break;
      }
      if (scan.isCapitalized(k) && !scan.isAllUpper(k) && !scan.hasDigit(k)) {
        last = k;
      } else if (!AddressWords.PARTICLES.contains(scan, k)
          && !(english && ENGLISH_PARTICLES.contains(scan, k))) {
        break;
      }
    }
    return last;
  }

  private static final WordList ENGLISH_PARTICLES = WordList.of("of the");

  /**
   * Adds the street from {@code start} with its {@link AddressTail}: a unit ({@code Zimmer 2}) and
   * a locality ({@code , 10115 Berlin}, {@code , Bad Hendrik, MV 16247}).
   */
  private static void report(Scan scan, int start, AddressTail tail, double score, Candidates out) {
    if (tail.locality) {
      score = 0.88;
    } else if (tail.unit) {
      score += 0.1;
    }
    AddressRecognizer.report(scan, start, tail.end, score, out);
  }

  private static boolean in(WordSet words, String text, int start, int end) {
    return words.contains(text, start, end);
  }
}
