package dev.sigil.detect.internal;

import java.util.Set;

/** Host-name shape checks shared by the email and URL recognizers. */
final class Domains {
  private Domains() {}

  /** File extensions that look like top-level domains in "icon@2x.png" or "see app.js". */
  private static final Set<String> FILE_EXTENSIONS =
      Structured.words(
          "png jpg jpeg gif svg webp ico bmp tif tiff js mjs ts tsx jsx css scss map json yml yaml"
              + " xml txt md pdf doc docx xls xlsx csv log ini cfg conf java py rb go rs php html htm"
              + " exe dll so jar zip gz tar tgz bak tmp lock");

  static boolean isDomainChar(char c) {
    return c < 128
        ? Structured.isAsciiAlnum(c) || c == '-' || c == '.'
        : Character.isLetterOrDigit(c);
  }

  /**
   * The end of the longest well-formed host name starting at {@code start} and ending at most at
   * {@code limit}: dot-separated labels of 1-63 chars not starting or ending with '-', at least two
   * labels, the last a top-level domain shape (2-24 letters, or punycode "xn--..."). -1 if none.
   */
  static int hostEnd(String s, int start, int limit) {
    int best = -1;
    int labels = 0;
    int i = start;
    while (i < limit) {
      int j = i;
      while (j < limit && isDomainChar(s.charAt(j)) && s.charAt(j) != '.') {
        j++;
      }
      if (j == i || j - i > 63 || s.charAt(i) == '-' || s.charAt(j - 1) == '-') {
        break;
      }
      labels++;
      if (labels >= 2 && isTld(s, i, j)) {
        best = j;
      }
      if (j >= limit || s.charAt(j) != '.') {
        break;
      }
      i = j + 1;
    }
    return best;
  }

  /** Whether {@code s[start, end)} can be a top-level domain (not a file extension). */
  static boolean isTld(String s, int start, int end) {
    int len = end - start;
    if (len >= 5 && s.regionMatches(true, start, "xn--", 0, 4)) {
      return true;
    }
    if (len < 2 || len > 24) {
      return false;
    }
    for (int i = start; i < end; i++) {
      if (!Character.isLetter(s.charAt(i))) {
        return false;
      }
    }
    return len > 4
        || !FILE_EXTENSIONS.contains(s.substring(start, end).toLowerCase(java.util.Locale.ROOT));
  }
}
