package dev.sigil.crypto;

import com.google.crypto.tink.Aead;
import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.aead.PredefinedAeadParameters;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;

/**
 * The embedded default root key: a Tink AES-256-GCM keyset stored in clear, as Tink's JSON keyset
 * format, in one local file (conventionally {@code <data-dir>/root-keyset.json}).
 *
 * <p>The file is created on first use with mode 0600 from its first byte, written atomically and
 * durably. An existing file that group or others may access is refused (like {@code ssh} refuses a
 * readable private key): fix it with {@code chmod 600}. Every open logs a warning that the root key
 * is in a local file and that production deployments need a KMS.
 *
 * <p>{@link #rotate()} adds a new key and makes it primary; old keys stay in the file, so tenant
 * keysets wrapped before still open, and {@link KeyHierarchy#rewrap} moves them to the new key.
 * Another process using the same file sees a rotation only when it reopens the file; a tenant
 * keyset rewrapped by one process cannot be opened by a process still holding the old file, so
 * rotate while the service is stopped or restart every process that shares the file.
 *
 * <p>Security guarantees: whoever can read the file can open every tenant's keys. The key material
 * is never logged or printed; {@link #toString()} is {@link #describe()}.
 *
 * <p>Thread-safe: rotation is serialised and publishes the new keyset atomically.
 */
public final class LocalRootKeySource implements RootKeySource {
  private static final System.Logger LOG = System.getLogger(LocalRootKeySource.class.getName());

  private final Path file;
  private volatile State state;

  private record State(KeysetHandle keyset, Aead aead) {
    static State of(KeysetHandle keyset) throws GeneralSecurityException {
      return new State(keyset, Tink.primitive(keyset, Aead.class));
    }
  }

  private LocalRootKeySource(Path file, State state) {
    this.file = file;
    this.state = state;
  }

  /**
   * Opens the root keyset in {@code file}, creating it (and its directory, mode 0700) if absent.
   *
   * @throws IllegalStateException if the file cannot be read or written, is accessible by group or
   *     others, or does not hold a Tink AEAD keyset
   */
  public static LocalRootKeySource open(Path file) {
    Path absolute = file.toAbsolutePath();
    LocalRootKeySource source = new LocalRootKeySource(absolute, loadOrCreate(absolute));
    LOG.log(
        Level.WARNING,
        "ROOT KEY IS STORED IN A LOCAL FILE ({0}). Anyone who can read this file can decrypt every"
            + " tenant key. This is for development and single-machine use only; production"
            + " deployments must hold the root key in a KMS (aws-kms:// or gcp-kms://).",
        absolute);
    return source;
  }

  /**
   * Adds a new AES-256-GCM key, makes it primary, and rewrites the file atomically. Tenant keysets
   * wrapped from now on use the new key; all older ones still open.
   *
   * @throws IllegalStateException if the file cannot be rewritten (the old keyset stays in use)
   */
  public synchronized void rotate() {
    try {
      KeysetHandle rotated =
          Tink.withNewPrimary(state.keyset(), PredefinedAeadParameters.AES256_GCM);
      State next = State.of(rotated);
      PrivateFiles.replace(file, serialize(rotated));
      state = next;
      LOG.log(
          Level.INFO,
          "rotated root keyset {0}: new primary key id {1}, {2} keys",
          file,
          Integer.toUnsignedString(rotated.getPrimary().getId()),
          rotated.size());
    } catch (GeneralSecurityException e) {
      throw new CryptoException("root key rotation", e);
    } catch (IOException e) {
      throw new IllegalStateException("cannot rewrite root keyset file " + file, e);
    }
  }

  /** The id of the primary key, which wraps new tenant keysets. Not secret. */
  int primaryKeyId() {
    return state.keyset().getPrimary().getId();
  }

  Aead aead() {
    return state.aead();
  }

  @Override
  public String describe() {
    return "local root keyset file " + file;
  }

  @Override
  public boolean isLocal() {
    return true;
  }

  @Override
  public String toString() {
    return describe();
  }

  private static State loadOrCreate(Path file) {
    try {
      if (Files.notExists(file)) {
        try {
          return create(file);
        } catch (FileAlreadyExistsException raced) {
          // Another process created it first; use theirs.
        }
      }
      return load(file);
    } catch (NoSuchFileException e) {
      throw new IllegalStateException("root keyset file " + file + " disappeared while opening", e);
    } catch (IOException e) {
      throw new IllegalStateException("cannot open root keyset file " + file, e);
    }
  }

  private static State create(Path file) throws IOException {
    try {
      KeysetHandle keyset = Tink.generate(PredefinedAeadParameters.AES256_GCM);
      PrivateFiles.create(file, serialize(keyset));
      LOG.log(Level.WARNING, "created a new root keyset file {0} (mode 0600)", file);
      return State.of(keyset);
    } catch (GeneralSecurityException e) {
      throw new CryptoException("root key generation", e);
    }
  }

  /**
   * The parse failure's cause is dropped on purpose: a JSON parser may quote the input, and the
   * input is key material.
   */
  private static State load(Path file) throws IOException {
    String json = new String(PrivateFiles.readPrivate(file), StandardCharsets.UTF_8);
    try {
      return State.of(Tink.fromClearJson(json));
    } catch (GeneralSecurityException | RuntimeException e) {
      throw new IllegalStateException(
          "root keyset file "
              + file
              + " does not hold a valid Tink AEAD keyset ("
              + e.getClass().getSimpleName()
              + ")");
    }
  }

  /** The file holds the keyset in clear by design; it is protected by its mode. */
  private static byte[] serialize(KeysetHandle keyset) throws GeneralSecurityException {
    return (Tink.toClearJson(keyset) + "\n").getBytes(StandardCharsets.UTF_8);
  }
}
