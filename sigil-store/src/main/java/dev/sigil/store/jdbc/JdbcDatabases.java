package dev.sigil.store.jdbc;

import com.zaxxer.hikari.HikariDataSource;
import dev.sigil.store.Database.Dialect;
import dev.sigil.store.StoreConfig;
import dev.sigil.store.StoreException;
import dev.sigil.store.Stores;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Opens the stores of one database. With no {@link StoreConfig#url()} that is the embedded SQLite
 * file {@code dataDir/sigil.db}; otherwise a {@code jdbc:sqlite:} or {@code jdbc:postgresql:} URL.
 *
 * <p>Opening creates a connection pool of {@link StoreConfig#maxPoolSize()} connections, checks
 * that the database answers and applies pending migrations. The caller owns the result and closes
 * {@link Stores#database()} on shutdown.
 *
 * <p>Times are stored as epoch milliseconds: an {@link java.time.Instant} read back has its
 * sub-millisecond part dropped. Ids order bytewise in both dialects.
 */
public final class JdbcDatabases {
  /** The file name of the embedded database inside the data directory. */
  public static final String EMBEDDED_FILE_NAME = "sigil.db";

  private static final String SQLITE_PREFIX = "jdbc:sqlite:";
  private static final String POSTGRESQL_PREFIX = "jdbc:postgresql:";

  private JdbcDatabases() {}

  /**
   * Opens and migrates the configured database.
   *
   * @throws IllegalArgumentException when the URL is neither {@code jdbc:sqlite:} nor {@code
   *     jdbc:postgresql:}, names an in-memory SQLite database (each pooled connection would see a
   *     different one), or puts PostgreSQL credentials before the host; the message never repeats
   *     the URL, which may carry a password
   * @throws StoreException when the data directory cannot be created, or the database cannot be
   *     reached or migrated
   */
  public static Stores open(StoreConfig config) {
    String configured = config.url();
    String url = configured != null ? configured : embeddedUrl(config.dataDir());
    Dialect dialect = dialectOf(url);
    HikariDataSource dataSource = DataSources.open(dialect, url, config.maxPoolSize());
    try {
      Migrations.apply(dataSource, dialect);
    } catch (RuntimeException | Error e) {
      dataSource.close();
      throw e;
    }
    return new Stores(
        new JdbcDatabase(dataSource, dialect),
        new JdbcTenantStore(),
        new JdbcCredentialStore(),
        new JdbcKeysetStore(dialect),
        new JdbcAuditStore(dialect),
        new JdbcIdempotencyStore(),
        new JdbcAuditCheckpointStore(),
        new JdbcTokenStore(dialect),
        new JdbcSubjectStore(),
        new JdbcClientRefStore(),
        new JdbcConsentStore(),
        new JdbcTenantDocumentStore(),
        new JdbcRecordStore(dialect));
  }

  static Dialect dialectOf(String url) {
    if (url.startsWith(POSTGRESQL_PREFIX)) {
      if (hasUserInfo(url.substring(POSTGRESQL_PREFIX.length()))) {
        // The driver would take "user:password@host" for a host name and echo it in errors.
        throw new IllegalArgumentException(
            "unsupported store URL: pass PostgreSQL credentials as user= and password= parameters");
      }
      return Dialect.POSTGRESQL;
    }
    if (!url.startsWith(SQLITE_PREFIX)) {
      throw new IllegalArgumentException(
          "unsupported store URL: expected jdbc:postgresql: or jdbc:sqlite:");
    }
    String target = url.substring(SQLITE_PREFIX.length());
    if (target.isEmpty() || target.contains(":memory:") || target.contains("mode=memory")) {
      throw new IllegalArgumentException(
          "unsupported store URL: an in-memory SQLite database cannot be shared by a pool");
    }
    return Dialect.SQLITE;
  }

  private static boolean hasUserInfo(String afterPrefix) {
    if (!afterPrefix.startsWith("//")) {
      return false;
    }
    int end = afterPrefix.length();
    for (char delimiter : new char[] {'/', '?'}) {
      int at = afterPrefix.indexOf(delimiter, 2);
      if (at >= 0) {
        end = Math.min(end, at);
      }
    }
    return afterPrefix.substring(2, end).contains("@");
  }

  /**
   * Creates the data directory (owner-only where POSIX permissions exist) and an empty, owner-only
   * database file, which SQLite then initialises; its WAL and shared-memory files inherit the
   * permissions.
   */
  private static String embeddedUrl(Path dataDir) {
    Path file = dataDir.resolve(EMBEDDED_FILE_NAME).toAbsolutePath();
    boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    try {
      Files.createDirectories(dataDir, permissions(posix, "rwx------"));
      Files.createFile(file, permissions(posix, "rw-------"));
    } catch (FileAlreadyExistsException e) {
      // An existing database is opened as it is.
    } catch (IOException e) {
      throw new StoreException("cannot create the embedded database file", e);
    }
    return SQLITE_PREFIX + file;
  }

  private static FileAttribute<?>[] permissions(boolean posix, String permissions) {
    return posix
        ? new FileAttribute<?>[] {
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(permissions))
        }
        : new FileAttribute<?>[0];
  }
}
