package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.NameRules.ORGANISATION;
import static dev.sigil.detect.internal.NameRules.PERSON;

import dev.sigil.detect.internal.NameRules.Span;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The payees of a pasted bank statement: "03/06/2024,DD THAMES WATER,-38.50", "02/04 PRET A MANGER
 * LONDON -6.45", "04/04 FPS TO K MENSAH REF RENT -850.00". On lines that open with a date and end
 * with an amount, a description in capitals names a merchant, or a person after a transfer's "TO"
 * or "FROM". Two such lines make a statement; one alone is left to the model.
 */
final class Statements {
  private Statements() {}

  /**
   * A statement line: a date (day and month with a slash, or a full date, maybe a time; "1.2" is a
   * version), a description in capitals, an amount (maybe signed, with a currency), and anything
   * after (a balance).
   */
  private static final Pattern LINE =
      Pattern.compile(
          "[ \\t]*(?:\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|\\d{1,2}([.-])\\d{1,2}\\1\\d{2,4}"
              + "|\\d{4}-\\d{2}-\\d{2})"
              + "(?:[ T]\\d{1,2}:\\d{2}(?::\\d{2})?)?[ \\t]*[,;\\t ][ \\t]*"
              + "([A-Z][A-Z0-9&*'./ -]{1,60}?)[ \\t]*[,;\\t ][ \\t]*"
              + "(?:[A-Z]{3} )?[-+−]?[£$€]?\\d{1,3}(?:[,.]?\\d{3})*[.,]\\d{2}\\b.*");

  /** Words that say how money moved, before the payee ("DD", "CARD", "FPS TO"). */
  private static final WordList METHODS =
      WordList.of("dd so fps fpo bgc tfr trf card pos vis visa chq atm bp cr dr debit payment");

  /** A transfer's words before a person ("FPS TO K MENSAH", "FPS FROM M OKORIE-REID"). */
  private static final WordList TO_FROM = WordList.of("to from");

  /** Words that end a payee: a transfer's reference, a direct debit, a supermarket's kind. */
  private static final WordList ENDS = WordList.of("ref dd so ch s mkt");

  /** The words of a payee, at most. */
  private static final int PAYEE_WORDS = 4;

  static void apply(NameTokens n, List<Span> spans) {
    String text = n.text;
    if (text.indexOf('\n') < 0) {
      return;
    }
    int lines = 0;
    int[] found = null;
    Matcher m = null;
    for (int from = 0; from < text.length(); ) {
      int end = text.indexOf('\n', from);
      end = end < 0 ? text.length() : end;
      if (end - from > 8 && Character.isDigit(text.charAt(firstNonSpace(text, from, end)))) {
        if (m == null) {
          m = LINE.matcher(text);
        }
        m.region(from, end);
        if (m.matches()) {
          if (found == null) {
            found = new int[16];
          } else if (lines * 2 == found.length) {
            found = java.util.Arrays.copyOf(found, found.length * 2);
          }
          found[lines * 2] = m.start(2);
          found[lines * 2 + 1] = m.end(2);
          lines++;
        }
      }
      from = end + 1;
    }
    if (lines < 2) {
      return;
    }
    for (int i = 0; i < lines; i++) {
      payee(n, spans, found[i * 2], found[i * 2 + 1]);
    }
  }

  private static int firstNonSpace(String text, int from, int end) {
    int i = from;
    while (i < end - 1 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }

  /** Reads the description at {@code [from, to)}: its payee becomes one entity. */
  private static void payee(NameTokens n, List<Span> spans, int from, int to) {
    int t = n.scan.tokenAtOrAfter(from);
    if (t < 0 || t >= n.count) {
      return;
    }
    int type = ORGANISATION;
    while (t < n.count && n.scan.end(t) <= to && METHODS.contains(n.scan, t)) {
      t++;
    }
    if (t < n.count && n.scan.end(t) <= to && TO_FROM.contains(n.scan, t)) {
      type = PERSON;
      t++;
    }
    int first = t;
    int last = first - 1;
    while (last + 1 < n.count
        && n.scan.end(last + 1) <= to
        && last + 1 - first < PAYEE_WORDS
        && n.scan.isAllUpper(last + 1)
        && !n.scan.hasDigit(last + 1)
        && !ENDS.contains(n.scan, last + 1)
        && (last + 1 == first || NameShapes.joinedByName(n, last + 1) && !place(n, last + 1))
        && (type == ORGANISATION || !word(n, last + 1) && !afterInitial(n, first, last + 1))) {
      last++;
    }
    if (last < first || type == ORGANISATION && last == first && length(n, first) < 3) {
      return;
    }
    int end = last;
    spans.removeIf(s -> s.first <= end && s.last >= first);
    spans.add(NameRules.sure(first, last, type, 0.8));
  }

  /** Whether a list knows a place that starts at token {@code t} ("PRET A MANGER LONDON"). */
  private static boolean place(NameTokens n, int t) {
    n.markPhrases(t);
    return (n.phrase[t] & NameTokens.PLACE_BEGIN) != 0;
  }

  /** Whether token {@code t} is a common word or a month ("RENT", "JUNE"), not a person's. */
  private static boolean word(NameTokens n, int t) {
    return n.commonBand(t) > 0 || (n.roles(t) & Gazetteers.CALENDAR) != 0;
  }

  /** Whether token {@code t} comes after an initial's surname ("K ANDERSSON RENT"). */
  private static boolean afterInitial(NameTokens n, int first, int t) {
    return length(n, first) == 1 && t > first + 1 && n.gap(t) != NameTokens.GAP_HYPHEN;
  }

  private static int length(NameTokens n, int t) {
    return n.scan.end(t) - n.scan.start(t);
  }
}
