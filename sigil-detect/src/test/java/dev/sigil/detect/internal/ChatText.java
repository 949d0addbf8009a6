package dev.sigil.detect.internal;

import java.util.Random;

/**
 * Generated chat-like text without personal data, full of the numbers and words that look like it:
 * counts, times, prices, versions, ratios, scores, order numbers, years, "May" and "Will".
 */
final class ChatText {
  private ChatText() {}

  private static final String[] TEMPLATES = {
    "hey, can you check the build? it failed {n} times since {time}.",
    "I think version {version} fixed it, but {version} broke the login again.",
    "order {big} shipped, tracking says it arrives in {n} days.",
    "May I ask why the invoice {big} is still open?",
    "you may want to restart the server first, it has {n} GB free.",
    "Will said the meeting moved to {time}, ok?",
    "we march on regardless, {pct}% done so far.",
    "it costs ${price} per seat, {n} seats minimum.",
    "the ratio is {n}/{n} and the score was {n}-{n} at half time.",
    "add {n}/{n} cup of sugar and {n} eggs.",
    "ticket {big} was closed as a duplicate of {big}.",
    "we had {big} requests yesterday and {big} today.",
    "Postgres {version} is out, upgrade when you can.",
    "the top {n} Main points of the talk were good.",
    "I have {n} big dogs and {n} cats.",
    "ping me at {time} or after lunch.",
    "in {year} we moved the whole stack to Kubernetes.",
    "the new year starts slowly, as always.",
    "refund of {price} euros went through, ref {big}.",
    "call the support line, option {n}, then {n}.",
    "commit {hex} fixes issue {n}, see PR {n}.",
    "we drove {n} miles down the road to the office.",
    "latency p99 is {n}.{n} ms, p50 {n}.{n} ms.",
    "the room fits {n} people, bring {n} chairs.",
    "March was busy, April will be quieter.",
    "Build {big} passed all {n} checks.",
    "the answer is {big}, not {big}.",
    "I read {n} pages of chapter {n} last night.",
    "temperature hit {n}.{n} degrees at {time}.",
    "our team of {n} shipped {n} features in Q{n}.",
  };

  static String generate(Random r, int minLength) {
    StringBuilder b = new StringBuilder(minLength + 200);
    while (b.length() < minLength) {
      String t = TEMPLATES[r.nextInt(TEMPLATES.length)];
      int i = 0;
      while (i < t.length()) {
        int open = t.indexOf('{', i);
        if (open < 0) {
          b.append(t, i, t.length());
          break;
        }
        b.append(t, i, open);
        int close = t.indexOf('}', open);
        b.append(slot(t.substring(open + 1, close), r));
        i = close + 1;
      }
      b.append(r.nextInt(5) == 0 ? "\n" : " ");
    }
    return b.toString();
  }

  private static String slot(String name, Random r) {
    return switch (name) {
      case "n" -> Integer.toString(1 + r.nextInt(60));
      case "time" -> String.format("%d:%02d", 1 + r.nextInt(12), r.nextInt(60));
      case "version" -> (1 + r.nextInt(20)) + "." + r.nextInt(20) + "." + r.nextInt(30);
      case "big" -> Long.toString(1000 + (long) (r.nextDouble() * 9_999_999_000L));
      case "pct" -> Integer.toString(r.nextInt(100));
      case "price" -> (1 + r.nextInt(500)) + "." + String.format("%02d", r.nextInt(100));
      case "year" -> Integer.toString(1990 + r.nextInt(35));
      case "hex" -> Long.toHexString(r.nextLong()).substring(0, 7);
      default -> name;
    };
  }
}
