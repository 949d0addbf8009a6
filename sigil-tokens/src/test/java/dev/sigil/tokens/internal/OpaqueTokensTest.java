package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.tokens.api.DataType;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OpaqueTokensTest {

  @Test
  void base32IsRfc4648LowerCaseWithoutPadding() {
    byte[] foobar = "foobar".getBytes(StandardCharsets.US_ASCII);
    assertThat(Base32.encode(foobar, 0)).isEmpty();
    assertThat(Base32.encode(foobar, 1)).isEqualTo("my");
    assertThat(Base32.encode(foobar, 2)).isEqualTo("mzxq");
    assertThat(Base32.encode(foobar, 3)).isEqualTo("mzxw6");
    assertThat(Base32.encode(foobar, 4)).isEqualTo("mzxw6yq");
    assertThat(Base32.encode(foobar, 5)).isEqualTo("mzxw6ytb");
    assertThat(Base32.encode(foobar, 6)).isEqualTo("mzxw6ytboi");
  }

  @Test
  void opaqueIsTokPrefixAnd26Base32CharactersOfTheFirst16Bytes() {
    assertThat(TokenFormats.opaque(new byte[16])).isEqualTo("tok_" + "a".repeat(26));
    byte[] ones = new byte[32];
    Arrays.fill(ones, (byte) 0xff);
    assertThat(TokenFormats.opaque(ones)).isEqualTo("tok_" + "7".repeat(25) + "4").hasSize(30);
    byte[] longer = new byte[32];
    longer[20] = 1;
    assertThat(TokenFormats.opaque(longer)).isEqualTo(TokenFormats.opaque(new byte[16]));
  }

  @Test
  void opaqueRefusesShortSeeds() {
    assertThatThrownBy(() -> TokenFormats.opaque(new byte[15]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void isOpaqueAcceptsExactlyTheCanonicalShape() {
    assertThat(TokenFormats.isOpaque("tok_" + "a".repeat(26))).isTrue();
    assertThat(TokenFormats.isOpaque("tok_" + "7".repeat(25) + "4")).isTrue();
    assertThat(TokenFormats.isOpaque("tok_" + "a".repeat(25) + "b")).isFalse();
    assertThat(TokenFormats.isOpaque("tok_" + "a".repeat(25))).isFalse();
    assertThat(TokenFormats.isOpaque("tok_" + "a".repeat(27))).isFalse();
    assertThat(TokenFormats.isOpaque("tok_" + "A".repeat(26))).isFalse();
    assertThat(TokenFormats.isOpaque("tok_" + "1".repeat(26))).isFalse();
    assertThat(TokenFormats.isOpaque("tik_" + "a".repeat(26))).isFalse();
    assertThat(TokenFormats.isOpaque("")).isFalse();
  }

  @Test
  void everyOpaqueTokenIsOpaque() {
    long seed = 20_260_101L;
    System.out.println("OpaqueTokensTest.everyOpaqueTokenIsOpaque seed=" + seed);
    Random random = new Random(seed);
    for (int i = 0; i < 10_000; i++) {
      byte[] bytes = new byte[16 + random.nextInt(17)];
      random.nextBytes(bytes);
      String token = TokenFormats.opaque(bytes);
      assertThat(TokenFormats.isOpaque(token)).as("case %d", i).isTrue();
    }
  }

  @Test
  void randomTokensAreUniqueOverOneHundredThousandDraws() {
    SecureRandom rng = new SecureRandom();
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 100_000; i++) {
      String token = TokenFormats.random(rng);
      assertThat(TokenFormats.isOpaque(token)).isTrue();
      assertThat(seen.add(token)).as("draw %d repeated a token", i).isTrue();
    }
  }

  @Test
  void deterministicTokensDependOnValueTypeAttemptAndKeyOnly() {
    long seed = 20_260_102L;
    System.out.println("OpaqueTokensTest.deterministicTokens seed=" + seed);
    Random random = new Random(seed);
    byte[] key = new byte[32];
    random.nextBytes(key);
    Prf prf = TestValues.hmac(key);
    Prf samePrf = TestValues.hmac(key.clone());
    Prf otherPrf = TestValues.hmac(random);
    DataType[] types = DataType.values();
    for (int i = 0; i < 5_000; i++) {
      DataType type = types[random.nextInt(types.length)];
      String value = TestValues.value(random, type);
      int attempt = random.nextInt(4);
      String token = TokenFormats.deterministic(prf, type, value, attempt);
      assertThat(TokenFormats.isOpaque(token)).isTrue();
      assertThat(TokenFormats.deterministic(samePrf, type, value, attempt)).isEqualTo(token);
      assertThat(TokenFormats.deterministic(prf, type, value, attempt + 1)).isNotEqualTo(token);
      assertThat(TokenFormats.deterministic(otherPrf, type, value, attempt)).isNotEqualTo(token);
      DataType otherType =
          types[(type.ordinal() + 1 + random.nextInt(types.length - 1)) % types.length];
      assertThat(TokenFormats.deterministic(prf, otherType, value, attempt)).isNotEqualTo(token);
    }
  }

  @Test
  void deterministicRefusesNegativeAttempts() {
    Prf prf = TestValues.hmac(new byte[32]);
    assertThatThrownBy(() -> TokenFormats.deterministic(prf, DataType.TEXT, "x", -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void fieldsAreLengthPrefixedSoAdjacentTextsCannotShift() {
    assertThat(Fields.label("a").text("bc").bytes())
        .isNotEqualTo(Fields.label("ab").text("c").bytes());
    assertThat(Fields.label("t").number(258).bytes()).containsExactly(0, 0, 0, 1, 't', 0, 0, 1, 2);
  }
}
