package dev.sigil.detect.internal;

/**
 * Street forms of more countries, each started by its own street word at one token: Colombian
 * {@code Carrera 48 # 26-85, Medellín} (Calle, Carrera, Avenida, Transversal, Diagonal, the way's
 * number, "#", then the crossing's number and the house's), Indonesian {@code Jl. Kebon Jeruk Raya
 * No. 27, Jakarta Barat 11530} (Jl. or Jalan, one to four name words, "No." and the number) and
 * Uzbek {@code Amir Temur ko'chasi 107, Tashkent 100084} (one to three name words, "ko'chasi" and
 * the number). Each is then read on with the {@link AddressTail}; the town alone after it is taken
 * in when a clause ends after it.
 */
final class WorldAddresses {
  private WorldAddresses() {}

  /** Colombian kinds of way that are numbered. */
  private static final WordList COLOMBIAN_WAYS =
      WordList.of("calle carrera cra avenida transversal diagonal");

  private static final WordList JALAN = WordList.of("jl jln jalan");

  /** Finds a street form starting (or, for Uzbek, ending) at capitalised token {@code t}. */
  static void find(Scan scan, int t, Candidates out) {
    if (COLOMBIAN_WAYS.contains(scan, t)) {
      colombian(scan, t, out);
    } else if (JALAN.contains(scan, t)) {
      indonesian(scan, t, out);
    }
  }

  /** {@code Carrera 48 # 26-85}: the way at {@code w}, its number, "#", two numbers. */
  private static void colombian(Scan scan, int w, Candidates out) {
    String text = scan.text();
    int n = scan.tokenCount();
    int num = w + 1;
    if (num + 2 >= n
        || !PostalCodes.adjacent(scan, w, " ")
        || !scan.hasDigit(num)
        || scan.end(num) - scan.start(num) > 4
        || !DateWords.isDigit(text.charAt(scan.start(num)))) {
      return;
    }
    int gapStart = scan.end(num);
    int cross = num + 1;
    String gap = text.substring(gapStart, scan.start(cross)).replace(" ", "");
    if (!(gap.equals("#") || gap.equals("No.") || gap.equals("N°") || gap.equals("Nº"))
        || scan.start(cross) - gapStart > 4
        || !scan.hasDigit(cross)
        || scan.end(cross) - scan.start(cross) > 4
        || !PostalCodes.adjacent(scan, cross, "-")
        || !scan.isDigits(cross + 1)
        || scan.end(cross + 1) - scan.start(cross + 1) > 3) {
      return;
    }
    finish(scan, w, cross + 1, out);
  }

  /** {@code Jl. Kebon Jeruk Raya No. 27}: Jl. at {@code j}, name words, "No.", the number. */
  private static void indonesian(Scan scan, int j, Candidates out) {
    String text = scan.text();
    int n = scan.tokenCount();
    int gap = scan.end(j);
    int i = j + 1;
    if (i >= n
        || !(scan.start(i) == gap + 1 && text.charAt(gap) == ' '
            || scan.start(i) == gap + 2 && text.startsWith(". ", gap))) {
      return;
    }
    int words = 0;
    while (i < n
        && words < 5
        && scan.isCapitalized(i)
        && !scan.hasDigit(i)
        && !scan.lower(i).equals("no")
        && PostalCodes.adjacent(scan, i, " ")) {
      i++;
      words++;
    }
    if (words == 0 || i + 1 >= n || !scan.lower(i).equals("no") || !scan.isCapitalized(i)) {
      return;
    }
    int num = i + 1;
    int numGap = scan.start(num) - scan.end(i);
    if (!(numGap == 1 || numGap == 2 && text.charAt(scan.end(i)) == '.')
        || !AddressRecognizer.houseNumber(scan, num)) {
      return;
    }
    finish(scan, j, num, out);
  }

  /**
   * {@code Amir Temur ko'chasi 107}: called at token {@code c}, "chasi" after "ko" and an
   * apostrophe; the name is one to three capitalised words before "ko".
   */
  static void uzbek(Scan scan, int c, Candidates out) {
    String text = scan.text();
    int ko = c - 1;
    if (ko < 1
        || !scan.lower(c).equals("chasi")
        || !scan.lower(ko).equals("ko")
        || scan.start(c) != scan.end(ko) + 1
        || "'’‘ʻ`".indexOf(text.charAt(scan.end(ko))) < 0
        || c + 1 >= scan.tokenCount()
        || !PostalCodes.adjacent(scan, c, " ")
        || !AddressRecognizer.houseNumber(scan, c + 1)) {
      return;
    }
    int first = ko;
    while (first > 0
        && first > ko - 3
        && PostalCodes.adjacent(scan, first - 1, " ")
        && scan.isCapitalized(first - 1)
        && !scan.hasDigit(first - 1)) {
      first--;
    }
    if (first == ko) {
      return;
    }
    finish(scan, first, c + 1, out);
  }

  private static void finish(Scan scan, int first, int last, Candidates out) {
    AddressTail tail = AddressTail.read(scan, last + 1, scan.end(last));
    int end = tail.end;
    if (!tail.locality) {
      int town = AddressTail.townAlone(scan, end, AddressTail.SENTENCE, scan.start(first));
      if (town > 0) {
        end = town;
      }
    }
    AddressRecognizer.report(scan, scan.start(first), end, 0.85, out);
  }
}
