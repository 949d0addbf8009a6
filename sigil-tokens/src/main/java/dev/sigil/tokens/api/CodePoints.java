package dev.sigil.tokens.api;

/**
 * Classes of Unicode code points that the rules and the masks share, from the JDK's character data
 * (a code point its Unicode version has not assigned counts as hidden).
 */
final class CodePoints {

  /**
   * The default-ignorable code points (Unicode's DerivedCoreProperties.txt,
   * Default_Ignorable_Code_Point) that are neither format characters nor unassigned: letters and
   * marks that render as nothing. Pairs of first and last code point.
   */
  private static final int[] INVISIBLE_LETTERS_AND_MARKS = {
    0x034F, 0x034F, // combining grapheme joiner
    0x115F, 0x1160, // Hangul choseong and jungseong fillers
    0x17B4, 0x17B5, // Khmer inherent vowels
    0x180B, 0x180D, // Mongolian free variation selectors
    0x180F, 0x180F,
    0x3164, 0x3164, // Hangul filler
    0xFE00, 0xFE0F, // variation selectors
    0xFFA0, 0xFFA0, // halfwidth Hangul filler
    0xE0100, 0xE01EF, // variation selectors supplement
  };

  private CodePoints() {}

  /**
   * Whether {@code c} shows as itself: not a control, format character (bidi controls, zero-width
   * characters, tags), separator, surrogate, private-use or unassigned code point, nor an invisible
   * letter or mark. Combining marks show, on the character before them.
   */
  static boolean printable(int c) {
    return switch (Character.getType(c)) {
      case Character.CONTROL,
          Character.FORMAT,
          Character.SURROGATE,
          Character.PRIVATE_USE,
          Character.UNASSIGNED,
          Character.SPACE_SEPARATOR,
          Character.LINE_SEPARATOR,
          Character.PARAGRAPH_SEPARATOR ->
          false;
      default -> !invisible(c);
    };
  }

  /** Whether {@code c} is a combining mark (nonspacing, spacing or enclosing). */
  static boolean mark(int c) {
    int type = Character.getType(c);
    return type == Character.NON_SPACING_MARK
        || type == Character.COMBINING_SPACING_MARK
        || type == Character.ENCLOSING_MARK;
  }

  /** Whether {@code c} is a format character (Unicode category Cf). */
  static boolean format(int c) {
    return Character.getType(c) == Character.FORMAT;
  }

  private static boolean invisible(int c) {
    for (int i = 0; i < INVISIBLE_LETTERS_AND_MARKS.length; i += 2) {
      if (c >= INVISIBLE_LETTERS_AND_MARKS[i] && c <= INVISIBLE_LETTERS_AND_MARKS[i + 1]) {
        return true;
      }
    }
    return false;
  }
}
