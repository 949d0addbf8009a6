package dev.sigil.detect.internal;

/**
 * Trigger bits: cheap shapes of one token, computed by the {@link Scan} in its one pass over the
 * text, that the structured recognizers start their work from. A recognizer whose trigger no token
 * has skips the text without looking at it, and one whose trigger is rare visits only the tokens
 * that have it ({@link Scan#nextWith}), instead of each recognizer testing every token itself.
 *
 * <p>Contract: a bit is a necessary condition, never a sufficient one. It is set on every token
 * that the recognizer relying on it could start a match at (the recognizer still runs its full
 * checks there), so skipping the tokens without it changes nothing in what is found. Each bit names
 * the one recognizer it serves; changing what a recognizer starts from means changing its bit here.
 */
final class Triggers {
  private Triggers() {}

  /**
   * The first two chars open a known key format (AKIA..., ghp_, xoxb-, sk_, eyJ...): {@link
   * SecretRecognizer}.
   */
  static final int KEY_START = 1;

  /** Three chars then '.', as in "www.": the bare host names of {@link UrlRecognizer}. */
  static final int WWW = 2;

  /**
   * Two chars then ':' or '-', or four chars then '.': the first group of a MAC address ({@link
   * MacRecognizer}).
   */
  static final int HEX_GROUP = 4;

  /** The word "at" in any case: the spelled-out emails of {@link ObfuscatedEmails}. */
  static final int AT_WORD = 8;

  /**
   * A word of 2 to 13 chars whose length and first letter some assignment word has ("password",
   * "api_key"...): {@link SecretAssignments}.
   */
  static final int ASSIGNMENT = 16;

  /**
   * A part of a national identifier: at most 17 chars, with a digit, or one or two capitals ({@link
   * NationalIdRecognizer}).
   */
  static final int ID_PART = 32;

  /**
   * A digit: the recognizers of numbers ({@link Gated}), which all return at once on a text where
   * no token has one ({@link Scan#anyDigit}).
   */
  static final int DIGIT = 64;

  /**
   * Lengths are capped here: every bit treats this length and longer alike (no bit needs a token of
   * more than 17 chars to be short).
   */
  private static final int LONGEST = 18;

  // The bits as tables, made once from the predicates below: [length * 128 + ASCII char]. A
  // non-ASCII char is read as 127 (DEL), which no predicate accepts, as none accepts non-ASCII.
  private static final byte[] BY_FIRST = new byte[(LONGEST + 1) * 128];
  private static final byte[] BY_NEXT = new byte[(LONGEST + 1) * 128];
  private static final byte[] BY_PAIR = new byte[128 * 128]; // [first * 128 + second]
  private static final byte[] PAIR_LENGTHS = new byte[LONGEST + 1]; // the pair bits a length has
  private static final byte[] BY_SHAPE = new byte[(LONGEST + 1) * 4]; // [length * 4 + digit, upper]

  static {
    for (int len = 0; len <= LONGEST; len++) {
      for (char ch = 0; ch < 128; ch++) {
        BY_FIRST[len * 128 + ch] = (byte) (assignment(len, ch) ? ASSIGNMENT : 0);
        BY_NEXT[len * 128 + ch] =
            (byte) ((www(len, ch) ? WWW : 0) | (hexGroup(len, ch) ? HEX_GROUP : 0));
      }
      PAIR_LENGTHS[len] = (byte) ((len >= 2 ? KEY_START : 0) | (len == 2 ? AT_WORD : 0));
      for (int digitUpper = 0; digitUpper < 4; digitUpper++) {
        boolean part = idPart(len, (digitUpper & 2) != 0, (digitUpper & 1) != 0);
        boolean digit = (digitUpper & 2) != 0;
        BY_SHAPE[len * 4 + digitUpper] = (byte) ((part ? ID_PART : 0) | (digit ? DIGIT : 0));
      }
    }
    for (char a = 0; a < 128; a++) {
      for (char b = 0; b < 128; b++) {
        BY_PAIR[a * 128 + b] = (byte) ((keyStart(a, b) ? KEY_START : 0) | (at(a, b) ? AT_WORD : 0));
      }
    }
  }

  /** The first two chars open a known key format. */
  private static boolean keyStart(char a, char b) {
    return "AK AS AG AI AR AN AB AC gi gh xo sk rk pk ey".contains("" + a + b);
  }

  private static boolean at(char a, char b) {
    return (a == 'a' || a == 'A') && (b == 't' || b == 'T');
  }

  private static boolean assignment(int len, char first) {
    return len >= 2 && len <= 13 && SecretAssignments.mayStartCue(first, len);
  }

  private static boolean www(int len, char next) {
    return len == 3 && next == '.';
  }

  private static boolean hexGroup(int len, char next) {
    return (len == 2 && (next == ':' || next == '-')) || (len == 4 && next == '.');
  }

  private static boolean idPart(int len, boolean digit, boolean upper) {
    return len <= 17 && (digit || (len <= 2 && upper));
  }

  /**
   * Sets {@code out[t]} to the trigger bits of each token {@code t < count} of the scan's arrays
   * (text {@code c}, token {@code [starts[t], ends[t])}, {@link Scan} shape {@code shapes[t]});
   * returns their OR.
   *
   * <p>Runs over every token of every text, so it reads tables instead of testing: token lengths
   * and chars vary too much for a branch predictor, and a mispredicted branch costs more than the
   * tests themselves.
   */
  static int mark(char[] c, int[] starts, int[] ends, byte[] shapes, int count, byte[] out) {
    int all = 0;
    int last = c.length - 1;
    for (int t = 0; t < count; t++) {
      int start = starts[t];
      int end = ends[t];
      int len = Math.min(end - start, LONGEST);
      int a = Math.min(c[start], 127);
      int b = Math.min(c[Math.min(start + 1, last)], 127); // the second char when len >= 2
      int next = end <= last ? Math.min(c[end], 127) : ' ';
      int shape = shapes[t];
      int digitUpper =
          ((shape & Scan.HAS_DIGIT) != 0 ? 2 : 0) | ((shape & Scan.ALL_UPPER) != 0 ? 1 : 0);
      int bits =
          (BY_PAIR[a * 128 + b] & PAIR_LENGTHS[len])
              | BY_FIRST[len * 128 + a]
              | BY_NEXT[len * 128 + next]
              | BY_SHAPE[len * 4 + digitUpper];
      out[t] = (byte) bits;
      all |= bits;
    }
    return all;
  }
}
