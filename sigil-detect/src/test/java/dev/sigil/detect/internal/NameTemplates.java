package dev.sigil.detect.internal;

import dev.sigil.detect.internal.NerCorpus.Doc;
import dev.sigil.detect.internal.NerCorpus.Gold;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.zip.GZIPInputStream;

/**
 * Labelled sentences the project generates itself: templates of PII benchmark sentences, support
 * tickets, e-mails with signatures and chat, filled from the gazetteers with a seeded random. Every
 * fifth template is held out: {@link #generate} with {@code heldOut} uses only those, so the
 * held-out set has sentence forms the model never saw. Slots: {P} full name, {F} first name, {T}
 * title and surname, {C} city, {K} country, {S} "City, ST", {O} organisation, {U} US state.
 */
final class NameTemplates {
  private final List<String> first;
  private final List<String> last;
  private final List<String> cities;
  private final Random random;

  NameTemplates(long seed) {
    random = new Random(seed);
    first = column("first-names.tsv.gz", 6_000);
    last = column("surnames.tsv.gz", 25_000);
    cities = column("cities.tsv.gz", 3_000);
    first.addAll(List.of(NameTemplateWords.INTERNATIONAL_FIRST));
    last.addAll(List.of(NameTemplateWords.INTERNATIONAL_LAST));
  }

  private static List<String> column(String resource, int limit) {
    List<String> out = new ArrayList<>();
    try (var in = NameTemplates.class.getResourceAsStream("/dev/sigil/detect/" + resource);
        var r =
            new BufferedReader(
                new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null && out.size() < limit; ) {
        out.add(line.substring(0, line.indexOf('\t')));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  List<Doc> generate(int count, boolean heldOut) {
    List<Doc> docs = new ArrayList<>(count);
    String[] all = NameTemplateWords.TEMPLATES;
    List<String> pool = new ArrayList<>();
    for (int i = 0; i < all.length; i++) {
      if ((i % 5 == 4) == heldOut) {
        pool.add(all[i]);
      }
    }
    List<String> negatives = new ArrayList<>();
    for (int i = 0; i < NameTemplateWords.NEGATIVES.length; i++) {
      if ((i % 5 == 4) == heldOut) {
        negatives.add(NameTemplateWords.NEGATIVES[i]);
      }
    }
    for (int i = 0; i < count; i++) {
      int mix = random.nextInt(10);
      String negative = negatives.get(random.nextInt(negatives.size()));
      if (mix == 0) {
        docs.add(new Doc(negative, List.of()));
        continue;
      }
      Doc doc = render(pool.get(random.nextInt(pool.size())));
      if (mix <= 2) {
        docs.add(new Doc(doc.text() + (mix == 1 ? " " : "\n") + negative, doc.gold()));
      } else if (mix == 3) {
        docs.add(shift(negative + " ", doc));
      } else {
        docs.add(doc);
      }
    }
    return docs;
  }

  private static Doc shift(String prefix, Doc doc) {
    List<Gold> gold = new ArrayList<>();
    for (Gold g : doc.gold()) {
      gold.add(new Gold(g.start() + prefix.length(), g.end() + prefix.length(), g.type()));
    }
    return new Doc(prefix + doc.text(), gold);
  }

  private Doc render(String template) {
    StringBuilder text = new StringBuilder();
    List<Gold> gold = new ArrayList<>();
    int mode = random.nextInt(40); // 0: all lower case, 1: all upper case
    int i = 0;
    while (i < template.length()) {
      char c = template.charAt(i);
      if (c == '{' && template.indexOf('}', i) == i + 2) {
        char slot = template.charAt(i + 1);
        if (slot == 'T') {
          text.append(pick(NameTemplateWords.TITLES)).append(' ');
        }
        int start = text.length();
        int type = fill(slot, text);
        gold.add(new Gold(start, text.length(), type));
        i += 3;
      } else {
        text.append(c);
        i++;
      }
    }
    String s = text.toString();
    if (mode == 0) {
      s = s.toLowerCase(Locale.ROOT);
    } else if (mode == 1) {
      s = s.toUpperCase(Locale.ROOT);
    }
    return new Doc(s, List.copyOf(gold));
  }

  private int fill(char slot, StringBuilder out) {
    switch (slot) {
      case 'P' -> fullName(out);
      case 'F' -> out.append(title(pick(first)));
      case 'T' -> out.append(surname());
      case 'C' -> out.append(pick(cities));
      case 'K' -> out.append(pick(NameTemplateWords.COUNTRIES));
      case 'U' -> out.append(pick(NameTemplateWords.STATES));
      case 'S' -> out.append(pick(cities)).append(", ").append(pick(NameTemplateWords.STATE_CODES));
      case 'O' -> organisation(out);
      default -> throw new IllegalArgumentException("slot " + slot);
    }
    return switch (slot) {
      case 'P', 'F', 'T' -> 1;
      case 'O' -> 3;
      default -> 2;
    };
  }

  private void fullName(StringBuilder out) {
    out.append(title(pick(first)));
    int form = random.nextInt(12);
    if (form == 0) {
      out.append(' ').append((char) ('A' + random.nextInt(26))).append('.');
    } else if (form == 1) {
      out.append('-').append(title(pick(first)));
    }
    out.append(' ').append(surname());
  }

  private String surname() {
    int form = random.nextInt(30);
    String s = title(pick(last));
    return switch (form) {
      case 0 -> "O'" + s;
      case 1 -> "Mc" + s;
      case 2 -> pick(NameTemplateWords.PARTICLES) + " " + s;
      case 3 -> s + "-" + title(pick(last));
      default -> s;
    };
  }

  private void organisation(StringBuilder out) {
    int form = random.nextInt(6);
    switch (form) {
      case 0 -> out.append(pick(NameTemplateWords.ORGS));
      case 1 -> out.append("University of ").append(pick(cities));
      case 2 -> out.append(pick(cities)).append(' ').append(pick(NameTemplateWords.ORG_KINDS));
      default ->
          out.append(title(pick(last))).append(' ').append(pick(NameTemplateWords.ORG_SUFFIXES));
    }
  }

  private static String title(String s) {
    if (s.isEmpty()) {
      return s;
    }
    String lower = s.toLowerCase(Locale.ROOT);
    return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
  }

  private <T> T pick(List<T> list) {
    // favour frequent entries (lists are sorted by frequency) without starving the tail
    int n = list.size();
    int i = random.nextBoolean() ? random.nextInt(Math.min(n, 500)) : random.nextInt(n);
    return list.get(i);
  }

  private String pick(String[] array) {
    return array[random.nextInt(array.length)];
  }
}
