package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The standard recognizers, the name rules included, on long repetitive texts: each finishes in
 * time in proportion to its length. The bound is loose (well under a second's work is given ten
 * seconds): it catches work that grows with the square of the text, which a relay's caller could
 * use to hold a core for minutes with one request body, and not speed regressions, which the
 * benchmarks measure.
 */
class StandardRobustnessTest {
  private static final Set<PiiClass> ALL = EnumSet.allOf(PiiClass.class);
  private static final Engine ENGINE = new Engine(Recognizers.standard(), Map.of());

  @Test
  void longRepetitiveTextsFinish() {
    String[] units = {
      "Abc-", // one hyphenated chain: each of its words was read to the chain's end
      "Abc'",
      " y St.CoCo", // thousands of firms: each one rebuilt the list of spans
      "Abc, ",
      "Abc and ",
      "Abc & ",
      "Abc - ",
      "ABC ",
      "Abc\n",
      "John Smith ",
      "van ",
      "#Abc ",
      "Mr. Abc ",
      "12 Main Street, ",
      "Hauptstr. 5, 12345 Berlin ",
      "Orn, Sauer and Rutherford ",
    };
    for (String unit : units) {
      finishes(unit, 1 << 19);
    }
  }

  /**
   * Rules that compare each new span with those found before it: a megabyte of such names took
   * seconds before the recognizer read long texts in pieces ({@link EntityRecognizer#PIECE}); two
   * megabytes would take about 15 s, in pieces they take well under one.
   */
  @Test
  void textsOfThousandsOfNamesFinish() {
    String[] units = {
      "thanks emma ",
      "amy schumer ",
      "WHO says ",
      "@ClareBalding ",
      "in New Joanna ",
      "Czechia\n",
      "Robert et Maillard ",
      "from Alexdorf ",
    };
    for (String unit : units) {
      finishes(unit, 1 << 21);
    }
  }

  private static void finishes(String unit, int chars) {
    String text = unit.repeat(chars / unit.length());
    ENGINE.detect(unit.repeat(64), ALL); // loads the word lists outside the bound
    assertTimeoutPreemptively(
        Duration.ofSeconds(10), () -> ENGINE.detect(text, ALL), () -> "unit " + unit);
  }

  /** A long text is cut at a line break, else a sentence's end, else a space, else anywhere. */
  @Test
  void piecesEndAtABreak() {
    int piece = EntityRecognizer.PIECE;
    String words = "word ".repeat(piece / 5 + 10);
    assertThat(EntityRecognizer.pieceEnd(words, 0)).isEqualTo(piece / 5 * 5);
    String sentences = "Hi there. ".repeat(piece / 10 + 10);
    assertThat(EntityRecognizer.pieceEnd(sentences, 0)).isEqualTo(piece / 10 * 10);
    String lines = "x".repeat(piece - 300) + "\nA line. More words " + "y".repeat(piece);
    assertThat(EntityRecognizer.pieceEnd(lines, 0)).isEqualTo(piece - 299);
    String one = "a".repeat(piece - 1) + "😀" + "b".repeat(piece);
    assertThat(EntityRecognizer.pieceEnd(one, 0)).isEqualTo(piece - 1); // not inside the pair
    String shortText = "Ask Emma Stone.";
    assertThat(EntityRecognizer.pieceEnd(shortText, 0)).isEqualTo(shortText.length());
  }

  /**
   * A long text's entities are those of its pieces, at their places in the whole: the names of a
   * long letter are found in every part of it, with the offsets of the whole text.
   */
  @Test
  void aLongTextsEntitiesAreThoseOfItsPieces() {
    String paragraph =
        "Dear Maria Gonzalez, thank you for visiting our office in Chicago. Please ask Daniel"
            + " Okafor at Deloitte to send the report.\n";
    String text = paragraph.repeat(3 * EntityRecognizer.PIECE / paragraph.length());
    Set<PiiClass> entities = EnumSet.of(PiiClass.NAME, PiiClass.LOCATION, PiiClass.ORGANIZATION);
    List<Entity> one = ENGINE.detect(paragraph, entities);
    assertThat(one).hasSize(4);
    List<String> expected = new ArrayList<>();
    for (int at = 0; at < text.length(); at += paragraph.length()) {
      for (Entity e : one) {
        expected.add(e.piiClass().wireName() + ":" + (at + e.start()) + "-" + (at + e.end()));
      }
    }
    List<String> found = new ArrayList<>();
    for (Entity e : ENGINE.detect(text, entities)) {
      found.add(e.piiClass().wireName() + ":" + e.start() + "-" + e.end());
    }
    assertThat(found).isEqualTo(expected);
  }
}
