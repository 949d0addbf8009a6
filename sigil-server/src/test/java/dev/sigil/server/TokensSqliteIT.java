package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Tokenization on the embedded SQLite store. */
class TokensSqliteIT extends TokensContract {

  /**
   * Issue 4: after a workload that stores values, subject ids and client references in every way
   * the vault stores anything (tokens of every type, subjects, consents, idempotent answers of
   * reveals, erasure), no file of the data directory (database, WAL, shared memory, key files)
   * holds any of them in clear.
   */
  @Test
  void theDataDirectoryHoldsNoPlaintext() throws IOException {
    String run = unique();
    List<String> secrets = new ArrayList<>();
    List<String> items = new ArrayList<>();
    String[][] values = {
      {"plain.text." + run + "@example.org", "email"},
      {"+1650253" + "0000", "phone"},
      {"Zebulon Quartermain" + run.replaceAll("\\d", ""), "name"},
      {"4012888888881881", "card_number"},
      {"GB82WEST12345698765432", "iban"},
      {"078-05-1120", "ssn"},
      {"1984-04-01", "date"},
      {"203.0.113.77", "ip_address"},
      {"free text secret " + run, "text"},
    };
    for (String[] v : values) {
      secrets.add(v[0]);
      String subject = "subject-" + v[1] + "-" + run;
      String clientRef = "client-ref-" + v[1] + "-" + run;
      secrets.add(subject);
      secrets.add(clientRef);
      for (String type : new String[] {"deterministic", "random"}) {
        items.add(item(v[0], v[1], type, "dataSubject", subject, "clientRef", clientRef + type));
      }
      items.add(item(v[0], v[1], "random"));
    }
    JsonTokens tokens = new JsonTokens(tokenizeOk(items.toArray(String[]::new)));
    policy(
        "["
            + rule(
                "*",
                "[\"email\",\"phone\",\"name\",\"card_number\",\"iban\",\"ssn\",\"date\",\"ip_address\",\"text\"]",
                "plain",
                false)
            + "]");
    String reveal =
        "{\"tokens\":" + tokens.json() + ",\"purpose\":\"support\",\"redaction\":\"plain\"}";
    var revealed =
        server.postTo(
            server.vault("/v1/detokenize"),
            revealer,
            reveal,
            Map.of("Idempotency-Key", "k-" + run));
    assertThat(revealed.body()).contains(values[0][0]); // the workload did reveal values
    server.postVault(
        "/v1/consents",
        admin,
        "{\"dataSubject\":\"subject-email-" + run + "\",\"purpose\":\"support\"}");
    server.postVault(
        "/v1/subjects/erase", eraser, "{\"dataSubject\":\"subject-phone-" + run + "\"}");

    List<Path> files;
    try (Stream<Path> walk = Files.walk(dataDir)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    assertThat(files).anyMatch(f -> f.getFileName().toString().endsWith("-wal"));
    for (Path file : files) {
      String content = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
      for (String secret : secrets) {
        assertThat(content.contains(secret))
            .as("%s holds a value in clear", file.getFileName())
            .isFalse();
      }
    }
  }

  /** The tokens of a tokenize answer as a JSON array. */
  record JsonTokens(tools.jackson.databind.JsonNode items) {
    String json() {
      List<String> out = new ArrayList<>();
      items.forEach(i -> out.add("\"" + i.get("token").stringValue() + "\""));
      return "[" + String.join(",", out) + "]";
    }
  }
}
