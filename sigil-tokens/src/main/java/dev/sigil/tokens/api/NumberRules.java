package dev.sigil.tokens.api;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Rules for card numbers (Luhn) and US Social Security Numbers. Inputs arrive trimmed. */
final class NumberRules {
  private static final int MIN_CARD_DIGITS = 12;
  private static final int MAX_CARD_DIGITS = 19;
  private static final Pattern CARD = Pattern.compile("[0-9]+(?:[ -][0-9]+)*");
  private static final Pattern SSN = Pattern.compile("([0-9]{3})[- ]?([0-9]{2})[- ]?([0-9]{4})");

  private NumberRules() {}

  static Optional<String> cardNumber(String input) {
    if (!CARD.matcher(input).matches()) {
      return Optional.empty();
    }
    String digits = input.replace(" ", "").replace("-", "");
    if (digits.length() < MIN_CARD_DIGITS
        || digits.length() > MAX_CARD_DIGITS
        || !luhnValid(digits)) {
      return Optional.empty();
    }
    return Optional.of(digits);
  }

  /** The Luhn (mod 10) check over ASCII digits. */
  static boolean luhnValid(String digits) {
    int sum = 0;
    boolean doubleIt = false;
    for (int i = digits.length() - 1; i >= 0; i--) {
      int d = digits.charAt(i) - '0';
      if (doubleIt) {
        d *= 2;
        if (d > 9) {
          d -= 9;
        }
      }
      sum += d;
      doubleIt = !doubleIt;
    }
    return sum % 10 == 0;
  }

  static Optional<String> ssn(String input) {
    Matcher m = SSN.matcher(input);
    if (!m.matches()) {
      return Optional.empty();
    }
    int area = Integer.parseInt(m.group(1));
    if (area == 0 || area == 666 || area >= 900) {
      return Optional.empty();
    }
    if (m.group(2).equals("00") || m.group(3).equals("0000")) {
      return Optional.empty();
    }
    return Optional.of(m.group(1) + "-" + m.group(2) + "-" + m.group(3));
  }
}
