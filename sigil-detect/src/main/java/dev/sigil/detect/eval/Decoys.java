package dev.sigil.detect.eval;

import java.util.List;
import java.util.Locale;

/**
 * Hard negatives: values that look like personal data but are not, left unlabelled in the corpus
 * (order numbers that pass Luhn, version strings shaped like IP addresses, timestamps, amounts,
 * ticket ids, hashes).
 */
final class Decoys {
  private final Values v;

  Decoys(Values v) {
    this.v = v;
  }

  /** An order or invoice number of 12 to 16 digits that passes Luhn. */
  String order() {
    int length = v.between(12, 16);
    String body = (v.chance(0.3) ? "4" : Integer.toString(v.between(1, 9))) + v.digits(length - 2);
    String n = body + Checksums.luhnDigit(body);
    return v.chance(0.3) ? n.substring(0, 4) + "-" + n.substring(4, 8) + "-" + n.substring(8) : n;
  }

  String version() {
    return switch (v.between(0, 3)) {
      case 0 -> "v" + v.between(0, 9) + "." + v.between(0, 30) + "." + v.between(0, 20);
      case 1 ->
          v.between(1, 9) + "." + v.between(0, 9) + "." + v.between(0, 9) + "." + v.between(0, 99);
      case 2 -> "1.8.0_" + v.between(100, 400);
      default -> v.between(1, 20) + "." + v.between(0, 9) + "." + v.between(1000, 29999);
    };
  }

  /** A Unix time in seconds or milliseconds, or a clock time. */
  String timestamp() {
    return switch (v.between(0, 2)) {
      case 0 -> "1" + v.between(5, 7) + v.digits(8);
      case 1 -> "1" + v.between(5, 7) + v.digits(11);
      default ->
          String.format(
              Locale.ROOT, "%02d:%02d:%02d", v.between(0, 23), v.between(0, 59), v.between(0, 59));
    };
  }

  String time() {
    return v.chance(0.5)
        ? String.format(Locale.ROOT, "%02d:%02d", v.between(0, 23), v.between(0, 59))
        : v.between(1, 12)
            + ":"
            + v.pick(List.of("00", "15", "30", "45"))
            + " "
            + v.pick(List.of("am", "pm", "AM", "PM"));
  }

  String amount() {
    int whole = v.between(1, 9999);
    int cents = v.between(0, 99);
    return switch (v.between(0, 3)) {
      case 0 -> String.format(Locale.US, "$%,d.%02d", whole, cents);
      case 1 -> String.format(Locale.ROOT, "€%d,%02d", whole, cents);
      case 2 -> String.format(Locale.ROOT, "%d,%02d EUR", whole, cents);
      default -> "£" + whole;
    };
  }

  String ticket() {
    return switch (v.between(0, 3)) {
      case 0 -> "INC" + v.digits(7);
      case 1 -> "JIRA-" + v.between(100, 9999);
      case 2 -> "#" + v.between(10000, 99999);
      default -> "CS-" + v.digits(3) + "-" + v.digits(4);
    };
  }

  String uuid() {
    String h = "0123456789abcdef";
    return v.chars(h, 8)
        + "-"
        + v.chars(h, 4)
        + "-4"
        + v.chars(h, 3)
        + "-"
        + v.chars("89ab", 1)
        + v.chars(h, 3)
        + "-"
        + v.chars(h, 12);
  }

  String hash() {
    return v.chars("0123456789abcdef", v.chance(0.5) ? 7 : 40);
  }

  String serial() {
    return "SN-" + v.digits(5) + "-" + v.digits(4) + "-" + v.digits(2);
  }
}
