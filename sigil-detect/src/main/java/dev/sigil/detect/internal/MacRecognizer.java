package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Set;

/**
 * MAC addresses: six hex pairs joined by ':' or '-' (one kind throughout), or Cisco's three dotted
 * groups of four hex digits. Shapes without a hex letter (all decimal) could be something else and
 * need a context word.
 */
final class MacRecognizer implements Recognizer, Gated {
  private static final Structured.Cues CUES =
      Structured.Cues.of(
          "mac address addr hardware physical ethernet eth wifi wi fi wlan nic bssid device"
              + " interface lan bluetooth hwaddr ether",
          "order invoice ref reference tracking version serial date time");

  @Override
  public int needs() {
    return Triggers.HEX_GROUP;
  }

  @Override
  public Set<PiiClass> classes() {
    return Set.of(PiiClass.MAC_ADDRESS);
  }

  @Override
  public void find(Scan scan, Candidates out) {
    String s = scan.text();
    int n = scan.tokenCount();
    // Triggers.HEX_GROUP: two chars then ':' or '-', or four chars then '.'
    for (int t = scan.nextWith(Triggers.HEX_GROUP, 0);
        t < n;
        t = scan.nextWith(Triggers.HEX_GROUP, t + 1)) {
      int start = scan.start(t);
      int len = scan.end(t) - start;
      int end = -1;
      if (len == 2) {
        end = pairsEnd(s, start);
      } else if (len == 4 && Structured.at(s, start + 4) == '.') {
        end = ciscoEnd(s, start);
      }
      if (end < 0
          || Structured.gluedLeft(s, start)
          || Structured.gluedRight(s, end)
          || longerRun(s, start, end)) {
        continue;
      }
      double base = hasHexLetter(s, start, end) ? 0.85 : 0.45;
      out.add(
          PiiClass.MAC_ADDRESS,
          start,
          end,
          Structured.contextScore(scan, start, end, base, CUES, 0.95, 0.3));
      t = scan.tokenAtOrAfter(end) - 1;
    }
  }

  /** The end of "xx:xx:xx:xx:xx:xx" (or with '-') at {@code start}, or -1. */
  private static int pairsEnd(String s, int start) {
    char sep = Structured.at(s, start + 2);
    if (sep != ':' && sep != '-') {
      return -1;
    }
    return hexGroups(s, start, 6, 2, sep);
  }

  private static int ciscoEnd(String s, int start) {
    return hexGroups(s, start, 3, 4, '.');
  }

  private static int hexGroups(String s, int start, int groups, int width, char sep) {
    int i = start;
    for (int g = 0; g < groups; g++) {
      if (g > 0) {
        if (Structured.at(s, i) != sep) {
          return -1;
        }
        i++;
      }
      for (int k = 0; k < width; k++) {
        if (i >= s.length() || !Structured.isHex(s.charAt(i))) {
          return -1;
        }
        i++;
      }
    }
    return i;
  }

  /** Whether the groups continue past the six ("00:11:22:33:44:55:66"). */
  private static boolean longerRun(String s, int start, int end) {
    char sep = end - start == 17 ? s.charAt(start + 2) : '.';
    return (Structured.at(s, start - 1) == sep && Structured.isHex(Structured.at(s, start - 2)))
        || (Structured.at(s, end) == sep && Structured.isHex(Structured.at(s, end + 1)));
  }

  private static boolean hasHexLetter(String s, int start, int end) {
    for (int i = start; i < end; i++) {
      if (Structured.isAsciiLetter(s.charAt(i))) {
        return true;
      }
    }
    return false;
  }
}
