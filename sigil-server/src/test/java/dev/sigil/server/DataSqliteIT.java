package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.store.RecordRecord;
import dev.sigil.store.jdbc.RecordFieldsFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Sealed records on the embedded SQLite store, with checks that need the file itself. */
class DataSqliteIT extends DataContract {

  /** Issue 5: a ciphertext copied to another record or another field does not open. */
  @Test
  void aCiphertextMovedToAnotherRecordOrFieldDoesNotOpen() throws Exception {
    JsonNode sealed =
        sealOk(
            "[{\"email\":\"a."
                + unique()
                + "@example.org\",\"phone\":\"+14155552671\"},"
                + "{\"email\":\"b."
                + unique()
                + "@example.org\",\"phone\":\"+14155552672\"}]");
    String a = sealed.get(0).get("id").stringValue();
    String b = sealed.get(1).get("id").stringValue();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("sigil.db"))) {
      copy(c, a, "email", b, "email"); // another record
      copy(c, a, "phone", a, "email"); // another field
    }
    for (String id : List.of(a, b)) {
      assertProblem(server.get("/v1/data/crm/records/" + id, reader), 500, "crypto_failure");
    }
  }

  /**
   * Puts the ciphertext of one record's field in place of another's (fields: one value per record).
   */
  private static void copy(
      Connection c, String fromId, String fromField, String toId, String toField) throws Exception {
    byte[] value =
        fields(c, fromId).stream()
            .filter(f -> f.name().equals(fromField))
            .findFirst()
            .orElseThrow()
            .value();
    List<RecordRecord.Field> to = new ArrayList<>(fields(c, toId));
    to.replaceAll(
        f ->
            f.name().equals(toField)
                ? new RecordRecord.Field(f.name(), f.dataType(), f.token(), value)
                : f);
    try (PreparedStatement s =
        c.prepareStatement("UPDATE records SET fields = ? WHERE record_id = ?")) {
      s.setBytes(1, RecordFieldsFormat.encode(to));
      s.setString(2, toId);
      assertThat(s.executeUpdate()).isEqualTo(1);
    }
  }

  private static List<RecordRecord.Field> fields(Connection c, String recordId) throws Exception {
    try (PreparedStatement s =
        c.prepareStatement("SELECT fields FROM records WHERE record_id = ?")) {
      s.setString(1, recordId);
      try (ResultSet r = s.executeQuery()) {
        assertThat(r.next()).isTrue();
        return RecordFieldsFormat.decode(r.getBytes(1));
      }
    }
  }

  @Test
  void theDataDirectoryHoldsNoSealedValue() throws IOException {
    String run = unique();
    List<String> secrets =
        List.of("sealed.secret." + run + "@example.org", "+442071838750", "customer-secret-" + run);
    sealOk(
        "[{\"email\":\""
            + secrets.get(0)
            + "\",\"phone\":\""
            + secrets.get(1)
            + "\",\"customer_id\":\""
            + secrets.get(2)
            + "\"}]");
    List<Path> files;
    try (Stream<Path> walk = Files.walk(dataDir)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    for (Path file : files) {
      String content = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
      for (String secret : secrets) {
        assertThat(content.contains(secret))
            .as("%s holds a value in clear", file.getFileName())
            .isFalse();
      }
    }
  }
}
