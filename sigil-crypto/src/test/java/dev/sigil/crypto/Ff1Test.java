package dev.sigil.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Ff1Test {
  /** NIST SP 800-38G FF1 samples 7 to 9 share this AES-256 key. */
  private static final byte[] NIST_KEY =
      HexFormat.of().parseHex("2B7E151628AED2A6ABF7158809CF4F3CEF4359D8D580AA4F7F036D6F04FC6A94");

  @Test
  void nistSample7Aes256Radix10EmptyTweak() {
    Ff1 ff1 = Ff1.decimal(NIST_KEY);
    assertThat(ff1.encrypt("0123456789", new byte[0])).isEqualTo("6657667009");
    assertThat(ff1.decrypt("6657667009", new byte[0])).isEqualTo("0123456789");
  }

  @Test
  void nistSample8Aes256Radix10WithTweak() {
    Ff1 ff1 = Ff1.decimal(NIST_KEY);
    byte[] tweak = HexFormat.of().parseHex("39383736353433323130");
    assertThat(ff1.encrypt("0123456789", tweak)).isEqualTo("1001623463");
    assertThat(ff1.decrypt("1001623463", tweak)).isEqualTo("0123456789");
  }

  @Test
  void roundTripsRandomInputsOfLengthSixToNineteen() {
    long seed = 0x5eed_ff01L;
    System.out.println("Ff1Test.roundTrips seed=" + seed);
    Random random = new Random(seed);
    Ff1 ff1 = Ff1.decimal(randomKey(random));
    for (int i = 0; i < 5_000; i++) {
      String digits = randomDigits(random, 6 + random.nextInt(14));
      byte[] tweak = new byte[random.nextInt(12)];
      random.nextBytes(tweak);
      String encrypted = ff1.encrypt(digits, tweak);
      assertThat(encrypted).as("case %d", i).hasSameSizeAs(digits).matches("[0-9]+");
      assertThat(ff1.decrypt(encrypted, tweak)).as("case %d", i).isEqualTo(digits);
    }
  }

  @Test
  void distinctTweaksGiveDistinctOutputs() {
    long seed = 0x5eed_ff02L;
    System.out.println("Ff1Test.distinctTweaks seed=" + seed);
    Random random = new Random(seed);
    Ff1 ff1 = Ff1.decimal(randomKey(random));
    for (int i = 0; i < 2_000; i++) {
      String digits = randomDigits(random, 12 + random.nextInt(8));
      byte[] a = ("tweak-" + i).getBytes(StandardCharsets.UTF_8);
      byte[] b = ("tweak-" + i + "'").getBytes(StandardCharsets.UTF_8);
      assertThat(ff1.encrypt(digits, a)).as("case %d", i).isNotEqualTo(ff1.encrypt(digits, b));
    }
  }

  @Test
  void distinctKeysGiveDistinctOutputs() {
    Random random = new Random(3);
    String digits = "4111111111111111";
    byte[] tweak = {1, 2, 3};
    assertThat(Ff1.decimal(randomKey(random)).encrypt(digits, tweak))
        .isNotEqualTo(Ff1.decimal(randomKey(random)).encrypt(digits, tweak));
  }

  @Test
  void theKeyIsCopied() {
    byte[] key = NIST_KEY.clone();
    Ff1 ff1 = Ff1.decimal(key);
    key[0] ^= 1;
    assertThat(ff1.encrypt("0123456789", new byte[0])).isEqualTo("6657667009");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "1", "12345"})
  void refusesDomainsBelowTenToTheSix(String digits) {
    Ff1 ff1 = Ff1.decimal(NIST_KEY);
    assertThatThrownBy(() -> ff1.encrypt(digits, new byte[0]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least 6 digits");
    assertThatThrownBy(() -> ff1.decrypt(digits, new byte[0]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void sixDigitsIsTheSmallestDomain() {
    Ff1 ff1 = Ff1.decimal(NIST_KEY);
    assertThat(ff1.decrypt(ff1.encrypt("000000", new byte[0]), new byte[0])).isEqualTo("000000");
  }

  @ParameterizedTest
  @ValueSource(strings = {"12345a7890", "4111 1111 1111", "-1234567", "١٢٣٤٥٦٧"})
  void refusesNonDigitsWithoutEchoingThem(String input) {
    Ff1 ff1 = Ff1.decimal(NIST_KEY);
    assertThatThrownBy(() -> ff1.encrypt(input, new byte[0]))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageNotContaining(input)
        .hasMessageNotContaining("1234");
  }

  @Test
  void refusesKeysThatAreNotAes256() {
    assertThatThrownBy(() -> Ff1.decimal(new byte[16]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static byte[] randomKey(Random random) {
    byte[] key = new byte[Ff1.KEY_LENGTH];
    random.nextBytes(key);
    return key;
  }

  private static String randomDigits(Random random, int length) {
    StringBuilder digits = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      digits.append((char) ('0' + random.nextInt(10)));
    }
    return digits.toString();
  }
}
