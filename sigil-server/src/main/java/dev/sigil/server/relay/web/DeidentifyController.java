package dev.sigil.server.relay.web;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.sigil.core.ErrorCode;
import dev.sigil.core.Scope;
import dev.sigil.core.UserError;
import dev.sigil.detect.PiiClass;
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

  /** The built-in connection of the embedded default: it de-identifies every class. */
  static final String ECHO = "echo";

  private final Deidentifier deidentifier;

  DeidentifyController(Deidentifier deidentifier) {
    this.deidentifier = deidentifier;
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
    Set<PiiClass> classes = classes(connection, asked);
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
   * The classes to look for: those asked for, else the connection's. Until connections are
   * configurable (issue 7) the only one is the built-in {@code echo}, which covers every class.
   */
  private static Set<PiiClass> classes(Optional<String> connection, Optional<Set<PiiClass>> asked) {
    if (connection.isPresent() && !connection.get().equals(ECHO)) {
      throw new UserError(ErrorCode.CONNECTION_NOT_FOUND, "No such connection.");
    }
    return asked.map(EnumSet::copyOf).orElseGet(() -> EnumSet.allOf(PiiClass.class));
  }

  private static Map<String, Integer> counts(List<Replacement> replacements) {
    Map<String, Integer> counts = new TreeMap<>();
    for (Replacement r : replacements) {
      counts.merge(r.piiClass().wireName(), 1, Integer::sum);
    }
    return counts;
  }
}
