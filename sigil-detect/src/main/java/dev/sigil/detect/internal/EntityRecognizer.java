package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * People's names, places and organisations in free text: the name model tags capitalised tokens
 * (and lower-case ones after a strong cue), then {@link NameRules} adjusts spans and scores with
 * cues the model may miss. Scores: the model's mean entity probability mapped so that the trained
 * threshold of the span's type becomes the engine's default 0.5.
 */
final class EntityRecognizer implements Recognizer {
  private static final Set<PiiClass> CLASSES =
      Set.of(PiiClass.NAME, PiiClass.LOCATION, PiiClass.ORGANIZATION);
  private static final PiiClass[] TYPES = {
    null, PiiClass.NAME, PiiClass.LOCATION, PiiClass.ORGANIZATION
  };

  @Override
  public Set<PiiClass> classes() {
    return CLASSES;
  }

  /**
   * Texts longer than this many chars are read in pieces of at most this size, as even as the cuts
   * allow, cut at a line break, else after a sentence's end, else at a space. Some rules compare a
   * span with the others found so far, so a text of thousands of names took time in the square of
   * its length (a megabyte of "thanks emma" took seconds); in pieces it takes time in proportion to
   * it. An entity does not cross a cut, and each piece is read as a text of its own.
   */
  static final int PIECE = 8192;

  @Override
  public void find(Scan scan, Candidates out) {
    String text = scan.text();
    if (text.length() <= PIECE) {
      find(scan, 0, out);
      return;
    }
    for (int from = 0; from < text.length(); ) {
      int to = pieceEnd(text, from);
      find(new Scan(text.substring(from, to)), from, out);
      from = to;
    }
  }

  /**
   * Where the piece that starts at {@code from} ends: the rest split into pieces of at most {@link
   * #PIECE} chars, this one about as long as the others, and cut at the best break in its second
   * half (a line break, else whitespace after a sentence's end, else whitespace), or, in a run
   * without whitespace, at its size but not inside a surrogate pair.
   */
  static int pieceEnd(String text, int from) {
    int rest = text.length() - from;
    if (rest <= PIECE) {
      return text.length();
    }
    int pieces = (rest + PIECE - 1) / PIECE;
    int limit = from + (rest + pieces - 1) / pieces;
    int least = from + (limit - from) / 2;
    int space = -1;
    int sentence = -1;
    for (int i = limit - 1; i >= least; i--) {
      char c = text.charAt(i);
      if (c == '\n') {
        return i + 1;
      }
      if (Character.isWhitespace(c)) {
        if (space < 0) {
          space = i + 1;
        }
        if (sentence < 0 && sentenceEnd(text, i - 1)) {
          sentence = i + 1;
        }
      }
    }
    if (sentence >= 0 || space >= 0) {
      return sentence >= 0 ? sentence : space;
    }
    return Character.isLowSurrogate(text.charAt(limit)) ? limit - 1 : limit;
  }

  /**
   * Whether {@code text[i]} ends a sentence: "!" or "?", or a period after a word of four letters
   * or more or a digit, not after a title or an initial ("Mr. Smith", "John F. Kennedy").
   */
  private static boolean sentenceEnd(String text, int i) {
    char c = text.charAt(i);
    if (c == '!' || c == '?') {
      return true;
    }
    if (c != '.') {
      return false;
    }
    int letters = 0;
    for (int j = i - 1; j >= 0 && Character.isLetter(text.charAt(j)) && letters < 4; j--) {
      letters++;
    }
    return letters >= 4 || i > 0 && Character.isDigit(text.charAt(i - 1));
  }

  /** Finds the entities of {@code scan}, a text that starts at {@code offset} of the whole. */
  static void find(Scan scan, int offset, Candidates out) {
    if (scan.tokenCount() == 0) {
      return;
    }
    NameTokens n = new NameTokens(scan, Gazetteers.get());
    NameModel model = NameModel.get();
    List<NameRules.Span> spans = new ArrayList<>();
    EntityTagger.tag(
        n, model, (first, last, type, p) -> spans.add(new NameRules.Span(first, last, type, p)));
    for (NameRules.Span s : NameRules.apply(n, spans)) {
      out.add(
          TYPES[s.type],
          offset + withHash(n.text, scan.start(s.first)),
          offset + scan.end(s.last) + s.extra,
          Math.max(
              s.minScore, Math.min(s.maxScore, calibrate(s.probability, model.threshold(s.type)))));
    }
  }

  /**
   * The start of an entity that begins at {@code start}, taking in the "#" of a hashtag
   * ("#Adelaide" is the place, as annotators mark it).
   */
  static int withHash(String text, int start) {
    return start >= 1
            && text.charAt(start - 1) == '#'
            && (start == 1 || Character.isWhitespace(text.charAt(start - 2)))
        ? start - 1
        : start;
  }

  /** Maps a probability so that {@code threshold} lands on 0.5 (monotone, 1 stays 1). */
  static double calibrate(double p, double threshold) {
    if (p >= threshold) {
      return 0.5 + 0.5 * (p - threshold) / (1 - threshold);
    }
    return 0.5 * p / threshold;
  }
}
