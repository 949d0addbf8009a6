package dev.sigil.vaults;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Stores;
import dev.sigil.tokens.api.TokenVault;
import dev.sigil.vaults.api.DataVaults;
import dev.sigil.vaults.internal.LocalDataVaults;
import java.time.Clock;
import java.util.function.Function;

/** How an application obtains {@link DataVaults}. */
public final class VaultsModule {
  private VaultsModule() {}

  /** Record vaults in this process over {@code stores}, tokenizing through {@code tokens}. */
  public static DataVaults local(
      Stores stores, TokenVault tokens, Function<TenantId, TenantKeys> keyring, Clock clock) {
    return new LocalDataVaults(stores, tokens, keyring, clock);
  }
}
