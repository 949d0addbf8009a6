package dev.sigil.server.web;

import dev.sigil.store.Database;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * Liveness and readiness without credentials. Answers reveal nothing but a status word: no
 * versions, no database names, no counts.
 */
@RestController
final class HealthController {
  private final Database database;

  HealthController(Database database) {
    this.database = database;
  }

  @GetMapping(path = "/healthz", produces = MediaType.APPLICATION_JSON_VALUE)
  @Public("/healthz")
  Map<String, String> health() {
    return Map.of("status", "ok");
  }

  @GetMapping(path = "/readyz", produces = MediaType.APPLICATION_JSON_VALUE)
  @Public("/readyz")
  ResponseEntity<Map<String, String>> ready() {
    boolean ready = database.ping();
    return ResponseEntity.status(ready ? 200 : 503)
        .body(Map.of("status", ready ? "ready" : "unavailable"));
  }
}
