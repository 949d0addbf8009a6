package dev.sigil.server.tokens.web;

import dev.sigil.core.Scope;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.web.JsonBody;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.tokens.api.RevealPolicy;
import dev.sigil.tokens.api.RevealRule;
import dev.sigil.tokens.api.TokenVault;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** The tenant's reveal policy (SPEC sections 6 and 12): deny by default, replaced as a whole. */
@RestController
final class PolicyController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;
  private static final String PATH = "/v1/admin/policies/reveal";

  private final TokenVault vault;

  PolicyController(TokenVault vault) {
    this.vault = vault;
  }

  record RuleView(
      List<String> purposes,
      List<String> dataTypes,
      List<String> scopes,
      String redaction,
      boolean requireConsent) {
    Map<String, Object> asMap() {
      return Map.of(
          "purposes", purposes,
          "dataTypes", dataTypes,
          "scopes", scopes,
          "redaction", redaction,
          "requireConsent", requireConsent);
    }
  }

  record PolicyView(List<RuleView> rules) {
    static PolicyView of(RevealPolicy p) {
      return new PolicyView(
          p.rules().stream()
              .map(
                  r ->
                      new RuleView(
                          r.purposes().stream().sorted().toList(),
                          r.dataTypes().stream().map(DataType::wireName).sorted().toList(),
                          r.scopes().stream().map(Scope::wireName).sorted().toList(),
                          r.redaction().wireName(),
                          r.requireConsent()))
              .toList());
    }
  }

  @GetMapping(path = PATH, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  PolicyView get(Caller caller) {
    return PolicyView.of(vault.revealPolicy(caller.tenant()));
  }

  @PutMapping(path = PATH, consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  PolicyView put(Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    List<JsonBody> readers = rules(in);
    List<Optional<RevealRule>> rules = readers.stream().map(PolicyController::rule).toList();
    in.finish();
    RevealPolicy policy = new RevealPolicy(rules.stream().map(Optional::orElseThrow).toList());
    vault.putRevealPolicy(caller.tenant(), policy);
    PolicyView view = PolicyView.of(policy);
    // who may see what is itself worth a trail: the rules hold no value, only names
    AuditNotes.of(request).put("rules", view.rules().stream().map(RuleView::asMap).toList());
    return view;
  }

  /** The rules; an empty list is allowed (it reveals nothing). */
  private static List<JsonBody> rules(JsonBody in) {
    if (in.isEmptyArray("rules")) {
      return List.of();
    }
    return in.requiredObjects("rules", 1000).orElse(List.of());
  }

  private static Optional<RevealRule> rule(JsonBody in) {
    Optional<Set<String>> purposes =
        in.requiredSet(
            "purposes",
            p ->
                p.equals(RevealRule.ANY_PURPOSE) || RevealRule.isPurpose(p)
                    ? Optional.of(p)
                    : Optional.empty(),
            "format",
            "Must be * or 1 to 64 letters, digits, '_', '.', ':' or '-'.");
    Optional<Set<DataType>> types =
        in.requiredSet(
            "dataTypes", DataType::fromWire, "unknown_data_type", "Is not a known data type.");
    Optional<Set<Scope>> scopes =
        in.requiredSet("scopes", Scope::fromWire, "unknown_scope", "Is not a known scope.");
    Optional<Redaction> redaction =
        in.required(
            "redaction", 16, Redaction::fromWire, "unknown_redaction", "Must be plain or masked.");
    boolean consent = in.optionalBoolean("requireConsent").orElse(false);
    if (purposes.isEmpty() || types.isEmpty() || scopes.isEmpty() || redaction.isEmpty()) {
      return Optional.empty(); // the error is recorded: finish() throws
    }
    return Optional.of(
        new RevealRule(purposes.get(), types.get(), scopes.get(), redaction.get(), consent));
  }
}
