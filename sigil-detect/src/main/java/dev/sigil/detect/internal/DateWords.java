package dev.sigil.detect.internal;

import java.util.Arrays;

/**
 * Month and weekday names and the small token readers of the date recognizer (days with ordinal
 * suffixes, years). Lookups compare in place, ignoring case, so reading a token allocates nothing.
 *
 * <p>Besides English, the month and weekday names of Spanish, Portuguese, French, German, Italian
 * and Dutch ({@link #europeanMonth}, {@link #europeanWeekday}), and those of Polish (months in the
 * genitive that follows a day: "25 maja"), Swedish, Danish, Norwegian and Indonesian that differ
 * from them ("maj", "augusti", "desember", "maret"), with and without their accents ("février" and
 * "fevrier", "März" and "Maerz"), and the abbreviations that are no English word ("févr", "okt",
 * "mrt", "dic"). Abbreviations that are also English words ("set", "out", "ago", "gen", "mag",
 * "lug") are marked to need a year, and full names that are also a given name or a noun when
 * capitalised ("Mars", "Mayo", "Marco", "Julio", "Mai") are marked too.
 */
final class DateWords {
  private DateWords() {}

  /** A European month word that is an abbreviation ("févr", "okt"). */
  static final int ABBREVIATION = 16;

  /** A European month word that is also an English word ("set", "out"): a date only with a year. */
  static final int NEEDS_YEAR = 32;

  /** A European month word that capitalised is also a name or a noun ("Mars", "Mayo", "Mai"). */
  static final int NAME_TOO = 64;

  /** A German month word ("Mai", "März", "Okt"): the one read after a day with a dot ("2. Mai"). */
  static final int GERMAN = 128;

  /** The European month words by their first letter (ASCII, lower case), with their codes. */
  private static final String[][] EUROPEAN_MONTHS = new String[26][0];

  private static final int[][] EUROPEAN_CODES = new int[26][0];

  /**
   * Bit {@code 27 * a + b}: a European month word starts with the letters {@code a, b} (0 to 25, 26
   * for a letter outside ASCII), so most words are turned down before any compare.
   */
  private static final long[] EUROPEAN_PREFIXES = new long[12];

  /** The German month words. */
  private static final String GERMAN_WORDS =
      " januar jänner jaenner februar märz maerz mär mrz april mai juni juli august september"
          + " oktober okt november dezember dez ";

  /** The full names that capitalised are also a given name or a noun. */
  private static final String NAMES_TOO = " mars mayo marco marzo julio mai mei juli ";

  static {
    String[] names = {
      "enero janeiro janvier januar jänner jaenner gennaio januari",
      "febrero fevereiro février fevrier februar febbraio februari",
      "marzo março marco mars märz maerz maart",
      "abril avril april aprile",
      "mayo maio mai maggio mei",
      "junio junho juin juni giugno",
      "julio julho juillet juli luglio",
      "agosto août aout august augustus",
      "septiembre setiembre setembro septembre september settembre",
      "octubre outubro octobre oktober ottobre",
      "noviembre novembro novembre november",
      "diciembre dezembro décembre decembre dezember dicembre december"
    };
    // Polish (genitive, as after a day), Swedish, Danish, Norwegian, Indonesian, Turkish and
    // Swahili names (words start with an ASCII letter: "Şubat" is left out)
    String[] more = {
      "stycznia ocak",
      "lutego subat",
      "marca maret mart machi",
      "kwietnia nisan aprili",
      "maja maj mayıs mayis",
      "czerwca haziran",
      "lipca temmuz julai",
      "sierpnia augusti agustus ağustos agustos agosti",
      "września wrzesnia eylül eylul septemba",
      "października pazdziernika ekim oktoba",
      "listopada kasım kasim novemba",
      "grudnia desember aralık aralik desemba"
    };
    // the Turkish months that are also given names or words ("Nisan", "Kasım", "Mart")
    String moreNamesToo = " maja nisan kasım kasim mart ";
    String[] abbreviations = {
      "ene janv",
      "fev fév févr fevr",
      "mär mrz mrt",
      "abr avr",
      "",
      "giu",
      "juil",
      "",
      "sett",
      "okt ott",
      "",
      "dic dez déc"
    };
    String[] englishWords = {"gen", "", "", "", "mag", "", "lug", "ago", "set", "out", "", ""};
    for (int m = 1; m <= 12; m++) {
      for (String w : names[m - 1].split(" ")) {
        addMonth(w, m | (NAMES_TOO.contains(" " + w + " ") ? NAME_TOO : 0) | german(w));
      }
      for (String w : more[m - 1].split(" ")) {
        addMonth(w, m | (moreNamesToo.contains(" " + w + " ") ? NAME_TOO : 0));
      }
      for (String w : abbreviations[m - 1].split(" ")) {
        addMonth(w, m | ABBREVIATION | german(w));
      }
      addMonth(englishWords[m - 1], m | ABBREVIATION | NEEDS_YEAR);
    }
  }

  private static int german(String word) {
    return GERMAN_WORDS.contains(" " + word + " ") ? GERMAN : 0;
  }

  private static void addMonth(String word, int code) {
    if (word.isEmpty()) {
      return;
    }
    int i = word.charAt(0) - 'a';
    int n = EUROPEAN_MONTHS[i].length;
    EUROPEAN_MONTHS[i] = Arrays.copyOf(EUROPEAN_MONTHS[i], n + 1);
    EUROPEAN_CODES[i] = Arrays.copyOf(EUROPEAN_CODES[i], n + 1);
    EUROPEAN_MONTHS[i][n] = word;
    EUROPEAN_CODES[i][n] = code;
    int bit = prefix(word, 0);
    EUROPEAN_PREFIXES[bit >>> 6] |= 1L << bit;
  }

  private static int prefix(String text, int start) {
    char a = lower(text.charAt(start));
    char b = lower(text.charAt(start + 1));
    return 27 * (a == 0 ? 26 : a - 'a') + (b == 0 ? 26 : b - 'a');
  }

  /**
   * The weekdays of Spanish, Portuguese (also before "-feira": "quinta-feira"), French, German,
   * Italian (with and without the accent) and Dutch.
   */
  private static final String[] EUROPEAN_WEEKDAYS =
      ("lunes martes miércoles miercoles jueves viernes sábado sabado domingo"
              + " segunda terça terca quarta quinta sexta"
              + " lundi mardi mercredi jeudi vendredi samedi dimanche"
              + " montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag"
              + " lunedì lunedi martedì martedi mercoledì mercoledi giovedì giovedi venerdì"
              + " venerdi sabato domenica"
              + " maandag dinsdag woensdag donderdag vrijdag zaterdag zondag"
              + " poniedziałek poniedzialek wtorek środa środę sroda srode czwartek piątek piatek"
              + " sobota sobotę sobote niedziela niedzielę niedziele"
              + " måndag mandag tisdag tirsdag onsdag torsdag fredag lördag lørdag lordag"
              + " söndag søndag sondag"
              + " senin selasa rabu kamis jumat sabtu minggu")
          .split(" ");

  private static final String[] MONTHS = {
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december"
  };
  private static final String[] WEEKDAYS = {
    "monday",
    "mon",
    "tuesday",
    "tue",
    "tues",
    "wednesday",
    "wed",
    "thursday",
    "thu",
    "thur",
    "thurs",
    "friday",
    "fri",
    "saturday",
    "sat",
    "sunday",
    "sun"
  };

  /**
   * The month (1 to 12) named by {@code text[start, end)} (its name, its three-letter abbreviation
   * or "sept"), or 0. Keyed on the first three letters, so most words cost a few char reads.
   */
  static int month(String text, int start, int end) {
    int len = end - start;
    if (len < 3 || len > 9) {
      return 0;
    }
    int m =
        monthOfPrefix(
            lower(text.charAt(start)),
            lower(text.charAt(start + 1)),
            lower(text.charAt(start + 2)));
    if (m == 0 || len == 3) {
      return m;
    }
    String full = MONTHS[m - 1];
    if (len == full.length() && text.regionMatches(true, start, full, 0, len)) {
      return m;
    }
    return m == 9 && len == 4 && lower(text.charAt(start + 3)) == 't' ? 9 : 0;
  }

  private static int monthOfPrefix(char a, char b, char c) {
    return switch ((a << 16) | (b << 8) | c) {
      case ('j' << 16) | ('a' << 8) | 'n' -> 1;
      case ('f' << 16) | ('e' << 8) | 'b' -> 2;
      case ('m' << 16) | ('a' << 8) | 'r' -> 3;
      case ('a' << 16) | ('p' << 8) | 'r' -> 4;
      case ('m' << 16) | ('a' << 8) | 'y' -> 5;
      case ('j' << 16) | ('u' << 8) | 'n' -> 6;
      case ('j' << 16) | ('u' << 8) | 'l' -> 7;
      case ('a' << 16) | ('u' << 8) | 'g' -> 8;
      case ('s' << 16) | ('e' << 8) | 'p' -> 9;
      case ('o' << 16) | ('c' << 8) | 't' -> 10;
      case ('n' << 16) | ('o' << 8) | 'v' -> 11;
      case ('d' << 16) | ('e' << 8) | 'c' -> 12;
      default -> 0;
    };
  }

  /** ASCII lower case; any other character becomes 0 (no month or weekday has one). */
  static char lower(char c) {
    if (c >= 'A' && c <= 'Z') {
      return (char) (c + 32);
    }
    return c >= 'a' && c <= 'z' ? c : 0;
  }

  /**
   * Whether the month word is also a common English word ("may", "march", "mar"), so that written
   * in lower case it is a month only when a year follows.
   */
  static boolean ambiguousMonth(String text, int start, int end) {
    int len = end - start;
    return (len == 3
            && (text.regionMatches(true, start, "may", 0, 3)
                || text.regionMatches(true, start, "mar", 0, 3)))
        || (len == 5 && text.regionMatches(true, start, "march", 0, 5));
  }

  static boolean weekday(String text, int start, int end) {
    int len = end - start;
    if (len < 3 || len > 9 || "mtwfsMTWFS".indexOf(text.charAt(start)) < 0) {
      return false;
    }
    for (String w : WEEKDAYS) {
      if (w.length() == len && text.regionMatches(true, start, w, 0, len)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The code of the Spanish, Portuguese, French, German, Italian or Dutch month word {@code
   * text[start, end)}, any case: its month (1 to 12, {@code code & 15}) and the flags {@link
   * #ABBREVIATION}, {@link #NEEDS_YEAR}, {@link #NAME_TOO}, {@link #GERMAN}; or 0. English names
   * shared with one of these languages ("april", "september") are in it too.
   */
  static int europeanMonth(String text, int start, int end) {
    int len = end - start;
    if (len < 3 || len > 12) {
      return 0;
    }
    int bit = prefix(text, start);
    char first = lower(text.charAt(start));
    if (first == 0 || (EUROPEAN_PREFIXES[bit >>> 6] & (1L << bit)) == 0) {
      return 0;
    }
    String[] words = EUROPEAN_MONTHS[first - 'a'];
    for (int i = 0; i < words.length; i++) {
      if (words[i].length() == len && text.regionMatches(true, start, words[i], 0, len)) {
        return EUROPEAN_CODES[first - 'a'][i];
      }
    }
    return 0;
  }

  /**
   * Whether {@code text[start, end)} names a weekday in Spanish, Portuguese, French, German,
   * Italian, Dutch, Polish (also as after "w": "sobotę"), Swedish, Danish, Norwegian or Indonesian,
   * any case.
   */
  static boolean europeanWeekday(String text, int start, int end) {
    int len = end - start;
    if (len < 4 || len > 12) {
      return false;
    }
    for (String w : EUROPEAN_WEEKDAYS) {
      if (w.length() == len && text.regionMatches(true, start, w, 0, len)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The day (1 to 31) written as {@code 5} or {@code 05}, or the first of the month with its
   * Romance ordinal mark ({@code 1er}, {@code 1º}, {@code 1ª}); or 0.
   */
  static int europeanDay(String text, int start, int end) {
    int digits = digitsEnd(text, start, end) - start;
    if (digits < 1 || digits > 2) {
      return 0;
    }
    int d = (int) Checksums.number(text, start, start + digits);
    int suffix = end - start - digits;
    if (suffix == 0) {
      return d >= 1 && d <= 31 ? d : 0;
    }
    char c = text.charAt(start + digits);
    boolean first =
        (suffix == 2 && text.regionMatches(true, start + digits, "er", 0, 2))
            || (suffix == 1 && (c == 'º' || c == 'ª'));
    return d == 1 && first ? 1 : 0;
  }

  /** The day (1 to 31) written as {@code 5}, {@code 05} or {@code 5th}, or 0. */
  static int day(String text, int start, int end) {
    int digits = digitsEnd(text, start, end) - start;
    if (digits < 1 || digits > 2) {
      return 0;
    }
    int suffix = end - start - digits;
    if (suffix != 0 && !(suffix == 2 && ordinal(text, start + digits))) {
      return 0;
    }
    int d = (int) Checksums.number(text, start, start + digits);
    return d >= 1 && d <= 31 ? d : 0;
  }

  static boolean ordinal(String text, int at) {
    return text.regionMatches(true, at, "st", 0, 2)
        || text.regionMatches(true, at, "nd", 0, 2)
        || text.regionMatches(true, at, "rd", 0, 2)
        || text.regionMatches(true, at, "th", 0, 2);
  }

  /** The year written as four digits (1800 to 2199) or as {@code '24}, or 0. */
  static int year(String text, int start, int end) {
    int len = end - start;
    if (digitsEnd(text, start, end) != end) {
      return 0;
    }
    if (len == 4) {
      int y = (int) Checksums.number(text, start, end);
      return y >= 1800 && y <= 2199 ? y : 0;
    }
    if (len == 2
        && start > 0
        && (text.charAt(start - 1) == '\'' || text.charAt(start - 1) == '’')) {
      return 2000 + (int) Checksums.number(text, start, end);
    }
    return 0;
  }

  static int digitsEnd(String text, int from, int limit) {
    int i = from;
    while (i < limit && isDigit(text.charAt(i))) {
      i++;
    }
    return i;
  }

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
