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
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
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
      "efua: wait what\ntomek 10:42: ok\n", // a chat's speakers and their mentions
      "sorry! - Federica ",
    };
    for (String unit : units) {
      finishes(unit, 1 << 19, text -> ENGINE.detect(text, ALL));
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
      "U.S. ",
      "U . S . ",
      "#MichaelBrown ",
      "Bye Capwin ! ",
      "Mulcair says ",
      "a lenovo ",
      "wow emma and ",
    };
    for (String unit : units) {
      finishes(unit, 1 << 21, text -> ENGINE.detect(text, ALL));
    }
  }

  /**
   * A state code read as the region of an address at the end of the text: the postcode after it was
   * looked for past the last token, and the Canadian check threw.
   */
  @Test
  void anAddressThatEndsTheTextAtARegionCodeDoesNotThrow() {
    for (String text :
        new String[] {"Ship to Acme S.A. 3 Oak Triangle\nRIP", "P S.p.A.3 M Street\nPN"}) {
      assertThat(ENGINE.detect(text, ALL)).as(text).isNotNull();
    }
  }

  /** Detects {@code unit} repeated to {@code chars} within the bound, after a short warm-up. */
  private static void finishes(String unit, int chars, Consumer<String> detect) {
    String text = unit.repeat(chars / unit.length());
    detect.accept(unit.repeat(64)); // loads the word lists outside the bound
    assertTimeoutPreemptively(
        Duration.ofSeconds(10), () -> detect.accept(text), () -> "unit " + unit);
  }

  /**
   * The two name rules that were quadratic on their own, tried without the pieces, which would hide
   * them: a chain of hyphenated capitalised words (each of its words was read to the chain's end)
   * and thousands of firms (each rebuilt the list of spans). Half a megabyte took about 90 s and 20
   * s; now well under a second.
   */
  @Test
  void theFirmRulesTakeTimeInProportionToTheirText() {
    for (String unit : new String[] {"Abc-", " y St.CoCo"}) {
      finishes(unit, 1 << 19, text -> EntityRecognizer.find(new Scan(text), 0, new Candidates()));
    }
  }

  /**
   * A long text is cut into pieces about as long as each other, at a line break, else after a
   * sentence's end (not after a title), else at a space, else anywhere but inside a surrogate pair.
   */
  @Test
  void piecesEndAtABreak() {
    String words = "word ".repeat(3000); // 15,000 chars: two pieces
    assertThat(EntityRecognizer.pieceEnd(words, 0)).isEqualTo(7500);
    String sentences = "Hi there. Bye now ".repeat(900); // the last space is at 8,099
    assertThat(EntityRecognizer.pieceEnd(sentences, 0)).isEqualTo(8092);
    String titles = "Ask Mr. Smith today. ".repeat(800); // three pieces; "Mr. " is at 5,594
    assertThat(EntityRecognizer.pieceEnd(titles, 0)).isEqualTo(5586);
    String lines = "a ".repeat(2500) + "\n" + "Hi there. ".repeat(1100);
    assertThat(EntityRecognizer.pieceEnd(lines, 0)).isEqualTo(5001);
    String one = "a".repeat(8191) + "😀" + "b".repeat(8191);
    assertThat(EntityRecognizer.pieceEnd(one, 0)).isEqualTo(8191); // not inside the pair
    String shortText = "Ask Emma Stone.";
    assertThat(EntityRecognizer.pieceEnd(shortText, 0)).isEqualTo(shortText.length());
    // a line break near the end makes no tiny last piece
    String tail = "w ".repeat(4095) + "\ntail";
    assertThat(EntityRecognizer.pieceEnd(tail, 0)).isBetween(2048, 4200);
    Random random = new Random(5);
    for (int round = 0; round < 50; round++) {
      String text = "x ".repeat(4096 + random.nextInt(60_000));
      for (int from = 0; from < text.length(); ) {
        int to = EntityRecognizer.pieceEnd(text, from);
        assertThat(to - from).isBetween(EntityRecognizer.PIECE / 4, EntityRecognizer.PIECE);
        from = to;
      }
    }
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
    for (String line : new String[] {paragraph, paragraph.replace("\n", " ")}) {
      assertEntitiesOfPieces(line); // cut at line breaks, then at sentences' ends
    }
  }

  private static void assertEntitiesOfPieces(String paragraph) {
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
