package dev.sigil.detect.eval;

import dev.sigil.detect.Detector;
import dev.sigil.detect.PiiClass;
import dev.sigil.detect.standard.Detectors;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * {@code ./sigil eval-detect}: scores the standard detector against labelled files and prints
 * precision, recall, F1 and F2 per class, exact and overlapping. Exit 0 when scored, 2 on a usage
 * error or an unreadable file.
 */
public final class EvalMain {
  static final String USAGE =
      """
      usage: ./sigil eval-detect FILE [FILE...] [--classes a,b] [--format conll|json] [--errors N]
        Scores the standard detector on labelled files: precision, recall, F1 and F2 per class
        and overall (micro), by exact span and by overlap. A file scores only the classes its
        gold spans use; labels that map to no class are listed as unscored.
        FILE          CoNLL (token, tag per line; .conll .txt .bio) or JSON spans (array or
                      JSON Lines of {"text": ..., "spans": [{"start","end","label"}]}; .json .jsonl)
        --classes     detect and score only these classes (wire names, e.g. email,name)
        --format      the format of every FILE, instead of guessing it from the extension
        --errors N    list up to N missed, N spurious and N partial spans WITH THEIR TEXT:
                      for development data only, never for real personal data
      """;

  private EvalMain() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err, Detectors.standard()));
  }

  /** Runs the command with {@code detector}; answers the exit status. */
  static int run(String[] args, PrintStream out, PrintStream err, Detector detector) {
    if (List.of(args).contains("-h") || List.of(args).contains("--help")) {
      out.print(USAGE);
      return 0;
    }
    Options options;
    try {
      options = Options.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("eval-detect: " + e.getMessage());
      err.print(USAGE);
      return 2;
    }
    return evaluate(options, out, err, detector);
  }

  private static int evaluate(
      Options options, PrintStream out, PrintStream err, Detector detector) {
    Scorer scorer = new Scorer(detector, options.classes(), options.errors());
    long started = System.nanoTime();
    long chars = 0;
    for (Path file : options.files()) {
      List<LabelledText> docs;
      try {
        docs = read(file, options.format());
      } catch (IOException | CorpusFormatException e) {
        err.println("eval-detect: cannot read " + file + ": " + e.getMessage());
        return 2;
      }
      Set<PiiClass> scored = scorer.scoreFile(docs);
      chars += docs.stream().mapToLong(d -> d.text().length()).sum();
      int spans = docs.stream().mapToInt(d -> d.spans().size()).sum();
      out.printf(
          Locale.ROOT,
          "%s: %d texts, %d gold spans; scored: %s%n",
          file,
          docs.size(),
          spans,
          scored.isEmpty() ? "nothing" : names(scored));
    }
    report(scorer, chars, (System.nanoTime() - started) / 1e9, out);
    return 0;
  }

  private static void report(Scorer scorer, long chars, double seconds, PrintStream out) {
    if (!scorer.unscored().isEmpty()) {
      out.println("unscored labels: " + unscored(scorer.unscored()));
    }
    out.println();
    Report.table(scorer, out);
    out.printf(
        Locale.ROOT,
        "%n%d texts, %d chars, %.2f s (reading, detecting and scoring)%n",
        scorer.texts(),
        chars,
        seconds);
    Report.mistakes(scorer, out);
  }

  static List<LabelledText> read(Path file, String format) throws IOException {
    String f = format.isEmpty() ? guessFormat(file) : format;
    return f.equals("conll") ? ConllReader.read(file) : JsonSpanReader.read(file);
  }

  static String guessFormat(Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    if (name.endsWith(".json") || name.endsWith(".jsonl") || name.endsWith(".ndjson")) {
      return "json";
    }
    return "conll"; // .conll, .txt, .bio, and anything else
  }

  private static String names(Set<PiiClass> classes) {
    return classes.stream().map(PiiClass::wireName).collect(Collectors.joining(", "));
  }

  private static String unscored(Map<String, Integer> labels) {
    return labels.entrySet().stream()
        .map(e -> e.getKey() + " " + e.getValue())
        .collect(Collectors.joining(", "));
  }

  /** The command line. */
  record Options(List<Path> files, Set<PiiClass> classes, String format, int errors) {
    static Options parse(String[] args) {
      List<Path> files = new ArrayList<>();
      Set<PiiClass> classes = EnumSet.allOf(PiiClass.class);
      String format = "";
      int errors = 0;
      for (int i = 0; i < args.length; i++) {
        String a = args[i];
        switch (a) {
          case "--classes" -> classes = classes(value(args, ++i, a));
          case "--format" -> format = format(value(args, ++i, a));
          case "--errors" -> errors = count(value(args, ++i, a));
          default -> {
            if (a.startsWith("--")) {
              throw new IllegalArgumentException("unknown option " + a);
            }
            files.add(Path.of(a));
          }
        }
      }
      if (files.isEmpty()) {
        throw new IllegalArgumentException("no FILE given");
      }
      return new Options(files, classes, format, errors);
    }

    private static String value(String[] args, int i, String option) {
      if (i >= args.length) {
        throw new IllegalArgumentException(option + " needs a value");
      }
      return args[i];
    }

    private static Set<PiiClass> classes(String list) {
      Set<PiiClass> out = EnumSet.noneOf(PiiClass.class);
      for (String name : list.split(",")) {
        if (name.isBlank()) {
          continue;
        }
        out.add(
            Labels.classOf(name)
                .orElseThrow(() -> new IllegalArgumentException("unknown class " + name.strip())));
      }
      if (out.isEmpty()) {
        throw new IllegalArgumentException("--classes names no class");
      }
      return out;
    }

    private static String format(String f) {
      if (!f.equals("conll") && !f.equals("json")) {
        throw new IllegalArgumentException("--format is conll or json");
      }
      return f;
    }

    private static int count(String n) {
      try {
        int v = Integer.parseInt(n);
        if (v >= 0) {
          return v;
        }
      } catch (NumberFormatException e) {
        // falls through to the usage error
      }
      throw new IllegalArgumentException("--errors needs a count >= 0");
    }
  }
}
