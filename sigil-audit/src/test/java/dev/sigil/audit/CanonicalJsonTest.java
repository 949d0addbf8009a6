package dev.sigil.audit;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class CanonicalJsonTest {

  /** RFC 8785 section 3.2.2.2, the string of the sample input. */
  @Test
  void escapesStringsLikeRfc8785() {
    String input = "\u20ac$\u000F\nA'B\"\\\\\"/";

    assertThat(CanonicalJson.toJson(input)).isEqualTo("\"€$\\u000f\\nA'B\\\"\\\\\\\\\\\"/\"");
  }

  /** RFC 8785 section 3.2.3: keys sort by UTF-16 code units, so U+1F600 comes before U+FB33. */
  @Test
  void sortsKeysByUtf16CodeUnitsLikeRfc8785() {
    Map<String, Object> input = new LinkedHashMap<>();
    input.put("\u20ac", "Euro Sign");
    input.put("\r", "Carriage Return");
    input.put("\ufb33", "Hebrew Letter Dalet With Dagesh");
    input.put("1", "One");
    input.put("\ud83d\ude00", "Emoji: Grinning Face");
    input.put("\u0080", "Control");
    input.put("\u00f6", "Latin Small Letter O With Diaeresis");

    assertThat(CanonicalJson.toJson(input))
        .isEqualTo(
            "{\"\\r\":\"Carriage Return\",\"1\":\"One\",\"\u0080\":\"Control\","
                + "\"\u00f6\":\"Latin Small Letter O With Diaeresis\",\"\u20ac\":\"Euro Sign\","
                + "\"\ud83d\ude00\":\"Emoji: Grinning Face\","
                + "\"\ufb33\":\"Hebrew Letter Dalet With Dagesh\"}");
  }

  /** RFC 8785 section 3.2.2: literals, and non-ASCII written as UTF-8 rather than escaped. */
  @Test
  void writesLiteralsAndUtf8() {
    assertThat(CanonicalJson.toJson(Arrays.asList(null, true, false)))
        .isEqualTo("[null,true,false]");
    assertThat(CanonicalJson.serialize("\u20ac")).containsExactly(0x22, 0xe2, 0x82, 0xac, 0x22);
    assertThat(CanonicalJson.toJson("\u001f\u0000\b\f\t")).isEqualTo("\"\\u001f\\u0000\\b\\f\\t\"");
    assertThat(CanonicalJson.toJson("\u007f")).isEqualTo("\"\u007f\"");
  }

  @Test
  void writesNestedValuesWithoutWhitespace() {
    Map<String, Object> event = new HashMap<>();
    event.put("op", "tokenize");
    event.put("counts", Map.of("email", 2, "phone", 0L));
    event.put("ids", List.of("t1", "t2"));
    event.put("n", -9007199254740991L);

    assertThat(CanonicalJson.toJson(event))
        .isEqualTo(
            "{\"counts\":{\"email\":2,\"phone\":0},\"ids\":[\"t1\",\"t2\"],"
                + "\"n\":-9007199254740991,\"op\":\"tokenize\"}");
  }

  @Test
  void refusesValuesOutsideTheModel() {
    for (Object bad :
        List.of(
            1.5d,
            1.0f,
            Double.NaN,
            new BigDecimal("1"),
            1L << 53,
            -(1L << 53),
            "\ud800",
            "x\udc00",
            Map.of(1, "x"),
            new Object())) {
      assertThatThrownBy(() -> CanonicalJson.serialize(List.of(bad)))
          .as(bad.getClass().getName())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("$[0]");
    }
  }

  @Test
  void parsesAnyWhitespaceAndEscapesToTheSameCanonicalBytes() {
    String json = " { \"b\" : [ 1 , -0 , \"\\u20AC\\/\\ud83d\\ude00\" ] ,\r\n\t\"a\" : null } ";

    assertThat(new String(CanonicalJson.canonicalize(json.getBytes(UTF_8)), UTF_8))
        .isEqualTo("{\"a\":null,\"b\":[1,0,\"€/\ud83d\ude00\"]}");
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "1.0",
        "1e3",
        "01",
        "9007199254740992",
        "-9007199254740992",
        "123456789012345678901234",
        "{\"a\":1,\"a\":2}",
        "{\"a\":1,}",
        "[1,]",
        "[1] 2",
        "\"\\ud800\"",
        "\"\\x\"",
        "\"tab\there\"",
        "tru",
        "NaN",
        "{a:1}",
        "'a'"
      })
  void parserRefusesInputOutsideTheModel(String json) {
    assertThatThrownBy(() -> CanonicalJson.parse(json.getBytes(UTF_8)))
        .isInstanceOf(AuditDataException.class)
        .hasMessageStartingWith("invalid JSON at character ");
  }

  @Test
  void parserRefusesInvalidUtf8AndDeepNesting() {
    assertThatThrownBy(() -> CanonicalJson.parse(new byte[] {'"', (byte) 0xc3, '"'}))
        .isInstanceOf(AuditDataException.class);
    byte[] deep = ("[".repeat(100) + "]".repeat(100)).getBytes(UTF_8);
    assertThatThrownBy(() -> CanonicalJson.parse(deep)).isInstanceOf(AuditDataException.class);
  }

  @Test
  void errorMessagesDoNotQuoteInput() {
    assertThatThrownBy(() -> CanonicalJson.parse("{\"secret-value\":1.5}".getBytes(UTF_8)))
        .hasMessageNotContaining("secret");
  }

  static LongStream seeds() {
    return RandomCases.seeds(300);
  }

  /** Property: parsing canonical output gives back the value, and serialising it the same bytes. */
  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void roundTripsRandomValues(long seed) {
    Object value = randomValue(new SplittableRandom(seed), 0);
    byte[] canonical = CanonicalJson.serialize(value);

    Object parsed = CanonicalJson.parse(canonical);

    assertThat(parsed).isEqualTo(value);
    assertThat(CanonicalJson.serialize(parsed)).isEqualTo(canonical);
  }

  static @Nullable Object randomValue(SplittableRandom random, int depth) {
    int kind = random.nextInt(depth > 3 ? 4 : 6);
    return switch (kind) {
      case 0 -> null;
      case 1 -> random.nextBoolean();
      case 2 ->
          random.nextLong(-CanonicalJson.MAX_SAFE_INTEGER, CanonicalJson.MAX_SAFE_INTEGER + 1);
      case 3 -> randomString(random);
      case 4 -> {
        List<@Nullable Object> list = new ArrayList<>();
        for (int i = random.nextInt(5); i > 0; i--) {
          list.add(randomValue(random, depth + 1));
        }
        yield list;
      }
      default -> {
        Map<String, @Nullable Object> map = new HashMap<>();
        for (int i = random.nextInt(5); i > 0; i--) {
          map.put(randomString(random), randomValue(random, depth + 1));
        }
        yield map;
      }
    };
  }

  private static String randomString(SplittableRandom random) {
    StringBuilder s = new StringBuilder();
    for (int i = random.nextInt(8); i > 0; i--) {
      int codePoint =
          switch (random.nextInt(4)) {
            case 0 -> random.nextInt(0x80);
            case 1 -> random.nextInt(0x80, 0xd800);
            case 2 -> random.nextInt(0xe000, 0x10000);
            default -> random.nextInt(0x10000, 0x110000);
          };
      s.appendCodePoint(codePoint);
    }
    return s.toString();
  }
}
