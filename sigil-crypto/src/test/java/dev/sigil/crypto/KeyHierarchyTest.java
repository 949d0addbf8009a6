package dev.sigil.crypto;

import static dev.sigil.crypto.Fixtures.assertOpaque;
import static dev.sigil.crypto.Fixtures.bytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sigil.core.TenantId;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeyHierarchyTest {
  static final TenantId ACME = new TenantId("acme");
  static final TenantId OTHER = new TenantId("other");

  @TempDir Path dir;
  LocalRootKeySource root;
  KeyHierarchy hierarchy;

  @BeforeEach
  void setUp() {
    root = LocalRootKeySource.open(dir.resolve("root-keyset.json"));
    hierarchy = new KeyHierarchy(root);
  }

  @Test
  void opensWhatItCreated() {
    Map<KeyPurpose, byte[]> wrapped = hierarchy.newTenantKeysets(ACME);
    TenantKeys keys = hierarchy.open(ACME, wrapped);

    byte[] ciphertext = keys.encrypt(bytes("alice@example.com"), bytes("acme|vault|r1|email"));

    assertThat(wrapped).containsOnlyKeys(KeyPurpose.values());
    assertThat(keys.tenant()).isEqualTo(ACME);
    assertThat(hierarchy.open(ACME, wrapped).decrypt(ciphertext, bytes("acme|vault|r1|email")))
        .isEqualTo(bytes("alice@example.com"));
  }

  @Test
  void aWrappedKeysetOpensOnlyForItsTenant() {
    Map<KeyPurpose, byte[]> wrapped = hierarchy.newTenantKeysets(ACME);

    Throwable e = catchThrowable(() -> hierarchy.open(OTHER, wrapped));

    assertOpaque(e, "acme", "other");
  }

  @Test
  void aWrappedKeysetOpensOnlyForItsPurpose() {
    Map<KeyPurpose, byte[]> wrapped = hierarchy.newTenantKeysets(ACME);
    Map<KeyPurpose, byte[]> swapped = new EnumMap<>(wrapped);
    swapped.put(KeyPurpose.SUBJECT_WRAP, wrapped.get(KeyPurpose.DATA_AEAD));
    Map<KeyPurpose, byte[]> prfSwapped = new EnumMap<>(wrapped);
    prfSwapped.put(KeyPurpose.KEYED_HASH, wrapped.get(KeyPurpose.DETERMINISTIC));

    assertOpaque(catchThrowable(() -> hierarchy.open(ACME, swapped)));
    assertOpaque(catchThrowable(() -> hierarchy.open(ACME, prfSwapped)));
    assertOpaque(
        catchThrowable(
            () ->
                hierarchy.rewrap(ACME, KeyPurpose.KEYED_HASH, wrapped.get(KeyPurpose.DATA_AEAD))));
  }

  @Test
  void everyPurposeIsRequired() {
    Map<KeyPurpose, byte[]> wrapped = hierarchy.newTenantKeysets(ACME);
    wrapped.remove(KeyPurpose.KEYED_HASH);

    assertThatThrownBy(() -> hierarchy.open(ACME, wrapped))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("keyed-hash");
  }

  @Test
  void tamperedOrCorruptKeysetsFailOpaquely() {
    byte[] wrapped = hierarchy.newTenantKeyset(ACME, KeyPurpose.DATA_AEAD);
    for (int i = 0; i < wrapped.length; i++) {
      byte[] tampered = Fixtures.flipBit(wrapped, i);
      assertOpaque(catchThrowable(() -> hierarchy.rewrap(ACME, KeyPurpose.DATA_AEAD, tampered)));
    }
    for (byte[] corrupt :
        new byte[][] {new byte[0], Arrays.copyOf(wrapped, 20), bytes("not a keyset at all")}) {
      assertOpaque(catchThrowable(() -> hierarchy.rewrap(ACME, KeyPurpose.DATA_AEAD, corrupt)));
    }
  }

  @Test
  void rotationAddsAPrimaryAndKeepsOldCiphertextsOpening() {
    Map<KeyPurpose, byte[]> before = hierarchy.newTenantKeysets(ACME);
    TenantKeys keysBefore = hierarchy.open(ACME, before);
    byte[] oldCiphertext = keysBefore.encrypt(bytes("old"), bytes("ad"));

    Map<KeyPurpose, byte[]> after = new EnumMap<>(before);
    after.put(
        KeyPurpose.DATA_AEAD,
        hierarchy.rotate(ACME, KeyPurpose.DATA_AEAD, before.get(KeyPurpose.DATA_AEAD)));
    TenantKeys keysAfter = hierarchy.open(ACME, after);
    byte[] newCiphertext = keysAfter.encrypt(bytes("new"), bytes("ad"));

    assertThat(keysAfter.decrypt(oldCiphertext, bytes("ad"))).isEqualTo(bytes("old"));
    assertThat(Fixtures.tinkKeyId(newCiphertext)).isNotEqualTo(Fixtures.tinkKeyId(oldCiphertext));
    assertOpaque(catchThrowable(() -> keysBefore.decrypt(newCiphertext, bytes("ad"))), "new");
  }

  @Test
  void rotatingAPrfKeysetChangesOutputsButKeepsThemFindable() {
    Map<KeyPurpose, byte[]> before = hierarchy.newTenantKeysets(ACME);
    TenantKeys keysBefore = hierarchy.open(ACME, before);
    byte[] oldHash = keysBefore.keyedHash(bytes("subject-1"), bytes("subject"));
    byte[] oldToken = keysBefore.deterministic(bytes("4111"), bytes("card_number"));

    Map<KeyPurpose, byte[]> after = new EnumMap<>(before);
    for (KeyPurpose p : new KeyPurpose[] {KeyPurpose.KEYED_HASH, KeyPurpose.DETERMINISTIC}) {
      after.put(p, hierarchy.rotate(ACME, p, before.get(p)));
    }
    TenantKeys keysAfter = hierarchy.open(ACME, after);

    byte[] newHash = keysAfter.keyedHash(bytes("subject-1"), bytes("subject"));
    assertThat(newHash).isNotEqualTo(oldHash);
    assertThat(keysAfter.keyedHashCandidates(bytes("subject-1"), bytes("subject")))
        .containsExactly(newHash, oldHash);
    assertThat(keysAfter.deterministicCandidates(bytes("4111"), bytes("card_number")))
        .hasSize(2)
        .element(1)
        .isEqualTo(oldToken);
  }

  @Test
  void rootRotationThenRewrapMovesKeysetsToTheNewRootKey() throws Exception {
    Map<KeyPurpose, byte[]> wrapped = hierarchy.newTenantKeysets(ACME);
    byte[] ciphertext = hierarchy.open(ACME, wrapped).encrypt(bytes("v"), bytes("ad"));
    int oldRoot = root.primaryKeyId();
    assertThat(Fixtures.rootKeyId(wrapped.get(KeyPurpose.DATA_AEAD))).isEqualTo(oldRoot);

    root.rotate();
    Map<KeyPurpose, byte[]> rewrapped = new EnumMap<>(KeyPurpose.class);
    wrapped.forEach((p, w) -> rewrapped.put(p, hierarchy.rewrap(ACME, p, w)));

    for (byte[] w : rewrapped.values()) {
      assertThat(Fixtures.rootKeyId(w)).isEqualTo(root.primaryKeyId()).isNotEqualTo(oldRoot);
    }
    assertThat(hierarchy.open(ACME, rewrapped).decrypt(ciphertext, bytes("ad")))
        .isEqualTo(bytes("v"));
    assertThat(hierarchy.open(ACME, wrapped).decrypt(ciphertext, bytes("ad")))
        .isEqualTo(bytes("v"));
  }

  @Test
  void verifiesTheRootKey() {
    hierarchy.verifyRoot();
    assertThat(hierarchy.toString()).contains("local root keyset file");
  }
}
