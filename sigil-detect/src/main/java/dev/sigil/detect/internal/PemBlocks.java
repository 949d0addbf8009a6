package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;

/**
 * PEM private key blocks, reported whole: from "-----BEGIN ... PRIVATE KEY-----" to the matching
 * END line. A block cut off before its END line (pasted partly) runs to the end of its base64.
 */
final class PemBlocks {
  private PemBlocks() {}

  private static final String BEGIN = "-----BEGIN ";

  static void find(String s, Candidates out) {
    int from = 0;
    int begin;
    while ((begin = s.indexOf(BEGIN, from)) >= 0) {
      int labelEnd = s.indexOf("-----", begin + BEGIN.length());
      int lineEnd = lineEnd(s, begin);
      if (labelEnd < 0 || labelEnd > lineEnd) {
        from = begin + BEGIN.length();
        continue;
      }
      String label = s.substring(begin + BEGIN.length(), labelEnd);
      if (!label.endsWith("PRIVATE KEY") && !label.endsWith("PRIVATE KEY BLOCK")) {
        from = labelEnd + 5;
        continue;
      }
      int end = blockEnd(s, labelEnd + 5, label);
      out.add(PiiClass.SECRET, begin, end, 1.0);
      from = end;
    }
  }

  private static int lineEnd(String s, int from) {
    int nl = s.indexOf('\n', from);
    return nl < 0 ? s.length() : nl;
  }

  private static int blockEnd(String s, int bodyStart, String label) {
    String endLine = "-----END " + label + "-----";
    int end = s.indexOf(endLine, bodyStart);
    if (end >= 0) {
      return end + endLine.length();
    }
    int i = bodyStart;
    int last = bodyStart;
    while (i < s.length() && isBodyChar(s.charAt(i))) {
      if (!Character.isWhitespace(s.charAt(i))) {
        last = i + 1;
      }
      i++;
    }
    return last;
  }

  private static boolean isBodyChar(char c) {
    return Structured.isAsciiAlnum(c)
        || c == '+'
        || c == '/'
        || c == '='
        || c == ':'
        || c == ','
        || c == '-'
        || Character.isWhitespace(c);
  }
}
