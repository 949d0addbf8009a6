/**
 * Test fixtures published in the store module's test jar: fresh SQLite and PostgreSQL databases
 * ({@link dev.sigil.store.testing.TestDatabases}) and {@link
 * dev.sigil.store.testing.BothDatabases}, which runs one test method against each.
 */
@NullMarked
package dev.sigil.store.testing;

import org.jspecify.annotations.NullMarked;
