package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;

/**
 * PEM private key blocks, reported whole: from "-----BEGIN ... PRIVATE KEY-----" to the matching
 * END line. A block cut off before its END line (pasted partly) runs to the end of its base64.
 */
final class PemBlocks {
  private PemBlocks() {}

  private static final String BEGIN = "-----BEGIN ";

  /** Private keys fit in 16 KB; the END line is not looked for further (bounds the work). */
  private static final int MAX_BLOCK = 64 * 1024;

  static void find(String s, Candidates out) {
    int from = 0;
    int nextEnd = -2; // the next "-----END " at or after the current block, -1 when none is left
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
      if (nextEnd != -1 && nextEnd < labelEnd) {
        nextEnd = s.indexOf("-----END ", labelEnd);
      }
      int end = blockEnd(s, labelEnd + 5, label, nextEnd);
      out.add(PiiClass.SECRET, begin, end, 1.0);
      from = end;
    }
  }

  /** The end of the line at {@code from}, looking no further than a block's size. */
  private static int lineEnd(String s, int from) {
    int limit = Math.min(s.length(), from + MAX_BLOCK);
    int nl = s.indexOf('\n', from, limit);
    return nl < 0 ? limit : nl;
  }

  /** The block's end: after the END line at {@code nextEnd} if it matches, else truncated. */
  private static int blockEnd(String s, int bodyStart, String label, int nextEnd) {
    String endLine = "-----END " + label + "-----";
    if (nextEnd >= 0 && nextEnd - bodyStart <= MAX_BLOCK && s.startsWith(endLine, nextEnd)) {
      return nextEnd + endLine.length();
    }
    return truncatedEnd(s, bodyStart);
  }

  /**
   * The end of a block without END line: the base64 lines after BEGIN (and RFC 1421 headers with
   * the blank line after them), up to the first line that is neither.
   */
  private static int truncatedEnd(String s, int bodyStart) {
    int last = bodyStart;
    int line = lineEnd(s, bodyStart) + 1;
    boolean body = false;
    while (line < s.length() && line - bodyStart < MAX_BLOCK) {
      int end = lineEnd(s, line);
      String text = s.substring(line, end).strip();
      if (!text.isEmpty() && isBase64(text)) {
        body = true;
        last = line + s.substring(line, end).stripTrailing().length();
      } else if (body || !(text.isEmpty() || text.indexOf(':') > 0)) {
        break;
      }
      line = end + 1;
    }
    return last;
  }

  private static boolean isBase64(String line) {
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (!Structured.isAsciiAlnum(c) && c != '+' && c != '/' && c != '=') {
        return false;
      }
    }
    return true;
  }
}
