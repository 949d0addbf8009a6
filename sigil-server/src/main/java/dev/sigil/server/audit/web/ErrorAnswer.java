package dev.sigil.server.audit.web;

/**
 * Thrown out of a unit's transaction when its handler answered an error, to roll the handler's
 * writes back. No stack trace; suppression stays on, so a failed rollback shows.
 */
final class ErrorAnswer extends RuntimeException {
  private static final long serialVersionUID = 1L;

  ErrorAnswer() {
    super(null, null, true, false);
  }
}
