package dev.sigil.detect.internal;

import java.util.Locale;

/**
 * What may follow a street: a direction ({@code NW}), a unit ({@code Apt 4B}, {@code #5}), then a
 * locality: city words, a state or province code and a postcode. The city is taken in only when a
 * state or postcode follows it, so a sentence going on after the street is not swallowed.
 */
final class AddressTail {
  /** End offset of the address so far. */
  int end;

  boolean unit;
  boolean locality;

  private AddressTail(int end) {
    this.end = end;
  }

  /** Reads the tail after token {@code next - 1}, whose address part ends at {@code end}. */
  static AddressTail read(Scan scan, int next, int end) {
    AddressTail tail = new AddressTail(end);
    int i = tail.direction(scan, next);
    i = tail.unit(scan, i);
    tail.locality(scan, i);
    return tail;
  }

  private int direction(Scan scan, int i) {
    if (i < scan.tokenCount()
        && separator(scan.text(), end, scan.start(i), false)
        && (scan.isAllUpper(i) || scan.isCapitalized(i))
        && AddressWords.DIRECTIONS.contains(scan, i)) {
      end = scan.end(i);
      return i + 1;
    }
    return i;
  }

  private int unit(Scan scan, int i) {
    String text = scan.text();
    int n = scan.tokenCount();
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
      return i + 1;
    }
    if (i + 1 < n
        && separator(text, end, s, true)
        && AddressWords.UNITS.contains(scan, i)
        && unitGap(text, scan.end(i), scan.start(i + 1))
        && (scan.hasDigit(i + 1) || scan.end(i + 1) - scan.start(i + 1) == 1)) {
      end = scan.end(i + 1);
      unit = true;
      return i + 2;
    }
    return i;
  }

  private void locality(Scan scan, int i) {
    String text = scan.text();
    int n = scan.tokenCount();
    int at = end;
    int j = i;
    for (int group = 0; group < 2; group++) { // "Leyton, London E10 5PQ"
      int k = cityWords(scan, j, at);
      if (k == j) {
        break;
      }
      at = scan.end(k - 1);
      j = k;
      if (j < n && (region(scan, j) || PostalCodes.any(scan, j) > 0)) {
        break;
      }
    }
    int regionEnd = regionAndPostcode(scan, j, at);
    if (regionEnd > at) {
      end = country(scan, regionEnd);
      locality = true;
    } else if (at > end && sentenceEnds(text, at)) {
      end = at; // "5 Oak Street, Springfield." (but not "5 Oak Street, Tom said")
    }
  }

  /**
   * The end of a state code and/or postcode from token {@code j} after {@code at}, or {@code at}.
   */
  private static int regionAndPostcode(Scan scan, int j, int at) {
    String text = scan.text();
    int n = scan.tokenCount();
    if (j < n && separator(text, at, scan.start(j), true) && region(scan, j)) {
      at = scan.end(j);
      j++;
    }
    if (j < n && separator(text, at, scan.start(j), true)) {
      int postcode = PostalCodes.any(scan, j);
      if (postcode > 0) {
        return postcode;
      }
    }
    return at;
  }

  /** The end of a country name after the locality ({@code , USA}), or {@code at}. */
  private static int country(Scan scan, int at) {
    int j = scan.tokenAtOrAfter(at);
    if (j >= scan.tokenCount() || !separator(scan.text(), at, scan.start(j), false)) {
      return at;
    }
    int end = scan.end(j);
    if (j + 1 < scan.tokenCount() && scan.start(j + 1) == end + 1) {
      int two = scan.end(j + 1);
      if (AddressWords.COUNTRIES.contains(
          scan.text().substring(scan.start(j), two).toLowerCase(Locale.ROOT))) {
        return two;
      }
    }
    return (scan.isCapitalized(j) || scan.isAllUpper(j)) && AddressWords.COUNTRIES.contains(scan, j)
        ? end
        : at;
  }

  private static boolean sentenceEnds(String text, int at) {
    if (at >= text.length()) {
      return true;
    }
    char c = text.charAt(at);
    return c == '.' || c == '!' || c == '?' || c == '\n' || c == ')' || c == ';';
  }

  /** The token after up to three city words from token {@code i}, the first after {@code at}. */
  private static int cityWords(Scan scan, int i, int at) {
    String text = scan.text();
    int j = i;
    while (j < scan.tokenCount() && j < i + 3 && cityWord(scan, j)) {
      boolean joined =
          j == i ? separator(text, at, scan.start(j), true) : cityGap(text, at, scan.start(j));
      if (!joined) {
        break;
      }
      at = scan.end(j);
      j++;
    }
    return j;
  }

  private static boolean cityWord(Scan scan, int j) {
    int len = scan.end(j) - scan.start(j);
    return scan.isCapitalized(j)
        && !scan.hasDigit(j)
        && !(scan.isAllUpper(j) && len <= 3)
        && !AddressWords.UNITS.contains(scan, j);
  }

  private static boolean region(Scan scan, int j) {
    return scan.isAllUpper(j) && AddressWords.REGIONS.contains(scan.token(j));
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
