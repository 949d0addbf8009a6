package dev.sigil.detect.eval;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * A seeded synthetic labelled corpus: short chat, support, e-mail, form, HR, medical-intake and
 * operations texts built from {@link Templates} whose slots are filled with generated values
 * ({@link Values}, {@link TextValues}) and hard negatives ({@link Decoys}). The same split, seed
 * and count always give the same documents. The train and dev splits share no template and no name,
 * city or company. Labels are class wire names.
 *
 * <p>{@code ./sigil synthetic-detect [--split train|dev] [--seed N] [--count N] [--out FILE]}
 * writes JSON Lines ({@code {"id", "text", "spans"}}) for {@code ./sigil eval-detect}.
 */
public final class Synthetic {
  /** The seed of the committed dev corpus (src/test/resources/eval/synthetic-dev.jsonl). */
  public static final long DEV_SEED = 1;

  public static final int DEV_COUNT = 1000;

  private final Values values;
  private final TextValues text;
  private final Decoys decoys;
  private final List<String> templates;

  private Synthetic(boolean train, long seed) {
    this.values = new Values(new Random(seed));
    this.text = new TextValues(values, train);
    this.decoys = new Decoys(values);
    this.templates = Templates.split(train);
  }

  /** {@code count} documents of the train or dev split. */
  public static List<LabelledText> generate(boolean train, long seed, int count) {
    Synthetic s = new Synthetic(train, seed);
    String prefix = train ? "train-" : "dev-";
    List<LabelledText> out = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      out.add(s.document(String.format(Locale.ROOT, "%s%05d", prefix, i + 1)));
    }
    return out;
  }

  /**
   * Realistic chat messages, about {@code chars} characters in all: most without personal data,
   * about one in four with some (from either split's templates). For benchmarks.
   */
  public static List<String> chatMessages(long seed, int chars) {
    Synthetic train = new Synthetic(true, seed);
    Synthetic dev = new Synthetic(false, seed + 1);
    Values v = train.values;
    List<String> out = new ArrayList<>();
    int total = 0;
    while (total < chars) {
      String m;
      if (v.chance(0.25)) {
        Synthetic s = v.chance(0.5) ? train : dev;
        m = s.fill(v.pick(s.templates), new DocBuilder()).text();
      } else {
        m = v.pick(Templates.PLAIN) + (v.chance(0.4) ? " " + v.pick(Templates.PLAIN) : "");
      }
      out.add(m);
      total += m.length();
    }
    return out;
  }

  private LabelledText document(String id) {
    DocBuilder doc = new DocBuilder();
    text.reset();
    int sentences = values.between(1, 3);
    for (int i = 0; i < sentences; i++) {
      if (i > 0) {
        doc.literal(values.chance(0.7) && endsSentence(doc.text()) ? " " : "\n");
      }
      if (values.chance(0.15)) {
        doc.literal(values.pick(Templates.PLAIN)).literal(" ");
      }
      fill(values.pick(templates), doc);
    }
    return doc.build(id);
  }

  /** Whether {@code text} ends a sentence, so the next may follow on the same line. */
  private static boolean endsSentence(String text) {
    char last = text.charAt(text.length() - 1);
    return last == '.' || last == '!' || last == '?';
  }

  private DocBuilder fill(String template, DocBuilder doc) {
    int i = 0;
    while (i < template.length()) {
      int open = template.indexOf('{', i);
      if (open < 0) {
        doc.literal(template.substring(i));
        break;
      }
      int close = template.indexOf('}', open);
      doc.literal(template.substring(i, open));
      slot(template.substring(open + 1, close), doc);
      i = close + 1;
    }
    return doc;
  }

  private void slot(String name, DocBuilder doc) {
    switch (name) {
      case "name" -> doc.value(text.name(), "name");
      case "first" -> doc.value(text.first(), "name");
      case "last" -> doc.value(text.last(), "name");
      case "email" -> doc.value(text.email(), "email");
      case "phone" -> doc.value(values.phone().text(), "phone");
      case "card" -> doc.value(values.card(), "card_number");
      case "iban" -> doc.value(values.iban(), "iban");
      case "ssn" -> doc.value(values.ssn(), "ssn");
      case "ipv4" -> doc.value(values.ipv4(), "ip_address");
      case "ipv6" -> doc.value(values.ipv6(), "ip_address");
      case "date" -> doc.value(text.date(false), "date");
      case "dob" -> doc.value(text.date(true), "date");
      case "address" -> doc.value(text.address(), "address");
      case "org" -> doc.value(text.org(), "organization");
      case "city" -> doc.value(text.city(), "location");
      case "country" -> country(doc);
      case "url" -> doc.value(text.url(), "url");
      case "secret" -> doc.value(text.secret(), "secret");
      default -> doc.literal(decoy(name));
    }
  }

  /** A country; the article of "the Netherlands" stays outside the span. */
  private void country(DocBuilder doc) {
    String c = text.country();
    if (c.startsWith("the ")) {
      doc.literal("the ");
      c = c.substring(4);
    }
    doc.value(c, "location");
  }

  private String decoy(String name) {
    return switch (name) {
      case "order" -> decoys.order();
      case "version" -> decoys.version();
      case "ts" -> decoys.timestamp();
      case "time" -> decoys.time();
      case "amount" -> decoys.amount();
      case "ticket" -> decoys.ticket();
      case "uuid" -> decoys.uuid();
      case "hash" -> decoys.hash();
      case "serial" -> decoys.serial();
      default -> throw new IllegalStateException("unknown template slot " + name);
    };
  }

  /** One document as a JSON line: {@code {"id", "text", "spans": [{"start","end","label"}]}}. */
  public static String toJsonLine(LabelledText doc) {
    StringBuilder b = new StringBuilder();
    b.append("{\"id\": ").append(Json.quote(doc.source()));
    b.append(", \"text\": ").append(Json.quote(doc.text())).append(", \"spans\": [");
    for (int i = 0; i < doc.spans().size(); i++) {
      GoldSpan s = doc.spans().get(i);
      b.append(i == 0 ? "" : ", ").append("{\"start\": ").append(s.start());
      b.append(", \"end\": ").append(s.end()).append(", \"label\": ");
      b.append(Json.quote(s.label())).append('}');
    }
    return b.append("]}").toString();
  }

  static void write(List<LabelledText> docs, Writer out) throws IOException {
    for (LabelledText d : docs) {
      out.write(toJsonLine(d));
      out.write('\n');
    }
  }

  public static void main(String[] args) throws IOException {
    System.exit(run(args, System.out, System.err));
  }

  static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
    boolean train = false;
    long seed = DEV_SEED;
    int count = DEV_COUNT;
    @Nullable Path file = null;
    try {
      for (int i = 0; i < args.length; i += 2) {
        String value = i + 1 < args.length ? args[i + 1] : "";
        switch (args[i]) {
          case "--split" -> train = split(value);
          case "--seed" -> seed = Long.parseLong(value);
          case "--count" -> count = Integer.parseUnsignedInt(value);
          case "--out" -> file = Path.of(value);
          default -> throw new IllegalArgumentException("unknown argument " + args[i]);
        }
      }
    } catch (IllegalArgumentException e) {
      err.println("synthetic-detect: " + e.getMessage());
      err.println(
          "usage: ./sigil synthetic-detect [--split train|dev] [--seed N] [--count N] [--out FILE]");
      return 2;
    }
    write(generate(train, seed, count), file, out);
    return 0;
  }

  /** Writes {@code docs} to {@code file}, or to {@code out} when it is null. */
  private static void write(List<LabelledText> docs, @Nullable Path file, PrintStream out)
      throws IOException {
    if (file == null) {
      Writer w = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8);
      write(docs, w);
      w.flush();
      return;
    }
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      write(docs, w);
    }
  }

  private static boolean split(String s) {
    return switch (s) {
      case "train" -> true;
      case "dev" -> false;
      default -> throw new IllegalArgumentException("--split is train or dev");
    };
  }
}
