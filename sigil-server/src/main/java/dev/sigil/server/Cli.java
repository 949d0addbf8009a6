package dev.sigil.server;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns the launcher's flags ({@code serve --data-dir DIR ...}) into Spring Boot properties. Each
 * flag has an environment variable of the same meaning; a flag wins over its variable.
 */
final class Cli {
  static final String USAGE =
      """
      usage: sigil serve [--data-dir DIR] [--gateway-port N] [--vault-port N]
                         [--config FILE] [--role all|gateway|vault] [--bind ADDRESS]
        each flag can also be given as an environment variable:
        SIGIL_DATA_DIR, SIGIL_GATEWAY_PORT, SIGIL_VAULT_PORT, SIGIL_CONFIG, SIGIL_ROLE,
        SIGIL_BIND_ADDRESS
      """;

  private static final Map<String, String> FLAG_TO_PROPERTY =
      Map.of(
          "--data-dir", "sigil.data-dir",
          "--gateway-port", "sigil.gateway-port",
          "--vault-port", "sigil.vault-port",
          "--role", "sigil.role",
          "--bind", "sigil.bind-address");

  /** The parsed command line, or the reason it was refused. */
  record Parsed(List<String> springArgs, Optional<String> error) {}

  private Cli() {}

  static Parsed parse(String[] args, Map<String, String> env) {
    List<String> out = new ArrayList<>();
    String config = env.get("SIGIL_CONFIG");
    int i = 0;
    if (i < args.length && args[i].equals("serve")) {
      i++;
    }
    for (; i < args.length; i++) {
      String arg = args[i];
      String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
      String value;
      if (arg.contains("=")) {
        value = arg.substring(arg.indexOf('=') + 1);
      } else if (i + 1 < args.length) {
        value = args[++i];
      } else {
        return refused("flag " + name + " needs a value");
      }
      if (name.equals("--config")) {
        config = value;
      } else if (FLAG_TO_PROPERTY.containsKey(name)) {
        out.add("--" + FLAG_TO_PROPERTY.get(name) + "=" + value);
      } else {
        return refused("unknown argument " + name);
      }
    }
    if (config != null && !config.isBlank()) {
      Path file = Path.of(config);
      if (!Files.isReadable(file)) {
        return refused("configuration file " + file + " does not exist or is not readable");
      }
      out.add("--spring.config.additional-location=file:" + file.toAbsolutePath());
    }
    return new Parsed(out, Optional.empty());
  }

  private static Parsed refused(String why) {
    return new Parsed(List.of(), Optional.of(why));
  }

  static void printUsage(PrintStream out, String error) {
    out.println("sigil: " + error);
    out.print(USAGE);
  }
}
