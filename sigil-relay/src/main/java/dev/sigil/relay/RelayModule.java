package dev.sigil.relay;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.relay.api.ChatRelay;
import dev.sigil.relay.api.Connections;
import dev.sigil.relay.api.Deidentifier;
import dev.sigil.relay.internal.LocalChatRelay;
import dev.sigil.relay.internal.LocalConnections;
import dev.sigil.store.Stores;
import java.time.Clock;
import java.util.function.Function;

/** Entry point of the relay module. */
public final class RelayModule {
  private RelayModule() {}

  /**
   * Connections in the store; with {@code builtinEcho}, every tenant also has the built-in {@code
   * echo} connection unless it stores its own under that id.
   */
  public static Connections connections(
      Stores stores, Function<TenantId, TenantKeys> keyring, Clock clock, boolean builtinEcho) {
    return new LocalConnections(stores, keyring, clock, builtinEcho);
  }

  /** The chat relay over these connections, de-identifying with {@code deidentifier}. */
  public static ChatRelay chatRelay(
      Connections connections, Deidentifier deidentifier, Clock clock) {
    return new LocalChatRelay(connections, deidentifier, clock);
  }
}
