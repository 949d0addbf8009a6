package dev.sigil.store.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.store.Database.Dialect;
import dev.sigil.store.StoreConfig;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdbcDatabasesTest {
  @TempDir Path dataDir;

  @Test
  void picksTheDialectFromTheUrl() {
    assertThat(JdbcDatabases.dialectOf("jdbc:postgresql://db:5432/sigil?user=s"))
        .isEqualTo(Dialect.POSTGRESQL);
    assertThat(JdbcDatabases.dialectOf("jdbc:sqlite:/var/lib/sigil/sigil.db"))
        .isEqualTo(Dialect.SQLITE);
  }

  @Test
  void refusesAnotherDatabaseWithoutRepeatingTheUrl() {
    StoreConfig mysql =
        new StoreConfig("jdbc:mysql://db/sigil?user=s&password=hunter2", dataDir, 1);

    assertThatThrownBy(() -> JdbcDatabases.open(mysql))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unsupported store URL")
        .hasMessageNotContaining("hunter2")
        .hasMessageNotContaining("mysql");
  }

  @Test
  void refusesPostgresqlCredentialsBeforeTheHostWithoutRepeatingThem() {
    assertThatThrownBy(() -> JdbcDatabases.dialectOf("jdbc:postgresql://s:hunter2@db:5432/sigil"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("password= parameters")
        .hasMessageNotContaining("hunter2");
    assertThat(JdbcDatabases.dialectOf("jdbc:postgresql://db/sigil?user=s@corp&password=p@ss"))
        .isEqualTo(Dialect.POSTGRESQL);
  }

  @Test
  void refusesAnInMemorySqliteDatabase() {
    for (String url :
        new String[] {"jdbc:sqlite:", "jdbc:sqlite::memory:", "jdbc:sqlite:file:x?mode=memory"}) {
      assertThatThrownBy(() -> JdbcDatabases.dialectOf(url))
          .as(url)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("in-memory");
    }
  }
}
