package dev.sigil.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class KeyPurposeTest {

  @Test
  void wireNamesAreStable() {
    // Stored in the key store and bound into wrapped keysets: never rename.
    assertThat(Arrays.stream(KeyPurpose.values()).map(KeyPurpose::wireName))
        .containsExactly("data-aead", "deterministic", "keyed-hash", "subject-wrap");
  }

  @Test
  void fromWireFindsEveryPurposeAndNothingElse() {
    for (KeyPurpose purpose : KeyPurpose.values()) {
      assertThat(KeyPurpose.fromWire(purpose.wireName())).contains(purpose);
    }
    assertThat(KeyPurpose.fromWire("DATA_AEAD")).isEmpty();
    assertThat(KeyPurpose.fromWire("")).isEmpty();
  }
}
