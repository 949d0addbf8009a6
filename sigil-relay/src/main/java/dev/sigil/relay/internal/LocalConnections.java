package dev.sigil.relay.internal;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Connections;
import dev.sigil.store.Database;
import dev.sigil.store.Stores;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** Connections stored as tenant documents, with the built-in {@code echo} as a fallback. */
public final class LocalConnections implements Connections {
  private static final Connection ECHO = Connection.echo();

  private final Stores stores;
  private final Database database;
  private final Function<TenantId, TenantKeys> keyring;
  private final Clock clock;
  private final boolean builtinEcho;

  public LocalConnections(
      Stores stores, Function<TenantId, TenantKeys> keyring, Clock clock, boolean builtinEcho) {
    this.stores = stores;
    this.database = stores.database();
    this.keyring = keyring;
    this.clock = clock;
    this.builtinEcho = builtinEcho;
  }

  @Override
  public Optional<Connection> find(TenantId tenant, String id) {
    if (!Connection.isId(id)) {
      return Optional.empty();
    }
    Optional<String> json =
        database.inReadTransaction(
            tx -> stores.documents().find(tx, tenant, ConnectionDocuments.KIND, id));
    if (json.isPresent()) {
      return Optional.of(ConnectionDocuments.decode(tenant, id, json.get(), keyring.apply(tenant)));
    }
    return builtinEcho && id.equals(ECHO.id()) ? Optional.of(ECHO) : Optional.empty();
  }

  @Override
  public void put(TenantId tenant, Connection connection) {
    String json = ConnectionDocuments.encode(tenant, connection, keyring.apply(tenant));
    database.inTransaction(
        tx -> {
          stores
              .documents()
              .put(tx, tenant, ConnectionDocuments.KIND, connection.id(), json, clock.instant());
          return null;
        });
  }

  @Override
  public List<String> ids(TenantId tenant) {
    return database.inReadTransaction(
        tx -> stores.documents().names(tx, tenant, ConnectionDocuments.KIND));
  }
}
