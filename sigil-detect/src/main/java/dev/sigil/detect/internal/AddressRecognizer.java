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
 * words counts, below the threshold without an address context word. PO boxes, European forms
 * ({@link EuropeanAddresses}) and standalone postcodes next to a postcode word are also reported.
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
        }
        PostalCodes.standalone(scan, t, out);
      } else {
        if ((c == 'b' || c == 'B') && scan.end(t) - scan.start(t) == 3) {
          poBox(scan, t, out);
        }
        if (c >= 'A' && c <= 'Z') {
          EuropeanAddresses.find(scan, t, out);
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

  /** A house number: 1 to 6 digits, or digits and one letter (221B), not inside another number. */
  static boolean houseNumber(Scan scan, int t) {
    String text = scan.text();
    int s = scan.start(t);
    int len = scan.end(t) - s;
    int digits = DateWords.digitsEnd(text, s, scan.end(t)) - s;
    boolean shape = scan.isDigits(t) ? len <= 6 : digits >= 1 && digits <= 5 && len == digits + 1;
    if (!shape || text.charAt(s) == '0') {
      return false;
    }
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
      EuropeanAddresses.numberFirst(scan, h, word, out);
      return;
    }
    boolean lower = Character.isLowerCase(text.charAt(scan.start(k)));
    int suffix = lower ? lowerStreet(scan, k) : capitalizedStreet(scan, k);
    if (suffix < 0) {
      return;
    }
    boolean strong = !lower && AddressWords.STRONG_SUFFIXES.contains(scan, suffix);
    AddressTail tail = AddressTail.read(scan, suffix + 1, scan.end(suffix));
    double score = strong ? 0.75 : 0.45;
    if (tail.locality) {
      score = lower || strong ? 0.92 : 0.85;
    } else if (tail.unit) {
      score += 0.1;
    }
    report(scan, unitBefore(scan, h), tail.end, score, out);
  }

  /** The last suffix token of a capitalised street name starting at {@code k}, or -1. */
  private static int capitalizedStreet(Scan scan, int k) {
    int found = -1;
    int n = scan.tokenCount();
    for (int i = k; i < n && i < k + MAX_NAME_WORDS + 1; i++) {
      if (i > k && !nameGap(scan.text(), scan.end(i - 1), scan.start(i))) {
        break;
      }
      if (!nameWord(scan, i) || AddressWords.TITLE_STOP.contains(scan, i)) {
        break;
      }
      if (i > k) {
        String w = scan.lower(i);
        if (AddressWords.STRONG_SUFFIXES.contains(w)) {
          return i;
        }
        if (AddressWords.WEAK_SUFFIXES.contains(w)) {
          found = i;
        }
      }
    }
    return found;
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
      String text = scan.text();
      int s = scan.start(i);
      int digits = DateWords.digitsEnd(text, s, scan.end(i)) - s;
      return digits >= 1
          && digits <= 3
          && scan.end(i) - s == digits + 2
          && DateWords.ordinal(text, s + digits);
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
    if (h >= 2
        && AddressWords.UNITS.contains(scan, h - 2)
        && scan.start(h - 1) - scan.end(h - 2) <= 2
        && (scan.hasDigit(h - 1) || scan.end(h - 1) - scan.start(h - 1) == 1)
        && AddressTail.separator(scan.text(), scan.end(h - 1), scan.start(h), false)) {
      return scan.start(h - 2);
    }
    return scan.start(h);
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

  static void report(Scan scan, int start, int end, double score, Candidates out) {
    if (scan.hasContext(start, end, AddressWords.CONTEXT, 6, 0)) {
      score = Math.min(0.95, score + 0.2);
    } else if (scan.hasContext(start, end, AT, 1, 0)) {
      score += 0.1; // "at 10 Market Square": a weak hint, common before any number
    }
    out.add(PiiClass.ADDRESS, start, end, score);
  }
}
