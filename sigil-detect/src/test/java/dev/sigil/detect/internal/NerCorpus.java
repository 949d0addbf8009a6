package dev.sigil.detect.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Labelled text for training and scoring the name model: CoNLL files (token TAB BIO tag, blank line
 * between documents; the NER development data WNUT-17 and Broad Twitter Corpus, CC BY 4.0) read
 * into texts whose tokens are joined by one space, with gold spans as character offsets.
 */
final class NerCorpus {
  /** One gold span; type 1 person, 2 location, 3 organisation. */
  record Gold(int start, int end, int type) {}

  record Doc(String text, List<Gold> gold) {}

  private NerCorpus() {}

  /** Maps a CoNLL entity type to 1..3, or 0 for types that are not scored (products, works). */
  static int type(String tag) {
    String t = tag.substring(2).toLowerCase(java.util.Locale.ROOT);
    return switch (t) {
      case "per", "person" -> 1;
      case "loc", "location" -> 2;
      case "org", "corporation", "group" -> 3;
      default -> 0;
    };
  }

  static List<Doc> read(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Doc> docs = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    List<Gold> gold = new ArrayList<>();
    int spanStart = -1;
    int spanType = 0;
    int spanEnd = -1;
    for (String line : lines) {
      if (line.isBlank()) {
        if (spanStart >= 0 && spanType > 0) {
          gold.add(new Gold(spanStart, spanEnd, spanType));
        }
        spanStart = -1;
        if (text.length() > 0) {
          docs.add(new Doc(text.toString(), List.copyOf(gold)));
        }
        text.setLength(0);
        gold.clear();
        continue;
      }
      int tab = line.lastIndexOf('\t');
      String token = tab < 0 ? line : line.substring(0, tab);
      String tag = tab < 0 ? "O" : line.substring(tab + 1).trim();
      if (text.length() > 0) {
        text.append(' ');
      }
      int start = text.length();
      text.append(token);
      boolean inside = tag.startsWith("I-") && spanStart >= 0 && spanType == type(tag);
      if (!inside && spanStart >= 0) {
        if (spanType > 0) {
          gold.add(new Gold(spanStart, spanEnd, spanType));
        }
        spanStart = -1;
      }
      if (tag.startsWith("B-") || tag.startsWith("I-") && !inside) {
        spanStart = start;
        spanType = type(tag);
      }
      spanEnd = text.length();
    }
    if (spanStart >= 0 && spanType > 0) {
      gold.add(new Gold(spanStart, spanEnd, spanType));
    }
    if (text.length() > 0) {
      docs.add(new Doc(text.toString(), List.copyOf(gold)));
    }
    return docs;
  }
}
