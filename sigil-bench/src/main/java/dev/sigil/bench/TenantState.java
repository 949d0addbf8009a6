package dev.sigil.bench;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.crypto.TenantKeys;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One tenant's opened keys, made once per trial as the service makes them: a local root key in a
 * temporary directory wraps a new keyset per purpose, which {@link KeyHierarchy#open} unwraps.
 */
@State(Scope.Benchmark)
public class TenantState {
  static final TenantId TENANT = new TenantId("bench");

  /** An e-mail address of 29 bytes, already in normalized form. */
  static final String EMAIL = "alice.liddell@wonderland.test";

  /** A Luhn-valid 16-digit card number. */
  static final String CARD = "4111111111111111";

  /** Its warning that the root key is a local file would be printed by every fork. */
  private static final Logger ROOT_KEY_LOG = Logger.getLogger(LocalRootKeySource.class.getName());

  private Path dir;
  KeyHierarchy hierarchy;
  Map<KeyPurpose, byte[]> wrapped;
  TenantKeys keys;

  @Setup(Level.Trial)
  public void open() throws IOException {
    ROOT_KEY_LOG.setLevel(java.util.logging.Level.SEVERE);
    dir = Files.createTempDirectory("sigil-bench");
    hierarchy = new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    wrapped = hierarchy.newTenantKeysets(TENANT);
    keys = hierarchy.open(TENANT, wrapped);
  }

  @TearDown(Level.Trial)
  public void delete() throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(TenantState::deleteFile);
    }
  }

  /** The parts, each as its 32-bit length and UTF-8 bytes, as the vault encodes its contexts. */
  static byte[] encode(String... parts) {
    int size = 0;
    for (String part : parts) {
      size += 4 + part.getBytes(StandardCharsets.UTF_8).length;
    }
    ByteBuffer out = ByteBuffer.allocate(size);
    for (String part : parts) {
      byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
      out.putInt(bytes.length).put(bytes);
    }
    return out.array();
  }

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static void deleteFile(Path p) {
    try {
      Files.delete(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
