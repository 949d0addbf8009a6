package dev.sigil.detect.internal;

/**
 * The features of one candidate token for the name, place and organisation model: hashed (template,
 * value) pairs written into a caller's buffer, no allocation. Shared by the recognizer and the
 * trainer so both see exactly the same features.
 */
final class NameFeatures {
  /** Upper bound of the features of one token, including the label-dependent ones. */
  static final int MAX = 48;

  private static final long NONE = 0x5a5a5a5aL;
  private static final long START = 0x7b7b7b7bL;

  private NameFeatures() {}

  /** Whether token {@code t} is scored at all; every other token is outside any entity. */
  static boolean candidate(NameTokens n, int t) {
    Scan s = n.scan;
    if (!s.hasLetter(t) || s.hasDigit(t)) {
      return false; // tokens with digits are codes, keys and ids, not names
    }
    if (s.isCapitalized(t)) {
      return !plainWord(n, t) && !partOfIdentifier(n, t);
    }
    if (t == 0) {
      return false;
    }
    // cheap checks first (shapes, tiny tables): most lower-case tokens follow neither a
    // capitalised word nor a cue
    boolean capitalPrevious = n.capitalized(t - 1);
    if (capitalPrevious && n.gap(t) == NameTokens.GAP_HYPHEN) {
      return true; // "Seo-yeon", "Ha-eun"
    }
    if ((capitalPrevious || n.capitalized(t - 2) || n.capitalized(t - 3))
        && n.gaz.particleFilter.mayContain(n.text, s.start(t), s.end(t))
        && n.gaz.particles.get(n.key(t), 0) != 0) {
      return capitalAcrossParticles(n, t, -1) && capitalAcrossParticles(n, t, 1);
    }
    return strongCue(n, t) && n.commonBand(t) < 3;
  }

  /**
   * Whether token {@code t} is glued to an identifier: an e-mail's "@", an underscore, a slash, "="
   * or a digit right before or after it ("GITHUB_TOKEN", "user@ACME.COM", "ID=Smith").
   */
  static boolean partOfIdentifier(NameTokens n, int t) {
    int start = n.scan.start(t);
    int end = n.scan.end(t);
    if (start > 0 && glue(n.text.charAt(start - 1))
        || end < n.text.length() && glue(n.text.charAt(end))) {
      return true;
    }
    return emailPart(n.text, start, end);
  }

  /**
   * Whether {@code [start, end)} lies inside an e-mail address: an "@" is reached from it across
   * address characters only ("AOI.KUZNETSOV@WEB.DE", "ZAINAB+WORK@"), looking at most 64 chars.
   */
  static boolean emailPart(String text, int start, int end) {
    boolean before = start > 0 && addressChar(text.charAt(start - 1));
    boolean after = end < text.length() && addressChar(text.charAt(end));
    if (!before && !after) {
      return false;
    }
    for (int i = start - 1; i >= 0 && i >= start - 64; i--) {
      char c = text.charAt(i);
      if (c == '@') {
        return true;
      }
      if (!addressChar(c) && !Character.isLetterOrDigit(c)) {
        break;
      }
    }
    for (int i = end; i < text.length() && i < end + 64; i++) {
      char c = text.charAt(i);
      if (c == '@') {
        return true;
      }
      if (!addressChar(c) && !Character.isLetterOrDigit(c)) {
        break;
      }
    }
    return false;
  }

  private static boolean addressChar(char c) {
    return c == '.' || c == '+' || c == '-' || c == '_';
  }

  private static boolean glue(char c) {
    return c == '_' || c == '@' || c == '/' || c == '=' || c == '\\' || (c >= '0' && c <= '9');
  }

  /**
   * A capitalised word that is plainly not a name: "I"; a word opening a sentence that is frequent
   * in lower case, before a lower-case word or the pronoun "I" ("Will you", "Can I", "Just
   * checking"); a word opening a sentence that no name list knows, before a lower-case word, when
   * it is frequent in lower case or no place or organisation phrase ("The cat", "Battery life",
   * "Thanks, that"). Such words are never scored. Before a comma only frequent words qualify:
   * "Ahmed, can you" addresses a person.
   */
  static boolean plainWord(NameTokens n, int t) {
    Scan s = n.scan;
    int next = t + 1;
    if (next >= n.count || !s.hasLetter(next)) {
      return false;
    }
    int g = n.gap(next);
    boolean lowerNext = !s.isCapitalized(next);
    if (!lowerNext && !(g == NameTokens.GAP_SPACE && isPronounI(n, next))) {
      return false;
    }
    boolean comma = g == NameTokens.GAP_COMMA;
    if (g != NameTokens.GAP_SPACE && g != NameTokens.GAP_APOSTROPHE && !comma) {
      return false;
    }
    if (!comma && lowerNext && isPronounI(n, t)) {
      return true;
    }
    if (!n.sentenceStart(t) || (n.roles(t) & (Gazetteers.TITLE | Gazetteers.NAME_CUE)) != 0) {
      return false;
    }
    if (n.commonBand(t) >= 3 && !comma) {
      return true;
    }
    if (!lowerNext || n.firstBand(t) != 0 || n.surnameBand(t) != 0) {
      return false;
    }
    if (n.commonBand(t) >= 2) {
      return true;
    }
    if (comma) {
      return false;
    }
    // unknown to every list: a place or organisation phrase is the only way it is an entity
    EntityTagger.prepare(n, t);
    return (n.phrase[t] & ~EntityTagger.LOOKED_UP) == 0;
  }

  private static boolean isPronounI(NameTokens n, int t) {
    return n.scan.end(t) - n.scan.start(t) == 1 && n.text.charAt(n.scan.start(t)) == 'I';
  }

  /**
   * Whether a capitalised token follows ({@code dir} 1) or precedes (-1) particle {@code t}, across
   * at most two more particles ("de la Cruz"), with no break in between.
   */
  private static boolean capitalAcrossParticles(NameTokens n, int t, int dir) {
    for (int u = t + dir, steps = 0; u >= 0 && u < n.count && steps < 3; u += dir, steps++) {
      if (!NameTokens.joinable(n.gap(dir > 0 ? u : u + 1))) {
        return false;
      }
      if (n.capitalized(u)) {
        return true;
      }
      if ((n.roles(u) & Gazetteers.PARTICLE) == 0) {
        return false;
      }
    }
    return false;
  }

  /** A title or a two-word name cue ("name is", "call me") right before token {@code t}. */
  static boolean strongCue(NameTokens n, int t) {
    if (t == 0) {
      return false;
    }
    int start = n.scan.start(t - 1);
    int end = n.scan.end(t - 1);
    if (n.capitalized(t - 1)
        && n.gaz.titleFilter.mayContain(n.text, start, end)
        && n.gaz.titles.get(n.key(t - 1), 0) != 0) {
      return true;
    }
    char first = n.text.charAt(start);
    if (((first | 0x20) == 'i' || first >= 128)
        && (end - start == 2 && n.text.regionMatches(true, start, "im", 0, 2)
            || end - start == 3 && n.text.regionMatches(true, start, "its", 0, 3))) {
      return true; // "im jake", "hey its Aroha": chat spellings of "I'm", "it's"
    }
    return t >= 2
        && n.gaz.pairEndFilter.mayContain(n.text, start, end)
        && n.gaz.pairEnds.get(n.key(t - 1), 0) != 0
        && n.gaz.cuePairs.get(pairKey(n, t - 2), 0) > 0;
  }

  private static long pairKey(NameTokens n, int first) {
    long h = TextHash.step(n.key(first), ' '); // the first word's key is its hash from the seed
    return TextHash.fold(h, n.text, n.scan.start(first + 1), n.scan.end(first + 1));
  }

  /** Shape class: 0 lower, 1 capitalised, 2 all upper, 3 single capital, 4 mixed (McDonald). */
  static int shape(NameTokens n, int t) {
    if (t < 0 || t >= n.count) {
      return 5;
    }
    return n.shape(t);
  }

  /** Computes {@link #shape} (cached by {@link NameTokens#shape}). */
  static int computeShape(NameTokens n, int t) {
    Scan s = n.scan;
    if (!s.hasLetter(t)) {
      return 6;
    }
    int len = s.end(t) - s.start(t);
    if (s.isAllUpper(t)) {
      return len == 1 ? 3 : 2;
    }
    if (!s.isCapitalized(t)) {
      return 0;
    }
    return s.hasUpperInside(t) ? 4 : 1;
  }

  static int firstBand(int births) {
    return births <= 0
        ? 0
        : births < 1_000
            ? 1
            : births < 10_000 ? 2 : births < 100_000 ? 3 : births < 1_000_000 ? 4 : 5;
  }

  static int surnameBand(int rank) {
    return rank <= 0
        ? 0
        : rank <= 300 ? 1 : rank <= 3_000 ? 2 : rank <= 15_000 ? 3 : rank <= 50_000 ? 4 : 5;
  }

  static int commonBand(int count) {
    return count <= 0 ? 0 : count < 10 ? 1 : count < 50 ? 2 : count < 300 ? 3 : 4;
  }

  static int cityBand(int population) {
    return population <= 0 ? 0 : population < 100_000 ? 1 : population < 1_000_000 ? 2 : 3;
  }

  /** Receives the features of one token as (template, value) pairs. */
  interface Sink {
    void add(int template, long value);
  }

  /** A sink that writes the hashed features into a buffer (the trainer's form). */
  private static final class Keys implements Sink {
    private final long[] buf;
    private int k;

    Keys(long[] buf, int k) {
      this.buf = buf;
      this.k = k;
    }

    @Override
    public void add(int template, long value) {
      buf[k++] = TextHash.feature(template, value);
    }
  }

  /**
   * Writes the label-independent features of candidate token {@code t} into {@code buf} from index
   * 0 and answers how many there are.
   */
  static int extract(NameTokens n, int t, long[] buf) {
    Keys keys = new Keys(buf, 0);
    features(n, t, keys);
    return keys.k;
  }

  /** The features that depend on the previous token's label, written from index {@code k}. */
  static int withLabel(NameTokens n, int t, int prevLabel, long[] buf, int k) {
    Keys keys = new Keys(buf, k);
    labelFeatures(n, t, prevLabel, keys);
    return keys.k;
  }

  /** Gives the label-independent features of candidate token {@code t} to {@code sink}. */
  static void features(NameTokens n, int t, Sink sink) {
    Scan s = n.scan;
    long key = n.key(t);
    int shape = shape(n, t);
    int len = Math.min(s.end(t) - s.start(t), 8);
    int first = n.firstBand(t);
    int sur = n.surnameBand(t);
    int common = n.commonBand(t);
    int roles = n.roles(t);
    boolean sentenceStart = n.sentenceStart(t);
    sink.add(1, 1);
    sink.add(2, key);
    sink.add(3, shape * 16 + len + (s.hasDigit(t) ? 200 : 0));
    sink.add(4, suffix(n, t, 3));
    sink.add(10, first * 100 + sur * 10 + common);
    sink.add(11, roles);
    sink.add(12, n.phrase[t]);
    sink.add(13, n.gap(t) * 16 + n.gap(t + 1));
    sink.add(14, (sentenceStart ? 1000 : 0) + common * 10 + Math.min(first, 1) * 5 + shape);
    sink.add(15, n.caseMode() * 10 + shape);
    context(n, t, sink);
  }

  private static void context(NameTokens n, int t, Sink sink) {
    long prev = t > 0 ? n.key(t - 1) : START;
    long next = t + 1 < n.count ? n.key(t + 1) : NONE;
    int prevShape = shape(n, t - 1);
    int nextShape = shape(n, t + 1);
    sink.add(24, prevShape * 10 + nextShape);
    sink.add(25, t > 0 ? n.roles(t - 1) : -1);
    sink.add(26, t + 1 < n.count ? n.roles(t + 1) : -1);
    sink.add(28, prev * 31 + n.gap(t));
    sink.add(29, next * 31 + n.gap(t + 1));
    int nextFirst = t + 1 < n.count && nextShape >= 1 && nextShape <= 2 ? n.firstBand(t + 1) : -1;
    int nextSur = t + 1 < n.count && nextShape >= 1 && nextShape <= 4 ? n.surnameBand(t + 1) : -1;
    int prevFirst = t > 0 && prevShape >= 1 && prevShape <= 2 ? n.firstBand(t - 1) : -1;
    sink.add(30, nextFirst * 10 + nextSur);
    sink.add(31, prevFirst);
    sink.add(32, t > 0 ? n.phrase[t - 1] : -1);
    sink.add(33, t + 1 < n.count ? n.phrase[t + 1] : -1);
    sink.add(34, strongCue(n, t) ? 1 : 0);
  }

  /** Gives the features that depend on the previous token's label to {@code sink}. */
  static void labelFeatures(NameTokens n, int t, int prevLabel, Sink sink) {
    sink.add(41, prevLabel * 100 + shape(n, t) * 16 + n.gap(t));
    sink.add(42, prevLabel * 1000 + n.roles(t));
  }

  private static long suffix(NameTokens n, int t, int len) {
    int end = n.scan.end(t);
    int start = Math.max(n.scan.start(t), end - len);
    return TextHash.word(n.text, start, end) + len;
  }

  private static long prefix(NameTokens n, int t, int len) {
    int start = n.scan.start(t);
    return TextHash.word(n.text, start, Math.min(n.scan.end(t), start + len)) * 7;
  }
}
