package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.crypto.TenantKeys;
import dev.sigil.store.Stores;
import dev.sigil.store.TenantRecord;
import dev.sigil.store.TokenRecord;
import dev.sigil.store.WrappedKeyset;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.tokens.api.TokenizeItem;
import dev.sigil.tokens.api.Tokenized;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The token walk of {@link TokenChoice} against a real store: a value whose first candidate is
 * another value's token walks on, and finds its own token again the same way.
 */
class TokenWalkTest {
  private static final TenantId ACME = new TenantId("acme");

  @TempDir Path dir;
  private TestDatabase database;
  private Stores stores;
  private TenantKeys keys;
  private LocalTokenVault vault;

  @BeforeEach
  void open() {
    database = TestDatabases.sqlite();
    stores = database.stores();
    KeyHierarchy hierarchy =
        new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    Map<KeyPurpose, byte[]> wrapped = new EnumMap<>(KeyPurpose.class);
    stores
        .database()
        .inTransaction(
            tx -> {
              stores.tenants().insert(tx, new TenantRecord(ACME, Instant.now()));
              for (KeyPurpose p : KeyPurpose.values()) {
                wrapped.put(p, hierarchy.newTenantKeyset(ACME, p));
                stores
                    .keysets()
                    .insert(
                        tx, new WrappedKeyset(ACME, p.wireName(), wrapped.get(p), Instant.now()));
              }
              return null;
            });
    keys = hierarchy.open(ACME, wrapped);
    vault = new LocalTokenVault(stores, t -> keys, Clock.systemUTC());
  }

  @AfterEach
  void close() {
    database.close();
  }

  private Tokenized tokenize(String value) {
    return vault
        .tokenize(
            ACME,
            List.of(
                new TokenizeItem(
                    Sensitive.of(value), DataType.EMAIL, TokenType.DETERMINISTIC, null, null)))
        .getFirst();
  }

  @Test
  void aValueWhoseFirstCandidateIsTakenWalksOnAndFindsItsTokenAgain() {
    String value = "walk@example.org";
    String first = TokenFormats.deterministic(keys::deterministic, DataType.EMAIL, value, 0);
    String second = TokenFormats.deterministic(keys::deterministic, DataType.EMAIL, value, 1);
    // another value's token sits where this value's first candidate would go
    stores
        .database()
        .inTransaction(
            tx ->
                stores
                    .tokens()
                    .insertAll(
                        tx,
                        List.of(
                            TokenRecord.live(
                                ACME,
                                first,
                                "email",
                                "deterministic",
                                null,
                                new byte[32],
                                null,
                                new byte[] {1},
                                Instant.now()))));

    Tokenized created = tokenize(value);
    assertThat(created.token()).isEqualTo(second);
    assertThat(created.created()).isTrue();
    Tokenized again = tokenize(value);
    assertThat(again.token()).isEqualTo(second);
    assertThat(again.created()).isFalse();
  }
}
