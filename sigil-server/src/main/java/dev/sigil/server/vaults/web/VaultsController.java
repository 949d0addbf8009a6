package dev.sigil.server.vaults.web;

import dev.sigil.core.ErrorCode;
import dev.sigil.core.FieldError;
import dev.sigil.core.Scope;
import dev.sigil.core.UserError;
import dev.sigil.server.audit.web.AuditNotes;
import dev.sigil.server.auth.Caller;
import dev.sigil.server.auth.web.RequiresScope;
import dev.sigil.server.web.JsonBody;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.vaults.api.DataVaults;
import dev.sigil.vaults.api.FieldSpec;
import dev.sigil.vaults.api.VaultSchema;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/** {@code PUT /v1/vaults/{vault_id}}: a vault's schema (SPEC section 12), admin only. */
@RestController
final class VaultsController {
  private static final String JSON = MediaType.APPLICATION_JSON_VALUE;

  private final DataVaults vaults;

  VaultsController(DataVaults vaults) {
    this.vaults = vaults;
  }

  record FieldView(String dataType, String tokenType, boolean required) {}

  record SchemaView(
      String vault_id, Map<String, FieldView> fields, @Nullable String subjectField) {}

  @PutMapping(path = "/v1/vaults/{vault_id}", consumes = JSON, produces = JSON)
  @RequiresScope(Scope.ADMIN)
  SchemaView put(
      Caller caller,
      @PathVariable("vault_id") String vaultId,
      @RequestBody JsonNode body,
      HttpServletRequest request) {
    if (!VaultSchema.isVaultId(vaultId)) {
      throw new UserError(
          ErrorCode.VAULT_NOT_FOUND,
          "No such vault: ids are 1 to 63 lowercase letters, digits, '-' and '_'.");
    }
    JsonBody in = JsonBody.of(body);
    JsonNode fields = in.raw("fields");
    Optional<String> subjectField = in.optionalString("subjectField", 64);
    in.finish();
    VaultSchema schema = schema(fields, subjectField.orElse(null));
    vaults.putSchema(caller.tenant(), vaultId, schema);
    AuditNotes.of(request).put("vault", vaultId).put("fields", schema.fields().size());
    return view(vaultId, schema);
  }

  private static VaultSchema schema(@Nullable JsonNode fields, @Nullable String subjectField) {
    List<FieldError> errors = new ArrayList<>();
    Map<String, FieldSpec> specs = new TreeMap<>();
    if (fields == null || !fields.isObject() || fields.isEmpty()) {
      throw UserError.validation(
          List.of(
              new FieldError("/fields", "required", "Must be an object with at least one field.")));
    }
    for (String name : fields.propertyNames()) {
      String at = "/fields/" + name.replace("~", "~0").replace("/", "~1");
      if (!VaultSchema.isFieldName(name)) {
        errors.add(
            new FieldError(
                at,
                "format",
                "A field name is a letter, then letters, digits or '_' (at most 64)."));
        continue;
      }
      field(JsonBody.of(fields.get(name)), at, errors).ifPresent(spec -> specs.put(name, spec));
    }
    if (subjectField != null && !fields.has(subjectField)) {
      errors.add(new FieldError("/subjectField", "unknown_field", "Must name one of the fields."));
    }
    if (!errors.isEmpty()) {
      throw UserError.validation(errors);
    }
    return new VaultSchema(specs, subjectField);
  }

  private static Optional<FieldSpec> field(JsonBody in, String at, List<FieldError> errors) {
    Optional<DataType> type =
        in.required(
            "dataType", 32, DataType::fromWire, "unknown_data_type", "Is not a known data type.");
    Optional<TokenType> tokenType =
        in.optional(
            "tokenType",
            32,
            TokenType::fromWire,
            "unknown_token_type",
            "Must be deterministic, random or format_preserving.");
    boolean required = in.optionalBoolean("required").orElse(false);
    try {
      in.finish();
    } catch (UserError e) {
      e.fieldErrors()
          .forEach(f -> errors.add(new FieldError(at + f.pointer(), f.code(), f.detail())));
      return Optional.empty();
    }
    return Optional.of(
        new FieldSpec(type.orElseThrow(), tokenType.orElse(TokenType.DETERMINISTIC), required));
  }

  private static SchemaView view(String vaultId, VaultSchema schema) {
    Map<String, FieldView> fields = new TreeMap<>();
    schema
        .fields()
        .forEach(
            (name, f) ->
                fields.put(
                    name,
                    new FieldView(
                        f.dataType().wireName(), f.tokenType().wireName(), f.required())));
    return new SchemaView(vaultId, fields, schema.subjectField());
  }
}
