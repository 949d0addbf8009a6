/**
 * JDBC implementations of the store contracts for SQLite and PostgreSQL: pooling, migrations, the
 * transaction boundary and one store class per table; {@link dev.sigil.store.jdbc.JdbcDatabases} is
 * the only public type.
 */
@NullMarked
package dev.sigil.store.jdbc;

import org.jspecify.annotations.NullMarked;
