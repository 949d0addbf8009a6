package dev.sigil.crypto;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;

/**
 * Files only their owner may read: created with mode 0600 from the first byte, written durably and
 * atomically (temporary file in the same directory, fsync, atomic rename or link, fsync of the
 * directory), so a crash leaves either the old content or the new one, never a torn file.
 */
public final class PrivateFiles {
  private static final System.Logger LOG = System.getLogger(PrivateFiles.class.getName());
  private static final Set<PosixFilePermission> OWNER_FILE =
      PosixFilePermissions.fromString("rw-------");
  private static final Set<PosixFilePermission> OWNER_DIR =
      PosixFilePermissions.fromString("rwx------");
  private static final Set<PosixFilePermission> GROUP_OR_OTHERS =
      EnumSet.of(
          PosixFilePermission.GROUP_READ,
          PosixFilePermission.GROUP_WRITE,
          PosixFilePermission.GROUP_EXECUTE,
          PosixFilePermission.OTHERS_READ,
          PosixFilePermission.OTHERS_WRITE,
          PosixFilePermission.OTHERS_EXECUTE);

  private PrivateFiles() {}

  /**
   * Writes {@code content} to {@code file} only if it does not exist yet; the existence check and
   * the creation are one atomic step (a hard link), so two processes starting at once agree on one
   * file.
   *
   * @throws FileAlreadyExistsException if {@code file} exists
   */
  public static void create(Path file, byte[] content) throws IOException {
    write(file, content, false);
  }

  /** Replaces the content of {@code file} atomically (or creates it). */
  public static void replace(Path file, byte[] content) throws IOException {
    write(file, content, true);
  }

  /**
   * Reads a file that must be private to its owner.
   *
   * @throws IllegalStateException if group or others have any permission on it
   */
  static byte[] readPrivate(Path file) throws IOException {
    if (isPosix(file)) {
      Set<PosixFilePermission> mode = Files.getPosixFilePermissions(file);
      if (mode.stream().anyMatch(GROUP_OR_OTHERS::contains)) {
        throw new IllegalStateException(
            "refusing to use "
                + file
                + ": it is accessible by group or others (mode "
                + PosixFilePermissions.toString(mode)
                + "); restrict it with 'chmod 600'");
      }
    }
    return Files.readAllBytes(file);
  }

  private static void write(Path file, byte[] content, boolean replace) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    createDirectories(dir);
    Path tmp = createTemp(dir, file.getFileName().toString());
    try {
      try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
        ByteBuffer buffer = ByteBuffer.wrap(content);
        while (buffer.hasRemaining()) {
          channel.write(buffer);
        }
        channel.force(true);
      }
      if (replace) {
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
      } else {
        Files.createLink(file, tmp);
      }
      syncDirectory(dir);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  private static Path createTemp(Path dir, String name) throws IOException {
    String prefix = "." + name + ".";
    if (isPosix(dir)) {
      return Files.createTempFile(dir, prefix, ".tmp", asAttribute(OWNER_FILE));
    }
    LOG.log(
        Level.WARNING, "{0} does not support POSIX permissions; cannot restrict {1}", dir, name);
    return Files.createTempFile(dir, prefix, ".tmp");
  }

  private static void createDirectories(Path dir) throws IOException {
    if (Files.isDirectory(dir)) {
      return;
    }
    if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      Files.createDirectories(dir, asAttribute(OWNER_DIR));
    } else {
      Files.createDirectories(dir);
    }
  }

  /** Makes the rename durable; some platforms cannot open a directory, there it is best effort. */
  private static void syncDirectory(Path dir) {
    try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
      channel.force(true);
    } catch (IOException | UnsupportedOperationException e) {
      LOG.log(Level.DEBUG, "cannot fsync directory {0}: {1}", dir, e.toString());
    }
  }

  private static boolean isPosix(Path path) {
    return path.getFileSystem().supportedFileAttributeViews().contains("posix");
  }

  private static FileAttribute<Set<PosixFilePermission>> asAttribute(
      Set<PosixFilePermission> mode) {
    return PosixFilePermissions.asFileAttribute(mode);
  }
}
