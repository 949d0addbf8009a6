package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * Email addresses: a local part of letters, digits and {@code . _ % + - '} around an '@', then a
 * host name with a top-level domain shape. Trailing sentence punctuation is left out; "icon@2x.png"
 * (a file extension where the TLD should be) is not an address.
 */
final class EmailRecognizer implements Recognizer {
  private static final Structured.Cues CUES =
      Structured.Cues.of("email mail e mailto contact write reach address", "");

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.EMAIL);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    String s = scan.text();
    int at = scan.holds('@') ? s.indexOf('@') : -1;
    int covered = 0;
    while (at >= 0) {
      int start = localStart(s, at, covered);
      int end = start < at ? Domains.hostEnd(s, at + 1, Math.min(s.length(), at + 256)) : -1;
      if (end > 0 && !Structured.wordCharAt(s, end)) {
        out.add(
            PiiClass.EMAIL,
            start,
            end,
            Structured.contextScore(scan, start, end, 0.95, CUES, 1.0, 0.95));
        covered = end;
      }
      at = s.indexOf('@', Math.max(at + 1, covered));
    }
    ObfuscatedEmails.find(scan, out);
  }

  /**
   * The start of the local part ending at {@code at}: at most 64 chars, not before {@code floor},
   * not starting or ending with '.', without "..". Returns {@code at} when there is none.
   */
  private static int localStart(String s, int at, int floor) {
    if (at == 0 || Structured.at(s, at - 1) == '.') {
      return at;
    }
    int i = at;
    while (i > floor && at - i < 64 && isLocalChar(s.charAt(i - 1))) {
      if (s.charAt(i - 1) == '.' && Structured.at(s, i - 2) == '.') {
        break;
      }
      i--;
    }
    while (i < at && (s.charAt(i) == '.' || s.charAt(i) == '\'' || s.charAt(i) == '-')) {
      i++;
    }
    return i;
  }

  private static boolean isLocalChar(char c) {
    if (c < 128) {
      return Structured.isAsciiAlnum(c) || ".-_+%'".indexOf(c) >= 0;
    }
    return Character.isLetterOrDigit(c);
  }
}
