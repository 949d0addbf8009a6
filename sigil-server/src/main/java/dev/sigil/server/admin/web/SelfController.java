package dev.sigil.server.admin.web;

import dev.sigil.core.Scope;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.AnyScope;
import java.time.Instant;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** The caller's own credential: lets a client check its token and scopes cheaply. */
@RestController
final class SelfController {

  record SelfView(
      String credential,
      String tenant,
      String name,
      List<String> scopes,
      boolean platformAdmin,
      @Nullable Instant expiresAt) {}

  @GetMapping(path = "/v1/credentials/self", produces = MediaType.APPLICATION_JSON_VALUE)
  @AnyScope
  SelfView self(Caller caller) {
    return new SelfView(
        caller.credential().value(),
        caller.tenant().value(),
        caller.name(),
        caller.scopes().stream().map(Scope::wireName).sorted().toList(),
        caller.platformAdmin(),
        caller.expiresAt());
  }
}
