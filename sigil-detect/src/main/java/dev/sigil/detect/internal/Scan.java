package dev.sigil.detect.internal;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

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

  private final String text;
  private int count;
  private int[] starts;
  private int[] ends;
  private byte[] shapes;
  private final String[] lower;

  public Scan(String text) {
    this.text = text;
    int capacity = Math.max(8, text.length() / 5);
    starts = new int[capacity];
    ends = new int[capacity];
    shapes = new byte[capacity];
    tokenize();
    lower = new String[count];
  }

  private void tokenize() {
    String s = text;
    int n = s.length();
    int i = 0;
    while (i < n) {
      char c = s.charAt(i);
      if (!isWordChar(c)) {
        i++;
        continue;
      }
      int start = i;
      int shape = 0;
      boolean upperOnly = true;
      while (i < n && isWordChar(c = s.charAt(i))) {
        if (c >= '0' && c <= '9') {
          shape |= HAS_DIGIT;
        } else if (Character.isLetter(c)) {
          shape |= HAS_LETTER;
          if (i == start && Character.isUpperCase(c)) {
            shape |= CAPITALIZED;
          }
          if (!Character.isUpperCase(c)) {
            upperOnly = false;
          }
        } else {
          shape |= HAS_DIGIT; // other digits and surrogates: not a plain word
        }
        i++;
      }
      if ((shape & HAS_LETTER) != 0 && upperOnly) {
        shape |= ALL_UPPER;
      }
      if ((shape & HAS_LETTER) == 0) {
        shape |= ALL_DIGITS;
      }
      add(start, i, shape);
    }
  }

  private static boolean isWordChar(char c) {
    if (c < 128) {
      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
    return Character.isLetterOrDigit(c) || Character.isSurrogate(c);
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
    String l = lower[token];
    if (l == null) {
      l = token(token).toLowerCase(Locale.ROOT);
      lower[token] = l;
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

  public boolean hasDigit(int token) {
    return (shapes[token] & HAS_DIGIT) != 0;
  }

  public boolean hasLetter(int token) {
    return (shapes[token] & HAS_LETTER) != 0;
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
    int first = tokenAtOrAfter(start);
    for (int t = first - 1; t >= 0 && t >= first - before; t--) {
      if (words.contains(lower(t))) {
        return true;
      }
    }
    int next = tokenAtOrAfter(end);
    if (next < count && starts[next] < end) {
      next++; // the token that straddles the span's end belongs to the span
    }
    for (int t = next; t < count && t < next + after; t++) {
      if (words.contains(lower(t))) {
        return true;
      }
    }
    return false;
  }
}
