package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.sigil.core.TenantId;
import dev.sigil.store.Database.Dialect;
import dev.sigil.store.RecordRecord;
import dev.sigil.store.Stores;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Migration 7 ({@link RecordFieldsMigration}) on both databases: records sealed before it, with
 * their fields as rows of {@code record_fields}, read the same afterwards, from the one row each
 * record now has.
 */
class RecordFieldsMigrationTest {
  private static final TenantId ACME = new TenantId("acme");

  @ParameterizedTest
  @EnumSource(Dialect.class)
  void recordsSealedBeforeMigration7KeepTheirFields(Dialect dialect) throws SQLException {
    try (TestDatabase database = TestDatabases.create(dialect)) {
      String url =
          database.config().url() != null
              ? database.config().url()
              : "jdbc:sqlite:"
                  + database.config().dataDir().resolve(JdbcDatabases.EMBEDDED_FILE_NAME);
      database.config().dataDir().toFile().mkdirs();
      try (HikariDataSource v6 = DataSources.open(dialect, url, 3)) {
        Flyway.configure(Migrations.class.getClassLoader())
            .dataSource(v6)
            .locations(Migrations.location(dialect))
            .target("6")
            .load()
            .migrate();
        try (Connection c = v6.getConnection()) {
          execute(c, "INSERT INTO tenants (id, created_at) VALUES ('acme', 1)");
          for (String id : List.of("r1", "r2", "r3")) {
            execute(
                c,
                "INSERT INTO records (tenant_id, vault_id, record_id, subject_ref, created_at)"
                    + " VALUES ('acme', 'crm', '"
                    + id
                    + "', NULL, 2)");
          }
          field(c, "r1", "email", "email", "tok_e1", new byte[] {1, 2, 3});
          field(c, "r1", "phone", "phone", "tok_p1", new byte[] {4, 5});
          field(c, "r3", "note", "text", "tok_n3", new byte[] {(byte) 0xff, 0, 7});
        }
      }

      Stores stores = database.stores(); // migrates to the latest version
      List<RecordRecord> found =
          stores
              .database()
              .inReadTransaction(
                  tx -> stores.records().findAll(tx, ACME, "crm", List.of("r1", "r2", "r3")));
      Map<String, List<RecordRecord.Field>> fields =
          found.stream().collect(Collectors.toMap(RecordRecord::recordId, RecordRecord::fields));

      assertThat(fields).containsOnlyKeys("r1", "r2", "r3");
      assertThat(fields.get("r1"))
          .extracting(f -> f.name() + ":" + f.dataType() + ":" + f.token())
          .containsExactly("email:email:tok_e1", "phone:phone:tok_p1");
      assertThat(fields.get("r1").get(0).value()).containsExactly(1, 2, 3);
      assertThat(fields.get("r1").get(1).value()).containsExactly(4, 5);
      assertThat(fields.get("r2")).isEmpty();
      assertThat(fields.get("r3").getFirst().value()).containsExactly(0xff, 0, 7);
      assertThatThrownBy(
              () ->
                  stores
                      .database()
                      .inReadTransaction(
                          tx -> {
                            try (Statement s = JdbcTx.open(tx).connection().createStatement()) {
                              return s.executeQuery("SELECT * FROM record_fields").next();
                            } catch (SQLException e) {
                              throw new IllegalStateException(e);
                            }
                          }))
          .isInstanceOf(IllegalStateException.class);
    }
  }

  @Test
  void theFormatReadsBackWhatItWroteAndRefusesAnythingElse() {
    List<RecordRecord.Field> fields =
        List.of(
            new RecordRecord.Field("e", "email", "tok_1", new byte[] {9}),
            new RecordRecord.Field("名前", "text", "tok_2", new byte[0]));
    byte[] encoded = RecordFieldsFormat.encode(fields);
    assertThat(RecordFieldsFormat.decode(encoded))
        .extracting(f -> f.name() + ":" + f.dataType() + ":" + f.token() + ":" + f.value().length)
        .containsExactly("e:email:tok_1:1", "名前:text:tok_2:0");
    assertThat(RecordFieldsFormat.decode(RecordFieldsFormat.encode(List.of()))).isEmpty();

    byte[] truncated = java.util.Arrays.copyOf(encoded, encoded.length - 1);
    byte[] trailing = java.util.Arrays.copyOf(encoded, encoded.length + 1);
    byte[] otherVersion = encoded.clone();
    otherVersion[0] = 2;
    for (byte[] bad : List.of(truncated, trailing, otherVersion, new byte[0])) {
      assertThatThrownBy(() -> RecordFieldsFormat.decode(bad))
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  private static void field(
      Connection c, String recordId, String field, String dataType, String token, byte[] value)
      throws SQLException {
    try (PreparedStatement s =
        c.prepareStatement(
            "INSERT INTO record_fields"
                + " (tenant_id, vault_id, record_id, field, data_type, token, value)"
                + " VALUES ('acme', 'crm', ?, ?, ?, ?, ?)")) {
      s.setString(1, recordId);
      s.setString(2, field);
      s.setString(3, dataType);
      s.setString(4, token);
      s.setBytes(5, value);
      s.executeUpdate();
    }
  }

  private static void execute(Connection c, String sql) throws SQLException {
    try (Statement s = c.createStatement()) {
      s.execute(sql);
    }
  }
}
