package dev.sigil.server;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** Entry point: {@code java -jar sigil.jar serve [flags]}; see {@link Cli#USAGE}. */
@SpringBootApplication
public class SigilApplication {

  public static void main(String[] args) {
    Cli.Parsed parsed = Cli.parse(args, System.getenv());
    if (parsed.error().isPresent()) {
      Cli.printUsage(System.err, parsed.error().get());
      System.exit(2);
    }
    SpringApplication app = new SpringApplication(SigilApplication.class);
    app.run(parsed.springArgs().toArray(String[]::new));
  }
}
