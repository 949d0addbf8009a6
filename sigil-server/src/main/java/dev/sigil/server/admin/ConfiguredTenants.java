package dev.sigil.server.admin;

import dev.sigil.core.TenantId;
import dev.sigil.server.config.TenantSettings;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.vaults.api.DataVaults;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies the tenants of the configuration file at start-up (SPEC section 12): each declared tenant
 * is created when missing, each declared vault schema is written, and a declared reveal policy
 * replaces the stored one. The file is the source of truth at every start; the admin API can change
 * the same things until the next start. Logs names only.
 */
public final class ConfiguredTenants {
  private static final Logger log = LoggerFactory.getLogger(ConfiguredTenants.class);

  private final TenantAdmin tenants;
  private final DataVaults vaults;
  private final TokenVault tokens;

  public ConfiguredTenants(TenantAdmin tenants, DataVaults vaults, TokenVault tokens) {
    this.tenants = tenants;
    this.vaults = vaults;
    this.tokens = tokens;
  }

  public void apply(Map<String, TenantSettings> configured) {
    configured.forEach(
        (id, settings) -> {
          TenantId tenant = new TenantId(id);
          String key = "sigil.tenants." + id;
          if (tenants.ensure(tenant)) {
            log.info("Tenant {} created from the configuration", id);
          }
          settings
              .vaultSchemas(key)
              .forEach((vault, schema) -> vaults.putSchema(tenant, vault, schema));
          settings.policy(key).ifPresent(policy -> tokens.putRevealPolicy(tenant, policy));
          log.info(
              "Tenant {} configured: {} vault(s){}",
              id,
              settings.vaultSchemas(key).size(),
              settings.policy(key).isPresent() ? ", reveal policy" : "");
        });
  }
}
