package dev.sigil.server.tokens;

import dev.sigil.server.keys.TenantKeyring;
import dev.sigil.store.Stores;
import dev.sigil.tokens.TokenVaults;
import dev.sigil.tokens.api.TokenVault;
import java.time.Clock;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class TokensConfiguration {
  @Bean
  TokenVault tokenVault(Stores stores, TenantKeyring keyring, Clock clock) {
    return TokenVaults.local(stores, keyring::keys, clock);
  }
}
