package dev.sigil.server.admin.web;

import dev.sigil.core.CredentialId;
import dev.sigil.core.Scope;
import dev.sigil.core.TenantId;
import dev.sigil.server.admin.CredentialAdmin;
import dev.sigil.server.admin.KeyAdmin;
import dev.sigil.server.admin.TenantAdmin;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.web.JsonBody;
import dev.sigil.store.CredentialRecord;
import dev.sigil.store.TenantRecord;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** Tenants, credentials and keys (SPEC section 12); every call needs the {@code admin} scope. */
@RestController
final class AdminController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;

  private final TenantAdmin tenants;
  private final CredentialAdmin credentials;
  private final KeyAdmin keys;

  AdminController(TenantAdmin tenants, CredentialAdmin credentials, KeyAdmin keys) {
    this.tenants = tenants;
    this.credentials = credentials;
    this.keys = keys;
  }

  record TenantView(String id, Instant createdAt) {
    static TenantView of(TenantRecord t) {
      return new TenantView(t.id().value(), t.createdAt());
    }
  }

  record CredentialView(
      String id,
      @Nullable String token,
      String tenant,
      String name,
      List<String> scopes,
      Instant createdAt,
      @Nullable Instant expiresAt) {
    static CredentialView of(CredentialRecord c, @Nullable String token) {
      return new CredentialView(
          c.id().value(),
          token,
          c.tenant().value(),
          c.name(),
          c.scopes().stream().map(Scope::wireName).sorted().toList(),
          c.createdAt(),
          c.expiresAt());
    }
  }

  @PostMapping(path = "/v1/admin/tenants", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  ResponseEntity<TenantView> createTenant(
      Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    Optional<TenantId> id =
        in.required("id", 63, AdminController::tenantId, "format", TENANT_SHAPE);
    in.finish();
    AuditNotes.of(request).put("tenant", id.orElseThrow().value());
    return ResponseEntity.status(HttpStatus.CREATED)
        .body(TenantView.of(tenants.create(caller, id.orElseThrow())));
  }

  @PostMapping(path = "/v1/admin/credentials", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  ResponseEntity<CredentialView> createCredential(
      Caller caller, @RequestBody JsonNode body, HttpServletRequest request) {
    JsonBody in = JsonBody.of(body);
    Optional<TenantId> tenant =
        in.optional("tenant", 63, AdminController::tenantId, "format", TENANT_SHAPE);
    Optional<String> name =
        in.required(
            "name",
            100,
            AdminController::printable,
            "format",
            "Must be printable characters without control characters.");
    Optional<Set<Scope>> scopes =
        in.requiredSet("scopes", Scope::fromWire, "unknown_scope", "Is not a known scope.");
    Optional<Instant> expiresAt = in.optionalInstant("expiresAt");
    boolean platformAdmin = in.optionalBoolean("platformAdmin").orElse(false);
    in.finish();
    var issued =
        credentials.create(
            caller,
            tenant.orElse(caller.tenant()),
            name.orElseThrow(),
            scopes.orElseThrow(),
            platformAdmin,
            expiresAt.orElse(null));
    AuditNotes.of(request)
        .put("credential", issued.credential().id().value())
        .put("tenant", issued.credential().tenant().value());
    return ResponseEntity.status(HttpStatus.CREATED)
        .body(CredentialView.of(issued.credential(), issued.token().reveal()));
  }

  @DeleteMapping(path = "/v1/admin/credentials/{id}", produces = JSON)
  @RequiresScope(Scope.ADMIN)
  ResponseEntity<Void> revokeCredential(
      Caller caller, @PathVariable("id") String id, HttpServletRequest request) {
    if (!CredentialId.isValid(id)) {
      throw new dev.sigil.core.UserError(
          dev.sigil.core.ErrorCode.CREDENTIAL_NOT_FOUND, "No such credential.");
    }
    AuditNotes.of(request).put("credential", id);
    credentials.revoke(caller, new CredentialId(id));
    return ResponseEntity.noContent().build();
  }

  @PostMapping(path = "/v1/admin/keys/rotate", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  Map<String, Object> rotateTenantKeys(Caller caller, @RequestBody JsonNode body) {
    JsonBody.of(body).finish();
    return Map.of("tenant", caller.tenant().value(), "rotated", keys.rotateTenant(caller));
  }

  @PostMapping(path = "/v1/admin/keys/root/rotate", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  Map<String, Object> rotateRootKey(Caller caller, @RequestBody JsonNode body) {
    JsonBody.of(body).finish();
    keys.rotateRoot(caller);
    return Map.of("rotated", "root");
  }

  @PostMapping(path = "/v1/admin/keys/rewrap", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  Map<String, Object> rewrap(Caller caller, @RequestBody JsonNode body) {
    JsonBody.of(body).finish();
    return Map.of("rewrapped", keys.rewrapAll(caller));
  }

  private static final String TENANT_SHAPE =
      "Must be 1 to 63 characters: lowercase letters, digits, '-' and '_'.";

  private static Optional<TenantId> tenantId(String s) {
    return TenantId.isValid(s) ? Optional.of(new TenantId(s)) : Optional.empty();
  }

  private static Optional<String> printable(String s) {
    return s.codePoints().allMatch(c -> !Character.isISOControl(c)) && !s.isBlank()
        ? Optional.of(s)
        : Optional.empty();
  }
}
