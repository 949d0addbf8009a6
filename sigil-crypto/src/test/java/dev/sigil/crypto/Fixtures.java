package dev.sigil.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.crypto.tink.proto.EncryptedKeyset;
import com.google.protobuf.ExtensionRegistryLite;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;

/** Shared helpers of the crypto tests. */
final class Fixtures {
  /** Every message a {@link CryptoException} of the key hierarchy may carry. */
  static final Set<String> CRYPTO_MESSAGES =
      Set.of(
          "encrypt failed",
          "decrypt failed",
          "subject encrypt failed",
          "subject decrypt failed",
          "open tenant keyset failed",
          "rotate tenant keyset failed",
          "rewrap tenant keyset failed",
          "open subject keyset failed",
          "rewrap subject keyset failed",
          "open note keyset failed");

  private Fixtures() {}

  static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** The message is one of the fixed operation names and quotes none of {@code secrets}. */
  static void assertOpaque(Throwable e, String... secrets) {
    assertThat(e).isInstanceOf(CryptoException.class);
    assertThat(CRYPTO_MESSAGES).contains(e.getMessage());
    for (Throwable t = e; t != null && secrets.length > 0; t = t.getCause()) {
      assertThat(String.valueOf(t.getMessage())).doesNotContain(secrets);
    }
  }

  /**
   * The id of the key that encrypted a Tink ciphertext with the TINK output prefix: version byte 1,
   * then the key id, big-endian.
   */
  static int tinkKeyId(byte[] ciphertext) {
    assertThat(ciphertext[0]).isEqualTo((byte) 1);
    return ByteBuffer.wrap(ciphertext, 1, 4).getInt();
  }

  /** The id of the root key that wrapped a tenant keyset. */
  static int rootKeyId(byte[] wrappedKeyset) throws Exception {
    EncryptedKeyset parsed =
        EncryptedKeyset.parseFrom(wrappedKeyset, ExtensionRegistryLite.getEmptyRegistry());
    return tinkKeyId(parsed.getEncryptedKeyset().toByteArray());
  }

  static byte[] flipBit(byte[] data, int index) {
    byte[] copy = Arrays.copyOf(data, data.length);
    copy[index] ^= 0x01;
    return copy;
  }
}
