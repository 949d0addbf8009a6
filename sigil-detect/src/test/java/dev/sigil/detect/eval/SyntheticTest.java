package dev.sigil.detect.eval;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.i18n.phonenumbers.NumberParseException;
import com.google.i18n.phonenumbers.PhoneNumberUtil;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class SyntheticTest {
  private static final List<LabelledText> DEV = Synthetic.generate(false, 7, 1500);
  private static final List<LabelledText> TRAIN = Synthetic.generate(true, 7, 1500);

  private static final String OCTET = "(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
  private static final String IPV4 = OCTET + "\\." + OCTET + "\\." + OCTET + "\\." + OCTET;

  private static List<String> valuesOf(String label) {
    List<String> out = new ArrayList<>();
    for (List<LabelledText> docs : List.of(DEV, TRAIN)) {
      for (LabelledText d : docs) {
        for (GoldSpan s : d.spans()) {
          if (s.label().equals(label)) {
            out.add(d.text().substring(s.start(), s.end()));
          }
        }
      }
    }
    return out;
  }

  @Test
  void theSameSeedGivesTheSameCorpusAndAnotherSeedAnother() {
    assertThat(Synthetic.generate(false, 7, 1500)).isEqualTo(DEV);
    assertThat(Synthetic.generate(false, 8, 50)).isNotEqualTo(DEV.subList(0, 50));
    assertThat(Synthetic.chatMessages(3, 10_000)).isEqualTo(Synthetic.chatMessages(3, 10_000));
  }

  @Test
  void everyCardPassesLuhnWithARealPrefixAndLength() {
    List<String> cards = valuesOf("card_number");
    assertThat(cards).hasSizeGreaterThan(100);
    Pattern prefix = Pattern.compile("^(4|5[1-5]|2[2-7]|3[47]|6011|65|35|36|62)");
    for (String c : cards) {
      String digits = c.replaceAll("[ -]", "");
      assertThat(digits).matches("[0-9]{13,19}").containsPattern(prefix);
      assertThat(Checksums.luhnValid(digits)).as(c).isTrue();
    }
  }

  @Test
  void everyIbanPassesMod97() {
    List<String> ibans = valuesOf("iban");
    assertThat(ibans).hasSizeGreaterThan(100);
    Set<String> countries = new HashSet<>();
    for (String iban : ibans) {
      assertThat(iban).matches("[A-Z]{2}[0-9]{2}[A-Z0-9 ]{11,}");
      assertThat(Checksums.ibanValid(iban)).as(iban).isTrue();
      countries.add(iban.substring(0, 2));
    }
    assertThat(countries).hasSizeGreaterThan(20);
  }

  @Test
  void checksumsAgreeWithKnownValues() {
    assertThat(Checksums.ibanValid("GB82 WEST 1234 5698 7654 32")).isTrue();
    assertThat(Checksums.ibanValid("DE89370400440532013000")).isTrue();
    assertThat(Checksums.ibanValid("DE89370400440532013001")).isFalse();
    assertThat(Checksums.luhnValid("4111 1111 1111 1111")).isTrue();
    assertThat(Checksums.luhnValid("4111 1111 1111 1112")).isFalse();
    assertThat(Checksums.ipv6(new int[] {0x2001, 0xdb8, 0, 0, 0, 0, 0, 1}, true))
        .isEqualTo("2001:db8::1");
    assertThat(Checksums.ipv6(new int[] {0, 0, 1, 0, 0, 0, 0, 0}, true)).isEqualTo("0:0:1::");
  }

  @Test
  void everySsnIsInTheIssuedRanges() {
    for (String ssn : valuesOf("ssn")) {
      String d = ssn.replaceAll("[ -]", "");
      assertThat(d).matches("[0-9]{9}");
      int area = Integer.parseInt(d.substring(0, 3));
      assertThat(area).isBetween(1, 899).isNotEqualTo(666);
      assertThat(d.substring(3, 5)).isNotEqualTo("00");
      assertThat(d.substring(5)).isNotEqualTo("0000");
    }
  }

  @Test
  void everyPhoneIsValidForItsRegion() throws NumberParseException {
    PhoneNumberUtil util = PhoneNumberUtil.getInstance();
    Values v = new Values(new Random(11));
    for (int i = 0; i < 500; i++) {
      Values.Phone p = v.phone();
      assertThat(util.isValidNumberForRegion(util.parse(p.text(), p.region()), p.region()))
          .as(p.text() + " " + p.region())
          .isTrue();
    }
  }

  @Test
  void everyIpAndEmailHasItsShape() throws Exception {
    for (String ip : valuesOf("ip_address")) {
      if (ip.contains(":")) {
        assertThat(ip).matches("[0-9A-Fa-f:]+");
        assertThat(java.net.InetAddress.getByName(ip).getAddress()).as(ip).hasSize(16);
      } else {
        assertThat(ip).matches(IPV4);
      }
    }
    for (String e : valuesOf("email")) {
      assertThat(e).matches("[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}");
    }
  }

  @Test
  void spansAreTrimmedSortedDisjointAndOnWordBoundaries() {
    for (List<LabelledText> docs : List.of(DEV, TRAIN)) {
      for (LabelledText d : docs) {
        int previousEnd = 0;
        for (GoldSpan s : d.spans()) {
          String t = d.text();
          assertThat(s.start()).as(d.source()).isGreaterThanOrEqualTo(previousEnd);
          assertThat(t.substring(s.start(), s.end()))
              .isEqualTo(t.substring(s.start(), s.end()).strip());
          if (s.start() > 0) {
            assertThat(Character.isLetterOrDigit(t.charAt(s.start() - 1))).as(d.source()).isFalse();
          }
          if (s.end() < t.length() && !s.label().equals("secret")) {
            assertThat(Character.isLetterOrDigit(t.charAt(s.end()))).as(d.source()).isFalse();
          }
          previousEnd = s.end();
        }
      }
    }
  }

  @Test
  void everyClassAppearsInBothSplitsAndTheSplitsShareNoTemplate() {
    Set<String> labels =
        Set.of(
            "name",
            "email",
            "phone",
            "card_number",
            "iban",
            "ssn",
            "ip_address",
            "date",
            "address",
            "organization",
            "location",
            "url",
            "secret");
    for (List<LabelledText> docs : List.of(DEV, TRAIN)) {
      Set<String> seen = new HashSet<>();
      docs.forEach(d -> d.spans().forEach(s -> seen.add(s.label())));
      assertThat(seen).isEqualTo(labels);
    }
    assertThat(Templates.split(true)).doesNotContainAnyElementsOf(Templates.split(false));
    assertThat(Lexicon.half(Lexicon.FIRST_NAMES, true))
        .doesNotContainAnyElementsOf(Lexicon.half(Lexicon.FIRST_NAMES, false));
    assertThat(Templates.split(true).size() + Templates.split(false).size())
        .isEqualTo(Templates.ALL.size());
  }

  @Test
  void hardNegativesAreLeftInTheTextUnlabelled() {
    long mayI = DEV.stream().filter(d -> d.text().contains("May I ")).count();
    long willYou = DEV.stream().filter(d -> d.text().contains("Will you ")).count();
    assertThat(mayI).isPositive();
    assertThat(willYou).isPositive();
    Pattern luhnOrder = Pattern.compile("(?:order|invoice|Invoice|Order|number) ([0-9-]{12,19})");
    int orders = 0;
    for (LabelledText d : DEV) {
      var m = luhnOrder.matcher(d.text());
      while (m.find()) {
        assertThat(Checksums.luhnValid(m.group(1))).isTrue();
        int at = m.start(1);
        assertThat(d.spans()).noneMatch(s -> s.start() <= at && at < s.end());
        orders++;
      }
    }
    assertThat(orders).isGreaterThan(20);
  }

  @Test
  void jsonLinesReadBackToTheSameDocuments() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    assertThat(
            Synthetic.run(
                new String[] {"--seed", "7", "--count", "300"},
                new PrintStream(bytes, true, StandardCharsets.UTF_8),
                System.err))
        .isZero();
    List<LabelledText> back = JsonSpanReader.parse("x", bytes.toString(StandardCharsets.UTF_8));
    assertThat(back).hasSize(300);
    for (int i = 0; i < back.size(); i++) {
      assertThat(back.get(i).text()).isEqualTo(DEV.get(i).text());
      assertThat(back.get(i).spans()).isEqualTo(DEV.get(i).spans());
    }
  }

  @Test
  void theCommittedDevCorpusIsWhatTheGeneratorWrites() throws IOException {
    String committed;
    try (InputStream in = getClass().getResourceAsStream("/eval/synthetic-dev.jsonl")) {
      committed = new String(Objects.requireNonNull(in).readAllBytes(), StandardCharsets.UTF_8);
    }
    StringBuilder expected = new StringBuilder();
    for (LabelledText d : Synthetic.generate(false, Synthetic.DEV_SEED, Synthetic.DEV_COUNT)) {
      expected.append(Synthetic.toJsonLine(d)).append('\n');
    }
    assertThat(committed)
        .as(
            "regenerate with: ./sigil synthetic-detect --split dev --seed 1 --count 1000"
                + " --out sigil-detect/src/test/resources/eval/synthetic-dev.jsonl")
        .isEqualTo(expected.toString());
  }

  @Test
  void chatMessagesAreMostlyFreeOfPersonalData() {
    List<String> messages = Synthetic.chatMessages(5, 200_000);
    int total = messages.stream().mapToInt(String::length).sum();
    assertThat(total).isBetween(200_000, 201_000);
    long plain =
        messages.stream().filter(m -> Templates.PLAIN.stream().anyMatch(m::startsWith)).count();
    assertThat((double) plain / messages.size()).isBetween(0.6, 0.9);
  }

  @Test
  void badArgumentsExitTwo() throws IOException {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
    assertThat(Synthetic.run(new String[] {"--split", "test"}, System.out, e)).isEqualTo(2);
    assertThat(Synthetic.run(new String[] {"--count", "-3"}, System.out, e)).isEqualTo(2);
    assertThat(Synthetic.run(new String[] {"--seed"}, System.out, e)).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("usage:");
  }
}
