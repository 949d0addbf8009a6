package dev.sigil.server.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sigil.relay.api.Connection;
import java.time.Duration;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** A connection's timeouts in the configuration file: defaults, bounds, and the key named. */
class ConnectionSettingsTest {
  private static final String AT = "sigil.tenants.acme.connections.bot";

  private static ConnectionSettings echo(
      @Nullable Duration timeout, @Nullable Duration streamTimeout) {
    return echo(List.of("*"), timeout, streamTimeout);
  }

  private static ConnectionSettings echo(
      List<String> purposes, @Nullable Duration timeout, @Nullable Duration streamTimeout) {
    return new ConnectionSettings(
        "echo", null, null, null, null, null, purposes, null, false, timeout, streamTimeout, null);
  }

  @Test
  void theStreamTimeoutDefaultsToTenMinutes() {
    Connection c = echo(null, null).toConnection(AT, "bot");
    assertThat(c.streamTimeout()).isEqualTo(Duration.ofMinutes(10));
    assertThat(echo(null, Duration.ofHours(1)).toConnection(AT, "bot").streamTimeout())
        .isEqualTo(Duration.ofHours(1));
  }

  @Test
  void aStreamTimeoutAboveAnHourOrBelowTheTimeoutStopsStartUpNamingItsKey() {
    for (ConnectionSettings bad :
        List.of(
            echo(null, Duration.ofMinutes(61)),
            echo(Duration.ofSeconds(30), Duration.ofSeconds(29)),
            echo(null, Duration.ZERO))) {
      assertThatThrownBy(() -> bad.toConnection(AT, "bot"))
          .isInstanceOfSatisfying(
              InvalidKeyException.class,
              e -> assertThat(e.key()).isEqualTo(AT + ".stream-timeout"));
    }
  }

  @Test
  void aPurposeThatIsNotAnIdentifierStopsStartUpNamingItsKey() {
    for (String bad : List.of("jane@example.org", "two words", "")) {
      ConnectionSettings s = echo(List.of("support", bad), null, null);
      assertThatThrownBy(() -> s.toConnection(AT, "bot"))
          .isInstanceOfSatisfying(
              InvalidKeyException.class,
              e -> {
                assertThat(e.key()).isEqualTo(AT + ".purposes");
                assertThat(e.getMessage()).doesNotContain("jane");
              });
    }
  }
}
