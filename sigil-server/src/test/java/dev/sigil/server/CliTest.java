package dev.sigil.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {
  @Test
  void flagsBecomeProperties() {
    Cli.Parsed p =
        Cli.parse(
            new String[] {
              "serve",
              "--data-dir",
              "/tmp/d",
              "--gateway-port=9000",
              "--vault-port",
              "9001",
              "--role",
              "vault",
              "--bind",
              "0.0.0.0"
            },
            Map.of());
    assertThat(p.error()).isEmpty();
    assertThat(p.springArgs())
        .containsExactly(
            "--sigil.data-dir=/tmp/d",
            "--sigil.gateway-port=9000",
            "--sigil.vault-port=9001",
            "--sigil.role=vault",
            "--sigil.bind-address=0.0.0.0");
  }

  @Test
  void configFileFromFlagOrEnvironment(@TempDir Path dir) throws Exception {
    Path yaml = Files.writeString(dir.resolve("s.yaml"), "sigil: {}\n");
    assertThat(Cli.parse(new String[] {"--config", yaml.toString()}, Map.of()).springArgs())
        .containsExactly("--spring.config.additional-location=file:" + yaml.toAbsolutePath());
    assertThat(Cli.parse(new String[] {}, Map.of("SIGIL_CONFIG", yaml.toString())).springArgs())
        .containsExactly("--spring.config.additional-location=file:" + yaml.toAbsolutePath());
  }

  @Test
  void refusals() {
    assertThat(Cli.parse(new String[] {"--colour", "red"}, Map.of()).error())
        .hasValue("unknown argument --colour");
    assertThat(Cli.parse(new String[] {"--data-dir"}, Map.of()).error())
        .hasValue("flag --data-dir needs a value");
    assertThat(Cli.parse(new String[] {"--config", "/nope.yaml"}, Map.of()).error().orElseThrow())
        .contains("/nope.yaml");
  }
}
