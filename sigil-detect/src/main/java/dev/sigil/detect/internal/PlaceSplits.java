package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.NameRules.ORGANISATION;
import static dev.sigil.detect.internal.NameRules.PERSON;
import static dev.sigil.detect.internal.NameRules.PLACE;

import dev.sigil.detect.internal.NameRules.Span;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Places inside or beside what was found as a firm or a person: the branch of a firm ("Kaiser
 * Permanente Oakland", "Standard Chartered Singapore"), a place after a preposition inside a span
 * ("Giorgos Antoniou of Santorini", "de Facu en Palermo"), a place after a firm or a person ("at
 * Ocado in Erith"), a known place after words that say where one is or comes from ("I'm in Nice",
 * "a refugee from Chad"), a known city after another language's preposition ("a Napoli"), the value
 * of a field labelled as a town ("Ort: Wien") and the dateline of a press release ("HELSINKI, March
 * 21, 2024"). Each rule starts from a span's last token, a preposition or a colon.
 */
final class PlaceSplits {
  private PlaceSplits() {}

  static void apply(NameTokens n, List<Span> spans) {
    if (!spans.isEmpty()) {
      branches(n, spans);
      insidePrepositions(n, spans);
    }
    prepositions(n, spans);
    labels(n, spans);
    datelines(n, spans);
  }

  /** The first token of a known place ending at {@code last} and starting after {@code from}. */
  private static int placeEndingAt(NameTokens n, int from, int last) {
    for (int k = Math.max(from + 1, last - Gazetteers.MAX_PHRASE + 1); k <= last; k++) {
      if (!n.capitalized(k)) {
        continue;
      }
      n.markPhrases(k);
      if ((n.phrase[k] & NameTokens.PLACE_BEGIN) != 0 && n.placeEnd(k) == last) {
        return k;
      }
    }
    return -1;
  }

  /** The last token of the known organisation whose first token is {@code t}, or -1. */
  private static int orgEnd(NameTokens n, int t) {
    if (!n.capitalized(t)) {
      return -1;
    }
    n.markPhrases(t);
    if ((n.phrase[t] & NameTokens.ORG_BEGIN) == 0) {
      return -1;
    }
    int last = t;
    while (last + 1 < n.count && (n.phrase[last + 1] & NameTokens.ORG_INSIDE) != 0) {
      last++;
    }
    return last;
  }

  /**
   * Whether a list knows a phrase starting in {@code [first, before)} that reaches {@code last}.
   */
  private static boolean knownWhole(NameTokens n, int first, int before, int last) {
    for (int j = first; j < before; j++) {
      if (orgEnd(n, j) >= last) {
        return true;
      }
      if (n.capitalized(j)
          && (n.phrase[j] & NameTokens.PLACE_BEGIN) != 0
          && n.placeEnd(j) >= last) {
        return true;
      }
    }
    return false;
  }

  /**
   * Words before a place that make it part of the firm's own name: a college, an airport or a club
   * of the city ("Imperial College London", "Bayern Munich", "Real Madrid").
   */
  private static final WordList OWN_NAME =
      WordList.of(
          "college university universität université universidad università school institute"
              + " academy airport council museum zoo gallery library orchestra symphony philharmonic"
              + " opera ballet theatre theater times post herald tribune chronicle gazette press"
              + " observer mail journal star city united real inter ac atletico atlético bayern"
              + " dynamo dinamo sporting olympique olympic celta racing borussia rapid fc sc cf afc"
              + " athletic hertha eintracht standard red new north south east west central greater"
              + " upper lower saint st san santa port fort mount lake");

  /**
   * "Kaiser Permanente Oakland", "Savills Brighton", "Standard Chartered Singapore", "Hotel Arts
   * Barcelona": a known city or country at the end of a firm's span is a place of its own, unless a
   * list knows the whole phrase as one firm or place ("Air France", "Bank of America") or the word
   * before it makes it the firm's own ("Imperial College London", "Real Madrid"). A person's span
   * whose words before the place a list knows as a firm splits too ("Hilton Denver").
   */
  static void branches(NameTokens n, List<Span> spans) {
    for (int i = 0, size = spans.size(); i < size; i++) {
      Span s = spans.get(i);
      if (s.type != ORGANISATION && s.type != PERSON || s.last <= s.first || s.extra != 0) {
        continue;
      }
      int last = s.last;
      if (!n.capitalized(last) || n.scan.isAllUpper(last) || n.scan.hasDigit(last)) {
        continue; // most spans end otherwise than with a known place: the cheap look first
      }
      int k = placeEndingAt(n, s.first, last);
      if (k < 0
          || n.gap(k) != NameTokens.GAP_SPACE
          || !n.capitalized(k - 1)
          || OWN_NAME.contains(n.scan, k - 1)
          || k == last && n.commonBand(k) > 0
          || !plainWords(n, k, last)
          || k - 1 == s.first && (n.roles(s.first) & FIRM_ROLES) != 0
          || HOTELS.contains(n.scan, s.first)
          || !allCapitalized(n, s.first, k - 1)
          || k == last
              && k - 1 == s.first
              && (n.phrase[k] & NameTokens.REGION) == 0
              && !n.gaz.bigCityAt(n.scan, k)
          || knownWhole(n, s.first, k, last)) {
        continue;
      }
      if (s.type == PERSON && orgEnd(n, s.first) != k - 1) {
        continue; // "Jack London", "Paris Hilton": a person whose surname is a place
      }
      s.last = k - 1;
      s.type = ORGANISATION;
      Span place = new Span(k, last, PLACE, s.probability);
      place.minScore = Math.max(s.minScore, 0.6);
      spans.add(place);
    }
  }

  /**
   * Cue roles of a firm's word ("Grupo", "University"): none may be the place or all of the firm.
   */
  private static final int FIRM_ROLES =
      Gazetteers.ORG_CUE | Gazetteers.ORG_HEAD | Gazetteers.ORG_SUFFIX | Gazetteers.TITLE;

  /** Hotels are named with their city ("Hotel Keihan Kyoto"). */
  private static final WordList HOTELS = WordList.of("hotel hostel inn resort");

  /**
   * Whether every token of {@code [first, last]} is capitalised: a firm of surnames joined by "y"
   * or "and" ends with a surname that may be a town ("Aguilera Delacrúz y Soto Corona").
   */
  private static boolean allCapitalized(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (!n.capitalized(t)) {
        return false;
      }
    }
    return true;
  }

  /** Whether tokens {@code [first, last]} have no cue role and none is all capitals. */
  private static boolean plainWords(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (n.roles(t) != 0 || n.scan.isAllUpper(t)) {
        return false;
      }
    }
    return true;
  }

  /** Prepositions that never stand inside a firm's or a person's name before a place. */
  private static final WordList INSIDE = WordList.of("in en à au aux from");

  private static final WordList OF = WordList.of("of");

  /**
   * "Giorgos Antoniou of Santorini", "lo de Facu en Palermo": a lower-case preposition inside a
   * firm's or a person's span followed by a known place to the span's end splits the place off. The
   * words before "of" must be a first name and a surname ("Bank of America" stays whole).
   */
  static void insidePrepositions(NameTokens n, List<Span> spans) {
    for (int i = 0, size = spans.size(); i < size; i++) {
      Span s = spans.get(i);
      if (s.type != ORGANISATION && s.type != PERSON || s.last - s.first < 2 || s.extra != 0) {
        continue;
      }
      for (int p = s.first + 1; p < s.last; p++) {
        if (n.scan.isCapitalized(p) || !n.capitalized(p + 1)) {
          continue;
        }
        boolean of = OF.contains(n.scan, p);
        if (!of && !INSIDE.contains(n.scan, p)) {
          continue;
        }
        int k = placeEndingAt(n, p, s.last);
        if (k != p + 1 || knownWhole(n, s.first, p, s.last)) {
          break;
        }
        if (of) {
          if (p - s.first != 2
              || n.firstBand(s.first) == 0
              || n.surnameBand(p - 1) == 0
              || NameRules.knownOtherwise(n, s.first)
              || NameRules.knownOtherwise(n, p - 1)) {
            break;
          }
          s.type = PERSON;
        }
        Span place = new Span(k, s.last, PLACE, s.probability);
        place.minScore = Math.max(s.minScore, 0.6);
        spans.add(place);
        s.last = p - 1;
        break;
      }
    }
  }

  /** Words before "in" that say where someone is ("I'm in Nice", "staying in Reading"). */
  private static final WordList BEFORE_IN =
      WordList.of(
          "m am is are was were be been being live lives lived living stay stays stayed staying"
              + " based holiday holidays vacation born grew raised settled");

  /** Words before "from" that say where someone comes from ("a refugee from Chad"). */
  private static final WordList BEFORE_FROM =
      WordList.of(
          "m am is are was were originally come comes came coming hail hails hailed fled flee"
              + " moved emigrated refugee refugees migrant migrants immigrant immigrants guy guys"
              + " girl girls man men woman women boy boys lady family families people person"
              + " folks friend friends student students visitor visitors tourist tourists");

  /** Prepositions of other languages before a town ("a Napoli", "nach Wien", "z Züri"). */
  private static final WordList FOREIGN = WordList.of("a à au en nach aus bei z w em na do di da");

  /**
   * Cities by their own languages' names that the city list may lack, read as places only after a
   * cue ("a Napoli", "Ort: Wien").
   */
  private static final WordList ENDONYMS =
      WordList.of(
          "wien napoli münchen lisboa bruxelles warszawa praha firenze venezia milano roma torino"
              + " genova zürich züri frankfurt moskva kreta köln sevilla genève kraków");

  private static final WordList IN = WordList.of("in");
  private static final WordList FROM = WordList.of("from");

  /** The capitalised words a place after a firm's or a person's "in" may have, at most. */
  private static final int PLACE_WORDS = 3;

  /**
   * Places after prepositions: "at Ocado in Erith" (capitalised words after a firm's "in", not a
   * person's: "Sarah in Accounting"); "I'm in Nice", "a refugee from Chad", "that guy from jordan"
   * (a known place after words of where one is or comes from, lower case only for a country); "a
   * Napoli", "nach Wien" (a known city after another language's preposition).
   */
  static void prepositions(NameTokens n, List<Span> spans) {
    Span[] cover = null;
    for (int t = 1; t + 1 < n.count; t++) {
      int length = n.scan.end(t) - n.scan.start(t);
      if (length > 4) {
        continue;
      }
      char c = n.text.charAt(n.scan.start(t));
      if (c != 'f' && !n.capitalized(t + 1)) {
        continue; // most tokens: a lower-case word after them, and only "from" takes one
      }
      boolean in = c == 'i' && IN.contains(n.scan, t);
      boolean from = c == 'f' && FROM.contains(n.scan, t);
      boolean foreign = !in && !from && foreignInitial(c) && FOREIGN.contains(n.scan, t);
      if (!in && !from && !foreign || n.gap(t + 1) != NameTokens.GAP_SPACE) {
        continue;
      }
      int next = t + 1;
      boolean upper = n.capitalized(next);
      if (!upper && !(from && n.scan.hasLetter(next))) {
        continue;
      }
      if (upper && n.scan.isAllUpper(next) && n.caseMode() != 1) {
        continue; // "in HR"
      }
      if (cover == null) {
        cover = NameRules.coverage(spans, n.count);
      }
      Span held = cover[next];
      // the known place after the preposition, if any
      int placeLast = -1;
      int kind = 0;
      n.markPhrases(next);
      if ((n.phrase[next] & NameTokens.PLACE_BEGIN) != 0) {
        placeLast = n.placeEnd(next);
        kind = n.phrase[next] & (NameTokens.CITY | NameTokens.REGION);
      } else if (upper && ENDONYMS.contains(n.scan, next)) {
        placeLast = next;
        kind = NameTokens.CITY;
      }
      if (placeLast >= 0 && !ends(n, placeLast)) {
        placeLast = -1; // "in Paris Hilton", "from Jordan's"
      }
      int first = next;
      int last = -1;
      if (placeLast >= 0 && upper) {
        boolean cued =
            in && BEFORE_IN.contains(n.scan, t - 1)
                || from && BEFORE_FROM.contains(n.scan, t - 1)
                || foreign && (kind & NameTokens.CITY) != 0 && n.commonBand(next) == 0;
        if (cued && (held == null || held.first == next && held.last == placeLast)) {
          last = placeLast;
        }
      } else if (placeLast >= 0) {
        if (from
            && kind == NameTokens.REGION
            && placeLast == next
            && BEFORE_FROM.contains(n.scan, t - 1)
            && (held == null || held.first == next && held.last == next)) {
          last = placeLast; // "that guy from jordan"
        }
      }
      if (last < 0 && in && upper && (held == null || held.first == next)) {
        Span before = cover[t - 1];
        if (before != null
            && before.last == t - 1
            && before.type == ORGANISATION
            && n.firstBand(before.first) == 0) {
          last = plainPlace(n, next);
          if (held != null && held.last != last) {
            last = -1;
          }
        }
      }
      if (last < 0 || !onlyHeldBy(cover, first, last, held)) {
        continue; // "in New York" where a span holds "York" alone
      }
      if (held != null) {
        held.type = PLACE;
        held.minScore = Math.max(held.minScore, 0.6);
      } else {
        Span place = NameRules.sure(first, last, PLACE, 0.7);
        spans.add(place);
        NameRules.cover(cover, place);
      }
      t = last;
    }
  }

  /** Whether a place ending at token {@code last} ends there: no name or possessive goes on. */
  private static boolean ends(NameTokens n, int last) {
    if (last + 1 >= n.count) {
      return true;
    }
    int g = n.gap(last + 1);
    if (g == NameTokens.GAP_APOSTROPHE || g == NameTokens.GAP_HYPHEN) {
      return false;
    }
    return g != NameTokens.GAP_SPACE || !n.capitalized(last + 1);
  }

  /**
   * The last of the capitalised words from {@code first} that may be a town no list knows ("in
   * Erith"), or -1: none is a common word, a calendar word, a title, a cue or has a digit.
   */
  private static int plainPlace(NameTokens n, int first) {
    int last = first;
    while (last + 1 < n.count
        && last + 1 - first < PLACE_WORDS
        && n.gap(last + 1) == NameTokens.GAP_SPACE
        && n.capitalized(last + 1)) {
      last++;
    }
    if (!ends(n, last)) {
      return -1;
    }
    for (int t = first; t <= last; t++) {
      if (n.scan.hasDigit(t)
          || n.scan.isAllUpper(t)
          || n.commonBand(t) > 0
          || (n.roles(t) & ~Gazetteers.PLACE_CUE) != 0) {
        return -1;
      }
      n.markPhrases(t);
      if ((n.phrase[t] & (NameTokens.ORG_BEGIN | NameTokens.ORG_INSIDE)) != 0) {
        return -1;
      }
    }
    return last;
  }

  /** Field labels of a town in other languages ("Ort: Wien", "Lieu : Nantes"). */
  private static final WordList TOWN_LABELS =
      WordList.of(
          "ort lieu luogo ciudad stadt ville città citta cidade localidad località localita"
              + " wohnort plaats miejscowość miasto");

  /** "Ort: Wien", "Luogo: Firenze": the capitalised words after a town's label are a place. */
  static void labels(NameTokens n, List<Span> spans) {
    if (n.text.indexOf(':') < 0) {
      return;
    }
    Span[] cover = null;
    String text = n.text;
    for (int at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) {
      int end = at;
      while (end > 0 && text.charAt(end - 1) == ' ') {
        end--;
      }
      int t = n.scan.tokenAtOrAfter(end) - 1; // the token that ends before the colon
      if (t < 0
          || t + 1 >= n.count
          || n.scan.end(t) != end
          || !n.capitalized(t)
          || !n.sentenceStart(t)
          || !TOWN_LABELS.contains(n.scan, t)
          || !n.capitalized(t + 1)
          || n.sentenceStart(t + 1)) {
        continue;
      }
      int first = t + 1;
      int last = first;
      while (last + 1 < n.count
          && last + 1 - first < PLACE_WORDS
          && NameTokens.joinable(n.gap(last + 1))
          && n.capitalized(last + 1)) {
        last++;
      }
      if (cover == null) {
        cover = NameRules.coverage(spans, n.count);
      }
      NameRules.mark(spans, cover, first, last, PLACE, 0.7);
      at = Math.max(at, n.scan.end(last) - 1);
    }
  }

  /** Whether {@code c} opens a preposition of {@link #FOREIGN}. */
  private static boolean foreignInitial(char c) {
    return switch (c) {
      case 'a', 'à', 'e', 'n', 'b', 'z', 'w', 'd' -> true;
      default -> false;
    };
  }

  /** Whether no span but {@code held} (maybe none) holds a token of {@code [first, last]}. */
  private static boolean onlyHeldBy(Span[] cover, int first, int last, @Nullable Span held) {
    for (int k = first; k <= last; k++) {
      if (cover[k] != null && cover[k] != held) {
        return false;
      }
    }
    return true;
  }

  /**
   * "HELSINKI, March 21, 2024 - ...": a known city in capitals at the start of a line, followed by
   * a comma and a date, is the dateline of a press release.
   */
  static void datelines(NameTokens n, List<Span> spans) {
    if (!n.scan.anyAllUpper()) {
      return; // most texts
    }
    Span[] cover = null;
    for (int t = 0; t + 2 < n.count; t++) {
      if (!n.scan.isAllUpper(t) || n.scan.end(t) - n.scan.start(t) < 3 || !n.sentenceStart(t)) {
        continue;
      }
      n.markPhrases(t);
      if ((n.phrase[t] & NameTokens.PLACE_BEGIN) == 0) {
        continue;
      }
      int last = n.placeEnd(t);
      if (last + 1 >= n.count
          || n.gap(last + 1) != NameTokens.GAP_COMMA
          || (n.roles(last + 1) & Gazetteers.CALENDAR) == 0 && !n.scan.hasDigit(last + 1)) {
        continue;
      }
      if (cover == null) {
        cover = NameRules.coverage(spans, n.count);
      }
      NameRules.mark(spans, cover, t, last, PLACE, 0.8);
    }
  }
}
