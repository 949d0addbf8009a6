package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No protected value in a log line (SPEC section 6): the real service process, with Sigil's own
 * loggers and Spring's at TRACE (Spring's web loggers would write bodies there), tokenizes, refuses
 * invalid values, reveals, records consents, replays and erases, and relays AI chats (plain,
 * streamed, previewed, to a provider that fails, with the provider client's loggers at TRACE too);
 * its whole output then holds none of the values, subject ids, client references or provider keys.
 */
class TokenLogsIT {
  @TempDir Path dataDir;

  @Test
  void theLogHoldsNoValueSubjectOrClientReference() throws Exception {
    List<String> secrets =
        List.of(
            "logged.value@example.org",
            "4012888888881881",
            "not-an-email-secret",
            "4111111111111112",
            "subject-secret-7",
            "client-ref-secret-9",
            "relay.secret@example.org",
            "Quintessa Marlowe",
            "sk-provider-secret-31");
    try (ServiceProcess p =
        ServiceProcess.start(
            dataDir,
            java.util.Map.of(
                "LOGGING_LEVEL_DEV_SIGIL",
                "TRACE",
                "LOGGING_LEVEL_ORG_SPRINGFRAMEWORK",
                "TRACE",
                "LOGGING_LEVEL_ORG_SPRINGFRAMEWORK_WEB",
                "TRACE",
                "LOGGING_LEVEL_ORG_SPRINGFRAMEWORK_HTTP",
                "TRACE",
                "LOGGING_LEVEL_ORG_APACHE_HC",
                "TRACE"))) {
      String admin = Files.readString(dataDir.resolve("bootstrap-token")).trim();
      String items =
          "{\"items\":[{\"value\":\"logged.value@example.org\",\"dataType\":\"email\","
              + "\"dataSubject\":\"subject-secret-7\",\"clientRef\":\"client-ref-secret-9\"},"
              + "{\"value\":\"4012888888881881\",\"dataType\":\"card_number\","
              + "\"tokenType\":\"format_preserving\"}]}";
      String app = credential(p, admin);
      HttpResponse<String> tokens = post(p.vaultUri("/v1/tokenize"), app, items, "key-1");
      assertThat(tokens.statusCode()).as(tokens.body()).isEqualTo(200);
      assertThat(post(p.vaultUri("/v1/tokenize"), app, items, "key-1").headers().map())
          .containsKey("idempotent-replayed");
      String bad =
          "{\"items\":[{\"value\":\"not-an-email-secret\",\"dataType\":\"email\"},"
              + "{\"value\":\"4111111111111112\",\"dataType\":\"card_number\"}]}";
      assertThat(post(p.vaultUri("/v1/tokenize"), app, bad, null).statusCode()).isEqualTo(422);
      put(p.uri("/v1/admin/policies/reveal"), admin);
      String token = Json.parse(tokens.body()).get("items").get(0).get("token").stringValue();
      HttpResponse<String> revealed =
          post(
              p.vaultUri("/v1/detokenize"),
              app,
              "{\"tokens\":[\"" + token + "\"],\"purpose\":\"support\"}",
              "key-2");
      assertThat(revealed.body()).contains("logged.value@example.org");
      String subject = "{\"dataSubject\":\"subject-secret-7\",\"purpose\":\"support\"}";
      assertThat(post(p.vaultUri("/v1/consents"), admin, subject, null).statusCode())
          .isEqualTo(201);
      assertThat(
              post(
                      p.vaultUri("/v1/subjects/erase"),
                      app,
                      "{\"dataSubject\":\"subject-secret-7\"}",
                      null)
                  .statusCode())
          .isEqualTo(200);
      relay(p, admin);
      String log = p.output();
      assertThat(log).contains("Sigil listening");
      assertThat(log).as("Spring's TRACE logging is on").contains("TRACE");
      for (String secret : secrets) {
        assertThat(log).as("the log holds a protected value").doesNotContain(secret);
      }
    }
  }

  /** The AI relay: plain and streamed chat through echo, a preview, a provider that is down. */
  private static void relay(ServiceProcess p, String admin) throws Exception {
    String chat =
        "{\"connection_id\":\"echo\",\"purpose\":\"support\",\"rehydrate\":true,"
            + "\"messages\":[{\"role\":\"user\",\"content\":"
            + "\"I am Quintessa Marlowe, mail relay.secret@example.org\"}]}";
    HttpResponse<String> plain = post(p.uri("/v1/ai/chat/completions"), admin, chat, "key-3");
    assertThat(plain.body()).as(plain.body()).contains("relay.secret@example.org");
    HttpResponse<String> streamed =
        post(
            p.uri("/v1/ai/chat/completions"),
            admin,
            chat.replace("\"rehydrate\":true", "\"rehydrate\":true,\"stream\":true"),
            null);
    assertThat(streamed.body()).contains("[DONE]");
    assertThat(
            post(
                    p.uri("/v1/ai/deidentify"),
                    admin,
                    "{\"text\":\"relay.secret@example.org and Quintessa Marlowe\"}",
                    null)
                .body())
        .contains("<EMAIL_1>");
    // a provider that reads the call (the client's loggers would write its headers) and fails
    HttpServer failing = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    failing.createContext(
        "/",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          exchange.sendResponseHeaders(500, -1);
          exchange.close();
        });
    failing.start();
    try {
      HttpResponse<String> down =
          ServiceProcess.send(
              HttpRequest.newBuilder(p.uri("/v1/admin/connections/down"))
                  .header("Authorization", "Bearer " + admin)
                  .header("Content-Type", "application/json")
                  .PUT(
                      HttpRequest.BodyPublishers.ofString(
                          "{\"provider\":\"openai\",\"baseUrl\":\"http://127.0.0.1:"
                              + failing.getAddress().getPort()
                              + "/v1\",\"apiKey\":\"sk-provider-secret-31\","
                              + "\"purposes\":[\"*\"],\"defaultModel\":\"m\"}"))
                  .build());
      assertThat(down.statusCode()).as(down.body()).isEqualTo(200);
      assertThat(
              post(p.uri("/v1/ai/chat/completions"), admin, chat.replace("echo", "down"), null)
                  .statusCode())
          .isEqualTo(502);
    } finally {
      failing.stop(0);
    }
  }

  private static String credential(ServiceProcess p, String admin) throws Exception {
    HttpResponse<String> r =
        post(
            p.uri("/v1/admin/credentials"),
            admin,
            "{\"name\":\"app\",\"scopes\":[\"tokens:write\",\"tokens:reveal\",\"subjects:erase\"]}",
            null);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
    return Json.parse(r.body()).get("token").stringValue();
  }

  private static void put(URI uri, String admin) throws Exception {
    HttpResponse<String> r =
        ServiceProcess.send(
            HttpRequest.newBuilder(uri)
                .header("Authorization", "Bearer " + admin)
                .header("Content-Type", "application/json")
                .PUT(
                    HttpRequest.BodyPublishers.ofString(
                        "{\"rules\":[{\"purposes\":[\"support\"],\"dataTypes\":[\"email\"],"
                            + "\"scopes\":[\"tokens:reveal\"],\"redaction\":\"plain\"}]}"))
                .build());
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
  }

  private static HttpResponse<String> post(URI uri, String token, String body, String key)
      throws Exception {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(uri)
            .header("Authorization", "Bearer " + token)
            .header("Content-Type", "application/json");
    if (key != null) {
      b.header("Idempotency-Key", key);
    }
    return ServiceProcess.send(b.POST(HttpRequest.BodyPublishers.ofString(body)).build());
  }
}
