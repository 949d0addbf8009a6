package dev.sigil.server.config;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Names each unknown key of a configuration file, with the file it came from. */
public final class UnknownKeysFailureAnalyzer
    extends AbstractFailureAnalyzer<UnknownConfigurationKeysException> {
  @Override
  protected FailureAnalysis analyze(Throwable root, UnknownConfigurationKeysException cause) {
    return new FailureAnalysis(
        "Invalid configuration:\n  "
            + String.join(": is not a known key\n  ", cause.keys())
            + ": is not a known key",
        "Correct or remove the key(s) above. See docs/configuration.md for every key.",
        cause);
  }
}
