package dev.sigil.server.relay.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.Scope;
import dev.sigil.core.TenantId;
import dev.sigil.core.UserError;
import dev.sigil.detect.PiiClass;
import dev.sigil.relay.api.Connections;
import dev.sigil.relay.api.Deidentified;
import dev.sigil.relay.api.Deidentifier;
import dev.sigil.relay.api.Placeholders;
import dev.sigil.relay.api.Replacement;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.web.JsonBody;
import jakarta.servlet.http.HttpServletRequest;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * {@code POST /v1/ai/deidentify} (SPEC section 7): a preview of what a provider would see. The
 * answer holds the de-identified text and offsets only; the audit event holds counts per class.
 */
@RestController
final class DeidentifyController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;
  static final int MAX_TEXT = 1_000_000;

  private final Deidentifier deidentifier;
  private final Connections connections;

  DeidentifyController(Deidentifier deidentifier, Connections connections) {
    this.deidentifier = deidentifier;
    this.connections = connections;
  }

  record EntityView(
      @JsonProperty("class") String piiClass, int start, int end, String placeholder) {}

  record DeidentifiedView(String text, List<EntityView> entities) {}

  @PostMapping(path = "/v1/ai/deidentify", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.AI_CHAT)
  DeidentifiedView deidentify(
      Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    Optional<String> connection = in.optionalString("connection_id", 128);
    Optional<Set<PiiClass>> asked =
        in.optionalSet(
            "classes",
            PiiClass::fromWireName,
            "unknown_class",
            "Must be a detection class (docs/detection.md).");
    String text = in.requiredString("text", MAX_TEXT).orElse("");
    in.finish();
    Set<PiiClass> classes = classes(caller.tenant(), connection, asked);
    Placeholders placeholders = new Placeholders();
    placeholders.reserveWritten(text);
    Deidentified out = deidentifier.apply(text, classes, placeholders);
    AuditNotes.of(request)
        .put("connection", connection.orElse("(none)"))
        .put("deidentified", counts(out.replacements()));
    return new DeidentifiedView(
        out.text(),
        out.replacements().stream()
            .map(r -> new EntityView(r.piiClass().wireName(), r.start(), r.end(), r.placeholder()))
            .toList());
  }

  /**
   * The classes to look for: the connection's (every class without one), narrowed by {@code
   * classes}, which may not name a class the connection does not take out.
   */
  private Set<PiiClass> classes(
      TenantId tenant, Optional<String> connection, Optional<Set<PiiClass>> asked) {
    Set<PiiClass> allowed =
        connection
            .map(
                id ->
                    connections
                        .find(tenant, id)
                        .orElseThrow(
                            () ->
                                new UserError(
                                    ErrorCode.CONNECTION_NOT_FOUND, "No such connection."))
                        .deidentify())
            .orElseGet(() -> EnumSet.allOf(PiiClass.class));
    if (asked.isEmpty()) {
      return allowed;
    }
    if (!allowed.containsAll(asked.get())) {
      throw UserError.validation(
          List.of(
              new FieldError(
                  "/classes",
                  "class_not_in_connection",
                  "Names a class the connection does not take out.")));
    }
    return asked.get();
  }

  private static Map<String, Integer> counts(List<Replacement> replacements) {
    Map<String, Integer> counts = new TreeMap<>();
    for (Replacement r : replacements) {
      counts.merge(r.piiClass().wireName(), 1, Integer::sum);
    }
    return counts;
  }
}
