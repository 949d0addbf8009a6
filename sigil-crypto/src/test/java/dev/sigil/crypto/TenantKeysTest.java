package dev.sigil.crypto;

import static dev.sigil.crypto.Fixtures.assertOpaque;
import static dev.sigil.crypto.Fixtures.bytes;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sigil.core.TenantId;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TenantKeysTest {
  static final TenantId ACME = new TenantId("acme");
  static final byte[] ALICE = bytes("ref-alice");
  static final byte[] BOB = bytes("ref-bob");

  @TempDir Path dir;
  KeyHierarchy hierarchy;
  Map<KeyPurpose, byte[]> wrapped;
  TenantKeys keys;

  @BeforeEach
  void setUp() {
    hierarchy = new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    wrapped = hierarchy.newTenantKeysets(ACME);
    keys = hierarchy.open(ACME, wrapped);
  }

  @Test
  void encryptionIsRandomisedAndBoundToItsAssociatedData() {
    byte[] first = keys.encrypt(bytes("secret value"), bytes("field:email"));
    byte[] second = keys.encrypt(bytes("secret value"), bytes("field:email"));

    assertThat(first).isNotEqualTo(second);
    assertThat(keys.decrypt(first, bytes("field:email"))).isEqualTo(bytes("secret value"));
    assertOpaque(
        catchThrowable(() -> keys.decrypt(first, bytes("field:phone"))),
        "secret value",
        "field:phone");
    assertOpaque(
        catchThrowable(() -> keys.decrypt(Fixtures.flipBit(first, 10), bytes("field:email"))));
    assertOpaque(catchThrowable(() -> keys.decrypt(new byte[3], bytes("field:email"))));
  }

  @Test
  void prfOutputsAreStableSeparatedAnd32Bytes() {
    byte[] hash = keys.keyedHash(bytes("bc"), bytes("a"));

    assertThat(hash)
        .hasSize(32)
        .isEqualTo(hierarchy.open(ACME, wrapped).keyedHash(bytes("bc"), bytes("a")));
    assertThat(keys.keyedHash(bytes("c"), bytes("ab"))).isNotEqualTo(hash);
    assertThat(keys.keyedHash(bytes("bc"), bytes("b"))).isNotEqualTo(hash);
    assertThat(keys.deterministic(bytes("bc"), bytes("a"))).hasSize(32).isNotEqualTo(hash);
    TenantKeys other =
        hierarchy.open(new TenantId("other"), hierarchy.newTenantKeysets(new TenantId("other")));
    assertThat(other.keyedHash(bytes("bc"), bytes("a"))).isNotEqualTo(hash);
  }

  @Test
  void subjectKeysetsRoundTrip() {
    byte[] wrappedAlice = keys.newSubjectKeyset(ALICE);
    SubjectKeys alice = keys.openSubject(ALICE, wrappedAlice);

    byte[] ciphertext = alice.encrypt(bytes("Alice Liddell"), bytes("name"));
    SubjectKeys reopened = hierarchy.open(ACME, wrapped).openSubject(ALICE, wrappedAlice);

    assertThat(reopened.decrypt(ciphertext, bytes("name"))).isEqualTo(bytes("Alice Liddell"));
    assertThat(reopened.deterministic(bytes("alice@example.com"), bytes("email")))
        .hasSize(32)
        .isEqualTo(alice.deterministic(bytes("alice@example.com"), bytes("email")));
    assertThat(alice.toString()).isEqualTo("SubjectKeys[REDACTED]");
  }

  @Test
  void subjectKeysAreIndependentOfEachOtherAndOfTheTenant() {
    SubjectKeys alice = keys.openSubject(ALICE, keys.newSubjectKeyset(ALICE));
    SubjectKeys bob = keys.openSubject(BOB, keys.newSubjectKeyset(BOB));
    byte[] input = bytes("same@example.com");

    assertThat(alice.deterministic(input, bytes("email")))
        .isNotEqualTo(bob.deterministic(input, bytes("email")))
        .isNotEqualTo(keys.deterministic(input, bytes("email")));
    byte[] ciphertext = alice.encrypt(bytes("x"), bytes("ad"));
    assertOpaque(catchThrowable(() -> bob.decrypt(ciphertext, bytes("ad"))));
    assertOpaque(catchThrowable(() -> keys.decrypt(ciphertext, bytes("ad"))));
  }

  @Test
  void aSubjectKeysetOpensOnlyForItsSubjectAndTenant() {
    byte[] wrappedAlice = keys.newSubjectKeyset(ALICE);
    TenantKeys other =
        hierarchy.open(new TenantId("other"), hierarchy.newTenantKeysets(new TenantId("other")));

    assertOpaque(catchThrowable(() -> keys.openSubject(BOB, wrappedAlice)), "ref-bob");
    assertOpaque(catchThrowable(() -> other.openSubject(ALICE, wrappedAlice)), "ref-alice");
    for (int i = 0; i < wrappedAlice.length; i += 7) {
      byte[] tampered = Fixtures.flipBit(wrappedAlice, i);
      assertOpaque(catchThrowable(() -> keys.openSubject(ALICE, tampered)));
    }
  }

  @Test
  void subjectKeysetsSurviveRotationOfTheWrappingKeyset() {
    byte[] wrappedAlice = keys.newSubjectKeyset(ALICE);
    byte[] ciphertext = keys.openSubject(ALICE, wrappedAlice).encrypt(bytes("v"), bytes("ad"));
    Map<KeyPurpose, byte[]> rotated = new java.util.EnumMap<>(wrapped);
    rotated.put(
        KeyPurpose.SUBJECT_WRAP,
        hierarchy.rotate(ACME, KeyPurpose.SUBJECT_WRAP, wrapped.get(KeyPurpose.SUBJECT_WRAP)));
    TenantKeys after = hierarchy.open(ACME, rotated);

    byte[] rewrapped = after.rewrapSubject(ALICE, wrappedAlice);

    assertThat(Fixtures.tinkKeyId(rewrapped)).isNotEqualTo(Fixtures.tinkKeyId(wrappedAlice));
    assertThat(after.openSubject(ALICE, wrappedAlice).decrypt(ciphertext, bytes("ad")))
        .isEqualTo(bytes("v"));
    assertThat(after.openSubject(ALICE, rewrapped).decrypt(ciphertext, bytes("ad")))
        .isEqualTo(bytes("v"));
    assertOpaque(catchThrowable(() -> keys.openSubject(ALICE, rewrapped)));
  }

  @Test
  void printsOnlyTheTenant() {
    assertThat(keys.toString()).isEqualTo("TenantKeys[acme]");
  }
}
