package dev.sigil.relay.internal;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.relay.api.Connection;
import dev.sigil.relay.api.Connections;
import dev.sigil.store.Database;
import dev.sigil.store.Stores;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Connections stored as tenant documents, with the built-in {@code echo} as a fallback. Every call
 * reads its connection's document; decoding it (parsing, checking, opening the stored key) is done
 * again only when the document or the tenant's opened keys are not the ones it was decoded from.
 */
public final class LocalConnections implements Connections {
  private static final Connection ECHO = Connection.echo();

  /** Decoded connections kept at most; past that, the cache starts again empty. */
  private static final int DECODED_MAX = 4096;

  private final Stores stores;
  private final Database database;
  private final Function<TenantId, TenantKeys> keyring;
  private final Clock clock;
  private final boolean builtinEcho;
  private final Map<Key, Decoded> decoded = new ConcurrentHashMap<>();

  private record Key(TenantId tenant, String id) {}

  /** A connection as decoded from exactly {@code json} with exactly {@code keys}. */
  private record Decoded(String json, TenantKeys keys, Connection connection) {}

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
    Key key = new Key(tenant, id);
    if (json.isEmpty()) {
      decoded.remove(key); // a deleted connection's opened key is not kept
      return builtinEcho && id.equals(ECHO.id()) ? Optional.of(ECHO) : Optional.empty();
    }
    TenantKeys keys = keyring.apply(tenant);
    Decoded known = decoded.get(key);
    if (known != null && known.keys() == keys && known.json().equals(json.get())) {
      return Optional.of(known.connection());
    }
    Connection c = ConnectionDocuments.decode(tenant, id, json.get(), keys);
    if (decoded.size() >= DECODED_MAX) {
      decoded.clear();
    }
    decoded.put(key, new Decoded(json.get(), keys, c));
    return Optional.of(c);
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
