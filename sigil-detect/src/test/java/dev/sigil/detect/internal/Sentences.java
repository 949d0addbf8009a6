package dev.sigil.detect.internal;

import java.util.Random;

/** Test helper: neutral chat sentences with a value put somewhere inside. */
final class Sentences {
  private Sentences() {}

  private static final String[] BEFORE = {
    "here it is:",
    "please use",
    "I think it was",
    "can you check",
    "as discussed,",
    "see",
    "the one I sent yesterday is",
    "ok so",
    "Hi team,",
    "FYI",
    "(",
    "\"",
    "it's",
    "-"
  };
  private static final String[] AFTER = {
    "thanks!",
    ".",
    "if that helps.",
    "- let me know",
    ")",
    "\"",
    "and nothing else.",
    ", cheers",
    "?",
    "\n",
    "ok?",
    "right now"
  };

  /** A sentence holding {@code value}, with where it is. */
  static Embedded embed(Random random, String value) {
    String before = BEFORE[random.nextInt(BEFORE.length)];
    String after = AFTER[random.nextInt(AFTER.length)];
    String lead = before.endsWith("(") || before.endsWith("\"") ? before : before + " ";
    String tail =
        after.startsWith(")")
                || after.startsWith("\"")
                || after.startsWith(".")
                || after.startsWith(",")
                || after.startsWith("?")
                || after.startsWith("\n")
            ? after
            : " " + after;
    return new Embedded(lead + value + tail, lead.length(), lead.length() + value.length());
  }

  record Embedded(String text, int start, int end) {
    /**
     * The same text with the span starting {@code n} chars later (skipping a cue word put first).
     */
    Embedded shift(int n) {
      return new Embedded(text, start + n, end);
    }
  }
}
