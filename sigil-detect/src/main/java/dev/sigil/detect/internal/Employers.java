package dev.sigil.detect.internal;

import static dev.sigil.detect.internal.NameRules.ORGANISATION;
import static dev.sigil.detect.internal.NameRules.PERSON;

import dev.sigil.detect.internal.NameRules.Span;
import java.util.List;

/**
 * Firms named by the work done there: "four years at Andela", "currently at Ocado in Erith",
 * "leaving to join Grammarly", "worked at Cadbury in Bournville". A brand without a legal form
 * reads like a place or a surname to the model; the words of employment before it say it is an
 * employer.
 */
final class Employers {
  private Employers() {}

  /** Words of employment before "at" ("years at", "currently at", "role at"). */
  private static final WordList BEFORE_AT =
      WordList.of(
          "work works worked working years months experience currently role job position team"
              + " intern interned internship employed placement career stint contract engineer"
              + " developer manager analyst designer");

  /** Words of employment before "for" ("works for Grammarly"). */
  private static final WordList BEFORE_FOR = WordList.of("work works worked working");

  private static final WordList AT = WordList.of("at");
  private static final WordList FOR = WordList.of("for");
  private static final WordList JOIN = WordList.of("join joins joined joining rejoin rejoined");

  /** The words of a firm's name after its cue, at most. */
  private static final int FIRM_WORDS = 4;

  static void apply(NameTokens n, List<Span> spans) {
    Span[] cover = null;
    for (int t = 1; t + 1 < n.count; t++) {
      char c = n.text.charAt(n.scan.start(t)); // most tokens open with none of these letters
      if (c != 'a' && c != 'j' && c != 'f' && c != 'r') {
        continue;
      }
      boolean at = c == 'a' && AT.contains(n.scan, t) && BEFORE_AT.contains(n.scan, t - 1);
      boolean join = (c == 'j' || c == 'r') && JOIN.contains(n.scan, t);
      boolean forWork = c == 'f' && FOR.contains(n.scan, t) && BEFORE_FOR.contains(n.scan, t - 1);
      if (!at && !join && !forWork
          || n.gap(t + 1) != NameTokens.GAP_SPACE
          || !n.capitalized(t + 1)
          || n.scan.isCapitalized(t)) {
        continue;
      }
      int first = t + 1;
      int last = first;
      while (last + 1 < n.count
          && last + 1 - first < FIRM_WORDS
          && n.gap(last + 1) == NameTokens.GAP_SPACE
          && n.capitalized(last + 1)) {
        last++;
      }
      if (!firmWords(n, first, last)) {
        continue;
      }
      if (cover == null) {
        cover = NameRules.coverage(spans, n.count);
      }
      Span held = NameRules.held(cover, first, last);
      if (held == null) {
        Span firm = NameRules.sure(first, last, ORGANISATION, 0.7);
        spans.add(firm);
        NameRules.cover(cover, firm);
      } else if (held.first == first && held.last <= last && held.type != ORGANISATION) {
        if (held.type == PERSON && (join || forWork) && n.firstBand(first) > 0) {
          continue; // "join Sarah Jones for lunch", "worked for Dr Patel"
        }
        if (known(n, held)) {
          continue; // "years at Cambridge": the model's place a list knows stays one
        }
        held.type = ORGANISATION;
        held.minScore = Math.max(held.minScore, 0.6);
      }
      t = last;
    }
  }

  /**
   * Whether tokens {@code [first, last]} may be a firm's name: no calendar word, title, digit or
   * common word ("at Christmas", "join Us", "years at The"), and not a known place alone.
   */
  private static boolean firmWords(NameTokens n, int first, int last) {
    for (int t = first; t <= last; t++) {
      if (n.scan.hasDigit(t)
          || n.commonBand(t) > 0
          || (n.roles(t) & (Gazetteers.CALENDAR | Gazetteers.TITLE | Gazetteers.NAME_CUE)) != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a list knows all of the span's words as a place ("Erith", not "Bethlehem Steel") and
   * none as a firm.
   */
  private static boolean known(NameTokens n, Span s) {
    n.markPhrases(s.first);
    return (n.phrase[s.first] & NameTokens.PLACE_BEGIN) != 0
        && (n.phrase[s.first] & NameTokens.ORG_BEGIN) == 0
        && n.placeEnd(s.first) >= s.last;
  }

  /** The words of a firm's name before its address, at most. */
  private static final int DOMAIN_WORDS = 4;

  /** The characters of an address's local part, and of a domain's label, at most (RFC 5321). */
  private static final int LOCAL_CHARS = 64;

  private static final int LABEL_CHARS = 63;

  /**
   * "From: Thames Water &lt;billing@thameswater.co.uk&gt;", "Northwind Analytics
   * (info@northwind-analytics.com)": the words right before an email address in angle brackets or
   * brackets are a firm when, run together, they spell the first label of the address's domain
   * (hyphens dropped). A span of another type on exactly them becomes the firm.
   */
  static void firmsByDomain(NameTokens n, List<Span> spans) {
    String text = n.text;
    for (int at = text.indexOf('@'); at > 0; at = text.indexOf('@', at + 1)) {
      int local = at;
      while (local > 0
          && at - local < LOCAL_CHARS
          && text.charAt(local - 1) > ' '
          && "<(".indexOf(text.charAt(local - 1)) < 0) {
        local--;
      }
      if (local < 2 || "<(".indexOf(text.charAt(local - 1)) < 0) {
        continue;
      }
      StringBuilder domain = new StringBuilder();
      int i = at + 1;
      for (; i < text.length() && i - at <= LABEL_CHARS && text.charAt(i) != '.'; i++) {
        char c = text.charAt(i);
        if (c != '-') {
          domain.append(Character.toLowerCase(c));
        }
      }
      if (i < text.length() && text.charAt(i) != '.') {
        continue; // no address's label is this long: not read on to the end of the text
      }
      int before = local - 1;
      while (before > 0 && (text.charAt(before - 1) == ' ' || text.charAt(before - 1) == '"')) {
        before--;
      }
      int last = n.scan.tokenAtOrAfter(before) - 1;
      if (last < 0 || n.scan.end(last) != before || domain.length() < 3) {
        continue;
      }
      StringBuilder words = new StringBuilder();
      for (int first = last; first >= 0 && last - first < DOMAIN_WORDS; first--) {
        if (!n.capitalized(first)
            || first < last
                && n.gap(first + 1) != NameTokens.GAP_SPACE
                && n.gap(first + 1) != NameTokens.GAP_HYPHEN) {
          break;
        }
        words.insert(0, n.scan.lower(first).replace("-", ""));
        if (words.length() > domain.length()) {
          break;
        }
        if (words.length() == domain.length() && words.toString().contentEquals(domain)) {
          firm(n, spans, first, last);
          break;
        }
      }
    }
  }

  private static void firm(NameTokens n, List<Span> spans, int first, int last) {
    for (Span s : spans) {
      if (s.last >= first && s.first <= last && (s.first != first || s.last != last)) {
        return; // a span reaching past the words, or inside them: left to the other rules
      }
    }
    for (Span s : spans) {
      if (s.first == first && s.last == last) {
        s.type = ORGANISATION;
        s.minScore = Math.max(s.minScore, 0.6);
        return;
      }
    }
    spans.add(NameRules.sure(first, last, ORGANISATION, 0.7));
  }
}
