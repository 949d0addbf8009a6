package dev.sigil.tokens.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sigil.core.Scope;
import dev.sigil.core.Sensitive;
import dev.sigil.core.TenantId;
import dev.sigil.crypto.KeyHierarchy;
import dev.sigil.crypto.KeyPurpose;
import dev.sigil.crypto.LocalRootKeySource;
import dev.sigil.store.Stores;
import dev.sigil.store.testing.TestDatabase;
import dev.sigil.store.testing.TestDatabases;
import dev.sigil.tokens.api.DataType;
import dev.sigil.tokens.api.Redaction;
import dev.sigil.tokens.api.RevealPolicy;
import dev.sigil.tokens.api.RevealRequest;
import dev.sigil.tokens.api.RevealRule;
import dev.sigil.tokens.api.RevealStatus;
import dev.sigil.tokens.api.Revealed;
import dev.sigil.tokens.api.TokenType;
import dev.sigil.tokens.api.TokenizeItem;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Values that the rules of an earlier version accepted stay in the store after the rules tighten:
 * they still reveal, and their masks, computed at reveal time, show no bidi control.
 */
class StoredValuesRevealTest {
  private static final TenantId ACME = new TenantId("acme");

  @TempDir Path dir;
  private TestDatabase database;
  private LocalTokenVault vault;

  @BeforeEach
  void open() {
    database = TestDatabases.sqlite();
    Stores stores = database.stores();
    KeyHierarchy hierarchy =
        new KeyHierarchy(LocalRootKeySource.open(dir.resolve("root-keyset.json")));
    Map<KeyPurpose, byte[]> wrapped = TestTenants.create(stores, hierarchy, ACME);
    var keys = hierarchy.open(ACME, wrapped);
    vault = new LocalTokenVault(stores, t -> keys, Clock.systemUTC());
  }

  @AfterEach
  void close() {
    database.close();
  }

  @Test
  void aStoredNameWithABidiOverrideRevealsWithASafeMask() {
    // stored as given, as the name rule of stop 35 let it through
    String stored = "\u202eAda Lovelace";
    String token =
        vault
            .tokenizeNormalized(
                ACME,
                List.of(
                    new TokenizeItem(
                        Sensitive.of(stored), DataType.NAME, TokenType.RANDOM, null, null)))
            .getFirst()
            .token();

    Revealed denied = reveal(token, Redaction.MASKED);
    assertThat(denied.status()).isEqualTo(RevealStatus.DENIED);
    assertThat(denied.fallback()).isEqualTo("A*** L***");

    vault.putRevealPolicy(
        ACME,
        new RevealPolicy(
            List.of(
                new RevealRule(
                    Set.of("support"),
                    Set.of(DataType.NAME),
                    Set.of(Scope.TOKENS_REVEAL),
                    Redaction.PLAIN,
                    false))));
    Revealed masked = reveal(token, Redaction.MASKED);
    assertThat(masked.status()).isEqualTo(RevealStatus.MASKED);
    assertThat(masked.value().reveal()).isEqualTo("A*** L***");
    Revealed plain = reveal(token, Redaction.PLAIN);
    assertThat(plain.status()).isEqualTo(RevealStatus.REVEALED);
    assertThat(plain.value().reveal()).isEqualTo(stored); // the value is the caller's, as stored
  }

  private Revealed reveal(String token, Redaction redaction) {
    return vault
        .detokenize(
            ACME,
            new RevealRequest(List.of(token), "support", redaction, Set.of(Scope.TOKENS_REVEAL)))
        .getFirst();
  }
}
