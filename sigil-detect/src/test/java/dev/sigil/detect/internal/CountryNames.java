package dev.sigil.detect.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

/**
 * Writes {@code country-names.tsv}: the names of countries and territories in English, German,
 * French, Spanish, Italian, Dutch and Portuguese ("Lettland", "Îles Marshall", "Costa d'Avorio")
 * from the Unicode CLDR data of the running JDK, with their ISO 3166-1 codes. Left out: the names
 * already in {@code countries.tsv}, and names that are also a frequent first name, a frequent
 * surname or a common word of the other resources ("Maurice", "Salvador", "Italia") or an English
 * word ("Island"), which would make every such person or word a place. Run by {@code
 * prepare-gazetteers.sh} as a single-file program: {@code java CountryNames.java RESOURCE_DIR}.
 */
public final class CountryNames {
  private static final String[] LANGUAGES = {"en", "de", "fr", "es", "it", "nl", "pt"};

  /** English words that the word lists do not know as such ("Island": Iceland in German). */
  private static final Set<String> ENGLISH_WORDS = Set.of("Island");

  private CountryNames() {}

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    Set<String> known = new HashSet<>();
    for (String line : Files.readAllLines(dir.resolve("countries.tsv"))) {
      known.add(line.split("\t")[0]);
    }
    Set<String> taken = new HashSet<>();
    taken.addAll(words(dir.resolve("first-names.tsv.gz"), v -> v >= 2_000)); // band 3 and up
    taken.addAll(words(dir.resolve("surnames.tsv.gz"), v -> v <= 3_000)); // bands 1 and 2
    taken.addAll(words(dir.resolve("common-words.tsv.gz"), v -> true));
    Map<String, String> names = new TreeMap<>();
    for (String code : Locale.getISOCountries()) {
      Locale country = Locale.of("", code);
      for (String language : LANGUAGES) {
        String name = country.getDisplayCountry(Locale.of(language));
        for (String n : new String[] {name, name.replace('\u2019', '\'')}) {
          if (!n.equals(code)
              && !known.contains(n)
              && !ENGLISH_WORDS.contains(n)
              && !taken.contains(n.toLowerCase(Locale.ROOT))) {
            names.putIfAbsent(n, code);
          }
        }
      }
    }
    StringBuilder out = new StringBuilder();
    names.forEach((name, code) -> out.append(name).append('\t').append(code).append('\n'));
    Files.writeString(dir.resolve("country-names.tsv"), out, StandardCharsets.UTF_8);
  }

  private interface Keep {
    boolean test(long value);
  }

  /** The words of a gzipped "word TAB number" resource whose number {@code keep} accepts. */
  private static Set<String> words(Path file, Keep keep) throws IOException {
    Set<String> words = new HashSet<>();
    try (InputStream in = new GZIPInputStream(Files.newInputStream(file));
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null; ) {
        String[] f = line.split("\t");
        if (keep.test(Long.parseLong(f[1]))) {
          words.add(f[0]);
        }
      }
    }
    return words;
  }
}
