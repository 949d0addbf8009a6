package dev.sigil.detect.eval;

import java.text.Normalizer;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * Generated values of the word-like classes (names, e-mails, dates, addresses, organisations,
 * places, URLs, secrets), drawn from one half of the {@link Lexicon}.
 */
final class TextValues {
  private static final List<String> DATE_PATTERNS =
      List.of(
          "yyyy-MM-dd",
          "dd/MM/yyyy",
          "MM/dd/yyyy",
          "MMMM d, yyyy",
          "d MMMM yyyy",
          "dd.MM.yyyy",
          "MMM d, yyyy",
          "M/d/yy",
          "d MMM yyyy",
          "EEEE, MMMM d, yyyy",
          "d.M.yyyy",
          "MMM. d, yyyy");
  private static final String ALNUM =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

  private final Values v;
  private final List<String> firstNames;
  private final List<String> surnames;
  private final List<String> cities;
  private final List<String> companies;
  private String lastFirst = "alex";
  private String lastSurname = "doe";

  TextValues(Values v, boolean train) {
    this.v = v;
    this.firstNames = Lexicon.half(Lexicon.FIRST_NAMES, train);
    this.surnames = Lexicon.half(Lexicon.SURNAMES, train);
    this.cities = Lexicon.half(Lexicon.CITIES, train);
    this.companies = Lexicon.half(Lexicon.COMPANIES, train);
  }

  /** Starts a document: the person e-mails and URLs are built from until a name is written. */
  void reset() {
    lastFirst = v.pick(firstNames);
    lastSurname = v.pick(surnames);
  }

  String first() {
    lastFirst = v.pick(firstNames);
    return lastFirst;
  }

  String last() {
    lastSurname = v.pick(surnames);
    return lastSurname;
  }

  /** A full name, mostly "First Last", sometimes with a middle initial or in another case. */
  String name() {
    String f = first();
    String l = last();
    double r = v.rng();
    if (r < 0.08) {
      return f + " " + (char) ('A' + v.between(0, 25)) + ". " + l;
    }
    if (r < 0.11) {
      return (f + " " + l).toUpperCase(Locale.ROOT);
    }
    if (r < 0.14) {
      return (f + " " + l).toLowerCase(Locale.ROOT);
    }
    return f + " " + l;
  }

  /** An e-mail address, half the time built from the last name generated. */
  String email() {
    String local;
    if (v.chance(0.5)) {
      String f = ascii(lastFirst);
      String l = ascii(lastSurname);
      local =
          switch (v.between(0, 4)) {
            case 0 -> f + "." + l;
            case 1 -> f.charAt(0) + l;
            case 2 -> f + "_" + l + v.between(1, 99);
            case 3 -> f + "+" + v.pick(List.of("shop", "news", "work"));
            default -> l + "." + f;
          };
    } else {
      local = ascii(v.pick(firstNames)) + v.pick(List.of("", "", ".", "-", "_")) + v.digits(2);
    }
    String e = local + "@" + v.pick(Lexicon.DOMAINS);
    return v.chance(0.05) ? e.toUpperCase(Locale.ROOT) : e;
  }

  private static String ascii(String s) {
    String folded =
        Normalizer.normalize(s, Normalizer.Form.NFD)
            .replaceAll("\\p{M}", "")
            .toLowerCase(Locale.ROOT)
            .replaceAll("[^a-z0-9]", "");
    return folded.isEmpty() ? "user" : folded;
  }

  /** A date in one of many formats; {@code birth} picks a year of birth. */
  String date(boolean birth) {
    int year = birth ? v.between(1940, 2006) : v.between(2015, 2027);
    LocalDate d = LocalDate.of(year, v.between(1, 12), v.between(1, 28));
    return DateTimeFormatter.ofPattern(v.pick(DATE_PATTERNS), Locale.ENGLISH).format(d);
  }

  /** A US, UK, German or French street address, with its city and postcode or not. */
  String address() {
    int n = v.between(1, 9999);
    return switch (v.between(0, 5)) {
      case 0, 1 -> usAddress(n);
      case 2 -> ukAddress();
      case 3 -> germanAddress();
      case 4 -> frenchAddress();
      default -> n + " " + v.pick(Lexicon.STREETS) + " St" + unit();
    };
  }

  private static final List<String> US_SUFFIXES =
      List.of("Street", "St", "Avenue", "Ave", "Road", "Rd", "Boulevard", "Lane", "Drive", "Court");

  private String usAddress(int n) {
    String street = n + " " + v.pick(Lexicon.STREETS) + " " + v.pick(US_SUFFIXES) + unit();
    if (!v.chance(0.7)) {
      return street;
    }
    return street + ", " + v.pick(cities) + ", " + v.pick(Lexicon.US_STATES) + " " + v.digits(5);
  }

  private String ukAddress() {
    String number = v.between(1, 250) + " " + v.pick(Lexicon.STREETS) + " ";
    String street = number + v.pick(List.of("Road", "Lane", "Close", "Gardens", "Terrace", "Way"));
    return street + ", " + v.pick(cities) + " " + ukPostcode();
  }

  private String germanAddress() {
    String street =
        v.pick(Lexicon.STRASSEN) + v.pick(List.of("straße ", "strasse ", "weg ", "allee "));
    String number = v.between(1, 180) + (v.chance(0.3) ? "a" : "");
    return street + number + ", " + v.digits(5) + " " + v.pick(cities);
  }

  private String frenchAddress() {
    String number = v.between(1, 120) + (v.chance(0.2) ? " bis" : "");
    return number + " " + v.pick(Lexicon.RUES) + ", " + v.digits(5) + " " + v.pick(cities);
  }

  private String unit() {
    return v.chance(0.2)
        ? v.pick(List.of(", Apt ", " Apt. ", " Suite ", " #"))
            + v.between(1, 40)
            + (v.chance(0.3) ? "B" : "")
        : "";
  }

  private String ukPostcode() {
    String letters = "ABCDEFGHJKLMNPRSTUWYZ";
    return v.chars(letters, v.between(1, 2))
        + v.between(1, 20)
        + " "
        + v.between(1, 9)
        + v.chars("ABDEFGHJLNPQRSTUWXYZ", 2);
  }

  String org() {
    return v.pick(companies);
  }

  String city() {
    return v.pick(cities);
  }

  String country() {
    return v.pick(Lexicon.COUNTRIES);
  }

  String url() {
    String handle = ascii(lastFirst) + "-" + ascii(lastSurname);
    return switch (v.between(0, 4)) {
      case 0 -> "https://www.linkedin.com/in/" + handle + "-" + v.digits(4);
      case 1 -> "https://github.com/" + ascii(lastFirst) + v.digits(2);
      case 2 ->
          "http://" + ascii(v.pick(companies)) + ".example.com/support/ticket?id=" + v.digits(6);
      case 3 -> "www." + ascii(lastSurname) + "-family.net/photos/" + v.between(2015, 2025);
      default -> "https://docs.google.com/document/d/" + v.chars(ALNUM, 25) + "/edit";
    };
  }

  /** A credential of a well-known shape: AWS, GitHub, Slack, Stripe, Google, JWT, OpenAI-like. */
  String secret() {
    return switch (v.between(0, 6)) {
      case 0 -> "AKIA" + v.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16);
      case 1 -> "ghp_" + v.chars(ALNUM, 36);
      case 2 -> "xoxb-" + v.digits(12) + "-" + v.digits(13) + "-" + v.chars(ALNUM, 24);
      case 3 -> "sk_live_" + v.chars(ALNUM, 24);
      case 4 -> "AIza" + v.chars(ALNUM + "-_", 35);
      case 5 -> jwt();
      default -> "github_pat_" + v.chars(ALNUM, 22) + "_" + v.chars(ALNUM, 59);
    };
  }

  private String jwt() {
    Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
    String header = "{\"alg\":\"HS256\",\"typ\":\"JWT\"}";
    String payload = "{\"sub\":\"" + v.digits(10) + "\",\"iat\":" + v.digits(10) + "}";
    byte[] sig = new byte[32];
    for (int i = 0; i < sig.length; i++) {
      sig[i] = (byte) v.between(0, 255);
    }
    return b64.encodeToString(header.getBytes(java.nio.charset.StandardCharsets.UTF_8))
        + "."
        + b64.encodeToString(payload.getBytes(java.nio.charset.StandardCharsets.UTF_8))
        + "."
        + b64.encodeToString(sig);
  }
}
