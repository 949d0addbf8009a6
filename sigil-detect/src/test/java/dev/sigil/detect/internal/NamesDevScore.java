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
    List<Doc> generated = new NameTemplates(TrainNames.SEED + 1).generate(3_000, true);
    score("generated, held-out templates", generated, engine, classes);
  }

  static void score(String title, List<Doc> docs, Engine engine, Set<PiiClass> classes) {
    NameScoring s =
        NameScoring.score(docs, text -> NameScoring.spans(engine.detect(text, classes)));
    System.out.print(s.report(title + " (" + docs.size() + " docs)"));
  }
}
