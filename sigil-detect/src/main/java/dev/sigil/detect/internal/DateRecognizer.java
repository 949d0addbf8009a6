package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * Explicit calendar dates ({@link PiiClass#DATE}): numeric and ISO forms ({@link NumericDates}),
 * month names with a day and/or a year ({@code May 1, 2024}, {@code 1st of May 2024}, {@code Sept.
 * 3rd}, {@code March 2024}, {@code 14-Nov-2023}), a weekday before them ({@code Monday, May 1st},
 * {@code Friday the 13th of September}), and compact {@code YYYYMMDD} with a birth-date context
 * word.
 *
 * <p>Also day ranges before a month ({@code 17-21 October}), "the" or "den" before a day ({@code
 * the 5th of January}, {@code den 4 juni}), a weekday before a bare day ({@code Saturday the 8th},
 * {@code el viernes 12}), log and git timestamps ({@code 11/Jun/2024:14:02:11 +0000}, {@code Tue
 * Jun 4 16:22:09 2024 +0700}), airline dates ({@code 12OCT}) and {@code 2024年5月3日}.
 *
 * <p>Decisions: a month word alone is never a date ("you may", "march on"); "may", "march" and
 * "mar" in lower case need a year or an ordinal day (march 1st). A day and month without a year in
 * digits ({@code 3/4}) is a fraction, not a date, unless right after "on", "due", "until" ({@code
 * on 12/24}), after "by", "before", "avant le" with a two-digit part ({@code by 17/06}), after a
 * weekday ({@code Tue 11/06}), or opening lines of a statement-like list. Times alone are not
 * dates. A bare year is a date only right after a birth word ("born in 1985", "DOB 1985", "year of
 * birth: 1985"), at 0.6: elsewhere years are mostly not personal data. Day and month ranges are
 * checked against the calendar (leap years included; without a year, 29 February is accepted).
 *
 * <p>Spanish, Portuguese, French, German, Italian and Dutch dates are read from their day number
 * ({@link #europeanDayFirst}): {@code 3 de abril}, {@code 1 de agosto de 2024}, {@code 15 de marzo
 * del 2024}, {@code 17 juillet 1969}, {@code 1er mai}, {@code 1º de enero}, {@code 1° maggio},
 * {@code 16. Mai 2024}, {@code 12 maart}, with a weekday before them ({@code martes 15 de octubre},
 * {@code quinta-feira, 20 de junho}, {@code Donnerstag, den 16. Mai}); a month name with no day is
 * a date only with a four-digit year after it ({@code marzo 2026}, {@code abril de 2024}). So a
 * month word alone ("Mai", "Juni", "de abril") is never a date. A day with a dot ("16.") is the
 * German ordinal only before a month of these languages ("14. May" ends a sentence). Abbreviations
 * that are English words ("10 out 2024", "3 set 2024") need the year; a capitalised name that is
 * also a given name or a noun ("2 Mars bars", "2 Mayo packets") needs the year, an ordinal, a "de"
 * or the German dot.
 */
final class DateRecognizer implements Recognizer, Gated {
  private static final String CONTEXT_WORDS =
      "dob born birthday birth date dated on due expires expiry until since";
  static final WordList CONTEXT = WordList.of(CONTEXT_WORDS);

  /**
   * {@link #CONTEXT} and the words that announce a date in Spanish, Portuguese, French, German,
   * Italian and Dutch ("el", "desde", "le", "né", "am", "bis", "il", "entro", "op", "sinds"); they
   * raise only the dates read in those languages, as several are English words too ("am", "op").
   */
  static final WordList EUROPEAN_CONTEXT =
      WordList.of(
          CONTEXT_WORDS
              + " el del desde hasta antes fecha nacido nacida vence"
              + " em dia até ate data nascido nascida"
              + " le du au depuis jusqu avant né née naissance"
              + " am vom bis seit ab datum geboren"
              + " il dal al entro nato nata scadenza"
              + " op tot sinds");

  private static final WordList BIRTH = WordList.of("born dob birth birthday");
  private static final WordList ANNOUNCE = WordList.of("on due until till dated dob");

  /**
   * Words that announce a day and month in digits ("by 17/06", "avant le 15/03", "booked for
   * 17/06") when one part has two digits: "by 1/2" is a fraction.
   */
  private static final WordList ANNOUNCE_MORE =
      WordList.of("by before till am avant booked scheduled");

  private static final WordList NEGATIVE = WordList.of("version v build release ver");

  @Override
  public int needs() {
    return Triggers.DIGIT;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.DATE);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    if (!scan.anyDigit()) {
      return; // every date this recognizer reports has a digit
    }
    String text = scan.text();
    int n = scan.tokenCount();
    for (int t = 0; t < n; t++) {
      char c = text.charAt(scan.start(t));
      if (c >= '0' && c <= '9') {
        digitStart(scan, t, out);
      } else if (DateWords.month(text, scan.start(t), scan.end(t)) > 0) {
        monthFirst(scan, t, out);
      }
    }
  }

  private void digitStart(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int start = scan.start(t);
    int end = scan.end(t);
    char next = end < text.length() ? text.charAt(end) : ' ';
    if (scan.isDigits(t) && (next == '-' || next == '/' || next == '.')) {
      long found = NumericDates.parse(text, start);
      if (found >= 0) {
        report(scan, t, start, NumericDates.end(found), NumericDates.score(found), out);
        return;
      }
      int spaced = next == '.' ? spacedDots(text, start, end) : -1;
      if (spaced > 0) {
        report(scan, t, start, spaced, 0.85, out);
        return;
      }
    }
    if (dayFirst(scan, t, out)
        || europeanDayFirst(scan, t, out)
        || dashedMonth(scan, t, out)
        || monthDay(scan, t, out)
        || weekdayDay(scan, t, out)
        || compactMonth(scan, t, out)
        || yearMonthDay(scan, t, out)) {
      return;
    }
    if (scan.isDigits(t) && !europeanMonthYear(scan, t, out)) {
      bareYearOrCompact(scan, t, out);
    }
  }

  /**
   * The end of a Czech, Slovak or German date written with a space after each dot ("21. 3. 2025",
   * "1. 12. 2024"): a day of 1 to 31, a month of 1 to 12, a year of four digits from 1900 to 2099,
   * standing alone; or -1.
   */
  static int spacedDots(String text, int start, int dayEnd) {
    int day = (int) Checksums.number(text, start, dayEnd);
    int m = dayEnd + 2;
    if (dayEnd - start > 2
        || day < 1
        || day > 31
        || !text.startsWith(". ", dayEnd)
        || m >= text.length()) {
      return -1;
    }
    int mEnd = DateWords.digitsEnd(text, m, Math.min(m + 3, text.length()));
    int month = mEnd > m && mEnd - m <= 2 ? (int) Checksums.number(text, m, mEnd) : 0;
    if (month < 1 || month > 12 || !text.startsWith(". ", mEnd)) {
      return -1;
    }
    int y = mEnd + 2;
    if (y >= text.length()) {
      return -1;
    }
    int yEnd = DateWords.digitsEnd(text, y, Math.min(y + 5, text.length()));
    if (yEnd - y != 4
        || !(text.startsWith("19", y) || text.startsWith("20", y))
        || yEnd < text.length() && Character.isLetterOrDigit(text.charAt(yEnd))
        || start > 0
            && (Character.isLetterOrDigit(text.charAt(start - 1))
                || text.charAt(start - 1) == '.')) {
      return -1;
    }
    return yEnd;
  }

  /** {@code 1 May 2024}, {@code 1st of May}, {@code 5 Jan}. */
  private boolean dayFirst(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int day = DateWords.day(text, scan.start(t), scan.end(t));
    int m = t + 1;
    if (day == 0 || m >= scan.tokenCount() || !spaces(text, scan.end(t), scan.start(m))) {
      return false;
    }
    boolean of =
        scan.end(m) - scan.start(m) == 2 && text.regionMatches(true, scan.start(m), "of", 0, 2);
    if (of && (++m >= scan.tokenCount() || !spaces(text, scan.end(m - 1), scan.start(m)))) {
      return false;
    }
    int month = DateWords.month(text, scan.start(m), scan.end(m));
    if (month == 0) {
      return false;
    }
    int year = yearAfter(scan, m);
    if (year == 0 && lowerAmbiguous(scan, m)) {
      return false;
    }
    if (!Checksums.validDate(year == 0 ? 2000 : year, month, day)) {
      return false;
    }
    boolean ordinal = scan.hasLetter(t);
    double score = year > 0 ? 0.9 : (ordinal || of) ? 0.75 : 0.65;
    int end = year > 0 ? scan.end(m + 1) : scan.end(m);
    int first = rangeStart(scan, t, day);
    report(scan, first, scan.start(first), end, score, out);
    return true;
  }

  /**
   * {@code 3 de abril}, {@code 1 de agosto de 2024}, {@code 17 juillet 1969}, {@code 1er mai},
   * {@code 16. Mai 2024}: a day, maybe "de", a Spanish, Portuguese, French, German, Italian or
   * Dutch month name, maybe a year (after a space, a comma, "de" or "del").
   */
  private boolean europeanDayFirst(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int m = t + 1;
    if (m >= scan.tokenCount() || !scan.hasLetter(m) || (scan.isDigits(t) && !dayEnd(scan, t))) {
      return false; // most numbers: no word after them, or no space, dot or "°" between
    }
    int day = DateWords.europeanDay(text, scan.start(t), scan.end(t));
    if (day == 0) {
      return false;
    }
    boolean ordinal = scan.hasLetter(t); // 1er, 1º
    int after = scan.end(t);
    char c = text.charAt(after);
    boolean dot = c == '.' && !ordinal; // German: 16. Mai
    if (dot || (c == '°' && day == 1 && !ordinal)) {
      ordinal = true;
      after++;
    }
    if (!spaces(text, after, scan.start(m))) {
      return false;
    }
    boolean de = !dot && isWord(scan, m, "de");
    if (de && (++m >= scan.tokenCount() || !spaces(text, scan.end(m - 1), scan.start(m)))) {
      return false;
    }
    int code = DateWords.europeanMonth(text, scan.start(m), scan.end(m));
    if (dot && (code & DateWords.GERMAN) == 0) {
      // after the German ordinal dot only a German month, or an English one with a year (3. Sept.
      // 2024): "chapter 3. Mars and its moons"
      code = DateWords.month(text, scan.start(m), scan.end(m));
      code = code == 0 ? 0 : code | DateWords.NEEDS_YEAR;
    }
    if (code == 0) {
      return false;
    }
    int y = m; // the token before the year
    if (m + 1 < scan.tokenCount()
        && (isWord(scan, m + 1, "de") || isWord(scan, m + 1, "del"))
        && spaces(text, scan.end(m), scan.start(m + 1))) {
      y = m + 1; // 1 de agosto de 2024
    }
    int year = yearAfter(scan, y);
    boolean weekday =
        t > 0
            && scan.hasLetter(t - 1)
            && DateWords.europeanWeekday(text, scan.start(t - 1), scan.end(t - 1));
    if (year == 0 && !needsNoYear(scan, m, code, ordinal || de, weekday)) {
      return false;
    }
    if (!Checksums.validDate(year == 0 ? 2000 : year, code & 15, day)) {
      return false;
    }
    double score = year > 0 ? 0.9 : (ordinal || de) ? 0.75 : 0.65;
    int end = year > 0 ? scan.end(y + 1) : scan.end(m);
    int first = rangeStart(scan, t, day);
    report(scan, first, scan.start(first), end, score, EUROPEAN_CONTEXT, out);
    return true;
  }

  /**
   * The token of the first day of a range that ends with day {@code day} at token {@code t} ("17-21
   * October", "2–5 May"): a smaller day right before a hyphen or an en dash; or {@code t}.
   */
  private static int rangeStart(Scan scan, int t, int day) {
    if (t == 0 || !scan.isDigits(t)) {
      return t;
    }
    String text = scan.text();
    int s = scan.start(t);
    char c = text.charAt(s - 1);
    int f = t - 1;
    if ((c != '-' && c != '–') || scan.end(f) != s - 1 || !scan.isDigits(f)) {
      return t;
    }
    int from = DateWords.day(text, scan.start(f), scan.end(f));
    int b = scan.start(f);
    if (from == 0 || from >= day || (b > 0 && "-–/.:,".indexOf(text.charAt(b - 1)) >= 0)) {
      return t; // "2024-17-21 May", "3-2 May"
    }
    return f;
  }

  /** Whether a space, a dot or "°" follows the number token {@code t} (not the last token). */
  private static boolean dayEnd(Scan scan, int t) {
    char c = scan.text().charAt(scan.end(t));
    return c == ' ' || c == '.' || c == '°';
  }

  /**
   * Whether the European month word at token {@code m} (of {@code code}) makes a date after a day
   * without a year: not an English word ("out", "set"); an abbreviation only with its dot or after
   * a German ordinal day; a capitalised name or noun ("Mars", "Mayo") only after an ordinal or
   * "de", and one that is an English word ("mayo", "mars") so in any case, or after a weekday
   * ("samedi 31 mars").
   */
  private static boolean needsNoYear(
      Scan scan, int m, int code, boolean marked, boolean afterWeekday) {
    if ((code & DateWords.NEEDS_YEAR) != 0) {
      return false;
    }
    String text = scan.text();
    if ((code & DateWords.ABBREVIATION) != 0) {
      return marked || (scan.end(m) < text.length() && text.charAt(scan.end(m)) == '.');
    }
    if (!marked && !afterWeekday && ENGLISH_TOO.contains(scan, m)) {
      return false; // "2 mayo sandwiches", "3 mars bars"; "2 de mayo" is marked
    }
    return marked || (code & DateWords.NAME_TOO) == 0 || !scan.isCapitalized(m);
  }

  /** European month names that are English words in any case. */
  private static final WordList ENGLISH_TOO = WordList.of("mayo mars");

  /**
   * {@code marzo 2026}, {@code abril de 2024}, {@code Juli 2024}: a European month name, not an
   * abbreviation nor a capitalised name ("Mars 2020"), then "de"/"del" or nothing, then the
   * four-digit year at token {@code y}. Not when a day comes before the month: the day reads it.
   */
  private boolean europeanMonthYear(Scan scan, int y, Candidates out) {
    String text = scan.text();
    int m = y - 1;
    if (m < 0
        || scan.end(y) - scan.start(y) != 4
        || !scan.hasLetter(m)
        || DateWords.year(text, scan.start(y), scan.end(y)) == 0
        || numberGoesOn(text, scan.end(y))) {
      return false;
    }
    if (m > 0 && (isWord(scan, m, "de") || isWord(scan, m, "del"))) {
      m--;
    }
    if (!spaces(text, scan.end(m), scan.start(m + 1))
        || (m + 1 < y && !spaces(text, scan.end(m + 1), scan.start(y)))) {
      return false;
    }
    int code = DateWords.europeanMonth(text, scan.start(m), scan.end(m));
    if (code == 0
        || (code & DateWords.ABBREVIATION) != 0
        || ((code & DateWords.NAME_TOO) != 0 && scan.isCapitalized(m))
        || DateWords.month(text, scan.start(m), scan.end(m)) > 0) {
      return false; // "April 2024" is read from the month (monthFirst)
    }
    int before = m - 1;
    if (before >= 0 && isWord(scan, before, "de")) {
      before--;
    }
    if (before >= 0 && DateWords.isDigit(text.charAt(scan.end(before) - 1))) {
      return false; // "31 de abril de 2024": not a date, nor is "abril de 2024" in it
    }
    report(scan, m, scan.start(m), scan.end(y), 0.7, EUROPEAN_CONTEXT, out);
    return true;
  }

  private static boolean isWord(Scan scan, int t, String word) {
    int len = word.length();
    return scan.end(t) - scan.start(t) == len
        && scan.text().regionMatches(true, scan.start(t), word, 0, len);
  }

  /** {@code 14-Nov-2023}, {@code 14/Nov/23}: the same separator twice, a year, maybe a time. */
  private boolean dashedMonth(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int m = t + 1;
    int y = t + 2;
    if (y >= scan.tokenCount() || !scan.isDigits(t) || scan.start(m) != scan.end(t) + 1) {
      return false;
    }
    char sep = text.charAt(scan.end(t));
    if ((sep != '-' && sep != '/')
        || scan.start(y) != scan.end(m) + 1
        || text.charAt(scan.end(m)) != sep) {
      return false;
    }
    int day = DateWords.day(text, scan.start(t), scan.end(t));
    int month = DateWords.month(text, scan.start(m), scan.end(m));
    int yearLength = scan.end(y) - scan.start(y);
    int year =
        yearLength == 2
            ? 2000 + (int) Checksums.number(text, scan.start(y), scan.end(y))
            : DateWords.year(text, scan.start(y), scan.end(y));
    if (day == 0
        || month == 0
        || !scan.isDigits(y)
        || year == 0
        || !Checksums.validDate(year, month, day)) {
      return false;
    }
    int end = Timestamps.timeEnd(text, scan.end(y));
    report(scan, t, scan.start(t), end == scan.end(y) ? logTime(text, end) : end, 0.9, out);
    return true;
  }

  /**
   * The end of a web server log's time after its date ({@code 11/Jun/2024:14:02:11 +0000}): a
   * colon, {@code HH:MM:SS} and maybe a space and a numeric zone; or {@code at}.
   */
  private static int logTime(String text, int at) {
    if (at >= text.length() || text.charAt(at) != ':' || !clock(text, at + 1)) {
      return at;
    }
    return zone(text, at + 9);
  }

  /** The end of a space and a numeric zone ({@code " +0700"}) at {@code i}, or {@code i}. */
  private static int zone(String text, int i) {
    if (i + 6 <= text.length()
        && text.charAt(i) == ' '
        && (text.charAt(i + 1) == '+' || text.charAt(i + 1) == '-')
        && DateWords.digitsEnd(text, i + 2, i + 6) == i + 6
        && (i + 6 == text.length() || !DateWords.isDigit(text.charAt(i + 6)))) {
      return i + 6;
    }
    return i;
  }

  /** Whether {@code HH:MM:SS} starts at {@code i}. */
  private static boolean clock(String text, int i) {
    return i + 8 <= text.length()
        && DateWords.digitsEnd(text, i, i + 2) == i + 2
        && text.charAt(i + 2) == ':'
        && DateWords.digitsEnd(text, i + 3, i + 5) == i + 5
        && text.charAt(i + 5) == ':'
        && DateWords.digitsEnd(text, i + 6, i + 8) == i + 8
        && (i + 8 == text.length() || !DateWords.isDigit(text.charAt(i + 8)));
  }

  /**
   * The end of the time, year and zone of a Unix or git date after its day ({@code Tue Jun 4
   * 16:22:09 2024 +0700}): a space, {@code HH:MM:SS}, a space, a four-digit year, maybe a numeric
   * zone; or {@code at}.
   */
  private static int unixTime(String text, int at) {
    int i = at + 1;
    if (at >= text.length() || text.charAt(at) != ' ' || !clock(text, i)) {
      return at;
    }
    i += 8;
    int y = i + 1;
    if (y + 4 > text.length()
        || text.charAt(i) != ' '
        || DateWords.digitsEnd(text, y, text.length()) != y + 4
        || DateWords.year(text, y, y + 4) == 0) {
      return at;
    }
    return zone(text, y + 4);
  }

  /**
   * {@code 12/24}, {@code 17/06}: a day and a month without a year (either order) only with strong
   * context: right after a word that announces a date ("on", "due", "until"; "by", "before", "avant
   * le" when one part has two digits), after a weekday ("Tue 11/06"), or opening a line of a list
   * whose next or previous line opens with one too (a bank statement, an expense list). Elsewhere
   * it is a fraction, a ratio or a score ("3/4 cup", "24/7", "page 2/10").
   */
  private boolean monthDay(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int d = t + 1;
    if (d >= scan.tokenCount() || !scan.isDigits(t) || !scan.isDigits(d)) {
      return false;
    }
    int start = scan.start(t);
    int end = scan.end(d);
    if (scan.start(d) != scan.end(t) + 1 || text.charAt(scan.end(t)) != '/' || end - start > 5) {
      return false;
    }
    if (numberGoesOn(text, end) || (start > 0 && "/.-$".indexOf(text.charAt(start - 1)) >= 0)) {
      return false;
    }
    int a = (int) Checksums.number(text, start, scan.end(t));
    int b = (int) Checksums.number(text, scan.start(d), end);
    if (!Checksums.validDate(2000, a, b) && !Checksums.validDate(2000, b, a)
        || (a == 24 && b == 7)) {
      return false; // "24/7"
    }
    boolean wide = end - start > 3; // "3/18", not "3/4"
    if (t > 0 && weekdayStart(scan, t - 1) >= 0 && gap(text, scan.end(t - 1), start)) {
      report(scan, t, start, end, 0.6, out); // "Tue 11/06", taking in the weekday
      return true;
    }
    if (scan.hasContext(start, end, ANNOUNCE, 2, 0)
        || (wide && (scan.hasContext(start, end, ANNOUNCE_MORE, 2, 0) || listLine(text, start)))) {
      out.add(PiiClass.DATE, start, end, 0.6);
      return true;
    }
    return false;
  }

  /**
   * Whether {@code start} opens its line (after spaces or tabs) and the next or the previous line
   * opens with a day and month too ("02/04 TFL TRAVEL -2.80").
   */
  private static boolean listLine(String text, int start) {
    int i = start - 1;
    while (i >= 0 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i--;
    }
    if (i >= 0 && text.charAt(i) != '\n') {
      return false;
    }
    int next = text.indexOf('\n', start);
    if (next >= 0 && dayMonthAt(text, next + 1)) {
      return true;
    }
    if (i <= 0) {
      return false;
    }
    return dayMonthAt(text, text.lastIndexOf('\n', i - 1) + 1);
  }

  /**
   * Whether spaces or tabs, then {@code d/m} or {@code m/d} and a space or tab start at {@code i}.
   */
  private static boolean dayMonthAt(String text, int i) {
    int n = text.length();
    while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    int a = DateWords.digitsEnd(text, i, Math.min(n, i + 3));
    if (a == i || a - i > 2 || a + 1 >= n || text.charAt(a) != '/') {
      return false;
    }
    int b = DateWords.digitsEnd(text, a + 1, Math.min(n, a + 4));
    return b > a + 1
        && b - a - 1 <= 2
        && b < n
        && (text.charAt(b) == ' ' || text.charAt(b) == '\t');
  }

  /**
   * A day number after a weekday: "Saturday the 8th" (an English weekday, "the", an ordinal day),
   * "el viernes 12" (a weekday of the other languages after its article or preposition, and a day
   * number that no month, time or number follows). The weekday names the calendar day, so it is a
   * date.
   */
  private boolean weekdayDay(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int start = scan.start(t);
    int end = scan.end(t);
    int day = DateWords.day(text, start, end);
    if (day == 0 || t == 0 || numberGoesOn(text, end)) {
      return false;
    }
    if (end < text.length() && text.charAt(end) == '-') {
      return false; // "the 8th-floor"
    }
    if (scan.hasLetter(t)) {
      int the = t - 1;
      if (the > 0
          && isWord(scan, the, "the")
          && spaces(text, scan.end(the), start)
          && spaces(text, scan.end(the - 1), scan.start(the))
          && DateWords.weekday(text, scan.start(the - 1), scan.end(the - 1))) {
        report(scan, t, start, end, 0.65, out); // report takes in "Saturday the"
        return true;
      }
      return false;
    }
    int w = t - 1;
    if (!scan.hasLetter(w)
        || !spaces(text, scan.end(w), start)
        || !DateWords.europeanWeekday(text, scan.start(w), scan.end(w))
        || w == 0
        || !WEEKDAY_ARTICLE.contains(scan, w - 1)
        || (end < text.length() && (text.charAt(end) == '/' || text.charAt(end) == '-'))) {
      return false;
    }
    int next = t + 1;
    if (next < scan.tokenCount() && scan.hasDigit(next) && gap(text, end, scan.start(next))) {
      return false; // "viernes 12 15:00", "lunes 3 4"
    }
    report(scan, t, start, end, 0.6, EUROPEAN_CONTEXT, out);
    return true;
  }

  /** The words before a weekday that make its day number a date ("el viernes 12"). */
  private static final WordList WEEKDAY_ARTICLE =
      WordList.of("el este próximo proximo na no le ce il am op pada hari w we");

  /** {@code 12OCT}, {@code 26OCT24}: an airline ticket's day and upper-case month, maybe a year. */
  private boolean compactMonth(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int start = scan.start(t);
    int end = scan.end(t);
    int len = end - start;
    if (len < 4 || len > 7 || !scan.isAllUpper(t)) {
      return false;
    }
    int d = DateWords.digitsEnd(text, start, end);
    if (d - start < 1 || d - start > 2 || d + 3 > end) {
      return false;
    }
    int rest = end - d - 3;
    if ((rest != 0 && rest != 2) || DateWords.digitsEnd(text, d + 3, end) != end) {
      return false;
    }
    int day = (int) Checksums.number(text, start, d);
    int month = DateWords.month(text, d, d + 3);
    if (month == 0 || !Checksums.validDate(2000, month, day)) {
      return false;
    }
    report(scan, t, start, end, rest == 2 ? 0.75 : 0.6, out);
    return true;
  }

  /** {@code 2024年5月3日}: a year, month and day with the Chinese and Japanese marks. */
  private boolean yearMonthDay(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int start = scan.start(t);
    int end = scan.end(t);
    int y = DateWords.digitsEnd(text, start, end);
    if (y - start != 4 || y + 3 > end || text.charAt(y) != '年') {
      return false;
    }
    int m = DateWords.digitsEnd(text, y + 1, end);
    if (m == y + 1 || m - y > 3 || m >= end || text.charAt(m) != '月') {
      return false;
    }
    int d = DateWords.digitsEnd(text, m + 1, end);
    boolean hasDay = d > m + 1 && d - m <= 3 && d < end && text.charAt(d) == '日';
    int year = DateWords.year(text, start, y);
    int month = (int) Checksums.number(text, y + 1, m);
    int day = hasDay ? (int) Checksums.number(text, m + 1, d) : 1;
    if (year == 0 || !Checksums.validDate(year, month, day)) {
      return false;
    }
    out.add(PiiClass.DATE, start, hasDay ? d + 1 : m + 1, 0.85);
    return true;
  }

  /** {@code May 1, 2024}, {@code Sept. 3rd}, {@code Jan 5}, {@code March 2024}. */
  private void monthFirst(Scan scan, int m, Candidates out) {
    String text = scan.text();
    int month = DateWords.month(text, scan.start(m), scan.end(m));
    int t = m + 1;
    if (t >= scan.tokenCount() || !gap(text, scan.end(m), scan.start(t))) {
      return;
    }
    if (m > 0
        && spaces(text, scan.end(m - 1), scan.start(m))
        && DateWords.day(text, scan.start(m - 1), scan.end(m - 1)) > 0) {
      return; // "29 Jan 11 00": the day before the month makes the date, not the number after
    }
    char before = text.charAt(scan.start(t) - 1);
    int day = before == '\'' || before == '’' ? 0 : DateWords.day(text, scan.start(t), scan.end(t));
    if (day > 0 && !numberGoesOn(text, scan.end(t))) {
      int year = yearAfter(scan, t);
      boolean ordinal = scan.hasLetter(t); // "march 1st" is a date, "we march 1 by 1" not
      if ((year == 0 && !ordinal && lowerAmbiguous(scan, m))
          || !Checksums.validDate(year == 0 ? 2000 : year, month, day)) {
        return;
      }
      int end = year > 0 ? scan.end(t + 1) : unixTime(text, scan.end(t));
      report(scan, m, scan.start(m), end, year > 0 || end > scan.end(t) ? 0.9 : 0.75, out);
      return;
    }
    if (DateWords.year(text, scan.start(t), scan.end(t)) > 0 && !numberGoesOn(text, scan.end(t))) {
      double score = lowerAmbiguous(scan, m) ? 0.55 : 0.7;
      report(scan, m, scan.start(m), scan.end(t), score, out);
    }
  }

  /** A bare year after a birth word, or YYYYMMDD with a date context word. */
  private void bareYearOrCompact(Scan scan, int t, Candidates out) {
    String text = scan.text();
    int start = scan.start(t);
    int end = scan.end(t);
    if (end - start == 4 && DateWords.year(text, start, end) >= 1900) {
      if (scan.hasContext(start, end, BIRTH, 3, 0)) {
        out.add(PiiClass.DATE, start, end, 0.6);
      }
    } else if (end - start == 8 && compactDate(text, start)) {
      if (scan.hasContext(start, end, CONTEXT, 3, 0)) {
        out.add(PiiClass.DATE, start, end, 0.7);
      }
    }
  }

  private static boolean compactDate(String text, int start) {
    int y = (int) Checksums.number(text, start, start + 4);
    int m = (int) Checksums.number(text, start + 4, start + 6);
    int d = (int) Checksums.number(text, start + 6, start + 8);
    return y >= 1900 && y <= 2099 && Checksums.validDate(y, m, d);
  }

  private static int yearAfter(Scan scan, int t) {
    int y = t + 1;
    String text = scan.text();
    if (y >= scan.tokenCount() || !gap(text, scan.end(t), scan.start(y))) {
      return 0;
    }
    return numberGoesOn(text, scan.end(y)) ? 0 : DateWords.year(text, scan.start(y), scan.end(y));
  }

  private static boolean lowerAmbiguous(Scan scan, int m) {
    return !scan.isCapitalized(m)
        && DateWords.ambiguousMonth(scan.text(), scan.start(m), scan.end(m));
  }

  /**
   * Whether the text between two tokens joins parts of one date: one to three characters of spaces,
   * at most one comma and at most one dot, or an apostrophe before a two-digit year.
   */
  static boolean gap(String text, int from, int to) {
    int len = to - from;
    if (len < 1 || len > 3) {
      return false;
    }
    int commas = 0;
    int dots = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c == ',') {
        commas++;
      } else if (c == '.') {
        dots++;
      } else if (c != ' ' && !((c == '\'' || c == '’') && i == to - 1)) {
        return false;
      }
    }
    return commas <= 1 && dots <= 1;
  }

  /**
   * Whether {@code text[from, to)} is one or two spaces ("14. May" ends a sentence, not a date).
   */
  private static boolean spaces(String text, int from, int to) {
    int len = to - from;
    return (len == 1 || len == 2) && text.charAt(from) == ' ' && text.charAt(to - 1) == ' ';
  }

  /** Whether a number continues after {@code end} (a time, a decimal, a fraction, a percent). */
  private static boolean numberGoesOn(String text, int end) {
    if (end >= text.length()) {
      return false;
    }
    char c = text.charAt(end);
    if (c == '%') {
      return true;
    }
    return (c == ':' || c == '.' || c == '/' || c == ',')
        && end + 1 < text.length()
        && DateWords.isDigit(text.charAt(end + 1));
  }

  /** Whether the whitespace-free run holding {@code start} is a URL ({@code scheme://} in it). */
  static boolean insideUrl(String text, int start) {
    for (int i = start - 1; i >= 2 && i > start - 300; i--) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        return false;
      }
      if (c == '/' && text.charAt(i - 1) == '/' && text.charAt(i - 2) == ':') {
        return true;
      }
    }
    return false;
  }

  /**
   * The start of the weekday that ends with token {@code w} ("Monday", "martes", "Donnerstag", the
   * two tokens of "quinta-feira"), or -1.
   */
  private static int weekdayStart(Scan scan, int w) {
    String text = scan.text();
    int start = scan.start(w);
    if (DateWords.weekday(text, start, scan.end(w))
        || DateWords.europeanWeekday(text, start, scan.end(w))) {
      return start;
    }
    if (w > 0
        && isWord(scan, w, "feira")
        && scan.end(w - 1) + 1 == start
        && text.charAt(start - 1) == '-'
        && DateWords.europeanWeekday(text, scan.start(w - 1), scan.end(w - 1))) {
      return scan.start(w - 1);
    }
    return -1;
  }

  private static void report(
      Scan scan, int first, int start, int end, double score, Candidates out) {
    report(scan, first, start, end, score, CONTEXT, out);
  }

  /** Adds the date, taking in a weekday before it and scoring by context words. */
  private static void report(
      Scan scan, int first, int start, int end, double score, WordList context, Candidates out) {
    String text = scan.text();
    int weekday = first > 0 ? weekdayStart(scan, first - 1) : -1;
    int article = first - 1; // "Donnerstag, den 16. Mai"
    int beforeArticle =
        first > 1 && isWord(scan, article, "den") && spaces(text, scan.end(article), start)
            ? weekdayStart(scan, article - 1)
            : -1;
    if (weekday >= 0 && gap(text, scan.end(first - 1), start)) {
      start = weekday;
      score += 0.05;
    } else if (beforeArticle >= 0 && gap(text, scan.end(article - 1), scan.start(article))) {
      start = beforeArticle;
      score += 0.05;
    } else if (first > 1
        && DateWords.isDigit(text.charAt(start))
        && scan.end(first - 1) - scan.start(first - 1) == 3
        && text.regionMatches(true, scan.start(first - 1), "the", 0, 3)
        && text.charAt(scan.end(first - 1)) == ' '
        && scan.end(first - 1) + 1 == start
        && scan.end(first - 2) + 1 == scan.start(first - 1)
        && text.charAt(scan.end(first - 2)) == ' '
        && DateWords.weekday(text, scan.start(first - 2), scan.end(first - 2))) {
      start = scan.start(first - 2); // "Friday the 13th of September"
      score += 0.05;
    } else if (first > 0
        && DateWords.isDigit(text.charAt(start))
        && (scan.hasLetter(first) ? isWord(scan, first - 1, "the") : isWord(scan, first - 1, "den"))
        && scan.end(first - 1) + 1 == start
        && text.charAt(start - 1) == ' ') {
      start = scan.start(first - 1); // "the 5th of January", "den 4 juni"
    }
    if (insideUrl(text, start)) {
      return; // ".../2010/09/17/slug": part of a URL, which the URL recognizer reports whole
    }
    boolean numeric = DateWords.isDigit(text.charAt(start));
    if (numeric && scan.hasContext(start, end, NEGATIVE, 2, 0)) {
      return; // "version 2024.05.01", but "Release date: June 20" is a date
    }
    if (scan.hasContext(start, end, context, 3, 0)) {
      score = Math.min(0.95, score + 0.2);
    }
    out.add(PiiClass.DATE, start, end, score);
  }
}
