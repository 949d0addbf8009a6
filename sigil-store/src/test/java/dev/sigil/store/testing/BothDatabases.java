package dev.sigil.store.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.TestTemplate;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs the annotated test method twice, as {@code [sqlite]} and {@code [postgresql]}, each time on
 * a fresh database from {@link TestDatabases} that is deleted afterwards. The test method and
 * {@code @BeforeEach}/{@code @AfterEach} methods may declare parameters of type {@link
 * dev.sigil.store.Stores} (the migrated stores) and {@link TestDatabase} (its dialect and config).
 * The PostgreSQL run is skipped or fails as {@link TestDatabases} describes.
 *
 * <pre>{@code
 * class TenantStoreContractTest {
 *   @BothDatabases
 *   void findsWhatWasInserted(Stores stores) { ... }
 * }
 * }</pre>
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@TestTemplate
@ExtendWith(BothDatabasesExtension.class)
public @interface BothDatabases {}
