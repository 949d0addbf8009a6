package dev.sigil.detect.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Hand-written word lists of the name, place and organisation recognizers, read from {@code
 * name-cues.txt} beside the gazetteers: titles, cue words, organisation suffixes, aliases of
 * places, well-known organisations. All lower case; phrases are words joined by one space (matched
 * token by token, so "st. kitts" is written "st kitts").
 */
final class NameCues {
  private NameCues() {}

  private static final Map<String, String[]> LISTS = read("/dev/sigil/detect/name-cues.txt");

  /** Honorifics and roles written before a person's name. */
  static final String[] TITLES = list("titles");

  /** Words after which a capitalised word is likely a person (the cue's last word). */
  static final String[] NAME_CUES = list("name_cues");

  /** Two-word cue phrases before a person's name ("my name is" ends in "name is"). */
  static final String[] NAME_CUE_PAIRS = list("name_cue_pairs");

  /** Words before a place ("live in X", "from X"). */
  static final String[] PLACE_CUES = list("place_cues");

  /** Words before an organisation ("work at X", "joined X"). */
  static final String[] ORG_CUES = list("org_cues");

  /** Last words of organisation names. */
  static final String[] ORG_SUFFIXES = list("org_suffixes");

  /** First words of organisation names ("University of X", "Bank of X"). */
  static final String[] ORG_HEADS = list("org_heads");

  /** Lower-case words inside names ("van der Berg", "de la Cruz", "University of Texas"). */
  static final String[] PARTICLES = list("particles");

  /** Month and day names: capitalised in running text, never names on their own. */
  static final String[] CALENDAR = list("calendar");

  /** Country and region names people write that the country list lacks. */
  static final String[] PLACE_ALIASES = list("place_aliases");

  /** US states and their postal codes (codes count only after "City,"). */
  static final String[] US_STATES = list("us_states");

  /** Well-known organisations (a small curated list; the model generalises beyond it). */
  static final String[] KNOWN_ORGS = list("known_orgs");

  /** Last words of street names. */
  static final String[] STREETS = list("streets");

  /** Products and software that appear capitalised in messages but are not organisations. */
  static final String[] PRODUCTS = list("products");

  /** Technical terms and titles that are no entity when written in capitals ("VPN", "CEO"). */
  static final String[] TECHNICAL = list("technical");

  private static String[] list(String section) {
    String[] words = LISTS.get(section);
    if (words == null) {
      throw new IllegalStateException("name-cues.txt has no section " + section);
    }
    return words;
  }

  /** Sections "[name]" of comma-separated entries; "#" starts a comment line. */
  private static Map<String, String[]> read(String resource) {
    Map<String, List<String>> sections = new HashMap<>();
    try (InputStream in = NameCues.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      List<String> current = null;
      for (String line; (line = r.readLine()) != null; ) {
        String l = line.strip();
        if (l.startsWith("[") && l.endsWith("]")) {
          current =
              sections.computeIfAbsent(l.substring(1, l.length() - 1), k -> new ArrayList<>());
        } else if (!l.isEmpty() && !l.startsWith("#") && current != null) {
          for (String entry : l.split(",")) {
            if (!entry.isBlank()) {
              current.add(entry.strip());
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + resource, e);
    }
    Map<String, String[]> out = new HashMap<>();
    sections.forEach((k, v) -> out.put(k, v.toArray(String[]::new)));
    return out;
  }
}
