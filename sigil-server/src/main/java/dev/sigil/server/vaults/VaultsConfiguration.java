package dev.sigil.server.vaults;

import dev.sigil.server.keys.TenantKeyring;
import dev.sigil.store.Stores;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.vaults.VaultsModule;
import dev.sigil.vaults.api.DataVaults;
import java.time.Clock;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class VaultsConfiguration {
  @Bean
  DataVaults dataVaults(Stores stores, TokenVault tokens, TenantKeyring keyring, Clock clock) {
    return VaultsModule.local(stores, tokens, keyring::keys, clock);
  }
}
