package dev.sigil.detect.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Rules applied to the model's spans: cues the model may under-weight (a title before a capitalised
 * word, "City, ST"), and the hard negatives (a sentence-initial capitalised common word such as
 * "May", "Will", "Mark", "Hope" followed by a lower-case word is not a name).
 */
final class NameRules {
  static final int PERSON = 1;
  static final int PLACE = 2;
  static final int ORGANISATION = 3;

  private NameRules() {}

  /** A span of tokens {@code [first, last]} with its type and probability. */
  static final class Span {
    int first;
    int last;
    int type;
    double probability;

    /** Characters after the last token that belong to the span (the period of "Inc."). */
    int extra;

    /** The highest score the span may report (lowered for parts of an address). */
    double maxScore = 1;

    /** The lowest score the span reports (raised by rules surer than the model). */
    double minScore;

    Span(int first, int last, int type, double probability) {
      this.first = first;
      this.last = last;
      this.type = type;
      this.probability = probability;
    }
  }

  static List<Span> apply(NameTokens n, List<Span> tagged) {
    List<Span> spans = cued(n, tagged);
    twoPeopleApart(n, spans);
    List<Span> out = new ArrayList<>(spans.size());
    // told only where there is a span to read: most texts hold none
    int language = spans.isEmpty() ? Languages.UNKNOWN : Languages.of(n);
    for (Span s : spans) {
      Span second = twoPeople(n, s);
      if (second != null) {
        out.add(s);
        out.add(second);
        continue;
      }
      trimTitle(n, s);
      trimParticles(n, s);
      if (Languages.courtesy(n, s, language) || Languages.germanNoun(n, s, language)) {
        continue; // "Bonjour", "Ihre Bewerbung": no name in another language's words
      }
      if (greeting(n, s)) {
        continue; // "Cheers Mate": no one greeted by name
      }
      labelTail(n, s);
      hiredOrBorn(n, s);
      if (afterStreet(n, s)
          || hardNegative(n, s)
          || roleTitle(n, s)
          || label(n, s)
          || product(n, s)
          || legalFormAlone(n, s, out)) {
        continue;
      }
      if (modalHeadline(n, s)) {
        if (n.capitalized(s.first - 1) && n.gap(s.first) == NameTokens.GAP_SPACE) {
          continue; // "HI Lawyer Can Help With": a headline's words
        }
        if (n.firstBand(s.first) == 0 || n.surnameBand(s.last) == 0) {
          s.last--; // "Biden Will Visit": the modal goes, the name stays
        } // "Emre Can Will Play": a first name and a surname that is also a modal stay whole
      }
      if (!title(n, s)) {
        PlaceRules.cityState(n, s);
        PlaceRules.stateAfterCity(n, s);
      }
      possessiveOrganisation(n, s);
      knownFirmWord(n, s);
      lowerCaseSurname(n, s);
      personNotFirm(n, s);
      pairedSurnames(n, s);
      personNotPlace(n, s);
      placeNotPerson(n, s);
      roleBeforeName(n, s);
      organisationEnding(n, s);
      PlaceRules.street(n, s);
      nameSuffix(n, s);
      abbreviation(n, s);
      trimThe(n, s);
      PlaceRules.insideAddress(n, s);
      out.add(s);
    }
    FirmNames.apply(n, out);
    joinedFirms(n, out);
    legalFormTails(n, out);
    organisationWords(n, out);
    PlaceRules.unknownTowns(n, out);
    coordinated(n, out);
    compoundGivenName(n, out);
    calledBack(n, out);
    namedByEmail(n, out);
    handlePerson(n, out);
    lowerCasePair(n, out);
    lowerCaseFirstName(n, out);
    relativeName(n, out);
    lowerCaseFirm(n, out);
    knownPeople(n, out);
    oneWordSpeaker(n, out);
    unknownPerson(n, out);
    signOff(n, out);
    NameShapes.apply(n, out);
    Employers.apply(n, out);
    Employers.firmsByDomain(n, out);
    Statements.apply(n, out);
    PlaceSplits.apply(n, out);
    knownAcronym(n, out);
    PlaceRules.lowerCaseRegions(n, out);
    PlaceRules.regionLines(n, out);
    PlaceRules.wholeKnownPlaces(n, out);
    PlaceRules.townParticles(n, out);
    PlaceRules.italianTowns(n, out);
    PlaceRules.siteTowns(n, out);
    PlaceRules.routes(n, out);
    PlaceRules.dottedPlaces(n, out);
    PlaceRules.lowerCaseCities(n, out);
    ownerNotPlace(n, out);
    if (language == Languages.UNKNOWN && !out.isEmpty()) {
      language = Languages.of(n);
    }
    Languages.recheck(n, out, language);
    notEntities(n, out);
    return out;
  }

  private static final int COORDINATED_WORDS = 3;

  /**
   * "Viviana Carnovale and Proserpina Pecorella": two or three capitalised words joined by "and" to
   * a person of two or more words, on either side, are a person too, where nothing else was found
   * on some of them and none of them is a common word, a known place or organisation, a cue or a
   * title; so is one such word joined by "and" to a person of one word, where nothing was found on
   * it, a place (no list knows the word) or a firm the model doubted ("Noah and Dewi"). A place or
   * organisation the model found on exactly those words becomes a person.
   */
  static void coordinated(NameTokens n, List<Span> spans) {
    for (int i = 0, size = spans.size(); i < size; i++) {
      Span s = spans.get(i);
      if (s.type != PERSON) {
        continue;
      }
      int least = s.first == s.last ? 0 : 1; // one word for one word ("Noah and Dewi"), else two
      int and = s.last + 1;
      if (and + 2 < n.count && joins(n, and, least)) {
        int last = and + 1;
        while (last + 1 < n.count
            && n.gap(last + 1) == NameTokens.GAP_SPACE
            && n.capitalized(last + 1)) {
          last++;
        }
        addPerson(n, spans, and + 1, last, s.probability, least);
      }
      and = s.first - 1;
      if (and >= 2 && joins(n, and, least)) {
        int first = and - 1;
        while (first > 0 && n.gap(first) == NameTokens.GAP_SPACE && n.capitalized(first - 1)) {
          first--;
        }
        addPerson(n, spans, first, and - 1, s.probability, least);
      }
    }
  }

  /**
   * "Ahalya Achari and Deepesh Chaturvedi": one span of two names of two or three words each,
   * joined by "and", none of whose words is a common word, a known place or organisation, a cue or
   * a title, is two people, whatever type the model gave it. Firms joined by "and" are one word a
   * side ("Procter and Gamble", "Marks and Spencer") or have such words ("Morgan Stanley and
   * Goldman Sachs"); joined by the Spanish "y", two double surnames are a firm ("Salcido Barraza y
   * Benavides Cadena"), so only "and" counts. A person of two known first names joined by "&" is
   * two people too ("Jay & Trish"). Makes {@code s} the first person and answers the second, or
   * answers null and leaves {@code s} alone.
   */
  static @Nullable Span twoPeople(NameTokens n, Span s) {
    int size = s.last - s.first + 1;
    if (size == 2
        && s.type == PERSON
        && n.gap(s.last) == NameTokens.GAP_AMP
        && n.firstBand(s.first) > 0
        && n.firstBand(s.last) > 0
        && plainWords(n, s.first, s.first)
        && plainWords(n, s.last, s.last)) {
      Span second = new Span(s.last, s.last, PERSON, s.probability);
      s.last = s.first; // "Jay & Trish": two first names
      return second;
    }
    if (size < 5 || size > 2 * COORDINATED_WORDS + 1) {
      return null;
    }
    int and = -1;
    for (int t = s.first + 2; t <= s.last - 2; t++) {
      if (englishAnd(n, t)) {
        and = t;
        break;
      }
    }
    if (and < 0
        || and - s.first > COORDINATED_WORDS
        || s.last - and > COORDINATED_WORDS
        || !plainWords(n, s.first, and - 1)
        || !plainWords(n, and + 1, s.last)) {
      return null;
    }
    Span second = new Span(and + 1, s.last, PERSON, s.probability);
    s.last = and - 1;
    s.type = PERSON;
    return second;
  }

  /**
   * {@link #twoPeople} where the model found the two names as two spans of another type, side by
   * side around the "and" ("Ahalya Achari and Deepesh Chaturvedi" read as two places): both are
   * people.
   */
  static void twoPeopleApart(NameTokens n, List<Span> spans) {
    for (Span a : spans) {
      int and = a.last + 1;
      if (a.last == a.first || a.last - a.first >= COORDINATED_WORDS || !englishAnd(n, and)) {
        continue; // most spans: the "and" comes first, then the span after it
      }
      for (Span b : spans) { // in any order: a cue's span may come last in the list
        if (b.first == and + 1
            && (a.type != PERSON || b.type != PERSON)
            && b.last > b.first
            && b.last - b.first < COORDINATED_WORDS
            && plainWords(n, a.first, a.last)
            && plainWords(n, b.first, b.last)) {
          a.type = PERSON;
          b.type = PERSON;
        }
      }
    }
  }

  /** Capitalised words joined by spaces that read as nothing but a name. */
  static boolean plainWords(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (!n.capitalized(t)
          || t > first && n.gap(t) != NameTokens.GAP_SPACE
          || knownOtherwise(n, t)) {
        return false;
      }
    }
    return true;
  }

  private static void addPerson(
      NameTokens n, List<Span> spans, int first, int last, double p, int least) {
    if (last - first < least || last - first >= (least == 0 ? 1 : COORDINATED_WORDS)) {
      return;
    }
    for (int t = first; t <= last; t++) {
      if (!n.capitalized(t) || knownOtherwise(n, t)) {
        return;
      }
    }
    for (Span o : spans) {
      if (o.first <= last && o.last >= first) {
        if (o.first == first
            && o.last == last
            && (least > 0 || o.probability < DOUBTED || o.type == PLACE)) {
          o.type = PERSON; // the model's place or doubtful firm ("and Baijayanti Achari")
        }
        return;
      }
    }
    spans.add(new Span(first, last, PERSON, p));
  }

  private static final int EMAIL_NAME_WORDS = 3;

  /** Local parts of shared mailboxes, which hold a team's name, not a person's. */
  private static final java.util.Set<String> ROLE_MAILBOXES =
      java.util.Set.of(
          "support",
          "info",
          "sales",
          "admin",
          "contact",
          "hello",
          "team",
          "help",
          "office",
          "billing",
          "service",
          "noreply",
          "press",
          "jobs",
          "careers",
          "security",
          "privacy");

  private static final WordList CALL_WORDS = WordList.of("call ring phone text");

  private static final WordList BACK = WordList.of("back");

  /**
   * "Please call Perez back", "ring Santiago back": one to three capitalised words between a verb
   * of calling and "back" are the person called, whatever the model read them as, unless a known
   * organisation starts there or they are written in capitals.
   */
  static void calledBack(NameTokens n, List<Span> spans) {
    for (Span s : spans) {
      int before = s.first - 1;
      int after = s.last + 1;
      if (s.type == PERSON
          || before < 0
          || after >= n.count
          || s.last - s.first > 2
          || n.gap(s.first) != NameTokens.GAP_SPACE
          || n.gap(after) != NameTokens.GAP_SPACE
          || !CALL_WORDS.contains(n, before)
          || !BACK.contains(n, after)) {
        continue;
      }
      boolean name = true;
      for (int t = s.first; t <= s.last; t++) {
        n.markPhrases(t);
        name &=
            n.capitalized(t)
                && !n.scan.isAllUpper(t)
                && (n.phrase[t] & NameTokens.ORG_BEGIN) == 0
                && (t == s.first || n.gap(t) == NameTokens.GAP_SPACE);
      }
      if (name) {
        s.type = PERSON;
      }
    }
  }

  /**
   * Articles after "de" in Spanish given names ("María de los Ángeles", "María de las Mercedes").
   */
  private static final WordList DE_ARTICLES = WordList.of("los las la");

  /**
   * "María de los Ángeles Lovato", "María del Carmen Pérez": a person that ends in a known first
   * name and a person right after "del", "de la", "de los" or "de las" are one person, a Spanish
   * given name of two parts.
   */
  static void compoundGivenName(NameTokens n, List<Span> spans) {
    for (int i = 0; i < spans.size(); i++) {
      Span a = spans.get(i);
      int d = a.last + 1;
      if (a.type != PERSON || d + 1 >= n.count || n.firstBand(a.last) == 0) {
        continue;
      }
      int after = d;
      if (n.text.startsWith("del", n.scan.start(d)) && n.scan.end(d) - n.scan.start(d) == 3) {
        after = d + 1;
      } else if (n.text.startsWith("de", n.scan.start(d))
          && n.scan.end(d) - n.scan.start(d) == 2
          && DE_ARTICLES.contains(n, d + 1)
          && !n.capitalized(d + 1)) {
        after = d + 2;
      }
      if (after == d || after >= n.count) {
        continue;
      }
      boolean spaced = true;
      for (int t = d; t <= after; t++) {
        spaced &= n.gap(t) == NameTokens.GAP_SPACE;
      }
      Span b = null;
      for (Span o : spans) {
        b = o.first == after && o.type == PERSON ? o : b;
      }
      if (spaced && b != null) {
        a.last = b.last;
        a.probability = Math.max(a.probability, b.probability);
        spans.remove(b);
      }
    }
  }

  /**
   * "nancy rousseau (nrousseau@example.org)", "Ha-eun Muñoz <haeun+shop@globex.com>": up to three
   * words right before an email address in brackets are a person when the address's local part
   * holds one of them (three letters or more, accents and hyphens dropped), whatever case they are
   * written in. The words are letters only, stop at a sentence's start and at a common word that
   * the address does not hold ("our manager"). A span of another type on them becomes the person.
   */
  static void namedByEmail(NameTokens n, List<Span> spans) {
    if (!n.scan.holds('@')) {
      return; // most texts
    }
    String text = n.text;
    for (int at = text.indexOf('@'); at > 0; at = text.indexOf('@', at + 1)) {
      int local = at;
      while (local > 0 && localChar(text.charAt(local - 1)) && at - local < 64) {
        local--;
      }
      if (local == at
          || local < 2
          || text.charAt(local - 1) != '(' && text.charAt(local - 1) != '<'
          || text.charAt(local - 2) != ' ') {
        continue;
      }
      int last = n.scan.tokenAtOrAfter(local - 2) - 1;
      if (last < 0 || n.scan.end(last) != local - 2) {
        continue;
      }
      String part = fold(text.substring(local, at));
      if (ROLE_MAILBOXES.contains(part)) {
        continue; // "Acme Support (support@acme.com)": a team's address names no one
      }
      int first = last + 1;
      boolean held = false;
      int words = 0;
      for (int t = last; t >= 0; t--) {
        boolean inWord = t < last && joined(n, t + 1); // "Ha" of "Ha-eun"
        if (!n.scan.hasLetter(t)
            || n.scan.hasDigit(t)
            || t < last && !inWord && n.gap(t + 1) != NameTokens.GAP_SPACE
            || !inWord && ++words > EMAIL_NAME_WORDS) {
          break;
        }
        String word = fold(n.scan.token(t));
        boolean inPart = word.length() >= 3 && part.contains(word);
        if (!inPart && !inWord && n.commonBand(t) > 0) {
          break;
        }
        held |= inPart;
        first = t;
        if (n.sentenceStart(t)) {
          break;
        }
      }
      if (held && first <= last) {
        makePerson(spans, first, last);
      }
    }
  }

  /**
   * "@ClareBalding", "@kathleen_wynne", "@briantracy84": a handle that spells a person's name is
   * that person (without its "@"), as it identifies them as well as the name does. Its words are
   * read in camel case, between underscores and digits, after a title ("@MrJamesAshton"). It spells
   * a name when its first word is a first name born at least 10,000 times and the second word is no
   * common word or is a known surname ("@WayneRooney", "@AngusTaylorMP"), or when its first word is
   * any known first name and the second a known surname; a handle of one word (digits aside) spells
   * one when it is such a frequent first name ("@sarah", "@rosie_52") or one glued to a known
   * surname ("briantracy"). A first word that is a common word or a cue spells nothing
   * ("@SkySports", "@VictoriaPolice"), and other handles are not names ("@Reuters", "@lipporocks").
   * Tokenized corpora write "@ name", which counts too.
   */
  static void handlePerson(NameTokens n, List<Span> spans) {
    handlePerson(n, spans, '@');
    handlePerson(n, spans, '#');
  }

  private static void handlePerson(NameTokens n, List<Span> spans, char sign) {
    if (!n.scan.holds(sign)) {
      return; // most texts
    }
    String text = n.text;
    int length = text.length();
    for (int at = text.indexOf(sign); at >= 0; at = text.indexOf(sign, at + 1)) {
      if (at > 0
          && !Character.isWhitespace(text.charAt(at - 1))
          && "(\"'[".indexOf(text.charAt(at - 1)) < 0) {
        continue; // an e-mail address, or glued to a word
      }
      int start = at + 1;
      if (start < length && text.charAt(start) == ' ') {
        start++;
      }
      while (start < length && text.charAt(start) == '_') {
        start++;
      }
      int t = n.scan.tokenAtOrAfter(start);
      if (t >= n.count || n.scan.start(t) != start) {
        continue;
      }
      int last = t;
      while (last + 1 < n.count
          && text.charAt(n.scan.end(last)) == '_'
          && n.scan.start(last + 1) == n.scan.end(last) + 1) {
        last++; // "kathleen_wynne"
      }
      int end = n.scan.end(last);
      int extra = 0;
      while (end + extra < length && text.charAt(end + extra) == '_') {
        extra++; // "SimonRyan_"
      }
      int after = end + extra;
      if (after < length
          && (text.charAt(after) == '@'
              || text.charAt(after) == '.'
                  && after + 1 < length
                  && Character.isLetterOrDigit(text.charAt(after + 1)))) {
        continue; // an address ("@example.com")
      }
      boolean handle = sign == '@';
      if (spellsPerson(n, t, last, handle)
          && (handle || !readOtherwise(spans, t, last))) { // a hashtag the model read ("#Alibaba")
        Span person = makePerson(spans, t, last);
        if (person != null) {
          person.extra = extra;
        }
      } else if (handle && start == at + 2 && text.charAt(at + 1) == ' ') { // "@ handle"
        int handleStart = n.scan.start(t);
        if (!mention(n, at, handleStart, after)) {
          continue;
        }
        int type = mentionType(n, handleStart, after);
        // a person unless the model read a firm or place ("@ Independent")
        if (type == ORGANISATION || !readOtherwise(spans, t, last)) {
          Span mention = makeSpan(spans, t, last, type);
          if (mention != null) {
            mention.extra = extra;
          }
        }
      }
    }
  }

  /** The longest handle a service allows (Twitter's and X's: 15; others' a little more). */
  private static final int HANDLE_CHARS = 20;

  /** The rest of an address written with spaces ("name @ gmail . com", "name @ gmail dot com"). */
  private static final Pattern SPACED_DOMAIN =
      Pattern.compile(
          " ?\\. ?(?:com|net|org|edu|gov|io|co|info|biz|uk|de)\\b| dot (?:com|net|org)\\b");

  /**
   * Whether the handle {@code text[start, after)}, written after the "@ " at {@code at}, mentions
   * someone. Tokenized corpora write a mention "@ name" (the Broad Twitter Corpus marks the handle
   * as the person or organisation it names), where chat writes "@ home" or "@ 7pm" for "at", and
   * Python "X @ weights + b". So: a handle of two to {@link #HANDLE_CHARS} ASCII letters, digits
   * and underscores that starts with a letter and, without an underscore, is no common word ("@
   * people", "@ Happy") nor a place chat meets "at" ("@ desk", "@ lunch"); not between operands
   * ("(a @ b)", "a @ b + c") and not before an address or a link ("@ example.com", "name @ gmail .
   * com", "@ http://...").
   */
  private static boolean mention(NameTokens n, int at, int start, int after) {
    String text = n.text;
    if (after - start < 2
        || after - start > HANDLE_CHARS
        || !isAsciiLetter(text.charAt(start)) // "@ 11pm", "@ 3AM"
        || after < text.length() && Character.isLetterOrDigit(text.charAt(after)) // not all of it
        || text.startsWith("://", after)
        || SPACED_DOMAIN.matcher(text).region(after, text.length()).lookingAt()
        || operand(text, at, after)) {
      return false;
    }
    boolean underscore = false;
    for (int i = start; i < after; i++) {
      char c = text.charAt(i);
      if (!(isAsciiLetter(c) || c >= '0' && c <= '9' || c == '_')) {
        return false;
      }
      underscore |= c == '_';
    }
    return underscore
        || Gazetteers.commonBand(wordInfo(n, start, after)) == 0
            && !AT_WORDS.contains(text.substring(start, after).toLowerCase(Locale.ROOT));
  }

  /** Where chat says "@" for "at" and the word list of common words does not know it. */
  private static final WordList AT_WORDS =
      WordList.of(
          "desk reception lobby gym office church brunch lunch dinner breakfast moms mums dads"
              + " grandmas nans airport mall beach party bar pub club park store shop station gate"
              + " hotel uni college campus library hospital approx idk brb omw midnight noon night"
              + " sunset dawn");

  private static boolean isAsciiLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }

  /** Whether the "@" at {@code at} and the word ending at {@code after} sit between operands. */
  private static boolean operand(String text, int at, int after) {
    int before = at - 1;
    while (before >= 0 && text.charAt(before) == ' ') {
      before--;
    }
    int next = after;
    while (next < text.length() && text.charAt(next) == ' ') {
      next++;
    }
    return before >= 0 && ")]".indexOf(text.charAt(before)) >= 0
        || after < text.length() && ")]([".indexOf(text.charAt(after)) >= 0 // "(a @ b)", "a @ b[0]"
        || next < text.length() && "+-*/%=".indexOf(text.charAt(next)) >= 0;
  }

  /**
   * Words of the handles of news desks, broadcasters, clubs, publishers and other bodies
   * ("BBCBreaking", "rinsefm", "NewslineWeather", "EnhamTrust", "Chelsea_FC"), as a word of the
   * handle or at the end of one in lower case.
   */
  private static final Set<String> ORG_HANDLE_WORDS =
      Set.of(
          "news",
          "breaking",
          "weather",
          "times",
          "fm",
          "tv",
          "radio",
          "magazine",
          "mag",
          "press",
          "foundation",
          "trust",
          "hq",
          "gov",
          "govuk",
          "records",
          "network",
          "channel",
          "cinema",
          "pictures",
          "films",
          "designs",
          "ltd",
          "inc",
          "journal",
          "daily",
          "telegraph",
          "chronicle",
          "police",
          "council",
          "charity",
          "online",
          "tours",
          "travel",
          "fc",
          "afc",
          "sport",
          "sports");

  /**
   * A mention's type: an organisation when its handle {@code n.text[start, end)} is a known
   * organisation, also one of several words written as one ("skysports"), holds a word of {@link
   * #ORG_HANDLE_WORDS} or a known organisation that is no name ("BBCNews", "GooglePlay"; not "KiaM"
   * or "SashaB"), or ends in a word of that list in lower case ("itvnews", "rinsefm"); otherwise
   * the person it names.
   */
  private static int mentionType(NameTokens n, int start, int end) {
    String text = n.text;
    String handle = text.substring(start, end).toLowerCase(Locale.ROOT);
    if (n.gaz.gluedOrgs.get(TextHash.word(text, start, end), 0) != 0
        || knownOrganisationWord(n, start, end)) {
      return ORGANISATION;
    }
    for (int i = start; i < end; ) {
      if (text.charAt(i) == '_') {
        i++;
        continue;
      }
      int e = handleWordEnd(text, i, end);
      if (ORG_HANDLE_WORDS.contains(handle.substring(i - start, e - start))
          || firmNotName(n, i, e)) {
        return ORGANISATION;
      }
      i = e;
    }
    for (String w : ORG_HANDLE_WORDS) {
      if (handle.length() > w.length() + 1 && handle.endsWith(w)) {
        return ORGANISATION; // "itvnews", "rinsefm", "nottspolice"
      }
    }
    for (int e = start + ORG_PREFIX; e < end - 1; e++) {
      if (firmNotName(n, start, e)) {
        return ORGANISATION; // "googlecanada", "eurovision"; not "sasha_b" or "deano"
      }
    }
    return PERSON;
  }

  /** Whether {@code n.text[start, end)} is a known organisation and no first name or surname. */
  private static boolean firmNotName(NameTokens n, int start, int end) {
    int info = wordInfo(n, start, end);
    return knownOrganisationWord(n, start, end)
        && Gazetteers.firstBand(info) == 0
        && Gazetteers.surnameBand(info) == 0;
  }

  /** The shortest known organisation that a handle begins with ("google" of "googlecanada"). */
  private static final int ORG_PREFIX = 4;

  /** Whether {@code n.text[start, end)} is a one-word known organisation. */
  private static boolean knownOrganisationWord(NameTokens n, int start, int end) {
    return (n.gaz.phrases.get(TextHash.word(n.text, start, end), 0) & Gazetteers.PHRASE_ORG) != 0;
  }

  /**
   * Whether a span the model did not doubt ({@link #DOUBTED}) reads tokens {@code [first, last]} as
   * a place or firm.
   */
  private static boolean readOtherwise(List<Span> spans, int first, int last) {
    for (Span o : spans) {
      if (o.first <= last && o.last >= first && o.type != PERSON && o.probability >= DOUBTED) {
        return true;
      }
    }
    return false;
  }

  private static final int HANDLE_WORDS = 3;

  /**
   * Whether the handle of tokens {@code [first, last]} spells a person's name; a first name alone
   * only if {@code alone} (a handle's "@sarah", not a hashtag's "#Adelaide" or "#grant").
   */
  private static boolean spellsPerson(NameTokens n, int first, int last, boolean alone) {
    String text = n.text;
    int[] bounds = new int[2 * HANDLE_WORDS];
    int words = 0;
    for (int t = first; t <= last && words < HANDLE_WORDS; t++) {
      int end = n.scan.end(t);
      for (int i = n.scan.start(t); i < end && words < HANDLE_WORDS; ) {
        int e = handleWordEnd(text, i, end);
        bounds[2 * words] = i;
        bounds[2 * words + 1] = e;
        words++;
        i = e;
      }
    }
    int w = 0;
    if (words > 1 && (roles(n, bounds[0], bounds[1]) & Gazetteers.TITLE) != 0) {
      w = 1; // "MrJamesAshton"
    }
    int a = bounds[2 * w];
    int b = bounds[2 * w + 1];
    if (!Character.isLetter(text.charAt(a))) {
      return false;
    }
    int firstInfo = wordInfo(n, a, b);
    int firstBand = Gazetteers.firstBand(firstInfo);
    if (firstBand == 0 || Gazetteers.commonOrCue(firstInfo)) {
      return gluedName(n, a, b);
    }
    if (w + 1 >= words || !Character.isLetter(text.charAt(bounds[2 * w + 2]))) {
      return alone && firstBand >= Gazetteers.FREQUENT_FIRST_BAND; // a first name alone: "@sarah"
    }
    int c = bounds[2 * w + 2];
    int d = bounds[2 * w + 3];
    int second = wordInfo(n, c, d);
    boolean surname = Gazetteers.surnameBand(second) > 0;
    boolean common = Gazetteers.commonBand(second) > 0;
    return d - c >= 2
        && (second >>> Gazetteers.ROLE_SHIFT) == 0
        && (firstBand >= Gazetteers.FREQUENT_FIRST_BAND && (surname || !common)
            || surname && !common && d - c >= 3);
  }

  private static final int GLUED_PART = 3;

  /**
   * Whether the word {@code text[start, end)} is a first name born at least 10,000 times glued to a
   * known surname, neither of them a common word or a cue ("briantracy", "Kellyrenshaw").
   */
  private static boolean gluedName(NameTokens n, int start, int end) {
    for (int i = start + GLUED_PART; i <= end - GLUED_PART; i++) {
      int first = wordInfo(n, start, i);
      if (Gazetteers.firstBand(first) >= Gazetteers.FREQUENT_FIRST_BAND
          && !Gazetteers.commonOrCue(first)) {
        int last = wordInfo(n, i, end);
        if (Gazetteers.surnameBand(last) > 0 && !Gazetteers.commonOrCue(last)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The end of the handle's word that starts at {@code from}: a word in camel case, or digits. */
  private static int handleWordEnd(String text, int from, int end) {
    int i = from + 1;
    if (Character.isDigit(text.charAt(from))) {
      while (i < end && Character.isDigit(text.charAt(i))) {
        i++;
      }
      return i;
    }
    if (Character.isUpperCase(text.charAt(from))) {
      while (i < end && Character.isUpperCase(text.charAt(i))) {
        i++;
      }
      if (i - from > 1) {
        return i < end && Character.isLowerCase(text.charAt(i)) ? i - 1 : i; // "MP", "TVShow"
      }
    }
    while (i < end && Character.isLowerCase(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /** The packed word-table value (see {@link Gazetteers#words}) of {@code text[start, end)}. */
  private static int wordInfo(NameTokens n, int start, int end) {
    return n.gaz.words.get(TextHash.word(n.text, start, end), 0);
  }

  private static int roles(NameTokens n, int start, int end) {
    return wordInfo(n, start, end) >>> Gazetteers.ROLE_SHIFT;
  }

  /**
   * "amy schumer", "paul walker": two lower-case words, a known first name followed by a known
   * surname (and a second surname after them), none of them a common word or a cue, are a person
   * where nothing else was found on them.
   */
  static void lowerCasePair(NameTokens n, List<Span> spans) {
    Scan scan = n.scan;
    int gate = Gazetteers.GATE_FREQUENT_FIRST;
    for (int t = n.nextWithGate(gate, 0); t + 1 < n.count; t = n.nextWithGate(gate, t + 1)) {
      int u = t + 1;
      // cheap checks first: most tokens of a text are lower-case words, and a look-up in the
      // large word table costs a cache miss
      if (!lowerLetters(scan, t)
          || !lowerLetters(scan, u)
          || !n.gaz.frequentFirstShapes.mayContain(n.text, scan.start(t), scan.end(t))
          || n.gap(u) != NameTokens.GAP_SPACE) {
        continue;
      }
      if (n.firstBand(t) >= Gazetteers.FREQUENT_FIRST_BAND
          && n.surnameBand(u) > 0
          && plainLowerWord(n, t)
          && plainLowerWord(n, u)
          && !overlaps(spans, t, u)) {
        int last = u;
        if (last + 1 < n.count
            && n.gap(last + 1) == NameTokens.GAP_SPACE
            && lowerLetters(scan, last + 1)
            && n.surnameBand(last + 1) > 0
            && plainLowerWord(n, last + 1)
            && !overlaps(spans, last + 1, last + 1)) {
          last++; // a middle name: "luke robert hemmings"
        }
        Span person = new Span(t, last, PERSON, 0.8);
        person.minScore = 0.6;
        spans.add(person);
        t = last;
      }
    }
  }

  /** Words after which a lone lower-case first name is someone spoken to or of. */
  private static final WordList ADDRESSING =
      WordList.of("thanks thank thx ty love miss tell ask told asked hey hi hello bye dear");

  /**
   * Words before a noun, not before a name ("the heaven was", "a total legend is", "toute la
   * journée", "die jana"): English determiners and the articles of French, Spanish, Italian and
   * German.
   */
  private static final WordList DETERMINERS =
      WordList.of(
          "the a an this that these those my your his her our their its some any no total"
              + " la le les une el los las der die das des");

  /**
   * Verbs after which a lone lower-case first name is the one who does them: what only people do
   * (not "is", "has" or "makes": "max is 10", "chase is on").
   */
  private static final WordList PERSON_VERBS =
      WordList.of("said says told asked thinks thought wants wanted knows knew loves hates");

  /**
   * "thanks emma", "john says", "marvin 's mom": one lower-case word that is a first name born at
   * least 10,000 times, known to no word list as anything else (not a common word, a cue, a place
   * or an organisation), is a person when it is spoken to (after thanks, hey, tell and the like),
   * owns something ('s) or does what only people do (says, thinks, wants and the like). A chat
   * writer who never capitalises names people one word at a time.
   */
  static void lowerCaseFirstName(NameTokens n, List<Span> spans) {
    Scan scan = n.scan;
    Span[] cover = null;
    int gate = Gazetteers.GATE_FREQUENT_FIRST;
    for (int t = n.nextWithGate(gate, 0); t < n.count; t = n.nextWithGate(gate, t + 1)) {
      if (!lowerLetters(scan, t)
          || !n.gaz.frequentFirstShapes.mayContain(n.text, scan.start(t), scan.end(t))
          || n.firstBand(t) < Gazetteers.FREQUENT_FIRST_BAND
          || knownOtherwise(n, t)
          || t + 1 < n.count
              && n.surnameBand(t + 1) > 0
              && lowerLetters(scan, t + 1)
              && plainLowerWord(n, t + 1) // the lower-case pair's
          || (cover == null ? (cover = coverage(spans, n.count)) : cover)[t] != null
          || t > 0
              && (DETERMINERS.contains(n, t - 1)
                  || initial(n, t - 1)
                  || scan.isCapitalized(t - 1)
                      && (n.roles(t - 1) & Gazetteers.PARTICLE) != 0)) { // "Terzo De rosa"
        continue;
      }
      boolean spokenTo = t > 0 && n.gap(t) == NameTokens.GAP_SPACE && ADDRESSING.contains(n, t - 1);
      boolean owns =
          t + 1 < n.count
              && (n.gap(t + 1) == NameTokens.GAP_APOSTROPHE || apostropheBetween(n, t))
              && scan.lower(t + 1).equals("s");
      boolean acts =
          t + 1 < n.count
              && n.gap(t + 1) == NameTokens.GAP_SPACE
              && PERSON_VERBS.contains(n, t + 1);
      boolean plain = !(spokenTo || owns || acts) && noOtherWord(n, t);
      if (spokenTo || owns || acts || plain) {
        int last = plain && unknownSurname(n, t + 1) ? t + 1 : t; // "aleena Padikall"
        Span person = new Span(t, last, PERSON, 0.7);
        person.minScore = 0.6;
        spans.add(person);
        cover(cover, person);
      }
    }
  }

  /**
   * Relations and roles after which a first name names the relative ("my son mark"), and those of
   * Italian, Spanish and German chat ("nonna pina", "tía carmen", "oma gisela").
   */
  private static final WordList RELATIONS =
      WordList.of(
          "wife husband partner daughter son brother sister mum mom mam mommy mummy dad daddy"
              + " mother father aunt auntie uncle cousin nephew niece grandson granddaughter"
              + " grandma grandpa nan nana friend colleague manager boss nurse fiance fiancee"
              + " girlfriend boyfriend flatmate roommate housemate neighbour neighbor carer"
              + " dr mr mrs ms chez"
              + " nonna nonno zio zia mamma papà tía tío abuela abuelo mamá papá oma opa tante"
              + " onkel");

  /** Titles, after which a surname is a person too ("ms fletcher"). */
  private static final WordList SHORT_TITLES = WordList.of("dr mr mrs ms");

  /**
   * Words that follow a name, not the verb or adverb a common word would be ("my son mark ordered",
   * "my sister grace is"; not "my brother will call", "my sister rose to").
   */
  private static final WordList AFTER_NAME =
      WordList.of(
          "and or on at in for from with is was has had said says told asked wants wanted needs"
              + " needed ordered booked paid called rang lives lived works worked who");

  /** What a speaker says before giving their name ("its grace from the front desk"). */
  private static final WordList SELF_CUES = WordList.of("its");

  /**
   * "my son mark ordered", "for me and my partner hunter", "her gp is dr rich at", "hello its grace
   * from the front desk", "ok, bill said", "Rose, her mother, will sign": a word of any case that
   * is a first name of band 2 or more (a surname too after a title) is a person, common English
   * word though it be, where nothing else was found on it, it follows a relation or role word
   * ("wife", "brother", "manager", "dr"; a relation's "'s" and a comma), "its" or "it's", or a
   * comma or sentence start before a verb of speech or before ", his father", and what follows it
   * fits a name: punctuation, the end of the text, or a preposition or verb that follows a name
   * ("for", "at", "ordered", "said"; not "call" or "so").
   */
  static void relativeName(NameTokens n, List<Span> spans) {
    Scan scan = n.scan;
    boolean[] near = relativeCandidates(n);
    if (near == null) {
      return; // no relation, "its", verb of speech or "name": most texts
    }
    Span[] cover = null;
    for (int t = 0; t < n.count; t++) {
      if (!near[t]
          || !scan.hasLetter(t)
          || scan.hasDigit(t)
          || scan.isAllUpper(t)
          || scan.end(t) - scan.start(t) < 3) {
        continue;
      }
      int p = t - 1;
      int g = n.gap(t);
      boolean relation =
          t > 0 && g == NameTokens.GAP_SPACE && RELATIONS.contains(n, p) || owned(n, t);
      boolean self = t > 0 && g == NameTokens.GAP_SPACE && !relation && itsBefore(n, t);
      boolean speaks =
          !relation
              && !self
              && t + 1 < n.count
              && n.gap(t + 1) == NameTokens.GAP_SPACE
              && PERSON_VERBS.contains(n, t + 1)
              && (n.sentenceStart(t) || g == NameTokens.GAP_COMMA);
      boolean apposed = !relation && !self && !speaks && apposition(n, t);
      boolean named = !relation && !self && !speaks && !apposed && namedAs(n, t);
      if (!relation && !self && !speaks && !apposed && !named) {
        continue;
      }
      boolean titled = relation && SHORT_TITLES.contains(n, p);
      if (!(n.firstBand(t) >= 2 || titled && n.surnameBand(t) > 0)
          || (n.roles(t) & (Gazetteers.TITLE | Gazetteers.CALENDAR)) != 0
          || RELATIONS.contains(n, t)
          || DETERMINERS.contains(n, t)
          || (cover == null ? (cover = coverage(spans, n.count)) : cover)[t] != null) {
        continue;
      }
      if (!speaks && !apposed && !fitsName(n, t + 1, self)) {
        continue;
      }
      Span person = new Span(t, t, PERSON, 0.7);
      person.minScore = 0.6;
      spans.add(person);
      cover(cover, person);
    }
  }

  private static final int CUE_RELATION = 1;
  private static final int CUE_VERB = 2;
  private static final int CUE_ITS = 4;
  private static final int CUE_NAME = 8;
  private static final int CUE_IT = 16;

  /**
   * The words that {@link #relativeName}'s cues start from, by their folded keys, each with the
   * kinds of cue it is (in a holder: some lists are declared further down).
   */
  private static final class RelativeCues {
    private static final WordList IT = WordList.of("it");

    static final LongIntMap KINDS = kinds();

    static final WordList SHAPES =
        WordList.union(RELATIONS, PERSON_VERBS, SELF_CUES, NAME_WORDS, IT);

    private static LongIntMap kinds() {
      LongIntMap kinds = new LongIntMap(128);
      Object[][] lists = {
        {RELATIONS, CUE_RELATION},
        {PERSON_VERBS, CUE_VERB},
        {SELF_CUES, CUE_ITS},
        {NAME_WORDS, CUE_NAME},
        {IT, CUE_IT}
      };
      for (Object[] l : lists) {
        for (String w : ((WordList) l[0]).words()) {
          long key = TextHash.word(w, 0, w.length());
          kinds.putOverwrite(key, kinds.get(key, 0) | (Integer) l[1]);
        }
      }
      return kinds;
    }
  }

  /**
   * The tokens {@link #relativeName} may take, by where its cues stand: after a relation (one
   * token, or its "'s" and a comma), two before one (an apposition), after "its" or "it's", before
   * a verb of speech, and two to six after "name"; null when the text has none of these words. One
   * hash look-up per token, on the key the tagger has mostly computed already.
   */
  private static boolean @Nullable [] relativeCandidates(NameTokens n) {
    boolean[] near = null;
    for (int w = 0; w < n.count; w++) {
      int kind = RelativeCues.SHAPES.mayContain(n, w) ? RelativeCues.KINDS.get(n.key(w), 0) : 0;
      if (kind == 0) {
        continue;
      }
      if (near == null) {
        near = new boolean[n.count];
      }
      if ((kind & CUE_RELATION) != 0) {
        mark(near, w + 1);
        mark(near, w + 2);
        mark(near, w - 2);
      }
      if ((kind & (CUE_ITS | CUE_IT)) != 0) {
        mark(near, w + 1);
        mark(near, w + 2);
      }
      if ((kind & CUE_VERB) != 0) {
        mark(near, w - 1);
      }
      if ((kind & CUE_NAME) != 0) {
        for (int t = w + 2; t <= w + 6; t++) {
          mark(near, t);
        }
      }
    }
    return near;
  }

  private static void mark(boolean[] near, int t) {
    if (t >= 0 && t < near.length) {
      near[t] = true;
    }
  }

  /**
   * Whether a relation's "'s" and a comma come right before token {@code t}, a first name that is
   * no English word ("send it to my husband's, priya, she").
   */
  private static boolean owned(NameTokens n, int t) {
    return t >= 3
        && n.gap(t) == NameTokens.GAP_COMMA
        && n.scan.lower(t - 1).equals("s")
        && n.gap(t - 1) == NameTokens.GAP_APOSTROPHE
        && RELATIONS.contains(n, t - 2)
        && !SHORT_TITLES.contains(n, t - 2)
        && n.gaz.englishWords.get(n.key(t), 0) == 0;
  }

  /** Possessives before a relation ("Rose, her mother,"). */
  private static final WordList POSSESSIVES = WordList.of("my his her our their your");

  /**
   * Whether token {@code t} opens a sentence or follows a comma, and a comma, a possessive and a
   * relation follow it ("Rose, her mother, will sign the form"), or a bracket, a possessive and a
   * relation do ("she takes over from mark (her uncle) next week").
   */
  private static boolean apposition(NameTokens n, int t) {
    int g = n.gap(t);
    if (t + 2 >= n.count) {
      return false;
    }
    int after = n.gap(t + 1);
    boolean bracket =
        after == NameTokens.GAP_OTHER && n.text.charAt(n.scan.start(t + 1) - 1) == '(';
    return (bracket
            || (n.sentenceStart(t) || g == NameTokens.GAP_COMMA) && after == NameTokens.GAP_COMMA)
        && POSSESSIVES.contains(n, t + 1)
        && n.gap(t + 2) == NameTokens.GAP_SPACE
        && RELATIONS.contains(n, t + 2)
        && !SHORT_TITLES.contains(n, t + 2);
  }

  private static final WordList IS_WAS = WordList.of("is was");

  private static final WordList NAME_WORDS = WordList.of("name");

  /**
   * Whether "is" or "was" comes right before token {@code t} and "name" a few words before it in
   * the same sentence ("the name on the order is hunter and").
   */
  private static boolean namedAs(NameTokens n, int t) {
    if (t < 2 || n.gap(t) != NameTokens.GAP_SPACE || !IS_WAS.contains(n, t - 1)) {
      return false;
    }
    for (int u = t - 2; u >= 0 && u >= t - 6; u--) {
      if (NAME_WORDS.contains(n, u)) {
        return true;
      }
      if (n.sentenceStart(u) || n.gap(u) == NameTokens.GAP_COMMA) {
        return false;
      }
    }
    return false;
  }

  /**
   * Whether token {@code u}, right after a name, fits it: the end of the text, punctuation or a
   * bracket, or a word of {@link #AFTER_NAME} ("from", "here" after "its").
   */
  private static boolean fitsName(NameTokens n, int u, boolean self) {
    if (u >= n.count) {
      return true;
    }
    int g = n.gap(u);
    if (g != NameTokens.GAP_SPACE) {
      return g != NameTokens.GAP_APOSTROPHE
          && g != NameTokens.GAP_HYPHEN
          && g != NameTokens.GAP_NONE
          && !(g == NameTokens.GAP_PERIOD && dotOnly(n, u)); // "will.txt", "grace.local"
    }
    return self
        ? n.scan.lower(u).equals("from") || n.scan.lower(u).equals("here")
        : AFTER_NAME.contains(n, u);
  }

  /**
   * Whether the lower-case first name at token {@code t} is no English word either ("emma",
   * "kevin"; not "grace", "hunter" or "max", listed in {@code english-words.tsv}) and stands alone,
   * not inside an address, a handle or a file name ("emma.smith@", "/home/kevin/").
   */
  private static boolean noOtherWord(NameTokens n, int t) {
    return n.gaz.englishWords.get(n.key(t), 0) == 0
        && n.gaz.products.get(n.key(t), 0) == 0 // "alexa stopped responding"
        && aloneWord(n, t);
  }

  /**
   * Whether token {@code t} stands alone ({@link #standsAlone}) and no letter or digit follows a
   * period after it: not part of an address, a domain or a dotted name ("emma.smith@",
   * "netflix.com", "spotify.client").
   */
  private static boolean aloneWord(NameTokens n, int t) {
    if (!standsAlone(n, t)) {
      return false;
    }
    int end = n.scan.end(t);
    return end + 1 >= n.text.length()
        || Character.isWhitespace(n.text.charAt(end))
        || !Character.isLetterOrDigit(n.text.charAt(end + 1));
  }

  /**
   * Whether token {@code t} is a capitalised word after a space that no list knows as anything but
   * a surname: a lone lower-case first name's surname ("aleena Padikall", which the model may have
   * read as a firm of its own).
   */
  private static boolean unknownSurname(NameTokens n, int t) {
    return t < n.count
        && n.gap(t) == NameTokens.GAP_SPACE
        && n.scan.isCapitalized(t)
        && !n.scan.isAllUpper(t)
        && n.firstBand(t) == 0
        && n.gaz.products.get(n.key(t), 0) == 0 // "assign to kevin Jira ticket"
        && !knownOtherwise(n, t)
        && standsAlone(n, t);
  }

  /**
   * "a lenovo yoga laptop", "what spacex is doing", "sell it on eBay": a known organisation of one
   * word that is no English or common word ({@link Gazetteers#lowerCaseFirms}), written in lower
   * case or with a capital inside, alone, is the firm where nothing else was found on it.
   */
  static void lowerCaseFirm(NameTokens n, List<Span> spans) {
    lowerCaseKnown(n, spans, n.gaz.lowerCaseFirms, true, ORGANISATION, 0.7, 0.6);
  }

  /**
   * Adds a one-token span of {@code type} on each word of {@code words} written in lower case (with
   * a capital inside only if {@code innerCapital}: "eBay"), of four letters or more, that stands
   * alone ({@link #aloneWord}) and that no span covers.
   */
  static void lowerCaseKnown(
      NameTokens n,
      List<Span> spans,
      CheckedWords words,
      boolean innerCapital,
      int type,
      double probability,
      double minScore) {
    Scan scan = n.scan;
    int mask =
        Scan.CAPITALIZED
            | Scan.HAS_LETTER
            | Scan.HAS_DIGIT
            | (innerCapital ? 0 : Scan.UPPER_INSIDE);
    Span[] cover = null;
    int gate = words.gate();
    for (int t = n.nextWithGate(gate, 0); t < n.count; t = n.nextWithGate(gate, t + 1)) {
      if ((scan.shape(t) & mask) != Scan.HAS_LETTER
          || scan.end(t) - scan.start(t) < 4
          || !words.contains(n, t)
          || !aloneWord(n, t)
          || (cover == null ? (cover = coverage(spans, n.count)) : cover)[t] != null) {
        continue;
      }
      Span known = new Span(t, t, type, probability);
      known.minScore = minScore;
      spans.add(known);
      cover(cover, known);
    }
  }

  /**
   * "Trump", "obama", "lil wayne", "Cristiano Ronaldo": a well-known person as chat and news name
   * them ({@link Gazetteers#people}) is that person. The longest entry starting at a word counts,
   * its words joined by single spaces; a whole name in any case, but one of English words only in
   * capitals ("The Rock", not "the rock"); a single word capitalised, or in lower case when the
   * list allows it, it has four letters or more and the text is English ("obama"; not "hawking",
   * "sia" or "li ho messi"), and not before a street, a place or a thing ("Drake Street", "kobe
   * beef"). Not a part of a longer run of capitalised words ("Obama Foundation", "Barack Obama" is
   * the model's), nor one word the model read as a place ("Kobe, Japan") or after a particle
   * ("avenue de Courtois"). It replaces what the model found inside it ("Lil [Wayne]", "Shaq" as a
   * firm).
   */
  static void knownPeople(NameTokens n, List<Span> spans) {
    Scan scan = n.scan;
    String text = n.text;
    Boolean english = null; // whether the text is English, asked at most once
    for (int t = n.nextWithGate(Gazetteers.GATE_PEOPLE_FIRST, 0);
        t < n.count;
        t = n.nextWithGate(Gazetteers.GATE_PEOPLE_FIRST, t + 1)) {
      // the first word's entry answers both whether an entry starts with it and what it is
      long h = n.key(t);
      int v = n.gaz.people.get(h, 0);
      if ((v & Gazetteers.PERSON_FIRST) == 0) {
        continue;
      }
      int last = -1;
      int bits = 0;
      for (int u = t; u < n.count && u < t + Gazetteers.MAX_PERSON; u++) {
        if (u > t) {
          if (scan.start(u) - scan.end(u - 1) != 1 || text.charAt(scan.end(u - 1)) != ' ') {
            break;
          }
          h = TextHash.fold(TextHash.step(h, ' '), text, scan.start(u), scan.end(u));
          v = n.gaz.peoplePhrases.mayContain(h) ? n.gaz.people.get(h, 0) : 0;
        }
        if ((v & Gazetteers.PERSON_WHOLE) != 0) {
          last = u;
          bits = v;
        }
        if ((v & Gazetteers.PERSON_PREFIX) == 0) {
          break;
        }
      }
      if (last < 0
          || (bits & Gazetteers.PERSON_CAPITALS) != 0 && !allCapitalized(n, t, last)
          || last == t
              && !scan.isCapitalized(t)
              && ((bits & Gazetteers.PERSON_LOWER) == 0
                  || (bits & Gazetteers.PERSON_MARKED) == 0
                      && (scan.end(t) - scan.start(t) < 4
                          || !(english == null ? (english = english(n)) : english)))
          || last == t && t + 1 < n.count && NOT_AFTER_PERSON.contains(n, t + 1)
          || n.capitalized(t - 1)
              && n.gap(t) == NameTokens.GAP_SPACE
              && !n.gaz.commonAt(scan, t - 1) // "President Obama", "Is Trump"
          || n.capitalized(last + 1) && n.gap(last + 1) == NameTokens.GAP_SPACE
          || last == t && (readAsPlace(spans, t) || FirmNames.particle(n, t - 1))) {
        continue;
      }
      makeSpan(spans, t, last, PERSON);
      t = last;
    }
  }

  /** Words after which a famous name is a place or a thing ("Drake Street", "kobe beef"). */
  private static final WordList NOT_AFTER_PERSON =
      WordList.of(
          "street st road rd avenue ave lane boulevard blvd drive way square district airport"
              + " terminal station park hall beef card");

  /** English words that a text of a sentence or more in English nearly always holds. */
  private static final WordList ENGLISH =
      WordList.of(
          "the and is are was were you your to of for that this with what it not have has but my"
              + " me we they be do does can just so lol thanks thank love like good great happy"
              + " new day today time people know get got see want need make one all about out now"
              + " how why when who he she his her him our them their there been had would will"
              + " could should if or from by an at");

  /** Whether the text holds a common English word ({@link #ENGLISH}): not "un plato de sopa". */
  private static boolean english(NameTokens n) {
    for (int t = 0; t < n.count; t++) {
      if (ENGLISH.contains(n, t)) {
        return true;
      }
    }
    return false;
  }

  private static boolean allCapitalized(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (!n.scan.isCapitalized(t)) {
        return false;
      }
    }
    return true;
  }

  /** Whether a span the model did not doubt reads token {@code t} alone as a place. */
  private static boolean readAsPlace(List<Span> spans, int t) {
    for (Span o : spans) {
      if (o.first == t && o.last == t && o.type == PLACE && o.probability >= DOUBTED) {
        return true;
      }
    }
    return false;
  }

  /**
   * Verbs of what people say and do in news and posts, after which one capitalised word is the one
   * who does it ("Mulcair attacks", "Villiers rejects"); not what firms do as often (wins, signs,
   * launches, announces).
   */
  private static final WordList SPEAKER_VERBS =
      WordList.of(
          "says said tells told attacks rejects labels defeats urges warns slams vows denies"
              + " admits insists reveals resigns dies died meets praises blasts accuses quits"
              + " apologises apologizes replies responds jokes argues");

  /**
   * "Mulcair attacks Conservatives", "Villiers rejects call for review": one capitalised word,
   * known to no list as anything but a name and with no capitalised word before it, followed by a
   * verb of {@link #SPEAKER_VERBS}, is a person where the model found nothing it did not doubt.
   * Headlines name people by surname alone.
   */
  static void oneWordSpeaker(NameTokens n, List<Span> spans) {
    Span[] cover = null;
    int[] capitals = n.capitals();
    for (int i = 0, count = n.capitalCount(); i < count && capitals[i] + 1 < n.count; i++) {
      int t = capitals[i];
      if (!endsInSOrD(n, t + 1) // as every verb of the list does
          || n.gap(t + 1) != NameTokens.GAP_SPACE
          || !SPEAKER_VERBS.contains(n, t + 1)
          || n.scan.isAllUpper(t)
          || n.scan.hasDigit(t)
          || t > 0 && n.gap(t) == NameTokens.GAP_SPACE && n.capitalized(t - 1)
          || n.text.startsWith("ing", n.scan.end(t) - 3) // "Stabbing attacks"
          || n.text.startsWith("nce", n.scan.end(t) - 3) // "Compliance warns"
          || abstractNoun(n, t) // "Procurement rejects"
          || n.gaz.products.get(n.key(t), 0) != 0 // "Outlook says"
          || knownOtherwise(n, t)
          || !standsAlone(n, t)) {
        continue;
      }
      if (cover == null) {
        cover = coverage(spans, n.count);
      }
      Span held = cover[t];
      if (held == null) {
        Span person = new Span(t, t, PERSON, 0.7);
        person.minScore = 0.6;
        spans.add(person);
        cover(cover, person);
      } else if (held.first == t && held.last == t && held.probability < DOUBTED) {
        held.type = PERSON; // the model's doubted firm or place
        held.minScore = Math.max(held.minScore, 0.6);
      }
    }
  }

  /** Verbs whose subject is a person: one unknown word before them names one. */
  private static final WordList HUMAN_VERBS =
      WordList.of(
          "rang emailed texted replied thinks thought wants wanted knows knew loves loved hates"
              + " smiled laughed cried");

  /**
   * Words before a person: one unknown word after them names one ("I met Wiremu"). Not "says",
   * "told" or "ask": news and requests put firms there too ("Interfax says", "ask Maersk").
   */
  private static final WordList HUMAN_CUES =
      WordList.of(
          NameRules.GREETING_WORDS
              + " met meet meeting neighbour neighbor colleague boss wife husband mum mom dad"
              + " mother father friend son daughter cousin patient employee applicant student"
              + " teacher tenant regards cheers cc attn");

  /**
   * "I met Wiremu", "Siosaia rang", "Anahera and I": one capitalised word standing alone that no
   * list and no English dictionary knows (a name the lists lack, see {@link #unknownWords}) is a
   * person after a word that names a person next ({@link #HUMAN_CUES}) or before a verb only people
   * do ({@link #HUMAN_VERBS}) or "and I". The model, which learnt people from names the lists hold,
   * reads such a word as a firm or passes it by.
   */
  static void unknownPerson(NameTokens n, List<Span> spans) {
    Span[] cover = null;
    int[] capitals = n.capitals();
    for (int i = 0, count = n.capitalCount(); i < count; i++) {
      int t = capitals[i];
      if (n.scan.isAllUpper(t)
          || n.scan.hasDigit(t)
          || n.info(t) != 0
          || t > 0 && n.gap(t) == NameTokens.GAP_SPACE && n.capitalized(t - 1)
          || t + 1 < n.count && n.gap(t + 1) == NameTokens.GAP_SPACE && n.capitalized(t + 1)
          || !personContext(n, t)
          || n.inDictionary(t)
          || DEMONYMS.contains(n, t)
          || knownOtherwise(n, t)
          || !standsAlone(n, t)) {
        continue;
      }
      if (cover == null) {
        cover = coverage(spans, n.count);
      }
      if (cover[t] == null || cover[t].type != PERSON) {
        mark(spans, cover, t, t, PERSON, 0.7); // or the model's firm or place of an unknown word
      }
    }
  }

  /** Closing words before a comma and a signature ("A presto, Salvo", "Groetjes, Sanne"). */
  private static final WordList CLOSINGS =
      WordList.of(
          "regards cheers thanks thank best love presto saludos abrazos grazie groeten groetjes"
              + " hälsningar halsningar mvh hilsen grüße gruesse gruss gruß bises bisous cordialement"
              + " atenciosamente abraço abraços beijos pozdrawiam pozdrav xx xxx");

  /**
   * "sorry! - Federica", "med tåget. /Maja", "A presto, Salvo": one or two capitalised words ending
   * the text after a dash or a slash, or after a closing word and a comma, sign it: a person,
   * unless a list knows them as something else ("- Tesco", "- Tuesday", "- Fixed").
   */
  static void signOff(NameTokens n, List<Span> spans) {
    int last = n.count - 1;
    if (last < 1 || !n.capitalized(last)) {
      return; // most texts
    }
    String text = n.text;
    for (int i = n.scan.end(last); i < text.length(); i++) {
      char c = text.charAt(i);
      if (!Character.isWhitespace(c) && c != '.' && c != '!') {
        return;
      }
    }
    boolean two = n.capitalized(last - 1) && n.gap(last) == NameTokens.GAP_SPACE;
    if (two && signature(n, last - 1) && signedWord(n, last - 1) && signedWord(n, last)) {
      mark(spans, coverage(spans, n.count), last - 1, last, PERSON, 0.7); // "- Federica Rossi"
    } else if (!two && signature(n, last) && signedWord(n, last)) {
      mark(spans, coverage(spans, n.count), last, last, PERSON, 0.7);
    }
  }

  /** Whether a dash, a slash, or a closing word and a comma come right before token {@code t}. */
  private static boolean signature(NameTokens n, int t) {
    int i = n.scan.start(t) - 1;
    String text = n.text;
    if (i >= 0 && text.charAt(i) == '/') {
      return i == 0 || Character.isWhitespace(text.charAt(i - 1));
    }
    while (i >= 0 && text.charAt(i) == ' ') {
      i--;
    }
    if (i < 0) {
      return false;
    }
    char c = text.charAt(i);
    if (c == '-' || c == '\u2013' || c == '\u2014') {
      return i == 0 || Character.isWhitespace(text.charAt(i - 1));
    }
    return c == ',' && t >= 1 && n.gap(t) == NameTokens.GAP_COMMA && CLOSINGS.contains(n, t - 1);
  }

  /** Whether token {@code t} may be a signed name: a word of letters no list knows otherwise. */
  private static boolean signedWord(NameTokens n, int t) {
    if (n.scan.isAllUpper(t)
        || n.scan.hasDigit(t)
        || knownOtherwise(n, t)
        || (n.roles(t) & Gazetteers.CALENDAR) != 0
        || DEMONYMS.contains(n, t)) {
      return false;
    }
    return !n.inDictionary(t) || n.firstBand(t) >= 2;
  }

  /**
   * Whether the words around token {@code t} say it names a person (see {@link #unknownPerson}).
   */
  private static boolean personContext(NameTokens n, int t) {
    int next = t + 1;
    if (next < n.count && n.gap(next) == NameTokens.GAP_SPACE) {
      if (HUMAN_VERBS.contains(n, next)) {
        return true;
      }
      if (next + 1 < n.count
          && n.scan.lower(next).equals("and")
          && n.scan.lower(next + 1).equals("i")) {
        return true; // "Anahera and I"
      }
    }
    int g = n.gap(t);
    return t > 0
        && (g == NameTokens.GAP_SPACE || g == NameTokens.GAP_COMMA)
        && HUMAN_CUES.contains(n, t - 1);
  }

  private static boolean endsInSOrD(NameTokens n, int t) {
    char c = n.text.charAt(n.scan.end(t) - 1);
    return c == 's' || c == 'd';
  }

  /**
   * Per token, a span that covers it (the last of {@code spans} to do so), or null: rules that ask
   * of every token whether a span is on it ask this instead of every span.
   */
  static Span[] coverage(List<Span> spans, int count) {
    Span[] cover = new Span[count];
    for (Span o : spans) {
      cover(cover, o);
    }
    return cover;
  }

  static void cover(Span[] cover, Span s) {
    for (int t = Math.max(0, s.first); t <= s.last && t < cover.length; t++) {
      cover[t] = s;
    }
  }

  /** The first span that {@code cover} holds on a token of {@code [first, last]}, or null. */
  static @Nullable Span held(Span[] cover, int first, int last) {
    for (int k = first; k <= last; k++) {
      if (cover[k] != null) {
        return cover[k];
      }
    }
    return null;
  }

  /**
   * A span that a rule is sure of: it reports a score of 0.6 at least, whatever its probability.
   */
  static Span sure(int first, int last, int type, double probability) {
    Span s = new Span(first, last, type, probability);
    s.minScore = 0.6;
    return s;
  }

  /**
   * Tokens {@code [first, last]} become a sure span of {@code type} ({@link #sure}): added where no
   * span holds any of them, the span on exactly them retyped (its lowest score raised to 0.6); a
   * span on some of them only is left as it is. {@code cover} is kept current.
   */
  static void mark(
      List<Span> spans, Span[] cover, int first, int last, int type, double probability) {
    Span held = held(cover, first, last);
    if (held == null) {
      Span s = sure(first, last, type, probability);
      spans.add(s);
      cover(cover, s);
    } else if (held.first == first && held.last == last) {
      held.type = type;
      held.minScore = Math.max(held.minScore, 0.6);
    }
  }

  /** Whether token {@code t} is one letter, an initial ("J . cole"). */
  private static boolean initial(NameTokens n, int t) {
    return n.scan.end(t) - n.scan.start(t) == 1;
  }

  /** Whether a lone apostrophe stands between tokens {@code t} and {@code t + 1} ("marvin ' s"). */
  private static boolean apostropheBetween(NameTokens n, int t) {
    int from = n.scan.end(t);
    int to = n.scan.start(t + 1);
    int quotes = 0;
    for (int i = from; i < to; i++) {
      char c = n.text.charAt(i);
      if (c == '\'' || c == '\u2019') {
        quotes++;
      } else if (c != ' ') {
        return false;
      }
    }
    return quotes == 1;
  }

  private static final int LOWER_SHAPE_BITS =
      Scan.CAPITALIZED | Scan.HAS_LETTER | Scan.HAS_DIGIT | Scan.UPPER_INSIDE;

  /** Whether token {@code t} is a word of letters with no capital (shape bits only). */
  private static boolean lowerLetters(Scan scan, int t) {
    return (scan.shape(t) & LOWER_SHAPE_BITS) == Scan.HAS_LETTER;
  }

  /**
   * "WHO says", "US astronauts": a known organisation or country written as an acronym in capitals,
   * alone, is one where nothing else was found on it, unless the words around it are in capitals
   * too (shouted text, where "WHO" and "US" are pronouns).
   */
  static void knownAcronym(NameTokens n, List<Span> spans) {
    if (!n.scan.anyAllUpper()) {
      return; // most texts
    }
    for (int t = 0; t < n.count; t++) {
      if (!n.scan.isAllUpper(t)) {
        continue; // most tokens
      }
      int len = n.scan.end(t) - n.scan.start(t);
      if (len < 2 || len > 6 || n.scan.hasDigit(t) || !standsAlone(n, t)) {
        continue;
      }
      EntityTagger.prepare(n, t);
      int p = n.phrase[t];
      int next = t + 1 < n.count ? n.phrase[t + 1] : 0;
      int type =
          (p & NameTokens.ORG_BEGIN) != 0 && (next & NameTokens.ORG_INSIDE) == 0
              ? ORGANISATION
              : (p & (NameTokens.PLACE_BEGIN | NameTokens.REGION))
                          == (NameTokens.PLACE_BEGIN | NameTokens.REGION)
                      && n.placeEnd(t) == t
                  ? PLACE
                  : 0;
      if (type == 0 || shouted(n, t - 1) || shouted(n, t + 1) || overlaps(spans, t, t)) {
        continue;
      }
      Span known = new Span(t, t, type, 0.8);
      known.minScore = 0.6;
      spans.add(known);
    }
  }

  /**
   * Whether token {@code t} is a word of its own, between spaces or punctuation, not part of a
   * handle, a hashtag or a longer word ("@WHO", "#UK", "eBay_US").
   */
  static boolean standsAlone(NameTokens n, int t) {
    String text = n.text;
    int start = n.scan.start(t);
    int end = n.scan.end(t);
    return (start == 0
            || Character.isWhitespace(text.charAt(start - 1))
            || "(\"'[".indexOf(text.charAt(start - 1)) >= 0)
        && (end == text.length()
            || Character.isWhitespace(text.charAt(end))
            || ".,;:!?)\"'’]".indexOf(text.charAt(end)) >= 0);
  }

  /** Whether token {@code t} is a word of two or more letters in capitals. */
  private static boolean shouted(NameTokens n, int t) {
    return t >= 0
        && t < n.count
        && n.scan.isAllUpper(t)
        && n.scan.end(t) - n.scan.start(t) > 1
        && n.scan.hasLetter(t);
  }

  /** A word (of lower-case letters) that is neither a common word nor a cue. */
  private static boolean plainLowerWord(NameTokens n, int t) {
    return n.commonBand(t) == 0 && n.roles(t) == 0;
  }

  /** Whether a span of {@code spans} covers one of the tokens {@code [first, last]}. */
  static boolean overlaps(List<Span> spans, int first, int last) {
    for (Span o : spans) {
      if (o.first <= last && o.last >= first) {
        return true;
      }
    }
    return false;
  }

  /** Whether the gap before token {@code t} joins two parts of one word (- or '). */
  private static boolean joined(NameTokens n, int t) {
    int g = n.gap(t);
    return g == NameTokens.GAP_HYPHEN || g == NameTokens.GAP_APOSTROPHE;
  }

  private static boolean localChar(char c) {
    return c >= 'a' && c <= 'z'
        || c >= 'A' && c <= 'Z'
        || c >= '0' && c <= '9'
        || c == '.'
        || c == '_'
        || c == '+'
        || c == '-';
  }

  /** Lower case without accents, hyphens or apostrophes: "Ha-eun" and "haeun" agree. */
  private static String fold(String s) {
    boolean ascii = true;
    for (int i = 0; i < s.length() && ascii; i++) {
      ascii = s.charAt(i) < 128;
    }
    String d = ascii ? s : java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFD);
    StringBuilder b = new StringBuilder(d.length());
    for (int i = 0; i < d.length(); i++) {
      char c = d.charAt(i);
      if (Character.isLetterOrDigit(c)) {
        b.append(Character.toLowerCase(c));
      }
    }
    return b.toString();
  }

  /**
   * Makes tokens {@code [first, last]} a person, replacing the spans on them, and answers it; or
   * answers null where a longer span covers them.
   */
  private static @Nullable Span makePerson(List<Span> spans, int first, int last) {
    return makeSpan(spans, first, last, PERSON);
  }

  /**
   * Makes tokens {@code [first, last]} a span of {@code type}, replacing the spans on them, and
   * answers it; or answers null where a longer span covers them.
   */
  private static @Nullable Span makeSpan(List<Span> spans, int first, int last, int type) {
    double p = 0.9;
    for (java.util.Iterator<Span> i = spans.iterator(); i.hasNext(); ) {
      Span o = i.next();
      if (o.first <= last && o.last >= first) {
        if (o.first < first || o.last > last) {
          return null; // a longer span the model found ("Contact Acme Corp (info@acme.com)")
        }
        p = Math.max(p, o.probability);
        i.remove();
      }
    }
    Span made = new Span(first, last, type, p);
    made.minScore = 0.7;
    spans.add(made);
    return made;
  }

  private static final WordList BELONG = WordList.of("belongs belong belonged belonging");

  /**
   * "the account belongs to Adhémar": one word after "belongs to" that the model read as a place,
   * for the cue "to", but that no list knows as a place, is the owner, a person.
   */
  static void ownerNotPlace(NameTokens n, List<Span> spans) {
    for (Span s : spans) {
      int t = s.first;
      if (s.type != PLACE
          || s.first != s.last
          || t < 2
          || !BELONG.contains(n, t - 2)
          || n.scan.end(t - 1) - n.scan.start(t - 1) != 2
          || !n.text.regionMatches(true, n.scan.start(t - 1), "to", 0, 2)
          || !n.capitalized(t)
          || n.gap(t) != NameTokens.GAP_SPACE) {
        continue;
      }
      n.markPhrases(t);
      if ((n.phrase[t] & (NameTokens.CITY | NameTokens.REGION | NameTokens.PLACE_BEGIN)) == 0) {
        s.type = PERSON;
      }
    }
  }

  /**
   * Whether token {@code t} is "and" (und, et, e, y, en) between names; only the English word joins
   * one-word names ("Noah and Dewi"), as French and Italian firms are two surnames joined by "et"
   * or "e" ("Lefevre et Richard").
   */
  private static boolean joins(NameTokens n, int t, int least) {
    return least > 0 ? FirmNames.and(n, t) : englishAnd(n, t);
  }

  /** Whether token {@code t} is the English "and" between words ({@link FirmNames#and}). */
  private static boolean englishAnd(NameTokens n, int t) {
    return FirmNames.and(n, t) && n.scan.lower(t).equals("and");
  }

  /** Below this the model doubted its span: a cue before it decides the type. */
  private static final double DOUBTED = 0.5;

  /**
   * Adds a person at a capitalised word right after a strong cue ("ask for Jan", "my name is June
   * Park", "hey its Xiu"), of its own before a verb of speech ("Basanti said"), asked to act ("Can
   * Meike call me back?") or greeted and followed by a comma, a colon or the end of a sentence
   * ("Hello Yekaterina,", "Thanks Ying!") where the model found nothing: the cue outweighs the
   * word's other meanings. A span the model doubted, of any type, starting at that word, becomes
   * the person.
   */
  static List<Span> cued(NameTokens n, List<Span> spans) {
    List<Span> out = null;
    int next = 0; // index into spans, which are in token order
    int[] capitals = n.capitals();
    int done = -1; // the tokens up to this one are read
    for (int i = 0, count = n.capitalCount(); i < count; i++) {
      int t = capitals[i];
      if (t <= done) {
        continue;
      }
      while (next < spans.size() && spans.get(next).last < t) {
        next++;
      }
      Span covering = next < spans.size() && spans.get(next).first <= t ? spans.get(next) : null;
      if (covering != null && (covering.first != t || covering.probability >= DOUBTED)
          || (n.roles(t) & Gazetteers.TITLE) != 0 // "my name is Mr. Lyle Schmidt"
          || !NameFeatures.strongCue(n, t)
              && !speaker(n, t)
              && !askedToAct(n, t)
              && !greeted(n, t)
              && !chatSpeaker(n, t)) {
        continue;
      }
      if (covering != null) {
        if (knownOtherwise(n, t)) {
          continue; // not "its IPTV project"
        }
        covering.type = PERSON; // "hey its Xiu", which the model doubted or took for a place
        covering.probability = DOUBTED;
        done = covering.last;
        continue;
      }
      int last = t;
      while (last + 1 < n.count
          && n.capitalized(last + 1)
          && n.gap(last + 1) == NameTokens.GAP_SPACE) {
        last++;
      }
      if (out == null) {
        out = new ArrayList<>(spans);
      }
      out.add(new Span(t, last, PERSON, 0.5));
      done = last;
    }
    return out == null ? spans : out;
  }

  private static final WordList SPEECH =
      WordList.of("said says told asked wrote replied added explained mentioned");

  /** Modal verbs (not "may", a surname too: "Theresa May"). */
  private static final WordList MODALS = WordList.of("can could would will should");

  /** What people are asked to do ("Can Meike call me back?"). */
  private static final WordList ACTIONS =
      WordList.of(
          "call ring phone text email send come help check meet join review sign give tell pick"
              + " bring reply confirm");

  /**
   * "Can Meike call me back?", "Could Udit send the file?": one capitalised word of its own between
   * a modal that opens the sentence and a thing people do, known to no word list as anything but a
   * name (not "Can Apple fix", "Can Sales call").
   */
  private static boolean askedToAct(NameTokens n, int t) {
    if (t < 1
        || t + 1 >= n.count
        || !MODALS.contains(n, t - 1)
        || !n.capitalized(t - 1)
        || !n.sentenceStart(t - 1)
        || n.gap(t) != NameTokens.GAP_SPACE
        || n.gap(t + 1) != NameTokens.GAP_SPACE
        || n.capitalized(t + 1)
        || !ACTIONS.contains(n, t + 1)
        || n.scan.end(t) - n.scan.start(t) < 3) {
      return false;
    }
    return !knownOtherwise(n, t);
  }

  /** First-person words that open what a speaker of a chat transcript says. */
  private static final WordList FIRST_PERSON = WordList.of("i i'll i'm i've i'd we my our me");

  /**
   * "Thảo: I'll send my card", "Yekaterina: we moved": one capitalised word, known to no word list
   * as anything but a name, then a colon and a first-person word, is the speaker of a chat line.
   */
  private static boolean chatSpeaker(NameTokens n, int t) {
    int end = n.scan.end(t);
    if (t + 1 >= n.count
        || end + 2 > n.text.length()
        || n.text.charAt(end) != ':'
        || n.text.charAt(end + 1) != ' '
        || n.scan.start(t + 1) != end + 2
        || !FIRST_PERSON.contains(n, t + 1)
        || t > 0 && n.capitalized(t - 1) && n.gap(t) == NameTokens.GAP_SPACE) {
      return false;
    }
    return !knownOtherwise(n, t);
  }

  /** Greetings and thanks before a name ("Hello Yekaterina,"); person cues too. */
  private static final String GREETING_WORDS = "hi hello hey dear thanks";

  private static final WordList GREETINGS = WordList.of(GREETING_WORDS);

  /**
   * "Hello Yekaterina, your appointment", "Thanks Ying!": capitalised words after a greeting, up to
   * a comma, a colon, the end of a sentence or of the text, the first known to no word list as
   * anything but a name (not "Hello World!", "Thanks Team,").
   */
  private static boolean greeted(NameTokens n, int t) {
    if (t == 0
        || n.gap(t) != NameTokens.GAP_SPACE
        || !GREETINGS.contains(n, t - 1)
        || knownOtherwise(n, t)) {
      return false;
    }
    int last = t;
    while (last + 1 < n.count
        && n.capitalized(last + 1)
        && n.gap(last + 1) == NameTokens.GAP_SPACE) {
      last++;
    }
    int end = n.scan.end(last);
    if (last + 1 == n.count && end == n.text.length()) {
      return true;
    }
    int g = n.gap(last + 1);
    return g == NameTokens.GAP_COMMA
        || g == NameTokens.GAP_SENTENCE
        || g == NameTokens.GAP_NEWLINE
        || g == NameTokens.GAP_PARAGRAPH
        || end < n.text.length() && n.text.charAt(end) == ':';
  }

  /**
   * "Basanti said ...": one capitalised word of its own before a verb of speech, known to no word
   * list as anything but a name (not a common word, place, organisation or cue; not "New York
   * said", "They said").
   */
  private static boolean speaker(NameTokens n, int t) {
    if (t + 1 >= n.count
        || n.gap(t + 1) != NameTokens.GAP_SPACE
        || !SPEECH.contains(n, t + 1)
        || t > 0 && n.gap(t) == NameTokens.GAP_SPACE && n.capitalized(t - 1)
        || n.scan.end(t) - n.scan.start(t) < 3) {
      return false;
    }
    return !knownOtherwise(n, t);
  }

  /**
   * Whether token {@code t} reads as something other than a name: all capitals or with a digit, a
   * common word, a cue, title or organisation word, or part of a known place or organisation.
   */
  static boolean knownOtherwise(NameTokens n, int t) {
    if (n.scan.isAllUpper(t)
        || n.scan.hasDigit(t)
        || n.commonBand(t) > 0
        || (n.roles(t) & (CUE_ROLES | Gazetteers.ORG_SUFFIX | Gazetteers.ORG_HEAD)) != 0) {
      return true;
    }
    n.markPhrases(t);
    return (n.phrase[t] & ~EntityTagger.LOOKED_UP) != 0;
  }

  private static final int CUE_ROLES =
      Gazetteers.TITLE
          | Gazetteers.NAME_CUE
          | Gazetteers.PLACE_CUE
          | Gazetteers.ORG_CUE
          | Gazetteers.CALENDAR;
  private static final WordList ABBREVIATIONS =
      new WordList(
          java.util.Set.of("inc", "corp", "co", "ltd", "bros", "jr", "sr", "llc", "plc", "esq"));

  /** Generational and professional suffixes after a name, as written ("II", not "ii"). */
  private static final java.util.Set<String> NAME_SUFFIXES =
      java.util.Set.of("Jr", "Sr", "II", "III", "IV", "MD", "DDS", "PhD", "DVM", "Esq", "CPA");

  /**
   * "Hugo Lesch III", "Dallas Hand-Botsford Sr.", "Granville Rosenbaum DDS": the suffix is the
   * name's.
   */
  static void nameSuffix(NameTokens n, Span s) {
    int u = s.last + 1;
    if (s.type != PERSON || u >= n.count) {
      return;
    }
    int g = n.gap(u);
    int len = n.scan.end(u) - n.scan.start(u);
    if (g == NameTokens.GAP_SPACE // not after a comma: "Ahmed Hassan, MD" is the name and a title
        && len >= 2
        && len <= 3
        && NAME_SUFFIXES.contains(n.scan.token(u))) {
      s.last = u;
    }
  }

  /**
   * Leading titles ("Mr.", "Dr") are cues, not part of the name; but a known organisation that
   * starts with one ("General Motors") is kept whole.
   */
  static void trimTitle(NameTokens n, Span s) {
    if ((n.roles(s.first) & Gazetteers.TITLE) == 0) {
      return;
    }
    n.markPhrases(s.first);
    if ((n.phrase[s.first] & NameTokens.ORG_BEGIN) != 0) {
      knownOrganisation(n, s); // "General Motors", "General Electric"
      return;
    }
    while (s.first < s.last && (n.roles(s.first) & Gazetteers.TITLE) != 0) {
      s.first++;
    }
  }

  /**
   * "Rower Aoife Ní Bhriain", "Contact Chatterjee", "the Uzbek Nodirbek Abdusattorov": a person's
   * span that opens with an English word that is hardly a name ({@link #dictionaryWord}) or with a
   * people's name, before another capitalised word, loses it: a role or a nationality written
   * before the name, as news writes them. Honorifics and abbreviations after a name ("Elif Hanım",
   * "Mehmet Yılmaz Bey", "Halima Yusuf Abdi DOB") go too, but not an abbreviation that is a first
   * name or a surname too ("SITA RAM", "WEI PAN").
   */
  static void roleBeforeName(NameTokens n, Span s) {
    if (s.type != PERSON || s.first == s.last) {
      return;
    }
    while (s.first < s.last
        && n.gap(s.first + 1) == NameTokens.GAP_SPACE
        && n.capitalized(s.first)
        && n.capitalized(s.first + 1)
        && !n.scan.isAllUpper(s.first)
        && (dictionaryWord(n, s.first) || DEMONYMS.contains(n, s.first))
        && nameLike(n, s.first + 1)) {
      s.first++;
    }
    while (s.last > s.first
        && (HONORIFICS_AFTER.contains(n, s.last)
            || n.scan.isAllUpper(s.last)
                && GENERIC_ACRONYMS.contains(n, s.last)
                && n.firstBand(s.last) == 0
                && n.surnameBand(s.last) == 0)) { // not "SITA RAM", "WEI PAN": a surname
      s.last--;
    }
  }

  /**
   * Whether token {@code t} may be a name: a known first name or surname, or a word no list and no
   * dictionary knows ("Gwenllian"); an English word only if born 1,000 times as a first name (not
   * "Island" of "Discovery Island").
   */
  private static boolean nameLike(NameTokens n, int t) {
    if (n.inDictionary(t)) {
      return n.firstBand(t) > 1; // "Island" is born 723 times
    }
    return n.info(t) == 0 || n.firstBand(t) > 0 || n.surnameBand(t) > 0;
  }

  /** Words that open a job's title before "of" ("Head of Year", "VP of Engineering"). */
  private static final WordList ROLE_HEADS =
      WordList.of("head heads vp svp evp director directors chief deputy manager lead");

  /**
   * "Head of Year", "VP of Engineering": a span opening with a role's word and "of" names a job,
   * not a firm or a person. Answers whether the span goes.
   */
  static boolean roleTitle(NameTokens n, Span s) {
    return s.last >= s.first + 2
        && n.scan.lower(s.first + 1).equals("of")
        && ROLE_HEADS.contains(n, s.first);
  }

  /** Honorifics written after a name: Turkish "Hanım", "Bey" and "Efendi". */
  private static final WordList HONORIFICS_AFTER = WordList.of("hanım hanim bey efendi");

  /**
   * "434 King St. Visitors call": a span opening with "St" right after a house number and a
   * capitalised word is no Saint but the end of a street; the span loses it, and goes if only
   * common words or one unknown word are left ("Phone", "Visitors"). Answers whether the span goes.
   */
  static boolean afterStreet(NameTokens n, Span s) {
    int t = s.first;
    if (t < 2
        || s.first == s.last
        || n.scan.end(t) - n.scan.start(t) != 2
        || !n.text.regionMatches(true, n.scan.start(t), "st", 0, 2)
        || n.gap(t) != NameTokens.GAP_SPACE
        || !n.capitalized(t - 1)
        || !n.scan.isDigits(t - 2)) {
      return false;
    }
    s.first = t + 1;
    if (s.first == s.last && !known(n, s.first)) {
      return true; // one word no list knows, opening the next sentence ("Visitors call")
    }
    for (int u = s.first; u <= s.last; u++) {
      if (n.commonBand(u) == 0) {
        return false;
      }
    }
    return true;
  }

  /** Words after which a known firm that is also a town is the firm ("works at Toyota"). */
  private static final WordList FIRM_CUES = WordList.of("at for with joined");

  /**
   * "at Mitsubishi", "works at Toyota": one word the model read as a place that is a known
   * organisation of the gazetteer is one, unless it is also a known place and the word before is no
   * firm cue ("in Cambridge", "from Toyota"). A person stays one ("Ford", "Zara").
   */
  static void knownFirmWord(NameTokens n, Span s) {
    if (s.first != s.last || s.type != PLACE) {
      return;
    }
    int t = s.first;
    n.markPhrases(t);
    int p = n.phrase[t];
    if ((p & NameTokens.ORG_BEGIN) == 0
        || t + 1 < n.count && (n.phrase[t + 1] & NameTokens.ORG_INSIDE) != 0) {
      return; // no firm, or a longer one ("Toyota Motor")
    }
    if ((p & NameTokens.PLACE_BEGIN) == 0 || t > 0 && FIRM_CUES.contains(n, t - 1)) {
      s.type = ORGANISATION;
    }
  }

  /** A span that is exactly a known organisation of the gazetteer is one. */
  private static void knownOrganisation(NameTokens n, Span s) {
    for (int t = s.first + 1; t <= s.last; t++) {
      if ((n.phrase[t] & NameTokens.ORG_INSIDE) == 0) {
        return;
      }
    }
    if (s.last + 1 >= n.count || (n.phrase[s.last + 1] & NameTokens.ORG_INSIDE) == 0) {
      s.type = ORGANISATION;
    }
  }

  /**
   * A lone cue word ("Cheers", "Patient"), a title before a name or a form label ("Bank:") is not
   * an entity.
   */
  static boolean label(NameTokens n, Span s) {
    if (s.first != s.last) {
      return false;
    }
    if ((n.roles(s.first) & Gazetteers.TITLE) != 0 && n.capitalized(s.first + 1)) {
      return true; // the title of "referred by Dr. Samuel Okafor", not a name of its own
    }
    if (NameFeatures.strongCue(n, s.first)) {
      return false; // "ask for Jan"
    }
    if ((n.roles(s.first) & CUE_ROLES) != 0
        || LABEL_WORDS.contains(n, s.first)
        || opensLabel(n, s.first)) { // "Billing address:"
      return true;
    }
    int end = n.scan.end(s.first);
    int g = n.gap(s.first);
    return end < n.text.length()
        && n.text.charAt(end) == ':'
        && n.firstBand(s.first) == 0 // "Karen: I'll send it" is a speaker
        && !chatSpeaker(n, s.first) // and so is "Thảo: I'll send it"
        && (n.sentenceStart(s.first) || g == NameTokens.GAP_OTHER || g == NameTokens.GAP_COMMA);
  }

  private static final WordList HIRING =
      WordList.of("hired hires appointed appoints promoted promotes");

  private static final WordList AS = WordList.of("as");

  private static final WordList BORN = WordList.of("born");

  private static final WordList IN_ON = WordList.of("in on");

  /**
   * "has hired Ivano Damico as their new CFO", "Ulla Trubin (born July 16th, 1989)": two or three
   * capitalised words the model read as a firm, after a verb of hiring and before "as", or before
   * "(born" and a date, are a person; unless a list knows them as a firm ("hired Deloitte as").
   */
  static void hiredOrBorn(NameTokens n, Span s) {
    if (s.type != ORGANISATION
        || s.last == s.first
        || s.last - s.first > 2
        || s.last + 1 >= n.count) {
      return;
    }
    int next = s.last + 1;
    boolean hired =
        s.first > 0
            && n.gap(s.first) == NameTokens.GAP_SPACE
            && HIRING.contains(n, s.first - 1)
            && n.gap(next) == NameTokens.GAP_SPACE
            && AS.contains(n, next);
    int when = next + 2 < n.count && IN_ON.contains(n, next + 1) ? next + 2 : next + 1;
    boolean born =
        BORN.contains(n, next)
            && n.text.startsWith(" (", n.scan.end(s.last))
            && when < n.count // a date follows: not "Cape Town (born of necessity)"
            && (n.scan.hasDigit(when) || (n.roles(when) & Gazetteers.CALENDAR) != 0);
    if (!hired && !born) {
      return;
    }
    for (int t = s.first; t <= s.last; t++) {
      if (!n.scan.isCapitalized(t)
          || (n.roles(t) & (Gazetteers.ORG_SUFFIX | Gazetteers.ORG_HEAD)) != 0
          || LEGAL_FORMS.contains(n, t)) {
        return;
      }
    }
    n.markPhrases(s.first);
    if ((n.phrase[s.first] & NameTokens.ORG_BEGIN) == 0) {
      s.type = PERSON;
    }
  }

  /** Lower-case words that end a form's label before its colon ("Billing address:"). */
  private static final WordList LABEL_ENDS =
      WordList.of("address number name date code email phone details");

  /** Capitalised words that open a form's label ("Billing address:", "Home phone:"). */
  private static final WordList LABEL_STARTS =
      WordList.of(
          "billing shipping mailing postal delivery return home work office business mobile cell"
              + " contact account card order invoice birth registered emergency primary");

  /**
   * "Cardholder: Jean Cox Billing address: ...": a capitalised word after a name that opens the
   * next field's label (a word of {@link #LABEL_ENDS} and a colon after it) is not the name's.
   */
  static void labelTail(NameTokens n, Span s) {
    if (s.first < s.last && opensLabel(n, s.last)) {
      s.last--;
    }
  }

  /**
   * Whether token {@code t} is a word of {@link #LABEL_STARTS} followed by a word of {@link
   * #LABEL_ENDS} and a colon (not "Sarah Jones email:", whose surname stays hers).
   */
  private static boolean opensLabel(NameTokens n, int t) {
    int next = t + 1;
    return LABEL_STARTS.contains(n, t)
        && next < n.count
        && n.gap(next) == NameTokens.GAP_SPACE
        && LABEL_ENDS.contains(n, next)
        && !n.scan.isCapitalized(next)
        && n.scan.end(next) < n.text.length()
        && n.text.charAt(n.scan.end(next)) == ':';
  }

  /** Acronyms and words of forms and logs that are never entities on their own. */
  private static final WordList LABEL_WORDS =
      new WordList(
          java.util.Set.of(
              "iban",
              "ssn",
              "dob",
              "id",
              "pin",
              "cvv",
              "vat",
              "tin",
              "nino",
              "bic",
              "swift",
              "aws",
              "gcp",
              "api",
              "url",
              "ip",
              "mac",
              "otp",
              "sms",
              "pdf",
              "faq",
              "eta",
              "asap",
              "fyi",
              "mobile",
              "phone",
              "email",
              "address",
              "login",
              "password",
              "username",
              "token"));

  /** Words that greet, thank or mourn someone named after them ("Bye Capwin", "RIP Themba"). */
  private static final WordList OPENERS =
      WordList.of(
          GREETING_WORDS
              + " bye goodbye thx congrats congratulations rip love miss welcome cheers yo much"
              + " good night morning");

  /**
   * "Bye Capwin", "Much Love Miccoli", "Awwwww Didga": greetings and interjections that open a
   * sentence and a span are not part of the span, and the capitalised words they greet (at most
   * three, known as no place or firm) are a person. The model reads the capitalised pair as a firm.
   * Returns whether the span greets no one by name ("Cheers Mate"), which the caller drops.
   */
  static boolean greeting(NameTokens n, Span s) {
    int gap = n.gap(s.first);
    if (gap != NameTokens.GAP_START && gap < NameTokens.GAP_PERIOD || gap == NameTokens.GAP_COMMA) {
      return false; // inside a sentence ("Melody of Love Episode") or after a comma ("Honolulu,
      // HI")
    }
    int first = s.first;
    while (first < s.last && (OPENERS.contains(n, first) || interjection(n, first))) {
      first++;
    }
    if (first == s.first) {
      return false;
    }
    s.first = first;
    for (int t = first; t <= s.last; t++) {
      if (n.commonBand(t) > 0 && n.firstBand(t) == 0) {
        return true; // "Cheers Mate"; not "Bye Bill", "RIP Hope"
      }
    }
    if (s.last - first > 2) {
      return false;
    }
    for (int t = first; t <= s.last; t++) {
      if (!n.scan.isCapitalized(t) || n.scan.isAllUpper(t) && n.scan.end(t) - n.scan.start(t) > 1) {
        return false;
      }
    }
    n.markPhrases(first);
    if ((n.phrase[first] & (NameTokens.PLACE_BEGIN | NameTokens.ORG_BEGIN)) == 0) {
      s.type = PERSON;
    }
    return false;
  }

  private static final java.util.regex.Pattern AWW = java.util.regex.Pattern.compile("a+w{2,}");

  /** Whether token {@code t} is "aww" or "awwwww" in any case. */
  private static boolean interjection(NameTokens n, int t) {
    String w = n.scan.lower(t);
    return AWW.matcher(w).matches();
  }

  /** "The Huawei team": a leading "The" is not part of a person's or organisation's name. */
  static void trimThe(NameTokens n, Span s) {
    if (s.first < s.last && s.type != PLACE && n.scan.lower(s.first).equals("the")) {
      s.first++;
    }
  }

  /**
   * "Jr." and "Inc.": the period of an abbreviation at the end of a name belongs to it; a firm's
   * only inside a sentence ("Acme Inc. said"), as one that ends the sentence is the sentence's
   * ("Thank you for contacting Johns Inc. We have").
   */
  static void abbreviation(NameTokens n, Span s) {
    int end = n.scan.end(s.last);
    if (s.first < s.last
        && end < n.text.length()
        && n.text.charAt(end) == '.'
        && ABBREVIATIONS.contains(n, s.last)
        && (s.type == PERSON || !sentenceEndsAt(n.text, end + 1))) {
      s.extra = 1;
    }
  }

  /** Whether the text ends at {@code at}, or white space and a capital or a line break follow. */
  private static boolean sentenceEndsAt(String text, int at) {
    int i = at;
    while (i < text.length() && text.charAt(i) == ' ') {
      i++;
    }
    if (i == text.length()) {
      return true;
    }
    char c = text.charAt(i);
    return c == '\n' || c == '\r' || i > at && Character.isUpperCase(c);
  }

  /**
   * A single sentence-initial common word or English abstract noun before a lower-case word or a
   * number ("Payment received", "Pay 2,971.91 EUR"), a month or day name, a thing's abbreviation in
   * capitals ({@link #GENERIC_ACRONYMS}), a people's name, a person that is an English word hardly
   * a name ({@link #dictionaryWord}; not after a word before a person, "Hi Lien", nor before
   * "here"), an address's unit before its number or a US military post's region code, without a
   * name cue; a weekday's whole name without a cue or after "it's".
   */
  static boolean hardNegative(NameTokens n, Span s) {
    if (s.first != s.last) {
      return false;
    }
    int t = s.first;
    boolean cued = NameFeatures.strongCue(n, t);
    if (n.scan.end(t) - n.scan.start(t) >= 6
        && DateWords.weekday(n.text, n.scan.start(t), n.scan.end(t))
        && (n.roles(t - 1) & Gazetteers.TITLE) == 0
        && (!cued || itsBefore(n, t))) {
      return true; // "it's Friday", "its FRIDAY"; not "I'm Sunday" or "Mr. Friday"
    }
    if (cued) {
      return false;
    }
    if (s.type == PERSON && n.scan.end(t) - n.scan.start(t) == 1) {
      return true; // "out = W @ x + b", "Set X = 5 and Y = 7": one letter alone names no one
    }
    if ((n.roles(t) & Gazetteers.CALENDAR) != 0) {
      return s.type == PERSON || !n.capitalized(t + 1);
    }
    if (s.type == PLACE
        && FOREIGN_CALENDAR.contains(n, t)
        && (n.roles(t - 1) & Gazetteers.PLACE_CUE) == 0) { // "in Mayo": the county
      n.markPhrases(t);
      if ((n.phrase[t] & (NameTokens.PLACE_BEGIN | NameTokens.CITY | NameTokens.REGION)) == 0) {
        return true; // "Berlin am Montag", "à Paris le Mardi": a day, no place
      }
    }
    if (n.scan.isAllUpper(t) && GENERIC_ACRONYMS.contains(n, t)) {
      return true; // "8 sessions CBT", "PAYE -1,107.40", "missed three PE lessons"
    }
    if (s.type != PLACE && DEMONYMS.contains(n, t)) {
      return true; // "German national", "Canadians": a people, not a person or a firm
    }
    if (n.sentenceStart(t) && s.probability < 0.5 && !known(n, t)) {
      return true; // an unknown capitalised word opening a sentence: most likely a plain word
    }
    if (s.type == PERSON
        && dictionaryWord(n, t)
        && (t == 0 || !HUMAN_CUES.contains(n, t - 1)) // "Hi Lien"
        && !(t + 1 < n.count && n.scan.lower(t + 1).equals("here"))) { // "Rob here."
      return true; // "the Founder's Award", "Charming stone cottage": a word, not a person
    }
    boolean numberNext =
        t + 1 < n.count && n.scan.hasDigit(t + 1) && n.gap(t + 1) == NameTokens.GAP_SPACE;
    if (numberNext && AddressWords.UNITS.contains(n, t)) {
      return true; // "Appartamento 44", "Studio 14": an address's unit
    }
    if (t > 0
        && n.scan.isAllUpper(t)
        && n.gap(t) == NameTokens.GAP_SPACE
        && AddressRecognizer.MILITARY_POST.contains(n, t - 1)) {
      return true; // "APO AP 25113": the military post's region code
    }
    boolean common = n.commonBand(t) > 0 || abstractNoun(n, t) && !actsAsPerson(n, t + 1);
    boolean lowerNext = t + 1 < n.count && !n.scan.isCapitalized(t + 1) && n.scan.hasLetter(t + 1);
    return common
        && n.sentenceStart(t)
        && (lowerNext && n.gap(t + 1) == NameTokens.GAP_SPACE
            || numberNext && n.firstBand(t) < Gazetteers.FREQUENT_FIRST_BAND);
  }

  /**
   * Abbreviations of things, roles and trades, not of a body: clinical, school, payroll, banking,
   * computing and office shorthand that the model, having met many firms written in capitals, reads
   * as firms. Not those that are also a firm, a body or a US state's code in common use ("BP",
   * "NHS", "PA", "OK", "ID").
   */
  static final WordList GENERIC_ACRONYMS =
      WordList.of(
          "gp ed icu itu hdu nicu picu dka bm cbt dbt pv iup crl uss htn copd chf ckd aki uti cva"
              + " tia dvt sob gcs ecg ekg eeg mri cxr fbc cbc crp lft lfts inr bmi dnr dnacpr nbm"
              + " prn iv im ng gtn nsaid nsaids ppi ssri adhd asd ocd ptsd ibs gerd gord hiv sti"
              + " hpv rsv ent ot slt hca rn cpr aed nok mrn ehr vriii uln"
              + " pe pshe ict gcse gcses ielts toefl phd msc mba bsc senco ehcp iep"
              + " vat paye isa apr aer cvv pin atm upi pan ssn ein nino mot pcn ccj kyc aml iban"
              + " bic sepa ach bacs chaps ebitda ipo esg yoy ytd roi kpi okr sla nda rfp sow"
              + " ceo cfo cto coo cmo cio ciso vp svp evp hr qa ux ui apac emea latam saas crm"
              + " erp seo api sdk url pdf csv json sql html http https dns vpn ssh ssl tls cpu gpu"
              + " ram ssd usb cli ide uat mvp poc uuid uuids guid jwt sso mfa otp cdn llm nlp ocr"
              + " iot cctv gps sms gdpr pii phi hipaa dpo eta tbc tbd asap fyi eod wfh pto faq"
              + " rsvp gmt utc bst cet lol omg tbh imo btw diy aka dob agm pip sre rpa warn error"
              + " debug trace fatal sku todo");

  /**
   * Whether token {@code t} is an English word (of the dictionary) that is hardly a first name
   * (born fewer than 1,000 times) nor one of the 3,000 most frequent surnames: "Award", "Biscuit",
   * "Landscape" but not "Grace", "Ram" or "Brown".
   */
  private static boolean dictionaryWord(NameTokens n, int t) {
    int surname = n.surnameBand(t);
    return n.firstBand(t) <= 1 && (surname == 0 || surname > 2) && n.inDictionary(t);
  }

  /** Whether "its", "it's" or "it 's" comes right before token {@code t} ("its Friday"). */
  private static boolean itsBefore(NameTokens n, int t) {
    if (t < 1) {
      return false;
    }
    String prev = n.scan.lower(t - 1);
    return prev.equals("its")
        || prev.equals("s")
            && n.gap(t - 1) == NameTokens.GAP_APOSTROPHE
            && t >= 2
            && n.scan.lower(t - 2).equals("it");
  }

  /**
   * Days and months in German, French, Spanish, Italian, Dutch and Portuguese, which the model
   * sometimes reads as a place; English ones are cues ({@link Gazetteers#CALENDAR}). The names of
   * four letters or more of the JDK's CLDR data ({@code java.text.DateFormatSymbols}, JDK 25),
   * written out: loading the six locales' data took about 50 ms at start-up.
   */
  static final WordList FOREIGN_CALENDAR =
      WordList.of(
          "abril agosto août april aprile august augustus avril december dezember dezembro"
              + " dicembre diciembre dienstag dimanche dinsdag domenica domingo donderdag"
              + " donnerstag décembre enero febbraio febrero februar februari fevereiro freitag"
              + " février gennaio giovedì giugno janeiro januar januari janvier jeudi jueves"
              + " juillet juin julho juli julio junho juni junio luglio lundi lunedì lunes maandag"
              + " maart maggio maio mardi mars martedì martes marzo março mayo mercoledì mercredi"
              + " mittwoch miércoles montag märz november novembre novembro noviembre octobre"
              + " octubre oktober ottobre outubro quarta-feira quinta-feira sabato samedi samstag"
              + " segunda-feira september septembre septiembre setembro settembre sexta-feira"
              + " sonntag sábado terça-feira vendredi venerdì viernes vrijdag woensdag zaterdag"
              + " zondag");

  /** Endings of English abstract nouns ("Payment", "Registration", "Kindness", "Membership"). */
  private static final String[] NOUN_ENDINGS = {
    "ment", "tion", "sion", "ness", "ity", "ship", "ism"
  };

  /**
   * Whether token {@code t} is shaped like an English abstract noun the common-word list (counted
   * from tweets) may lack: such an ending after three letters or more, and no first name or
   * frequent surname ("Payment received on ...", not "Clemente", "Trinity").
   */
  private static boolean abstractNoun(NameTokens n, int t) {
    int s = n.scan.start(t);
    int e = n.scan.end(t);
    int band = n.surnameBand(t);
    return n.firstBand(t) == 0
        && (band == 0 || band > 3)
        && AddressWords.endsWithAny(n.text, s, e, NOUN_ENDINGS, 3);
  }

  /**
   * Words for a nation's or a faith's people ("Dutch", "Canadians", "Muslim"): alone, never a
   * person or an organisation. Read as a place they stay one: annotators mark "Iraqi" of "the Iraqi
   * city of Mosul" as a location. Left out: those that are also first names (Christian, Norman).
   */
  private static final WordList DEMONYMS =
      WordList.of(
          "american americans british briton britons english welsh scottish scots irish french"
              + " german germans dutch belgian belgians swiss austrian austrians italian italians"
              + " spanish spaniard spaniards portuguese greek greeks turkish turks russian"
              + " russians ukrainian ukrainians polish czech czechs slovak hungarian hungarians"
              + " romanian romanians bulgarian bulgarians serbian serbs croatian croats swedish"
              + " swedes norwegian norwegians danish danes finnish finns icelandic chinese"
              + " japanese korean koreans vietnamese thai filipino filipinos indonesian"
              + " indonesians malaysian malaysians indian indians pakistani pakistanis"
              + " bangladeshi afghan afghans iranian iranians iraqi iraqis syrian syrians israeli"
              + " israelis palestinian palestinians lebanese saudi saudis egyptian egyptians"
              + " moroccan moroccans algerian algerians tunisian libyan nigerian nigerians kenyan"
              + " kenyans ethiopian ghanaian african africans canadian canadians mexican mexicans"
              + " brazilian brazilians argentine argentinian chilean colombian colombians peruvian"
              + " venezuelan cuban cubans australian australians european europeans asian asians"
              + " arab arabs muslim muslims jewish jews hindu hindus buddhist buddhists catholic"
              + " catholics protestant protestants sikh sikhs");

  /** Whether a gazetteer knows token {@code t} as a name, place or organisation. */
  static boolean known(NameTokens n, int t) {
    return n.firstBand(t) > 0
        || n.surnameBand(t) > 0
        || (n.phrase[t] & ~EntityTagger.LOOKED_UP) != 0;
  }

  /** A capitalised title right before the span: a person, confidently. */
  static boolean title(NameTokens n, Span s) {
    int t = s.first - 1;
    if (t < 0 || !n.capitalized(t) || (n.roles(t) & Gazetteers.TITLE) == 0) {
      return false;
    }
    int g = n.gap(s.first);
    if (g == NameTokens.GAP_SPACE || g == NameTokens.GAP_PERIOD) {
      s.type = PERSON;
      s.probability = Math.max(s.probability, 0.95);
      return true;
    }
    return false;
  }

  private static final WordList EDGE_WORDS =
      new WordList(java.util.Set.of("the", "of", "and", "for"));

  /**
   * Names end with a capitalised word and begin with one or a name particle ("van der Berg"):
   * "the", "of", "and", "for" at the edges go.
   */
  static void trimParticles(NameTokens n, Span s) {
    while (s.first < s.last && !n.capitalized(s.first) && EDGE_WORDS.contains(n, s.first)) {
      s.first++;
    }
    while (s.last > s.first && !n.capitalized(s.last)) {
      s.last--;
    }
  }

  private static final WordList AND = WordList.of("and");

  /**
   * Whether person {@code s} ends in a modal verb, capitalised before a frequent word as a headline
   * writes it, and its first word is no frequent first name ("HI Lawyer Can Help With", "Biden Will
   * Visit"). After a capitalised word the span is the headline's words; else the modal goes and the
   * name stays, unless the span is a known first name and a surname ("Emre Can Will Play").
   * "Theresa May Visits" and "Mary Will Help" are left.
   */
  static boolean modalHeadline(NameTokens n, Span s) {
    int next = s.last + 1;
    return s.type == PERSON
        && s.last > s.first
        && next < n.count
        && n.gap(next) == NameTokens.GAP_SPACE
        && n.scan.isCapitalized(next)
        && n.commonBand(next) >= 2
        && MODALS.contains(n, s.last)
        && n.firstBand(s.first) < Gazetteers.FREQUENT_FIRST_BAND;
  }

  /**
   * A product or software name, or a technical term in capitals, or a few joined by "and" ("Sent
   * from Outlook", "iPhone", "reports VPN errors", "the DNS and SSL settings"; not "ask Ram"), is
   * not an entity, nor is a "person" ending in a day or holiday, but for a month that is a surname
   * ("Theresa May").
   */
  static boolean product(NameTokens n, Span s) {
    if ((n.roles(s.last) & Gazetteers.CALENDAR) != 0
        && s.type == PERSON
        && !NameFeatures.strongCue(n, s.first)
        && !monthSurname(n, s)) {
      return true; // "Merry Christmas", "Happy Monday"
    }
    for (int t = s.first; t <= s.last; t += 2) {
      if (n.gaz.products.get(n.key(t), 0) == 0
              && !(n.scan.isAllUpper(t) && n.gaz.technical.get(n.key(t), 0) != 0)
          || t < s.last && (t + 2 > s.last || !AND.contains(n, t + 1))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether person {@code s} is a frequent first name and a surname that is also a month ("Theresa
   * May", "Brian May", "Carly June"), not a greeting of a holiday ("Merry Christmas").
   */
  private static boolean monthSurname(NameTokens n, Span s) {
    int last = s.last;
    return last > s.first
        && n.firstBand(s.first) >= Gazetteers.FREQUENT_FIRST_BAND
        && n.surnameBand(last) > 0
        && DateWords.month(n.text, n.scan.start(last), n.scan.end(last)) > 0;
  }

  private static final WordList ORG_ENDINGS =
      new WordList(
          java.util.Set.of(
              "inc",
              "ltd",
              "llc",
              "llp",
              "plc",
              "gmbh",
              "ag",
              "corp",
              "corporation",
              "company",
              "hospital",
              "university",
              "college",
              "bank",
              "foundation",
              "institute",
              "association",
              "agency",
              "department",
              "ministry",
              "clinic",
              "school",
              "academy",
              "surgery",
              "trust",
              "council",
              "museum",
              "society",
              "federation",
              "homecare",
              "removals",
              "party",
              "practice",
              "schule",
              "hochschule",
              "akademie",
              "stiftung",
              "verein",
              "gemeinschaft",
              "gesellschaft",
              "group",
              "holdings",
              "partners",
              "associates",
              "brothers",
              "bros",
              "hermanos",
              "söhne",
              "zonen",
              "groep",
              "gruppe",
              "gruppo",
              "grupo",
              "sarl",
              "eurl",
              "srl",
              "spa",
              "bv",
              "nv",
              "kg"));

  /**
   * A span ending in an unmistakable organisation word ("Mount Sinai Hospital") is one; so is one
   * ending in the Spanish legal forms "S.L." and "S.A.", whose final period belongs to it.
   */
  static void organisationEnding(NameTokens n, Span s) {
    if (s.first < s.last && nordicForm(n, s.last)) {
      s.type = ORGANISATION; // "Eriksson Marin AB", "Aurora Robotics Oy"
      return;
    }
    if (s.first < s.last && (ORG_ENDINGS.contains(n, s.last) || legalFormInside(n, s))) {
      s.type = ORGANISATION;
    } else if (dottedLegalForm(n, s.last) > s.first) { // a name before the form
      s.type = ORGANISATION;
      int end = n.scan.end(s.last);
      if (end < n.text.length() && n.text.charAt(end) == '.') {
        s.extra = 1; // "S.A.R.L."
      }
    } else if (s.last - s.first >= 2 && spanishLegalForm(n, s.last)) {
      s.type = ORGANISATION;
      int end = n.scan.end(s.last);
      if (end < n.text.length() && n.text.charAt(end) == '.') {
        s.extra = 1;
      }
    }
  }

  /** The Nordic legal forms, words of English too in lower case ("AB", "Oy", "ASA", "AS"). */
  private static final WordList NORDIC_FORMS = WordList.of("ab oy oyj asa as aps");

  /** Whether token {@code t} is a Nordic legal form as written: in capitals, or "Oy", "Oyj". */
  private static boolean nordicForm(NameTokens n, int t) {
    return NORDIC_FORMS.contains(n, t)
        && (n.scan.isAllUpper(t) || n.text.startsWith("Oy", n.scan.start(t)));
  }

  /** Legal forms that name no one when read alone: a firm's last word. */
  private static final WordList ALONE_FORMS =
      WordList.of("ltd llc llp plc inc gmbh kg kgaa ohg sarl srl spa bv nv");

  /**
   * How many capitalised words before a legal form read alone the firm may take ("Acme Widgets").
   */
  private static final int FORM_NAME_WORDS = 3;

  /**
   * A legal form that the model read alone ("works for King [Ltd]"): the firm is up to {@link
   * #FORM_NAME_WORDS} capitalised words before it that no earlier span holds (not a sentence's
   * first common word, "Thanks"), and {@code s} becomes that firm; with no such word there is no
   * one to name, and the answer is true (drop {@code s}).
   */
  static boolean legalFormAlone(NameTokens n, Span s, List<Span> before) {
    if (s.first != s.last || !ALONE_FORMS.contains(n, s.first)) {
      return false;
    }
    int floor = before.isEmpty() ? 0 : before.get(before.size() - 1).last + 1;
    int first = s.first;
    while (first - 1 >= floor
        && s.first - first < FORM_NAME_WORDS
        && n.gap(first) == NameTokens.GAP_SPACE
        && n.capitalized(first - 1)
        && !plainStart(n, first - 1)) { // "Thanks King Ltd": not the sentence's first word
      first--;
    }
    if (first == s.first) {
      return true;
    }
    s.first = first;
    s.type = ORGANISATION;
    return false;
  }

  /**
   * Parts of one firm found apart become one: two organisations joined by a hyphen alone
   * ("[Davies]-[Rodriguez]"), and a firm ending in "Co" before a legal form after its period
   * ("[Stiftung & Co]. [KG]", also with nothing found on the form).
   */
  static void joinedFirms(NameTokens n, List<Span> spans) {
    for (int i = 0; i < spans.size(); i++) {
      Span a = spans.get(i);
      if (a.type != ORGANISATION || a.last + 1 >= n.count) {
        continue;
      }
      int next = a.last + 1;
      boolean hyphen = n.gap(next) == NameTokens.GAP_HYPHEN;
      boolean form =
          n.gap(next) == NameTokens.GAP_PERIOD
              && "co".equals(n.scan.lower(a.last))
              && ALONE_FORMS.contains(n, next);
      if (!hyphen && !form) {
        continue;
      }
      int b = -1;
      for (int j = 0; j < spans.size(); j++) {
        if (spans.get(j).first == next) {
          b = j;
          break;
        }
      }
      if (b < 0 && hyphen || b >= 0 && spans.get(b).type != ORGANISATION) {
        continue;
      }
      if (b >= 0) {
        Span c = spans.get(b);
        a.last = c.last;
        a.extra = c.extra;
        a.probability = Math.max(a.probability, c.probability);
        a.maxScore = Math.min(a.maxScore, c.maxScore);
        a.minScore = Math.min(a.minScore, c.minScore);
        spans.remove(b);
        if (b < i) {
          i--;
        }
      } else {
        a.last = next;
        a.extra = 0;
      }
      i--; // look again from the joined firm ("A-B-C")
    }
  }

  /**
   * Legal forms of several words or written with periods, which the model cuts or misses: Asian
   * "Co., Ltd.", Indian "Pvt. Ltd.", South African "(Pty) Ltd", Malaysian "Sdn. Bhd.", Polish "Sp.
   * z o.o.", Mexican "S.A. de C.V.", Brazilian "Ltda.", Japanese "KK", and an American form after a
   * comma ("Northwind Analytics, Inc.").
   */
  private static final Pattern FORM_TAIL =
      Pattern.compile(
          "(?:, ?)?(?:Co\\.?,? (?:Ltd\\.?|Limited|Inc\\.?)|Pvt\\.? Ltd\\.?|Private Limited"
              + "|Pte\\.? Ltd\\.?|\\(Pty\\.?\\) Ltd\\.?|Pty\\.? Ltd\\.?|Sdn\\.? Bhd\\.?"
              + "|Sp\\. ?z ?o\\.o\\.|S\\.A\\.(?:B\\.)? de C\\.V\\.|S\\. de R\\.L\\.(?: de C\\.V\\.)?"
              + "|K\\.K\\.|KK|Ltda\\.?|Inc\\.?|Ltd\\.?|LLC|L\\.L\\.C\\.|LLP|Corp\\.?|PLC|Limited)"
              + "(?![\\p{L}\\p{N}])");

  /** The first words of the forms of {@link #FORM_TAIL}, in lower case. */
  private static final WordList FORM_STARTS =
      WordList.of("co pvt private pte pty sdn sp s k kk ltda inc ltd llc l llp corp plc limited");

  /** The capitals that the forms of {@link #FORM_TAIL} open with ("(Pty)" with its "P"). */
  private static final int FORM_CAPITALS =
      1 << 'C' - 'A'
          | 1 << 'P' - 'A'
          | 1 << 'S' - 'A'
          | 1 << 'K' - 'A'
          | 1 << 'L' - 'A'
          | 1 << 'I' - 'A';

  /** The words a firm's name before a legal form may have ("Sakura Home Reform KK"). */
  private static final int TAIL_NAME_WORDS = 4;

  /**
   * "Tanabe Seiki Co., Ltd.", "Mthembu Holdings (Pty) Ltd", "Wiśniewski Transport Sp. z o.o.": a
   * legal form of {@link #FORM_TAIL} after a name is one firm with it. The name is the span the
   * model read before the form, or up to {@link #TAIL_NAME_WORDS} capitalised words on its line
   * that no other span holds (not a sentence's first common word, "Contact"); a comma before the
   * form belongs only to "Inc", "LLC", "Ltd" and "Co., Ltd" ("Northwind Analytics, Inc."). The
   * form's final period belongs to it unless it ends the sentence. Spans inside the firm go, and
   * one reaching past it starts at its next capitalised word ("[Ltd and Cape Coastal] (Pty) Ltd").
   */
  static void legalFormTails(NameTokens n, List<Span> spans) {
    String text = n.text;
    Matcher m = null;
    int from = 0;
    // every form of the pattern opens with a capital of FORM_CAPITALS: only capitalised tokens
    // with such a first letter are tried
    int[] capitals = n.capitals();
    int capitalCount = n.capitalCount();
    for (int c = 0; c < capitalCount; c++) {
      int t = capitals[c];
      // the pattern is tried only where a form's first word starts, with what may open it
      char opening = text.charAt(n.scan.start(t));
      if (opening >= 'A' && opening <= 'Z' && (FORM_CAPITALS & 1 << opening - 'A') == 0
          || n.scan.start(t) < from
          || !FORM_STARTS.contains(n, t)) {
        continue;
      }
      int at = n.scan.start(t);
      if (at > 0 && text.charAt(at - 1) == '(') {
        at--;
      } else if (at > 1 && text.charAt(at - 1) == ' ' && text.charAt(at - 2) == ',') {
        at -= 2;
      } else if (at > 0 && text.charAt(at - 1) == ',') {
        at--;
      }
      if (m == null) {
        m = FORM_TAIL.matcher(text);
      }
      if (!m.region(at, text.length()).lookingAt()) {
        continue;
      }
      from = m.end();
      int start = m.start();
      boolean comma = text.charAt(start) == ',';
      int body = comma ? start + (text.charAt(start + 1) == ' ' ? 2 : 1) : start;
      if (comma
          && !text.startsWith("Inc", body)
          && !text.startsWith("LLC", body)
          && !text.startsWith("Ltd", body)
          && !text.startsWith("L.L.C", body)
          && !text.startsWith("Co", body)) {
        continue;
      }
      if (start > 0 && !comma && text.charAt(start - 1) != ' ') {
        continue; // glued to a word before it
      }
      int fs = n.scan.tokenAtOrAfter(body);
      int end = m.end();
      boolean period = text.charAt(end - 1) == '.';
      int fe = n.scan.tokenAtOrAfter(period ? end - 2 : end - 1);
      if (fs <= 0 || fe >= n.count || fe < fs) {
        continue;
      }
      int nameEnd = fs - 1;
      if (!n.capitalized(nameEnd) || !comma && n.gap(fs) == NameTokens.GAP_NEWLINE) {
        continue;
      }
      Span model = null;
      for (Span s : spans) {
        if (s.first <= nameEnd && nameEnd <= s.last) {
          model = s;
          break;
        }
      }
      // the period of a form of several parts or "Ltda." before a line break stays the firm's
      // ("Tanabe Seiki Co., Ltd." above an address); a plain "Ltd." there may end a sentence
      boolean spelled = fe > fs || text.startsWith("Ltda", body);
      boolean ends =
          period
              && sentenceEndsAt(text, end)
              && (!spelled
                  || end == text.length()
                  || text.charAt(end) != '\n' && text.charAt(end) != '\r');
      if (model != null && model.last > fe) {
        if (ends && end < text.length() && text.charAt(end) == ' ') {
          model.last = fe; // "[Quickdrop Couriers Ltd. The] van": not past the sentence's end
          model.extra = 0;
        }
        continue; // the model read further: "Rheinland Logistik GmbH & Co. KG"
      }
      int first;
      if (model != null) {
        first = withSpansBefore(n, spans, model.first, nameEnd);
      } else {
        first = nameEnd;
        while (first - 1 >= 0
            && nameEnd - first + 1 < TAIL_NAME_WORDS
            && (n.gap(first) == NameTokens.GAP_SPACE || n.gap(first) == NameTokens.GAP_AMP)
            && n.capitalized(first - 1)
            && !plainStart(n, first - 1)) {
          first--;
        }
        first = afterStraddling(spans, first);
        if (first < nameEnd && plainStart(n, first)) {
          first++; // "Contact Acme Ltd"
        }
      }
      Span firm = model != null ? model : new Span(first, fe, ORGANISATION, 0.8);
      firm.first = Math.min(firm.first, first);
      firm.last = fe;
      firm.type = ORGANISATION;
      firm.extra = period && !ends ? 1 : 0;
      if (model == null) {
        spans.add(firm);
      }
      clearFirm(n, spans, firm);
    }
  }

  /**
   * Last words of organisations that the model reads as people or places ("Hayes & Kinsella
   * Solicitors", "Chelmer Housing Partnership", "Irish Ferries"), in English and other languages;
   * not words that end people's names or places ("Steel", "Park", "Centre" alone).
   */
  private static final WordList FIRM_ENDINGS =
      WordList.of(
          "solicitors lettings partnership ferries airlines airways fund trust insurance logistics"
              + " consulting consultants capital developers textiles foods analytics broadband"
              + " pharmaceutical pharmaceuticals industries enterprises technologies laboratories"
              + " couriers freight restoration interiors realty architects accountants estates"
              + " advocaten advocatuur notarissen rechtsanwälte abogados avocats avvocati advogados"
              + " arquitetura arquitectos logistik logistica logística transportes seguros"
              + " versicherung verlag comercial associates associati asociados associés");

  /** Words before "Center" or "Centre" that make it an organisation ("Medical Center"). */
  private static final WordList CENTRE_KINDS =
      WordList.of("medical health cancer dental care research community leisure");

  private static final WordList CENTRES = WordList.of("center centre");

  /**
   * First words of organisations that the model reads as people or places ("Hotel Keihan Kyoto",
   * "Clínica Familiar del Valle", "Université de Montréal"), in English and other languages.
   */
  private static final WordList FIRM_HEADS =
      WordList.of(
          "hotel hôtel clínica clinica clinique klinik kliniek université università universität"
              + " universidad universidade universiteit uniwersytet banco banca banque bakkerij"
              + " brouwerij biuro colegio instituto istituto institut fundación fundação fondation"
              + " fondazione stiftung ospedale hôpital krankenhaus farmacia pharmacie apotheke"
              + " ristorante restaurante escuela escola scuola école studio");

  /**
   * A person or place of several words that ends in an organisation's last word ({@link
   * #FIRM_ENDINGS}, "Medical Center") or starts with an organisation's first word ({@link
   * #FIRM_HEADS}) is an organisation; such a word right after or before a span joins it ("[Chelmer
   * Housing] Partnership", "l'Hotel [Santa Chiara]"), and so does a partner before "&" ("Whitmore &
   * [Blake Lettings]").
   */
  static void organisationWords(NameTokens n, List<Span> spans) {
    for (Span s : spans) {
      if (s.last < 0
          || s.type == ORGANISATION
          || s.type == PERSON
              && s.last == s.first + 1
              && n.firstBand(s.first) >= Gazetteers.FREQUENT_FIRST_BAND
              && n.gap(s.first) != NameTokens.GAP_AMP) {
        continue; // "Thomas Fund": a first name and a surname; not "Whitmore & [Blake Lettings]"
      }
      int after = s.last + 1;
      if (s.extra == 0
          && after < n.count
          && n.gap(after) == NameTokens.GAP_SPACE
          && n.capitalized(after)
          && firmEnding(n, after)
          && !overlaps(spans, after, after)) {
        s.last = after;
        s.type = ORGANISATION;
      }
      int before = s.first - 1;
      if (before >= 0
          && (n.gap(s.first) == NameTokens.GAP_SPACE || n.gap(s.first) == NameTokens.GAP_APOSTROPHE)
          && n.capitalized(before)
          && FIRM_HEADS.contains(n, before)
          && !overlaps(spans, before, before)) {
        s.first = before;
        s.type = ORGANISATION;
      }
      if (s.first < s.last
          && (n.capitalized(s.last) && firmEnding(n, s.last)
              || n.capitalized(s.first) && FIRM_HEADS.contains(n, s.first))) {
        s.type = ORGANISATION;
      }
      boolean partners = s.first == s.last && n.capitalized(s.first) && firmEnding(n, s.first);
      if ((s.type == ORGANISATION || partners)
          && s.first >= 2
          && n.gap(s.first) == NameTokens.GAP_AMP
          && n.capitalized(s.first - 1)
          && n.gap(s.first - 1) != NameTokens.GAP_NONE) {
        int partner = s.first - 1;
        Span p = null;
        for (Span o : spans) {
          if (o != s && o.last == partner) {
            p = o;
          }
        }
        if (p == null || p.last - p.first < (partners ? TAIL_NAME_WORDS : 2)) {
          s.first = p == null ? partner : p.first;
          s.type = ORGANISATION; // "[Studio Tecnico Ferri] & [Associati]"
          if (p != null) {
            p.last = -1; // taken in below
          }
        }
      }
    }
    spans.removeIf(s -> s.last < 0);
  }

  /** Whether token {@code t} ends an organisation's name ("Solicitors", "Medical Center"). */
  private static boolean firmEnding(NameTokens n, int t) {
    return FIRM_ENDINGS.contains(n, t)
        || CENTRES.contains(n, t) && t > 0 && CENTRE_KINDS.contains(n, t - 1);
  }

  /** Whether token {@code t} opens a sentence and is a common or English word ("Contact"). */
  private static boolean plainStart(NameTokens n, int t) {
    return n.sentenceStart(t) && (n.commonBand(t) > 0 || n.gaz.englishWords.get(n.key(t), 0) != 0);
  }

  /**
   * {@code first}, or the first token of the whole spans right before it on its line, as long as
   * the name up to {@code nameEnd} keeps to {@link #TAIL_NAME_WORDS} words ("[Greystone Property]
   * [Management LLC]", "[Sakura] [Home Reform KK]").
   */
  private static int withSpansBefore(NameTokens n, List<Span> spans, int first, int nameEnd) {
    boolean grown = true;
    while (grown && first > 0) {
      grown = false;
      int g = n.gap(first);
      if ((g != NameTokens.GAP_SPACE && g != NameTokens.GAP_AMP) || !n.capitalized(first - 1)) {
        break;
      }
      for (Span p : spans) {
        if (p.last == first - 1 && nameEnd - p.first < TAIL_NAME_WORDS && p.extra == 0) {
          first = p.first;
          grown = true;
          break;
        }
      }
    }
    return first;
  }

  /**
   * {@code first}, or the token after a span that starts before it and reaches it: a firm's name
   * takes whole spans only ("[Sakura] Home Reform KK", "[Greystone Property] Management LLC").
   */
  private static int afterStraddling(List<Span> spans, int first) {
    for (Span s : spans) {
      if (s.first < first && first <= s.last) {
        return s.last + 1;
      }
    }
    return first;
  }

  /**
   * Drops the spans inside {@code firm} and moves one that reaches past it to its first capitalised
   * word after the firm ("[Ltd and Cape Coastal Developers]" to "Cape Coastal Developers").
   */
  private static void clearFirm(NameTokens n, List<Span> spans, Span firm) {
    spans.removeIf(
        s -> {
          if (s == firm || s.last < firm.first || s.first > firm.last) {
            return false;
          }
          if (s.first < firm.first) {
            s.last = firm.first - 1;
            return false;
          }
          if (s.last <= firm.last) {
            return true;
          }
          int f = firm.last + 1;
          while (f <= s.last && !n.capitalized(f)) {
            f++;
          }
          s.first = f;
          return f > s.last;
        });
  }

  /**
   * Drops the spans that name no one: code identifiers ({@link #codeWord}: "java.lang.[Illegal
   * StateException]", "[WebClient](token=...)"), lower-case words written as code elsewhere in the
   * text ("import [openai]" beside "openai.api_key"), ISO currency codes beside an amount ("[CHF]
   * 85,000"), card brands naming a card ("my [Visa] ending 0417") and letters before a hyphen and
   * digits ("[INV]-2024-00412").
   */
  static void notEntities(NameTokens n, List<Span> spans) {
    if (spans.isEmpty()) {
      return;
    }
    CodeWords code = new CodeWords(n);
    int kept = 0;
    int size = spans.size();
    for (int i = 0; i < size; i++) {
      Span s = spans.get(i);
      if (!notEntity(n, code, s)) {
        spans.set(kept++, s);
      }
    }
    spans.subList(kept, size).clear();
  }

  /** Whether span {@code s} is none of {@link #notEntities}'s entities (its edges trimmed). */
  private static boolean notEntity(NameTokens n, CodeWords code, Span s) {
    int first = s.first;
    int last = s.last;
    currencyEdges(n, s);
    if (s.first > s.last
        || s.first == s.last
            && (s.first != first || s.last != last)
            && n.commonBand(s.first) >= 2) {
      return true; // "[Transfer CHF] 85,000": no firm is left
    }
    for (int t = s.first; t <= s.last; t++) {
      if (codeWord(n, t) || referencePrefix(n, t)) {
        return true;
      }
    }
    return s.first == s.last && code.writtenAsCode(s.first)
        || cardBrand(n, s)
        || acronymBeforeValue(n, s)
        || jobTitle(n, s);
  }

  /** Last words of job titles ("Programme Officer", "Site Engineer", "Analista Financiero"). */
  private static final WordList JOB_WORDS =
      WordList.of(
          "officer engineer manager coordinator director analyst assistant specialist administrator"
              + " treasurer developer designer consultant advisor adviser supervisor technician"
              + " estimator recruiter analista gerente ingeniero directeur ingénieur");

  /**
   * Whether organisation or person {@code s} is a job title: capitalised words ending in a job's
   * word with no frequent first name among them ("Programme Officer", "Site Engineer",
   * "[Coordinator]"; not "Anna Director").
   */
  private static boolean jobTitle(NameTokens n, Span s) {
    if (s.type == PLACE || !JOB_WORDS.contains(n, s.last) || !n.capitalized(s.last)) {
      return false;
    }
    for (int t = s.first; t <= s.last; t++) {
      if (!n.capitalized(t) && !AND.contains(n, t)
          || n.firstBand(t) >= Gazetteers.FREQUENT_FIRST_BAND) {
        return false;
      }
    }
    return true;
  }

  /** The most letters of an acronym before a value ("CRP 118", "PNR K7TQ2M"). */
  private static final int VALUE_ACRONYM_LETTERS = 4;

  /**
   * Whether organisation {@code s} is one unknown acronym in capitals before a number or a code
   * after a space, the name of a measure or a field ("BP 142/88", "CRP 118", "MCV 76", "PNR
   * K7TQ2M", "OID 1.3.6.1"), not a firm of the gazetteer ("IBM", "KLM") nor one before a year ("EY
   * 2019-2021").
   */
  private static boolean acronymBeforeValue(NameTokens n, Span s) {
    int t = s.first;
    if (s.type != ORGANISATION
        || s.last != t
        || t + 1 >= n.count
        || !n.scan.isAllUpper(t)
        || n.scan.end(t) - n.scan.start(t) > VALUE_ACRONYM_LETTERS
        || n.gap(t + 1) != NameTokens.GAP_SPACE
        || !n.scan.hasDigit(t + 1)
        || DateWords.year(n.text, n.scan.start(t + 1), n.scan.end(t + 1)) > 0) {
      return false; // "EY 2019-2021", "UCSF 2019": a year on a CV's line is no measure
    }
    n.markPhrases(t);
    return (n.phrase[t] & NameTokens.ORG_BEGIN) == 0;
  }

  /** Source file extensions and member names that follow a class name after a period. */
  private static final WordList CODE_EXTENSIONS =
      WordList.of(
          "java kt kts scala groovy py pyc js mjs ts tsx jsx go rb rs cs cpp cc hpp php swift class"
              + " jar json xml yml yaml toml gradle properties sql sh proto");

  /** Last words of class names that name code ("IllegalStateException", "FooServiceTest"). */
  private static final String[] CODE_SUFFIXES = {
    "Exception",
    "Error",
    "Test",
    "Tests",
    "Impl",
    "Factory",
    "Builder",
    "Handler",
    "Controller",
    "Repository",
    "Provider",
    "Adapter",
    "Listener",
    "Util",
    "Utils",
    "Helper",
    "Serializer",
    "Deserializer",
    "Validator",
    "Mapper",
    "Resolver",
    "Iterator",
    "Callback",
    "Interceptor",
    "Service",
    "Config",
    "Configuration",
    "Dao",
    "Dto"
  };

  /**
   * Whether token {@code t} is a code identifier: the end of a dotted path ("java.lang.[Foo]",
   * "util.stream.[Collectors]"), a name before a member or a source file ("[CustomerIndex].build",
   * "[Collectors].java", "-[Dtest].timeout=1"), a call ("[WebClient](token="), a name joined by "$"
   * ("[ReduceOps]$3ReducingSink", "lambda$[Foo]"), or a camel-case word ending in a code word
   * ("FooServiceTest", "AttributeError"). Initials, abbreviations ("U.S.Army", "St.Louis") and web
   * addresses ("PayPal.com") are none.
   */
  static boolean codeWord(NameTokens n, int t) {
    String text = n.text;
    int start = n.scan.start(t);
    int end = n.scan.end(t);
    boolean camel = camelCase(text, start, end);
    // "java.lang.[X]": a dotted path of at least two lower-case words of two letters or more
    if (t >= 2
        && dotOnly(n, t)
        && dotOnly(n, t - 1)
        && Character.isLowerCase(text.charAt(n.scan.start(t - 1)))
        && n.scan.end(t - 1) - n.scan.start(t - 1) >= 2
        && n.scan.hasLetter(t - 2)) {
      return true;
    }
    // "[X].build(", "[X].java", "[Dtest].timeout=", "[openai].api_key"
    if (t + 1 < n.count && dotOnly(n, t + 1)) {
      int ms = n.scan.start(t + 1);
      int me = n.scan.end(t + 1);
      if (me - ms >= 2 && Character.isLowerCase(text.charAt(ms))) {
        char after = me < text.length() ? text.charAt(me) : ' ';
        if (CODE_EXTENSIONS.contains(n, t + 1)
            || "(.=_:[$".indexOf(after) >= 0
            || camelCase(text, ms, me)
            || camel && !WEB_ENDINGS.contains(n, t + 1)) {
          return true;
        }
      }
    }
    char before = start > 0 ? text.charAt(start - 1) : ' ';
    char next = end < text.length() ? text.charAt(end) : ' ';
    if (next == '(' && (camel || callArguments(text, end + 1))) {
      return true; // "WebClient(token=...)", "Foo()"
    }
    if (next == '$' && end + 1 < text.length()) {
      char c = text.charAt(end + 1);
      if (Character.isLetter(c) || camel && Character.isDigit(c)) {
        return true; // "ReduceOps$3ReducingSink", "Outer$Inner"; not "US$5"
      }
    }
    if (before == '$' && start >= 2 && Character.isLetterOrDigit(text.charAt(start - 2))) {
      return true; // "lambda$Foo"
    }
    if (camel) {
      for (String suffix : CODE_SUFFIXES) {
        if (end - start > suffix.length() && text.startsWith(suffix, end - suffix.length())) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether token {@code t} follows the token before it after one period, no space. */
  private static boolean dotOnly(NameTokens n, int t) {
    return n.gap(t) == NameTokens.GAP_PERIOD && n.scan.start(t) - n.scan.end(t - 1) == 1;
  }

  /** Top-level domains after which a camel-case name is a web address ("PayPal.com"). */
  private static final WordList WEB_ENDINGS =
      WordList.of(
          "com net org io co ai app dev uk de fr es it nl eu us ca au in jp info biz me tv");

  /**
   * Whether {@code text[start, end)} is written in camel case: a capital after a lower-case letter
   * inside it ("WebClient", "ReduceOps"), but not after a surname's prefix ("McDonald",
   * "MacArthur", "DeShawn", "LeBron", "DiCaprio", "VanDyke", "VonRueden", "DuBuque", "FitzGerald").
   */
  static boolean camelCase(String text, int start, int end) {
    for (int i = start + 1; i < end; i++) {
      if (Character.isUpperCase(text.charAt(i)) && Character.isLowerCase(text.charAt(i - 1))) {
        String head = text.substring(start, i);
        if (!SURNAME_PREFIXES.contains(head.toLowerCase(Locale.ROOT))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Beginnings of names written with a capital inside ("McDonald", "DeShawn", "LaToya"). */
  private static final Set<String> SURNAME_PREFIXES =
      Set.of(
          "mc", "mac", "de", "da", "di", "du", "la", "le", "van", "von", "fitz", "st", "o", "d",
          "ma", "al", "el", "ben", "ter", "ten", "des", "del", "della", "dos", "das");

  /**
   * Whether the text after a "(" right after a word reads as a call's arguments: ")" at once, a
   * quote, or a lower-case word and "=" ("token=...").
   */
  private static boolean callArguments(String text, int from) {
    if (from >= text.length()) {
      return false;
    }
    char c = text.charAt(from);
    if (c == ')' || c == '"' || c == '\'') {
      return true;
    }
    int i = from;
    while (i < text.length()
        && (Character.isLetterOrDigit(text.charAt(i)) || text.charAt(i) == '_')) {
      i++;
    }
    return i > from && i < text.length() && text.charAt(i) == '=';
  }

  /**
   * The words of a text written as code ({@link #codeWord}) somewhere in it, found once per text
   * and only when a lower-case span asks: "import [openai]" beside "openai.api_key = ...".
   */
  private static final class CodeWords {
    private final NameTokens n;
    private @Nullable Set<String> words;

    CodeWords(NameTokens n) {
      this.n = n;
    }

    /**
     * Whether lower-case token {@code t}, itself no code word, is written elsewhere in the text as
     * code, in the same case.
     */
    boolean writtenAsCode(int t) {
      if (Character.isUpperCase(n.text.charAt(n.scan.start(t))) || !n.scan.holds('.')) {
        return false;
      }
      Set<String> w = words;
      if (w == null) {
        w = new java.util.HashSet<>();
        for (int u = 0; u < n.count; u++) {
          if (codeWord(n, u)) {
            w.add(n.scan.token(u));
          }
        }
        words = w;
      }
      return !w.isEmpty() && w.contains(n.scan.token(t));
    }
  }

  /**
   * Whether token {@code t} is letters in capitals joined by a hyphen to digits, a part of a
   * reference ("LB-2024-118734", "INV-2024-00412", "HK-220-BR").
   */
  private static boolean referencePrefix(NameTokens n, int t) {
    return n.scan.isAllUpper(t)
        && n.scan.end(t) - n.scan.start(t) <= REFERENCE_LETTERS
        && (t + 1 < n.count && hyphenOnly(n, t + 1) && n.scan.isDigits(t + 1)
            || t > 0 && hyphenOnly(n, t) && n.scan.isDigits(t - 1));
  }

  /** The most letters of a reference's prefix ("INV", "SKU"). */
  private static final int REFERENCE_LETTERS = 4;

  /** Whether token {@code t} follows the token before it after one hyphen, no space. */
  private static boolean hyphenOnly(NameTokens n, int t) {
    return n.gap(t) == NameTokens.GAP_HYPHEN && n.scan.start(t) - n.scan.end(t - 1) == 1;
  }

  /** ISO 4217 codes of the currencies in use. */
  private static final WordList CURRENCIES =
      WordList.of(
          "aed afn all amd ang aoa ars aud awg azn bam bbd bdt bgn bhd bif bmd bnd bob brl bsd btn"
              + " bwp byn bzd cad cdf chf clp cny cop crc cuc cup cve czk djf dkk dop dzd egp ern"
              + " etb eur fjd fkp gbp gel ghs gip gmd gnf gtq gyd hkd hnl hrk htg huf idr ils inr"
              + " iqd irr isk jmd jod jpy kes kgs khr kmf kpw krw kwd kyd kzt lak lbp lkr lrd lsl"
              + " lyd mad mdl mga mkd mmk mnt mop mru mur mvr mwk mxn myr mzn nad ngn nio nok npr"
              + " nzd omr pab pen pgk php pkr pln pyg qar ron rsd rub rwf sar sbd scr sdg sek sgd"
              + " shp sle sll sos srd ssp stn syp szl thb tjs tmt tnd top try ttd twd tzs uah ugx"
              + " usd uyu uzs vef ves vnd vuv wst xaf xcd xof xpf yer zar zmw zwl");

  /**
   * A currency code in capitals beside an amount ("CHF 85,000", "48,220.17 GBP") or as the value of
   * a currency field ("currency":"EUR") at an edge of span {@code s} goes from it.
   */
  private static void currencyEdges(NameTokens n, Span s) {
    while (s.first <= s.last && currency(n, s.last)) {
      s.last--;
    }
    while (s.first <= s.last && currency(n, s.first)) {
      s.first++;
    }
  }

  private static boolean currency(NameTokens n, int t) {
    if (!n.scan.isAllUpper(t)
        || n.scan.end(t) - n.scan.start(t) != 3
        || !CURRENCIES.contains(n, t)) {
      return false;
    }
    return t + 1 < n.count && n.scan.isDigits(t + 1) && spaceOrNone(n, t + 1)
        || t > 0 && n.scan.isDigits(t - 1) && spaceOrNone(n, t)
        || t > 0 && n.scan.lower(t - 1).contains("currency");
  }

  /** Whether token {@code t} follows the token before it after spaces or nothing. */
  private static boolean spaceOrNone(NameTokens n, int t) {
    int g = n.gap(t);
    return g == NameTokens.GAP_SPACE || g == NameTokens.GAP_NONE;
  }

  /** Card brands, in one or two words ("Diners Club", "American Express"). */
  private static final Set<String> CARD_BRANDS =
      Set.of(
          "visa",
          "mastercard",
          "maestro",
          "amex",
          "american express",
          "diners club",
          "diners",
          "discover",
          "jcb",
          "unionpay",
          "china unionpay",
          "rupay",
          "interac",
          "elo",
          "hipercard",
          "cartes bancaires",
          "visa electron",
          "visa debit");

  /** The first words of {@link #CARD_BRANDS}: the cheap test before the whole brand's. */
  private static final WordList BRAND_FIRST_WORDS =
      new WordList(
          CARD_BRANDS.stream()
              .map(b -> b.substring(0, (b + " ").indexOf(' ')))
              .collect(java.util.stream.Collectors.toSet()));

  /** Words after a card brand that make it the card ("Visa ending 0417", "UnionPay card"). */
  private static final WordList CARD_WORDS =
      WordList.of("card ending ends debit credit card's cards no number");

  /**
   * Whether span {@code s} is a card brand naming a card: before the card's digits ("Mastercard
   * 5540 ..."), a card word ("Visa ending 0417", "UnionPay card") or as the value of a brand field
   * ("brand":"mastercard").
   */
  private static boolean cardBrand(NameTokens n, Span s) {
    if (s.last - s.first > 1 || !BRAND_FIRST_WORDS.contains(n, s.first)) {
      return false;
    }
    String brand = n.text.substring(n.scan.start(s.first), n.scan.end(s.last));
    if (!CARD_BRANDS.contains(brand.toLowerCase(Locale.ROOT).replace('\u00a0', ' '))) {
      return false;
    }
    int next = s.last + 1;
    if (next < n.count
        && n.gap(next) == NameTokens.GAP_SPACE
        && (n.scan.isDigits(next) || CARD_WORDS.contains(n, next))) {
      return true;
    }
    return s.first > 0 && "brand".equals(n.scan.lower(s.first - 1));
  }

  /** Legal forms of firms that no person's name holds anywhere ("Becker GmbH & Co. KGaA"). */
  private static final WordList LEGAL_FORMS =
      WordList.of("gmbh kgaa ohg sarl srl spa llc ltd inc plc bv nv");

  private static boolean legalFormInside(NameTokens n, Span s) {
    for (int t = s.first + 1; t <= s.last; t++) {
      if (LEGAL_FORMS.contains(n, t)) {
        return true;
      }
    }
    return false;
  }

  /** Legal forms written with periods ("S.A.R.L", "s.r.l", "e.G", "S.p.A"), letters joined. */
  private static final java.util.Set<String> DOTTED_FORMS =
      java.util.Set.of("sarl", "srl", "spa", "sas", "bv", "nv", "eg", "sca", "snc");

  /**
   * The first token of a legal form written in letters and periods that ends at token {@code last}
   * ("Valentin Nicolas S.A.R.L"), or -1 when there is none.
   */
  private static int dottedLegalForm(NameTokens n, int last) {
    StringBuilder letters = new StringBuilder();
    int t = last;
    while (t >= 0
        && n.scan.end(t) - n.scan.start(t) == 1
        && Character.isLetter(n.text.charAt(n.scan.start(t)))) {
      letters.insert(0, Character.toLowerCase(n.text.charAt(n.scan.start(t))));
      if (t == 0 || n.gap(t) != NameTokens.GAP_PERIOD || letters.length() > 4) {
        break;
      }
      t--;
    }
    if (letters.length() >= 2 && DOTTED_FORMS.contains(letters.toString())) {
      return last - letters.length() + 1;
    }
    return -1;
  }

  /** "S.L", "S.A": token {@code t} is "L" or "A" after "S" and a period. */
  private static boolean spanishLegalForm(NameTokens n, int t) {
    String text = n.text;
    int s = n.scan.start(t);
    char c = text.charAt(s);
    return n.scan.end(t) - s == 1
        && (c == 'L' || c == 'A')
        && n.gap(t) == NameTokens.GAP_PERIOD
        && n.scan.end(t - 1) - n.scan.start(t - 1) == 1
        && text.charAt(n.scan.start(t - 1)) == 'S';
  }

  /**
   * "Mullen-Peterson", "Nelson-Farley": two known surnames joined by a hyphen, with no first name,
   * title or person cue ("Dear", "with", "by"; not "from") before them and no verb of a person
   * after them ("said", "was born"), name a firm; a person alone is named so only after a first
   * name or a title ("Catherine Zeta-Jones", "Mr. Zeta-Jones"). Not two frequent first names
   * ("Anne-Marie", "Jean-Paul").
   */
  static void pairedSurnames(NameTokens n, Span s) {
    int a = s.first;
    int b = s.last;
    if (s.type != PERSON
        || b != a + 1
        || n.gap(b) != NameTokens.GAP_HYPHEN
        || n.scan.isAllUpper(a)
        || !n.capitalized(b)
        || n.surnameBand(a) == 0
        || n.surnameBand(b) == 0
        || n.firstBand(a) >= Gazetteers.FREQUENT_FIRST_BAND
            && n.firstBand(b) >= Gazetteers.FREQUENT_FIRST_BAND
        || a > 0 && (n.roles(a - 1) & Gazetteers.TITLE) != 0
        || a > 0
            && (n.roles(a - 1) & Gazetteers.NAME_CUE) != 0
            && !FROM.contains(n, a - 1) // "spoke with", "by"; "from" comes before firms too
        || a > 0
            && n.gap(a) == NameTokens.GAP_SPACE
            && n.capitalized(a - 1)
            && n.commonBand(a - 1) == 0 // a first name, not "Is Morales-Jones still there?"
        || personCue(n, a)
        || actsAsPerson(n, b + 1) // "Smith-Jones said", "Smith-Jones was born"
        || b + 1 < n.count && n.gap(b + 1) == NameTokens.GAP_SPACE && n.capitalized(b + 1)) {
      return;
    }
    s.type = ORGANISATION;
  }

  private static final WordList FROM = WordList.of("from");

  /**
   * Whether token {@code t} starts what only people do: a verb of {@link #PERSON_VERBS} ("said",
   * "thinks") or "was born".
   */
  private static boolean actsAsPerson(NameTokens n, int t) {
    if (t >= n.count || n.gap(t) != NameTokens.GAP_SPACE) {
      return false;
    }
    return PERSON_VERBS.contains(n, t)
        || t + 1 < n.count && n.scan.lower(t).equals("was") && n.scan.lower(t + 1).equals("born");
  }

  /**
   * "from Girish Desai", "holder Shubha Kaur": two or three words starting with a known first name
   * or ending in a known surname, or after a person cue ("Regards, Mirte Terlouw"), with nothing of
   * a firm or a place's head word in or before them (no organisation word or cue, no known
   * organisation or place, no common word: not "Islamic State", "Statistics Canada"), are a person,
   * whatever type the model leaned to. Surname particles may stand between ("Ninthe de Bruijn"),
   * and after a person cue a word may also be a known place ("Regards, Abibo Pau").
   */
  static void personNotFirm(NameTokens n, Span s) {
    int particles = 0;
    for (int t = s.first + 1; t < s.last; t++) {
      particles += FirmNames.particle(n, t) ? 1 : 0; // "Ninthe de Bruijn"
    }
    int words = s.last - s.first + 1 - particles;
    if (s.type != ORGANISATION || words < 2 || words > 3 || particles > 2) {
      return;
    }
    boolean cue = personCue(n, s.first) || beforeEmail(n, s.last);
    if (n.surnameBand(s.last) == 0 && n.firstBand(s.first) == 0 && !cue && !unknownWords(n, s)
        || (n.roles(s.first - 1) & Gazetteers.ORG_CUE) != 0
        || PLACE_HEADS.contains(n, s.last)) {
      return;
    }
    // after a sign-off or a role a word may also name a place ("Regards, Abibo Pau")
    int known = cue ? NameTokens.ORG_BEGIN | NameTokens.ORG_INSIDE : ~EntityTagger.LOOKED_UP;
    for (int t = s.first; t <= s.last; t++) {
      if (t > s.first && t < s.last && FirmNames.particle(n, t)) {
        continue;
      }
      boolean firm =
          (n.roles(t) & (Gazetteers.ORG_SUFFIX | Gazetteers.ORG_HEAD)) != 0
              || (n.phrase[t] & known) != 0
              || n.commonBand(t) > 0;
      if (firm || t > s.first && n.gap(t) != NameTokens.GAP_SPACE || n.scan.isAllUpper(t)) {
        return;
      }
    }
    s.type = PERSON;
  }

  /**
   * Whether every word of span {@code s} but its surname particles is written like a name (a
   * capital, then small letters) and known to no list and no English dictionary ("Batbayar
   * Ganbold", "Olafur Sigurdsson"): a name the lists lack. The model learnt people from names the
   * lists hold, so it reads such words as a firm's; the hand-written sets' firms of unknown words
   * alone are one in ten of such spans ("Banca Intesa"), their people the rest.
   */
  private static boolean unknownWords(NameTokens n, Span s) {
    if (s.first > 0 && n.scan.lower(s.first - 1).equals("at")) {
      return false; // "at Tutti Frutti", "directors at Lululemon Athletica": a place or a firm
    }
    for (int t = s.first; t <= s.last; t++) {
      if (t > s.first && t < s.last && FirmNames.particle(n, t)) {
        continue;
      }
      if (!n.capitalized(t)
          || n.scan.isAllUpper(t)
          || n.scan.hasDigit(t)
          || n.info(t) != 0
          || n.inDictionary(t)
          || firmStem(n, t)) {
        return false;
      }
    }
    return true;
  }

  private static final String[] FIRM_STEMS = {
    "bank", "banco", "banca", "tech", "soft", "corp", "pharm", "group", "media", "logist", "energ"
  };

  /** Whether token {@code t} holds a stem of firms' made-up names ("Unibanco", "Infotech"). */
  private static boolean firmStem(NameTokens n, int t) {
    String word = n.scan.lower(t);
    for (String stem : FIRM_STEMS) {
      if (word.contains(stem)) {
        return true;
      }
    }
    return false;
  }

  /**
   * "logins from Devon Roob", "billed to Kent Terry": a frequent first name that is also a place,
   * and after it a word that is a known surname (not of the list's rarest band, where plain words
   * are) or unknown to every list (but not a plural), are a person, though the model read a place.
   * Not where the second word is a place, a common word, a cue, a place's head word or a street's
   * ("Paris Texas", "Jersey City", "Kent Ridge", "Cleveland Cavaliers").
   */
  static void personNotPlace(NameTokens n, Span s) {
    int last = s.last;
    if (s.type != PLACE
        || last != s.first + 1
        || n.gap(last) != NameTokens.GAP_SPACE
        || !n.capitalized(last)
        || n.scan.isAllUpper(s.first)
        || n.scan.isAllUpper(last)
        || n.firstBand(s.first) < Gazetteers.FREQUENT_FIRST_BAND) {
      return;
    }
    int info = n.info(last);
    int band = Gazetteers.surnameBand(info);
    if (info != 0 && (band == 0 || band == RAREST_SURNAME_BAND || Gazetteers.commonOrCue(info))
        || info == 0 && n.text.charAt(n.scan.end(last) - 1) == 's' // "Cleveland Cavaliers"
        || PLACE_HEADS.contains(n, last)
        || AddressWords.streetSuffix(n.scan, last)) {
      return;
    }
    n.markPhrases(last);
    if ((n.phrase[last] & ~EntityTagger.LOOKED_UP) == 0) {
      s.type = PERSON;
    }
  }

  /**
   * "Fayette County", "Jersey City": a person of two words or more that ends in a place's head word
   * is that place, unless the word is also a surname outside the list's rarer bands ("Jimin Park",
   * "Michael Bay", "Ricki Lake"), the first word a frequent first name ("Anna River", "John
   * Island") or a title comes before ("Dr. Sam Heights").
   */
  static void placeNotPerson(NameTokens n, Span s) {
    if (s.type == PERSON
        && s.last > s.first
        && n.scan.isCapitalized(s.last)
        && !n.scan.isAllUpper(s.last)
        && PLACE_HEADS.contains(n, s.last)
        && (n.surnameBand(s.last) == 0 || n.surnameBand(s.last) >= RARE_SURNAME_BAND)
        && n.firstBand(s.first) < Gazetteers.FREQUENT_FIRST_BAND
        && (n.roles(s.first - 1) & Gazetteers.TITLE) == 0) {
      s.type = PLACE;
    }
  }

  /** From this band on the surname list holds words that are mostly something else ("City"). */
  private static final int RARE_SURNAME_BAND = 4;

  /** Last words of place names that read like a person's ("Fayette County", "Virgin Islands"). */
  private static final WordList PLACE_HEADS =
      WordList.of(
          "county counties island islands city town province state region district valley river"
              + " lake mountains hills heights beach bay park springs falls");

  /**
   * "Full name: olga harris", "aisha de luca": a person the model found written in lower case takes
   * the lower-case surname after it (known to the surname list and no common word), with up to two
   * particles before it; the model rarely saw lower-case surnames. A person found as a capitalised
   * first name takes one too, more strictly ({@link #capitalFirstLowerSurname}).
   */
  static void lowerCaseSurname(NameTokens n, Span s) {
    if (s.type != PERSON || !n.scan.hasLetter(s.last)) {
      return;
    }
    if (n.scan.isCapitalized(s.last)) {
      capitalFirstLowerSurname(n, s);
      return;
    }
    int t = s.last + 1;
    while (t <= s.last + 2 && FirmNames.particle(n, t)) {
      t++; // "de", "van der"; not "and"
    }
    for (int u = s.last + 1; u <= t; u++) {
      if (u >= n.count || n.gap(u) != NameTokens.GAP_SPACE || n.scan.isCapitalized(u)) {
        return;
      }
    }
    if (n.surnameBand(t) > 0 && n.commonBand(t) == 0 && !n.scan.hasDigit(t)) {
      s.last = t;
    }
  }

  /** The rarest band of the surname list, where many plain words are ("wears", "cooks"). */
  private static final int RAREST_SURNAME_BAND = 5;

  /**
   * "Donald trump", "Kylie minogue": a person the model found as one capitalised frequent first
   * name takes the lower-case word after it that is a surname of the list, not of its rarest band
   * (where plain words are), no common word or cue, and no first name unless among the 300 most
   * frequent surnames ("Travis scott").
   */
  private static void capitalFirstLowerSurname(NameTokens n, Span s) {
    int u = s.last + 1;
    if (s.first != s.last
        || u >= n.count
        || n.gap(u) != NameTokens.GAP_SPACE
        || !lowerLetters(n.scan, u)
        || n.firstBand(s.last) < Gazetteers.FREQUENT_FIRST_BAND
        || n.scan.isAllUpper(s.last)) {
      return;
    }
    int band = n.surnameBand(u);
    if (band > 0
        && band < RAREST_SURNAME_BAND
        && (n.firstBand(u) == 0 || band == 1)
        && plainLowerWord(n, u)) {
      s.last = u;
    }
  }

  /**
   * Words that name a person, never a firm, right after them: greetings and sign-offs ("Regards,
   * Mirte Terlouw"), relations ("colleague Ilva Cantagallo") and roles of people.
   */
  private static final WordList PERSON_CUES =
      WordList.of(
          GREETING_WORDS
              + " regards sincerely cheers colleague colleagues manager boss"
              + " wife husband mom dad mother father friend son daughter patient employee applicant"
              + " student teacher tenant holder cc attn copy said says told asked");

  /**
   * Whether the span {@code [first, last]} stands right before an e-mail address in brackets, as a
   * person's name does ("Trilok Jha (poornima88@hotmail.com) asked").
   */
  private static boolean beforeEmail(NameTokens n, int last) {
    String text = n.text;
    int at = n.scan.end(last);
    if (at + 3 >= text.length()
        || text.charAt(at) != ' '
        || text.charAt(at + 1) != '(' && text.charAt(at + 1) != '<') {
      return false;
    }
    for (int i = at + 2; i < text.length() && i < at + 66; i++) {
      char c = text.charAt(i);
      if (c == '@') {
        return i > at + 2;
      }
      if (!localChar(c)) {
        return false;
      }
    }
    return false;
  }

  /**
   * Whether the word before token {@code t} is a person cue, after a space or a comma, or the words
   * before it are "name of" ("an account in the name of Joany Murazik").
   */
  private static boolean personCue(NameTokens n, int t) {
    int g = n.gap(t);
    if (t == 0 || g != NameTokens.GAP_SPACE && g != NameTokens.GAP_COMMA) {
      return false;
    }
    return PERSON_CUES.contains(n, t - 1)
        || t >= 2
            && g == NameTokens.GAP_SPACE
            && n.scan.lower(t - 1).equals("of")
            && n.scan.lower(t - 2).equals("name");
  }

  /**
   * "St. Mary's Hospital", "McDonald's Corporation": a span followed by 's and capitalised words
   * ending in an organisation word becomes that organisation, unless the span is a known city or
   * country.
   */
  static void possessiveOrganisation(NameTokens n, Span s) {
    int t = s.last + 1;
    if (knownPlace(n, s)) {
      return; // "London's Royal Free Hospital": the place and what it owns
    }
    if (t + 1 >= n.count
        || n.gap(t) != NameTokens.GAP_APOSTROPHE
        || !n.scan.lower(t).equals("s")
        || !n.capitalized(t + 1)
        || n.gap(t + 1) != NameTokens.GAP_SPACE) {
      return;
    }
    int last = t + 1;
    while (last + 1 < n.count
        && last < t + 4
        && n.capitalized(last + 1)
        && n.gap(last + 1) == NameTokens.GAP_SPACE) {
      last++;
    }
    if ((n.roles(last) & Gazetteers.ORG_SUFFIX) != 0) {
      s.last = last;
      s.type = ORGANISATION;
    }
  }

  /** First names born 100,000 times or more ({@link NameFeatures#firstBand}). */
  private static final int COMMON_FIRST_BAND = 4;

  /**
   * Whether span {@code s} is exactly a city or country of the gazetteer that does not open with a
   * common first name ("Mary" is a city too).
   */
  private static boolean knownPlace(NameTokens n, Span s) {
    return (n.phrase[s.first] & NameTokens.PLACE_BEGIN) != 0
        && n.firstBand(s.first) < COMMON_FIRST_BAND
        && n.placeEnd(s.first) == s.last;
  }
}
