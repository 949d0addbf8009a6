package dev.sigil.detect.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;

/**
 * The word lists of the name, place and organisation recognizers, loaded once from the resources
 * beside this class (see NOTICE.md there) on first use and shared read-only. Every table is keyed
 * by {@link TextHash} of the folded word or phrase.
 */
final class Gazetteers {
  static final int TITLE = 1;
  static final int NAME_CUE = 2;
  static final int PLACE_CUE = 4;
  static final int ORG_CUE = 8;
  static final int ORG_SUFFIX = 16;
  static final int ORG_HEAD = 32;
  static final int PARTICLE = 64;
  static final int CALENDAR = 128;
  static final int STATE_CODE = 256;

  /** Longest phrase (in words) of the place and organisation tables. */
  static final int MAX_PHRASE = 5;

  private static final String DIR = "/dev/sigil/detect/";

  /** Births per first name (SSA, 1880-2024). */
  final LongIntMap firstNames;

  /** Rank per surname (US Census 1990, 1 = most frequent). */
  final LongIntMap surnames;

  /** Largest population per city name (GeoNames, population >= 15,000), phrases. */
  final LongIntMap cities;

  /** Countries, aliases, regions and US states (value 1), phrases. */
  final LongIntMap regions;

  /** Well-known organisations, phrases. */
  final LongIntMap orgs;

  /** Times a word was written in lower case in the NER training text. */
  final LongIntMap commonWords;

  /** Cue roles per word (bit set of the constants above). */
  final LongIntMap cues;

  /** Two-word name cues ("name is", "call me"). */
  final LongIntMap cuePairs;

  private Gazetteers() {
    firstNames = load("first-names.tsv.gz", 40_000, false, true);
    surnames = load("surnames.tsv.gz", 90_000, false, false);
    cities = load("cities.tsv.gz", 25_000, true, true);
    commonWords = load("common-words.tsv.gz", 2_500, false, true);
    regions = load("countries.tsv", 300, true, true);
    for (String s : NameCues.PLACE_ALIASES) {
      regions.putMax(TextHash.phrase(s), 1);
    }
    orgs = new LongIntMap(NameCues.KNOWN_ORGS.length);
    for (String s : NameCues.KNOWN_ORGS) {
      orgs.putMax(TextHash.phrase(s), 1);
    }
    cues = new LongIntMap(1024);
    roles(NameCues.TITLES, TITLE);
    roles(NameCues.NAME_CUES, NAME_CUE);
    roles(NameCues.PLACE_CUES, PLACE_CUE);
    roles(NameCues.ORG_CUES, ORG_CUE);
    roles(NameCues.ORG_SUFFIXES, ORG_SUFFIX);
    roles(NameCues.ORG_HEADS, ORG_HEAD);
    roles(NameCues.PARTICLES, PARTICLE);
    roles(NameCues.CALENDAR, CALENDAR);
    for (int i = 0; i < NameCues.US_STATES.length; i++) {
      String s = NameCues.US_STATES[i];
      if (s.length() == 2) {
        addRole(TextHash.phrase(s), STATE_CODE);
      } else {
        regions.putMax(TextHash.phrase(s), 1);
      }
    }
    cuePairs = new LongIntMap(64);
    for (String s : NameCues.NAME_CUE_PAIRS) {
      cuePairs.putMax(TextHash.phrase(s), 1);
    }
  }

  private static final class Holder {
    static final Gazetteers INSTANCE = new Gazetteers();
  }

  /** The shared tables (loaded on the first call; class initialisation makes it thread-safe). */
  static Gazetteers get() {
    return Holder.INSTANCE;
  }

  private void roles(String[] words, int role) {
    for (String w : words) {
      addRole(TextHash.phrase(w), role);
    }
  }

  private void addRole(long key, int role) {
    cues.putOverwrite(key, cues.get(key, 0) | role);
  }

  int cueRoles(long wordKey) {
    return cues.get(wordKey, 0);
  }

  /**
   * Reads "key TAB number" lines; of keys that fold alike, the larger number wins ({@code keepMax},
   * counts) or the smaller (ranks). Non-numeric values (country codes) count as 1.
   */
  private static LongIntMap load(String name, int expected, boolean phrase, boolean keepMax) {
    LongIntMap map = new LongIntMap(expected);
    try (InputStream raw = Gazetteers.class.getResourceAsStream(DIR + name)) {
      if (raw == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      InputStream in = name.endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line; (line = r.readLine()) != null; ) {
        int tab = line.indexOf('\t');
        if (tab <= 0) {
          continue;
        }
        String key = line.substring(0, tab);
        long h = phrase ? TextHash.phrase(key) : TextHash.word(key, 0, key.length());
        int value = number(line, tab + 1);
        if (keepMax) {
          map.putMax(h, value);
        } else {
          map.putMin(h, value);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + name, e);
    }
    return map;
  }

  private static int number(String line, int from) {
    long v = 0;
    for (int i = from; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c < '0' || c > '9') {
        return v == 0 ? 1 : (int) Math.min(Integer.MAX_VALUE, v);
      }
      v = Math.min(Integer.MAX_VALUE, v * 10 + (c - '0'));
    }
    return (int) v;
  }
}
