package dev.sigil.crypto;

import static dev.sigil.crypto.Fixtures.assertOpaque;
import static dev.sigil.crypto.Fixtures.bytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sigil.core.NoteVerifier;
import dev.sigil.core.TenantId;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class Ed25519NoteKeysTest {
  static final TenantId ACME = new TenantId("acme");
  static final String NAME = "sigil.example/audit/acme";

  @TempDir Path dir;

  @Test
  void signaturesArePlainEd25519ThatTheJdkVerifies() throws Exception {
    Ed25519NoteSigner signer = Ed25519NoteKeys.generate(NAME);
    byte[] message = bytes("sigil.example/audit/acme\n1\nAAAA\n");

    byte[] signature = signer.sign(message);

    assertThat(signature).hasSize(64);
    assertThat(signer.publicKey()).hasSize(32);
    Signature jdk = Signature.getInstance("Ed25519");
    jdk.initVerify(jdkPublicKey(signer.publicKey()));
    jdk.update(message);
    assertThat(jdk.verify(signature)).isTrue();
  }

  @Test
  void verifierAcceptsOnlyTheExactMessageAndSignature() {
    Ed25519NoteSigner signer = Ed25519NoteKeys.generate(NAME);
    NoteVerifier verifier = Ed25519NoteKeys.verifier(NAME, signer.publicKey());
    byte[] message = bytes("checkpoint\n");
    byte[] signature = signer.sign(message);

    assertThat(verifier.verify(message, signature)).isTrue();
    assertThat(verifier.verify(bytes("checkpoinT\n"), signature)).isFalse();
    assertThat(verifier.verify(message, Fixtures.flipBit(signature, 10))).isFalse();
    assertThat(verifier.verify(message, Arrays.copyOf(signature, 63))).isFalse();
    assertThat(verifier.verify(message, Arrays.copyOf(signature, 65))).isFalse();
    assertThat(verifier.keyId()).isEqualTo(signer.keyId());
    assertThat(verifier.keyName()).isEqualTo(NAME);
  }

  /** The key id of golang.org/x/mod/sumdb/note's example key {@code PeterNeumann+c74f20a3+...}. */
  @Test
  void keyIdFollowsC2spSignedNote() {
    byte[] typeAndKey = Base64.getDecoder().decode("ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW");
    byte[] publicKey = Arrays.copyOfRange(typeAndKey, 1, typeAndKey.length);

    assertThat(typeAndKey[0]).isEqualTo((byte) 0x01);
    assertThat(Ed25519NoteKeys.keyId("PeterNeumann", publicKey))
        .isEqualTo(HexFormat.fromHexDigits("c74f20a3"));
  }

  @Test
  void wrappedKeysetOpensOnlyForItsTenant() {
    KeyHierarchy hierarchy =
        new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    byte[] wrapped = Ed25519NoteKeys.newWrapped(hierarchy, ACME);

    Ed25519NoteSigner first = Ed25519NoteKeys.openWrapped(hierarchy, ACME, NAME, wrapped);
    Ed25519NoteSigner again = Ed25519NoteKeys.openWrapped(hierarchy, ACME, NAME, wrapped);

    assertThat(again.publicKey()).isEqualTo(first.publicKey());
    assertThat(first.verifier().verify(bytes("m"), again.sign(bytes("m")))).isTrue();
    assertOpaque(
        catchThrowable(
            () -> Ed25519NoteKeys.openWrapped(hierarchy, new TenantId("other"), NAME, wrapped)));
    assertOpaque(
        catchThrowable(
            () ->
                Ed25519NoteKeys.openWrapped(
                    hierarchy, ACME, NAME, Fixtures.flipBit(wrapped, wrapped.length - 1))));
  }

  @Test
  void aWrappedNoteKeysetIsNotATenantKeyset() {
    KeyHierarchy hierarchy =
        new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    byte[] tenantKeyset = hierarchy.newTenantKeyset(ACME, KeyPurpose.DATA_AEAD);

    assertOpaque(
        catchThrowable(() -> Ed25519NoteKeys.openWrapped(hierarchy, ACME, NAME, tenantKeyset)));
  }

  @Test
  void refusesInvalidNamesAndKeys() {
    assertThatThrownBy(() -> Ed25519NoteKeys.generate("has space"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Ed25519NoteKeys.generate("a+b"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Ed25519NoteKeys.verifier(NAME, new byte[31]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void toStringNamesTheKeyOnly() {
    Ed25519NoteSigner signer = Ed25519NoteKeys.generate(NAME);

    assertThat(signer.toString())
        .contains(NAME)
        .doesNotContain(Base64.getEncoder().encodeToString(signer.publicKey()));
  }

  /** X.509 SubjectPublicKeyInfo of an Ed25519 key: a fixed 12-byte header, then the raw key. */
  private static PublicKey jdkPublicKey(byte[] raw) throws Exception {
    byte[] header = HexFormat.of().parseHex("302a300506032b6570032100");
    byte[] encoded = Arrays.copyOf(header, header.length + raw.length);
    System.arraycopy(raw, 0, encoded, header.length, raw.length);
    return KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(encoded));
  }
}
