package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.NameRules.ORGANISATION;
import static dev.sigil.detect.internal.NameRules.PERSON;
import static dev.sigil.detect.internal.NameRules.PLACE;

import dev.sigil.detect.internal.NameRules.Span;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Names read from the shape of what holds them rather than from the words alone: the speakers of a
 * chat transcript, the values of labelled fields ("Employer: ...", {@code "company": "..."}), table
 * cells, patronymic names ("bin", "binti"), Korean given names of two syllables ("Min-jun") and two
 * people joined by "&". Each rule starts from a cheap anchor (a line's first word before a colon, a
 * tab, a particle, a hyphen, an ampersand), so a text without one costs a pass over its gaps.
 */
final class NameShapes {
  private NameShapes() {}

  static void apply(NameTokens n, List<Span> spans) {
    cells(n, spans);
    dashes(n, spans);
    roles(n, spans);
    personShaped(n, spans);
    cuedPeople(n, spans);
    twoCouples(n, spans);
    // one look at each token's first character and the one after it tells which anchored rules
    // may apply
    String text = n.text;
    boolean hyphen = false;
    boolean initial = false;
    boolean patronymic = false;
    for (int t = 0; t < n.count; t++) {
      int start = n.scan.start(t);
      int end = n.scan.end(t);
      char first = text.charAt(start);
      patronymic |=
          (first == 'b' || first == 'i') && end - start >= 3 && PATRONYMIC.contains(n.scan, t);
      if (end < text.length()) {
        char c = text.charAt(end);
        hyphen |= c == '-';
        initial |= c == '.' && end - start == 1;
      }
    }
    if (initial) {
      initials(n, spans);
    }
    if (patronymic) {
      patronymics(n, spans);
    }
    if (hyphen) {
      koreanGivenNames(n, spans);
    }
    if (text.indexOf(':') >= 0) {
      speakers(n, spans);
      fields(n, spans);
    }
    columns(n, spans);
    headings(n, spans);
    languageNames(n, spans);
  }

  /**
   * A span never crosses a tab: "Ji-woo Park⇥Engineering" is a name and a department of a pasted
   * table, not one name. The span keeps the cell of its first word.
   */
  static void cells(NameTokens n, List<Span> spans) {
    if (n.text.indexOf('\t') < 0) {
      return;
    }
    for (Span s : spans) {
      for (int t = s.first + 1; t <= s.last; t++) {
        if (tabBefore(n, t)) {
          s.last = t - 1;
          s.extra = 0;
          break;
        }
      }
    }
  }

  private static boolean tabBefore(NameTokens n, int t) {
    for (int i = n.scan.end(t - 1), end = n.scan.start(t); i < end; i++) {
      if (n.text.charAt(i) == '\t') {
        return true;
      }
    }
    return false;
  }

  private static final WordList PATRONYMIC = WordList.of("bin binti bint ibn bte");

  /** The capitalised words a patronymic name may have after its particle ("Rashid Al-Farsi"). */
  private static final int AFTER_PARTICLE = 3;

  /**
   * "Abdullah bin Rashid Al-Farsi", "Siti Nurhaliza binti Ahmad": a lower-case "bin", "binti",
   * "bint", "ibn" or "bte" between a person and capitalised words is one person with them. The
   * words before the particle or after it may be what the model found, or capitalised words on the
   * same line that no span holds and that read as nothing else.
   */
  static void patronymics(NameTokens n, List<Span> spans) {
    for (int p = 1; p + 1 < n.count; p++) {
      char c = n.text.charAt(n.scan.start(p)); // "bin", "binti", "bint", "ibn", "bte"
      if (c != 'b' && c != 'i'
          || !lowerWord(n, p)
          || !PATRONYMIC.contains(n.scan, p)
          || n.gap(p) != NameTokens.GAP_SPACE
          || n.gap(p + 1) != NameTokens.GAP_SPACE
          || !n.capitalized(p - 1)
          || !n.capitalized(p + 1)) {
        continue;
      }
      Span before = covering(spans, p - 1);
      Span after = covering(spans, p + 1);
      if (before == null && after == null
          || before != null && before.type == ORGANISATION
          || after != null && after.type == ORGANISATION) {
        continue; // "Bin Laden Group", or no one found on either side
      }
      int first = before != null ? before.first : p - 1;
      while (before == null
          && first > 0
          && joinedByName(n, first)
          && plain(n, first - 1)
          && covering(spans, first - 1) == null) {
        first--;
      }
      int last = after != null ? after.last : p + 1;
      while (after == null
          && last + 1 < n.count
          && last - p < AFTER_PARTICLE
          && joinedByName(n, last + 1)
          && plain(n, last + 1)
          && covering(spans, last + 1) == null) {
        last++;
      }
      if (before == null && !plain(n, p - 1) || after == null && !plain(n, p + 1)) {
        continue;
      }
      Span person = before != null ? before : after;
      spans.remove(before);
      spans.remove(after);
      person.first = first;
      person.last = last;
      person.type = PERSON;
      person.extra = 0;
      person.minScore = Math.max(person.minScore, 0.6);
      spans.add(person);
      p = last;
    }
  }

  /** Whether token {@code t} follows the one before it as a name's next word ("Al-Farsi" too). */
  static boolean joinedByName(NameTokens n, int t) {
    int gap = n.gap(t);
    return gap == NameTokens.GAP_SPACE || gap == NameTokens.GAP_HYPHEN;
  }

  /** A capitalised word that reads as nothing but a name, or "Al"/"El" of an Arabic surname. */
  private static boolean plain(NameTokens n, int t) {
    return n.capitalized(t)
        && (!NameRules.knownOtherwise(n, t) || ARTICLES.contains(n.scan, t))
        && !n.scan.isAllUpper(t);
  }

  private static final WordList ARTICLES = WordList.of("al el");

  /**
   * The syllables of Korean given names as romanised (Revised Romanisation and McCune-Reischauer
   * spellings in common use), the second part of "Min-jun", "Ji-hoon", "Da-eun", "Sun-hee".
   */
  private static final WordList KOREAN_SYLLABLES =
      WordList.of(
          "a ae ah bin bo bok byung chan chang chul chun dae dam do dong eun geun gi gil gyu ha hae"
              + " han hee ho hoon hun hwa hwan hye hyo hyuk hyun hyung il in jae jeong ji jin jong"
              + " joo ju jun jung kyu kyung mi min myung na nam ok ran ri rin sang seo seok seon seong"
              + " seung so sol soo sook su suk sun sung tae won woo woon wook yeon yeong yong young"
              + " yoon yu yun");

  /**
   * "Kim Min-jun", "Sun-hee Cho", "Welcome, Jun-ho!": a capitalised syllable and a lower-case one
   * joined by a hyphen, both syllables of Korean given names, are a given name: the person found
   * beside it takes it, or it is a person alone. "Check-in", "Wi-fi" and "Co-op" have no such
   * syllables.
   */
  static void koreanGivenNames(NameTokens n, List<Span> spans) {
    for (int t = 1; t < n.count; t++) {
      int start = n.scan.start(t);
      if (n.text.charAt(start - 1) != '-'
          || n.gap(t) != NameTokens.GAP_HYPHEN
          || !lowerWord(n, t)
          || !n.capitalized(t - 1)
          || n.scan.isAllUpper(t - 1)
          || !KOREAN_SYLLABLES.contains(n.scan, t)
          || !KOREAN_SYLLABLES.contains(n.scan, t - 1)
          || t + 1 < n.count && n.gap(t + 1) == NameTokens.GAP_HYPHEN) {
        continue;
      }
      Span held = covering(spans, t - 1);
      if (held != null && held.last == t - 1 && held.type == PERSON) {
        held.last = t; // "Kim Min-jun"
        held.extra = 0;
        continue;
      }
      Span next =
          t + 1 < n.count && n.gap(t + 1) == NameTokens.GAP_SPACE ? covering(spans, t + 1) : null;
      if (held == null && next != null && next.first == t + 1 && next.type == PERSON) {
        next.first = t - 1; // "Sun-hee Cho"
        continue;
      }
      if (held == null && covering(spans, t) == null) {
        spans.add(NameRules.sure(t - 1, t, PERSON, 0.7));
      } else if (held != null && held.first == t - 1 && held.last == t - 1) {
        held.type = PERSON;
        held.last = t;
        held.minScore = Math.max(held.minScore, 0.6);
      }
    }
  }

  /**
   * "Priyanka Mehta & Daniel Osei": one span of two full names joined by "&", each opening with a
   * known first name, is two people. Firms joined by "&" have a word or a surname a side ("Marks &
   * Spencer", "Patel & Sons"), which the rule leaves.
   */
  static void twoCouples(NameTokens n, List<Span> spans) {
    for (int i = 0, size = spans.size(); i < size; i++) {
      Span s = spans.get(i);
      if (s.type == PLACE || s.last - s.first < 3) {
        continue;
      }
      for (int t = s.first + 2; t < s.last; t++) {
        if (n.gap(t) != NameTokens.GAP_AMP) {
          continue;
        }
        if (t - s.first <= 3
            && s.last - t + 1 <= 3
            && s.last - t >= 1
            && n.firstBand(s.first) > 0
            && n.firstBand(t) > 0
            && NameRules.plainWords(n, s.first, t - 1)
            && NameRules.plainWords(n, t, s.last)) {
          Span second = new Span(t, s.last, PERSON, s.probability);
          second.minScore = s.minScore;
          s.last = t - 1;
          s.extra = 0;
          s.type = PERSON;
          spans.add(second);
        }
        break;
      }
    }
  }

  /**
   * "Femi: in / Grant: in / Hunter: in but late / Carlos: need one more": the first words of lines
   * of a chat transcript, before a colon (or before the time and its colon: "ola 10:42: takk"), are
   * its speakers. Where two lines or more open so and one of their words is a first name that is no
   * English word ("Femi", "Carlos") or a capitalised word no list knows, every such word that is a
   * first name is a person, word-names too ("Grant", "Hunter", lower-case "tash"). A word that no
   * list and no dictionary knows ("tomek", "efua") is a speaker too where a speaker speaks twice
   * and its line says something in words: a conversation, not a file's keys ("sku: A1"). A
   * speaker's name that is no English word is that person wherever else it stands alone in the chat
   * ("blame tomek lol"). A form's labels ("Name:", "Venue:", "Note:") are no first names, and a
   * form without a speaker's name is left alone.
   */
  static void speakers(NameTokens n, List<Span> spans) {
    int[] lines = null;
    int found = 0;
    boolean named = false;
    boolean unknown = false;
    String text = n.text;
    for (int colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
      int t = beforeClock(n, tokenBefore(n, colon));
      if (t < 0) {
        continue;
      }
      int gap = n.gap(t);
      if (gap != NameTokens.GAP_START
          && gap != NameTokens.GAP_NEWLINE
          && gap != NameTokens.GAP_PARAGRAPH) {
        continue;
      }
      boolean first = speaker(n, t);
      boolean other = !first && unknownSpeaker(n, t) && saysSomething(text, colon);
      if (!first && !other) {
        continue;
      }
      if (lines == null) {
        lines = new int[8];
      } else if (found == lines.length) {
        lines = java.util.Arrays.copyOf(lines, found * 2);
      }
      lines[found++] = t;
      unknown |= other;
      // a speaker plainly a person: a first name that is no word, or an unknown capitalised word
      // ("Yerlan"; not "config", a file's key in lower case)
      named |=
          first && n.commonBand(t) == 0 && n.gaz.englishWords.get(n.key(t), 0) == 0
              || other && n.capitalized(t);
    }
    if (found < 2 || !named) {
      return;
    }
    boolean conversation = !unknown || speaksTwice(n, lines, found);
    Span[] cover = NameRules.coverage(spans, n.count);
    for (int i = 0; i < found; i++) {
      int t = lines[i];
      if (conversation || speaker(n, t)) {
        NameRules.mark(spans, cover, t, t, PERSON, 0.7);
      }
    }
    if (conversation) {
      mentions(n, spans, cover, lines, found);
    }
  }

  /**
   * "ola 10:42:": the word before a time of hours and minutes whose colon ends at {@code t}; else
   * {@code t} itself (-1 stays -1).
   */
  private static int beforeClock(NameTokens n, int t) {
    if (t < 1 || !n.scan.hasDigit(t) || n.scan.hasLetter(t)) {
      return t;
    }
    int minutes = n.scan.start(t);
    int inside = n.text.indexOf(':', minutes);
    if (inside > minutes && inside < n.scan.end(t)) {
      return n.gap(t) == NameTokens.GAP_SPACE ? t - 1 : t; // one token "10:42"
    }
    if (t < 2) {
      return t;
    }
    int hours = t - 1;
    if (minutes == 0
        || n.text.charAt(minutes - 1) != ':'
        || n.scan.end(hours) != minutes - 1
        || !n.scan.hasDigit(hours)
        || n.scan.hasLetter(hours)
        || n.gap(hours) != NameTokens.GAP_SPACE) {
      return t;
    }
    return t - 2;
  }

  /**
   * Whether token {@code t} is one word of letters that no list knows but as a surname, and no
   * English dictionary nor as an abbreviation of a thing ("efua", "tomek"; not "sku", "todo").
   */
  private static boolean unknownSpeaker(NameTokens n, int t) {
    int end = n.scan.end(t);
    return end - n.scan.start(t) >= 3
        && n.firstBand(t) == 0
        && !Gazetteers.commonOrCue(n.info(t))
        && !n.scan.hasDigit(t)
        && !n.scan.isAllUpper(t)
        && (n.capitalized(t) || lowerWord(n, t))
        && !n.inDictionary(t)
        && !NameRules.GENERIC_ACRONYMS.contains(n, t);
  }

  /** Whether the rest of the line after {@code colon} holds a word of two small letters or more. */
  private static boolean saysSomething(String text, int colon) {
    int run = 0;
    for (int i = colon + 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\n') {
        return false;
      }
      run = Character.isLowerCase(c) ? run + 1 : 0;
      if (run >= 2) {
        return true;
      }
    }
    return false;
  }

  /** Whether one speaker's word opens two of the lines (sorted keys: a long log stays linear). */
  private static boolean speaksTwice(NameTokens n, int[] lines, int found) {
    long[] keys = new long[found];
    for (int i = 0; i < found; i++) {
      keys[i] = n.key(lines[i]);
    }
    java.util.Arrays.sort(keys);
    for (int i = 1; i < found; i++) {
      if (keys[i] == keys[i - 1]) {
        return true;
      }
    }
    return false;
  }

  /**
   * "priya: blame tomek lol / tomek: it wasn't me": a speaker's name that is no English word (nor a
   * common word), written again on its own elsewhere in the chat, names the speaker there too; so
   * does any first name written in lower case ({@link #chatName}).
   */
  private static void mentions(
      NameTokens n, List<Span> spans, Span[] cover, int[] lines, int found) {
    long[] keys = new long[found];
    int names = 0;
    for (int i = 0; i < found; i++) {
      int t = lines[i];
      if (n.commonBand(t) == 0 && n.gaz.englishWords.get(n.key(t), 0) == 0 && !n.inDictionary(t)) {
        keys[names++] = n.key(t);
      }
    }
    java.util.Arrays.sort(keys, 0, names); // searched per token: a long log stays n log n
    for (int t = 0; t < n.count; t++) {
      if (cover[t] != null || !n.scan.hasLetter(t) || n.scan.isAllUpper(t)) {
        continue;
      }
      boolean spoken = java.util.Arrays.binarySearch(keys, 0, names, n.key(t)) >= 0;
      if ((spoken || chatName(n, t)) && NameRules.standsAlone(n, t)) {
        NameRules.mark(spans, cover, t, t, PERSON, 0.7);
      }
    }
  }

  /**
   * Whether token {@code t} of a chat is a first name in lower case that no other list and no
   * dictionary knows ("kojo said", "porto anche luca"): chats name people so.
   */
  private static boolean chatName(NameTokens n, int t) {
    return n.scan.end(t) - n.scan.start(t) >= 3
        && lowerWord(n, t)
        && n.firstBand(t) >= 2
        && n.commonBand(t) == 0
        && n.gaz.englishWords.get(n.key(t), 0) == 0
        && !n.inDictionary(t)
        && !NameRules.knownOtherwise(n, t)
        && !DateWords.europeanWeekday(n.text, n.scan.start(t), n.scan.end(t)) // "sabato"
        && DateWords.europeanMonth(n.text, n.scan.start(t), n.scan.end(t)) == 0;
  }

  /** The token that ends at {@code offset}, or -1 when none does. */
  private static int tokenBefore(NameTokens n, int offset) {
    int t = n.scan.tokenAtOrAfter(offset) - 1;
    return t >= 0 && n.scan.end(t) == offset ? t : -1;
  }

  /**
   * Whether token {@code t} is one word of letters, a first name, directly before a colon or a time
   * (see {@link #beforeClock}).
   */
  private static boolean speaker(NameTokens n, int t) {
    int end = n.scan.end(t);
    if (end >= n.text.length()
        || n.text.charAt(end) != ':' && n.text.charAt(end) != ' '
        || end + 1 < n.text.length()
            && !Character.isWhitespace(n.text.charAt(end + 1))
            && n.text.charAt(end) == ':'
        || end - n.scan.start(t) < 2
        || n.scan.hasDigit(t)
        || n.scan.isAllUpper(t) && end - n.scan.start(t) > 1
        || n.firstBand(t) == 0
        || (n.roles(t) & ~Gazetteers.PARTICLE) != 0) {
      return false;
    }
    return n.capitalized(t) || lowerWord(n, t);
  }

  /**
   * The labels of fields whose whole value is a firm, a person or a place, lower case, words joined
   * by one space ("full_name" is "full name"). Labels whose value may be either a person or a firm
   * ("Customer", "Client", "From") are left to the model.
   */
  private static final Map<String, Integer> FIELD_TYPES = fieldTypes();

  /** The last words of the labels of {@link #FIELD_TYPES} ("name" of "full name"). */
  private static final WordList LABEL_ENDS =
      new WordList(
          FIELD_TYPES.keySet().stream()
              .map(l -> l.substring(l.lastIndexOf(' ') + 1))
              .collect(java.util.stream.Collectors.toSet()));

  private static Map<String, Integer> fieldTypes() {
    Map<String, Integer> m = new java.util.HashMap<>();
    for (String label :
        ("company,company name,employer,current employer,organisation,organization,institution,"
                + "university,school,college,bank,insurer,insurance company,lender,merchant,"
                + "vendor,supplier,caterer,florist,lab,laboratory,hospital,clinic,pharmacy,agency,"
                + "firm,law firm,business,business name,creditor,issued by,provider,carrier,"
                + "courier,airline,employer name,registered company,créancier,empresa,entreprise,"
                + "firma,arbeitgeber,società,azienda")
            .split(",")) {
      m.put(label, ORGANISATION);
    }
    for (String label :
        ("name,full name,first name,last name,surname,given name,patient,patient name,employee,"
                + "employee name,manager,line manager,borrower,co borrower,applicant,candidate,"
                + "tenant,landlord,guarantor,driver,passenger,delegate,witness,insured,"
                + "policyholder,policy holder,cardholder,account holder,account name,beneficiary,"
                + "attendee,next of kin,emergency contact,contact person,buddy,mentor,referee,"
                + "nombre,nom,prénom,vorname,nachname,nome,cognome,naam")
            .split(",")) {
      m.put(label, PERSON);
    }
    for (String label :
        "city,town,country,based in,place of birth,birthplace,country of residence,hometown"
            .split(",")) {
      m.put(label, PLACE);
    }
    for (String label : "product,product name,item,item name".split(",")) {
      m.put(label, NOTHING); // a table's column of products names no one ("Grace Slim Case")
    }
    return Map.copyOf(m);
  }

  /** The type of a field whose value names nothing: what was found on it goes. */
  private static final int NOTHING = -1;

  /** The words of a field's label, at most. */
  private static final int LABEL_WORDS = 3;

  /** The words of a field's value, at most. */
  private static final int VALUE_WORDS = 7;

  /** Lower-case words a firm's or person's name may hold ("Pick n Pay", "University of Ghana"). */
  private static final WordList CONNECTORS =
      WordList.of("of n and de du del della der van von da do dos das la le y für");

  /**
   * "Employer: Pick n Pay Stores Ltd", "Institution: KAIST", {@code "company":"Fonterra"},
   * "Patient: Sun Li | MRN 0048213": the whole value of a field whose label names a firm, a person
   * or a place ({@link #FIELD_TYPES}) is one entity of that type, where the value is capitalised
   * words that end with their field (at the line's end or before "|", ",", ";", "(", a quote or
   * "<"). What the model found inside the value goes; a span reaching past it leaves the field
   * alone.
   */
  static void fields(NameTokens n, List<Span> spans) {
    String text = n.text;
    for (int colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
      int t = tokenBefore(n, colon > 0 && text.charAt(colon - 1) == '"' ? colon - 1 : colon);
      if (t < 0 || t >= n.count - 1) {
        continue;
      }
      int first = t;
      while (first > 0 && t - first + 1 < LABEL_WORDS && labelJoin(n, first)) {
        first--;
      }
      if (!LABEL_ENDS.contains(n.scan, t)) {
        continue; // most colons: after a time's hour, a URL's scheme, a word of no known label
      }
      Integer type = null;
      for (int f = first; f <= t && type == null; f++) { // the longest label that is known
        if (fieldStart(n, f)) {
          type = FIELD_TYPES.get(label(n, f, t));
        }
      }
      int v = t + 1;
      if (type == null || type == NOTHING || !valueStart(text, colon + 1, n.scan.start(v))) {
        continue;
      }
      int last = v;
      while (last + 1 < n.count
          && last + 1 - v < VALUE_WORDS
          && valueJoin(n.gap(last + 1))
          && (n.capitalized(last + 1) || CONNECTORS.contains(n.scan, last + 1))) {
        last++;
      }
      while (last > v && !n.capitalized(last)) {
        last--;
      }
      if (!n.capitalized(v)
          || n.scan.hasDigit(v)
          || type == PERSON && last - v > 3
          || !valueEnd(text, n.scan.end(last))) {
        continue;
      }
      claim(spans, v, last, type);
      colon = n.scan.end(last);
    }
  }

  /** Whether the words {@code t - 1} and {@code t} may be one label ("full_name", "Issued by"). */
  private static boolean labelJoin(NameTokens n, int t) {
    int from = n.scan.end(t - 1);
    int to = n.scan.start(t);
    if (to - from != 1) {
      return false;
    }
    char c = n.text.charAt(from);
    return c == ' ' || c == '_' || c == '-';
  }

  /** Whether token {@code t} opens a field: at a line's start, after "|", ";", "{" or a quote. */
  private static boolean fieldStart(NameTokens n, int t) {
    int i = n.scan.start(t) - 1;
    if (i >= 0 && n.text.charAt(i) == '"') {
      i--;
    }
    while (i >= 0 && (n.text.charAt(i) == ' ' || n.text.charAt(i) == '\t')) {
      i--;
    }
    if (i < 0) {
      return true;
    }
    char c = n.text.charAt(i);
    return c == '\n' || c == '|' || c == ';' || c == '{' || c == ',' && n.text.charAt(i + 1) == '"';
  }

  private static String label(NameTokens n, int first, int last) {
    StringBuilder b = new StringBuilder();
    for (int t = first; t <= last; t++) {
      if (t > first) {
        b.append(' ');
      }
      b.append(n.scan.lower(t));
    }
    return b.toString();
  }

  /** Whether only a colon's spaces and a quote stand between {@code from} and the value. */
  private static boolean valueStart(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c != ' ' && c != '\t' && c != '"') {
        return false;
      }
    }
    return true;
  }

  private static boolean valueJoin(int gap) {
    return gap == NameTokens.GAP_SPACE
        || gap == NameTokens.GAP_HYPHEN
        || gap == NameTokens.GAP_AMP
        || gap == NameTokens.GAP_APOSTROPHE;
  }

  /** Whether a field's value ends at {@code at}: the line's end or a separator after spaces. */
  private static boolean valueEnd(String text, int at) {
    int i = at;
    if (i < text.length() && text.charAt(i) == '.') {
      i++; // "Ltd."
    }
    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    if (i == text.length()) {
      return true;
    }
    char c = text.charAt(i);
    return c == '\n' || c == '\r' || c == '|' || c == ',' || c == ';' || c == '(' || c == '"'
        || c == '<';
  }

  /**
   * Makes tokens {@code [first, last]} one span of {@code type}: the spans inside go, unless one
   * reaches past them, which leaves everything as it was.
   */
  private static void claim(List<Span> spans, int first, int last, int type) {
    Span kept = null;
    for (Span s : spans) {
      if (s.last < first || s.first > last) {
        continue;
      }
      if (s.first < first || s.last > last) {
        return;
      }
      if (kept == null) {
        kept = s;
      }
    }
    if (kept != null) {
      Span k = kept;
      spans.removeIf(s -> s != k && s.first >= first && s.last <= last);
    } else {
      kept = new Span(first, last, type, 0.8);
      spans.add(kept);
    }
    kept.first = first;
    kept.last = last;
    kept.type = type;
    kept.extra = 0;
    kept.minScore = Math.max(kept.minScore, 0.6);
  }

  /** The separators of a pasted table's cells. */
  private static final String CELL_SEPARATORS = ",;\t|";

  /**
   * "first_name,last_name,email / Aisha,Bello,aisha@...": in a pasted table whose header row names
   * its columns, a cell of a column labelled as a field of {@link #FIELD_TYPES} ("name", "company",
   * "city") is one entity of that type when it is capitalised words; what else was found on the
   * cell goes. The rows are the lines after the header with as many cells, up to the first that has
   * not.
   */
  static void columns(NameTokens n, List<Span> spans) {
    String text = n.text;
    if (text.indexOf('\n') < 0) {
      return;
    }
    int line = 0;
    while (line < text.length()) {
      int end = lineEnd(text, line);
      char separator = separator(text, line, end);
      int[] types = separator == 0 ? null : header(text, line, end, separator);
      if (types == null) {
        line = end + 1;
        continue;
      }
      int row = end + 1;
      while (row < text.length()) {
        int rowEnd = lineEnd(text, row);
        if (!rowCells(n, spans, row, rowEnd, separator, types)) {
          break;
        }
        row = rowEnd + 1;
      }
      line = row;
    }
  }

  private static int lineEnd(String text, int from) {
    int end = text.indexOf('\n', from);
    return end < 0 ? text.length() : end;
  }

  /**
   * The separator that a header line uses most, or 0 when it has none or is no header: a character
   * other than a label's or a separator stops the look at once (most lines are prose), and so does
   * a line with no row after it.
   */
  private static char separator(String text, int from, int to) {
    if (to >= text.length() || to - from > 400) {
      return 0;
    }
    int commas = 0;
    int semicolons = 0;
    int tabs = 0;
    int bars = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      switch (c) {
        case ',' -> commas++;
        case ';' -> semicolons++;
        case '\t' -> tabs++;
        case '|' -> bars++;
        default -> {
          if (!labelChar(c) && c != '"' && c != '\r') {
            return 0;
          }
        }
      }
    }
    int most = Math.max(Math.max(commas, semicolons), Math.max(tabs, bars));
    return most == 0
        ? 0
        : most == commas ? ',' : most == semicolons ? ';' : most == tabs ? '\t' : '|';
  }

  /**
   * The type of each column of a header line (0 for a column of no type), or null when the line is
   * no header: its cells are not all labels of lower-case letters, or none has a type.
   */
  private static int @Nullable [] header(String text, int from, int to, char separator) {
    List<String> cells = split(text, from, to, separator);
    if (cells.size() < 2) {
      return null;
    }
    int[] types = new int[cells.size()];
    boolean any = false;
    for (int i = 0; i < types.length; i++) {
      String cell = cells.get(i).strip();
      if (cell.startsWith("\"") && cell.endsWith("\"") && cell.length() > 1) {
        cell = cell.substring(1, cell.length() - 1);
      }
      if (cell.isEmpty() || cell.length() > 30 || !cell.chars().allMatch(NameShapes::labelChar)) {
        return null;
      }
      Integer type = FIELD_TYPES.get(cell.toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
      types[i] = type == null ? 0 : type;
      any |= type != null;
    }
    return any ? types : null;
  }

  private static boolean labelChar(int c) {
    return c >= 'a' && c <= 'z'
        || c >= 'A' && c <= 'Z'
        || c == '_'
        || c == ' '
        || c == '-'
        || c >= '0' && c <= '9';
  }

  /**
   * The cells of a line; a separator inside double quotes is part of its cell ("Okafor, Zanele").
   */
  private static List<String> split(String text, int from, int to, char separator) {
    List<String> cells = new java.util.ArrayList<>();
    int start = from;
    boolean quoted = false;
    for (int i = from; i <= to; i++) {
      if (i < to && text.charAt(i) == '"') {
        quoted = !quoted;
      } else if (i == to || text.charAt(i) == separator && !quoted) {
        cells.add(text.substring(start, i));
        start = i + 1;
      }
    }
    return cells;
  }

  /**
   * Reads one row: false when it has not as many cells as the header; else each typed cell that is
   * capitalised words becomes one entity.
   */
  private static boolean rowCells(
      NameTokens n, List<Span> spans, int from, int to, char separator, int[] types) {
    String text = n.text;
    int cells = 1;
    boolean quoted = false;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      quoted ^= c == '"';
      cells += c == separator && !quoted ? 1 : 0;
    }
    if (cells != types.length) {
      return false;
    }
    int start = from;
    int column = 0;
    quoted = false;
    for (int i = from; i <= to; i++) {
      if (i < to) {
        char c = text.charAt(i);
        quoted ^= c == '"';
        if (c != separator || quoted) {
          continue;
        }
      }
      if (types[column] != 0) {
        cell(n, spans, start, i, types[column]);
      }
      column++;
      start = i + 1;
    }
    return true;
  }

  private static void cell(NameTokens n, List<Span> spans, int from, int to, int type) {
    int first = n.scan.tokenAtOrAfter(from);
    if (first < 0 || first >= n.count || n.scan.start(first) >= to) {
      return;
    }
    int last = first;
    while (last + 1 < n.count && n.scan.end(last + 1) <= to) {
      last++;
    }
    if (n.scan.end(last) > to || last - first >= (type == PERSON ? 4 : VALUE_WORDS)) {
      return;
    }
    boolean quoted = n.scan.start(first) > from && n.text.charAt(n.scan.start(first) - 1) == '"';
    for (int t = first; t <= last; t++) {
      if (n.scan.hasDigit(t)
          || t > first
              && !valueJoin(n.gap(t))
              && !(quoted && type == PERSON && n.gap(t) == NameTokens.GAP_COMMA) // "Okafor, Zanele"
          || !n.capitalized(t) && !(t > first && t < last && CONNECTORS.contains(n.scan, t))) {
        return;
      }
    }
    for (int i = n.scan.end(last); i < to; i++) {
      char c = n.text.charAt(i);
      if (c != ' ' && c != '"' && c != '\r') {
        return; // "aisha@..." or "Bello Ltd (closed)"
      }
    }
    int end = last;
    spans.removeIf(s -> s.first <= end && s.last >= first);
    if (type == NOTHING) {
      return;
    }
    spans.add(NameRules.sure(first, last, type, 0.8));
  }

  /** The last words of places that are also surnames ("Bay", "Park", "Hill"). */
  private static final WordList PLACE_ENDS =
      WordList.of(
          "city county river lake island islands park bay heights hill hills valley beach port fort"
              + " mount springs falls harbor harbour creek wood woods green field fields grove");

  /**
   * "copied Fergal Brennan, who", "Xu Ming and I": two or three capitalised words that the model
   * alone read as a place are a person where the first is a known first name or the last a known
   * surname (not of the rarest band, where plain words are) and no word is anything else: no list
   * knows it as a place or firm, no common word, cue or title, no place's last word ("Fergal
   * Brennan", not "Chester Bay", nor "in Sesto Rutilo" after a place's preposition). Firms are left
   * alone: "Hickman-Green" and "Keller Williams" are firms of surnames.
   */
  static void personShaped(NameTokens n, List<Span> spans) {
    for (Span s : spans) {
      if (s.type != PLACE
          || s.minScore > 0
          || s.last == s.first
          || s.last - s.first > 2
          || n.firstBand(s.first) == 0 && !knownSurname(n, s.last)
          || PLACE_ENDS.contains(n.scan, s.last)
          || AddressWords.streetSuffix(n.scan, s.last)
          || s.first > 0 && IN.contains(n.scan, s.first - 1)) {
        continue;
      }
      boolean plain = true;
      for (int t = s.first; t <= s.last && plain; t++) {
        int gap = t > s.first ? n.gap(t) : NameTokens.GAP_SPACE;
        n.markPhrases(t);
        plain =
            n.capitalized(t)
                && !n.scan.isAllUpper(t)
                && !n.scan.hasDigit(t)
                && gap == NameTokens.GAP_SPACE
                && n.commonBand(t) == 0
                && n.roles(t) == 0
                && (n.phrase[t] & ~EntityTagger.LOOKED_UP) == 0;
      }
      if (plain) {
        s.type = PERSON;
      }
    }
  }

  /** Words before a place ("based in Settimo Betta", "near Fergus Falls"). */
  private static final WordList IN = WordList.of("in near around outside inside into at");

  private static boolean knownSurname(NameTokens n, int t) {
    int band = n.surnameBand(t);
    return band > 0 && band < 5;
  }

  /**
   * Words that name a person's role in a booking, a school, a ward or a deal, right before the
   * person's name ("Passenger Wambui Kariuki", "Student Ngozi Eze-Williams", "host Giorgos
   * Antoniou"), which the name cues of the model's lists lack.
   */
  private static final WordList PERSON_ROLES =
      WordList.of(
          "passenger passengers student pupil candidate host tenant landlord landlady employee"
              + " applicant colleague patient guest traveller traveler driver claimant buyer"
              + " seller vendor cardholder");

  /**
   * A role word of {@link #PERSON_ROLES}, then two or three capitalised words that read as nothing
   * but a name (a surname's second part after a hyphen too), are a person: the model's place or
   * firm on exactly those words becomes one, and where it found nothing the person is added. A span
   * reaching past the words is left alone.
   */
  static void cuedPeople(NameTokens n, List<Span> spans) {
    int[] capitals = n.capitals();
    Span[] cover = null;
    for (int i = 0, count = n.capitalCount(); i < count; i++) {
      int first = capitals[i];
      if (first == 0
          || n.gap(first) != NameTokens.GAP_SPACE
          || !PERSON_ROLES.contains(n.scan, first - 1)
          || !nameWord(n, first)) {
        continue;
      }
      int last = first;
      while (last + 1 < n.count
          && last - first < 3
          && (n.gap(last + 1) == NameTokens.GAP_SPACE || n.gap(last + 1) == NameTokens.GAP_HYPHEN)
          && nameWord(n, last + 1)) {
        last++;
      }
      if (last == first) {
        continue;
      }
      if (cover == null) {
        cover = NameRules.coverage(spans, n.count);
      }
      Span held = null;
      boolean past = false;
      for (int t = first; t <= last; t++) {
        Span c = cover[t];
        if (c != null) {
          past |= c.first < first || c.last > last;
          held = c;
        }
      }
      if (past) {
        continue;
      }
      int end = last;
      if (held != null) {
        Span keep = held;
        spans.removeIf(s -> s != keep && s.first >= first && s.last <= end);
      } else {
        held = new Span(first, last, PERSON, 0.7);
        spans.add(held);
      }
      held.first = first;
      held.last = last;
      held.type = PERSON;
      held.extra = 0;
      held.minScore = Math.max(held.minScore, 0.6);
      NameRules.cover(cover, held);
    }
  }

  /** A capitalised word that reads as nothing but a name. */
  private static boolean nameWord(NameTokens n, int t) {
    return n.capitalized(t)
        && !n.scan.isAllUpper(t)
        && !n.scan.hasDigit(t)
        && !NameRules.knownOtherwise(n, t);
  }

  /**
   * "CURRICULUM VITAE", "ASSURED SHORTHOLD TENANCY AGREEMENT": a line of two words or more in
   * capitals, in a text written in lower case too, that the model alone read as a firm is a
   * heading, unless a word of it is a firm's (a legal form, "School", "Bank") or a list knows it.
   */
  static void headings(NameTokens n, List<Span> spans) {
    if (!n.scan.anyAllUpper()) {
      return;
    }
    String text = n.text;
    spans.removeIf(
        s -> {
          if (s.type != ORGANISATION
              || s.minScore > 0
              || s.last == s.first
              || !n.scan.isAllUpper(s.first)
              || n.caseMode() != 0) {
            return false;
          }
          for (int t = s.first; t <= s.last; t++) {
            n.markPhrases(t);
            if (!n.scan.isAllUpper(t)
                || n.scan.end(t) - n.scan.start(t) < 2
                || (n.roles(t) & (Gazetteers.ORG_SUFFIX | Gazetteers.ORG_HEAD)) != 0
                || (n.phrase[t] & (NameTokens.ORG_BEGIN | NameTokens.ORG_INSIDE)) != 0) {
              return false;
            }
          }
          return lineAround(text, n.scan.start(s.first), n.scan.end(s.last) + s.extra);
        });
  }

  /** Whether only spaces stand between {@code [from, to)} and its line's ends. */
  private static boolean lineAround(String text, int from, int to) {
    for (int i = from - 1; i >= 0 && text.charAt(i) != '\n'; i--) {
      if (text.charAt(i) != ' ' && text.charAt(i) != '\t') {
        return false;
      }
    }
    for (int i = to; i < text.length() && text.charAt(i) != '\n'; i++) {
      if (text.charAt(i) != ' ' && text.charAt(i) != '\t' && text.charAt(i) != '\r') {
        return false;
      }
    }
    return true;
  }

  /**
   * Words of a role that open a person's span in notes and statements, which no title list holds
   * ("Pt Rosa Delgado-Vega", "Witness Hamid Karimi", "HCA Joy Mwangi", "Cllr Ann Reid").
   */
  private static final WordList ROLES =
      WordList.of(
          "pt patient witness hca claimant defendant applicant caller cllr councillor pc dc ds"
              + " insp supt agent");

  /** A role word before a person of two words or more leaves the span, which is a person's. */
  static void roles(NameTokens n, List<Span> spans) {
    for (Span s : spans) {
      if (s.last - s.first >= 2
          && ROLES.contains(n.scan, s.first)
          && n.gap(s.first + 1) == NameTokens.GAP_SPACE
          && n.firstBand(s.first + 1) > 0) {
        s.first++;
        s.type = PERSON;
      }
    }
  }

  /** The initials before a surname, at most ("A.K. Mwangi"). */
  private static final int INITIALS = 3;

  /**
   * "T. Okwuosa", "A.K. Mwangi", "R. Castellanos": one to three capital initials, each with its
   * period, before a capitalised word that reads as nothing but a name are one person; a person the
   * model found on the surname takes the initials. "U.S. Army", "E. coli" and "J. Crew" have a
   * common word or none in capitals after the initials; "A. Introduction" opens a line or a
   * sentence, as headings do, where initials before a name have a word or a comma, colon or bracket
   * before them ("Approvals: A.K. Mwangi", "by T. Okwuosa").
   */
  static void initials(NameTokens n, List<Span> spans) {
    Span[] cover = null;
    for (int t = 0; t + 1 < n.count; t++) {
      if (!initial(n, t) || t > 0 && initial(n, t - 1) && n.gap(t) == NameTokens.GAP_PERIOD) {
        continue; // not the first of the initials
      }
      int w = t + 1;
      while (w < n.count
          && w - t < INITIALS
          && initial(n, w)
          && n.gap(w) == NameTokens.GAP_PERIOD) {
        w++;
      }
      if (w >= n.count
          || !n.text.startsWith(". ", n.scan.end(w - 1))
          || n.gap(w) != NameTokens.GAP_PERIOD && n.gap(w) != NameTokens.GAP_SENTENCE
          || !n.capitalized(w)
          || n.scan.isAllUpper(w)
          || n.scan.end(w) - n.scan.start(w) < 2
          || NameRules.knownOtherwise(n, w)
          || !midSentence(n, t)
          || t > 0 && n.capitalized(t - 1) && n.gap(t) == NameTokens.GAP_SPACE) {
        continue;
      }
      int last = w;
      while (last + 1 < n.count
          && n.gap(last + 1) == NameTokens.GAP_HYPHEN
          && n.capitalized(last + 1)) {
        last++; // "Okonkwo-Baird"
      }
      if (cover == null) {
        cover = NameRules.coverage(spans, n.count);
      }
      Span held = cover[w];
      if (held == null && cover[t] == null) {
        Span person = NameRules.sure(t, last, PERSON, 0.7);
        spans.add(person);
        NameRules.cover(cover, person);
      } else if (held != null && held.first == w && held.type == PERSON && cover[t] == null) {
        held.first = t;
        NameRules.cover(cover, held);
      }
      t = last;
    }
  }

  /** Whether a word or a comma, colon, semicolon, bracket, bar or quote stands before {@code t}. */
  private static boolean midSentence(NameTokens n, int t) {
    int i = n.scan.start(t) - 1;
    while (i >= 0 && n.text.charAt(i) == ' ') {
      i--;
    }
    if (i < 0) {
      return false;
    }
    char c = n.text.charAt(i);
    return Character.isLetter(c) || ",:;(|\"-".indexOf(c) >= 0;
  }

  /** Whether token {@code t} is one capital letter followed by a period. */
  private static boolean initial(NameTokens n, int t) {
    int start = n.scan.start(t);
    return n.scan.end(t) - start == 1
        && Character.isUpperCase(n.text.charAt(start))
        && start + 1 < n.text.length()
        && n.text.charAt(start + 1) == '.';
  }

  /**
   * "Olusegun Adebanjo-Pratt - Access Bank": a span of two words or more on each side of a dash
   * between spaces is two, parted as a list's columns are; each side is a person where it opens
   * with a known first name and a firm where it ends with a firm's word, else of the span's type.
   * One word a side stays whole: firms of surnames are written so ("Hickman - Green", "de Boer -
   * van der Heijden", "O'Keefe-Jerde - Sanford-Gutmann").
   */
  static void dashes(NameTokens n, List<Span> spans) {
    String text = n.text;
    if (text.indexOf(" - ") < 0 && text.indexOf(" – ") < 0) {
      return;
    }
    for (int i = 0, size = spans.size(); i < size; i++) {
      Span s = spans.get(i);
      for (int t = s.first + 1; t <= s.last; t++) {
        int from = n.scan.end(t - 1);
        int to = n.scan.start(t);
        if (to - from != 3
            || text.charAt(from) != ' '
            || text.charAt(from + 2) != ' '
            || text.charAt(from + 1) != '-' && text.charAt(from + 1) != '–') {
          continue;
        }
        if (words(n, s.first, t - 1) < 2 || words(n, t, s.last) < 2) {
          break; // "Hickman - Green", "de Boer - van der Heijden": firms of surnames
        }
        Span right = new Span(t, s.last, typeOf(n, t, s.last, s.type), s.probability);
        right.minScore = s.minScore;
        right.extra = s.extra;
        s.last = t - 1;
        s.extra = 0;
        s.type = typeOf(n, s.first, s.last, s.type);
        spans.add(right);
        break;
      }
    }
  }

  /** The capitalised words of {@code [first, last]} after spaces ("O'Keefe-Jerde" is one). */
  private static int words(NameTokens n, int first, int last) {
    int words = 0;
    for (int t = first; t <= last; t++) {
      words += n.capitalized(t) && (t == first || n.gap(t) == NameTokens.GAP_SPACE) ? 1 : 0;
    }
    return words;
  }

  private static int typeOf(NameTokens n, int first, int last, int type) {
    if ((n.roles(last) & (Gazetteers.ORG_SUFFIX | Gazetteers.ORG_HEAD)) != 0) {
      return ORGANISATION;
    }
    return n.firstBand(first) > 0 && last > first ? PERSON : type;
  }

  /**
   * Languages, in English and as other languages write English ("into English", "auf Englisch",
   * "naar het Engels", "bahasa Inggris"), which name no place, person or firm on their own.
   */
  private static final WordList LANGUAGES =
      WordList.of(
          "english french spanish italian portuguese dutch polish korean japanese chinese mandarin"
              + " cantonese arabic hindi urdu russian turkish swedish norwegian danish finnish greek"
              + " hebrew vietnamese indonesian tagalog swahili farsi bengali punjabi tamil"
              + " ukrainian czech hungarian romanian englisch engels inggris anglais inglés inglese"
              + " inglês angielski engelska engelsk german deutsch thai malay persian");

  /** Words before a language's name ("into English", "auf Englisch", "bahasa Inggris"). */
  private static final WordList BEFORE_LANGUAGE =
      WordList.of("in into to from auf naar het ke bahasa speak speaks speaking");

  /**
   * A span of one word that is a language after a word that names it so ("Translate it into
   * English", "in Korean-friendly English") goes; before a noun it is an adjective of a country
   * ("Russian embassy"), which the tweet sets label a place, and stays.
   */
  static void languageNames(NameTokens n, List<Span> spans) {
    spans.removeIf(
        s ->
            s.first == s.last
                && s.first > 0
                && s.minScore == 0
                && LANGUAGES.contains(n, s.first)
                && BEFORE_LANGUAGE.contains(n, s.first - 1));
  }

  /** Whether token {@code t} is a word in lower case ("bin", "jun", "tash"). */
  private static boolean lowerWord(NameTokens n, int t) {
    return n.scan.hasLetter(t)
        && !n.scan.hasDigit(t)
        && Character.isLowerCase(n.text.charAt(n.scan.start(t)))
        && !n.scan.hasUpperInside(t);
  }

  private static Span covering(List<Span> spans, int t) {
    for (Span s : spans) {
      if (s.first <= t && t <= s.last) {
        return s;
      }
    }
    return null;
  }
}
