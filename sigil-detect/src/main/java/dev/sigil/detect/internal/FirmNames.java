package dev.sigil.detect.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Organisations named after people, which the name model reads as people: partnerships ("Orn, Sauer
 * and Rutherford", "Skadden, Arps, Slate & Flom"), family firms ("Corkery and Sons", "Lebsack &
 * Co"), paired names ("Hoppe - Roob") and a name with a company word ("Davis-Konopelski Group"). A
 * member is one capitalised word or several joined by a hyphen or an apostrophe ("O'Reilly",
 * "Considine-Haley"). Lists of first names ("Anna, Ben and Carl") and of places ("Paris, Lyon and
 * Nice") are not firms: a partnership needs all members but one to read as surnames, at most one
 * frequent first name and at most one known place. A firm replaces the model's spans inside it and
 * trims those that reach into it, so no character they covered is left uncovered unless the firm
 * covers it.
 */
final class FirmNames {
  /**
   * Scores (the highest a span may report): three or more partners, a family firm, a pair, a name
   * and a company word.
   */
  static final double PARTNERS = 0.8;

  static final double FAMILY = 0.85;
  static final double PAIR = 0.65;
  static final double SUFFIXED = 0.75;

  private static final WordList FAMILY_WORDS =
      WordList.of(
          "sons son co company brothers bros partners associates zonen söhne hermanos hijos fils"
              + " figli");

  /** "and" in English, German, French, Italian, Spanish and Dutch. */
  private static final WordList AND = WordList.of("and und et e y en");

  /** How many tokens before one of the model's spans a firm may start ("Lemke, [Goodwin]"). */
  private static final int REACH = 2;

  private FirmNames() {}

  /**
   * Adds the firms of {@code n} to {@code spans}, adjusting the spans they overlap. A firm starts
   * at one of the model's spans or at most {@link #REACH} tokens before it: the model tags at least
   * one of a firm's first names, and looking nowhere else keeps the rule cheap.
   */
  static void apply(NameTokens n, List<NameRules.Span> spans) {
    if (spans.isEmpty()) {
      return; // the model finds at least one of a firm's names
    }
    List<NameRules.Span> firms = null;
    int covered = -1; // the last token of the last firm found
    int[] firsts = new int[spans.size()]; // in text order (the cue rule appends its spans)
    for (int i = 0; i < firsts.length; i++) {
      firsts[i] = spans.get(i).first;
    }
    Arrays.sort(firsts);
    for (int first : firsts) {
      for (int t = Math.max(covered + 1, first - REACH); t <= first; t++) {
        NameRules.Span firm = firmAt(n, t);
        if (firm != null) {
          if (firms == null) {
            firms = new ArrayList<>(2);
          }
          firms.add(firm);
          covered = firm.last;
          break;
        }
      }
    }
    if (firms == null) {
      return;
    }
    next:
    for (NameRules.Span f : firms) {
      for (NameRules.Span s : spans) {
        if (f.maxScore == SUFFIXED
            && s.type == NameRules.ORGANISATION
            && s.first <= f.first
            && f.last <= s.last) {
          continue next; // the model read further: "Globex Holdings Inc."
        }
      }
      List<NameRules.Span> kept = new ArrayList<>(spans.size() + 1);
      for (NameRules.Span s : spans) {
        if (s.last < f.first || s.first > f.last) {
          kept.add(s);
        } else if (s.first < f.first) {
          s.last = f.first - 1; // the part before the firm ("Judy Bosco" of "Judy Bosco Watsica")
          kept.add(s);
        } else if (s.last > f.last) {
          s.first = f.last + 1;
          kept.add(s);
        }
      }
      kept.add(f);
      spans.clear();
      spans.addAll(kept);
    }
    spans.removeIf(s -> !n.capitalized(s.first) || !n.capitalized(s.last));
  }

  private static NameRules.Span firmAt(NameTokens n, int t) {
    if (!n.capitalized(t) || !joinerFollows(n, extent(n, t) + 1)) {
      return null; // most capitalised words: a lower-case word or the end follows
    }
    int end = member(n, t);
    if (end < 0 || (t > 0 && n.gap(t) == NameTokens.GAP_NONE)) {
      return null;
    }
    int u = end + 1;
    // "Corkery and Sons", "Lebsack & Co"
    int family = afterConnector(n, u);
    if (family >= 0 && n.capitalized(family) && FAMILY_WORDS.contains(n.scan, family)) {
      return span(t, family, FAMILY);
    }
    // "Orn, Sauer and Rutherford": members joined by commas, the last by "and" or "&"; not
    // from the surname of a person before it ("Lucy Thomas, Dare, Jacobi and Mclaughlin")
    if (n.gap(u) == NameTokens.GAP_COMMA && !(continuesName(n, t) && n.firstBand(t - 1) >= 3)) {
      int members = 0;
      int good = 0;
      int firsts = 0;
      int places = 0;
      int m = t;
      int mEnd = end;
      boolean last = false; // whether member m follows the connector
      while (true) {
        members++;
        good += surnameLike(n, m, mEnd) ? 1 : 0;
        firsts += firstName(n, m, mEnd) ? 1 : 0;
        places += notPlace(n, m, mEnd) ? 0 : 1;
        if (last) {
          boolean firm = members >= 3 && good >= members - 1 && firsts <= 1 && places <= 1;
          return firm ? span(t, mEnd, PARTNERS) : null;
        }
        int next = mEnd + 1;
        if (next >= n.count) {
          return null;
        }
        if (n.gap(next) == NameTokens.GAP_COMMA && members < 6) {
          m = next;
        } else {
          m = afterConnector(n, next);
          last = true;
          if (m < 0) {
            return null;
          }
        }
        mEnd = member(n, m);
        if (mEnd < 0) {
          return null;
        }
      }
    }
    // "Hoppe - Roob": two names around a spaced dash
    String text = n.scan.text();
    if (n.gap(u) == NameTokens.GAP_HYPHEN
        && n.scan.start(u) - n.scan.end(end) == 3
        && text.charAt(n.scan.end(end)) == ' ') {
      int pEnd = member(n, u);
      if (pEnd >= 0
          && !continuesName(n, t)
          && (knownSurname(n, t, end) || knownSurname(n, u, pEnd))
          && uncommon(n, t, end)
          && uncommon(n, u, pEnd)
          && (notPlace(n, t, end) || notPlace(n, u, pEnd))) {
        return span(t, pEnd, PAIR);
      }
    }
    // "Davis-Konopelski Group"
    if (n.gap(u) == NameTokens.GAP_SPACE
        && n.capitalized(u)
        && (n.roles(u) & Gazetteers.ORG_SUFFIX) != 0
        && surnameLike(n, t, end)
        && !continuesName(n, t)) {
      return span(t, u, SUFFIXED);
    }
    return null;
  }

  private static NameRules.Span span(int first, int last, double score) {
    NameRules.Span s = new NameRules.Span(first, last, NameRules.ORGANISATION, 1);
    s.maxScore = score;
    return s;
  }

  /**
   * The token after " and " (or und, et, e, y, en) or " & " following token {@code u - 1}, or -1.
   */
  private static int afterConnector(NameTokens n, int u) {
    if (n.gap(u) == NameTokens.GAP_AMP) {
      return u;
    }
    return and(n, u) ? u + 1 : -1;
  }

  /** Whether token {@code t} is "and" (or und, et, e, y, en) between spaces, with a word after. */
  static boolean and(NameTokens n, int t) {
    return t + 1 < n.count
        && n.gap(t) == NameTokens.GAP_SPACE
        && n.gap(t + 1) == NameTokens.GAP_SPACE
        && !n.capitalized(t)
        && AND.contains(n.scan, t);
  }

  /**
   * Whether token {@code u} can continue a firm: it follows a comma, an ampersand or a dash, or is
   * capitalised or "and" after a space.
   */
  private static boolean joinerFollows(NameTokens n, int u) {
    if (u >= n.count) {
      return false;
    }
    int g = n.gap(u);
    return g == NameTokens.GAP_COMMA
        || g == NameTokens.GAP_AMP
        || g == NameTokens.GAP_HYPHEN
        || g == NameTokens.GAP_SPACE && (n.capitalized(u) || AND.contains(n.scan, u));
  }

  /** The last token of a member starting at {@code t}, or -1. */
  private static int member(NameTokens n, int t) {
    if (!n.capitalized(t)
        || n.scan.hasDigit(t)
        || (n.roles(t) & (Gazetteers.TITLE | Gazetteers.CALENDAR)) != 0) {
      return -1;
    }
    int end = extent(n, t);
    return end == t && n.scan.end(t) - n.scan.start(t) < 2 ? -1 : end; // not "I" or "A"
  }

  /** The last of the capitalised tokens joined to {@code t} by a hyphen or an apostrophe. */
  private static int extent(NameTokens n, int t) {
    int end = t;
    while (end + 1 < n.count
        && n.capitalized(end + 1)
        && n.scan.start(end + 1) - n.scan.end(end) == 1
        && (n.gap(end + 1) == NameTokens.GAP_HYPHEN
            || n.gap(end + 1) == NameTokens.GAP_APOSTROPHE)) {
      end++;
    }
    return end;
  }

  /**
   * A member that reads as a surname: none of its words is a frequent first name ("John", "Mary")
   * or a frequent common word ("Salt") unless it is among the 300 most frequent surnames ("Brown").
   */
  private static boolean surnameLike(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (n.surnameBand(t) != 1 && (n.firstBand(t) >= 3 || n.commonBand(t) >= 3)) {
        return false;
      }
    }
    return true;
  }

  /** Whether token {@code t} continues a capitalised phrase ("Emily Osment - Let"). */
  private static boolean continuesName(NameTokens n, int t) {
    return t > 0 && n.capitalized(t - 1) && n.gap(t) == NameTokens.GAP_SPACE;
  }

  /** A member whose words are all surnames of the gazetteer. */
  private static boolean knownSurname(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (n.surnameBand(t) == 0) {
        return false;
      }
    }
    return true;
  }

  /** A surname-like member none of whose words is a common word ("Office", "Day"). */
  private static boolean uncommon(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (n.commonBand(t) >= 2) {
        return false;
      }
    }
    return surnameLike(n, first, last);
  }

  /** A member that is one frequent first name and not a frequent surname ("Jason", "Michelle"). */
  private static boolean firstName(NameTokens n, int first, int last) {
    return first == last && n.firstBand(first) >= 3 && n.surnameBand(first) != 1;
  }

  /** A member none of whose words starts or is part of a known place or organisation. */
  private static boolean notPlace(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      n.markPhrases(t);
      if ((n.phrase[t] & (NameTokens.CITY | NameTokens.REGION | NameTokens.ORG_BEGIN)) != 0) {
        return false;
      }
    }
    return true;
  }
}
