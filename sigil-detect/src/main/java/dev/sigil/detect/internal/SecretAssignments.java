package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.Locale;
import java.util.Set;

/**
 * Secrets named by the text: a value assigned to a password word ("password: hunter2", "PWD=...",
 * "my password is Tr0ub4dor"), or a high-entropy token assigned to a key/token/secret word
 * ("api_key = 9f8a...", "Authorization: Bearer ..."). The word is what makes these secrets, so
 * nothing is reported without it.
 */
final class SecretAssignments {
  private SecretAssignments() {}

  private static final Set<String> PASSWORD_WORDS =
      Structured.words("password passwd pwd passphrase passcode pw kennwort passwort");
  private static final Set<String> KEY_WORDS =
      Structured.words(
          "key apikey token secret bearer credential credentials auth authorization apitoken"
              + " accesskey secretkey privatekey clientsecret");
  private static final Set<String> PLACEHOLDERS =
      Structured.words(
          "required optional incorrect invalid wrong reset expired hidden same empty null none nil"
              + " true false undefined redacted changeme here below above protected set unset"
              + " secret password token key is was and or the for of");
  private static final Set<String> NOT_SECRET_BEFORE =
      Structured.words("public pub foreign primary");

  static void find(Scan scan, Candidates out) {
    for (int t = 0; t + 1 < scan.tokenCount(); t++) {
      int len = scan.end(t) - scan.start(t);
      if (len < 2 || len > 13 || !scan.hasLetter(t) || !assignsNext(scan.text(), scan.end(t))) {
        continue;
      }
      String word = scan.lower(t);
      if (PASSWORD_WORDS.contains(word)) {
        password(scan, t, out);
      } else if (KEY_WORDS.contains(word)
          && !(t > 0 && NOT_SECRET_BEFORE.contains(scan.lower(t - 1)))) {
        keyed(scan, t, out);
      }
    }
  }

  /** Cheap pre-check: an assignment or "is"/"bearer" follows the word at {@code end}. */
  private static boolean assignsNext(String s, int end) {
    char n = Structured.at(s, end);
    if (":=\"'`>".indexOf(n) >= 0) {
      return n != ' ';
    }
    if (n != ' ') {
      return false;
    }
    int j = skipSpaces(s, end);
    char m = Structured.at(s, j);
    return m == ':'
        || m == '='
        || s.regionMatches(true, j, "is ", 0, 3)
        || s.regionMatches(true, end - 6, "bearer", 0, 6)
        || s.regionMatches(true, end - 5, "token", 0, 5);
  }

  private static void password(Scan scan, int t, Candidates out) {
    String s = scan.text();
    int i = scan.end(t);
    boolean assigned = false;
    int j = skipSpaces(s, i);
    if (j < s.length() && (s.charAt(j) == ':' || s.charAt(j) == '=')) {
      assigned = true;
      j = skipSpaces(s, j + 1);
    } else if (s.regionMatches(true, j, "is ", 0, 3)) {
      j = skipSpaces(s, j + 3);
    } else {
      return;
    }
    int[] v = value(s, j);
    if (v == null || isPlaceholder(s, v[0], v[1]) || (!assigned && !looksChosen(s, v[0], v[1]))) {
      return;
    }
    out.add(PiiClass.SECRET, v[0], v[1], assigned ? 0.85 : 0.7);
  }

  private static void keyed(Scan scan, int t, Candidates out) {
    String s = scan.text();
    int j = scan.end(t);
    int limit = Math.min(s.length(), j + 24);
    while (j < limit && " \t:=\"'`>".indexOf(s.charAt(j)) >= 0) {
      j++;
    }
    if (s.regionMatches(true, j, "bearer ", 0, 7) || s.regionMatches(true, j, "is ", 0, 3)) {
      j = skipSpaces(s, j + (s.charAt(j) == 'b' || s.charAt(j) == 'B' ? 7 : 3));
    }
    if (j == scan.end(t) || j >= s.length()) {
      return;
    }
    int end = j;
    while (end < s.length() && end - j < 1024 && isTokenChar(s.charAt(end))) {
      end++;
    }
    while (end > j && (s.charAt(end - 1) == '.' || s.charAt(end - 1) == '-')) {
      end--;
    }
    if (end - j >= 16 && isRandomLooking(s, j, end)) {
      out.add(PiiClass.SECRET, j, end, 0.8);
    }
  }

  /** Long enough, mixes letters and digits, and has the entropy of random text. */
  static boolean isRandomLooking(String s, int start, int end) {
    boolean letter = false;
    boolean digit = false;
    for (int i = start; i < end; i++) {
      letter |= Structured.isAsciiLetter(s.charAt(i));
      digit |= Structured.isDigit(s.charAt(i));
    }
    double needed = end - start >= 32 ? 3.5 : 3.2;
    return letter && digit && Structured.entropy(s, start, end) >= needed;
  }

  private static boolean isTokenChar(char c) {
    return Structured.isAsciiAlnum(c) || "+/=_-.~".indexOf(c) >= 0;
  }

  private static int skipSpaces(String s, int i) {
    while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }

  /** The value at {@code i}: quoted (to the closing quote) or up to whitespace; {start, end}. */
  private static int[] value(String s, int i) {
    if (i >= s.length()) {
      return null;
    }
    char q = s.charAt(i);
    if (q == '"' || q == '\'' || q == '`') {
      int close = s.indexOf(q, i + 1);
      return close > i + 1 && close - i <= 256 ? new int[] {i + 1, close} : null;
    }
    int end = i;
    while (end < s.length() && end - i < 256 && !Character.isWhitespace(s.charAt(end))) {
      end++;
    }
    while (end > i && ".,;)!?".indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    return end - i >= 3 ? new int[] {i, end} : null;
  }

  private static boolean isPlaceholder(String s, int start, int end) {
    String v = s.substring(start, end);
    if (v.chars().allMatch(c -> c == '*' || c == 'x' || c == 'X' || c == '.' || c == '•')) {
      return true;
    }
    char first = v.charAt(0);
    return first == '<'
        || first == '$'
        || first == '{'
        || first == '%'
        || PLACEHOLDERS.contains(v.toLowerCase(Locale.ROOT));
  }

  /** A chosen password rather than a word: a digit, a symbol, or a capital after the first char. */
  private static boolean looksChosen(String s, int start, int end) {
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (!(c >= 'a' && c <= 'z') && !(i == start && c >= 'A' && c <= 'Z')) {
        return true;
      }
    }
    return false;
  }
}
