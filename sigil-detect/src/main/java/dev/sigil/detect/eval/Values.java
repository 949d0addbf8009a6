package dev.sigil.detect.eval;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberFormat;
import com.google.i18n.phonenumbers.PhoneNumberUtil.PhoneNumberType;
import com.google.i18n.phonenumbers.Phonenumber.PhoneNumber;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Generated values of the structured classes, each valid by its own rule: card numbers pass Luhn
 * under a real issuer prefix, IBANs pass mod 97 with their country's length, SSNs are in the issued
 * ranges, phone numbers are valid for their region per libphonenumber.
 */
final class Values {
  private static final PhoneNumberUtil PHONES = PhoneNumberUtil.getInstance();
  private static final List<String> PHONE_REGIONS =
      List.of(
          "US", "US", "US", "GB", "GB", "DE", "FR", "IN", "BR", "AU", "JP", "ES", "IT", "NL", "MX",
          "CA", "ZA", "NG", "SG", "PL", "SE", "CH", "IE", "KE", "AE", "PH", "KR", "TR");

  /** Issuer prefix and length of card numbers: Visa, Mastercard, Amex, Discover, JCB, ... */
  private static final String[][] CARDS = {
    {"4", "16"}, {"4", "16"}, {"4", "13"}, {"51", "16"}, {"53", "16"}, {"55", "16"},
    {"2221", "16"}, {"2720", "16"}, {"34", "15"}, {"37", "15"}, {"6011", "16"}, {"65", "16"},
    {"3528", "16"}, {"3589", "16"}, {"36", "14"}, {"62", "16"}, {"62", "19"}, {"4", "19"}
  };

  /** IBAN country, then its BBAN as runs of n (digits), a (upper-case letters), c (either). */
  private static final String[] IBANS = {
    "DE 8n10n",
    "GB 4a14n",
    "FR 10n11c2n",
    "ES 20n",
    "IT 1a10n12c",
    "NL 4a10n",
    "BE 12n",
    "CH 5n12c",
    "AT 16n",
    "PL 24n",
    "SE 20n",
    "IE 4a14n",
    "PT 21n",
    "DK 14n",
    "NO 11n",
    "FI 14n",
    "LU 3n13c",
    "GR 7n16c",
    "SA 2n18c",
    "AE 19n",
    "TR 6n16c",
    "BR 23n1a1c",
    "CZ 20n",
    "HU 24n",
    "RO 4a16c",
    "HR 17n",
    "SI 15n",
    "SK 20n",
    "LT 16n",
    "LV 4a13c",
    "EE 16n",
    "BG 4a6n8c",
    "CY 8n16c",
    "MT 4a5n18c",
    "IS 22n",
    "IL 19n",
    "KW 4a22c",
    "QA 4a21c"
  };

  private final Random rng;

  Values(Random rng) {
    this.rng = rng;
  }

  <T> T pick(List<T> list) {
    return list.get(rng.nextInt(list.size()));
  }

  double rng() {
    return rng.nextDouble();
  }

  boolean chance(double p) {
    return rng.nextDouble() < p;
  }

  int between(int lo, int hi) {
    return lo + rng.nextInt(hi - lo + 1);
  }

  String digits(int n) {
    StringBuilder b = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      b.append((char) ('0' + rng.nextInt(10)));
    }
    return b.toString();
  }

  String chars(String alphabet, int n) {
    StringBuilder b = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      b.append(alphabet.charAt(rng.nextInt(alphabet.length())));
    }
    return b.toString();
  }

  /** A phone number as written, with the region it is valid in. */
  record Phone(String text, String region) {}

  Phone phone() {
    String region = pick(PHONE_REGIONS);
    PhoneNumberType type = chance(0.6) ? PhoneNumberType.MOBILE : PhoneNumberType.FIXED_LINE;
    PhoneNumber example = PHONES.getExampleNumberForType(region, type);
    PhoneNumber number = example;
    String nsn = PHONES.getNationalSignificantNumber(example);
    int free = Math.min(6, nsn.length() - 3);
    for (int attempt = 0; attempt < 50; attempt++) {
      String candidate = nsn.substring(0, nsn.length() - free) + digits(free);
      try {
        PhoneNumber n = PHONES.parse("+" + example.getCountryCode() + candidate, region);
        if (PHONES.isValidNumberForRegion(n, region)) {
          number = n;
          break;
        }
      } catch (NumberParseException e) {
        // try other digits
      }
    }
    return new Phone(formatPhone(number, region), region);
  }

  private String formatPhone(PhoneNumber n, String region) {
    double r = rng.nextDouble();
    if (region.equals("US") && r < 0.5) {
      String nsn = PHONES.getNationalSignificantNumber(n);
      String a = nsn.substring(0, 3);
      String b = nsn.substring(3, 6);
      String c = nsn.substring(6);
      return switch (rng.nextInt(4)) {
        case 0 -> "(" + a + ") " + b + "-" + c;
        case 1 -> a + "-" + b + "-" + c;
        case 2 -> a + "." + b + "." + c;
        default -> "+1 " + a + " " + b + " " + c;
      };
    }
    if (r < 0.6) {
      return PHONES.format(n, PhoneNumberFormat.INTERNATIONAL);
    }
    if (r < 0.75) {
      return PHONES.format(n, PhoneNumberFormat.E164);
    }
    if (r < 0.85) {
      return PHONES.format(n, PhoneNumberFormat.INTERNATIONAL).replace(' ', '-');
    }
    return PHONES.format(n, PhoneNumberFormat.NATIONAL);
  }

  String card() {
    String[] spec = CARDS[rng.nextInt(CARDS.length)];
    int length = Integer.parseInt(spec[1]);
    String body = spec[0] + digits(length - 1 - spec[0].length());
    String number = body + Checksums.luhnDigit(body);
    String sep =
        switch (rng.nextInt(10)) {
          case 0, 1, 2, 3 -> " ";
          case 4, 5 -> "-";
          default -> "";
        };
    return sep.isEmpty()
        ? number
        : group(
            number,
            length == 15
                ? new int[] {4, 6, 5}
                : length == 14 ? new int[] {4, 6, 4} : new int[] {4, 4, 4, 4, 3},
            sep);
  }

  private static String group(String s, int[] sizes, String sep) {
    StringBuilder b = new StringBuilder();
    int at = 0;
    for (int size : sizes) {
      if (at >= s.length()) {
        break;
      }
      if (at > 0) {
        b.append(sep);
      }
      b.append(s, at, Math.min(s.length(), at + size));
      at += size;
    }
    return b.toString();
  }

  String iban() {
    String spec = IBANS[rng.nextInt(IBANS.length)];
    String country = spec.substring(0, 2);
    StringBuilder bban = new StringBuilder();
    String runs = spec.substring(3);
    int i = 0;
    while (i < runs.length()) {
      int j = i;
      while (Character.isDigit(runs.charAt(j))) {
        j++;
      }
      int n = Integer.parseInt(runs.substring(i, j));
      bban.append(
          switch (runs.charAt(j)) {
            case 'n' -> digits(n);
            case 'a' -> chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ", n);
            default -> chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", n);
          });
      i = j + 1;
    }
    String iban = country + Checksums.ibanCheckDigits(country, bban.toString()) + bban;
    return chance(0.55) ? group(iban, new int[] {4, 4, 4, 4, 4, 4, 4, 4, 4}, " ") : iban;
  }

  String ssn() {
    int area;
    do {
      area = between(1, 899);
    } while (area == 666);
    String s = String.format(Locale.ROOT, "%03d", area);
    String g = String.format(Locale.ROOT, "%02d", between(1, 99));
    String n = String.format(Locale.ROOT, "%04d", between(1, 9999));
    return switch (rng.nextInt(10)) {
      case 0 -> s + " " + g + " " + n;
      case 1 -> s + g + n;
      default -> s + "-" + g + "-" + n;
    };
  }

  String ipv4() {
    int first = chance(0.3) ? pick(List.of(10, 172, 192)) : between(1, 223);
    int second = first == 192 ? 168 : first == 172 ? between(16, 31) : between(0, 255);
    return first + "." + second + "." + between(0, 255) + "." + between(1, 254);
  }

  String ipv6() {
    int[] groups = new int[8];
    groups[0] = chance(0.5) ? 0x2001 : chance(0.5) ? 0xfe80 : between(0x2000, 0x3fff);
    for (int i = 1; i < 8; i++) {
      groups[i] = chance(0.3) ? 0 : rng.nextInt(0x10000);
    }
    if (groups[0] == 0xfe80) {
      groups[1] = groups[2] = groups[3] = 0;
    }
    String s = Checksums.ipv6(groups, chance(0.85));
    return chance(0.15) ? s.toUpperCase(Locale.ROOT) : s;
  }
}
