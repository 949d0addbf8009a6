package dev.sigil.server.keys;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.TenantId;
import dev.sigil.crypto.CryptoException;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.WrappedKeyset;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tenant key cache inside and outside transactions. */
class TenantKeyringTest {
  private static final TenantId ACME = new TenantId("acme");
  private static final byte[] AD = "ad".getBytes(StandardCharsets.UTF_8);

  @TempDir Path dir;
  private TestDatabase database;
  private Stores stores;
  private KeyHierarchy hierarchy;
  private TenantKeyring keyring;

  @BeforeEach
  void open() {
    database = TestDatabases.sqlite();
    stores = database.stores();
    hierarchy = new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    keyring = new TenantKeyring(stores, hierarchy, Clock.systemUTC());
  }

  @AfterEach
  void close() {
    database.close();
  }

  private void createTenant() {
    stores.database().inTransaction(tx -> createTenantIn(tx));
  }

  private Void createTenantIn(dev.sigil.store.Tx tx) {
    stores.tenants().insert(tx, new TenantRecord(ACME, Instant.now()));
    for (KeyPurpose p : KeyPurpose.values()) {
      stores
          .keysets()
          .insert(
              tx,
              new WrappedKeyset(
                  ACME, p.wireName(), hierarchy.newTenantKeyset(ACME, p), Instant.now()));
    }
    return null;
  }

  @Test
  void keysOpenedInsideATransactionThatRolledBackAreNeverUsedAgain() {
    byte[][] sealed = new byte[1][];
    assertThatThrownBy(
            () ->
                stores
                    .database()
                    .inTransaction(
                        tx -> {
                          createTenantIn(tx);
                          sealed[0] = keyring.keys(ACME).encrypt(AD, AD);
                          throw new IllegalStateException("roll back");
                        }))
        .hasMessage("roll back");
    createTenant(); // new keysets for the same tenant id

    TenantKeys inside = stores.database().inTransaction(tx -> keyring.keys(ACME));
    TenantKeys outside = keyring.keys(ACME);
    for (TenantKeys keys : new TenantKeys[] {inside, outside}) {
      assertThatThrownBy(() -> keys.decrypt(sealed[0], AD)).isInstanceOf(CryptoException.class);
      assertThat(keys.decrypt(keys.encrypt(AD, AD), AD)).isEqualTo(AD);
    }
  }

  private TenantKeys inTransaction() {
    return stores.database().inTransaction(tx -> keyring.keys(ACME));
  }

  @Test
  void anOpeningIsReusedWhileTheStoredKeysetsAreUnchanged() {
    createTenant();
    TenantKeys first = inTransaction();
    assertThat((Object) inTransaction()).isSameAs(first);
    assertThat(keyring.keys(ACME)).isSameAs(first);
    assertThat(keyring.keys(ACME)).as("outside: from the cache").isSameAs(first);

    stores
        .database()
        .inTransaction(
            tx -> {
              WrappedKeyset data =
                  stores.keysets().findForUpdate(tx, ACME, "data-aead").orElseThrow();
              return stores
                  .keysets()
                  .update(
                      tx,
                      new WrappedKeyset(
                          ACME,
                          "data-aead",
                          hierarchy.rotate(ACME, KeyPurpose.DATA_AEAD, data.wrapped()),
                          Instant.now()));
            });
    assertThat((Object) inTransaction())
        .as("a rotation by another replica is seen inside a transaction at once")
        .isNotSameAs(first);
  }
}
