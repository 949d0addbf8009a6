package dev.sigil.server.admin;

import dev.sigil.core.TenantId;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Connections;
import dev.sigil.server.config.TenantSettings;
import dev.sigil.tokens.api.RevealPolicy;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.vaults.api.DataVaults;
import dev.sigil.vaults.api.VaultSchema;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies the tenants of the configuration file at start-up (SPEC section 12): each declared tenant
 * is created when missing, each declared vault schema and AI connection is written, and a declared
 * reveal policy replaces the stored one. The file is the source of truth at every start; the admin
 * API can change the same things until the next start. Logs names only.
 */
public final class ConfiguredTenants {
  private static final Logger log = LoggerFactory.getLogger(ConfiguredTenants.class);

  private final TenantAdmin tenants;
  private final DataVaults vaults;
  private final TokenVault tokens;
  private final Connections connections;

  public ConfiguredTenants(
      TenantAdmin tenants, DataVaults vaults, TokenVault tokens, Connections connections) {
    this.tenants = tenants;
    this.vaults = vaults;
    this.tokens = tokens;
    this.connections = connections;
  }

  public void apply(Map<String, TenantSettings> configured) {
    configured.forEach(
        (id, settings) -> {
          TenantId tenant = new TenantId(id);
          String key = "sigil.tenants." + id;
          if (tenants.ensure(tenant)) {
            log.info("Tenant {} created from the configuration", id);
          }
          Map<String, VaultSchema> schemas = settings.vaultSchemas(key);
          Optional<RevealPolicy> policy = settings.policy(key);
          schemas.forEach((vault, schema) -> vaults.putSchema(tenant, vault, schema));
          policy.ifPresent(p -> tokens.putRevealPolicy(tenant, p));
          Map<String, Connection> ai = settings.aiConnections(key);
          ai.values().forEach(c -> connections.put(tenant, c));
          log.info(
              "Tenant {} configured: {} vault(s), {} AI connection(s){}",
              id,
              schemas.size(),
              ai.size(),
              policy.isPresent() ? ", reveal policy" : "");
        });
  }
}
