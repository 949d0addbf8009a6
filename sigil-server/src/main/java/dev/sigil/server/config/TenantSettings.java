package dev.sigil.server.config;

import dev.sigil.core.Scope;
import dev.sigil.relay.api.Connection;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.tokens.api.RevealPolicy;
import dev.sigil.tokens.api.RevealRule;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.vaults.api.FieldSpec;
import dev.sigil.vaults.api.VaultSchema;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One tenant's configuration in the file (SPEC section 12: the shapes of the admin API): vault
 * schemas under {@code sigil.tenants.<tenant>.vaults.<vault>} and the reveal policy under {@code
 * sigil.tenants.<tenant>.reveal-policy}, AI connections under {@code
 * sigil.tenants.<tenant>.connections.<id>}. Read into the domain types when the configuration is
 * bound, so a bad value stops start-up naming its key.
 */
public record TenantSettings(
    @Nullable Map<String, Vault> vaults,
    @Nullable RevealPolicySettings revealPolicy,
    @Nullable Map<String, ConnectionSettings> connections) {

  public record Vault(@Nullable Map<String, Field> fields, @Nullable String subjectField) {}

  public record Field(@Nullable String dataType, @Nullable String tokenType, boolean required) {}

  public record RevealPolicySettings(@Nullable List<Rule> rules) {}

  public record Rule(
      @Nullable List<String> purposes,
      @Nullable List<String> dataTypes,
      @Nullable List<String> scopes,
      @Nullable String redaction,
      boolean requireConsent) {}

  /** The vault schemas by vault id; {@code key} is this tenant's key prefix. */
  public Map<String, VaultSchema> vaultSchemas(String key) {
    Map<String, VaultSchema> out = new TreeMap<>();
    if (vaults == null) {
      return out;
    }
    vaults.forEach(
        (id, vault) -> {
          String at = key + ".vaults." + id;
          if (!VaultSchema.isVaultId(id)) {
            throw new InvalidKeyException(at, "is not a vault id (1 to 63 of a-z 0-9 - _)");
          }
          out.put(id, schema(at, vault));
        });
    return out;
  }

  private static VaultSchema schema(String at, Vault vault) {
    if (vault.fields() == null || vault.fields().isEmpty()) {
      throw new InvalidKeyException(at + ".fields", "a vault has at least one field");
    }
    Map<String, FieldSpec> fields = new TreeMap<>();
    vault
        .fields()
        .forEach(
            (name, f) -> {
              String fat = at + ".fields." + name;
              if (!VaultSchema.isFieldName(name)) {
                throw new InvalidKeyException(fat, "is not a field name");
              }
              DataType type = parse(fat + ".data-type", f.dataType(), DataType::fromWire);
              TokenType tokenType =
                  f.tokenType() == null
                      ? TokenType.DETERMINISTIC
                      : parse(fat + ".token-type", f.tokenType(), TokenType::fromWire);
              fields.put(name, new FieldSpec(type, tokenType, f.required()));
            });
    if (vault.subjectField() != null && !fields.containsKey(vault.subjectField())) {
      throw new InvalidKeyException(at + ".subject-field", "must name one of the vault's fields");
    }
    return new VaultSchema(fields, vault.subjectField());
  }

  /** The reveal policy, when the file declares one. */
  public Optional<RevealPolicy> policy(String key) {
    if (revealPolicy == null) {
      return Optional.empty();
    }
    List<Rule> rules = revealPolicy.rules() == null ? List.of() : revealPolicy.rules();
    List<RevealRule> out = new java.util.ArrayList<>();
    for (int i = 0; i < rules.size(); i++) {
      Rule r = rules.get(i);
      String at = key + ".reveal-policy.rules[" + i + "]";
      Set<String> purposes = new LinkedHashSet<>(required(at + ".purposes", r.purposes()));
      for (String p : purposes) {
        if (!p.equals(RevealRule.ANY_PURPOSE) && !RevealRule.isPurpose(p)) {
          throw new InvalidKeyException(at + ".purposes", "holds a value that is not a purpose");
        }
      }
      Set<DataType> types = new LinkedHashSet<>();
      for (String t : required(at + ".data-types", r.dataTypes())) {
        types.add(parse(at + ".data-types", t, DataType::fromWire));
      }
      Set<Scope> scopes = new LinkedHashSet<>();
      for (String s : required(at + ".scopes", r.scopes())) {
        scopes.add(parse(at + ".scopes", s, Scope::fromWire));
      }
      Redaction redaction = parse(at + ".redaction", r.redaction(), Redaction::fromWire);
      out.add(new RevealRule(purposes, types, scopes, redaction, r.requireConsent()));
    }
    return Optional.of(new RevealPolicy(out));
  }

  private static List<String> required(String at, @Nullable List<String> values) {
    if (values == null || values.isEmpty()) {
      throw new InvalidKeyException(at, "must name at least one value");
    }
    return values;
  }

  private static <T> T parse(
      String at, @Nullable String value, Function<String, Optional<T>> parser) {
    if (value == null) {
      throw new InvalidKeyException(at, "is required");
    }
    return parser
        .apply(value)
        .orElseThrow(() -> new InvalidKeyException(at, "is not one of the known values"));
  }

  /** The AI connections by id; a credential file is read here. */
  public Map<String, Connection> aiConnections(String key) {
    Map<String, Connection> out = new TreeMap<>();
    if (connections != null) {
      connections.forEach((id, c) -> out.put(id, c.toConnection(key + ".connections." + id, id)));
    }
    return out;
  }

  /** All tenants' settings checked at once (the first problem stops start-up). */
  static Map<String, TenantSettings> checked(@Nullable Map<String, TenantSettings> tenants) {
    Map<String, TenantSettings> out = new LinkedHashMap<>(tenants == null ? Map.of() : tenants);
    out.forEach(
        (tenant, settings) -> {
          String key = "sigil.tenants." + tenant;
          if (!dev.sigil.core.TenantId.isValid(tenant)) {
            throw new InvalidKeyException(key, "is not a tenant id");
          }
          settings.vaultSchemas(key);
          settings.policy(key);
          settings.aiConnections(key);
        });
    return Map.copyOf(out);
  }
}
