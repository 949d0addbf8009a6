package dev.sigil.server.tokens.web;

import dev.sigil.core.Scope;
import dev.sigil.core.Sensitive;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.web.JsonBody;
import dev.sigil.tokens.api.Erasure;
import dev.sigil.tokens.api.SubjectHoldings;
import dev.sigil.tokens.api.TokenVault;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * Data subjects: erasure, the access request, consents (SPEC sections 4 and 12). Subject ids travel
 * in bodies, never in URLs, and reach the audit chain only as the tenant's keyed hash.
 */
@RestController
final class SubjectsController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;

  private final TokenVault vault;

  SubjectsController(TokenVault vault) {
    this.vault = vault;
  }

  record ErasureView(
      int keys, int tokens, int records, int clientRefs, int consents, int idempotentAnswers) {}

  @PostMapping(path = "/v1/subjects/erase", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.SUBJECTS_ERASE)
  ErasureView erase(Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    Sensitive<String> subject = subject(body);
    Erasure e = vault.erase(caller.tenant(), subject);
    ErasureView view =
        new ErasureView(
            e.keys(), e.tokens(), e.records(), e.clientRefs(), e.consents(), e.idempotentAnswers());
    AuditNotes.of(request)
        .put("subject", e.subjectRef())
        .put(
            "erased",
            Map.of(
                "keys", e.keys(),
                "tokens", e.tokens(),
                "records", e.records(),
                "clientRefs", e.clientRefs(),
                "consents", e.consents(),
                "idempotentAnswers", e.idempotentAnswers()));
    return view;
  }

  record HeldTokenView(String token, String dataType, String tokenType, Instant createdAt) {}

  record HeldRecordView(String vault_id, String id) {}

  record HoldingsView(
      boolean hasKey,
      List<HeldTokenView> tokens,
      List<HeldRecordView> records,
      List<String> consents) {}

  @PostMapping(path = "/v1/subjects/lookup", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.SUBJECTS_READ)
  HoldingsView lookup(Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    SubjectHoldings h = vault.lookup(caller.tenant(), subject(body));
    AuditNotes.of(request)
        .put("tokens", h.tokens().size())
        .answerHoldsSubjects(List.of(h.subjectRef()));
    return new HoldingsView(
        h.hasKey(),
        h.tokens().stream()
            .map(
                t ->
                    new HeldTokenView(
                        t.token(),
                        t.dataType().wireName(),
                        t.tokenType().wireName(),
                        t.createdAt()))
            .toList(),
        h.records().stream()
            .map(
                r ->
                    new HeldRecordView(
                        r.substring(0, r.indexOf('/')), r.substring(r.indexOf('/') + 1)))
            .toList(),
        h.consents());
  }

  @PostMapping(path = "/v1/consents", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  ResponseEntity<Map<String, Object>> grant(
      Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    String subject = in.requiredString("dataSubject", TokensController.MAX_ID_LENGTH).orElse("");
    String purpose = RevealViews.purpose(in).orElse("");
    in.finish();
    boolean recorded = vault.grantConsent(caller.tenant(), Sensitive.of(subject), purpose);
    AuditNotes.of(request)
        .put("subject", vault.subjectRef(caller.tenant(), Sensitive.of(subject)))
        .put("purpose", purpose)
        .put("recorded", recorded);
    return ResponseEntity.status(recorded ? HttpStatus.CREATED : HttpStatus.OK)
        .body(Map.of("purpose", purpose, "recorded", recorded));
  }

  @PostMapping(path = "/v1/consents/withdraw", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  Map<String, Object> withdraw(
      Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    String subject = in.requiredString("dataSubject", TokensController.MAX_ID_LENGTH).orElse("");
    String purpose = RevealViews.purpose(in).orElse("");
    in.finish();
    boolean withdrawn = vault.withdrawConsent(caller.tenant(), Sensitive.of(subject), purpose);
    AuditNotes.of(request)
        .put("subject", vault.subjectRef(caller.tenant(), Sensitive.of(subject)))
        .put("purpose", purpose)
        .put("withdrawn", withdrawn);
    return Map.of("purpose", purpose, "withdrawn", withdrawn);
  }

  private static Sensitive<String> subject(JsonNode body) {
    JsonBody in = JsonBody.of(body);
    String subject = in.requiredString("dataSubject", TokensController.MAX_ID_LENGTH).orElse("");
    in.finish();
    return Sensitive.of(subject);
  }
}
