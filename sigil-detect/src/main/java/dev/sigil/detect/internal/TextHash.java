package dev.sigil.detect.internal;

/**
 * 64-bit hashes of folded words, the keys of the gazetteer and model tables. Folding lower-cases
 * and strips the accents of Latin letters, so {@code Bogotá}, {@code BOGOTA} and {@code bogota}
 * share a key. Hashing reads the text's characters in place: no string is made per lookup.
 */
final class TextHash {
  static final long SEED = 0xcbf29ce484222325L;
  private static final long PRIME = 0x100000001b3L;
  private static final String LATIN1_FOLD =
      "aaaaaa ceeeeiiii nooooo ouuuuy  aaaaaa ceeeeiiii nooooo ouuuuy y";
  private static final String EXTENDED_A_FOLD =
      "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii  jjkk llllll  llnnnnnn   oooooo  rrrrrrsssssssstttt  uuuuuuuuuuuuwwyyyzzzzzz ";

  private TextHash() {}

  /** The folded form of one character (lower case, Latin accents removed). */
  static char fold(char c) {
    if (c < 128) {
      return (c >= 'A' && c <= 'Z') ? (char) (c + 32) : c;
    }
    if (c >= 0xC0 && c <= 0xFF) {
      char f = LATIN1_FOLD.charAt(c - 0xC0);
      return f == ' ' ? Character.toLowerCase(c) : f;
    }
    if (c >= 0x100 && c <= 0x17F) {
      return foldExtendedA(c);
    }
    return Character.toLowerCase(c);
  }

  private static char foldExtendedA(char c) {
    char f = EXTENDED_A_FOLD.charAt(c - 0x100);
    return f == ' ' ? Character.toLowerCase(c) : f;
  }

  /** Continues {@code h} with one character (folded by the caller). */
  static long step(long h, char c) {
    return (h ^ c) * PRIME;
  }

  /** The hash of the folded characters {@code [start, end)} of {@code s}, continuing {@code h}. */
  static long fold(long h, CharSequence s, int start, int end) {
    for (int i = start; i < end; i++) {
      h = step(h, fold(s.charAt(i)));
    }
    return h;
  }

  /** The key of one folded word. */
  static long word(CharSequence s, int start, int end) {
    return fold(SEED, s, start, end);
  }

  /** The key of a phrase: its words (runs of letters and digits) folded, joined by one space. */
  static long phrase(String s) {
    return phrase(s, prefix -> {});
  }

  /**
   * {@link #phrase(String)}, handing {@code prefixes} the key of each proper prefix of the phrase
   * (in words, shortest first) on the way.
   */
  static long phrase(String s, java.util.function.LongConsumer prefixes) {
    long h = SEED;
    boolean first = true;
    int i = 0;
    int n = s.length();
    while (i < n) {
      while (i < n && !Character.isLetterOrDigit(s.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && Character.isLetterOrDigit(s.charAt(i))) {
        i++;
      }
      if (i > start) {
        if (!first) {
          prefixes.accept(h);
          h = step(h, ' ');
        }
        h = fold(h, s, start, i);
        first = false;
      }
    }
    return h;
  }

  /** Mixes a feature template number into a value hash. */
  static long feature(int template, long value) {
    long h = value ^ (template * 0x9E3779B97F4A7C15L);
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    return h;
  }
}
