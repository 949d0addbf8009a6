package dev.sigil.detect.internal;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * One text prepared for the recognizers: its word tokens (maximal runs of letters and digits) with
 * their shapes, computed once per call and shared. Not thread-safe; one per call.
 */
public final class Scan {
  static final int CAPITALIZED = 1;
  static final int ALL_UPPER = 2;
  static final int ALL_DIGITS = 4;
  static final int HAS_DIGIT = 8;
  static final int HAS_LETTER = 16;
  static final int UPPER_INSIDE = 32; // an upper-case letter after the first char
  static final int ASCII_DIGITS = 64; // ASCII digits only
  static final int ASCII_ONLY = 128; // ASCII chars only

  private final String text;
  private int count;
  private int[] starts;
  private int[] ends;
  private byte[] shapes;
  private final byte[] triggers; // Triggers bits
  private String @Nullable [] lower; // made when first asked
  private int allShapes; // OR of the token shapes
  private int allTriggers; // OR of the token triggers
  private long charsLow; // bit c: the ASCII char c < 64 that is no letter or digit occurs
  private long charsHigh; // bit c - 64: the same for 64 <= c < 128
  private boolean wideOther; // whether a char above ASCII that is no letter or digit occurs

  public Scan(String text) {
    this.text = text;
    int capacity = Math.max(8, text.length() / 4);
    starts = new int[capacity];
    ends = new int[capacity];
    shapes = new byte[capacity];
    char[] c = text.toCharArray(); // plain array reads in the loops
    tokenize(c);
    triggers = new byte[count];
    allTriggers = Triggers.mark(c, starts, ends, shapes, count, triggers);
  }

  // per character: is it part of a word, and how (an ASCII table; Character above it)
  private static final int WORD = 1;
  private static final int DIGIT = 2;
  private static final int UPPER = 4;
  private static final int LETTER = 8;
  private static final int LOWER = 16; // a letter that is not upper case
  private static final int OTHER = 32; // not an ASCII digit
  private static final int WIDE = 64; // not ASCII
  private static final byte[] ASCII = new byte[128];

  static {
    for (char c = '0'; c <= '9'; c++) {
      ASCII[c] = WORD | DIGIT;
    }
    for (char c = 'a'; c <= 'z'; c++) {
      ASCII[c] = WORD | LETTER | LOWER | OTHER;
      ASCII[Character.toUpperCase(c)] = WORD | LETTER | UPPER | OTHER;
    }
  }

  private static int kind(char c) {
    if (c < 128) {
      return ASCII[c];
    }
    if (Character.isLetter(c)) {
      return WORD | LETTER | OTHER | WIDE | (Character.isUpperCase(c) ? UPPER : LOWER);
    }
    return Character.isDigit(c) ? WORD | DIGIT | OTHER | WIDE : 0;
  }

  /**
   * The kind of {@code c[i]}. A surrogate takes the kind of its pair's code point: a supplementary
   * letter or digit belongs to a word but does not make a plain one; an emoji or symbol ("sarah😀")
   * is no part of a word, nor is an unpaired surrogate.
   */
  private static int kindAt(char[] c, int i) {
    char ch = c[i];
    if (ch < 128) {
      return ASCII[ch];
    }
    if (!Character.isSurrogate(ch)) {
      return kind(ch);
    }
    int cp;
    if (Character.isHighSurrogate(ch) && i + 1 < c.length && Character.isLowSurrogate(c[i + 1])) {
      cp = Character.toCodePoint(ch, c[i + 1]);
    } else if (Character.isLowSurrogate(ch) && i > 0 && Character.isHighSurrogate(c[i - 1])) {
      cp = Character.toCodePoint(c[i - 1], ch);
    } else {
      return 0;
    }
    return Character.isLetterOrDigit(cp) ? WORD | DIGIT | OTHER | WIDE : 0;
  }

  private void tokenize(char[] c) {
    int n = c.length;
    int i = 0;
    long low = 0; // charsLow, charsHigh and wideOther, kept in registers in the loop
    long high = 0;
    boolean wide = false;
    while (i < n) {
      int k = kindAt(c, i);
      if (k == 0) {
        char ch = c[i];
        long bit = 1L << ch; // the shift takes the low six bits of ch
        if (ch < 64) {
          low |= bit;
        } else if (ch < 128) {
          high |= bit;
        } else {
          wide = true;
        }
        i++;
        continue;
      }
      int start = i;
      int rest = 0; // OR of the kinds after the first char
      while (++i < n && (k = kindAt(c, i)) != 0) {
        rest |= k;
      }
      int first = kindAt(c, start);
      int seen = first | rest;
      int shape = (first & UPPER) != 0 ? CAPITALIZED : 0;
      if ((rest & UPPER) != 0) {
        shape |= UPPER_INSIDE;
      }
      if ((seen & DIGIT) != 0) {
        shape |= HAS_DIGIT;
      }
      if ((seen & WIDE) == 0) {
        shape |= ASCII_ONLY;
      }
      if ((seen & LETTER) != 0) {
        shape |= HAS_LETTER | ((seen & LOWER) == 0 ? ALL_UPPER : 0);
      } else {
        shape |= ALL_DIGITS | ((seen & OTHER) == 0 ? ASCII_DIGITS : 0);
      }
      add(start, i, shape);
    }
    charsLow = low;
    charsHigh = high;
    wideOther = wide;
  }

  private void add(int start, int end, int shape) {
    if (count == starts.length) {
      int grown = count * 2;
      starts = Arrays.copyOf(starts, grown);
      ends = Arrays.copyOf(ends, grown);
      shapes = Arrays.copyOf(shapes, grown);
    }
    starts[count] = start;
    ends[count] = end;
    shapes[count] = (byte) shape;
    allShapes |= shape;
    count++;
  }

  public String text() {
    return text;
  }

  public int tokenCount() {
    return count;
  }

  public int start(int token) {
    return starts[token];
  }

  public int end(int token) {
    return ends[token];
  }

  /** The token's text as written. */
  public String token(int token) {
    return text.substring(starts[token], ends[token]);
  }

  /** The token's text in lower case (computed once). */
  public String lower(int token) {
    String[] cache = lower;
    if (cache == null) {
      cache = new String[count];
      lower = cache;
    }
    String l = cache[token];
    if (l == null) {
      l = token(token).toLowerCase(Locale.ROOT);
      cache[token] = l;
    }
    return l;
  }

  public boolean isCapitalized(int token) {
    return (shapes[token] & CAPITALIZED) != 0;
  }

  public boolean isAllUpper(int token) {
    return (shapes[token] & ALL_UPPER) != 0;
  }

  public boolean isDigits(int token) {
    return (shapes[token] & ALL_DIGITS) != 0;
  }

  /** Whether the token is made of ASCII chars only. */
  boolean isAscii(int token) {
    return (shapes[token] & ASCII_ONLY) != 0;
  }

  /** Whether the token is made of ASCII digits only ({@link #isDigits} counts other scripts). */
  public boolean isAsciiDigits(int token) {
    return (shapes[token] & ASCII_DIGITS) != 0;
  }

  public boolean hasDigit(int token) {
    return (shapes[token] & HAS_DIGIT) != 0;
  }

  /** Whether an upper-case letter follows the token's first char ("McDonald", "NASA"). */
  boolean hasUpperInside(int token) {
    return (shapes[token] & UPPER_INSIDE) != 0;
  }

  public boolean hasLetter(int token) {
    return (shapes[token] & HAS_LETTER) != 0;
  }

  /** Whether the text has a line break ({@code \n}). */
  boolean hasNewline() {
    return holds('\n');
  }

  /**
   * Whether the text holds a char above ASCII that is no part of a word: a symbol, an arrow or a
   * dash of typography, an emoji.
   */
  boolean holdsWideOther() {
    return wideOther;
  }

  /**
   * Whether the text holds {@code c}, an ASCII char that is no letter or digit ({@code '@'}, {@code
   * ':'}): noted while tokenizing, so that a recognizer or rule that starts from such a char
   * returns at once for a text without it, instead of searching the text for it.
   */
  boolean holds(char c) {
    assert c < 128 && ASCII[c] == 0 : "not an ASCII char outside words: " + (int) c;
    return ((c < 64 ? charsLow : charsHigh) & (1L << c)) != 0;
  }

  /**
   * Whether some token has a digit ({@link #hasDigit}): recognizers of numbers return at once when
   * none has, which most chat messages allow.
   */
  public boolean anyDigit() {
    return (allShapes & HAS_DIGIT) != 0;
  }

  /** Whether some token is a word in capitals ({@link #isAllUpper}). */
  boolean anyAllUpper() {
    return (allShapes & ALL_UPPER) != 0;
  }

  /** The shape bits of token {@code token} ({@link #CAPITALIZED} and the others). */
  int shape(int token) {
    return shapes[token] & 0xff;
  }

  /** Whether token {@code t} has the {@link Triggers} bit {@code trigger}. */
  boolean has(int t, int trigger) {
    return (triggers[t] & trigger) != 0;
  }

  /** Whether some token has the {@link Triggers} bit {@code trigger} (or one of the bits). */
  boolean any(int trigger) {
    return (allTriggers & trigger) != 0;
  }

  /**
   * The index of the first token at or after {@code from} that has the {@link Triggers} bit {@code
   * trigger}, or {@link #tokenCount()}: recognizers step through the tokens they may start at.
   */
  int nextWith(int trigger, int from) {
    if ((allTriggers & trigger) == 0) {
      return count;
    }
    int t = from;
    while (t < count && (triggers[t] & trigger) == 0) {
      t++;
    }
    return t;
  }

  /** The index of the first token that ends after {@code offset}, or {@link #tokenCount()}. */
  public int tokenAtOrAfter(int offset) {
    int lo = 0;
    int hi = count;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (ends[mid] <= offset) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }

  /**
   * Whether one of {@code words} (lower case) is among the {@code before} tokens before the span
   * {@code [start, end)} or the {@code after} tokens after it.
   */
  public boolean hasContext(int start, int end, Set<String> words, int before, int after) {
    return hasContext(start, end, new WordList(words), before, after);
  }

  /** {@link #hasContext(int, int, Set, int, int)} with a word list made once. */
  boolean hasContext(int start, int end, WordList words, int before, int after) {
    int first = tokenAtOrAfter(start);
    for (int t = first - 1; t >= 0 && t >= first - before; t--) {
      if (words.contains(this, t)) {
        return true;
      }
    }
    int next = tokenAtOrAfter(end);
    if (next < count && starts[next] < end) {
      next++; // the token that straddles the span's end belongs to the span
    }
    for (int t = next; t < count && t < next + after; t++) {
      if (words.contains(this, t)) {
        return true;
      }
    }
    return false;
  }
}
