package dev.sigil.detect.internal;

import org.jspecify.annotations.Nullable;

/**
 * The per-call view of a scan that the name, place and organisation features read: folded word
 * keys, the punctuation between tokens, candidate tokens and gazetteer phrase matches, computed
 * lazily or once for candidate regions only. Not thread-safe; one per call.
 */
final class NameTokens {
  /** Gap codes: what separates a token from the previous one. */
  static final int GAP_START = 0;

  static final int GAP_SPACE = 1;
  static final int GAP_NONE = 2;
  static final int GAP_HYPHEN = 3;
  static final int GAP_APOSTROPHE = 4;
  static final int GAP_PERIOD = 5;
  static final int GAP_SENTENCE = 6;
  static final int GAP_NEWLINE = 7;
  static final int GAP_COMMA = 8;
  static final int GAP_AT = 9;
  static final int GAP_HASH = 10;
  static final int GAP_AMP = 11;
  static final int GAP_OTHER = 12;
  static final int GAP_PARAGRAPH = 13;

  /** Phrase marks: bits of {@link #phrase}. */
  static final int PLACE_BEGIN = 1;

  static final int PLACE_INSIDE = 2;
  static final int ORG_BEGIN = 4;
  static final int ORG_INSIDE = 8;
  static final int CITY = 16;
  static final int REGION = 32;

  final Scan scan;
  final String text;
  final int count;
  final Gazetteers gaz;
  private final long[] keys;
  private final int[] info;
  private final byte[] shapes;
  private final byte[] gaps;
  final byte[] phrase;

  private int caseMode = -1;
  private int @Nullable [] capitals; // made when first asked
  private int capitalCount;
  private byte @Nullable [] gates; // made when first asked
  private int anyGate;

  NameTokens(Scan scan, Gazetteers gaz) {
    this.scan = scan;
    this.text = scan.text();
    this.count = scan.tokenCount();
    this.gaz = gaz;
    this.keys = new long[count];
    this.info = new int[count];
    this.shapes = new byte[count];
    this.gaps = new byte[count + 1];
    this.phrase = new byte[count];
  }

  /** 0 ordinary text, 1 mostly upper case, 2 almost no capitals (computed when first asked). */
  int caseMode() {
    if (caseMode < 0) {
      caseMode = caseMode(scan);
    }
    return caseMode;
  }

  private static int caseMode(Scan scan) {
    int letters = 0;
    int upper = 0;
    int capital = 0;
    int n = Math.min(scan.tokenCount(), 400);
    for (int t = 0; t < n; t++) {
      // counted without branches: which tokens count varies too much to predict
      int word = scan.hasLetter(t) & scan.end(t) - scan.start(t) > 1 ? 1 : 0;
      letters += word;
      upper += scan.isAllUpper(t) ? word : 0;
      capital += scan.isCapitalized(t) ? word : 0;
    }
    if (letters >= 4 && upper * 10 >= letters * 6) {
      return 1;
    }
    return letters >= 8 && capital * 50 < letters ? 2 : 0;
  }

  /**
   * The capitalised tokens ({@link #capitalized}) in order, the first {@link #capitalCount} of the
   * array: the rules that start only at a capitalised word visit these instead of every token.
   * Computed when first asked.
   */
  int[] capitals() {
    int[] c = capitals;
    if (c == null) {
      c = new int[count];
      int k = 0;
      for (int t = 0; t < count; t++) {
        if (scan.isCapitalized(t)) { // a capital is a letter, so this is capitalized(t)
          c[k++] = t;
        }
      }
      capitals = c;
      capitalCount = k;
    }
    return c;
  }

  /** How many tokens {@link #capitals} holds (ask after it). */
  int capitalCount() {
    return capitalCount;
  }

  private int @Nullable [] slots; // made when first asked

  /** {@link WordList#slots} of token {@code t}: where the word lists look it up. */
  int slot(int t) {
    int[] s = slots;
    if (s == null) {
      s = WordList.slots(scan);
      slots = s;
    }
    return s[t];
  }

  /**
   * Whether token {@code t} is a word of the English dictionary ({@link Gazetteers#dictionary}):
   * known to it, a capitalised word may be a firm's or a heading's word rather than a name.
   */
  boolean inDictionary(int t) {
    return gaz.dictionary.get(key(t), 0) != 0;
  }

  /** The folded word key of token {@code t}. */
  long key(int t) {
    long k = keys[t];
    if (k == 0) {
      k = TextHash.word(text, scan.start(t), scan.end(t));
      keys[t] = k == 0 ? 1 : k;
    }
    return k;
  }

  /**
   * The bits of {@link Gazetteers#gates} of token {@code t}'s key (0 for a token without letters):
   * which of the lists that rules ask about every token may hold it. Computed for all tokens when
   * first asked, in one pass.
   */
  int gates(int t) {
    byte[] g = gates;
    return (g == null ? markGates() : g)[t];
  }

  /**
   * The first token at or after {@code from} that has one of the bits {@code gate} of {@link
   * #gates}, or {@link #count}.
   */
  int nextWithGate(int gate, int from) {
    byte[] g = gates;
    if (g == null) {
      g = markGates();
    }
    if ((anyGate & gate) == 0) {
      return count;
    }
    int t = from;
    while (t < count && (g[t] & gate) == 0) {
      t++;
    }
    return t;
  }

  private byte[] markGates() {
    byte[] g = new byte[count];
    int any = 0;
    KeyGates table = gaz.gates;
    for (int t = 0; t < count; t++) {
      if (scan.hasLetter(t)) {
        int bits = table.of(key(t));
        g[t] = (byte) bits;
        any |= bits;
      }
    }
    gates = g;
    anyGate = any;
    return g;
  }

  /** {@link NameFeatures#shape} of token {@code t}, cached. */
  int shape(int t) {
    int v = shapes[t];
    if (v == 0) {
      v = NameFeatures.computeShape(this, t) + 1;
      shapes[t] = (byte) v;
    }
    return v - 1;
  }

  private static final int KNOWN = 1 << 30;

  /** The packed gazetteer value of token {@code t} (see {@link Gazetteers#words}), cached. */
  int info(int t) {
    int v = info[t];
    if (v == 0) {
      v = gaz.words.get(key(t), 0) | KNOWN;
      info[t] = v;
    }
    return v & ~KNOWN;
  }

  /** Cue roles of token {@code t} (bits of {@link Gazetteers}), 0 outside the text. */
  int roles(int t) {
    return t < 0 || t >= count ? 0 : info(t) >>> Gazetteers.ROLE_SHIFT;
  }

  int firstBand(int t) {
    return Gazetteers.firstBand(info(t));
  }

  int surnameBand(int t) {
    return Gazetteers.surnameBand(info(t));
  }

  int commonBand(int t) {
    return Gazetteers.commonBand(info(t));
  }

  /** The gap code before token {@code t} ({@code t == count}: after the last token). */
  int gap(int t) {
    int g = gaps[t];
    if (g == 0) {
      g = computeGap(t) + 1;
      gaps[t] = (byte) g;
    }
    return g - 1;
  }

  private int computeGap(int t) {
    if (t == 0) {
      return GAP_START;
    }
    int from = scan.end(t - 1);
    int to = t == count ? text.length() : scan.start(t);
    if (from == to) {
      return GAP_NONE;
    }
    if (to - from == 1) {
      return single(text.charAt(from));
    }
    int newlines = 0;
    int code = GAP_SPACE;
    for (int i = from; i < to && i < from + 24; i++) {
      char c = text.charAt(i);
      if (c == '\n') {
        newlines++;
      } else if (c == '.' || c == '!' || c == '?' || Character.isSurrogate(c)) { // emoji end one
        code =
            code == GAP_SPACE
                ? (c == '.' && i == from && to - from == 2 ? GAP_PERIOD : GAP_SENTENCE)
                : code;
      } else if (!Character.isWhitespace(c)) {
        int s = single(c);
        code =
            code == GAP_SPACE ? s : code == GAP_PERIOD || code == GAP_SENTENCE ? code : GAP_OTHER;
      }
    }
    if (newlines > 0) {
      return newlines > 1 ? GAP_PARAGRAPH : GAP_NEWLINE;
    }
    if (code == GAP_PERIOD && to - from == 2 && !abbreviation(t - 1)) {
      return GAP_SENTENCE; // "Smith. The": a full stop, not "J. R." or "Dr. Who"
    }
    return code;
  }

  private static final WordList ABBREVIATIONS =
      new WordList(
          java.util.Set.of("st", "jr", "sr", "inc", "co", "corp", "ltd", "vs", "mt", "ft", "bros"));

  /** Whether token {@code t} followed by "." is an initial, a title or a short abbreviation. */
  private boolean abbreviation(int t) {
    int len = scan.end(t) - scan.start(t);
    if (len == 1) {
      return scan.hasLetter(t);
    }
    return len <= 4 && ((roles(t) & Gazetteers.TITLE) != 0 || ABBREVIATIONS.contains(this, t));
  }

  private static int single(char c) {
    return switch (c) {
      case ' ', '\t', '\u00A0' -> GAP_SPACE;
      case '-', '\u2010', '\u2011' -> GAP_HYPHEN;
      case '\'', '\u2019' -> GAP_APOSTROPHE;
      case '.' -> GAP_PERIOD;
      case '!', '?' -> GAP_SENTENCE;
      case '\n', '\r' -> GAP_NEWLINE;
      case ',', ';' -> GAP_COMMA;
      case '@' -> GAP_AT;
      case '#' -> GAP_HASH;
      case '&' -> GAP_AMP;
      default -> GAP_OTHER;
    };
  }

  /** Whether two tokens separated by this gap may belong to one name. */
  static boolean joinable(int gap) {
    return gap == GAP_SPACE
        || gap == GAP_HYPHEN
        || gap == GAP_APOSTROPHE
        || gap == GAP_PERIOD
        || gap == GAP_AMP
        || gap == GAP_NONE;
  }

  /** Whether token {@code t} begins a sentence, a line or the text. */
  boolean sentenceStart(int t) {
    int g = gap(t);
    return g == GAP_START || g == GAP_SENTENCE || g == GAP_NEWLINE || g == GAP_PARAGRAPH;
  }

  boolean capitalized(int t) {
    return t >= 0 && t < count && scan.isCapitalized(t) && scan.hasLetter(t);
  }

  /**
   * The last token of the known place whose first token is {@code t} ({@link #markPhrases} marked
   * it): {@code t} itself for a place of one word.
   */
  int placeEnd(int t) {
    int last = t;
    while (last + 1 < count && (phrase[last + 1] & PLACE_INSIDE) != 0) {
      last++;
    }
    return last;
  }

  /** Marks gazetteer phrases (places, organisations) starting at capitalised token {@code t}. */
  void markPhrases(int t) {
    if (phrase[t] != 0) {
      return;
    }
    long h = TextHash.SEED;
    int placeEnd = -1;
    int orgEnd = -1;
    int kind = 0;
    for (int u = t; u < count && u < t + Gazetteers.MAX_PHRASE; u++) {
      if (u > t) {
        int g = gap(u);
        if (g != GAP_SPACE && g != GAP_HYPHEN && g != GAP_PERIOD && g != GAP_APOSTROPHE) {
          break;
        }
        h = TextHash.fold(TextHash.step(h, ' '), text, scan.start(u), scan.end(u));
      } else {
        h = key(t); // the word's hash from the seed, as the look-ups of its features made it
      }
      int v = gaz.phrases.get(h, 0);
      if ((v & Gazetteers.PHRASE_CITY) != 0) {
        placeEnd = u;
        kind = CITY;
      }
      if ((v & Gazetteers.PHRASE_REGION) != 0) {
        placeEnd = u;
        kind = REGION;
      }
      if ((v & Gazetteers.PHRASE_ORG) != 0) {
        orgEnd = u;
      }
      if ((v & Gazetteers.PHRASE_PREFIX) == 0) {
        break;
      }
    }
    mark(t, placeEnd, PLACE_BEGIN | kind, PLACE_INSIDE | kind);
    mark(t, orgEnd, ORG_BEGIN, ORG_INSIDE);
  }

  private void mark(int t, int last, int begin, int inside) {
    for (int u = t; u <= last; u++) {
      phrase[u] |= (byte) (u == t ? begin : inside);
    }
  }
}
