package dev.sigil.server.config;

/**
 * A configuration key whose value a record's own rule refuses (one that spans keys or that an
 * annotation cannot express). Carries the key, so the start-up message names it.
 */
final class InvalidKeyException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  private final String key;

  InvalidKeyException(String key, String problem) {
    super(problem);
    this.key = key;
  }

  String key() {
    return key;
  }
}
