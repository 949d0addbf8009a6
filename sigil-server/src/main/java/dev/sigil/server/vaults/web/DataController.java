package dev.sigil.server.vaults.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.Scope;
import dev.sigil.core.Sensitive;
import dev.sigil.core.UserError;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.config.SigilProperties;
import dev.sigil.server.tokens.web.RevealViews;
import dev.sigil.server.web.JsonBody;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.vaults.api.DataVaults;
import dev.sigil.vaults.api.RecordReveal;
import dev.sigil.vaults.api.SealedRecord;
import dev.sigil.vaults.api.VaultSchema;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Sealed records on the gateway port (SPEC section 5). */
@RestController
final class DataController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;

  private final DataVaults vaults;
  private final SigilProperties.Limits limits;

  DataController(DataVaults vaults, SigilProperties properties) {
    this.vaults = vaults;
    this.limits = properties.limits();
  }

  record RecordView(String id, Map<String, String> fields) {}

  record SealAnswer(String vault_id, List<RecordView> records) {}

  @PostMapping(path = "/v1/data", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.DATA_WRITE)
  ResponseEntity<SealAnswer> seal(
      Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    Optional<String> vaultId =
        in.required("vault_id", 63, DataController::vaultId, "format", "Is not a vault id.");
    JsonNode records = in.raw("records");
    in.finish();
    List<Map<String, Sensitive<String>>> values = records(records);
    List<SealedRecord> sealed = vaults.seal(caller.tenant(), vaultId.orElseThrow(), values);
    AuditNotes.of(request)
        .put("vault", vaultId.get())
        .put("records", sealed.stream().map(SealedRecord::id).toList());
    return ResponseEntity.status(HttpStatus.CREATED)
        .body(
            new SealAnswer(
                vaultId.get(),
                sealed.stream()
                    .map(s -> new RecordView(s.id(), new TreeMap<>(s.tokens())))
                    .toList()));
  }

  private List<Map<String, Sensitive<String>>> records(@Nullable JsonNode records) {
    if (records == null || !records.isArray() || records.isEmpty()) {
      throw invalid("/records", "required", "Must be a non-empty array of objects.");
    }
    if (records.size() > limits.maxItems()) {
      throw invalid(
          "/records", "too_many_items", "At most " + limits.maxItems() + " records per request.");
    }
    List<FieldError> errors = new ArrayList<>();
    List<Map<String, Sensitive<String>>> out = new ArrayList<>();
    for (int i = 0; i < records.size(); i++) {
      JsonNode record = records.get(i);
      Map<String, Sensitive<String>> values = new LinkedHashMap<>();
      if (!record.isObject()) {
        errors.add(new FieldError("/records/" + i, "type", "Must be a JSON object."));
        continue;
      }
      for (String name : record.propertyNames()) {
        JsonNode v = record.get(name);
        String at = "/records/" + i + "/" + name.replace("~", "~0").replace("/", "~1");
        if (!v.isString()
            || v.stringValue().isEmpty()
            || v.stringValue().length() > limits.maxValueLength()) {
          errors.add(
              new FieldError(
                  at,
                  "type",
                  "Must be a string of 1 to " + limits.maxValueLength() + " characters."));
        } else {
          values.put(name, Sensitive.of(v.stringValue()));
        }
      }
      out.add(values);
    }
    if (!errors.isEmpty()) {
      throw UserError.validation(errors);
    }
    return out;
  }

  record MaskedRecord(String vault_id, String id, Map<String, String> fields) {}

  @GetMapping(path = "/v1/data/{vault_id}/records/{id}", produces = JSON)
  @RequiresScope(Scope.DATA_READ)
  MaskedRecord read(
      Caller caller,
      @PathVariable("vault_id") String vaultId,
      @PathVariable("id") String id,
      HttpServletRequest request) {
    requireIds(vaultId, id);
    AuditNotes.of(request).put("vault", vaultId).put("record", id);
    return new MaskedRecord(vaultId, id, vaults.readMasked(caller.tenant(), vaultId, id));
  }

  @DeleteMapping(path = "/v1/data/{vault_id}/records/{id}", produces = JSON)
  @RequiresScope(Scope.DATA_WRITE)
  ResponseEntity<Void> delete(
      Caller caller,
      @PathVariable("vault_id") String vaultId,
      @PathVariable("id") String id,
      HttpServletRequest request) {
    requireIds(vaultId, id);
    AuditNotes.of(request).put("vault", vaultId).put("record", id);
    vaults.delete(caller.tenant(), vaultId, id);
    return ResponseEntity.noContent().build();
  }

  record RecordRevealView(
      String id, String status, @Nullable Map<String, RevealViews.Item> fields) {}

  record RevealAnswer(String vault_id, List<RecordRevealView> records) {}

  @PostMapping(path = "/v1/data/reveal", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.DATA_REVEAL)
  RevealAnswer reveal(Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    Optional<String> vaultId =
        in.required("vault_id", 63, DataController::vaultId, "format", "Is not a vault id.");
    Optional<List<String>> ids = in.requiredStrings("ids", limits.maxItems(), 64);
    JsonNode fieldsNode = in.raw("fields");
    Optional<String> purpose = RevealViews.purpose(in);
    Optional<Redaction> redaction =
        in.optional(
            "redaction", 16, Redaction::fromWire, "unknown_redaction", "Must be plain or masked.");
    in.finish();
    Set<String> fields = fields(fieldsNode);
    List<RecordReveal> answers =
        vaults.reveal(
            caller.tenant(),
            vaultId.orElseThrow(),
            ids.orElseThrow(),
            fields,
            purpose.orElseThrow(),
            redaction.orElse(Redaction.PLAIN),
            caller.scopes());
    List<Map<String, String>> decisions = new ArrayList<>();
    List<String> subjects = new ArrayList<>();
    List<RecordRevealView> views = new ArrayList<>();
    for (RecordReveal r : answers) {
      if (!r.found()) {
        views.add(new RecordRevealView(r.id(), "not_found", null));
        continue;
      }
      Map<String, RevealViews.Item> byField = new TreeMap<>();
      r.fields()
          .forEach(
              (name, rev) -> {
                byField.put(name, RevealViews.of(rev));
                decisions.add(
                    Map.of(
                        "record",
                        r.id(),
                        "field",
                        name,
                        "status",
                        rev.status().wireName(),
                        "reason",
                        rev.reason() == null ? "" : rev.reason()));
                if (rev.subjectRef() != null) {
                  subjects.add(rev.subjectRef());
                }
              });
      views.add(new RecordRevealView(r.id(), "found", byField));
    }
    AuditNotes.of(request)
        .put("vault", vaultId.get())
        .put("purpose", purpose.get())
        .put("decisions", decisions)
        .answerHoldsSubjects(subjects);
    return new RevealAnswer(vaultId.get(), views);
  }

  private static @Nullable Set<String> fields(@Nullable JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isArray() || node.isEmpty()) {
      throw invalid("/fields", "type", "Must be a non-empty array of field names.");
    }
    Set<String> out = new LinkedHashSet<>();
    for (int i = 0; i < node.size(); i++) {
      if (!node.get(i).isString() || !VaultSchema.isFieldName(node.get(i).stringValue())) {
        throw invalid("/fields/" + i, "format", "Is not a field name.");
      }
      out.add(node.get(i).stringValue());
    }
    return out;
  }

  private static void requireIds(String vaultId, String id) {
    if (!VaultSchema.isVaultId(vaultId)) {
      throw new UserError(ErrorCode.VAULT_NOT_FOUND, "No such vault.");
    }
    if (id.length() > 64) {
      throw new UserError(ErrorCode.RECORD_NOT_FOUND, "No such record.");
    }
  }

  private static Optional<String> vaultId(String s) {
    return VaultSchema.isVaultId(s) ? Optional.of(s) : Optional.empty();
  }

  private static UserError invalid(String pointer, String code, String detail) {
    return UserError.validation(List.of(new FieldError(pointer, code, detail)));
  }
}
