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

  private static final Lexicon PASSWORD_WORDS =
      new Lexicon(
          "password", "passwd", "pwd", "passphrase", "passcode", "pw", "kennwort", "passwort");

  /** Words after "password" that make it about something else ("password reset link: ..."). */
  private static final Set<String> NOT_THE_PASSWORD =
      Structured.words(
          "reset link policy policies requirement requirements rule rules field manager managers"
              + " hint hints change changed changes length strength expired expiry expires form"
              + " prompt dialog screen page protected protection hash hashes hashed not never"
              + " must should will can cannot");

  private static final Lexicon KEY_WORDS =
      new Lexicon(
          "key",
          "apikey",
          "token",
          "secret",
          "bearer",
          "credential",
          "credentials",
          "auth",
          "authorization",
          "apitoken",
          "accesskey",
          "secretkey",
          "privatekey",
          "clientsecret");
  private static final Set<String> PLACEHOLDERS =
      Structured.words(
          "required optional incorrect invalid wrong reset expired hidden same empty null none nil"
              + " true false undefined redacted changeme here below above protected set unset"
              + " secret password token key is was and or the for of");
  private static final Lexicon NOT_SECRET_BEFORE =
      new Lexicon("public", "pub", "foreign", "primary");

  /**
   * Whether a word of {@code len} chars starting with {@code first} may be an assignment word (the
   * {@link Triggers#ASSIGNMENT} bit).
   */
  static boolean mayStartCue(char first, int len) {
    return CUE_WORDS.mayMatch(first, len);
  }

  static void find(Scan scan, Candidates out) {
    int n = scan.tokenCount();
    for (int t = scan.nextWith(Triggers.ASSIGNMENT, 0);
        t + 1 < n;
        t = scan.nextWith(Triggers.ASSIGNMENT, t + 1)) {
      int len = scan.end(t) - scan.start(t);
      if (len < 2 || len > 13 || !scan.hasLetter(t) || !CUE_WORDS.matches(scan, t)) {
        continue;
      }
      int end = -1;
      if (isPasswordWord(scan, t)) {
        end = password(scan, t, out);
      } else if (KEY_WORDS.matches(scan, t)
          && assignsNext(scan.text(), scan.end(t))
          && !(t > 0 && NOT_SECRET_BEFORE.matches(scan, t - 1))) {
        end = keyed(scan, t, out);
      }
      if (end > scan.end(t)) {
        t = scan.tokenAtOrAfter(end) - 1; // the value was looked at: no cue words inside it
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

  private static final Lexicon MOT = new Lexicon("mot");

  /** Every word that starts an assignment: one check rejects the other tokens. */
  private static final Lexicon CUE_WORDS = Lexicon.union(PASSWORD_WORDS, KEY_WORDS, MOT);

  private static boolean isPasswordWord(Scan scan, int t) {
    if (MOT.matches(scan, t)) {
      return scan.text().regionMatches(true, scan.end(t), " de passe", 0, 9);
    }
    return PASSWORD_WORDS.matches(scan, t);
  }

  /**
   * Reports the value given to a password word: "password: v", "pwd=v", "password [for the staging
   * DB] is v" (a few words may come between) or 'password "v"' (quoted right after the word); "is"
   * and the quotes need a value that looks chosen. Returns the value's end, or -1 if none.
   */
  private static int password(Scan scan, int t, Candidates out) {
    String s = scan.text();
    int j = scan.end(t);
    if (s.regionMatches(true, j, " de passe", 0, 9)) {
      j += 9;
    }
    for (int hop = 0; hop <= 5; hop++) {
      int k = skipSpaces(s, j);
      char c = Structured.at(s, k);
      if (c == ':' || c == '=') {
        return passwordValue(s, skipSpaces(s, k + 1), true, out);
      }
      if (s.regionMatches(true, k, "is ", 0, 3) || s.regionMatches(true, k, "was ", 0, 4)) {
        return passwordValue(s, skipSpaces(s, k + (c == 'i' || c == 'I' ? 3 : 4)), false, out);
      }
      if (hop == 0 && k > j && isQuote(c)) {
        return passwordValue(s, k, false, out); // 'with password "Xq9!fL2#"'
      }
      int w = k;
      while (w < s.length() && w - k < 20 && Structured.wordCharAt(s, w)) {
        w++;
      }
      if (w == k || NOT_THE_PASSWORD.contains(s.substring(k, w).toLowerCase(Locale.ROOT))) {
        return -1;
      }
      j = w;
    }
    return -1;
  }

  private static int passwordValue(String s, int j, boolean assigned, Candidates out) {
    int[] v = value(s, j);
    if (v == null
        || isPlaceholder(s, v[0], v[1])
        || s.indexOf("://", v[0], v[1]) >= 0 // a link, not the password
        || (!assigned && !looksChosen(s, v[0], v[1]))) {
      return -1;
    }
    out.add(PiiClass.SECRET, v[0], v[1], assigned ? 0.85 : 0.7);
    return v[1];
  }

  /** Reports a random-looking value after a key word; returns the end of a long value, or -1. */
  private static int keyed(Scan scan, int t, Candidates out) {
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
      return -1;
    }
    if (isQuote(s.charAt(j - 1))) {
      int close = s.indexOf(s.charAt(j - 1), j, Math.min(s.length(), j + 256));
      if (close >= j + 8 && isRandomLooking(s, j, close)) {
        out.add(PiiClass.SECRET, j, close, 0.8);
        return close;
      }
    }
    int end = j;
    while (end < s.length() && end - j < 1024 && isTokenChar(s.charAt(end))) {
      end++;
    }
    while (end > j && (s.charAt(end - 1) == '.' || s.charAt(end - 1) == '-')) {
      end--;
    }
    if (end - j < 16) {
      return -1;
    }
    if (isRandomLooking(s, j, end)) {
      out.add(PiiClass.SECRET, j, end, 0.8);
    }
    return end;
  }

  private static boolean isQuote(char c) {
    return c == '"' || c == '\'' || c == '`';
  }

  /** Mixes letters and digits, and has the entropy of random text for its length. */
  static boolean isRandomLooking(String s, int start, int end) {
    boolean letter = false;
    boolean digit = false;
    for (int i = start; i < end; i++) {
      letter |= Structured.isAsciiLetter(s.charAt(i));
      digit |= Structured.isDigit(s.charAt(i));
    }
    int n = end - start;
    double needed = n >= 32 ? 3.5 : n >= 16 ? 3.2 : Math.log(n) / Math.log(2) - 0.5;
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
    while (end > i && (".,;)".indexOf(s.charAt(end - 1)) >= 0 || endsSentence(s, end))) {
      end--;
    }
    return end - i >= 3 ? new int[] {i, end} : null;
  }

  /**
   * A '!' or '?' that ends the text or a line (inside a value otherwise: "Tr0ub4dor&3xQ! - ...").
   */
  private static boolean endsSentence(String s, int end) {
    char c = s.charAt(end - 1);
    return (c == '!' || c == '?')
        && (end == s.length() || s.charAt(end) == '\n' || s.charAt(end) == '\r');
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
