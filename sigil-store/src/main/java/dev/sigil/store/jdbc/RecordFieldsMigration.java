package dev.sigil.store.jdbc;

import dev.sigil.store.Database.Dialect;
import dev.sigil.store.RecordRecord;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;
import org.jspecify.annotations.Nullable;

/**
 * Migration 7, both dialects: a record's fields move from rows of {@code record_fields} into one
 * {@code fields} value of the record's row ({@link RecordFieldsFormat}), and {@code record_fields}
 * is dropped. Sealing a two-field record then inserts one row instead of three (with their primary
 * key indexes and foreign key checks), which was a third of a SQLite batch's time under the write
 * lock. Existing records keep their fields, tokens and ciphertexts unchanged. Runs in Flyway's
 * transaction.
 */
final class RecordFieldsMigration implements JavaMigration {
  private final Dialect dialect;

  RecordFieldsMigration(Dialect dialect) {
    this.dialect = dialect;
  }

  @Override
  public MigrationVersion getVersion() {
    return MigrationVersion.fromVersion("7");
  }

  @Override
  public String getDescription() {
    return "record fields inline";
  }

  @Override
  public @Nullable Integer getChecksum() {
    return null;
  }

  @Override
  public boolean canExecuteInTransaction() {
    return true;
  }

  @Override
  public void migrate(Context context) throws SQLException {
    Connection c = context.getConnection();
    try (Statement s = c.createStatement()) {
      s.execute(
          "ALTER TABLE records ADD COLUMN fields "
              + (dialect == Dialect.SQLITE ? "BLOB" : "BYTEA"));
    }
    try (PreparedStatement read =
            c.prepareStatement(
                "SELECT tenant_id, vault_id, record_id, field, data_type, token, value"
                    + " FROM record_fields ORDER BY tenant_id, vault_id, record_id, field");
        PreparedStatement write =
            c.prepareStatement(
                "UPDATE records SET fields = ?"
                    + " WHERE tenant_id = ? AND vault_id = ? AND record_id = ?");
        ResultSet rows = read.executeQuery()) {
      String @Nullable [] key = null;
      List<RecordRecord.Field> fields = new ArrayList<>();
      while (rows.next()) {
        String[] rowKey = {rows.getString(1), rows.getString(2), rows.getString(3)};
        if (key != null && !Arrays.equals(key, rowKey)) {
          update(write, key, fields);
          fields = new ArrayList<>();
        }
        key = rowKey;
        fields.add(
            new RecordRecord.Field(
                rows.getString(4), rows.getString(5), rows.getString(6), rows.getBytes(7)));
      }
      if (key != null) {
        update(write, key, fields);
      }
    }
    try (PreparedStatement empty =
        c.prepareStatement("UPDATE records SET fields = ? WHERE fields IS NULL")) {
      empty.setBytes(1, RecordFieldsFormat.encode(List.of()));
      empty.executeUpdate();
    }
    try (Statement s = c.createStatement()) {
      s.execute("DROP TABLE record_fields");
    }
  }

  private static void update(PreparedStatement write, String[] key, List<RecordRecord.Field> fields)
      throws SQLException {
    write.setBytes(1, RecordFieldsFormat.encode(fields));
    for (int i = 0; i < 3; i++) {
      write.setString(i + 2, Objects.requireNonNull(key[i]));
    }
    write.executeUpdate();
  }
}
