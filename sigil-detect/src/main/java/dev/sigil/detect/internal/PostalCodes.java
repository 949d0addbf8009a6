package dev.sigil.detect.internal;

/**
 * Postcode shapes read off the scan's tokens: US ZIP and ZIP+4, UK, Canadian, and the 4- or 5-digit
 * codes of Europe and Australia (optionally with the two Dutch letters). Each reader takes the
 * token where the code starts and answers its end offset, or -1.
 */
final class PostalCodes {
  private PostalCodes() {}

  /**
   * A postcode standing alone (ZIP, ZIP+4, UK, Canadian) is an address only next to a postcode word
   * ("zip", "postcode"): a bare five-digit number is anything.
   */
  static void standalone(Scan scan, int t, Candidates out) {
    int end = scan.isDigits(t) ? zip(scan, t) : uk(scan, t);
    if (end < 0 && !scan.isDigits(t)) {
      end = canadian(scan, t);
    }
    if (end < 0) {
      return;
    }
    int start = scan.start(t);
    if (scan.hasContext(start, end, AddressWords.POSTCODE_CONTEXT, 3, 0)) {
      out.add(dev.sigil.detect.PiiClass.ADDRESS, start, end, end - start == 5 ? 0.55 : 0.6);
    }
  }

  /** Any postcode at token {@code j}. */
  static int any(Scan scan, int j) {
    int end = zip(scan, j); // each form checks that token j exists
    if (end < 0) {
      end = uk(scan, j);
    }
    if (end < 0) {
      end = canadian(scan, j);
    }
    if (end < 0) {
      end = european(scan, j);
    }
    if (end < 0) {
      end = sixDigits(scan, j);
    }
    return end;
  }

  /**
   * The end of a postcode written with a hyphen or a space from token {@code j}, or -1: Poland's
   * {@code 90-006}, Portugal's {@code 1250-096}, Brazil's {@code 05435-001}, Sweden's and Czechia's
   * {@code 113 59}. Alone these are any numbers, so each is taken only before a town's capitalised
   * name or, when {@code afterCity}, after a town. Japan's {@code 542-0081}, a phone number's shape
   * too, is read only after a ward ({@link AddressRecognizer}).
   */
  static int international(Scan scan, int j, boolean afterCity) {
    if (j + 1 >= scan.tokenCount() || !scan.isDigits(j) || !scan.isDigits(j + 1)) {
      return -1;
    }
    int first = scan.end(j) - scan.start(j);
    int second = scan.end(j + 1) - scan.start(j + 1);
    boolean townNext = townAfter(scan, j + 1);
    if (adjacent(scan, j, "-")) {
      boolean shape =
          first == 2 && second == 3 && (townNext || afterCity)
              || first == 4 && second == 3 && (townNext || afterCity)
              || first == 5 && second == 3 && (townNext || afterCity);
      return shape && !moreDigits(scan, j + 1) ? scan.end(j + 1) : -1;
    }
    if (adjacent(scan, j, " ") && first == 3 && second == 2 && townNext) {
      return scan.end(j + 1);
    }
    return -1;
  }

  /** Whether a capitalised word without digits follows token {@code j} after one space. */
  private static boolean townAfter(Scan scan, int j) {
    return adjacent(scan, j, " ") && scan.isCapitalized(j + 1) && !scan.hasDigit(j + 1);
  }

  /** Whether another number is joined to token {@code j} ("90-006-12", "113-5900-2"). */
  private static boolean moreDigits(Scan scan, int j) {
    return j + 1 < scan.tokenCount()
        && scan.hasDigit(j + 1)
        && scan.start(j + 1) - scan.end(j) == 1
        && "-/.".indexOf(scan.text().charAt(scan.end(j))) >= 0;
  }

  /**
   * Six digits ({@code 110001}: India, China, Russia, Singapore), or India's {@code 560 001} when
   * no further number follows (so not the start of a phone number).
   */
  static int sixDigits(Scan scan, int j) {
    if (digits(scan, j, 6)) {
      return scan.end(j);
    }
    if (!digits(scan, j, 3) || !digits(scan, j + 1, 3) || !adjacent(scan, j, " ")) {
      return -1;
    }
    int next = j + 2;
    boolean more =
        next < scan.tokenCount() && scan.hasDigit(next) && scan.start(next) - scan.end(j + 1) <= 1;
    return more ? -1 : scan.end(j + 1);
  }

  /** {@code 62704} or {@code 62704-1234}. */
  static int zip(Scan scan, int j) {
    if (!digits(scan, j, 5)) {
      return -1;
    }
    if (digits(scan, j + 1, 4) && adjacent(scan, j, "-")) {
      return scan.end(j + 1);
    }
    return scan.end(j);
  }

  /** {@code SW1A 2AA}, {@code M1 1AE}. */
  static int uk(Scan scan, int j) {
    if (j + 1 >= scan.tokenCount() || !adjacent(scan, j, " ")) {
      return -1;
    }
    String text = scan.text();
    int s = scan.start(j);
    int len = scan.end(j) - s;
    if (len < 2 || len > 4 || !scan.isAllUpper(j) || !scan.hasDigit(j)) {
      return -1;
    }
    int letters = 0;
    while (letters < len && Character.isLetter(text.charAt(s + letters))) {
      letters++;
    }
    if (letters < 1 || letters > 2 || !DateWords.isDigit(text.charAt(s + letters))) {
      return -1;
    }
    int i = scan.start(j + 1);
    boolean inward =
        scan.end(j + 1) - i == 3
            && DateWords.isDigit(text.charAt(i))
            && upper(text.charAt(i + 1))
            && upper(text.charAt(i + 2));
    return inward ? scan.end(j + 1) : -1;
  }

  /** {@code K1A 0B1} or {@code K1A0B1}. */
  static int canadian(Scan scan, int j) {
    if (j >= scan.tokenCount()) {
      return -1;
    }
    String text = scan.text();
    int s = scan.start(j);
    int len = scan.end(j) - s;
    if (len == 6 && caShape(text, s, 0) && caShape(text, s + 3, 1)) {
      return scan.end(j);
    }
    if (len == 3
        && caShape(text, s, 0)
        && j + 1 < scan.tokenCount()
        && adjacent(scan, j, " ")
        && scan.end(j + 1) - scan.start(j + 1) == 3
        && caShape(text, scan.start(j + 1), 1)) {
      return scan.end(j + 1);
    }
    return -1;
  }

  /** Three characters alternating letter-digit-letter ({@code phase} 0) or digit-letter-digit. */
  private static boolean caShape(String text, int s, int phase) {
    for (int i = 0; i < 3; i++) {
      char c = text.charAt(s + i);
      boolean wantLetter = (i + phase) % 2 == 0;
      if (wantLetter ? !upper(c) : !DateWords.isDigit(c)) {
        return false;
      }
    }
    return true;
  }

  /** {@code 10115}, {@code 2000}, {@code 1012 AB}, {@code 1012AB}. */
  static int european(Scan scan, int j) {
    if (dutchJoined(scan, j)) {
      return scan.end(j);
    }
    if (!digits(scan, j, 4) && !digits(scan, j, 5)) {
      return -1;
    }
    return dutchSpaced(scan, j) ? scan.end(j + 1) : scan.end(j);
  }

  /** A Dutch postcode with its space from token {@code j} ({@code 1012 AB}). */
  private static boolean dutchSpaced(Scan scan, int j) {
    return digits(scan, j, 4)
        && j + 1 < scan.tokenCount()
        && adjacent(scan, j, " ")
        && scan.end(j + 1) - scan.start(j + 1) == 2
        && scan.isAllUpper(j + 1);
  }

  /** A Dutch postcode written without its space ({@code 1012AB}). */
  static boolean dutchJoined(Scan scan, int j) {
    if (j >= scan.tokenCount() || scan.end(j) - scan.start(j) != 6) {
      return false;
    }
    String text = scan.text();
    int s = scan.start(j);
    for (int i = 0; i < 6; i++) {
      char c = text.charAt(s + i);
      if (i < 4 ? !DateWords.isDigit(c) || i == 0 && c == '0' : !upper(c)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the postcode ending at token {@code j} is Dutch: {@code 1012 AB}, {@code 1012AB}. */
  static boolean dutch(Scan scan, int j) {
    return dutchJoined(scan, j) || j > 0 && dutchSpaced(scan, j - 1);
  }

  static boolean digits(Scan scan, int j, int len) {
    return j < scan.tokenCount() && scan.isDigits(j) && scan.end(j) - scan.start(j) == len;
  }

  /** Whether token {@code j + 1} follows token {@code j} after exactly {@code gap}. */
  static boolean adjacent(Scan scan, int j, String gap) {
    if (j + 1 >= scan.tokenCount() || scan.start(j + 1) - scan.end(j) != gap.length()) {
      return false;
    }
    return scan.text().startsWith(gap, scan.end(j));
  }

  private static boolean upper(char c) {
    return c >= 'A' && c <= 'Z';
  }
}
