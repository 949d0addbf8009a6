package dev.sigil.crypto;

import static dev.sigil.crypto.Fixtures.bytes;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.TenantId;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Base64;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * Data written by an earlier version must keep opening: a root keyset file, wrapped tenant keysets,
 * a ciphertext, PRF outputs and a subject keyset, committed under {@code
 * src/test/resources/golden/}. If this test fails, a change broke the stored format (key templates,
 * associated data, PRF input encoding, subject keyset layout); fix the change, never the golden
 * files.
 *
 * <p>The files were made once by {@link #writeGoldenData}, which runs only on request and refuses
 * to overwrite: {@code ./mvnw -pl sigil-crypto test -Dtest=GoldenDataTest#writeGoldenData
 * -Dsigil.golden.write=true}. The data DATA_AEAD keyset was rotated after the first ciphertext, so
 * the golden data also covers a ciphertext under a non-primary key.
 */
class GoldenDataTest {
  static final TenantId TENANT = new TenantId("golden");
  static final byte[] PLAINTEXT = bytes("golden plaintext, ünïcødé ✓");
  static final byte[] AD = bytes("golden|vault|record-1|email");
  static final byte[] SUBJECT_REF = bytes("golden-subject-ref");
  static final Path SOURCE_DIR = Path.of("src/test/resources/golden");

  @Test
  void opensGoldenData(@TempDir Path dir) throws Exception {
    Properties golden = new Properties();
    try (InputStream in = resource("golden.properties")) {
      golden.load(in);
    }
    TenantKeys keys = openGolden(dir, golden);

    assertThat(keys.decrypt(b64(golden, "data.ciphertext.v1"), AD)).isEqualTo(PLAINTEXT);
    assertThat(keys.decrypt(b64(golden, "data.ciphertext.v2"), AD)).isEqualTo(PLAINTEXT);
    assertThat(keys.keyedHash(bytes("subject-1"), bytes("subject")))
        .isEqualTo(hex(golden, "keyed-hash"));
    assertThat(keys.deterministic(bytes("alice@example.com"), bytes("email")))
        .isEqualTo(hex(golden, "deterministic"));
    SubjectKeys subject = keys.openSubject(SUBJECT_REF, b64(golden, "subject.wrapped"));
    assertThat(subject.decrypt(b64(golden, "subject.ciphertext"), AD)).isEqualTo(PLAINTEXT);
    assertThat(subject.deterministic(bytes("alice@example.com"), bytes("email")))
        .isEqualTo(hex(golden, "subject.deterministic"));
  }

  /** Writes the golden files; see the class comment. Run once; never overwrites. */
  @Test
  @EnabledIfSystemProperty(named = "sigil.golden.write", matches = "true")
  void writeGoldenData() throws Exception {
    Path rootFile = SOURCE_DIR.resolve("root-keyset.json");
    assertThat(rootFile).as("golden data exists; it must never be regenerated").doesNotExist();
    KeyHierarchy hierarchy = new KeyHierarchy(LocalRootKeySource.open(rootFile));
    Map<KeyPurpose, byte[]> wrapped = hierarchy.newTenantKeysets(TENANT);
    TenantKeys first = hierarchy.open(TENANT, wrapped);
    byte[] ciphertextV1 = first.encrypt(PLAINTEXT, AD);
    wrapped.put(
        KeyPurpose.DATA_AEAD,
        hierarchy.rotate(TENANT, KeyPurpose.DATA_AEAD, wrapped.get(KeyPurpose.DATA_AEAD)));
    TenantKeys keys = hierarchy.open(TENANT, wrapped);
    byte[] subjectWrapped = keys.newSubjectKeyset(SUBJECT_REF);
    SubjectKeys subject = keys.openSubject(SUBJECT_REF, subjectWrapped);

    Properties golden = new Properties();
    wrapped.forEach((p, w) -> golden.setProperty("wrapped." + p.wireName(), b64(w)));
    golden.setProperty("data.ciphertext.v1", b64(ciphertextV1));
    golden.setProperty("data.ciphertext.v2", b64(keys.encrypt(PLAINTEXT, AD)));
    golden.setProperty("keyed-hash", hex(keys.keyedHash(bytes("subject-1"), bytes("subject"))));
    golden.setProperty(
        "deterministic", hex(keys.deterministic(bytes("alice@example.com"), bytes("email"))));
    golden.setProperty("subject.wrapped", b64(subjectWrapped));
    golden.setProperty("subject.ciphertext", b64(subject.encrypt(PLAINTEXT, AD)));
    golden.setProperty(
        "subject.deterministic",
        hex(subject.deterministic(bytes("alice@example.com"), bytes("email"))));
    try (OutputStream out = Files.newOutputStream(SOURCE_DIR.resolve("golden.properties"))) {
      golden.store(out, "Golden data of sigil-crypto v1, see GoldenDataTest. Never edit.");
    }
  }

  /**
   * Git does not keep the 0600 mode, and the root keyset loader refuses a file others can read, so
   * the test opens a private copy.
   */
  private static TenantKeys openGolden(Path dir, Properties golden) throws Exception {
    Path rootFile = dir.resolve("root-keyset.json");
    try (InputStream in = resource("root-keyset.json")) {
      Files.copy(in, rootFile);
    }
    Files.setPosixFilePermissions(rootFile, PosixFilePermissions.fromString("rw-------"));
    KeyHierarchy hierarchy = new KeyHierarchy(LocalRootKeySource.open(rootFile));
    Map<KeyPurpose, byte[]> wrapped = new EnumMap<>(KeyPurpose.class);
    for (KeyPurpose purpose : KeyPurpose.values()) {
      wrapped.put(purpose, b64(golden, "wrapped." + purpose.wireName()));
    }
    return hierarchy.open(TENANT, wrapped);
  }

  private static InputStream resource(String name) {
    InputStream in = GoldenDataTest.class.getResourceAsStream("/golden/" + name);
    assertThat(in).as("golden resource %s", name).isNotNull();
    return in;
  }

  private static byte[] b64(Properties p, String key) {
    return Base64.getDecoder().decode(p.getProperty(key));
  }

  private static String b64(byte[] b) {
    return Base64.getEncoder().encodeToString(b);
  }

  private static byte[] hex(Properties p, String key) {
    return HexFormat.of().parseHex(p.getProperty(key));
  }

  private static String hex(byte[] b) {
    return HexFormat.of().formatHex(b);
  }
}
