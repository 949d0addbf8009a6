package dev.sigil.store.jdbc;

import dev.sigil.store.Database.Dialect;
import dev.sigil.store.StoreException;
import java.util.Locale;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.pattern.ValidatePattern;

/**
 * Applies the Flyway migrations of a dialect from {@code db/migration/<dialect>} on the classpath,
 * one folder per database, and the Java migrations that SQL cannot express ({@link
 * RecordFieldsMigration}, version 7). Applied migrations are skipped, so opening a database again
 * is safe.
 */
final class Migrations {
  private Migrations() {}

  static String location(Dialect dialect) {
    return "classpath:db/migration/" + dialect.name().toLowerCase(Locale.ROOT);
  }

  /**
   * @throws StoreException when a migration fails, an applied one no longer matches its file, or
   *     the database has a migration this build does not know (it was migrated by a newer build)
   */
  static void apply(DataSource dataSource, Dialect dialect) {
    try {
      Flyway.configure(Migrations.class.getClassLoader())
          .dataSource(dataSource)
          .locations(location(dialect))
          .javaMigrations(new RecordFieldsMigration(dialect))
          // a database migrated by a newer build is refused, not half used
          .ignoreMigrationPatterns(new ValidatePattern[0])
          .failOnMissingLocations(true)
          .load()
          .migrate();
    } catch (FlywayException e) {
      throw new StoreException("database migration failed", e);
    }
  }
}
