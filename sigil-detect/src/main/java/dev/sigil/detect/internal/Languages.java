package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.NameRules.ORGANISATION;
import static dev.sigil.detect.internal.NameRules.PERSON;
import static dev.sigil.detect.internal.NameRules.PLACE;

import java.util.List;

/**
 * Text in other languages than English: which language a text is written in, told by its function
 * words, and what that says about its capitalised words. German capitalises every noun and the
 * polite pronoun ("Ihre Bewerbung", "Das Gespräch", "Sie"), which a model read on English takes for
 * names and firms; the greetings, courtesy words and titles of other languages ("Bonjour", "Merci",
 * "Estimado", "Sig.ra", "Pani") open spans they do not belong to.
 */
final class Languages {
  static final int ENGLISH = 0;
  static final int GERMAN = 1;
  static final int OTHER = 2;

  /** Not told yet: {@link NameRules#apply} tells it only when a span asks. */
  static final int UNKNOWN = -1;

  private Languages() {}

  /** How many tokens the language is told from. */
  private static final int READ = 200;

  /** German function words that no English text uses ("die" and "also" are English too). */
  private static final String GERMAN_LIST =
      "und der das ist nicht mit für wir sie ich bitte ihre ihr ihnen ihren ihrem ihres"
          + " sehr vielen dank auf dem des ein eine einen einem einer eines im vom zum zur"
          + " bei nach bis noch auch wird wurde werden sind haben oder aber wenn dass wie"
          + " gerne uns unser unsere unseren sich können kann möchten freundlichen grüßen"
          + " geehrte geehrter liebe lieber nur schon über wieder von zu um uhr";

  private static final WordList GERMAN_WORDS = WordList.of(GERMAN_LIST);

  /**
   * Function words of French, Spanish, Italian, Portuguese, Dutch, Polish and, since stop 39,
   * Swedish, Norwegian, Indonesian and Turkish that no English text uses (not "a", "in", "do",
   * "per", "met", "van", "con", "den", "er", "du", "til", "var", "ben").
   */
  private static final String OTHER_LIST =
      "de le les des du une est et pour avec vous nous je ne pas que qui dans sur au aux très"
          + " el los las del por para su sus usted una y muy sin pero como está en se"
          + " il la lo gli della di che sono è alla nel dal presso"
          + " não uma os em com seu sua obrigado tudo bem ficou"
          + " het een niet voor zijn wij ik ook naar zou hem zonder maar heeft wordt"
          + " jest nie się na że dla za oraz"
          + " pode você vocês mas favor são peux suis avez êtes votre vos"
          + " och att det är jag har för på inte ska hos vi ta ikke jeg og av som hilsen"
          + " kami anda dan yang untuk dengan dari akan ini itu tidak pada bisa mohon terima kasih"
          + " bir ve bu için ile değil çok ama gibi bunu mısın misin";

  private static final WordList OTHER_WORDS = WordList.of(OTHER_LIST);

  /** English function words, against which the others are weighed. */
  private static final String ENGLISH_LIST =
      "the and of to is are you your we our i for with this that have has be was will on"
          + " in at it not my me please thanks can";

  private static final int ENGLISH_WORD = 1;
  private static final int OTHER_WORD = 2;
  private static final int GERMAN_WORD = 3;

  /**
   * The three lists by their words' folded keys ({@link NameTokens#key}, which the tagger has
   * mostly computed already): one hash look-up per token. A word of two lists counts for the later
   * one (German before the others, as the lists are read).
   */
  private static final LongIntMap FUNCTION_WORDS = functionWords();

  private static final WordList FUNCTION_SHAPES =
      WordList.union(WordList.of(ENGLISH_LIST), OTHER_WORDS, GERMAN_WORDS);

  private static LongIntMap functionWords() {
    LongIntMap words = new LongIntMap(512);
    String[] lists = {ENGLISH_LIST, OTHER_LIST, GERMAN_LIST};
    for (int i = 0; i < lists.length; i++) {
      for (String w : Structured.words(lists[i])) {
        words.putOverwrite(TextHash.word(w, 0, w.length()), i + 1);
      }
    }
    return words;
  }

  /**
   * The language of the text: {@link #GERMAN} or {@link #OTHER} where three or more of the first
   * {@value #READ} tokens are that language's function words and more of them than English ones,
   * else {@link #ENGLISH}.
   */
  static int of(NameTokens n) {
    Scan scan = n.scan;
    int german = 0;
    int other = 0;
    int english = 0;
    for (int t = 0, end = Math.min(n.count, READ); t < end; t++) {
      int len = scan.end(t) - scan.start(t);
      if (len > 12 || !scan.hasLetter(t)) {
        continue;
      }
      if (!FUNCTION_SHAPES.mayContain(n, t)) {
        continue; // most words, without hashing them
      }
      switch (FUNCTION_WORDS.get(n.key(t), 0)) {
        case GERMAN_WORD -> german++;
        case OTHER_WORD -> other++;
        case ENGLISH_WORD -> english++;
        default -> {}
      }
    }
    if (german >= 3 && german > english && german >= other) {
      return GERMAN;
    }
    return other >= 3 && other > english ? OTHER : ENGLISH;
  }

  /**
   * What the rules after the model found, read again once all have run: spans made after {@link
   * #courtesy} and {@link #germanNoun} first saw the model's ("Ihr Hotel" as a firm, "julio" as a
   * lower-case first name) go where those rules say so, and so does a lower-case function word of
   * the text's language taken for a first name ("della").
   */
  static void recheck(NameTokens n, List<NameRules.Span> spans, int language) {
    if (language != ENGLISH) {
      spans.removeIf(
          s -> courtesy(n, s, language) || germanNoun(n, s, language) || functionWord(n, s));
    }
  }

  /**
   * Whether span {@code s} is one lower-case function word of another language that is a first name
   * too ("della", "lo").
   */
  private static boolean functionWord(NameTokens n, NameRules.Span s) {
    return s.first == s.last
        && !n.capitalized(s.first)
        && (OTHER_WORDS.contains(n, s.first) || GERMAN_WORDS.contains(n, s.first));
  }

  /** German words that open a span and belong to no name ("Ihre Bewerbung", "Das Gespräch"). */
  private static final WordList GERMAN_LEADS =
      WordList.of(
          "sie ihr ihre ihnen ihren ihrem ihres der die das den dem des ein eine einen mit bei ab"
              + " im am vom zum zur für von nach bis gute guten schöne sehr liebe lieber bitte"
              + " vielen dank mein meine unser unsere dieser diese dieses");

  /** German titles that {@code name-cues.txt} lacks ("Herrn Paul Krämer", the dative of "Herr"). */
  private static final WordList GERMAN_TITLES = WordList.of("herrn");

  /**
   * In a German text, a person's or organisation's span of capitalised nouns: the German words that
   * open it go ("Ihre Nachricht", "Sie den Betrag"), and so does a word no list knows before a
   * known first name, a role ("Kontoinhaber Lena Vogt", which is then a person); the span goes
   * where none of its words is a name, a known place or organisation (a first name of band 2 or
   * more, a surname of the two most frequent bands; not a month), a legal form or a firm's word
   * beside another word ("Ihr Hotel" goes, "Hotel Adlon" stays), and no title comes before it
   * ("Frau Özdemir" stays). Answers whether the span goes.
   */
  static boolean germanNoun(NameTokens n, NameRules.Span s, int language) {
    if (language != GERMAN || s.type == PLACE || titled(n, s.first)) {
      return false;
    }
    Scan scan = n.scan;
    int first = s.first;
    while (first <= s.last && (GERMAN_LEADS.contains(n, first) || !scan.hasLetter(first))) {
      first++;
    }
    if (first > s.last) {
      return true; // "Sie", "Mit", "Sehr": function words alone
    }
    if (titled(n, first)) {
      s.first = first;
      s.type = PERSON;
      return false;
    }
    while (first < s.last && unknownWord(n, first) && n.firstBand(first + 1) >= 2) {
      first++; // "Kontoinhaber Lena Vogt": the role is no part of the name
    }
    boolean named = false;
    for (int t = first; t <= s.last; t++) {
      if (!scan.hasLetter(t)) {
        continue;
      }
      if ((n.roles(t) & (Gazetteers.ORG_SUFFIX | Gazetteers.ORG_HEAD)) != 0 && first < s.last
          || scan.isAllUpper(t) && scan.end(t) - scan.start(t) > 1) {
        return false; // "Rheinland Logistik GmbH", "Hotel Adlon", "IBAN"; not "Ihr Hotel"
      }
      n.markPhrases(t);
      boolean month = NameRules.FOREIGN_CALENDAR.contains(n, t) || MAI.contains(n, t);
      if (!month
          && (n.firstBand(t) >= 2 && !GERMAN_LEADS.contains(n, t)
              || n.surnameBand(t) == 1
              || n.surnameBand(t) == 2
              || (n.phrase[t] & ~EntityTagger.LOOKED_UP) != 0)) {
        named = true;
      }
    }
    if (!named) {
      return true;
    }
    if (first != s.first && s.first < first) {
      if (n.firstBand(first) >= 2 && s.type == ORGANISATION) {
        s.type = PERSON;
      }
      s.first = first;
    }
    return false;
  }

  /** The German month the calendar list leaves out for its three letters. */
  private static final WordList MAI = WordList.of("mai");

  /** Whether no list knows token {@code t}: no name, no common word, no cue, no known phrase. */
  private static boolean unknownWord(NameTokens n, int t) {
    if (n.firstBand(t) > 0 || n.surnameBand(t) > 0 || n.commonBand(t) > 0 || n.roles(t) != 0) {
      return false;
    }
    n.markPhrases(t);
    return (n.phrase[t] & ~EntityTagger.LOOKED_UP) == 0;
  }

  /** Whether a capitalised title comes right before token {@code t} ("Frau Özdemir", "Herrn"). */
  private static boolean titled(NameTokens n, int t) {
    int p = t - 1;
    if (p < 0 || !n.capitalized(p)) {
      return false;
    }
    if (p > 0 && n.gap(p) == NameTokens.GAP_PERIOD && n.gap(t) == NameTokens.GAP_SPACE) {
      p--; // "Frau Dr. Weber"
    }
    return (n.roles(p) & Gazetteers.TITLE) != 0
        || GERMAN_TITLES.contains(n, p)
        || (n.roles(t - 1) & Gazetteers.TITLE) != 0;
  }

  /**
   * Greetings, thanks and closings of other languages than English, never a name ("Bonjour",
   * "Merci", "Atentamente", "Estimado", "Shalom", "Pozdrawiam", "Hei", "Mvh", "Grüezi").
   */
  private static final WordList COURTESY =
      WordList.of(
          "bonjour bonsoir merci cordialement salutations bien très chère cher"
              + " hola gracias atentamente saludos estimado estimada estimados estimadas querido"
              + " querida buenos buenas cordiales"
              + " buongiorno buonasera grazie gentile gentili egregio egregia spettabile cordiali"
              + " saluti distinti"
              + " olá obrigado obrigada prezado prezada atenciosamente abraços"
              + " geachte groeten hartelijke bedankt"
              + " hallo danke grüße grüßen geehrte geehrter"
              + " dzień dobry pozdrawiam szanowny szanowna witam dziękuję"
              + " shalom merhaba sayın hej"
              + " hei heisann moi hallå hilsen mvh grüezi servus moin ciao salut coucou bisous"
              + " besos abrazo halo selamat beste habari jambo asante karibu chào xin salam oi ahoj"
              + " namaste sawubona talofa");

  /**
   * Titles of other languages before a name, which the name-cue list lacks: "Herrn", "Sig.ra",
   * "Signora", "Doña", "Pani", "Dhr.", "Mevr.", "Srta.".
   */
  private static final WordList FOREIGN_TITLES =
      WordList.of(
          "herrn sig signora signor signorina sigra dott dottssa avv doña pani panie pana dhr"
              + " mevr srta sr sra mme mlle datuk datin dato pak bu ibu bapak cô ông bà");

  /** Titles that are English first names or surnames too ("Don Cheadle", "Pan Wei"). */
  private static final WordList NAMES_TOO = WordList.of("don pan");

  /**
   * Greetings, courtesy words and titles of other languages that open a span go ("Estimada Lucía
   * Fernández", "Gentile Sig.ra Bianchi", "Herrn Paul Krämer", "M. Julien Moreau"); the words after
   * a title are a person. A span of such words alone goes ("Bonjour", "Merci"); so does, in a text
   * of another language, a function word of it alone opening a sentence ("Le", "Sin", "Zou") or a
   * month in lower case ("julio"). Answers whether the span goes.
   */
  static boolean courtesy(NameTokens n, NameRules.Span s, int language) {
    Scan scan = n.scan;
    int first = s.first;
    boolean titled = false;
    while (first <= s.last) {
      if (opensKnownPhrase(n, first)) {
        break; // "Buenos Aires": the greeting is the place's first word
      }
      if (courtesyWord(n, first, language)
          || first < s.last && n.sentenceStart(first) && COURTESY.contains(n, first)) {
        first++;
      } else if (s.first < s.last && foreignTitle(n, first, language)) {
        first++;
        titled = true;
        if (first <= s.last && scan.lower(first).equals("ra")) {
          first++; // "Sig.ra"
        }
      } else {
        break;
      }
    }
    if (first > s.last) {
      return true;
    }
    if (first > s.first) {
      s.first = first;
      if (titled || n.firstBand(first) > 0) {
        s.type = PERSON;
      }
    }
    if (s.first != s.last || language == ENGLISH) {
      return false;
    }
    if (!n.capitalized(s.first)) {
      return NameRules.FOREIGN_CALENDAR.contains(n, s.first); // "el 19 de julio"
    }
    return language == OTHER
        && n.sentenceStart(s.first)
        && OTHER_WORDS.contains(n, s.first); // "Le rogamos", "Sin mascotas"
  }

  /**
   * Whether capitalised token {@code t} opens a place or organisation of the gazetteer of several
   * words ("Buenos Aires", "Bien Hoa"), which a greeting of the same spelling does not.
   */
  private static boolean opensKnownPhrase(NameTokens n, int t) {
    if (!n.capitalized(t) || t + 1 >= n.count) {
      return false;
    }
    n.markPhrases(t);
    return (n.phrase[t] & (NameTokens.PLACE_BEGIN | NameTokens.ORG_BEGIN)) != 0
        && (n.phrase[t + 1] & (NameTokens.PLACE_INSIDE | NameTokens.ORG_INSIDE)) != 0;
  }

  /**
   * Whether token {@code t} is a greeting or courtesy word of another language; in an English text
   * not one that is a frequent name too ("Cher", "Dr. Gentile"), unless it opens a sentence and a
   * span of more words (the caller's).
   */
  private static boolean courtesyWord(NameTokens n, int t, int language) {
    if (!COURTESY.contains(n, t)) {
      return false;
    }
    int surname = n.surnameBand(t);
    return language != ENGLISH || n.firstBand(t) < 2 && (surname == 0 || surname > 2);
  }

  /**
   * Whether token {@code t} is a title of another language, capitalised, or "M." before a
   * capitalised word; "Don" and "Pan" only in a text of another language.
   */
  private static boolean foreignTitle(NameTokens n, int t, int language) {
    Scan scan = n.scan;
    if (!n.capitalized(t) || t + 1 >= n.count || !n.capitalized(t + 1) && !isRa(n, t + 1)) {
      return false;
    }
    int len = scan.end(t) - scan.start(t);
    if (len == 1) {
      return scan.token(t).equals("M") && n.gap(t + 1) == NameTokens.GAP_PERIOD;
    }
    return FOREIGN_TITLES.contains(n, t) || language == OTHER && NAMES_TOO.contains(n, t);
  }

  private static boolean isRa(NameTokens n, int t) {
    return n.scan.lower(t).equals("ra");
  }
}
