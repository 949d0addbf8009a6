package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.tokens.api.DataType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tokens are stored and must stay reproducible: these pin the output of every format for a fixed
 * key (HMAC-SHA256 under the bytes 0 to 31, over the context encoding of DataKeys), cross-checked
 * against an independent implementation of HMAC, base32 and FF1 when first written. A change here
 * changes every token ever issued; never update them in place.
 */
class TokenFormatsGoldenTest {
  private static final Prf PRF = TestValues.hmac(key());

  private static byte[] key() {
    byte[] key = new byte[32];
    for (int i = 0; i < key.length; i++) {
      key[i] = (byte) i;
    }
    return key;
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "EMAIL|jane.doe@example.org|0|tok_cwhtfo5knr37llaopfngy22v2a",
        "EMAIL|jane.doe@example.org|1|tok_2zzwin35andrsv2dwu6rkmmetm",
        "TEXT|hello|0|tok_golfponz6etzd5xjgzjm3hy2ue",
        "CARD_NUMBER|4111111111111111|0|tok_s2uvwk3iaia2oatxw3kuuw7kzy",
      })
  void deterministic(DataType type, String value, int attempt, String expected) {
    assertThat(TokenFormats.deterministic(PRF, type, value, attempt)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "CARD_NUMBER|4111111111111111|0|4034479773641111",
        "CARD_NUMBER|4111111111111111|1|1188361604021111",
        "CARD_NUMBER|378282246310005|0|112119249740005",
        "PHONE|+16502530000|0|+15580437511",
        "PHONE|+442070313000|1|+449757643376",
        "PHONE|+2906123|0|+7614482",
        "SSN|078-05-1120|0|902-88-8656",
        "EMAIL|jane.doe@example.org|0|5oua5svbixrqqnyb@token.invalid",
      })
  void formatPreserving(DataType type, String value, int attempt, String expected) {
    assertThat(TokenFormats.formatPreserving(PRF, type, value, attempt)).isEqualTo(expected);
  }
}
