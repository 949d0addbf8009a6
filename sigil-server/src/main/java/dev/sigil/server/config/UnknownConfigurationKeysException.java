package dev.sigil.server.config;

import java.util.List;

/** A configuration file names keys Sigil does not have; start-up stops. */
public final class UnknownConfigurationKeysException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final List<String> keys;

  UnknownConfigurationKeysException(List<String> keys) {
    super("unknown configuration keys: " + keys);
    this.keys = List.copyOf(keys);
  }

  public List<String> keys() {
    return keys;
  }
}
