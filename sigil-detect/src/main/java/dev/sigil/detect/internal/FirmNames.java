package dev.sigil.detect.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Organisations named after people, which the name model reads as people: partnerships ("Orn, Sauer
 * and Rutherford", "Skadden, Arps, Slate & Flom"), family firms ("Corkery and Sons", "Lebsack &
 * Co"), paired names ("Hoppe - Roob") and a name with a company word ("Davis-Konopelski Group"). A
 * member is one capitalised word or several joined by a hyphen or an apostrophe ("O'Reilly",
 * "Considine-Haley"), after at most two surname particles ("van der Heyden", "de Vos"). A name
 * followed by a legal form written with periods is a firm too ("Nicastro s.r.l.", "Maas V.O.F.").
 * Lists of first names ("Anna, Ben and Carl") and of places ("Paris, Lyon and Nice") are not firms:
 * a partnership needs all members but one to read as surnames, at most one frequent first name and
 * at most one known place, and none beside it that is a surname and a smaller town ("Williamson,
 * Graham and Murray" are a firm, "Jackson, Franklin and Paris" are not, nor are such towns after a
 * place cue: "near Ilminster, Avon and Somerset"). A firm replaces the model's spans inside it and
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

  /**
   * Family words written in lower case in their languages' firm names ("Panza e figli", "Ruiz e
   * hijos"); English "and sons" stays capitalised, as "sons" alone is a common word.
   */
  private static final WordList LOWER_FAMILY_WORDS = WordList.of("figli hijos fils zonen söhne");

  /**
   * Legal forms after a name that the model's organisation suffixes leave out: French, Dutch,
   * Spanish, Portuguese and Nordic forms ("Nguyen SASU", "de Ruiter BV", "van der Ven Groep").
   */
  private static final WordList LEGAL_FORMS =
      WordList.of(
          "sasu eurl sarl snc gie scs sca scop selarl ei vof bvba sprl groep gruppe gruppo grupo"
              + " ltda lda aps oyj kft ohg kgaa asociados associati associés");

  /**
   * Legal forms written with periods, by their letters in lower case: "S.r.l.", "S.p.A.", "S.A.",
   * "S.L.", "S.A.S.", "S.n.c.", "V.O.F.", "B.V.", "N.V.", "e.V.".
   */
  private static final Set<String> DOTTED_FORMS =
      Set.of("srl", "spa", "sa", "sl", "sas", "snc", "vof", "bv", "nv", "ev");

  /** Lower-case words that begin surnames ("van der Heyden", "de Vos", "di Maio"). */
  private static final WordList PARTICLES =
      WordList.of("van von der den de del della di da dos das du le la ter ten des");

  /** How many capitalised words a name before a dotted legal form may have. */
  private static final int DOTTED_NAME_WORDS = 4;

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
      int from = first - REACH;
      while (from > 0 && from > first - REACH - 2 && particle(n, from - 1)) {
        from--; // "[van der] Heijden, van Veen and Groothuizen"
      }
      for (int t = Math.max(covered + 1, from); t <= first; t++) {
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
    if (firms != null) {
      place(n, spans, firms);
    }
  }

  /**
   * Puts {@code firms} (in text order, disjoint) into {@code spans}: each firm in turn drops the
   * spans inside it and trims those that reach into it, unless it is a name with a company word
   * that the model read further ("Globex Holdings Inc."). Then the spans other than firms that do
   * not both start and end with a capitalised word go. Only the spans that overlap a firm are
   * visited, so a text of many firms and spans takes time in proportion to them (a sweep in order
   * of their first tokens).
   */
  private static void place(NameTokens n, List<NameRules.Span> spans, List<NameRules.Span> firms) {
    NameRules.Span[] byFirst = spans.toArray(NameRules.Span[]::new);
    Arrays.sort(byFirst, Comparator.comparingInt(s -> s.first));
    Set<NameRules.Span> gone = Collections.newSetFromMap(new IdentityHashMap<>());
    Set<NameRules.Span> placed = Collections.newSetFromMap(new IdentityHashMap<>());
    List<NameRules.Span> open = new ArrayList<>(); // spans that may reach the next firm
    int next = 0;
    next:
    for (NameRules.Span f : firms) {
      while (next < byFirst.length && byFirst[next].first <= f.last) {
        open.add(byFirst[next++]);
      }
      open.removeIf(s -> gone.contains(s) || s.last < f.first);
      // every open span now overlaps f: it was opened with first <= f.last, and a first only
      // moves to just after an earlier firm, so to f.first at the latest
      for (NameRules.Span s : open) {
        if (f.maxScore == SUFFIXED
            && s.type == NameRules.ORGANISATION
            && s.first <= f.first
            && f.last <= s.last) {
          continue next; // the model read further: "Globex Holdings Inc."
        }
      }
      for (NameRules.Span s : open) {
        if (s.first < f.first) {
          s.last = f.first - 1; // the part before the firm ("Judy Bosco" of "Judy Bosco Watsica")
          while (s.last > s.first && !n.capitalized(s.last)) {
            s.last--; // "Luettgen Inc" of "Luettgen Inc and [Nicolas, Torp and Mante]"
          }
        } else if (s.last > f.last) {
          s.first = f.last + 1;
        } else {
          gone.add(s);
        }
      }
      placed.add(f);
    }
    spans.removeIf(gone::contains);
    for (NameRules.Span f : firms) {
      if (placed.contains(f)) {
        spans.add(f);
      }
    }
    spans.removeIf(s -> !placed.contains(s) && (!n.capitalized(s.first) || !n.capitalized(s.last)));
  }

  private static NameRules.Span firmAt(NameTokens n, int t) {
    int core = core(n, t); // the member's first capitalised word, after its particles
    if (core < 0
        || (t > 0 && n.gap(t) == NameTokens.GAP_NONE)
        || joinedToPrevious(n, t) // "Klein" of "Wright-Klein"
        || insideName(n, t, core)) {
      return null;
    }
    NameRules.Span dotted = dottedFirm(n, t, core);
    if (dotted != null) {
      return dotted;
    }
    if (!joinerFollows(n, extent(n, core) + 1)) {
      return null; // most capitalised words: a lower-case word or the end follows
    }
    if (t == core) {
      NameRules.Span spanish = doubleSurnames(n, t);
      if (spanish != null) {
        return spanish;
      }
    }
    int end = member(n, t);
    if (end < 0) {
      return null;
    }
    int u = end + 1;
    // "Corkery and Sons", "Lebsack & Co", "Panza e figli", and Spanish surnames before it ("Razo
    // Pelayo e Hijos", "Gámez Padrón Gastélum Briseño e Hijos"); before a family word in lower
    // case a first name only if it is rare and a surname too ("Ambrosio e figli", not "Giulia e
    // figli", which are a mother and her children)
    int names = end;
    while (names + 1 < n.count
        && names - core < FAMILY_NAMES - 1
        && n.gap(names + 1) == NameTokens.GAP_SPACE
        && n.capitalized(names + 1)
        && !n.scan.isAllUpper(names + 1)
        && !common(n, names + 1, names + 1)
        && (n.roles(names + 1) & (Gazetteers.ORG_SUFFIX | Gazetteers.ORG_HEAD)) == 0
        && !LEGAL_FORMS.contains(n, names + 1) // "Knobel GmbH & Co. KG"
        && surnameLike(n, names + 1, names + 1)) {
      names++;
    }
    int family = afterConnector(n, names + 1);
    if (family >= 0
        && (names == end || surnameLike(n, core, end))
        && (n.capitalized(family) && FAMILY_WORDS.contains(n, family)
            || !n.capitalized(family)
                && LOWER_FAMILY_WORDS.contains(n, family)
                && (n.firstBand(core) == 0
                    || n.surnameBand(core) > 0
                        && n.firstBand(core) < Gazetteers.FREQUENT_FIRST_BAND)
                && surnameLike(n, core, end))) {
      return span(t, family, FAMILY);
    }
    // "Orn, Sauer and Rutherford": members joined by commas, the last by "and" or "&"; not
    // from the surname of a person before it ("Lucy Thomas, Dare, Jacobi and Mclaughlin", "Ayse
    // Hentel, Fleischer, Sielemann und Raubuch"), where the firm starts after the comma
    if (n.gap(u) == NameTokens.GAP_COMMA && afterPersonsName(n, t)) {
      return u < n.count ? firmAt(n, u) : null;
    }
    if (n.gap(u) == NameTokens.GAP_COMMA) {
      int members = 0;
      int good = 0;
      int firsts = 0;
      int places = 0;
      int towns = 0;
      int m = t;
      int mEnd = end;
      boolean last = false; // whether member m follows the connector
      while (true) {
        members++;
        int c = core(n, m);
        good += surnameLike(n, c, mEnd) ? 1 : 0;
        firsts += firstName(n, c, mEnd) ? 1 : 0;
        if (!notPlace(n, c, mEnd)) {
          if (surnameTown(n, c, mEnd)) {
            towns++;
          } else {
            places++;
          }
        }
        if (last) {
          boolean firm =
              members >= 3
                  && good >= members - 1
                  && firsts <= 1
                  && (places == 0 || places == 1 && towns == 0)
                  && (towns == 0 || !afterPlaceCue(n, t));
          return firm ? withForm(n, span(t, mEnd, PARTNERS)) : null;
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
      int pCore = core(n, u);
      if (pEnd >= 0
          && !continuesName(n, t)
          && (knownSurname(n, core, end) || knownSurname(n, pCore, pEnd))
          && dashMember(n, core, end)
          && dashMember(n, pCore, pEnd)
          && !(firstName(n, core, end) && firstName(n, pCore, pEnd))
          && !goesOn(n, pEnd) // "Gosling - Derek Malcolm reviews"
          && (notPlace(n, core, end) || notPlace(n, pCore, pEnd))) {
        return span(t, pEnd, PAIR);
      }
    }
    // "Lefevre et Richard", "Procter & Gamble": two surnames joined by "&" or by another
    // language's "and" (English "Smith and Jones" are as often two people)
    int second = afterConnector(n, u);
    if (second >= 0 && (n.gap(u) == NameTokens.GAP_AMP || !ENGLISH_AND.contains(n, u))) {
      NameRules.Span pair =
          joinedPair(n, t, core, end, second, n.gap(u) == NameTokens.GAP_AMP ? 0 : 1);
      if (pair != null) {
        return pair;
      }
    }
    // "Davis-Konopelski Group", "Nguyen SASU"
    if (n.gap(u) == NameTokens.GAP_SPACE
        && n.capitalized(u)
        && ((n.roles(u) & Gazetteers.ORG_SUFFIX) != 0 || LEGAL_FORMS.contains(n, u))
        && surnameLike(n, core, end)
        && !continuesName(n, t)) {
      return span(t, u, SUFFIXED);
    }
    return null;
  }

  private static final WordList ENGLISH_AND = WordList.of("and");

  /** How many surnames a family firm may name ("Gámez Padrón Gastélum Briseño e Hijos"). */
  private static final int FAMILY_NAMES = 4;

  /** "and" of the languages whose people carry two surnames. */
  private static final WordList SPANISH_AND = WordList.of("y e");

  /**
   * "Galván Escalante y Gamboa Rojas", "Montes Muro, Villanueva Urbina y Orellana Lucio Asociados":
   * members of two surnames each (one word apiece, neither a frequent first name or a common word,
   * at least one known surname and at most one known place per member), joined by commas and a last
   * "y" or "e", with the legal form or company word after them taken in; or null. People are
   * written with a first name before the surnames, so a pair of surnames alone is a firm.
   */
  private static NameRules.Span doubleSurnames(NameTokens n, int t) {
    int m = t;
    int members = 0;
    while (true) {
      if (!surnamePair(n, m)) {
        return null;
      }
      members++;
      int next = m + 2;
      if (next < n.count && n.gap(next) == NameTokens.GAP_COMMA && members < 5) {
        m = next;
      } else if (next + 1 < n.count
          && and(n, next)
          && SPANISH_AND.contains(n, next)
          && surnamePair(n, next + 1)
          && !continuesName(n, t)) {
        NameRules.Span firm = withForm(n, span(t, next + 2, members >= 2 ? PARTNERS : PAIR));
        return goesOn(n, firm.last) ? null : firm;
      } else {
        return null;
      }
    }
  }

  /** Whether tokens {@code m} and {@code m + 1} are two surnames after one space. */
  private static boolean surnamePair(NameTokens n, int m) {
    if (m + 1 >= n.count
        || !n.capitalized(m)
        || !n.capitalized(m + 1)
        || n.gap(m + 1) != NameTokens.GAP_SPACE
        || n.scan.isAllUpper(m)
        || n.scan.isAllUpper(m + 1)) {
      return false;
    }
    for (int u = m; u <= m + 1; u++) {
      if (!surnameLike(n, u, u)
          || common(n, u, u)
          || (n.roles(u) & (Gazetteers.TITLE | Gazetteers.CALENDAR)) != 0) {
        return false;
      }
    }
    // many Spanish surnames are towns too ("Escalante", "Solano"), but not both words of a place
    return (n.surnameBand(m) > 0 || n.surnameBand(m + 1) > 0)
        && (notPlace(n, m, m) || notPlace(n, m + 1, m + 1));
  }

  /**
   * The pair of members from token {@code t} (core {@code core}, last token {@code end}) and from
   * token {@code second}, with a legal form after it, or null: neither is a common word, one is a
   * known surname, at most {@code doubts} are {@link #doubtful}, and no capitalised word goes on
   * before or after them ("Anna et Paul Martin"). English text joins places and people with "&" as
   * often as firms ("Derry & Strabane", "Melbourne & Putin"), so a pair joined by "&" may have no
   * doubtful member, and one joined by another language's "and" may have one.
   */
  private static NameRules.Span joinedPair(
      NameTokens n, int t, int core, int end, int second, int doubts) {
    int pEnd = member(n, second);
    if (pEnd < 0 || continuesName(n, t)) {
      return null;
    }
    int pCore = core(n, second);
    if (common(n, core, end)
        || common(n, pCore, pEnd)
        || !knownSurname(n, core, end) && !knownSurname(n, pCore, pEnd)
        || doubtful(n, core, end) + doubtful(n, pCore, pEnd) > doubts) {
      return null;
    }
    NameRules.Span pair = withForm(n, span(t, pEnd, PAIR));
    return pair.last == pEnd && goesOn(n, pEnd) ? null : pair;
  }

  /**
   * 1 when a member of a pair may name something else than a surname, as it does not read as one
   * ({@link #surnameLike}: "Robert") or is a known place ("Fontaine"), else 0. French firms are
   * often a surname that is also a first name or a town with another surname ("Robert et Maillard",
   * "Giraud et Fontaine"), where two people or two places would have both doubtful ("Anne et Paul",
   * "Paris et Lyon").
   */
  private static int doubtful(NameTokens n, int first, int last) {
    return !surnameLike(n, first, last) || !notPlace(n, first, last) ? 1 : 0;
  }

  /**
   * Whether token {@code t} is the surname of a person's name before it: a frequent first name
   * stands before it after a space, or one word that no list knows as common or as a cue and that
   * does not open the sentence ("Ayse Hentel"; not "Ask Skadden, Arps", "Contact Lemke, Goodwin",
   * nor "Judy Bosco Watsica, Pacocha and Lockman", whose person already has a surname).
   */
  private static boolean afterPersonsName(NameTokens n, int t) {
    if (!continuesName(n, t)) {
      return false;
    }
    int p = t - 1;
    return n.firstBand(p) >= 3
        || !continuesName(n, p)
            && !n.sentenceStart(p)
            && n.commonBand(p) == 0
            && (n.roles(p) & (Gazetteers.TITLE | Gazetteers.NAME_CUE | Gazetteers.ORG_CUE)) == 0
            && (n.phrase[p] & (NameTokens.ORG_BEGIN | NameTokens.ORG_INSIDE)) == 0;
  }

  /** Whether a capitalised word follows token {@code last} after a space, going on with a name. */
  private static boolean goesOn(NameTokens n, int last) {
    return last + 1 < n.count && n.capitalized(last + 1) && n.gap(last + 1) == NameTokens.GAP_SPACE;
  }

  /**
   * The firm {@code s} with the legal form or company word right after it taken in ("Barresi, Manzo
   * e Staffieri SPA", "Rotolo, Zeni e Moser s.r.l.", "Izzi, Galante e Cristofaro Group").
   */
  private static NameRules.Span withForm(NameTokens n, NameRules.Span s) {
    int u = s.last + 1;
    if (u >= n.count || n.gap(u) != NameTokens.GAP_SPACE) {
      return s;
    }
    if (n.capitalized(u)
        && ((n.roles(u) & Gazetteers.ORG_SUFFIX) != 0 || LEGAL_FORMS.contains(n, u))) {
      s.last = u;
      return s;
    }
    int form = dottedForm(n, u);
    if (form >= 0) {
      s.last = form;
      int end = n.scan.end(form);
      s.extra = end < n.text.length() && n.text.charAt(end) == '.' ? 1 : 0;
    }
    return s;
  }

  /**
   * "Nicastro s.r.l.", "Garibay Lucio Alemán Calderón S.L.": up to {@link #DOTTED_NAME_WORDS}
   * capitalised words (joined by spaces, hyphens or apostrophes) from token {@code t} and a legal
   * form written with periods, its final period included; or null. The first word is no title and
   * no frequent common word ("Meet Rossi S.r.l.").
   */
  private static NameRules.Span dottedFirm(NameTokens n, int t, int core) {
    if (!oneLetterAhead(n, core)) {
      return null; // no letter and period within reach: most candidates
    }
    int last = member(n, t);
    if (last < 0 || n.commonBand(core) >= 2 && n.surnameBand(core) != 1) {
      return null;
    }
    for (int words = 1; ; words++) {
      int form = dottedForm(n, last + 1);
      if (form >= 0) {
        NameRules.Span s = span(t, form, SUFFIXED);
        int end = n.scan.end(form);
        s.extra = end < n.text.length() && n.text.charAt(end) == '.' ? 1 : 0;
        return s;
      }
      if (words == DOTTED_NAME_WORDS
          || member(n, last + 1) < 0
          || n.gap(last + 1) != NameTokens.GAP_SPACE) {
        return null;
      }
      last = extent(n, last + 1);
    }
  }

  /**
   * Whether a one-letter token followed by a period comes within the tokens a name and a dotted
   * legal form could take after token {@code t}: a cheap test before {@link #dottedFirm}'s own.
   */
  private static boolean oneLetterAhead(NameTokens n, int t) {
    String text = n.text;
    for (int u = t + 1; u < n.count && u <= t + 2 * DOTTED_NAME_WORDS; u++) {
      int end = n.scan.end(u);
      if (end - n.scan.start(u) == 1 && end < text.length() && text.charAt(end) == '.') {
        return true;
      }
    }
    return false;
  }

  /**
   * The last token of a legal form written with periods that starts at token {@code t} after a
   * space ("S.r.l", "V.O.F"; letters of one character joined by single periods), or -1.
   */
  private static int dottedForm(NameTokens n, int t) {
    if (t + 1 >= n.count || n.gap(t) != NameTokens.GAP_SPACE) {
      return -1;
    }
    StringBuilder letters = new StringBuilder(4);
    int u = t;
    while (true) {
      int start = n.scan.start(u);
      if (n.scan.end(u) - start != 1 || !Character.isLetter(n.text.charAt(start))) {
        return -1;
      }
      letters.append(Character.toLowerCase(n.text.charAt(start)));
      if (u + 1 < n.count
          && letters.length() < 4
          && n.scan.start(u + 1) - n.scan.end(u) == 1
          && n.text.charAt(n.scan.end(u)) == '.') {
        u++;
      } else {
        break;
      }
    }
    return u > t && DOTTED_FORMS.contains(letters.toString()) ? u : -1;
  }

  /**
   * Whether a member starting at {@code t} with particles begins inside a name: after another
   * particle ("van [de Brink]") or, particles and all, after a capitalised word ("Esma [van de
   * Brink]").
   */
  private static boolean insideName(NameTokens n, int t, int core) {
    if (n.gap(t) == NameTokens.GAP_SPACE && particle(n, t - 1)) {
      return true;
    }
    return core > t && continuesName(n, t);
  }

  /**
   * Whether token {@code t} is a surname particle in lower case ("van", "de"; not the gazetteer's
   * wider {@link Gazetteers#PARTICLE} role, which also holds "and", "of" and "the").
   */
  static boolean particle(NameTokens n, int t) {
    return t >= 0 && t < n.count && !n.capitalized(t) && PARTICLES.contains(n, t);
  }

  /**
   * The first capitalised token of a member starting at {@code t}: {@code t} itself, or the word
   * after one or two surname particles ("van der Heyden"); -1 if there is none.
   */
  private static int core(NameTokens n, int t) {
    int c = t;
    while (c < t + 2 && particle(n, c)) {
      if (c + 1 >= n.count || n.gap(c + 1) != NameTokens.GAP_SPACE) {
        return -1;
      }
      c++;
    }
    if (c == t && capitalParticle(n, t)) {
      c++; // "Di Maio", "De Santis", "La Torre"
    }
    return n.capitalized(c) ? c : -1;
  }

  /**
   * Whether token {@code t} is a surname particle written capitalised ("De", "Di", "La", "Van")
   * before a capitalised word that is no particle.
   */
  private static boolean capitalParticle(NameTokens n, int t) {
    return t + 1 < n.count
        && n.capitalized(t)
        && n.scan.end(t) - n.scan.start(t) <= 4
        && PARTICLES.contains(n, t)
        && n.gap(t + 1) == NameTokens.GAP_SPACE
        && n.capitalized(t + 1)
        && !PARTICLES.contains(n, t + 1);
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
    if (u >= n.count) {
      return -1; // "Smith &" ends the text
    }
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
        && AND.contains(n, t);
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
        || g == NameTokens.GAP_SPACE && (n.capitalized(u) || AND.contains(n, u));
  }

  /** The last token of a member starting at {@code t} (particles first), or -1. */
  private static int member(NameTokens n, int t) {
    int c = core(n, t);
    if (c < 0
        || n.scan.hasDigit(c)
        || (n.roles(c) & (Gazetteers.TITLE | Gazetteers.CALENDAR)) != 0) {
      return -1;
    }
    int end = extent(n, c);
    return end == c && n.scan.end(c) - n.scan.start(c) < 2 ? -1 : end; // not "I" or "A"
  }

  /** Whether token {@code t} goes on a capitalised word by a hyphen or an apostrophe. */
  private static boolean joinedToPrevious(NameTokens n, int t) {
    int g = n.gap(t);
    return t > 0
        && (g == NameTokens.GAP_HYPHEN || g == NameTokens.GAP_APOSTROPHE)
        && n.scan.start(t) - n.scan.end(t - 1) == 1
        && n.capitalized(t - 1);
  }

  /** How many tokens one member may join: "Rempel-Fay-O'Hara" has three. */
  private static final int MEMBER_TOKENS = 6;

  /**
   * The last of the capitalised tokens joined to {@code t} by a hyphen or an apostrophe, at most
   * {@link #MEMBER_TOKENS} of them (a longer chain is no name, and reading it whole from each of
   * its tokens would take time in the square of its length).
   */
  private static int extent(NameTokens n, int t) {
    int end = t;
    while (end + 1 < n.count
        && end - t + 1 < MEMBER_TOKENS
        && n.capitalized(end + 1)
        && joinedToPrevious(n, end + 1)) {
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

  /**
   * A member of a pair around a spaced dash: none of its words is a common word ("Office", "Day")
   * unless it is among the 300 most frequent surnames ("Brown"); one side may be a first name that
   * is also a surname ("Kris - Volkman", "Walter - McClure").
   */
  private static boolean dashMember(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (n.commonBand(t) >= 2 && n.surnameBand(t) != 1) {
        return false;
      }
    }
    return true;
  }

  /** Whether a word of the member is a common word ("Office", "Day"). */
  private static boolean common(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (n.commonBand(t) >= 2) {
        return true;
      }
    }
    return false;
  }

  /** A member that is one frequent first name and not a frequent surname ("Jason", "Michelle"). */
  private static boolean firstName(NameTokens n, int first, int last) {
    return first == last && n.firstBand(first) >= 3 && n.surnameBand(first) != 1;
  }

  private static final WordList FIRM_OR_PLACE_CUES = WordList.of("from at to");

  /**
   * Whether a place cue other than "from", "at" or "to", which also come before firms, stands right
   * before token {@code t} ("near Ilminster, Avon and Somerset").
   */
  private static boolean afterPlaceCue(NameTokens n, int t) {
    return t > 0
        && n.gap(t) == NameTokens.GAP_SPACE
        && (n.roles(t - 1) & Gazetteers.PLACE_CUE) != 0
        && !FIRM_OR_PLACE_CUES.contains(n, t - 1);
  }

  /**
   * A member that is a known surname and otherwise only a smaller town ("Williamson", "Graham" and
   * "Murray", towns too): such members make no list of places, unless a well-known place is among
   * them ("Jackson, Franklin and Paris").
   */
  private static boolean surnameTown(NameTokens n, int first, int last) {
    n.markPhrases(first);
    int p = n.phrase[first];
    return first == last
        && n.surnameBand(first) > 0
        && (p & (NameTokens.REGION | NameTokens.ORG_BEGIN)) == 0
        && !n.gaz.bigCityAt(n.scan, first);
  }

  /**
   * A member none of whose words starts a known place or organisation or continues a known place
   * ("Futuna" of "Wallis and Futuna").
   */
  private static boolean notPlace(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      n.markPhrases(t);
      int place = NameTokens.CITY | NameTokens.REGION | NameTokens.PLACE_INSIDE;
      if ((n.phrase[t] & (place | NameTokens.ORG_BEGIN)) != 0) {
        return false;
      }
    }
    return true;
  }
}
