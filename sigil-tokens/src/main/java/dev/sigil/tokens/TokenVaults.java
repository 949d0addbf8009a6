package dev.sigil.tokens;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Stores;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.tokens.internal.LocalTokenVault;
import java.time.Clock;
import java.util.function.Function;

/** How an application obtains a {@link TokenVault}. */
public final class TokenVaults {
  private TokenVaults() {}

  /**
   * The vault in this process, over {@code stores}, opening tenant keys with {@code keyring} (which
   * should cache: it is called once per operation).
   */
  public static TokenVault local(
      Stores stores, Function<TenantId, TenantKeys> keyring, Clock clock) {
    return new LocalTokenVault(stores, keyring, clock);
  }
}
