package dev.sigil.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalRootKeySourceTest {
  static final TenantId TENANT = new TenantId("acme");

  @TempDir Path dir;

  @Test
  void createsTheKeysetFileOwnerOnly() throws Exception {
    Path file = dir.resolve("data/root-keyset.json");

    LocalRootKeySource.open(file);

    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
        .isEqualTo("rw-------");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())))
        .isEqualTo("rwx------");
    assertThat(Files.readString(file)).contains("\"primaryKeyId\"").contains("AesGcmKey");
    assertThat(listing(file.getParent())).containsExactly("root-keyset.json");
  }

  @Test
  void reusesTheKeyAfterRestart() {
    Path file = dir.resolve("root-keyset.json");
    KeyHierarchy before = new KeyHierarchy(LocalRootKeySource.open(file));
    byte[] wrapped = before.newTenantKeyset(TENANT, KeyPurpose.DATA_AEAD);
    byte[] ciphertext = open(before, TENANT, wrapped).encrypt(bytes("hello"), bytes("ad"));

    KeyHierarchy after = new KeyHierarchy(LocalRootKeySource.open(file));

    assertThat(open(after, TENANT, wrapped).decrypt(ciphertext, bytes("ad")))
        .isEqualTo(bytes("hello"));
  }

  @Test
  void refusesAFileOthersCanRead() throws Exception {
    Path file = dir.resolve("root-keyset.json");
    LocalRootKeySource.open(file);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));

    assertThatThrownBy(() -> LocalRootKeySource.open(file))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("accessible by group or others")
        .hasMessageContaining("chmod 600");
  }

  @Test
  void refusesACorruptFileWithoutQuotingIt() throws Exception {
    Path file = dir.resolve("root-keyset.json");
    LocalRootKeySource.open(file);
    String json = Files.readString(file);
    Files.writeString(file, json.substring(0, json.length() / 2));

    assertThatThrownBy(() -> LocalRootKeySource.open(file))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("does not hold a valid Tink AEAD keyset")
        .hasNoCause()
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("keyData", "value"));
  }

  @Test
  void rotationKeepsOldWrappedKeysetsOpenAndPersists() throws Exception {
    Path file = dir.resolve("root-keyset.json");
    LocalRootKeySource root = LocalRootKeySource.open(file);
    KeyHierarchy keys = new KeyHierarchy(root);
    byte[] wrappedBefore = keys.newTenantKeyset(TENANT, KeyPurpose.DATA_AEAD);
    int primaryBefore = root.primaryKeyId();

    root.rotate();

    assertThat(root.primaryKeyId()).isNotEqualTo(primaryBefore);
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
        .isEqualTo("rw-------");
    assertThat(listing(dir)).containsExactly("root-keyset.json");
    LocalRootKeySource reopened = LocalRootKeySource.open(file);
    assertThat(reopened.primaryKeyId()).isEqualTo(root.primaryKeyId());
    open(new KeyHierarchy(reopened), TENANT, wrappedBefore);
  }

  @Test
  void describesTheFileNotTheKey() throws Exception {
    Path file = dir.resolve("root-keyset.json");
    LocalRootKeySource root = LocalRootKeySource.open(file);
    String keyValue = Files.readString(file).replaceAll("(?s).*\"value\":\"([^\"]+)\".*", "$1");

    assertThat(root.describe()).isEqualTo("local root keyset file " + file.toAbsolutePath());
    assertThat(root.toString()).doesNotContain(keyValue);
    assertThat(root.isLocal()).isTrue();
  }

  static TenantKeys open(KeyHierarchy keys, TenantId tenant, byte[] dataAead) {
    var wrapped = keys.newTenantKeysets(tenant);
    wrapped.put(KeyPurpose.DATA_AEAD, dataAead);
    return keys.open(tenant, wrapped);
  }

  static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static Stream<String> listingStream(Path dir) throws Exception {
    return Files.list(dir).map(p -> p.getFileName().toString());
  }

  private static java.util.List<String> listing(Path dir) throws Exception {
    try (Stream<String> names = listingStream(dir)) {
      return names.toList();
    }
  }
}
