package dev.sigil.detect.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CoNLL-style token-per-line files: the token, then the tag in the last column (separated by
 * tabs, or by spaces when the line has no tab), a blank line between sentences, {@code -DOCSTART-}
 * lines and lines with an empty token (a tab first) ignored. The sentence text is its tokens joined
 * by single spaces.
 *
 * <p>Tags are read tolerantly so IOB1, IOB2, BIOES/BILOU and bare labels all work: {@code O} ends a
 * span; {@code B-X}, {@code S-X}, {@code U-X} start one; {@code I-X}, {@code E-X}, {@code L-X} and
 * a bare {@code X} continue the open span when it has label X and start one otherwise; {@code E},
 * {@code L}, {@code S}, {@code U} end the span after their token. The prefix may also follow the
 * label ({@code PER-B}) and be joined by {@code _}.
 */
public final class ConllReader {
  private ConllReader() {}

  public static List<LabelledText> read(Path file) throws IOException {
    return parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
  }

  /** Parses {@code content}; {@code source} names it in errors. */
  public static List<LabelledText> parse(String source, String content) {
    List<LabelledText> out = new ArrayList<>();
    Sentence sentence = new Sentence(source);
    String[] lines = content.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = i == 0 && lines[0].startsWith("\uFEFF") ? lines[0].substring(1) : lines[i];
      if (line.isBlank()) {
        sentence.finish(out);
        continue;
      }
      if (line.charAt(0) == '\t') {
        continue; // an empty token (BTC has a few): nothing to add to the text
      }
      String[] fields = fields(line);
      if (fields[0].equals("-DOCSTART-")) {
        sentence.finish(out);
        continue;
      }
      if (fields.length < 2) {
        throw new CorpusFormatException(
            source + ":" + (i + 1) + ": expected a token and a tag separated by a tab or spaces");
      }
      sentence.add(fields[0], Tag.parse(fields[fields.length - 1]), i + 1);
    }
    sentence.finish(out);
    return out;
  }

  private static String[] fields(String line) {
    if (line.indexOf('\t') >= 0) {
      return line.split("\t");
    }
    return line.strip().split(" +");
  }

  /** One tag: its position prefix (B, I, E, S, or O) and its label. */
  record Tag(char position, String label) {
    static Tag parse(String raw) {
      String t = raw.strip();
      if (t.equals("O") || t.equals("o") || t.equals("-") || t.equals("_")) {
        return new Tag('O', "");
      }
      if (t.length() > 2 && isPrefix(t.charAt(0)) && isJoin(t.charAt(1))) {
        return new Tag(normal(t.charAt(0)), t.substring(2));
      }
      int n = t.length();
      if (n > 2 && isPrefix(t.charAt(n - 1)) && isJoin(t.charAt(n - 2))) {
        return new Tag(normal(t.charAt(n - 1)), t.substring(0, n - 2));
      }
      return new Tag('I', t);
    }

    private static boolean isPrefix(char c) {
      return "BIESLU".indexOf(c) >= 0;
    }

    private static boolean isJoin(char c) {
      return c == '-' || c == '_';
    }

    private static char normal(char c) {
      return switch (c) {
        case 'L' -> 'E';
        case 'U' -> 'S';
        default -> c;
      };
    }
  }

  /** The sentence being read: its text so far and its spans. */
  private static final class Sentence {
    private final String source;
    private final StringBuilder text = new StringBuilder();
    private final List<GoldSpan> spans = new ArrayList<>();
    private int firstLine;
    private String openLabel = "";
    private int openStart = -1;
    private int lastEnd;

    Sentence(String source) {
      this.source = source;
    }

    void add(String token, Tag tag, int line) {
      if (text.isEmpty()) {
        firstLine = line;
      } else {
        text.append(' ');
      }
      int start = text.length();
      text.append(token);
      boolean continues =
          (tag.position() == 'I' || tag.position() == 'E') && tag.label().equals(openLabel);
      if (!continues) {
        close();
        if (tag.position() != 'O') {
          openLabel = tag.label();
          openStart = start;
        }
      }
      lastEnd = text.length();
      if (tag.position() == 'E' || tag.position() == 'S') {
        close();
      }
    }

    private void close() {
      if (openStart >= 0) {
        spans.add(new GoldSpan(openStart, lastEnd, openLabel));
      }
      openStart = -1;
      openLabel = "";
    }

    void finish(List<LabelledText> out) {
      close();
      if (!text.isEmpty()) {
        out.add(new LabelledText(source + ":" + firstLine, text.toString(), spans));
      }
      text.setLength(0);
      spans.clear();
    }
  }
}
