package dev.sigil.relay.api;

import dev.sigil.core.TenantId;
import java.util.List;
import java.util.Optional;

/** A tenant's AI connections (SPEC section 12). Stored credentials are encrypted. */
public interface Connections {
  /** The tenant's connection, or the built-in {@code echo} when enabled and not overridden. */
  Optional<Connection> find(TenantId tenant, String id);

  /** Creates or replaces the connection. */
  void put(TenantId tenant, Connection connection);

  /** The ids of the tenant's stored connections, sorted. */
  List<String> ids(TenantId tenant);
}
