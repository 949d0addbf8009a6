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
   * A part of a national identifier: at most 16 chars, with a digit, or one or two capitals ({@link
   * NationalIdRecognizer}).
   */
  static final int ID_PART = 32;

  /** Pairs of ASCII chars (first * 128 + second) that known key formats start with. */
  private static final boolean[] KEY_STARTS = new boolean[128 * 128];

  static {
    for (String start : "AK AS AG AI AR AN AB AC gi gh xo sk rk pk ey".split(" ")) {
      KEY_STARTS[start.charAt(0) * 128 + start.charAt(1)] = true;
    }
  }

  /**
   * The trigger bits of the token {@code c[start, end)} with {@link Scan} shape {@code shape};
   * {@code next} is the char after it, or a space at the end of the text.
   */
  static int of(char[] c, int start, int end, int shape, char next) {
    int len = end - start;
    int bits = 0;
    if (len >= 2) {
      bits |= keyStart(c[start], c[start + 1]) ? KEY_START : 0;
      bits |= len <= 13 && SecretAssignments.mayStartCue(c[start], len) ? ASSIGNMENT : 0;
      bits |= len == 2 && (c[start] | 0x20) == 'a' && (c[start + 1] | 0x20) == 't' ? AT_WORD : 0;
    }
    if (len == 3 && next == '.') {
      bits |= WWW;
    }
    if ((len == 2 && (next == ':' || next == '-')) || (len == 4 && next == '.')) {
      bits |= HEX_GROUP;
    }
    if (len <= 16
        && ((shape & Scan.HAS_DIGIT) != 0 || (len <= 2 && (shape & Scan.ALL_UPPER) != 0))) {
      bits |= ID_PART;
    }
    return bits;
  }

  /** Whether a known key format may start with the chars {@code a b}. */
  static boolean keyStart(char a, char b) {
    return a < 128 && b < 128 && KEY_STARTS[a * 128 + b];
  }
}
