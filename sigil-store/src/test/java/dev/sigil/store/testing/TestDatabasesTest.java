package dev.sigil.store.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

class TestDatabasesTest {
  private static final String URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
  private final List<String> notices = new ArrayList<>();

  @Test
  void usesThePostgresqlUrlFromTheEnvironment() {
    Map<String, String> env = Map.of(TestDatabases.POSTGRES_URL_ENV, URL, "CI", "true");

    assertThat(TestDatabases.postgresUrl(env, notices::add)).isEqualTo(URL);
    assertThat(notices).isEmpty();
  }

  @Test
  void skipsPostgresqlTestsLocallyWithANoticeWhenNoUrlIsSet() {
    assertThatThrownBy(() -> TestDatabases.postgresUrl(Map.of(), notices::add))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageContaining(TestDatabases.POSTGRES_URL_ENV);
    assertThat(notices).singleElement().asString().contains(TestDatabases.POSTGRES_URL_ENV);
  }

  @Test
  void treatsABlankUrlAsMissing() {
    Map<String, String> env = Map.of(TestDatabases.POSTGRES_URL_ENV, " ");

    assertThatThrownBy(() -> TestDatabases.postgresUrl(env, notices::add))
        .isInstanceOf(TestAbortedException.class);
  }

  @Test
  void failsPostgresqlTestsInCiWhenNoUrlIsSet() {
    assertThatThrownBy(() -> TestDatabases.postgresUrl(Map.of("CI", "true"), notices::add))
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining("must run in CI");
    assertThat(notices).isEmpty();
  }

  @Test
  void refusesAUrlOfAnotherDatabase() {
    Map<String, String> env = Map.of(TestDatabases.POSTGRES_URL_ENV, "jdbc:sqlite:/tmp/x.db");

    assertThatThrownBy(() -> TestDatabases.postgresUrl(env, notices::add))
        .isInstanceOf(IllegalStateException.class);
  }
}
