package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import dev.sigil.detect.PiiClass;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * False-positive guard: about 200 KB of generated chat without personal data, but full of what
 * looks like it (times, dates, versions, prices, order numbers, hashes, UUIDs, file names, code),
 * must give no finding of the structured classes.
 */
class StructuredFalsePositiveTest {
  private static final Set<PiiClass> CLASSES =
      EnumSet.of(
          PiiClass.EMAIL,
          PiiClass.PHONE,
          PiiClass.CARD_NUMBER,
          PiiClass.IBAN,
          PiiClass.SSN,
          PiiClass.IP_ADDRESS,
          PiiClass.MAC_ADDRESS,
          PiiClass.URL,
          PiiClass.SECRET,
          PiiClass.CRYPTO_WALLET);

  private static final String[] TEMPLATES = {
    "Can we move the meeting to {time} on {date}?",
    "The build {version} fixed the crash, but {version} still fails on staging.",
    "I paid {price} for {count} items, total came to {price} with tax.",
    "Your order number is {order} and the tracking number is {order}.",
    "Invoice {invoice} for order {order} was paid on {date}.",
    "commit {sha} changed {file} and {file}, see line {count}.",
    "The request id was {uuid}; it failed at {iso}.",
    "Please use std::vector<int> and Foo::bar() instead of a raw array.",
    "Upgrade to version {dotted4} before {date}, the release notes are in {file}.",
    "Section {dotted4} of the manual explains the {word} setting.",
    "We sold {big} units in {year}, up {count}% from {year}.",
    "Use icon@2x.png and logo@3x.jpg for retina, and pkg@{version} from npm.",
    "The password is wrong, please reset it. My password is secret, obviously.",
    "Mention @{word} and @{word} in the channel, not via email.",
    "The key: configuration_file_name decides where {word} goes.",
    "Ratio was {count}:{count} and the score {count}-{count} at halftime, {time} kickoff.",
    "ISBN {isbn} is the {word} edition, printed in {year}.",
    "Timestamp {epoch} corresponds to {iso}.",
    "Look at the dot com boom, we were at home the whole {word}.",
    "Call the {word} team tomorrow at {time}, room {count}.",
    "The sha256 is {sha256} and the md5 {md5}.",
    "Temperature was {count}.{count} degrees at {time}, humidity {count}%.",
    "Cheers {word}, ok, lol, thx, see you at {time} tomorrow!",
    "Ticket #{order} was closed, case {order} remains open.",
    "Coordinates are {count}.{big}, -{count}.{big} roughly.",
    "Step 1.2.3 says to run make -j{count} and then make install.",
  };
  private static final String[] WORDS = {
    "billing",
    "support",
    "design",
    "backend",
    "weekend",
    "morning",
    "second",
    "launch",
    "data",
    "blue",
    "mobile",
    "legal",
    "summer",
    "draft",
    "final",
    "quarterly"
  };
  private static final String[] FILES = {
    "README.md", "report_v2.pdf", "src/main/App.java", "config.yaml", "index.ts", "notes.txt"
  };

  @Test
  void generatedChatWithoutPersonalDataGivesNoFinding() {
    Random random = new Random(200);
    Engine engine = new Engine(StructuredRecognizers.all(), Map.of());
    StringBuilder all = new StringBuilder();
    List<String> findings = new ArrayList<>();
    while (all.length() < 200_000) {
      StringBuilder message = new StringBuilder();
      for (int k = 1 + random.nextInt(4); k > 0; k--) {
        message.append(fill(random, TEMPLATES[random.nextInt(TEMPLATES.length)])).append(' ');
      }
      String text = message.toString();
      for (Entity e : engine.detect(text, CLASSES)) {
        findings.add(e.piiClass() + " [" + text.substring(e.start(), e.end()) + "] in: " + text);
      }
      all.append(text).append('\n');
    }
    assertThat(findings).isEmpty();
  }

  private static String fill(Random r, String template) {
    StringBuilder b = new StringBuilder();
    int i = 0;
    while (i < template.length()) {
      int open = template.indexOf('{', i);
      if (open < 0) {
        b.append(template, i, template.length());
        break;
      }
      int close = template.indexOf('}', open);
      b.append(template, i, open).append(value(r, template.substring(open + 1, close)));
      i = close + 1;
    }
    return b.toString();
  }

  private static String value(Random r, String kind) {
    return switch (kind) {
      case "time" -> String.format("%d:%02d", r.nextInt(24), r.nextInt(60));
      case "date" ->
          r.nextBoolean()
              ? String.format(
                  "%d-%02d-%02d", 2000 + r.nextInt(30), 1 + r.nextInt(12), 1 + r.nextInt(28))
              : String.format(
                  "%02d/%02d/%d", 1 + r.nextInt(28), 1 + r.nextInt(12), 2000 + r.nextInt(30));
      case "iso" ->
          String.format(
              "2024-%02d-%02dT%02d:%02d:%02dZ",
              1 + r.nextInt(12), 1 + r.nextInt(28), r.nextInt(24), r.nextInt(60), r.nextInt(60));
      case "version" -> String.format("%d.%d.%d", r.nextInt(20), r.nextInt(50), r.nextInt(300));
      case "dotted4" ->
          String.format(
              "%d.%d.%d.%d", 1 + r.nextInt(9), r.nextInt(20), r.nextInt(10), r.nextInt(300));
      case "price" -> String.format("$%d.%02d", r.nextInt(2000), r.nextInt(100));
      case "count" -> String.valueOf(r.nextInt(100));
      case "big" -> String.valueOf(1000 + r.nextInt(900000));
      case "year" -> String.valueOf(1990 + r.nextInt(40));
      case "order", "invoice" -> orderNumber(r, kind);
      case "epoch" -> String.valueOf(1_600_000_000L + r.nextInt(200_000_000));
      case "sha" -> hex(r, 40);
      case "sha256" -> hex(r, 64);
      case "md5" -> hex(r, 32);
      case "uuid" ->
          hex(r, 8) + "-" + hex(r, 4) + "-4" + hex(r, 3) + "-a" + hex(r, 3) + "-" + hex(r, 12);
      case "file" -> FILES[r.nextInt(FILES.length)];
      case "isbn" ->
          "978-"
              + r.nextInt(10)
              + "-"
              + (100 + r.nextInt(900))
              + "-"
              + (10000 + r.nextInt(90000))
              + "-"
              + r.nextInt(10);
      default -> WORDS[r.nextInt(WORDS.length)];
    };
  }

  /** Order and invoice numbers, half of them Luhn-valid card look-alikes. */
  private static String orderNumber(Random r, String kind) {
    if (kind.equals("invoice")) {
      return "INV-" + (2000 + r.nextInt(30)) + "-" + String.format("%04d", r.nextInt(10000));
    }
    return r.nextBoolean()
        ? CardRecognizerTest.randomCard(r)
        : String.valueOf(1_000_000L + (long) (r.nextDouble() * 9_000_000_000L));
  }

  private static String hex(Random r, int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append("0123456789abcdef".charAt(r.nextInt(16)));
    }
    return b.toString();
  }
}
