package dev.sigil.server.audit.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.Scope;
import dev.sigil.core.UserError;
import dev.sigil.server.audit.AuditCheckpoints;
import dev.sigil.server.audit.AuditLog;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.store.AuditRecord;
import dev.sigil.store.Stores;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * The audit chain of the caller's tenant (SPEC section 9), for {@code audit:read}. Query parameter
 * problems are reported with pointers as if the parameters were fields of an object.
 */
@RestController
final class AuditController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;
  private static final int MAX_LIMIT = 500;

  private final Stores stores;
  private final AuditLog audit;
  private final AuditCheckpoints checkpoints;
  private final ObjectMapper mapper;

  AuditController(
      Stores stores, AuditLog audit, AuditCheckpoints checkpoints, ObjectMapper mapper) {
    this.stores = stores;
    this.audit = audit;
    this.checkpoints = checkpoints;
    this.mapper = mapper;
  }

  /** Events by request id, or a page by time range or by operation, in seq order. */
  @GetMapping(path = "/v1/audit/events", produces = JSON)
  @RequiresScope(Scope.AUDIT_READ)
  Map<String, Object> events(
      Caller caller,
      @RequestParam(required = false) @Nullable String requestId,
      @RequestParam(required = false) @Nullable String from,
      @RequestParam(required = false) @Nullable String to,
      @RequestParam(required = false) @Nullable String operation,
      @RequestParam(defaultValue = "-1") long after,
      @RequestParam(defaultValue = "100") int limit) {
    List<FieldError> errors = new ArrayList<>();
    if (limit < 1 || limit > MAX_LIMIT) {
      errors.add(new FieldError("/limit", "range", "Must be 1 to " + MAX_LIMIT + "."));
    }
    Instant start = instant("/from", from, Instant.EPOCH, errors);
    Instant end = instant("/to", to, Instant.parse("9999-12-31T23:59:59Z"), errors);
    if (!errors.isEmpty()) {
      throw UserError.validation(errors);
    }
    List<AuditRecord> page =
        stores
            .database()
            .inReadTransaction(
                tx -> {
                  var store = stores.audit();
                  if (requestId != null) {
                    return store.findByRequestId(tx, caller.tenant(), requestId).stream().toList();
                  }
                  if (operation != null) {
                    return store.byOperation(tx, caller.tenant(), operation, after, limit);
                  }
                  return store.byTime(tx, caller.tenant(), start, end, after, limit);
                });
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("events", page.stream().map(this::view).toList());
    if (requestId == null && page.size() == limit) {
      out.put("next", page.getLast().seq());
    }
    return out;
  }

  /**
   * Recomputes the caller's tenant chain: {@code valid}, {@code events}, {@code head}, and the
   * first broken link.
   */
  @GetMapping(path = "/v1/audit/verify", produces = JSON)
  @RequiresScope(Scope.AUDIT_READ)
  Map<String, Object> verify(Caller caller) {
    AuditLog.Verification v = audit.verify(caller.tenant());
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("valid", v.valid());
    out.put("events", v.events());
    out.put("head", HexFormat.of().formatHex(v.head()));
    if (v.brokenSeq() != null) {
      Map<String, Object> broken = new LinkedHashMap<>();
      broken.put("seq", v.brokenSeq());
      if (v.brokenRequestId() != null) {
        broken.put("requestId", v.brokenRequestId());
      }
      broken.put("reason", v.reason());
      out.put("firstBroken", broken);
    }
    return out;
  }

  /**
   * The latest signed checkpoint of the caller's tenant log (C2SP signed note), with the raw
   * Ed25519 public key that verifies it.
   */
  @GetMapping(path = "/v1/audit/checkpoint", produces = JSON)
  @RequiresScope(Scope.AUDIT_READ)
  Map<String, Object> checkpoint(Caller caller) {
    AuditCheckpoints.Signed signed =
        checkpoints
            .latest(caller.tenant())
            .orElseThrow(() -> new UserError(ErrorCode.NOT_FOUND, "No checkpoint yet."));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("origin", AuditCheckpoints.origin(caller.tenant()));
    out.put("size", signed.checkpoint().size());
    out.put("root", Base64.getEncoder().encodeToString(signed.checkpoint().root()));
    out.put("note", signed.checkpoint().note());
    out.put("keyName", AuditCheckpoints.origin(caller.tenant()));
    out.put("publicKey", Base64.getEncoder().encodeToString(signed.publicKey()));
    return out;
  }

  /**
   * An RFC 9162 inclusion proof of a request's event in the first {@code size} events (default: the
   * log as it is now).
   */
  @GetMapping(path = "/v1/audit/proofs/inclusion", produces = JSON)
  @RequiresScope(Scope.AUDIT_READ)
  Map<String, Object> inclusion(
      Caller caller,
      @RequestParam String requestId,
      @RequestParam(required = false) @Nullable Long size) {
    long current = checkpoints.size(caller.tenant());
    long at = size == null ? current : checkSize("/size", size, 1, current);
    AuditCheckpoints.Inclusion p =
        checkpoints
            .inclusion(caller.tenant(), requestId, at)
            .orElseThrow(
                () -> new UserError(ErrorCode.NOT_FOUND, "No such event in that log size."));
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("seq", p.seq());
    out.put("size", p.size());
    out.put("leafHash", b64(p.leafHash()));
    out.put("proof", p.proof().stream().map(AuditController::b64).toList());
    out.put("root", b64(p.root()));
    return out;
  }

  /** An RFC 9162 consistency proof between two sizes of the caller's tenant log. */
  @GetMapping(path = "/v1/audit/proofs/consistency", produces = JSON)
  @RequiresScope(Scope.AUDIT_READ)
  Map<String, Object> consistency(Caller caller, @RequestParam long from, @RequestParam long to) {
    long current = checkpoints.size(caller.tenant());
    long end = checkSize("/to", to, 0, current);
    long start = checkSize("/from", from, 0, end);
    AuditCheckpoints.Consistency p = checkpoints.consistency(caller.tenant(), start, end);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("from", p.from());
    out.put("to", p.to());
    out.put("proof", p.proof().stream().map(AuditController::b64).toList());
    out.put("fromRoot", b64(p.fromRoot()));
    out.put("toRoot", b64(p.toRoot()));
    return out;
  }

  private static long checkSize(String pointer, long value, long min, long max) {
    if (value < min || value > max) {
      throw UserError.validation(
          List.of(new FieldError(pointer, "range", "Must be " + min + " to " + max + ".")));
    }
    return value;
  }

  private static String b64(byte[] bytes) {
    return Base64.getEncoder().encodeToString(bytes);
  }

  /** The export bundle (JSON Lines) of the caller's tenant chain, for the offline verifier. */
  @GetMapping(path = "/v1/audit/export", produces = "application/x-ndjson")
  @RequiresScope(Scope.AUDIT_READ)
  ResponseEntity<byte[]> export(Caller caller) {
    return ResponseEntity.ok()
        .contentType(MediaType.parseMediaType("application/x-ndjson"))
        .header(
            "Content-Disposition",
            "attachment; filename=\"sigil-audit-" + caller.tenant().value() + ".jsonl\"")
        .body(audit.export(caller.tenant()));
  }

  private Map<String, Object> view(AuditRecord r) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("seq", r.seq());
    out.put("hash", HexFormat.of().formatHex(r.hash()));
    JsonNode event = mapper.readTree(r.event());
    out.put("event", event);
    return out;
  }

  private static Instant instant(
      String pointer, @Nullable String value, Instant otherwise, List<FieldError> errors) {
    if (value == null) {
      return otherwise;
    }
    try {
      return Instant.parse(value);
    } catch (DateTimeParseException e) {
      errors.add(new FieldError(pointer, "format", "Must be an RFC 3339 UTC timestamp."));
      return otherwise;
    }
  }
}
