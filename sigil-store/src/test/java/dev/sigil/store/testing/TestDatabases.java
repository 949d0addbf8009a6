package dev.sigil.store.testing;

import dev.sigil.store.Database.Dialect;
import dev.sigil.store.StoreConfig;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Creates fresh test databases. Each has its own empty data directory ({@link
 * StoreConfig#dataDir()}) and a pool of {@value #POOL_SIZE} connections.
 *
 * <p>PostgreSQL comes from the environment variable {@value #POSTGRES_URL_ENV} (e.g. {@code
 * jdbc:postgresql://127.0.0.1:5432/test?user=postgres}); each database is a new schema with a
 * random name in it, dropped on close. When the variable is not set, a PostgreSQL test is skipped
 * with a notice, except when {@code CI=true}: then it fails, so PostgreSQL tests never silently
 * stop running in CI.
 */
public final class TestDatabases {
  public static final String POSTGRES_URL_ENV = "SIGIL_TEST_POSTGRES_URL";
  public static final int POOL_SIZE = 2;

  private static final AtomicBoolean skipNoticePrinted = new AtomicBoolean();

  /** Creates and drops the test schemas; shared, as opening a connection costs more than a DDL. */
  private static @Nullable Connection admin;

  private TestDatabases() {}

  public static TestDatabase create(Dialect dialect) {
    return switch (dialect) {
      case SQLITE -> sqlite();
      case POSTGRESQL -> postgresql();
    };
  }

  /** A new SQLite file {@code sigil.db} in a new temporary directory (the embedded default). */
  public static TestDatabase sqlite() {
    Path dataDir = temporaryDirectory();
    return new TestDatabase(
        Dialect.SQLITE, new StoreConfig(null, dataDir, POOL_SIZE), () -> deleteTree(dataDir));
  }

  /** A new schema in the PostgreSQL database named by {@value #POSTGRES_URL_ENV}. */
  public static TestDatabase postgresql() {
    String url = postgresUrl(System.getenv(), TestDatabases::printSkipNoticeOnce);
    String schema =
        "sigil_test_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
    execute(url, "CREATE SCHEMA " + schema);
    Path dataDir = temporaryDirectory();
    String schemaUrl = url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    return new TestDatabase(
        Dialect.POSTGRESQL,
        new StoreConfig(schemaUrl, dataDir, POOL_SIZE),
        () -> {
          try {
            execute(url, "DROP SCHEMA " + schema + " CASCADE");
          } finally {
            deleteTree(dataDir);
          }
        });
  }

  /**
   * The PostgreSQL URL from {@code env}. When there is none, fails the test in CI; otherwise passes
   * a notice to {@code skipNotice} and aborts (skips) the test.
   */
  static String postgresUrl(Map<String, String> env, Consumer<String> skipNotice) {
    String url = env.get(POSTGRES_URL_ENV);
    if (url == null || url.isBlank()) {
      if ("true".equalsIgnoreCase(env.get("CI"))) {
        return Assertions.fail(POSTGRES_URL_ENV + " is not set: PostgreSQL tests must run in CI");
      }
      String notice =
          "PostgreSQL tests skipped: set "
              + POSTGRES_URL_ENV
              + " (e.g. jdbc:postgresql://127.0.0.1:5432/test?user=postgres) to run them";
      skipNotice.accept(notice);
      return Assumptions.abort(notice);
    }
    if (!url.startsWith("jdbc:postgresql:")) {
      throw new IllegalStateException(POSTGRES_URL_ENV + " must be a jdbc:postgresql: URL");
    }
    return url;
  }

  private static void printSkipNoticeOnce(String notice) {
    if (skipNoticePrinted.compareAndSet(false, true)) {
      System.err.println("[sigil-store] " + notice);
    }
  }

  private static synchronized void execute(String url, String sql) {
    try {
      if (admin == null || !admin.isValid(1)) {
        admin = DriverManager.getConnection(url);
      }
      try (Statement statement = admin.createStatement()) {
        statement.execute(sql);
      }
    } catch (SQLException e) {
      throw new IllegalStateException("PostgreSQL test database setup failed", e);
    }
  }

  private static Path temporaryDirectory() {
    try {
      return Files.createTempDirectory("sigil-store-test-");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteTree(Path root) {
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
