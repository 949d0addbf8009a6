package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Sealed records on the embedded SQLite store, with checks that need the file itself. */
class DataSqliteIT extends DataContract {

  @Override
  Connection openStore() throws SQLException {
    return DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("sigil.db"));
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
