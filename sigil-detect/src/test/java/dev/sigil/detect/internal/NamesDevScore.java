package dev.sigil.detect.internal;

import dev.sigil.detect.PiiClass;
import dev.sigil.detect.internal.NerCorpus.Doc;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Set;

/**
 * Scratch scorer of the name, place and organisation recognizer on the held-out sets (never read by
 * the trainer): WNUT-17 dev, Broad Twitter Corpus sections e and h, and generated sentences of the
 * held-out templates. Exact-span and overlap precision, recall and F2 per class, through the engine
 * with this family only. Not a test; run by {@code sigil-detect/train-names.sh} or {@code java -cp
 * target/classes:target/test-classes dev.sigil.detect.internal.NamesDevScore}.
 */
final class NamesDevScore {
  private NamesDevScore() {}

  public static void main(String[] args) {
    Path ner = Path.of(args.length > 0 ? args[0] : "/work/shared/data").resolve("ner-dev");
    Engine engine = new Engine(EntityRecognizers.all(), new EnumMap<>(PiiClass.class));
    Set<PiiClass> classes = Set.of(PiiClass.NAME, PiiClass.LOCATION, PiiClass.ORGANIZATION);
    score("wnut17 dev", NerCorpus.read(ner.resolve("wnut17/emerging.dev.conll")), engine, classes);
    score("btc e", NerCorpus.read(ner.resolve("btc/e.conll")), engine, classes);
    score("btc h", NerCorpus.read(ner.resolve("btc/h.conll")), engine, classes);
    // BTC labels "@" and the user name after it as persons; a user name is not a person's name
    score(
        "btc e, @handles not scored",
        withoutHandles(NerCorpus.read(ner.resolve("btc/e.conll"))),
        engine,
        classes);
    score(
        "btc h, @handles not scored",
        withoutHandles(NerCorpus.read(ner.resolve("btc/h.conll"))),
        engine,
        classes);
    List<Doc> generated = new NameTemplates(TrainNames.SEED + 1).generate(3_000, true);
    score("generated, held-out templates", generated, engine, classes);
  }

  static List<Doc> withoutHandles(List<Doc> docs) {
    List<Doc> out = new java.util.ArrayList<>();
    for (Doc d : docs) {
      List<NerCorpus.Gold> kept = new java.util.ArrayList<>();
      for (NerCorpus.Gold g : d.gold()) {
        String t = d.text();
        boolean at = t.charAt(g.start()) == '@' || g.start() >= 2 && t.charAt(g.start() - 2) == '@';
        if (!at) {
          kept.add(g);
        }
      }
      out.add(new Doc(d.text(), kept));
    }
    return out;
  }

  private static String show(String text, List<NerCorpus.Gold> spans) {
    StringBuilder sb = new StringBuilder();
    for (NerCorpus.Gold g : spans) {
      sb.append('[').append(text, g.start(), g.end()).append("]/").append(g.type()).append(' ');
    }
    return sb.toString();
  }

  static void score(String title, List<Doc> docs, Engine engine, Set<PiiClass> classes) {
    int shown = Integer.getInteger("names.errors", 0);
    for (Doc d : docs) {
      if (shown <= 0) {
        break;
      }
      var found = NameScoring.spans(engine.detect(d.text(), classes));
      if (!new java.util.HashSet<>(found).equals(new java.util.HashSet<>(d.gold()))) {
        shown--;
        System.out.println("TEXT " + d.text().replace('\n', '|'));
        System.out.println("  gold " + show(d.text(), d.gold()));
        System.out.println("  found " + show(d.text(), found));
      }
    }
    boolean handles = title.contains("@handles");
    NameScoring s =
        NameScoring.score(
            docs,
            text -> {
              List<NerCorpus.Gold> found = NameScoring.spans(engine.detect(text, classes));
              return handles ? withoutHandles(List.of(new Doc(text, found))).get(0).gold() : found;
            });
    System.out.print(s.report(title + " (" + docs.size() + " docs)"));
  }
}
