package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.core.Scope;
import dev.sigil.store.StoreException;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class JdbcCredentialStoreTest {

  @Test
  void storesScopesAsSortedWireNames() {
    assertThat(JdbcCredentialStore.encodeScopes(Set.of(Scope.TOKENS_WRITE, Scope.ADMIN)))
        .isEqualTo("admin tokens:write");
    assertThat(JdbcCredentialStore.encodeScopes(Set.of())).isEmpty();
  }

  @Test
  void readsBackEveryScope() {
    Set<Scope> all = EnumSet.allOf(Scope.class);

    assertThat(JdbcCredentialStore.decodeScopes(JdbcCredentialStore.encodeScopes(all)))
        .isEqualTo(all);
    assertThat(JdbcCredentialStore.decodeScopes("")).isEmpty();
  }

  @Test
  void refusesAScopeItDoesNotKnowWithoutNamingIt() {
    assertThatThrownBy(() -> JdbcCredentialStore.decodeScopes("data:read tokens:burn"))
        .isInstanceOf(StoreException.class)
        .hasMessageNotContaining("tokens:burn");
  }
}
