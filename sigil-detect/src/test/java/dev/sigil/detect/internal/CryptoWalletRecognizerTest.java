package dev.sigil.detect.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.detect.Entity;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CryptoWalletRecognizerTest {
  private final CryptoWalletRecognizer wallets = new CryptoWalletRecognizer();

  @Test
  void findsBitcoinAndEthereumAddressesWithExactSpans() {
    String text = "Send 0.1 BTC to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2 please.";
    List<Entity> found = Found.entities(wallets, text);
    assertThat(found).hasSize(1);
    assertThat(found.get(0).start()).isEqualTo(16);
    assertThat(found.get(0).end()).isEqualTo(50);
    assertThat(
            Found.texts(
                wallets,
                "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy, bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq,"
                    + " BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4,"
                    + " bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297,"
                    + " 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed, 0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359"))
        .containsExactly(
            "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
            "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
            "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
            "bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297",
            "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
            "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359");
  }

  @Test
  void brokenChecksumsHashesAndWrongVersionsAreNot() {
    assertThat(
            Found.texts(
                wallets,
                "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeaEd"
                    + " bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp"
                    + " bc1QAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"
                    + " 0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b"
                    + " 3f786850e387550fdab836ed7e6dc881de23001b"))
        .isEmpty();
    assertThat(Found.texts(wallets, "tx hash 0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359"))
        .isEmpty();
  }

  @Test
  void keccakIsTheOriginalPaddingAndItsPermutationMatchesSha3() throws Exception {
    assertThat(HexFormat.of().formatHex(Keccak256.hash(new byte[0])))
        .isEqualTo("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
    Random random = new Random(3);
    for (int n = 0; n < 300; n += 7) {
      byte[] in = new byte[n];
      random.nextBytes(in);
      assertThat(Keccak256.hash(in, (byte) 0x06))
          .isEqualTo(MessageDigest.getInstance("SHA3-256").digest(in));
    }
  }

  @Test
  void generatedAddressesAreFoundAndOneChangedCharIsNot() {
    Random random = new Random(58);
    for (int i = 0; i < 1000; i++) {
      String address =
          switch (i % 3) {
            case 0 -> base58Address(random);
            case 1 -> eip55Address(random);
            default -> segwitAddress(random);
          };
      Found.assertExactly(wallets, Sentences.embed(random, address));
      String broken = mutate(random, address);
      if (broken.startsWith("0x") && !mixedCase(broken)) {
        continue;
      }
      assertThat(Found.entities(wallets, Sentences.embed(random, broken).text()))
          .as(broken)
          .isEmpty();
    }
  }

  private static final String BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
  private static final String BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

  static String base58Address(Random random) {
    byte[] payload = new byte[25];
    random.nextBytes(payload);
    payload[0] = (byte) (random.nextBoolean() ? 0 : 5);
    byte[] check = WalletChecks.sha256(WalletChecks.sha256(java.util.Arrays.copyOf(payload, 21)));
    System.arraycopy(check, 0, payload, 21, 4);
    StringBuilder b = new StringBuilder();
    BigInteger v = new BigInteger(1, payload);
    while (v.signum() > 0) {
      BigInteger[] qr = v.divideAndRemainder(BigInteger.valueOf(58));
      b.append(BASE58.charAt(qr[1].intValue()));
      v = qr[0];
    }
    for (int k = 0; k < 25 && payload[k] == 0; k++) {
      b.append('1');
    }
    return b.reverse().toString();
  }

  static String eip55Address(Random random) {
    byte[] raw = new byte[20];
    random.nextBytes(raw);
    String hex = HexFormat.of().formatHex(raw);
    byte[] hash = Keccak256.hash(hex.getBytes(StandardCharsets.US_ASCII));
    StringBuilder b = new StringBuilder("0x");
    for (int k = 0; k < 40; k++) {
      int nibble = (hash[k / 2] >> (k % 2 == 0 ? 4 : 0)) & 0xf;
      b.append(nibble >= 8 ? Character.toUpperCase(hex.charAt(k)) : hex.charAt(k));
    }
    return b.toString();
  }

  static String segwitAddress(Random random) {
    int version = random.nextBoolean() ? 0 : 1;
    int bytes = version == 0 && random.nextBoolean() ? 20 : 32;
    int groups = (bytes * 8 + 4) / 5;
    int[] data = new int[1 + groups + 6];
    data[0] = version;
    for (int k = 1; k <= groups; k++) {
      data[k] = random.nextInt(32);
    }
    int constant = version == 0 ? 1 : 0x2bc830a3;
    int[] hrp = {3, 3, 0, 2, 3}; // "bc" expanded
    int chk = 1;
    for (int v : hrp) {
      chk = step(chk, v);
    }
    for (int k = 0; k < data.length; k++) {
      chk = step(chk, k < data.length - 6 ? data[k] : 0);
    }
    chk ^= constant;
    StringBuilder b = new StringBuilder("bc1");
    for (int k = 0; k < data.length; k++) {
      int v = k < data.length - 6 ? data[k] : (chk >>> (5 * (5 - (k - data.length + 6)))) & 31;
      b.append(BECH32.charAt(v));
    }
    String address = b.toString();
    return random.nextInt(4) == 0 ? address.toUpperCase(Locale.ROOT) : address;
  }

  private static int step(int chk, int value) {
    int[] gen = {0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3};
    int top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (int i = 0; i < 5; i++) {
      if (((top >>> i) & 1) != 0) {
        chk ^= gen[i];
      }
    }
    return chk;
  }

  /** One char changed to another of the same alphabet (a case flip for EIP-55 letters). */
  private static String mutate(Random random, String address) {
    char[] c = address.toCharArray();
    if (address.startsWith("0x")) {
      int i;
      do {
        i = 2 + random.nextInt(40);
      } while (!Character.isLetter(c[i]));
      c[i] =
          Character.isUpperCase(c[i]) ? Character.toLowerCase(c[i]) : Character.toUpperCase(c[i]);
      return new String(c);
    }
    boolean bech = address.regionMatches(true, 0, "bc1", 0, 3);
    String alphabet = !bech ? BASE58 : c[0] == 'b' ? BECH32 : BECH32.toUpperCase(Locale.ROOT);
    int i = (bech ? 3 : 1) + random.nextInt(c.length - (bech ? 3 : 1));
    char old = c[i];
    do {
      c[i] = alphabet.charAt(random.nextInt(alphabet.length()));
    } while (c[i] == old);
    return new String(c);
  }

  /** Whether an Ethereum address kept both cases (one-case addresses carry no checksum). */
  private static boolean mixedCase(String address) {
    String hex = address.substring(2);
    return !hex.equals(hex.toLowerCase(Locale.ROOT)) && !hex.equals(hex.toUpperCase(Locale.ROOT));
  }
}
